"""The engine protocol, proven on the mini game: actions, RNG, legality, round trips."""
import json

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import Action, IllegalAction, Rng, action_from_dict
from support import minigame


def test_action_is_value_equal_hashable_and_round_trips():
    a = Action("take", tile=12, path=(1, 2))
    b = Action("take", path=[1, 2], tile=12)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    d = json.loads(json.dumps(a.to_dict()))
    assert action_from_dict(d) == a
    assert a.tile == 12 and a.get("missing", 5) == 5
    with pytest.raises(AttributeError):
        a.tile = 3


@pytest.mark.parametrize("bad", [None, [], {"tile": 1}, {"kind": 3}, {"kind": "x", "d": {}}])
def test_malformed_action_dicts_are_value_errors(bad):
    with pytest.raises(ValueError):
        action_from_dict(bad)


def test_rng_is_deterministic_and_round_trips():
    a = Rng(7)
    first = [a.below(10) for _ in range(20)]
    b = Rng(7)
    assert [b.below(10) for _ in range(20)] == first
    c = Rng.from_dict(json.loads(json.dumps(a.to_dict())))
    assert [c.next64() for _ in range(5)] == [a.next64() for _ in range(5)]
    assert Rng(1).below(10) != Rng(2).below(10) or Rng(1).next64() != Rng(2).next64()


def test_rng_below_covers_range_uniformly():
    rng = Rng(3)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(900 < c < 1100 for c in counts)


def test_illegal_action_raises_and_changes_nothing():
    state = minigame.new_game(players=2, seed=1)
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(Action("play", card=99))
    assert state.to_dict() == before


def test_game_over_rejects_actions():
    state = minigame.new_game(players=2, seed=1)
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    assert state.to_move() is None and state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply(Action("play", card=1))
    res = state.result()
    assert sum(res.scores) == sum(range(1, 13)) and res.winners


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), picks=st.lists(st.integers(0, 5)))
def test_same_seed_same_actions_same_game_and_dict_round_trip(seed, players, picks):
    a = minigame.new_game(players=players, seed=seed)
    b = minigame.new_game(players=players, seed=seed)
    for p in picks:
        if a.is_over():
            break
        acts = a.legal_actions()
        act = acts[p % len(acts)]
        assert a.apply(act) == b.apply(act)
        restored = minigame.from_dict(json.loads(json.dumps(a.to_dict())))
        assert restored.to_dict() == a.to_dict()
    assert a.to_dict() == b.to_dict()


def test_clone_is_independent():
    state = minigame.new_game(players=3, seed=5)
    twin = state.clone()
    state.apply(state.legal_actions()[0])
    assert twin.to_dict() != state.to_dict()
    assert twin.turn == 1


def test_view_hides_opponents_hands():
    state = minigame.new_game(players=2, seed=11)
    other = minigame.from_dict(state.to_dict())
    other.hands[1] = [c + 100 for c in other.hands[1]]   # only hidden things differ
    other.deck.reverse()
    assert state.view(0) == other.view(0)
    assert state.view(1) != other.view(1)


def test_score_history_follows_every_turn_to_the_final_scores():
    from engine.match import Match, seats_from_specs
    match = Match.new("minigame", seats_from_specs(["ai", "ai"]), 3)
    while not match.state.is_over():
        match.apply(match.state.legal_actions()[0])
    history = match.score_history()
    assert history[0] == [0, 0] and history[-1] == match.state.result().scores
    assert len(history) == len(match.log) + 1          # one play per turn in the mini game
    assert all(sum(b) - sum(a) == action.card
               for a, b, action in zip(history, history[1:], match.log))
