"""Ali Baba opponents. Each sees only its seat's view and the legal actions, never the state.

easy: random among sensible moves (it never turns down a free green tile).
normal: greedy one ply. A tile is worth its set growth (a set of n grows by n+1) plus its
colour effect, minus a share of the best tile the next player would then find (what the take
uncovers, what it leaves behind); face-down tiles are read from one determinization of the view.
hard: normal's rating corrected by search (engine.ai.search.flat, with a budget of moves that
grows with the seat count, MOVES): normal's four best actions, each played in the same samples
of the view (face-down tiles, box and rivals' screens dealt anew) by every seat playing normal
for two turns, then scored by its lead over the best rival;
normal's rating, averaged over a few readings of the face-down tiles, counts as ten playouts.
So hard sees what normal rates from a single guess: what a take really uncovers, what the next
player takes with the hand it may hold, what a yellow or grey brings.
"""
from __future__ import annotations

from dataclasses import replace
from functools import cached_property

from engine.ai import search
from engine.alibaba import determinize
from engine.alibaba.geometry import BOARDS
from engine.alibaba.scoring import kind_counts
from engine.alibaba.state import hits
from engine.alibaba.tiles import COLOURS, KINDS, colour, kind
from engine.core import Action, Rng

HANDOFF = 0.5      # how much the next player's best tile counts against a move
YELLOW = 2.0       # a yellow pick: the opponents show what they need least
GREY = 2.0         # a rival's grey restriction: roughly what it denies


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
        held = [t["tile"] for t in view["screen"]]
        if view["pending"]["decision"] == "lamp":   # keeping the lamp is weighed like a take
            held.remove(view["pending"]["tile"])
        self.mine = kind_counts(held)
        others = [n for s, n in enumerate(view["screen_counts"]) if s != view["seat"]]
        self.yellow = YELLOW if any(others) else 0.0
        self.handoff = 0.0 if view["last_turn"] == view["turn"] else HANDOFF
        self.restrictions = [{"what": "colour", "value": c} for c in COLOURS] + [
            {"what": "kind", "value": k} for k in KINDS if k not in view["removed_kinds"]]

    def after(self, pos: int) -> tuple[list, list]:
        """Cells and face-up flags once the tile at `pos` is gone and its flips are done."""
        cells, up = list(self.cells), list(self.up)
        for q in self.board.freed_by(cells, pos):
            up[q] = True
        cells[pos], up[pos] = None, False
        return cells, up

    def worth(self, tile: int, pos: int, cells, up, flipped=None, rival=False) -> float:
        """Set growth plus colour effect of taking `tile` from `pos`, for this seat or (rival)
        for the next player, whose sets are unknown and counted as empty. `flipped` is given
        when the main take is already done (a lamp swap), else counted on `cells`."""
        counts = {} if rival else self.mine
        grow, hue = counts.get(kind(tile), 0) + 1, colour(tile)
        if hue == "pink":
            effect = 5.0
        elif hue == "blue" and self.board.spots[pos].layer == 0:
            effect = 2.0
        elif hue == "blue":
            effect = 2 * (len(self.board.freed_by(cells, pos)) if flipped is None else flipped)
        elif hue == "brown":
            effect = 2 * grow
        elif hue == "green":
            near = [cells[q] for q in self.board.adjacent[pos] if up[q]]
            effect = max((counts.get(kind(t), 0) + 1 for t in near), default=0)
        elif hue == "yellow":
            effect = YELLOW if rival else self.yellow
        else:
            effect = GREY if rival else self.denial(cells, up)
        return grow + effect

    def rival_worths(self, cells, up) -> list[tuple[float, int]]:
        """What each face-up tile is worth to the next player, best first: rated once per
        board and read under every restriction (a grey weighs all eleven)."""
        return sorted(((self.worth(cells[q], q, cells, up, rival=True), cells[q])
                       for q in range(len(cells)) if up[q]), reverse=True)

    @staticmethod
    def best_next(worths: list[tuple[float, int]], restriction=None) -> float:
        """The best tile the next player could take, under `restriction` if it leaves any."""
        if restriction is not None:
            for value, tile in worths:
                if not hits(restriction, tile):
                    return value
        return worths[0][0] if worths else 0.0

    def denial(self, cells, up) -> float:
        """How much the best grey restriction takes from the next player's best tile."""
        worths = self.rival_worths(cells, up)
        return self.best_next(worths) - min(self.best_next(worths, r)
                                            for r in self.restrictions)

    def take(self, tile: int) -> float:
        pos = self.cells.index(tile)
        cells, up = self.after(pos)
        return (self.worth(tile, pos, cells, up)
                - self.handoff * self.best_next(self.rival_worths(cells, up)))

    def green(self, tile: int) -> float:
        grow = self.mine.get(kind(tile), 0) + 1
        cells, up = self.after(self.cells.index(tile))
        return grow - self.handoff * self.best_next(self.rival_worths(cells, up))

    def skip(self) -> float:
        return -self.handoff * self.best_next(self.here)

    def lamp(self, kept: int) -> float:
        """Keeping `kept` (the lamp itself or a display tile) and using its effect."""
        p = self.view["pending"]
        return self.worth(kept, p["pos"], self.cells, self.up, p["flipped"])

    def restrict(self, restriction: dict) -> float:
        return -self.best_next(self.here, restriction)

    @cached_property
    def here(self) -> list[tuple[float, int]]:
        """The next player's worths on the board as it stands (skip, every grey choice)."""
        return self.rival_worths(self.cells, self.up)


