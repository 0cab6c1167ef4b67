"""The Thieves of Bagdad exchange at the city table, driven like a player: an offer built by
clicks and answered by the AI, an AI's offer answered by clicks, the talk (claims, wishes) told
on the panel, a counter-offer and its cancel, an offer to everyone and the pick among those who
accept, and the in-app rules on the exchange; then the talk said by mouse (a claim picked on a
given card, a wish on an asked district) with the worths shown at the seat's values, the
answer's record of the maker's claims, a refusal's reason beside the seat, and after a deal the
truth of the claims told to the receiver alone, the caught bluff marked and the phase summed
up."""

import pygame
import pytest

from engine.bagdad import exchange
from engine.bagdad.appraisal import likely_worth
from engine.bagdad.cards import (CARDS, GEM_OF_DISTRICT, NAMED, NAMES as NAMES_OF, card_value,
                                 district_of, name_value)
from engine.bagdad.views import district_counts
from engine.bagdad.words import hints, telling, terms as words
from engine.core import Action
from engine.match import Match, Seat
from scenes.app import RULES_DIR
from scenes.bagdad.offer_watch import REASON_TIME
from scenes.bagdad.panel import Panel
from scenes.kit import text, theme
from scenes.screens.rules import RulesScene
from support.bagdad_play import (NAMES, ai_move, at_position, begun_at, card, hover, log_text,
                                 my_turn, open_table, place_by_clicks, replay_placement, seats,
                                 until)
