"""Set-up: in slipper order, one piece at a time, every player places its thief on an empty
Bazaar street and its two starting caravaneers on empty Bazaar shops; then round 1 begins."""
from __future__ import annotations

from engine.core import Action, Event, event

from . import rounds
from .actions import act
from .board import BAZAAR_SHOPS, BAZAAR_STREETS
from .pieces import PER_SEAT, START_SLOTS, kind


def unplaced(state, seat: int) -> list[int]:
    """The seat's starting pieces still to place: its thief, then its first caravaneer left
    (the two are alike, so only one of them is offered)."""
    waiting = [seat * PER_SEAT + slot for slot in START_SLOTS
               if state.at[seat * PER_SEAT + slot] is None]
    return [p for i, p in enumerate(waiting) if kind(p) == "thief" or
            not any(kind(q) == "caravaneer" for q in waiting[:i])]


def legal(state) -> list[Action]:
    taken = state.occupied()
    return [act("place", piece=piece, space=space)
            for piece in unplaced(state, state.current)
            for space in (BAZAAR_STREETS if kind(piece) == "thief" else BAZAAR_SHOPS)
            if space not in taken]


def apply(state, action: Action) -> list[Event]:
    seat = state.current
    state.at[action.piece] = action.space
    state.turn += 1
    events = [event("place", seat=seat, piece=action.piece, kind=kind(action.piece),
                    space=action.space)]
    if any(state.at[s * PER_SEAT + slot] is None
           for s in range(state.players) for slot in START_SLOTS):
        state.current = (seat + 1) % state.players
        return events
    return events + rounds.start_round(state)
