"""A game's PUBLIC_ACTIONS are the moves a friend's table is told as they are (net/room.py):
each must tell another seat nothing it does not see anyway. Proved in games played out: after
such a move, no other move the mover could have made instead leaves that seat the same view and
the same events: the seat tells the move from what it sees. (Its words at the friend's table
are said from that seat's view, which is all they need.)"""
import pytest

from engine import catalog
from engine.match import Match, Seat
from engine.session import Session

GAMES = [("alibaba", 3), ("forty_thieves", 3), ("bagdad", 3)]


def seen(state, action, seat):
    after = state.clone()
    events = [e for e in after.apply(action) if e.visible(seat)]
    return after.view(seat), [(e.kind, e.data) for e in events]


@pytest.mark.parametrize("game, players", GAMES, ids=[g for g, _ in GAMES])
def test_a_public_move_is_seen_by_every_seat_as_the_move_it_was(game, players):
    module, checked = catalog.get(game), set()
    for seed in (1, 2):
        session = Session(Match.new(game, [Seat(f"P{i}", "ai", "easy")
                                           for i in range(players)], seed))
        while not session.state.is_over():
            mover = session.to_move()
            action = session.decide(mover)
            if action.kind in module.PUBLIC_ACTIONS:
                checked.add(action.kind)
                for seat in (s for s in range(players) if s != mover):
                    real = seen(session.state, action, seat)
                    assert all(seen(session.state, other, seat) != real
                               for other in session.actions(mover) if other != action), action
            session.play(mover, action)
    assert len(checked) >= 2
