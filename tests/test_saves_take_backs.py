"""A legal but endless game log never loses the game (issue 19, item 4): steps that come back to
a position already reached in the turn (a card given and taken back, a payment made and unmade,
a move chosen and cancelled) are left out of what a save holds, so the save stays as small and
quick as the game without them, and replaying it reaches the same position."""
from __future__ import annotations

import json

import pytest

from engine.bagdad.actions import CANCEL, act
from engine.core import Rng
from engine.match import Match, seats_from_specs
from saves import store

BACK = {"give": "ungive", "ask": "unask", "pay": "unpay"}


def _undo(action):
    """The step that takes `action` back, where there is one."""
    if action.kind in BACK:
        key = "card" if "card" in dict(action.params) else "district"
        return act(BACK[action.kind], **{key: action.get(key)})
    if action.kind == "move":
        return CANCEL
    return None


def _fidget(match: Match, times: int) -> int:
    """Take every step that can be taken back, and take it back, `times` times over; the
    position is as it was. Returns the steps played."""
    steps = 0
    for _ in range(times):
        for action in match.state.legal_actions():
            back = _undo(action)
            if back is not None:
                match.apply(action)
                match.apply(back)
                steps += 2
    return steps


def _twin_games(players: int, seed: int, fidgets: int, turns: int):
    """The same game played twice by the same random choices, once with back-and-forth
    before every decision that has some; returns both Matches and the steps added."""
    specs = ["human"] * players
    plain = Match.new("bagdad", seats_from_specs(specs), seed)
    fidgety = Match.new("bagdad", seats_from_specs(specs), seed)
    rng, added = Rng(seed), 0
    while not plain.state.is_over() and plain.state.turn <= turns:
        added += _fidget(fidgety, fidgets)
        action = rng.choice(plain.state.legal_actions())
        plain.apply(action)
        fidgety.apply(action)
    return plain, fidgety, added


def _check(plain: Match, fidgety: Match, added: int, least: int) -> None:
    assert added >= least
    assert len(fidgety.log) == len(plain.log) + added          # memory keeps every step
    # A save keeps none of them: no more steps than the plain game's (fewer where a fidget came
    # back to a position the random steps had left, a payment proposed then unpaid card by
    # card: the loop is cut there); the save loads to the same position (below).
    assert len(fidgety.kept_log) <= len(plain.kept_log)
    assert fidgety.state.to_dict() == plain.state.to_dict()
    path = store.autosave(fidgety)
    doc = json.loads(path.read_text())
    assert len(doc["log"]) == len(fidgety.kept_log)
    assert path.stat().st_size < 2 * store.autosave(plain).stat().st_size
    loaded = store.load(path)
    assert loaded.state.to_dict() == plain.state.to_dict()
    assert store.load_to_play(path).id == fidgety.id           # the game carries on


def test_twenty_thousand_take_backs_leave_the_save_as_without_them():
    plain, fidgety, added = _twin_games(3, 5, 50, turns=40)
    _check(plain, fidgety, added, 20_000)


@pytest.mark.slow
def test_a_hundred_thousand_take_backs_still_save_and_resume():
    plain, fidgety, added = _twin_games(4, 8, 200, turns=60)
    _check(plain, fidgety, added, 100_000)


def test_a_loop_within_a_loop_and_a_partial_one_are_cut_to_the_shortest_way_there():
    match = Match.new("bagdad", seats_from_specs(["human"] * 3), 2)
    rng = Rng(2)
    while not any(a.kind == "give" for a in match.state.legal_actions()):
        match.apply(rng.choice(match.state.legal_actions()))
    before = list(match.kept_log)
    cards = [a.card for a in match.state.legal_actions() if a.kind == "give"][:2]
    assert len(cards) == 2
    match.apply(act("give", card=cards[0]))
    match.apply(act("give", card=cards[1]))
    match.apply(act("ungive", card=cards[0]))        # the offer gives cards[1] alone
    assert match.kept_log == before + [act("give", card=cards[0]), act("give", card=cards[1]),
                                       act("ungive", card=cards[0])]
    match.apply(act("ungive", card=cards[1]))        # back where the offer began
    assert match.kept_log == before
    assert len(match.log) == len(before) + 4


def test_steps_that_change_something_stay():
    """An offer started and cancelled counts towards the six a player may start: not a loop."""
    match = Match.new("bagdad", seats_from_specs(["human"] * 3), 3)
    rng = Rng(3)
    while not any(a.kind == "offer" for a in match.state.legal_actions()):
        match.apply(rng.choice(match.state.legal_actions()))
    offer = next(a for a in match.state.legal_actions() if a.kind == "offer")
    kept = len(match.kept_log)
    match.apply(offer)
    match.apply(CANCEL)
    assert len(match.kept_log) == kept + 2
    assert store.load(store.autosave(match)).state.to_dict() == match.state.to_dict()
