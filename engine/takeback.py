"""Taking a move back, as far as is fair: a misclick against the AIs need not stand.

A take-back by a seat removes its last move and every move after it. It is fair only when no
other person made one of those moves and they showed the seat nothing it could not know before:
from positions the seat could not tell from the real one before its move (the game's hidden
twins), the same moves are legal and show it the same views. A card drawn or turned, a tile
uncovered, the cards of a trade received or a random draw show up as a twin that sees another
thing. The twins come from a stream seeded by the game and the log, so the answer for a given
game and log is always the same.
"""
from __future__ import annotations

from engine.core import GameState, IllegalAction, Rng

TWINS = 400     # twins tried: a reveal that escapes all of them shows next to nothing


NO_MOVE, OTHER, SHOWN = "no move yet", "another player has moved since", "it showed you something"


def moves(match, seat: int) -> int:
    """How many moves of the log a take-back by `seat` would remove now; 0 when none is fair."""
    return judge(match, seat)[0]


def judge(match, seat: int) -> tuple[int, str | None]:
    """(the moves a take-back by `seat` would remove, why none where that is 0: NO_MOVE, OTHER
    or SHOWN)."""
    movers = _movers(match)
    own = [i for i, mover in enumerate(movers) if mover == seat]
    if not own:
        return 0, NO_MOVE
    start = own[-1]
    if any(mover != seat and not match.seats[mover].is_ai for mover in movers[start:]):
        return 0, OTHER     # another person's move stands: theirs to take back
    return (0, SHOWN) if _reveals(match, seat, start) else (len(match.log) - start, None)


def _movers(match) -> list[int | None]:
    """The seat that made each move of the log."""
    state, movers = match.fresh_state(), []
    for action in match.log:
        movers.append(state.to_move())
        state.apply(action)
    return movers


def _reveals(match, seat: int, start: int) -> bool:
    """Whether the moves from `start` on showed `seat` something it could not know before."""
    before = match.fresh_state()
    for action in match.log[:start]:
        before.apply(action)
    tail = match.log[start:]
    seen = _views(before.clone(), tail, seat)
    rng = Rng(match.seed * 1_000_003 + len(match.log))
    for _ in range(TWINS):
        twin = match.game.hidden_twin(before, seat, rng)
        try:
            if _views(twin, tail, seat) != seen:
                return True
        except IllegalAction:
            return True
    return False


def _views(state: GameState, actions, seat: int) -> list[dict]:
    """`seat`'s view after each of `actions`, played on `state`."""
    views = []
    for action in actions:
        state.apply(action)
        views.append(state.view(seat))
    return views
