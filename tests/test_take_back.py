"""Taking a move back (engine/takeback.py, Match.take_back): as far back as is fair, in every game.

The property: whenever a take-back is offered, the moves it removes show the taker the same
views from many positions it could not tell from the real one before its move (hidden twins,
their random streams too, drawn afresh here), and taking them back leaves exactly the game as it stood before its move."""
import json

import pytest

from engine import ai, catalog, takeback
from engine.core import Rng, RuleError
from engine.match import Match, Seat, position
from saves import format as fmt
from saves import store
from saves.format import SaveError
from support.takebacks import replayed, shows_nothing_new

GAMES = (("alibaba", 3), ("forty_thieves", 3), ("bagdad", 4))


def played(name: str, players: int, seed: int, humans: int = 1):
    """A game with `humans` human seats first and easy AIs, every human move and what follows
    yielded as the match stands after it."""
    seats = [Seat(f"H{i}", "human") for i in range(humans)]
    seats += [Seat(f"AI{i}", "ai", "easy") for i in range(humans, players)]
    match, rng, game = Match.new(name, seats, seed), Rng(seed), catalog.get(name)
    while not match.state.is_over() and len(match.log) < 300:
        state = match.state
        seat = state.to_move()
        match.apply(ai.choose(game, state.view(seat), state.legal_actions(), "easy", rng))
        yield match


def check_positions(name: str, players: int, seeds, twins: int, most: int) -> int:
    """Every offered take-back of a few games passes the property, up to `most` positions a
    game (after each of the human's moves and every third other one); the number checked."""
    checked = 0
    for seed in seeds:
        looked = 0
        for match in played(name, players, seed):
            if looked >= most or match.state.to_move() == 0 and len(match.log) % 3:
                continue
            looked += 1
            count = match.take_back_moves(0)
            if not count:
                continue
            checked += 1
            assert shows_nothing_new(match, 0, count, Rng(99991), twins), (name, seed, len(match.log))
            mover = replayed(match, match.log[:-count]).state.to_move()
            assert mover == 0                          # it starts with the taker's own move
            copy = replayed(match, match.log)
            view_before = replayed(match, match.log[:-count]).state.view(0)
            assert copy.take_back(0) == count and copy.take_backs == 1
            assert copy.log == match.log[:-count]
            assert position(copy.state) == position(replayed(match, copy.log).state)
            assert copy.state.view(0) == view_before
    return checked


@pytest.mark.parametrize("name, players", GAMES)
def test_every_offered_take_back_shows_the_taker_nothing_new_and_restores_its_move(
        name, players):
    checked = check_positions(name, players, seeds=(1,), twins=12,
                             most=30 if name == "bagdad" else 50)
    if name != "forty_thieves":         # where every move turns a card, none is ever fair
        assert checked >= 10, checked


@pytest.mark.long
@pytest.mark.parametrize("name, players", GAMES)
def test_every_offered_take_back_over_many_games(name, players):
    check_positions(name, players, seeds=range(2, 12), twins=60, most=300)


def test_a_move_that_turns_a_card_cannot_be_taken_back():
    for match in played("forty_thieves", 3, 2):
        if match.log and match.log[-1].kind in ("reveal", "reveal_deck") and \
                replayed(match, match.log[:-1]).state.to_move() == 0:
            assert takeback.judge(match, 0) == (0, takeback.SHOWN)
            with pytest.raises(RuleError):
                match.take_back(0)
            return
    pytest.fail("no reveal by the human seat")


def test_another_persons_move_is_never_taken_back_at_a_hot_seat_table():
    """Two humans at one computer: once the other has moved, the first's move stands."""
    seen_after_other = 0
    for match in played("bagdad", 3, 3, humans=2):
        movers = [replayed(match, match.log[:i]).state.to_move() for i in range(len(match.log))]
        if 0 in movers and 1 in movers[len(movers) - 1 - movers[::-1].index(0):]:
            assert takeback.judge(match, 0) == (0, takeback.OTHER)
            seen_after_other += 1
        if seen_after_other >= 3:
            return
    pytest.fail("the second human never moved after the first")


def test_no_move_yet_nothing_to_take_back():
    match = Match.new("alibaba", [Seat("H", "human"), Seat("AI", "ai", "easy")], 4)
    assert match.take_back_moves(0) == 0 and match.take_back_moves(1) == 0
    assert takeback.judge(match, 0) == (0, takeback.NO_MOVE)


def test_the_count_is_the_matchs_and_the_saves_not_the_states(tmp_path):
    match = next(m for m in played("bagdad", 4, 1) if m.take_back_moves(0))
    view = match.state.view(0)
    match.take_back(0)
    assert match.take_backs == 1 and "take_backs" not in json.dumps(match.state.to_dict())
    assert "take_backs" not in json.dumps(view)
    path = store.save_slot(match, "taken back")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["take_backs"] == 1
    assert store.load(path).take_backs == 1
    del doc["take_backs"]                              # a save from before take-backs
    assert fmt.decode(fmt.sealed(doc)).take_backs == 0
    doc["take_backs"] = "two"
    with pytest.raises(SaveError):
        fmt.decode(fmt.sealed(doc))
    del doc["take_backs"]
    for begun in ("1", True, -1, len(doc["log"]) + 1):     # the moves a played-on game began
        doc["begun"] = begun                               # with: a count within its log
        with pytest.raises(SaveError, match="begun"):
            fmt.decode(fmt.sealed(doc))