from support.bagdad_fixtures import gem_card, goods, placed, set_hand, trading_turn
from support.bagdad_table import ALI, BAZAAR, PALACE, button
from support.fixtures import WINDOWS
from support.scenes import click, drawn_lines, key, start, steps


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
    districts; Accept then a card click hands over the asked card, or Refuse keeps all (and the
    log puts no reason in the person's mouth)."""
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
        assert f"{NAMES[0]} refuses {NAMES[giver]}'s offer." in log_text(table)   # a person
        assert table.watch.reason(0, table.clock) is None       # is given no words to say
        said = next(e for e in table.log.entries if e.message.startswith(f"{NAMES[0]} refuses"))
        assert said.seat == 0                   # marked with the refuser's colour, not the maker's
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


SOUK = [c.id for c in CARDS if c.district == 2]


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
    said = table.panel.shown_text()
    assert "a Souk card said to be saffron" in said and "hope for silk" in said
    click(app, button(table, "Counter"))
    assert table.panel.title == f"Counter-offer to {NAMES[1]}"
    assert table.match.state.offer["ask"] == ["souk"]
    labels = [b.label for b in table.panel.buttons]
    assert not any(said.startswith(("call ", "hope ", "stop ")) for said in labels), labels
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


# --- the talk by mouse, the values, the answer's record, after a deal -------------------------

def picker_button(table, start: str):
    found = [b for b in table.chooser.talk.buttons if b.label.startswith(start)]
    assert found, [b.label for b in table.chooser.talk.buttons]
    return found[0]


def test_a_claim_is_chosen_said_nothing_and_taken_back_by_clicks(app):
    """A card given, clicked again, opens the list of its district's names, each at its worth
    to the partner (whom the claim must convince) and to the seat (a gem card: the gem it
    buys), the true one marked; a name chosen is the offer's claim (written on the card);
    "say nothing" drops it; "take back this card" takes it out of the offer."""
    table = at_position(app, trading_turn())
    pottery, state = NAMED["bazaar", "pottery"], table.match.state
    click(app, button(table, action=Action("offer", partner=1)))
    click(app, card(table, pottery).rect.center)
    assert state.offer["give"] == [pottery]
    click(app, card(table, pottery).rect.center)
    labels = [b.label for b in table.chooser.talk.buttons]
    goods = [n for n in NAMES_OF["bazaar"] if n != "false"]
    omar = table.view["characters"][1]
    assert labels[:len(goods)] == [
        f"{words.talk_word(n)} — {words.dinars(name_value('bazaar', n, omar))} to {NAMES[1]} · "
        f"{words.dinars(name_value('bazaar', n, ALI))} to you"
        + (" (true)" if n == "pottery" else "") for n in goods]
    assert labels[len(goods)] == "false stone card — buys a false stone free"   # no dinars
    quiet = picker_button(table, "say nothing")     # said now: in sight, not to click
    assert quiet.label == "say nothing about it · as now" and not quiet.enabled
    click(app, picker_button(table, "lanterns"))
    assert state.offer["claims"] == {pottery: "lanterns"} and table.chooser.talk.buttons == []
    assert card(table, pottery).said == "lanterns"
    click(app, card(table, pottery).rect.center)
    assert not picker_button(table, "lanterns").enabled        # said already
    click(app, picker_button(table, "say nothing"))
    assert state.offer["claims"] == {} and state.offer["give"] == [pottery]
    click(app, card(table, pottery).rect.center)
    click(app, picker_button(table, "take back"))
    assert state.offer["give"] == []


def test_a_wish_is_chosen_by_clicking_the_asked_district(app):
    """+ asks for a Souk card; the Souk row, now a button, lists the goods to hope for with
    their worth; the choice is the offer's wish. The row and the worth line say the
    expectation of a Souk card the seat cannot see, at its own values."""
    table = at_position(app, trading_turn())
    state = table.match.state
    click(app, button(table, action=Action("offer", partner=1)))
    click(app, button(table, action=Action("ask", district="souk")))
    expected = words.worth(round(likely_worth(table.view, "souk"), 1))
    assert f"Souk 1/2 · {expected} each" in [b.label for b in table.panel.buttons]
    click(app, button(table, "Souk 1/2"))
    saffron = words.dinars(name_value("souk", "saffron", ALI))
    click(app, picker_button(table, f"saffron — {saffron}"))
    assert state.offer["wishes"] == {"souk": "saffron"}
    assert button(table, "Souk 1/2 · “saffron”")
    assert f"get {expected} dinars" in table.panel.shown_text()


def test_an_offer_to_answer_shows_worths_and_the_record_of_the_makers_claims(app):
    state = talking(Action("offer", partner=0), Action("give", card=SOUK[0]),
                    Action("claim", card=SOUK[0], name="saffron"),
                    Action("ask", district="palace"), Action("send"))
    state.learnt = [[[0, 0, None], [2, 1, True], [0, 0, None]] for _ in range(3)]
    table = at_position(app, state)
    said = table.panel.shown_text()
    saffron = name_value("souk", "saffron", ALI)
    assert f"a Souk card said to be saffron ({saffron} to you)" in said
    cheapest = min(card_value(c, ALI) for c in state.hands[0])
    assert f"at least {words.dinars(cheapest)} to you" in said
    assert "2 of 3 claims you checked were true; the last was true." in said
    assert f"To you: get {words.dinars(saffron)} · give {words.dinars(cheapest)}" in said
    assert [b.label for b in table.panel.buttons] == ["Accept", "Refuse", "Counter"]


def test_a_refusals_reason_stands_beside_the_refusers_seat_for_a_while(app, monkeypatch):
    table = at_position(app, trading_turn())
    click(app, button(table, action=Action("offer", partner=1)))
    click(app, button(table, action=Action("ask", district="souk")))
    for action in (Action("send"), Action("refuse")):   # no frame between: Omar's answer
        table.play(action)
    reason = table.watch.reason(1, table.clock)
    assert reason and f"{NAMES[1]} refuses {NAMES[0]}'s offer: {reason}." in log_text(table)
    assert f"“{reason}”" in drawn_lines(app, monkeypatch, table)
    table.clock += REASON_TIME
    assert table.watch.reason(1, table.clock) is None


def bluffing_offer():
    """Omar offers the human his Souk card claimed to be what it is not, for its Palace card."""
    souk = SOUK[0]
    lie = next(n for n in NAMES_OF["souk"] if n != CARDS[souk].name)
    return talking(Action("offer", partner=0), Action("give", card=souk),
                   Action("claim", card=souk, name=lie), Action("ask", district="palace"),
                   Action("send")), souk, lie


def test_after_a_deal_the_receiver_alone_learns_what_the_claimed_card_was(app, monkeypatch):
    """The human accepts: the log tells it what the "said to be" card really was, its row
    of Omar shows the caught bluff (and its hover says so), and the exchange's end sums up the
    trade at its values; with two humans at the table the log names no face."""
    state, souk, lie = bluffing_offer()
    table = at_position(app, state)
    before = sum(card_value(c, ALI) for c in state.hands[0])
    click(app, button(table, "Accept"))
    click(app, next(s for s in table.panel.cards if s.action is not None).rect.center)
    truth = words.talk_phrase(CARDS[souk].name)
    assert f"the “{words.talk_word(lie)}” turned out to be {truth} (a bluff)" in log_text(table)
    assert "Caught bluffing" in " ".join(hints.seat_summary(table.view, 1, NAMES))
    row = table.chrome.seat_row(1)
    marked = table.chrome.draw_seat_tag(app.canvas, row, 1)
    assert marked.width > table.chrome.draw_seat_tag(app.canvas, row, 2).width   # the mark
    refuse_until_the_exchange_ends(app, table)
    gain = sum(card_value(c, ALI) for c in table.match.state.hands[0]) - before
    sign = "+" if gain >= 0 else "−"
    assert f"In this exchange you traded once: {sign}{words.dinars(abs(gain))} at your " \
           "values." in log_text(table)
    assert f"In this exchange {NAMES[1]} traded" in log_text(table)
    said = log_text(table)          # the summary comes before the purchase phase is announced
    assert said.index("In this exchange you traded") < said.index("The purchase phase begins")

    state, souk, lie = bluffing_offer()
    table = at_position(app, state, kinds=("human", "human", "ai:easy"))
    table.play(Action("accept"))
    table.play(table.match.state.legal_actions()[0])        # the Palace card handed over
    steps(app, 5)
    assert "turned out" not in log_text(table) and CARDS[souk].name not in log_text(table)


def test_the_bluffer_alone_learns_that_its_bluff_was_seen(app):
    """Omar's lie accepted: Omar (who knows his own card) is told the human has it now and
    knows the bluff; nobody else hears of it."""
    state, souk, lie = bluffing_offer()
    events = state.apply(Action("accept")) + state.apply(state.legal_actions()[0])
    [found] = [e for e in events if e.kind == "found_out"]
    assert found.visible_to == (1,) and found.data["by"] == 0
    line = f"{NAMES[0]} has your cards now and knows your bluff: the \u201c" \
           f"{words.talk_word(lie)}\u201d was {words.talk_phrase(CARDS[souk].name)}."
    assert line in telling.event_lines(events, NAMES, 1, True)
    for viewer in (None, 0, 2):
        assert not any("knows your bluff" in said
                       for said in telling.event_lines(events, NAMES, viewer, True))


def refuse_until_the_exchange_ends(app, table) -> None:
    """The human (done trading) refuses any further offer until the purchase phase."""
    def over() -> bool:
        if my_turn(app, table) and Action("refuse") in table.actions:
            table.play(Action("refuse"))
        return table.match.state.phase != "exchange"
    until(app, over, what="the end of the exchange")
    steps(app, 5)


def test_the_hand_is_named_by_its_seat_when_it_is_not_the_players():
    panel = Panel(lambda action: None, list(NAMES[:3]))
    view = trading_turn().view(1)
    panel.own = False
    panel.build(view, [], "Waiting.")
    assert panel.title == f"{NAMES[1]}'s cards" and panel.hand_title.startswith(NAMES[1])
    panel.own = True
    panel.build(view, [], "Waiting.")
    assert panel.title == "Your cards" and panel.hand_title.startswith("Your cards")


def test_hovering_a_given_card_says_what_it_is_called_and_what_a_click_does(app):
    table = at_position(app, trading_turn())
    pottery = NAMED["bazaar", "pottery"]
    for action in (Action("offer", partner=1), Action("give", card=pottery),
                   Action("claim", card=pottery, name="lanterns")):
        table.play(action)
    hover(app, card(table, pottery).rect.center)
    title, lines = table.pointer.tip(table.hover)
    assert title.startswith("The Bazaar pottery") and lines[0] == "You call it lanterns."
    assert "take it back" in lines[1]


def test_an_offer_asking_for_a_gem_card_says_no_worth_not_at_least_nothing(app):
    state = placed(3)
    gem = gem_card(GEM_OF_DISTRICT[PALACE])
    set_hand(state, 0, [gem])
    set_hand(state, 1, SOUK[:1])
    for action in (Action("done"), Action("offer", partner=0), Action("give", card=SOUK[0]),
                   Action("ask", district="palace"), Action("send")):
        assert action in state.legal_actions(), action
        state.apply(action)
    said = at_position(app, state).panel.shown_text()
    assert "You would give a Palace card." in said and "at least 0 dinars" not in said


def drawn_labels(app, monkeypatch, buttons) -> dict:
    """The next frame's words of these buttons as drawn: label -> (size, room, width in
    window pixels, room in window pixels, whether it was cut)."""
    seen, real = {}, text.draw
    labels = {b.label for b in buttons}

    def spy(surface, content, pos, size=20, colour=theme.TEXT, weight="regular",
            anchor="topleft", max_width=None):
        if content in labels:
            font = theme.font(size, weight)
            shown = theme.text(content, size, colour, weight)
            seen[content] = (size, max_width, shown.pixels.get_width(),
                             max_width * shown.scale,
                             text.ellipsize(content, font, max_width) != content)
        return real(surface, content, pos, size, colour, weight, anchor, max_width)
    monkeypatch.setattr(text, "draw", spy)
    steps(app, 1)
    monkeypatch.setattr(text, "draw", real)
    return seen


@pytest.mark.parametrize("app", WINDOWS, indirect=True)
def test_every_label_of_the_claim_menu_reads_whole_at_the_wide_panels_size(app, monkeypatch):
    """The claim menu of an offer to everyone at four seats (a newcomer found its worths cut
    to "5 d…", and small): for cards of goods, a gem card and a genie, each label is drawn
    whole at the size of the wide panel's own buttons, its pixels inside its button; so is
    each label of an offer to one partner, which names it (a long storybook name: the
    Palace's labels then take one column, two would not hold them)."""
    given = [NAMED["harbour", "fish"], gem_card("sapphire"), NAMED["harbour", "genie"],
             NAMED["palace", "silk"]]
    for partner in (None, 3):
        state = placed(4)
        set_hand(state, 0, given)
        for seat, good in enumerate((("souk", "henna"), ("palace", "gold"), ("kasbah", "tea"))):
            set_hand(state, seat + 1, [NAMED[good]])
        named = [Seat(n, "ai", "easy") for n in ("Morgiana", "Shahryar", "Dunyazad")]
        table = open_table(app, match=begun_at(state, [Seat(NAMES[0], "human")] + named))
        offer = Action("offer_all") if partner is None else Action("offer", partner=partner)
        click(app, button(table, action=offer))
        for each in given:
            click(app, card(table, each).rect.center)
            click(app, card(table, each).rect.center)
            menu, panels = table.chooser.talk.buttons, button(table, "Send").size
            seen = drawn_labels(app, monkeypatch, menu)
            assert len(menu) >= 8 and set(seen) == {b.label for b in menu}
            for label, (size, room, width, pixels, cut) in seen.items():
                assert size == panels and not cut and width <= pixels, (label, room, width)
            click(app, (1270, 715))                     # the menu closes
