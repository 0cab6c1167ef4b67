"""A Thieves of Bagdad match saves and loads through saves/store.py at any moment, mid-offer
and mid-payment included, and a save replayed on an edited map is refused."""
import dataclasses

import pytest

import engine.bagdad as g
from engine.bagdad import board, state as state_module
from engine.bagdad.board import CITY, fingerprint
from engine.core import Rng
from engine.match import Match, seats_from_specs
from saves import store


def _match(seed: int = 3) -> Match:
    return Match.new("bagdad", seats_from_specs(["human", "ai:easy", "ai:easy", "ai:easy"]),
                     seed, {"round_limit": 12, "first_player": 1})


def _play_until(match: Match, stop, seed: int = 3) -> None:
    rng = Rng(seed)
    while not stop(match.state):
        assert not match.state.is_over(), "the moment never came"
        match.apply(rng.choice(match.state.legal_actions()))


MOMENTS = {
    "an offer being built": lambda s: s.offer is not None and s.offer["stage"] == "build"
    and s.offer["give"],
    "an offer awaiting its answer": lambda s: s.offer is not None and s.offer["stage"] == "answer",
    "a hand-over": lambda s: s.offer is not None and s.offer["stage"] == "hand_over",
    "a move's end to choose": lambda s: s.purchase is not None and s.purchase["stage"] == "to",
    "a payment laid out": lambda s: s.purchase is not None and s.purchase["stage"] == "pay",
    "the end": lambda s: s.is_over(),
}


@pytest.mark.parametrize("moment", MOMENTS)
def test_a_match_saves_and_loads_at_any_moment(moment, tmp_path):
    match = _match()
    _play_until(match, MOMENTS[moment])
    path = store.save_slot(match, f"bagdad {moment}", tmp_path)
    loaded = store.load(path)
    assert loaded.state.to_dict() == match.state.to_dict()
    assert loaded.log == match.kept_log and loaded.options == match.options
    assert loaded.state.legal_actions() == match.state.legal_actions()
    if not match.state.is_over():
        action = match.state.legal_actions()[-1]
        assert loaded.apply(action) == match.apply(action)
        assert loaded.state.to_dict() == match.state.to_dict()


def test_the_autosave_resumes_a_payment_in_progress():
    match = _match(5)
    _play_until(match, MOMENTS["a payment laid out"], seed=5)
    store.autosave(match)
    resumed, note = store.resume_newest()
    assert note is None and resumed.id == match.id
    assert resumed.state.purchase == match.state.purchase


def test_a_save_replayed_on_an_edited_map_is_refused(monkeypatch, tmp_path):
    match = _match()
    _play_until(match, lambda s: s.round == 2)
    path = store.save_slot(match, "before the map changed", tmp_path)
    before = match.state.to_dict()
    neighbours = list(CITY.neighbours)
    a, b = next((a, b) for a in range(1, len(neighbours)) for b in sorted(neighbours[a]))
    neighbours[a] = neighbours[a] - {b}                        # a new wall
    edited = dataclasses.replace(CITY, neighbours=tuple(neighbours))
    assert fingerprint(edited) != board.FINGERPRINT
    monkeypatch.setattr(state_module, "FINGERPRINT", fingerprint(edited))
    with pytest.raises(store.SaveError, match="saved position|not legal"):
        store.load(path)
    with pytest.raises(ValueError, match="another map"):
        g.from_dict(before)
