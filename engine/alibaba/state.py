"""The state of an Ali Baba game and the course of a turn: take, flip, effect, decisions.

Every choice inside a turn (lamp, green, each opponent's yellow show, the yellow pick, the grey
restriction) is an action of the seat that makes it; `pending` says which one is awaited and
keeps what the effect still needs from the main take (its place, its flips).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, fields
from functools import cache
from itertools import compress

from engine.core import Action, Event, GameState, Rng, event

from . import scoring, views
from .geometry import BOARDS, Board
from .tiles import COLOUR_OF, COLOURS, KIND_OF, KINDS, LAMP, TILES, colour, face, kind, of_kinds

NAME = "alibaba"
TAKE = {"decision": "take"}
# Every action a tile can be named in, built once: a playout asks for them thousands of times.
TILE_ACTIONS = {name: tuple(Action(name, tile=t) for t in TILES)
                for name in ("take", "green", "lamp_swap", "show", "pick")}
SKIP, LAMP_KEEP = Action("skip"), Action("lamp_keep")


def hits(restriction: dict, tile: int) -> bool:
    """Whether a grey restriction forbids taking this tile."""
    shown = kind(tile) if restriction["what"] == "kind" else colour(tile)
    return shown == restriction["value"]


@cache
def _restrictions(removed_kinds: tuple) -> list[Action]:
    """The grey choices: every kind still in the game, then every colour."""
    kinds = [k for k in KINDS if k not in removed_kinds]
    return ([Action("restrict", what="kind", value=k) for k in kinds]
            + [Action("restrict", what="colour", value=c) for c in COLOURS])


@dataclass(eq=False)
class AliBabaState(GameState):
    players: int
    variant: str | None
    board: str                 # "large" or "small"
    first_player: int
    removed_kinds: list        # public: kinds taken out before the deal
    rng: Rng
    cells: list                # per spot of the board: tile id or None
    up: list                   # per spot: face up
    box: list                  # back in the box, unseen (removed kinds included)
    display: list              # Aladdin's Lamp: the face-up tiles beside the board
    screens: list              # per seat: tiles behind the screen, in the order taken
    scores: list               # the score track (effect points)
    restrictions: list         # grey: {"by": seat, "what": "kind"|"colour", "value": name}
    current: int               # whose turn it is
    turn: int                  # 1-based, counted over all seats
    last_turn: int | None      # set when the last face-down tile is flipped
    over: bool
    pending: dict              # the decision awaited, with what the turn remembers

    game = NAME

    @property
    def geometry(self) -> Board:
        return BOARDS[self.board]

    # --- the protocol ---------------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.pending["decision"] == "show":
            return self.pending["waiting"][0]
        return self.current

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        decision, p = self.pending["decision"], self.pending
        if decision == "take":
            take = TILE_ACTIONS["take"]
            return [take[t] for t in self._allowed(self.face_up_tiles())]
        if decision == "green":
            green = TILE_ACTIONS["green"]
            return [green[t] for t in self._green_options()] + [SKIP]
        if decision == "lamp":
            return [LAMP_KEEP] + [TILE_ACTIONS["lamp_swap"][t] for t in self.display]
        if decision == "show":
            return [TILE_ACTIONS["show"][t] for t in sorted(self.screens[p["waiting"][0]])]
        if decision == "pick":
            return [TILE_ACTIONS["pick"][t] for _, t in p["shown"]]
        return list(_restrictions(tuple(self.removed_kinds)))

    def _apply(self, action: Action) -> list[Event]:
        events = getattr(self, "_do_" + action.kind)(action)
        if not self.over and self.pending["decision"] != "take":
            events.append(event("prompt", seat=self.to_move(), decision=self.pending["decision"]))
        return events

    def result(self):
        return scoring.result(self.screens, self.scores)

    def view(self, seat: int) -> dict:
        return views.seat_view(self, seat)

    def to_dict(self) -> dict:
        d = {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self)}
        d["rng"] = self.rng.to_dict()
        return d

    def clone(self) -> "AliBabaState":
        """An independent copy, by hand (a search clones thousands of times a decision):
        every list copied, the pending decision's lists too, the tiles (ints) shared."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.rng = Rng(self.rng.state)
        for name in ("removed_kinds", "cells", "up", "box", "display", "scores"):
            setattr(twin, name, list(getattr(self, name)))
        twin.screens = [list(screen) for screen in self.screens]
        twin.restrictions = [dict(r) for r in self.restrictions]
        twin.pending = {k: [list(x) if isinstance(x, list) else x for x in v]
                        if isinstance(v, list) else v for k, v in self.pending.items()}
        return twin

    # --- what the rules ask about the board -----------------------------------------------

    def face_up_tiles(self) -> list[int]:
        return list(compress(self.cells, self.up))

    def face_down(self) -> int:
        """Occupied spots not face up (a face-up spot is always occupied: see invariants)."""
        return len(self.cells) - self.cells.count(None) - self.up.count(True)

    def unseen_in_box(self) -> int:
        """Leftover tiles in the box; the removed kinds lie there too, but they are public."""
        return len(self.box) - len(of_kinds(self.removed_kinds))

    def _allowed(self, tiles: list[int]) -> list[int]:
        """Tiles the current seat may take under the others' grey restrictions; when those
        would leave nothing, they are ignored for this take."""
        against = [r for r in self.restrictions if r["by"] != self.current]
        if not against:
            return tiles
        kinds = {r["value"] for r in against if r["what"] == "kind"}
        colours = {r["value"] for r in against if r["what"] != "kind"}
        free = [t for t in tiles if KIND_OF[t] not in kinds and COLOUR_OF[t] not in colours]
        return free or tiles

    def _green_options(self) -> list[int]:
        near = self.geometry.adjacent[self.pending["pos"]]
        return self._allowed([self.cells[q] for q in near if self.up[q]])

    def _no_second_tile(self) -> Event:
        """Why a green take has no second tile, for the log: every place next to the green
        tile's is empty ("empty"), or what lies there is still face down ("face_down")."""
        near = self.geometry.adjacent[self.pending["pos"]]
        held = any(self.cells[q] is not None for q in near)
        return event("no_second_tile", seat=self.current, why="face_down" if held else "empty")

    def _ends_after_this_turn(self) -> bool:
        return self.turn == self.last_turn or self.cells.count(None) == len(self.cells)

    # --- taking and flipping --------------------------------------------------------------

    def _remove(self, tile: int, source: str) -> tuple[list[Event], int]:
        """Move a tile from the board behind the current screen and flip what it uncovers."""
        pos = self.cells.index(tile)
        self.cells[pos], self.up[pos] = None, False
        self.screens[self.current].append(tile)
        layer = self.geometry.spots[pos].layer
        events = [event("take", seat=self.current, source=source, pos=pos, layer=layer,
                        **face(tile))]
        flipped = self.geometry.freed_by(self.cells, pos)
        for q in flipped:
            self.up[q] = True
            events.append(event("flip", pos=q, **face(self.cells[q])))
        if flipped and self.last_turn is None and self.face_down() == 0:
            rounds_done = -(-self.turn // self.players)
            self.last_turn = (rounds_done + 1) * self.players
            events.append(event("final_round", turn=self.turn, last_turn=self.last_turn))
        return events, len(flipped)

    def _do_take(self, action: Action) -> list[Event]:
        pos = self.cells.index(action.tile)
        events, flipped = self._remove(action.tile, "main")
        self.pending = {"decision": "effect", "tile": action.tile, "pos": pos,
                        "flipped": flipped, "cleared": self.geometry.spots[pos].layer == 0}
        if self.variant == "lamp" and kind(action.tile) == LAMP:
            self.pending["decision"] = "lamp"
            return events
        return events + self._effect(action.tile)

    # --- the colour effects ---------------------------------------------------------------

    def _effect(self, tile: int) -> list[Event]:
        """Resolve a tile's colour effect; stops at a decision, else ends the turn."""
        seat, p, hue = self.current, self.pending, colour(tile)
        events = [event("effect", seat=seat, **face(tile))]
        if hue == "pink":
            events += self._score(5, hue)
        elif hue == "blue":
            events += self._score(2 if p["cleared"] else 2 * p["flipped"], hue)
        elif hue == "brown":
            same = [kind(t) for t in self.screens[seat]].count(kind(tile))
            events += self._score(2 * same, hue)
        elif hue == "green" and self._green_options():
            p["decision"] = "green"
            return events
        elif hue == "green":
            events.append(self._no_second_tile())
        elif hue == "yellow":
            others = [(seat + i) % self.players for i in range(1, self.players)]
            waiting = [s for s in others if self.screens[s]]
            if waiting:
                p.update(decision="show", waiting=waiting, shown=[])
                return events
        elif hue == "grey" and not self._ends_after_this_turn():
            p["decision"] = "restrict"
            return events
        return events + self._end_turn()

    def _score(self, amount: int, reason: str) -> list[Event]:
        if not amount:
            return []
        self.scores[self.current] += amount
        return [event("points", seat=self.current, amount=amount, reason=reason,
                      total=self.scores[self.current])]

    def _private(self, name: str, privy: tuple, **data) -> list[Event]:
        """An event whose tile only `privy` may see, and its masked twin for everyone else."""
        others = [s for s in range(self.players) if s not in privy]
        events = [event(name, visible_to=sorted(set(privy)), **data)]
        if others:
            masked = {**data, "tile": None, "kind": None, "colour": None}
            events.append(event(name, visible_to=others, **masked))
        return events

    def _do_lamp_keep(self, action: Action) -> list[Event]:
        lamp = self.pending["tile"]
        return [event("lamp_keep", seat=self.current, **face(lamp))] + self._effect(lamp)

    def _do_lamp_swap(self, action: Action) -> list[Event]:
        lamp, gained = self.pending["tile"], action.tile
        self.display[self.display.index(gained)] = lamp
        screen = self.screens[self.current]
        screen[screen.index(lamp)] = gained
        swap = event("lamp_swap", seat=self.current, lamp=lamp, **face(gained))
        return [swap] + self._effect(gained)

    def _do_green(self, action: Action) -> list[Event]:
        return self._remove(action.tile, "green")[0] + self._end_turn()

    def _do_skip(self, action: Action) -> list[Event]:
        left = self._green_options()    # the face-up tiles it turned down, public
        return [event("skip", seat=self.current, left=left)] + self._end_turn()

    def _do_show(self, action: Action) -> list[Event]:
        p = self.pending
        shower = p["waiting"].pop(0)
        p["shown"].append([shower, action.tile])
        if not p["waiting"]:
            p["decision"] = "pick"
        return self._private("show", (shower, self.current), seat=shower, **face(action.tile))

    def _do_pick(self, action: Action) -> list[Event]:
        owner = next(s for s, t in self.pending["shown"] if t == action.tile)
        self.screens[owner].remove(action.tile)
        self.screens[self.current].append(action.tile)
        events = self._private("pick", (self.current, owner), seat=self.current,
                               from_seat=owner, **face(action.tile))
        return events + self._end_turn()

    def _do_restrict(self, action: Action) -> list[Event]:
        self.restrictions.append({"by": self.current, "what": action.what, "value": action.value})
        return [event("restrict", seat=self.current, what=action.what, value=action.value)] \
            + self._end_turn()

    # --- the end of a turn and of the game ------------------------------------------------

    def _end_turn(self) -> list[Event]:
        self.pending = dict(TAKE)
        if self._ends_after_this_turn():
            self.over = True
            res = self.result()
            return [event("game_over", scores=res.scores, winners=res.winners)]
        self.turn += 1
        self.current = (self.current + 1) % self.players
        turn = [event("turn", seat=self.current, turn=self.turn)]
        if not self.restrictions:
            return turn
        lapsed = [r for r in self.restrictions if r["by"] == self.current]
        self.restrictions = [r for r in self.restrictions if r["by"] != self.current]
        return turn + [
            event("unrestrict", seat=r["by"], what=r["what"], value=r["value"]) for r in lapsed]


def from_dict(d: dict) -> AliBabaState:
    """Inverse of `to_dict`; a malformed dict is a ValueError (saves are untrusted input)."""
    names = {f.name for f in fields(AliBabaState)}
    if not isinstance(d, dict) or set(d) != names:
        raise ValueError("not an Ali Baba state")
    values = copy.deepcopy(d)
    values["rng"] = Rng.from_dict(d["rng"])
    if values["board"] not in BOARDS or len(values["cells"]) != len(BOARDS[values["board"]]):
        raise ValueError("Ali Baba state with a board that does not fit")
    return AliBabaState(**values)
