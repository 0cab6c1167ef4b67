"""The Thieves of Bagdad exchange at the city table, driven like a player: an offer built by
clicks and answered by the AI, an AI's offer answered by clicks, the talk (claims, wishes) told
on the panel, a counter-offer and its cancel, an offer to everyone and the pick among those who
accept, and the in-app rules on the exchange."""

import pygame
import pytest

from engine.bagdad import exchange
from engine.bagdad.board import label
from engine.bagdad.cards import CARDS, district_of
from engine.bagdad.views import district_counts
from engine.core import Action
from engine.match import Match
from scenes.app import RULES_DIR
from scenes.screens.rules import RulesScene
from support.bagdad_play import (NAMES, ai_move, at_position, card, log_text, my_turn, open_table,
                                 place_by_clicks, replay_placement, seats, until)
from support.bagdad_fixtures import goods, placed, set_hand
from support.bagdad_table import ALI, BAZAAR, PALACE, button
from support.scenes import click, key, start


# --- offers ---------------------------------------------------------------------------------------

def human_offer(match: Match) -> list[Action]:
    """The offer the test clicks: to the next seat, the human's lowest card for one card of the
    partner's first district."""
    state = match.state
    ask = next(a for a in exchange.legal(_building(state)) if a.kind == "ask")
    return [Action("offer", partner=1), Action("give", card=min(state.hands[0])), ask,
            Action("send")]


def _building(state):
    """A copy of the state with an empty offer to seat 1 started (to read its asks)."""
    copy = state.clone()
    copy.apply(Action("offer", partner=1))
    return copy


def seed_where_the_ai(answer: str) -> int:
    """A seed in which the AI answers the human's offer so (worked out without the table)."""
    for seed in range(60):
        match = Match.new("bagdad", seats(("human", "ai:normal", "ai:easy")), seed)
        replay_placement(match)
        for action in human_offer(match):
            match.apply(action)
        if ai_move(match, 1).kind == answer:
            return seed
    raise AssertionError(f"no seed where the AI would {answer}")


@pytest.mark.parametrize("answer", ["accept", "refuse"])
def test_an_offer_built_by_clicks_is_answered_by_the_ai(app, answer):
    """Partner button, a card to give, the + of a district, Send: the AI's answer lands in the
    log and, when accepted, the cards change hands."""
    table = open_table(app, seed=seed_where_the_ai(answer))
    place_by_clicks(app, table)
    until(app, lambda: my_turn(app, table))
    state = table.match.state
    offer, give, ask, send = human_offer(table.match)
    hand, partner_hand = list(state.hands[0]), list(state.hands[1])
    click(app, button(table, action=offer))
    assert table.panel.title == f"Offer to {NAMES[1]}"
    click(app, card(table, give.card).rect.center)
    assert card(table, give.card).marked and state.offer["give"] == [give.card]
    click(app, button(table, action=ask))
    assert state.offer["ask"] == [ask.district]
    start_at = len(table.match.log)
    click(app, button(table, "Send offer"))
    until(app, lambda: state.offer is None, dt=1 / 60, what="the answer")  # one AI move a frame
    assert table.match.log[start_at:start_at + 2] == [send, Action(answer)]
    verb = "accepts" if answer == "accept" else "refuses"
    assert f"{NAMES[1]} {verb} {NAMES[0]}'s offer" in log_text(table)   # a refusal says why
    if answer == "accept":
        assert give.card in state.hands[1] and give.card not in state.hands[0]
        got = [c for c in state.hands[0] if c not in hand]
        assert len(got) == 1 and got[0] in partner_hand
        assert district_of(got[0]) == ask.district
    else:
        assert sorted(state.hands[0]) == sorted(hand)
        assert sorted(state.hands[1]) == sorted(partner_hand)


def seed_where_an_ai_offers() -> int:
    """A seed in which, after the human has placed and stopped trading, an AI sends it an
    offer in round 1 that asks for a district the human holds more of than asked (so the
    human must choose which card to hand over)."""
    for seed in range(60):
        match = Match.new("bagdad", seats(("human", "ai:normal", "ai:normal")), seed)
        replay_placement(match)
        while match.state.phase == "exchange":
            seat, offer = match.state.to_move(), match.state.offer
            if seat == 0 and offer is not None and offer["stage"] == "answer":
                held = district_counts(match.state.hands[0])
                if any(held[d] > offer["ask"].count(d) for d in offer["ask"]):
                    return seed
                break
            match.apply(Action("done") if seat == 0 else ai_move(match, seat))
    raise AssertionError("no seed where an AI offers the human a trade")


