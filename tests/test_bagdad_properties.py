"""Thieves of Bagdad properties over random games: cards and gems are conserved, one piece per
city space, every state keeps the invariants and round-trips through JSON, the same seed and
actions give the same game, views leak nothing (hidden twins look the same) and
determinization rebuilds exactly the view it was given."""
import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import engine.bagdad as g
from engine.bagdad import offers
from engine.bagdad.words import telling
from engine.bagdad.board import CITY
from engine.bagdad.cards import ALL_CARDS
from engine.bagdad.city import DESERT
from engine.bagdad.gems import GEMS, SUPPLY
from engine.core import Rng

seeds = st.integers(0, 2**32)
player_counts = st.integers(3, 6)
picks = st.lists(st.integers(0, 200), min_size=20, max_size=400)
PRIVATE = {"draw", "receive", "robbed_gem", "found_out"}


def conserved(state) -> None:
    cards = [c for pile in state.decks + state.discards + state.hands for c in pile]
    assert sorted(cards) == list(ALL_CARDS)
    held = Counter(gem for pouch in state.pouches for gem, _ in pouch)
    assert [state.supply[i] + held[gem] for i, gem in enumerate(GEMS)] == list(SUPPLY)
    spaces = [s for s in state.at if s is not None and s > DESERT]
    spaces += [state.vizier] if state.vizier != DESERT else []
    assert len(spaces) == len(set(spaces))
    assert all(0 <= s < len(CITY.spaces) for s in spaces)


@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=seeds, players=player_counts)
def test_random_games_conserve_everything_and_end(seed, players):
    _conserves_and_ends(seed, players)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=seeds, players=player_counts)
def test_random_games_conserve_everything_and_end_over_many_games(seed, players):
    _conserves_and_ends(seed, players)


def _conserves_and_ends(seed: int, players: int) -> None:
    state, rng = g.new_game(players, seed, first_player=seed % players), Rng(seed)
    turn, steps = state.turn, 0
    while not state.is_over():
        events = state.apply(rng.choice(state.legal_actions()))
        conserved(state)
        assert g.invariant_errors(state) == []
        assert state.turn in (turn, turn + 1)
        turn, steps = state.turn, steps + 1
        for e in events:
            assert (e.visible_to is not None) == (e.kind in PRIVATE), e
            assert e.visible_to is None or set(e.visible_to) <= set(range(players))
        assert steps < 50_000          # random talk makes long games (11,208 steps seen)
    assert state.hands == [[]] * players and state.end in ("vizier", "round_limit", "stalled")
    assert state.round <= state.round_limit
    result = state.result()
    assert len(result.scores) == players and result.winners
    assert set(result.winners) <= set(range(players))


def _play(state, choices):
    for pick in choices:
        if state.is_over():
            return
        actions = state.legal_actions()
        state.apply(actions[pick % len(actions)])
        yield state


@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=seeds, players=player_counts, choices=picks)
def test_views_leak_nothing_and_determinize_rebuilds_the_view(seed, players, choices):
    state, rng = g.new_game(players, seed), Rng(seed ^ 0xB46)
    for i, state in enumerate(_play(state, choices)):
        if i % 9:
            continue
        for seat in range(players):
            view = state.view(seat)
            assert json.loads(json.dumps(view)) == view
            twin = g.hidden_twin(state, seat, rng)
            assert g.invariant_errors(twin) == []
            assert twin.view(seat) == view
            if seat == state.to_move():
                assert twin.legal_actions() == state.legal_actions()
            rebuilt = g.determinize(view, seat, rng)
            assert g.invariant_errors(rebuilt) == []
            assert rebuilt.view(seat) == view


