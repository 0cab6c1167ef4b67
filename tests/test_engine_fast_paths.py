"""The engines' fast paths (issue 10: a faster engine, the protocol unchanged) do exactly what
the slow ones did: a hand-made `clone()` is a deep copy, interned actions are value-equal and
immutable, and the inlined shuffle draws the very numbers `below()` would.
"""
from __future__ import annotations

import copy

import pytest

from engine import catalog
from engine.core import Action, Rng
from support import minigame
from support.setups import new, setups

GAMES = list(dict.fromkeys(catalog.names() + [minigame.NAME]))
FOLLOW = 12          # random moves played on a clone and on its deep copy, side by side
EVERY = {"bagdad": 40, "forty_thieves": 8}   # states checked: every one, or every n-th in a long game


@pytest.mark.parametrize("name", GAMES)
def test_clone_is_a_deep_copy_that_shares_nothing(name):
    """At states of random games: a clone equals the state, plays on exactly as a deep copy
    does (same seed, same moves, same events), and playing it changes nothing in the state."""
    game = catalog.get(name)
    for index, setup in enumerate(setups(game)[:6]):
        state, rng, step = new(game, setup, 31 * index + 7), Rng(index), 0
        while not state.is_over():
            step += 1
            if step % EVERY.get(name, 1):
                state.apply(rng.choice(state.legal_actions()))
                continue
            before = state.to_dict()
            twin, deep = state.clone(), copy.deepcopy(state)
            assert twin.to_dict() == before
            moves = Rng(rng.state)
            for _ in range(FOLLOW):
                if twin.is_over():
                    break
                action = moves.choice(twin.legal_actions())
                assert twin.apply(action) == deep.apply(action)
            assert twin.to_dict() == deep.to_dict()
            assert state.to_dict() == before, "playing the clone changed the state"
            state.apply(rng.choice(state.legal_actions()))


def test_interned_actions_are_value_equal_and_immutable():
    a, b = Action("take", tile=12), Action("take", tile=12)
    assert a is b and a == Action("take", **{"tile": 12}) and hash(a) == hash(b)
    assert Action("take", tile=13) != a
    listed = Action("offer", give=[1, 2])              # a list (from JSON) is frozen, not pooled
    assert listed == Action("offer", give=(1, 2)) and listed.give == (1, 2)
    with pytest.raises(AttributeError):
        a.tile = 3


def test_shuffle_draws_what_below_draws():
    for seed in range(50):
        fast, slow = Rng(seed), Rng(seed)
        for n in range(1, 30):
            items, expected = list(range(n)), list(range(n))
            fast.shuffle(items)
            for i in range(n - 1, 0, -1):
                j = slow.below(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert items == expected and fast.state == slow.state
