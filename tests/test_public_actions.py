"""A move is told as it is to another seat's table (a friend's, net/room.py) only where that
seat may know it (Session.told: the game's PUBLIC_ACTIONS, or a move that let the seat see what
only it and the mover see). Proved in games played out: after every move told to a seat,
no other move the mover could have made instead leaves that seat the same view and the same
events: the seat tells the move from what it sees. (Its words at the friend's table are said
from that seat's view, which is all they need.)"""
import pytest

from engine import catalog
from engine.match import Match, Seat
from engine.session import Session

GAMES = [("alibaba", 3, (1, 2)), ("forty_thieves", 3, (1, 2)), ("bagdad", 3, (1,))]


def seen(state, action, seat):
    after = state.clone()
    events = [e for e in after.apply(action) if e.visible(seat)]
    return after.view(seat), [(e.kind, e.data) for e in events]


@pytest.mark.parametrize("game, players, seeds", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_move_told_to_a_seat_is_seen_by_it_as_the_move_it_was(game, players, seeds):
    module, told = catalog.get(game), set()
    for seed in seeds:
        session = Session(Match.new(game, [Seat(f"P{i}", "ai", "easy")
                                           for i in range(players)], seed))
        while not session.state.is_over():
            mover, before = session.to_move(), session.state.clone()
            action = session.decide(mover)
            played = session.play(mover, action)
            for seat in (s for s in range(players) if s != mover):
                if session.told(played, seat) is None or len(action.to_dict()) == 1:
                    continue        # not told, or a move with nothing but its name
                told.add(action.kind)
                real = seen(before, action, seat)
                assert all(seen(before, other, seat) != real
                           for other in before.legal_actions() if other != action), action
    assert told
    assert told - module.PUBLIC_ACTIONS or game != "alibaba"    # a tile shown is told to its
                                                                # viewer
