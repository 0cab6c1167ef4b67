"""Taking a move back, as far as is fair: a misclick against the AIs need not stand.

A take-back by a seat removes its last move and every move after it. It is fair only when no
other person made one of those moves and they showed the seat nothing it could not know before:
from positions the seat could not tell from the real one before its move (the game's hidden
twins), the same moves are legal and show it the same views. A card drawn or turned, a tile
uncovered, the cards of a trade received or a random draw show up as a twin that sees another
thing. The twins draw the state's random stream afresh as well, so a deal or a draw the
stream decides after the move shows up too: taking the move back would otherwise let the seat
see the next round's cards and choose again. The twins come from a stream seeded by the game
and the log, so the answer for a given game and log is always the same.

Once the game is over nothing is taken back: the results show every hidden thing, and the
record of the game is written.
"""
from __future__ import annotations

from engine.core import GameState, IllegalAction, Rng

TWINS = 400     # twins tried: a reveal that escapes all of them shows next to nothing


NO_MOVE, OTHER, SHOWN = "no move yet", "another player has moved since", "it showed you something"
OVER = "the game is over"


def moves(match, seat: int) -> int:
    """How many moves of the log a take-back by `seat` would remove now; 0 when none is fair."""
    return judge(match, seat)[0]


def judge(match, seat: int) -> tuple[int, str | None]:
    """(the moves a take-back by `seat` would remove, why none where that is 0: OVER, NO_MOVE,
    OTHER or SHOWN)."""
    if match.state.is_over():
        return 0, OVER
    state, movers, before = match.fresh_state(), [], None
    for done, action in enumerate(match.log):   # who made each move; the game before the
        movers.append(state.to_move())          # seat's last one in this game
        if movers[-1] == seat and done >= match.begun:
            before = state.clone()
        state.apply(action)
    if before is None:
        return 0, NO_MOVE
    start = len(movers) - 1 - movers[::-1].index(seat)
    if any(mover != seat and not match.seats[mover].is_ai for mover in movers[start:]):
        return 0, OTHER     # another person's move stands: theirs to take back
    if _reveals(match, seat, before, match.log[start:]):
        return 0, SHOWN
    return len(match.log) - start, None


def _reveals(match, seat: int, before: GameState, tail: list) -> bool:
    """Whether the moves `tail`, played from `before`, showed `seat` something it could not
    know before them."""
    seen = _views(before.clone(), tail, seat)
    rng = Rng(match.decision_seed())
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
