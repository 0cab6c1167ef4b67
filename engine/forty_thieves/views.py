"""Views beyond a seat's own (`FortyState.view` is what a seat may know and all the AI reads).

`open_view` is for replaying a finished game, when nothing is secret any more: never for a
game in play.
"""
from __future__ import annotations


def open_view(state, seat: int) -> dict:
    """`state.view(seat)` with every card in every hand filled in (still "revealed": False
    where it was never turned over) and the 2-player pair shown to all."""
    view = state.view(seat)
    for owner, hand in enumerate(view["hands"]):
        for slot, card in zip(hand, state.hands[owner]):
            slot["card"] = card
    if state.pending is not None:
        view["pending"]["cards"] = list(state.pending)
    return view
