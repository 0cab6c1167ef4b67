"""Ali Baba opponents. Each sees only its seat's view and the legal actions, never the state.

easy: random among sensible moves (it never turns down a free green tile).
normal: greedy one ply. A tile is worth its set growth (a set of n grows by n+1) plus its
colour effect, minus a share of the best tile the next player would then find (what the take
uncovers, what it leaves behind); face-down tiles are read from one determinization of the view.
"""
from __future__ import annotations

from engine.alibaba import determinize
from engine.alibaba.geometry import BOARDS
from engine.alibaba.scoring import kind_counts
from engine.alibaba.state import hits
from engine.alibaba.tiles import colour, kind
from engine.core import Action, Rng

HANDOFF = 0.5      # how much the next player's best tile counts against a move
YELLOW = 2.0       # a yellow pick: the opponents show what they need least
GREY = 2.0         # a grey restriction: roughly the next player's lost margin


def easy(view: dict, actions: list[Action], rng: Rng) -> Action:
    sensible = [a for a in actions if a.kind != "skip"] or actions
    return rng.choice(sensible)


class Table:
    """The board as one seat reads it: known face-up tiles, sampled face-down ones."""

    def __init__(self, view: dict, rng: Rng) -> None:
        self.view = view
        self.board = BOARDS[view["board"]]
        self.cells = determinize(view, view["seat"], rng).cells
        self.up = [c["state"] == "up" for c in view["cells"]]
        self.mine = kind_counts(t["tile"] for t in view["screen"])
        others = [n for s, n in enumerate(view["screen_counts"]) if s != view["seat"]]
        self.yellow = YELLOW if any(others) else 0.0
        self.handoff = 0.0 if view["last_turn"] == view["turn"] else HANDOFF

    def after(self, pos: int) -> tuple[list, list]:
        """Cells and face-up flags once the tile at `pos` is gone and its flips are done."""
        cells, up = list(self.cells), list(self.up)
        for q in self.board.freed_by(cells, pos):
            up[q] = True
        cells[pos], up[pos] = None, False
        return cells, up

    def worth(self, tile: int, pos: int, cells, up, counts: dict, flipped=None) -> float:
        """Set growth plus colour effect of taking `tile` from `pos`; `flipped` when the
        main take is already done (a lamp swap), else counted on `cells`."""
        grow = counts.get(kind(tile), 0) + 1
        return grow + self.effect(tile, pos, cells, up, counts, flipped)

    def effect(self, tile: int, pos: int, cells, up, counts: dict, flipped=None) -> float:
        hue = colour(tile)
        if hue == "pink":
            return 5
        if hue == "blue":
            if self.board.spots[pos].layer == 0:
                return 2
            return 2 * (len(self.board.freed_by(cells, pos)) if flipped is None else flipped)
        if hue == "brown":
            return 2 * (counts.get(kind(tile), 0) + 1)
        if hue == "green":
            near = [cells[q] for q in self.board.adjacent[pos] if up[q]]
            return max((counts.get(kind(t), 0) + 1 for t in near), default=0)
        return self.yellow if hue == "yellow" else GREY

    def best_next(self, cells, up, restriction=None) -> float:
        """The best tile the next player could take (its sets unknown: counted as empty)."""
        tiles = [(cells[q], q) for q in range(len(cells)) if up[q]]
        free = [(t, q) for t, q in tiles if restriction is None or not hits(restriction, t)]
        return max((self.worth(t, q, cells, up, {}) for t, q in free or tiles), default=0.0)

    def take(self, tile: int) -> float:
        pos = self.cells.index(tile)
        cells, up = self.after(pos)
        return self.worth(tile, pos, cells, up, self.mine) - self.handoff * self.best_next(cells, up)

    def green(self, tile: int) -> float:
        grow = self.mine.get(kind(tile), 0) + 1
        return grow - self.handoff * self.best_next(*self.after(self.cells.index(tile)))

    def skip(self) -> float:
        return -self.handoff * self.best_next(self.cells, self.up)

    def lamp(self, swap: int | None) -> float:
        p = self.view["pending"]
        lamp = p["tile"]
        if swap is None:
            return self.effect(lamp, p["pos"], self.cells, self.up, self.mine, p["flipped"])
        lost = self.mine.get(kind(lamp), 0)
        return self.worth(swap, p["pos"], self.cells, self.up, self.mine, p["flipped"]) - lost

    def restrict(self, what: str, value: str) -> float:
        return -self.best_next(self.cells, self.up, {"what": what, "value": value})


def normal(view: dict, actions: list[Action], rng: Rng) -> Action:
    decision = view["pending"]["decision"]
    mine = kind_counts(t["tile"] for t in view["screen"])
    if decision == "show":      # losing one of a set of n costs n points
        return min(actions, key=lambda a: mine.get(kind(a.tile), 0))
    if decision == "pick":
        return max(actions, key=lambda a: mine.get(kind(a.tile), 0))
    table = Table(view, rng)
    rate = {
        "take": lambda a: table.take(a.tile),
        "green": lambda a: table.green(a.tile),
        "skip": lambda a: table.skip(),
        "lamp_keep": lambda a: table.lamp(None),
        "lamp_swap": lambda a: table.lamp(a.tile),
        "restrict": lambda a: table.restrict(a.what, a.value),
    }
    return max(actions, key=lambda a: rate[a.kind](a))


POLICIES = {"easy": easy, "normal": normal}
