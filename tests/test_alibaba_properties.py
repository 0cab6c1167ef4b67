"""Random Ali Baba games in every variant: what must hold at every step of every game."""
import json

from hypothesis import given, settings, strategies as st

import engine.alibaba as g
from engine.alibaba.tiles import TILES
from engine.core import Rng

GAMES = st.tuples(st.sampled_from([None, "lamp", "equal", "small"]), st.integers(2, 4),
                  st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
FEW = settings(max_examples=12, deadline=None)
MOST_ACTIONS = 200          # 60 tiles, a few decisions each: far more than any game needs


def new(variant, players, seed):
    return g.new_game(2 if variant == "small" else players, seed, variant=variant,
                      first_player=seed % (2 if variant == "small" else players))


def walk(game, log=None):
    """Yield the state at set-up and after every action of one random game (always the same
    object, moving on); append (action, events) to `log`."""
    state, rng = new(*game[:3]), Rng(game[3])
    for _ in range(MOST_ACTIONS):
        yield state
        if state.is_over():
            return
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        if log is not None:
            log.append((action, events))
    raise AssertionError("the game did not end")




@FEW
@given(GAMES)
def test_tiles_conserved_face_up_iff_uncovered_and_json_round_trip(game):
    for state in walk(game):
        held = [t for t in state.cells if t is not None] + state.display + state.box
        assert sorted(held + [t for s in state.screens for t in s]) == list(TILES)
        board = state.geometry
        assert all(state.up[p] == (t is not None and board.uncovered(state.cells, p))
                   for p, t in enumerate(state.cells))
        d = json.loads(json.dumps(state.to_dict()))
        assert g.from_dict(d).to_dict() == state.to_dict()
        assert g.invariant_errors(state) == []
    assert state.is_over() and state.legal_actions() == []
    assert state.turn % state.players == 0 or all(t is None for t in state.cells)


@FEW
@given(GAMES)
def test_views_ignore_hidden_tiles_and_determinize_agrees_with_the_view(game):
    rng, changed = Rng(game[2]), False
    for step, state in enumerate(walk(game)):
        if step % 3:
            continue
        for seat in range(state.players):
            view, other = state.view(seat), g.hidden_twin(state, seat, rng)
            changed |= other.to_dict() != state.to_dict()
            assert other.view(seat) == view and g.invariant_errors(other) == []
            frozen = json.loads(json.dumps(view))
            sample = g.determinize(view, seat, rng)
            assert sample.view(seat) == view == frozen
            if not sample.is_over():                  # the sample lives apart from the view
                sample.apply(rng.choice(sample.legal_actions()))
                assert view == frozen
    assert changed


@FEW
@given(GAMES)
def test_same_seed_and_actions_give_the_same_game(game):
    log = []
    final = list(walk(game, log))[-1]
    replay = new(*game[:3])
    for action, events in log:
        assert replay.apply(action) == events
    assert replay.to_dict() == final.to_dict() and replay.result() == final.result()