@pytest.mark.parametrize("answer", ["accept", "refuse"])
def test_an_ais_offer_is_answered_by_clicks(app, answer):
    """The human stops trading with Done, an AI sends it an offer, the panel tells its
    districts; Accept then a card click hands over the asked card, or Refuse keeps all."""
    table = open_table(app, kinds=("human", "ai:normal", "ai:normal"),
                       seed=seed_where_an_ai_offers())
    place_by_clicks(app, table)
    until(app, lambda: my_turn(app, table))
    click(app, button(table, "Done trading"))
    until(app, lambda: my_turn(app, table), what="an AI's offer")
    state = table.match.state
    offer = dict(state.offer)
    assert offer["to"] == 0 and table.panel.title == f"{NAMES[offer['from']]} offers a trade"
    hand, giver = list(state.hands[0]), offer["from"]
    at = len(table.match.log)
    if answer == "refuse":
        click(app, button(table, "Refuse"))
        assert table.match.log[at] == Action("refuse")
        assert sorted(state.hands[0]) == sorted(hand)
        assert f"{NAMES[0]} refuses {NAMES[giver]}'s offer: " in log_text(table)
        return
    click(app, button(table, "Accept"))
    assert table.match.log[at] == Action("accept") and table.panel.title == "Hand over your cards"
    choice = next(s for s in table.panel.cards if s.action is not None)
    assert choice.action == Action("hand_over", card=choice.card["card"])
    click(app, choice.rect.center)
    assert table.match.log[at + 1] == choice.action
    assert choice.card["card"] in state.hands[giver]
    assert all(c in state.hands[0] for c in offer["give"])
    assert f"{NAMES[0]} accepts {NAMES[giver]}'s offer." in log_text(table)


def talking(*actions: Action):
    """Round 1's exchange, seat 0 (the human) done: Omar (seat 1) holds 2 Souk cards, Layla 2
    Palace cards and Zaid a Palace card; then `actions`, checked legal as they are played."""
    state = placed(3)
    palace = [c.id for c in CARDS if c.district == PALACE]
    set_hand(state, 0, palace[:2])
    set_hand(state, 1, [c.id for c in CARDS if c.district == 2][:2])
    set_hand(state, 2, palace[2:3])
    for action in (Action("done"),) + actions:
        assert action in state.legal_actions(), action
        state.apply(action)
    return state


def test_the_in_app_rules_open_on_the_exchange_and_draw(app):
    """The rules reader lays out assets/rules/bagdad.md (its exchange tells the talk, which
    tests/test_bagdad_words.py checks against the engine) and draws it, scrolled through."""
    rules = start(app, lambda a: RulesScene(a, RULES_DIR, "bagdad"))
    assert rules.books[rules.book][0] == "bagdad" and len(rules.lines) > 100
    key(app, pygame.K_END, 3)
    assert rules.scrollbar.offset == rules.scrollbar.limit > 0


def test_an_offer_with_talk_is_answered_countered_and_the_counter_cancelled(app):
    """The panel tells the claims and wishes, Counter builds an offer back (no button for each
    claim or wish), and Cancel goes back to answering."""
    souk = [c.id for c in CARDS if c.district == 2][0]
    table = at_position(app, talking(
        Action("offer", partner=0), Action("give", card=souk),
        Action("claim", card=souk, name="saffron"), Action("ask", district="palace"),
        Action("wish", district="palace", name="silk"), Action("send")))
    assert table.panel.title == f"{NAMES[1]} offers a trade"
    guidance = " ".join(table.panel.lines)
    assert "a Souk card (said to be saffron)" in guidance and "hope for silk" in guidance
    click(app, button(table, "Counter"))
    assert table.panel.title == f"Counter-offer to {NAMES[1]}"
    assert table.match.state.offer["ask"] == ["souk"]
    labels = [b.label for b in table.panel.buttons]
    assert not any(label.startswith(("call ", "hope ", "stop ")) for label in labels), labels
    click(app, button(table, "Cancel"))
    assert table.panel.title == f"{NAMES[1]} offers a trade"


def test_an_offer_to_everyone_by_buttons_and_the_pick_among_those_who_accept(app):
    state = placed(3)
    palace = [c.id for c in CARDS if c.district == PALACE]
    set_hand(state, 0, [goods(BAZAAR, ALI, 3)])
    set_hand(state, 1, palace[:1])
    set_hand(state, 2, palace[1:2])
    table = at_position(app, state)
    click(app, button(table, "Offer to everyone"))
    assert table.panel.title == "Offer to everyone"
    click(app, card(table, state.hands[0][0]).rect.center)
    click(app, button(table, action=Action("ask", district="palace")))
    for action in (Action("send"), Action("accept"), Action("accept")):   # no frame between:
        table.play(action)                                              # the AIs' answers
    assert table.panel.title == "Choose your partner"
    click(app, button(table, NAMES[2]))
    assert Action("pick", partner=2) in table.match.log     # (the AIs may have moved on)
    assert palace[1] in state.hands[0]