@settings(max_examples=20, deadline=None, derandomize=True)
@given(seed=seeds, players=player_counts, choices=picks)
def test_states_round_trip_and_seed_plus_actions_is_the_same_game(seed, players, choices):
    state, log, events = g.new_game(players, seed), [], []
    for pick in choices:
        if state.is_over():
            break
        actions = state.legal_actions()
        log.append(actions[pick % len(actions)])
        events.append(state.apply(log[-1]))
        d = state.to_dict()
        restored = g.from_dict(json.loads(json.dumps(d)))
        assert restored.to_dict() == d and restored.legal_actions() == state.legal_actions()
        twin = state.clone()
        assert twin.to_dict() == d
        if not twin.is_over():
            twin.apply(twin.legal_actions()[0])
            assert state.to_dict() == d                  # a clone is independent
    again = g.new_game(players, seed)
    for action, happened in zip(log, events):
        replayed = again.apply(g.action_from_dict(json.loads(json.dumps(action.to_dict()))))
        assert replayed == happened
    assert again.to_dict() == state.to_dict()


@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=seeds, players=player_counts, choices=picks)
def test_every_action_and_public_event_has_words(seed, players, choices):
    state = g.new_game(players, seed)
    for pick in choices:
        if state.is_over():
            break
        view = state.view(state.to_move())
        actions = state.legal_actions()
        for action in actions:
            words = g.describe_action(action, view)
            assert words and "\n" not in words and "Action(" not in words
        events = state.apply(actions[pick % len(actions)])
        names = [f"Player {seat + 1}" for seat in range(players)]
        for line in telling.event_lines(events, names, None, False):
            assert line and "\n" not in line


def _check_views(state, rng) -> None:
    for seat in range(state.players):
        view = state.view(seat)
        assert g.hidden_twin(state, seat, rng).view(seat) == view
        assert g.determinize(view, seat, rng).view(seat) == view


@pytest.mark.parametrize("games", [6, pytest.param(24, marks=pytest.mark.slow)])
def test_views_after_robberies_kills_and_late_rounds_leak_nothing(games):
    robberies = 0
    for seed in range(games):
        players = 3 + seed % 4
        state, rng = g.new_game(players, seed), Rng(seed)
        while not state.is_over():
            events = state.apply(rng.choice(state.legal_actions()))
            kinds = {e.kind for e in events}
            robberies += "rob" in kinds
            if kinds & {"rob", "kill", "kidnap", "trade", "round"}:
                _check_views(state, rng)
        _check_views(state, rng)
    assert robberies >= games // 2


def _exchange_state():
    state, rng = g.new_game(4, 11), Rng(11)
    while state.phase != "exchange" or state.round < 3:
        state.apply(rng.choice(state.legal_actions()))
    state.supply[GEMS.index("ruby")] -= 1
    state.pouches[1].append(("ruby", None))
    return state


def _two_on_one(state):
    space = next(s for s in state.at if s is not None and s > DESERT)
    state.at[state.at.index(None)] = space


TAMPERING = {
    "a card lost": lambda s: s.decks[0].pop(),
    "a card doubled": lambda s: s.hands[0].append(s.decks[1][0]),
    "a card in another district's deck": lambda s: s.decks[0].append(s.decks[1].pop()),
    "a gem from nowhere": lambda s: s.pouches[0].append(("ruby", None)),
    "a gem its owner does not know": lambda s: s.pouches[1].__setitem__(0, ("ruby", (2,))),
    "two pieces on one space": _two_on_one,
    "a thief killed": lambda s: s.at.__setitem__(0, -1),
    "a fourth offer sent": lambda s: (s.offers_sent.__setitem__(0, 4),
                                      s.offers_started.__setitem__(0, 4)),
    "cards in hand at the end": lambda s: (setattr(s, "phase", "over"),
                                           setattr(s, "end", "vizier")),
    "an offer of cards not held": lambda s: setattr(s, "offer", offers.new(
        s.current, (s.current + 1) % 4, stage="answer",
        give=[c for c in range(68) if c not in s.hands[s.current]][:1])),
    "a round past the limit": lambda s: setattr(s, "round", s.round_limit + 1),
}


def test_the_invariants_catch_a_state_broken_by_hand():
    for how, tamper in TAMPERING.items():
        state = _exchange_state()
        assert g.invariant_errors(state) == []
        tamper(state)
        assert g.invariant_errors(state), f"{how} went unnoticed"
        try:
            g.from_dict(json.loads(json.dumps(state.to_dict())))
        except ValueError as exc:
            assert "\n" not in str(exc)
        else:
            raise AssertionError(f"from_dict took a state with {how}")
