"""Forty Thieves properties over random games: gold and cards are conserved, hands stay laid
out by the rule, rounds and games end, views leak nothing, and states replay and round-trip."""
import json
from collections import Counter

from hypothesis import given, settings, strategies as st

import engine.forty_thieves as ft
from engine.core import Rng
from engine.forty_thieves.cards import DECK
from engine.forty_thieves.gold import TOTAL
from engine.forty_thieves.placement import arrange
from support.forty_thieves import play

seeds = st.integers(0, 2**32)
player_counts = st.integers(2, 6)
picks = st.lists(st.integers(0, 20), max_size=60)


@settings(max_examples=12, deadline=None, derandomize=True)
@given(seed=seeds, players=player_counts)
def test_random_games_conserve_gold_and_cards_and_always_end(seed, players):
    state, rng = ft.new_game(players=players, seed=seed), Rng(seed)
    reveals_this_round, turn = 0, state.turn
    while not state.is_over():
        round_before = state.round
        events = state.apply(rng.choice(state.legal_actions()))
        assert sum(state.gold) + sum(state.stacks) + state.bank == TOTAL
        assert state.cards() == Counter(DECK)
        assert all(tuple(hand) == arrange(hand) for hand in state.hands)
        assert ft.invariant_errors(state) == []
        assert all(e.visible_to == (e.data["seat"],) for e in events if e.kind == "hand")
        reveals_this_round = 0 if state.round != round_before else reveals_this_round + 1
        assert reveals_this_round < 21                      # a round cannot outlast the cards
        assert state.turn - turn <= 1 and state.turn - turn >= (0 if state.pending else 1)
        turn = state.turn
        assert state.turn < 20_000
    result = state.result()
    assert result.scores == state.gold and max(state.gold) >= 80 - 10
    assert result.winners == [s for s, g in enumerate(state.gold) if g == max(state.gold)]


@settings(max_examples=15, deadline=None)
@given(seed=seeds, players=player_counts, choices=picks)
def test_views_leak_nothing_and_determinize_matches_the_view(seed, players, choices):
    state, rng = ft.new_game(players=players, seed=seed), Rng(seed ^ 0x5EED)
    for _ in play(state, choices):
        for seat in range(players):
            twin = ft.hidden_twin(state, seat, rng)
            assert twin.view(seat) == state.view(seat) and ft.invariant_errors(twin) == []
        mover = state.to_move() or 0
        for seat in (mover, (mover + 1) % players):          # the chooser of a pair, and not
            view = state.view(seat)
            sampled = ft.determinize(view, seat, rng)
            sampled.check()
            assert sampled.view(seat) == view == json.loads(json.dumps(view))


@settings(max_examples=15, deadline=None)
@given(seed=seeds, players=player_counts, choices=picks, later=picks)
def test_same_seed_and_actions_same_game_and_exact_json_round_trip(seed, players, choices, later):
    a, b = ft.new_game(players=players, seed=seed), ft.new_game(players=players, seed=seed)
    assert list(play(a, choices)) == list(play(b, choices))
    assert a.to_dict() == b.to_dict()
    restored = ft.from_dict(json.loads(json.dumps(a.to_dict())))
    assert restored.to_dict() == a.to_dict()
    assert list(play(restored, later)) == list(play(a, later))   # the RNG state came along
    assert restored.to_dict() == a.to_dict()