def ratings(view: dict, actions: list[Action], rng: Rng) -> list[float]:
    """normal's worth of each action, in points."""
    decision = view["pending"]["decision"]
    mine = kind_counts(t["tile"] for t in view["screen"])
    if decision == "show":      # losing one of a set of n costs n points
        return [-mine.get(kind(a.tile), 0) for a in actions]
    if decision == "pick":
        return [mine.get(kind(a.tile), 0) for a in actions]
    table = Table(view, rng)
    rate = {
        "take": lambda a: table.take(a.tile),
        "green": lambda a: table.green(a.tile),
        "skip": lambda a: table.skip(),
        "lamp_keep": lambda a: table.lamp(view["pending"]["tile"]),
        "lamp_swap": lambda a: table.lamp(a.tile),
        "restrict": lambda a: table.restrict({"what": a.what, "value": a.value}),
    }
    return [rate[a.kind](a) for a in actions]


def normal(view: dict, actions: list[Action], rng: Rng) -> Action:
    scores = ratings(view, actions, rng)
    return actions[scores.index(max(scores))]


HORIZON = 2        # hard: turns a rollout plays past the decision before it is scored
LEAD = 8.0         # hard: points of lead worth about three wins in four
PRIOR = 10         # hard: playouts that normal's rating is worth
PRIOR_SEEDS = 3    # hard: determinizations normal's rating is averaged over


def _stop(view: dict, state) -> bool:
    return state.turn >= view["turn"] + HORIZON


def _evaluate(state) -> list[float]:
    """Points are banked as they are scored and sets count as they stand, so the standing a
    few turns on is a fair guess at the end."""
    return search.standing(state, LEAD)


def _prior(view: dict, actions: list[Action]) -> list[float]:
    """normal's rating, averaged over a few readings of the face-down tiles, as a value
    relative to the best action's (a point less is worth what a point of lead is)."""
    sums = [sum(r) for r in zip(*(ratings(view, actions, Rng(k)) for k in range(PRIOR_SEEDS)))]
    best = max(sums) / PRIOR_SEEDS
    return [search.squash(total / PRIOR_SEEDS - best, LEAD) for total in sums]


PLUGIN = search.Plugin(determinize=determinize, default=search.from_views(normal),
                       stop=_stop, evaluate=_evaluate, moves=300, samples=50,
                       prior=_prior, prior_visits=PRIOR)
# Moves a decision plays by seat count: with four seats a rollout is twice as long and the
# rivals' hands weigh more, so 300 moves (about 7 samples) left hard at 32.5% of 200 games;
# 900 gives 36.0% (a horizon of 4 turns instead of 2 gave 31.0%).
MOVES = {2: 300, 3: 300, 4: 900}
_BY_SEATS = {n: search.flat(replace(PLUGIN, moves=m)) for n, m in MOVES.items()}


def hard(view: dict, actions: list[Action], rng: Rng) -> Action:
    return _BY_SEATS[view["players"]](view, actions, rng)


POLICIES = {"easy": easy, "normal": normal, "hard": hard}
