"""The state of a game of Thieves of Bagdad: its data, whose decision it is, and its JSON form.

The rules of each phase live in their own modules (placement.py, exchange.py, purchase.py),
each with `legal(state)` and `apply(state, action)`; rounds.py runs what happens by itself
between decisions (income, the change of phase, the end). `turn` counts completed decisions
that hand the move on (a placement, a finished offer or a done, a purchase, a slipper pass, a
discard), starting at 1; saves and the autosave use it.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from itertools import repeat
from operator import is_

from engine.core import Action, Event, GameState, Result, Rng

from . import exchange, offers, placement, purchase, scoring, views
from .board import FINGERPRINT
from .city import DESERT
from .pieces import DEAD, VIZIER

NAME = "bagdad"
RULES = {"place": placement, "exchange": exchange, "purchase": purchase}


@dataclass(eq=False)
class BagdadState(GameState):
    """Everything about a game; `to_dict` lists these fields as they are.

    `decks` and `discards` are per district (top card last); `hands` per seat, in the order
    received. A pouch entry is (gem name, who knows its kind): None when public, else the
    seats that know it (a robbed gem). `at` is where each of the seats' pieces is (pieces.py),
    `vizier` where the Grand Vizier is. `current` is whose turn it is to place or to trade;
    in the exchange, `trading` says who has not passed yet and `offers_sent`/`offers_started`
    count each seat's offers, and `offer` is the offer in progress (offers.py). `learnt` is what
    each seat has learnt of each other's claims, [true, false, last] (None until a claim is
    first checked; a save leaves it out until then). `temperaments` are the seats' public
    temperaments (TEMPERAMENTS: how readily an AI at the seat bluffs; the rules ignore them),
    None for a game dealt before there were any, which is all honest. `purchase` is the slipper
    holder's purchase in progress, `bought` whether the holder has bought since it got the
    slipper. `end` says why the game ended: "vizier", "round_limit" or "stalled".
    """

    players: int
    characters: list
    wishes: list
    first_player: int
    round_limit: int
    rng: Rng
    decks: list
    discards: list
    hands: list
    supply: list
    pouches: list
    at: list
    vizier: int
    phase: str = "place"
    round: int = 0
    slipper: int = 0
    current: int = 0
    trading: list | None = None
    offers_sent: list | None = None
    offers_started: list | None = None
    offer: dict | None = None
    bought: bool = False
    purchase: dict | None = None
    turn: int = 1
    end: str | None = None
    learnt: list | None = None
    temperaments: list | None = None

    game = NAME

    def __post_init__(self) -> None:
        self._offered: list[Action] | None = None

    # --- the protocol ---------------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "purchase":
            return self.slipper
        if self.offer is not None:
            return self.offer["from" if self.offer["stage"] in ("build", "pick") else "to"]
        return self.current

    def legal_actions(self) -> list[Action]:
        self._offered = [] if self.phase == "over" else RULES[self.phase].legal(self)
        return list(self._offered)

    def apply(self, action: Action) -> list[Event]:
        """As GameState.apply; an action that is one of the very objects the last
        legal_actions() handed out, with nothing applied since, is known to be legal without
        working them all out again (a random playout would otherwise do it twice a step)."""
        offered, self._offered = self._offered, None
        if offered is not None and any(map(is_, offered, repeat(action))):
            return self._apply(action)
        return super().apply(action)

    def _apply(self, action: Action) -> list[Event]:
        self._offered = None
        return RULES[self.phase].apply(self, action)

    def result(self) -> Result:
        return scoring.result(self)

    def view(self, seat: int) -> dict:
        return views.seat_view(self, seat)

    def to_dict(self) -> dict:
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d.update(clone_data(d))
        d["pouches"] = [[[gem, None if known is None else list(known)] for gem, known in pouch]
                        for pouch in self.pouches]
        d["rng"] = self.rng.to_dict()
        d["city"] = FINGERPRINT
        d["offer"] = offers.saved(self.offer)
        for optional in OPTIONAL:
            if d[optional] is None:
                del d[optional]
        return d

    def clone(self) -> "BagdadState":
        """An independent copy, by hand: lists copied a level deep, immutable parts shared."""
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d.update(clone_data(d))
        d["rng"] = Rng(self.rng.state)
        return BagdadState(**d)

    # --- what the rules ask ---------------------------------------------------------------

    def space_of(self, piece: int) -> int:
        return self.vizier if piece == VIZIER else self.at[piece]

    def occupied(self) -> dict[int, int]:
        """City space -> the piece on it (the Vizier included); the Desert is never full."""
        taken = {s: p for p, s in enumerate(self.at) if s is not None and s > DESERT}
        if self.vizier != DESERT:
            taken[self.vizier] = VIZIER
        return taken

    def holders(self) -> list[int]:
        """The seats holding at least one card."""
        return [s for s, hand in enumerate(self.hands) if hand]

    def clockwise(self, seat: int) -> list[int]:
        """Every seat, starting with `seat` and going clockwise."""
        return [(seat + i) % self.players for i in range(self.players)]

    def in_play(self, piece: int) -> bool:
        """On the board or in the Desert: neither in the box nor killed."""
        return piece == VIZIER or self.at[piece] not in (None, DEAD)


def clone_data(d: dict) -> dict:
    """Copies of the mutable values of a state's fields (a dict of them), one level deep for
    lists of lists and for the pending offer and purchase."""
    copy = {name: [list(x) for x in d[name]] for name in ("decks", "discards", "hands", "pouches")}
    for name in ("characters", "wishes", "supply", "at", "trading", "offers_sent",
                 "offers_started", "temperaments"):
        copy[name] = None if d.get(name) is None else list(d[name])
    copy["offer"] = offers.copy(d["offer"])
    copy["purchase"] = None if d["purchase"] is None else \
        {k: list(v) if isinstance(v, list) else v for k, v in d["purchase"].items()}
    copy["learnt"] = None if d.get("learnt") is None else \
        [[list(row) for row in rows] for rows in d["learnt"]]
    return copy


FIELDS = tuple(f.name for f in fields(BagdadState))
OPTIONAL = ("learnt", "temperaments")     # left out of a save while None


def from_dict(d: dict) -> BagdadState:
    """Inverse of `to_dict`; ValueError for anything malformed or not reachable by the rules,
    and for a state saved on another map (its fingerprint differs)."""
    from .invariants import invariant_errors

    if not isinstance(d, dict) or set(d) | set(OPTIONAL) != set(FIELDS) | {"city"}:
        raise ValueError("not a Thieves of Bagdad state")
    if d["city"] != FINGERPRINT:
        raise ValueError("this game was played on another map of Baghdad")
    try:
        values = clone_data({k: d.get(k) for k in FIELDS})
        values.update({k: d[k] for k in FIELDS if k not in values})
        values["offer"] = offers.loaded(d["offer"])
        values["pouches"] = [[(gem, None if known is None else tuple(known))
                              for gem, known in pouch] for pouch in d["pouches"]]
        values["rng"] = Rng.from_dict(d["rng"])
        state = BagdadState(**values)
        errors = invariant_errors(state)
    except (TypeError, KeyError, IndexError, AttributeError, ValueError) as exc:
        raise ValueError(f"not a Thieves of Bagdad state ({exc})") from None
    if errors:
        raise ValueError(f"not a Thieves of Bagdad state: {errors[0]}")
    return state
