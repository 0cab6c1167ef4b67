"""A Thieves of Bagdad match saves and loads through saves/store.py at any moment, mid-offer
and mid-payment included, and a save replayed on an edited map is refused. The exchange's talk
(issue 21) keeps old saves loading: a save from before it loads and plays on with counters and
claims; a game saved mid-counter or mid-pick comes back as it was; a replay shows the claims."""
import dataclasses
import shutil
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

import engine.bagdad as g
from engine.session import Session
from engine.bagdad import board, offers, state as state_module
from engine.bagdad.actions import ACCEPT, CANCEL, COUNTER, OFFER_ALL, SEND
from engine.bagdad.board import CITY, fingerprint
from engine.bagdad.cards import NAMES, district_of
from engine.core import Action, Rng
from engine.match import Match, seats_from_specs
from saves import store
from scenes.screens.load import LoadScene
from support.scenes import click, start

GOLDEN = Path(__file__).resolve().parent / "golden" / "bagdad-offer-v1.json"


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


# --- the exchange's talk ----------------------------------------------------------------------

def _reloads(match: Match, tmp_path, label: str) -> Match:
    """The match saved in a slot and loaded again, checked to be the same game."""
    loaded = store.load(store.save_slot(match, label, tmp_path))
    assert loaded.state.to_dict() == match.state.to_dict()
    assert loaded.log == match.kept_log
    assert loaded.state.legal_actions() == match.state.legal_actions()
    return loaded


def _both(matches, *actions) -> None:
    for action in actions:
        events = [m.apply(action) for m in matches]
        assert all(e == events[0] for e in events)
    assert len({str(m.state.to_dict()) for m in matches}) == 1


def _exchanging(players: int, seed: int) -> Match:
    match = Match.new("bagdad", seats_from_specs(["human"] * players), seed)
    while match.state.phase == "place":
        match.apply(match.state.legal_actions()[0])
    return match


def _named(card: int, nth: int = 0) -> Action:
    return Action("claim", card=card, name=NAMES[district_of(card)][nth])


def test_a_save_from_before_the_talk_loads_and_plays_on_with_counters_and_claims(tmp_path):
    match = store.load(shutil.copy(GOLDEN, tmp_path / "old.json"))
    state = match.state
    assert state.offer["stage"] == "answer" and state.offer["claims"] == {}
    assert set(state.to_dict()["offer"]) == set(offers.BASE) and "learnt" not in state.to_dict()
    assert COUNTER in state.legal_actions()
    answerer = state.to_move()
    mine = state.hands[answerer][0]
    match.apply(COUNTER)
    for action in (Action("give", card=mine), _named(mine, 2),
                   Action("wish", district=state.offer["ask"][0], name="false")):
        match.apply(action)
    loaded = _reloads(match, tmp_path, "counter")
    assert loaded.state.offer["previous"] == match.state.offer["previous"]
    _both([match, loaded], SEND, ACCEPT)
    assert match.state.learnt is not None and "learnt" in match.state.to_dict()
    _reloads(match, tmp_path, "after the deal")


def test_a_game_saved_mid_counter_with_claims_and_wishes_comes_back_as_it_was(tmp_path):
    match = _exchanging(3, 6)
    seat = match.state.current
    partner = (seat + 1) % 3
    mine, theirs = match.state.hands[seat], match.state.hands[partner]
    asked = district_of(theirs[0])
    for action in (Action("offer", partner=partner), Action("give", card=mine[0]),
                   _named(mine[0], 3), Action("ask", district=asked),
                   Action("wish", district=asked, name=NAMES[asked][1]), SEND, COUNTER,
                   Action("give", card=theirs[1]), _named(theirs[1], 4)):
        match.apply(action)
    assert match.state.offer["previous"]["claims"] and match.state.offer["wishes"]
    loaded = _reloads(match, tmp_path, "mid-counter")
    _both([match, loaded], CANCEL)
    assert match.state.offer["counters"] == 0 and match.state.offer["stage"] == "answer"
    _both([match, loaded], COUNTER, Action("give", card=theirs[1]), SEND, ACCEPT)


def test_a_game_saved_while_its_maker_picks_a_taker_comes_back_as_it_was(tmp_path):
    match = _exchanging(4, 2)
    state, seat = match.state, match.state.current
    others = [s for s in range(4) if s != seat]
    held = Counter(d for s in others for d in {district_of(c) for c in state.hands[s]})
    asked = next(d for d, n in held.most_common() if n >= 2)
    for action in (OFFER_ALL, Action("give", card=state.hands[seat][0]),
                   _named(state.hands[seat][0]), Action("ask", district=asked), SEND):
        match.apply(action)
    while state.offer["stage"] == "answer":
        match.apply(ACCEPT)
    assert state.offer["stage"] == "pick" and len(state.offer["accepted"]) >= 2
    loaded = _reloads(match, tmp_path, "mid-pick")
    taker = state.offer["accepted"][-1]
    _both([match, loaded], Action("pick", partner=taker))
    while match.state.offer is not None:
        _both([match, loaded], match.state.legal_actions()[0])
    assert match.state.learnt[taker][seat] == [1, 0, True]


def _talkative(seed: int = 11) -> Match:
    """A short game of normal AIs, finished: they claim what they give."""
    match = Match.new("bagdad", seats_from_specs(["ai:normal"] * 3), seed, {"round_limit": 3})
    Session(match).run()
    return match


def test_a_replay_of_a_game_with_claims_shows_them_with_every_card(app):
    saved = store.load(store.save_slot(_talkative(), "talked"))
    state, talked = saved.fresh_state(), []
    for step, action in enumerate(saved.log):
        state.apply(action)
        if state.offer is not None and state.offer["claims"]:
            seen = g.open_view(state, (state.to_move() + 1) % 3)["offer"]
            assert seen["give"] == state.offer["give"]
            assert seen["claims"] == [state.offer["claims"].get(c) for c in seen["give"]]
            talked.append((step + 1, seen))
    assert len(talked) > 3 and state.to_dict() == saved.state.to_dict()
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    click(app, start(app, LoadScene).watch_button)
    replay = app.stack.top
    for at, seen in talked[:: len(talked) // 3]:
        replay.seek(at / replay.total)
        assert replay.at == at
        shown = replay.table.view["offer"]
        assert (shown["give"], shown["claims"]) == (seen["give"], seen["claims"])


@pytest.mark.parametrize("learnt", [[[[0, 0, None]] * 3] * 2, [[[1, 0, True]] * 2] * 3,
                                    [[["one", 0, True]] * 3] * 3],
                         ids=["a seat's record missing", "a claimant missing", "not a count"])
def test_a_state_whose_record_of_claims_is_malformed_is_refused(learnt):
    """from_dict promises a ValueError for anything malformed: a record of the wrong shape
    would otherwise load, and every seat's view then fails or shows nonsense."""
    state = _exchanging(3, 1).state
    d = state.to_dict()
    d["learnt"] = learnt
    with pytest.raises(ValueError):
        g.from_dict(d)
