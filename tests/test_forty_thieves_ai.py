"""Forty Thieves opponents: what they can count from a view, that they read nothing else, and
that normal (expected gold from the placement rule) clearly beats easy (random)."""
import pytest

import engine.forty_thieves as ft
from engine.ai import forty_thieves as ai
from engine.core import Action, Rng
from engine.forty_thieves.cards import BOSS, PLUS1, TIMES2
from engine.forty_thieves.knowledge import unseen
from support.forty_thieves import play, rigged


def eleven_after_a_nine():
    """Seat 0 to move at sum 11; seat 1 showed a 9 on the left, so its centre must be the +1 and
    its right the ×2 (no card ranks above a 9): both certainly reach 12."""
    state = rigged([["3", "4", "5"], ["9", "plus1", "times2"], ["0", "6", "7"]], deck_top=["2"])
    for action in (Action("reveal_deck"), Action("reveal", seat=2, place="left"),
                   Action("reveal", seat=1, place="left")):
        state.apply(action)
    assert (state.sum(), state.to_move()) == (11, 0)
    return state


def test_unseen_is_the_plain_count_of_cards_not_yet_seen():
    state = eleven_after_a_nine()
    counts = unseen(state.view(0))
    assert sum(counts.values()) == 21 - 3 - 3
    assert counts["9"] == counts["0"] == 0 and counts["2"] == counts["3"] == 1
    assert counts["6"] == 2 and counts[BOSS] == counts["0-sun"] == 1
    assert unseen(state.view(1))["plus1"] == 0 and unseen(state.view(1))["3"] == 2


def test_chances_follow_the_placement_rule():
    state = eleven_after_a_nine()
    chances = ai.card_chances(state.view(0))
    assert chances[(1, 1)] == {PLUS1: 1.0} and chances[(1, 2)] == {TIMES2: 1.0}
    # Seat 0 holds the 4 and the 5, the +1 is seat 1's, and an 8 would need a 9 to its right.
    assert set(chances[(2, 1)]) == {"0-sun", "1", "1-moon", "2", "3", "4-sun", "5-moon", "6", "7"}
    assert BOSS not in chances[(2, 2)] and chances[ai.DECK_TOP][TIMES2] == 0
    assert sum(chances[ai.DECK_TOP].values()) == pytest.approx(state.view(0)["deck_size"])
    places = [p for k, p in chances.items() if k != ai.DECK_TOP]
    assert all(sum(p.values()) == pytest.approx(1) for p in places)


def test_normal_never_turns_up_a_card_it_can_tell_reaches_twelve():
    state = eleven_after_a_nine()
    view, actions = state.view(0), state.legal_actions()
    gains = ai.outcomes(view)
    chances = ai.card_chances(view)
    assert ai.expected_gold(view, Action("reveal", seat=1, place="centre"), chances, gains) == -10
    picks = {ai.normal(view, actions, Rng(seed)) for seed in range(10)}
    assert all(a.get("seat") != 1 for a in picks)


def test_easy_keeps_the_safe_card_of_a_pair():
    state = rigged([["0", "1", "2"], ["3", "5", "6"]], deck_top=["9", "4"], reveals=[
        {"seat": 1, "owner": 0, "place": "right", "card": "2", "value": 2}], current=0)
    state.apply(Action("reveal_deck"))                      # 2 + 9 = 11 is safe, 2 + 4 too
    assert {ai.easy(state.view(0), state.legal_actions(), Rng(s)) for s in range(8)} == \
        set(state.legal_actions())
    state = rigged([["0", "1", "2"], ["3", "5", "6"]], deck_top=["9", "4"], reveals=[
        {"seat": 1, "owner": 0, "place": "centre", "card": "1", "value": 1},
        {"seat": 1, "owner": 0, "place": "right", "card": "2", "value": 2}], current=0)
    state.apply(Action("reveal_deck"))                      # 3 + 9 = 12 loses: keep the 4
    assert {ai.easy(state.view(0), state.legal_actions(), Rng(s)) for s in range(8)} == \
        {Action("choose", card="4")}


@pytest.mark.parametrize("players", [2, 4])
def test_normal_decides_from_the_view_alone(players):
    state, rng = ft.new_game(players=players, seed=players), Rng(1)
    for _ in play(state, [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4]):
        seat = state.to_move()
        twin = ft.hidden_twin(state, seat, rng)
        assert ai.normal(state.view(seat), state.legal_actions(), Rng(7)) == \
            ai.normal(twin.view(seat), twin.legal_actions(), Rng(7))


def test_normal_clearly_beats_easy():
    wins = {"normal": 0, "easy": 0}
    for game in range(40):
        levels = ("normal", "easy") if game % 2 == 0 else ("easy", "normal")
        state, rng = ft.new_game(players=2, seed=game), Rng(game)
        while not state.is_over():
            seat = state.to_move()
            state.apply(ai.POLICIES[levels[seat]](state.view(seat), state.legal_actions(), rng))
        for winner in state.result().winners:
            wins[levels[winner]] += 1
    assert wins["normal"] >= 30 > wins["easy"], wins
