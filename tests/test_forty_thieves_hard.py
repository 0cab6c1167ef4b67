"""The Forty Thieves' hard opponent (a search some reveals ahead): it plays legally at every
seat count, decides from its seat's view alone (hidden twins get the same answer) and the same
way twice; how strong it is the arena measures, not this suite."""
import pytest

import engine.forty_thieves as ft
from engine import ai as levels
from engine.ai import forty_thieves as ai
from engine.ai.forty_thieves import ahead
from engine.core import Action, Rng
from support.forty_thieves import play, rigged

MOVES = [3, 1, 4, 1, 5]


def positions(players: int, count: int = 3):
    """Some positions of a game played by normal, with the seat to move in each."""
    state, rng = ft.new_game(players=players, seed=players + 10), Rng(players)
    seen = 0
    while not state.is_over() and seen < count:
        actions = state.legal_actions()
        if len(actions) > 1:
            seen += 1
            yield state
        seat = state.to_move()
        state.apply(ai.normal(state.view(seat), state.legal_actions(), rng))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hard_plays_a_legal_action_the_same_way_twice(players):
    for state in positions(players):
        seat, actions = state.to_move(), state.legal_actions()
        view = state.view(seat)
        first = ai.hard(view, actions, Rng(5))
        assert first in actions
        assert ai.hard(state.view(seat), state.legal_actions(), Rng(5)) == first


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hard_decides_from_the_view_alone(players):
    state, rng = ft.new_game(players=players, seed=players), Rng(1)
    for _ in play(state, MOVES):
        seat = state.to_move()
        twin = ft.hidden_twin(state, seat, rng)
        assert ai.hard(state.view(seat), state.legal_actions(), Rng(7)) == \
            ai.hard(twin.view(seat), twin.legal_actions(), Rng(7))


def test_hard_chooses_from_a_two_player_pair():
    state = rigged([["0", "1", "2"], ["3", "5", "6"]], deck_top=["9", "4"], reveals=[
        {"seat": 1, "owner": 0, "place": "centre", "card": "1", "value": 1},
        {"seat": 1, "owner": 0, "place": "right", "card": "2", "value": 2}], current=0)
    state.apply(Action("reveal_deck"))                      # 3 + 9 = 12 loses: keep the 4
    assert ai.hard(state.view(0), state.legal_actions(), Rng(1)) == Action("choose", card="4")


def test_hard_never_turns_up_a_card_it_can_tell_reaches_twelve():
    state = rigged([["3", "4", "5"], ["9", "plus1", "times2"], ["0", "6", "7"]], deck_top=["2"])
    for action in (Action("reveal_deck"), Action("reveal", seat=2, place="left"),
                   Action("reveal", seat=1, place="left")):
        state.apply(action)
    assert (state.sum(), state.to_move()) == (11, 0)
    picks = {ai.hard(state.view(0), state.legal_actions(), Rng(seed)) for seed in range(4)}
    assert all(a.get("seat") != 1 for a in picks)


def test_the_search_stops_within_its_cap():
    state = next(positions(6, 1))
    view, actions = state.view(state.to_move()), state.legal_actions()
    chances = ai.card_chances(view)
    guess = {k: p for k, p in chances.items() if k != ai.DECK_TOP}
    search = ahead.Search(view, guess, guess, chances[ai.DECK_TOP], ai.LEAD)
    assert len(ahead.scores(view, actions, search)) == len(actions)
    assert search.depth >= 1 and search.left >= 0


def test_hard_is_offered_at_every_table_size_it_was_measured_at():
    assert all("hard" in levels.levels(ft, players) for players in range(2, 7))
