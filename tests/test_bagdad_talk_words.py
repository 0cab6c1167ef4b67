"""The talk of offers in words: the claim, wish, counter, pick and offer-to-everyone actions;
sent offers with their claims and wishes, counter-offers (told when sent, silent while built or
cancelled), refusals with their reasons, offers to everyone with their pick or no takers, and
the private line that tells a receiver which claims were true; and the in-app rules' exchange
against the engine's limits. Set positions, as random games bring some of these only rarely."""
from pathlib import Path

from engine.bagdad.cards import NAMED, NAMES as NAMES_OF
from engine.bagdad.exchange import MAX_OFFERS, MAX_STARTED
from engine.bagdad.offers import MAX_COUNTERS
from engine.bagdad.words import actions, hints, telling, terms as words
from engine.bagdad.words.reasons import reason_words
from engine.core import Action
from support.bagdad_fixtures import placed, set_hand

NAMES = ["Omar", "Layla", "Zaid"]


def talk(*actions: Action):
    """Round 1's exchange, Omar (seat 0) to trade: he holds the Bazaar copper and pottery and
    the Souk saffron, Layla and Zaid a Palace card each; then `actions`, with their events."""
    state = placed(3)
    set_hand(state, 0, [NAMED["bazaar", "copper"], NAMED["bazaar", "pottery"],
                        NAMED["souk", "saffron"]])
    set_hand(state, 1, [NAMED["palace", "silk"]])
    set_hand(state, 2, [NAMED["palace", "gold"]])
    events = []
    for action in actions:
        assert action in state.legal_actions(), action
        events += state.apply(action)
    return state, events


SAID = (Action("offer", partner=1), Action("give", card=NAMED["bazaar", "copper"]),
        Action("give", card=NAMED["bazaar", "pottery"]),
        Action("give", card=NAMED["souk", "saffron"]),
        Action("claim", card=NAMED["bazaar", "copper"], name="lanterns"),
        Action("claim", card=NAMED["souk", "saffron"], name="saffron"),
        Action("ask", district="palace"), Action("wish", district="palace", name="silk"),
        Action("send"))


def test_the_talk_actions_read_as_words():
    """Without the holder's view (another seat's step on the banner) the card is "a" card."""
    saffron = NAMED["souk", "saffron"]
    said = {a: actions.action(a, NAMES, None) for a in (
        Action("offer_all"), Action("counter"), Action("pick", partner=1),
        Action("claim", card=saffron, name="carpets"), Action("claim", card=saffron, name="genie"),
        Action("claim", card=saffron, name="emerald"), Action("unclaim", card=saffron),
        Action("wish", district="palace", name="silk"), Action("unwish", district="palace"),
        Action("wish", district="bazaar", name="false"))}
    assert list(said.values()) == [
        "offer to everyone", "answer with a counter-offer",
        "take Layla's acceptance", "call a Souk card carpets", "call a Souk card a genie",
        "call a Souk card the emerald card", "stop claiming anything for a Souk card",
        "hope for silk from the Palace", "hope for nothing in particular from the Palace",
        "hope for the false stone card from the Bazaar"]
    state, _ = talk(*SAID[:4])
    worth = next(f["value"] for f in state.view(0)["hand"] if f["card"] == saffron)
    assert actions.action(Action("claim", card=saffron, name="carpets"), NAMES, state.view(0)) == \
        f"call your Souk saffron ({worth} dinars) carpets"
    assert actions.action(Action("claim", card=saffron, name="carpets"), NAMES, state.view(1)) == \
        "call your Souk card carpets"
    state, _ = talk(*SAID, Action("counter"))
    view = state.view(1)
    assert actions.action(Action("cancel"), NAMES, view) == \
        "drop the counter-offer and answer Omar's offer"
    assert actions.action(Action("send"), NAMES, view) == "send the counter-offer"


def test_talk_on_cards_of_one_district_reads_as_one_phrase():
    assert words.talked(["souk", "souk"], ["saffron", "saffron"], {}) == \
        "2 Souk cards (both said to be saffron)"
    assert words.talked(["souk", "bazaar", "souk"], [None, None, "genie"], {"bazaar": "dates"}) \
        == "a Bazaar card (hoping for dates) and 2 Souk cards (one said to be a genie)"
    assert words.talked([], [], {}) == "nothing" == words.backs([])


def test_a_sent_offer_tells_its_claims_and_wishes_and_a_refusal_its_reason():
    state, events = talk(*SAID)
    assert telling.event_lines(events, NAMES, None, False) == [
        "Omar offers Layla 2 Bazaar cards (one said to be lanterns) and a Souk card (said to "
        "be saffron) for a Palace card (hoping for silk)."]
    refusal = talk(*SAID, Action("refuse"))[1][-1]
    [line] = telling.event_lines([refusal], NAMES, None, False)
    assert refusal.data["reason"] and line == f"Layla refuses Omar's offer: " \
                                              f"{reason_words(refusal.data['reason'])}."


def test_a_counter_offer_is_told_when_sent_and_its_building_and_cancelling_say_nothing():
    state, events = talk(*SAID, Action("counter"))
    assert telling.event_lines(events[-1:], NAMES, None, False) == []
    _, events = talk(*SAID, Action("counter"), Action("cancel"))
    assert events[-1].kind == "cancel_counter"
    assert telling.event_lines(events[-1:], NAMES, None, False) == []
    cards = [Action("give", card=NAMED[d, n]) for d, n in (
        ("bazaar", "copper"), ("bazaar", "pottery"), ("souk", "saffron"))]
    _, events = talk(*SAID, Action("counter"), Action("give", card=NAMED["palace", "silk"]),
                     Action("send"), Action("counter"), *cards, Action("send"), Action("accept"))
    lines = telling.event_lines(events, NAMES, None, False)
    assert "Layla counters, offering Omar a Palace card for 2 Bazaar cards (hoping for " \
           "lanterns) and a Souk card (hoping for saffron)." in lines
    assert "Omar counters again, offering Layla 2 Bazaar cards and a Souk card for a Palace " \
           "card." in lines
    assert "Layla accepts Omar's counter-offer." in lines


def test_the_receiver_is_told_privately_which_claims_were_true():
    state, events = talk(*SAID, Action("accept"))
    faces = {f["card"]: f for f in state.view(1)["hand"]}
    copper, pottery, saffron = (faces[NAMED[d, n]] for d, n in (
        ("bazaar", "copper"), ("bazaar", "pottery"), ("souk", "saffron")))
    mine = telling.event_lines(events, NAMES, 1, True)
    assert mine[-1] == (
        f"You receive {words.card_words(copper)}, {words.card_words(pottery)} and "
        f"{words.card_words(saffron)} from Omar: the “lanterns” turned out to be copper (a "
        "bluff); the “saffron” was indeed saffron.")
    public = telling.event_lines(events, NAMES, 2, True)
    assert public[-1] == "Omar gives Layla 2 Bazaar cards and a Souk card and gets a Palace card."
    assert not any("true" in line or "turned out" in line or "indeed" in line
                   for line in public)
    assert "Their claims you checked: 1 true and 1 not true, the last true." in \
        hints.seat_summary(state.view(1), 0, NAMES)
    assert "Caught bluffing" in " ".join(hints.seat_summary(state.view(1), 0, NAMES))
    assert not any("claims" in line or "bluffing" in line
                   for line in hints.seat_summary(state.view(2), 0, NAMES))


def test_the_exchange_is_summed_up_a_line_a_player():
    """The viewer's line says its gain at its own values only when given one (its log is its
    own); the others' say how often they traded."""
    assert telling.exchange_summary([2, 0, 1], 7, NAMES, 0) == [
        "In this exchange you traded twice: +7 dinars at your values.",
        "In this exchange Layla did not trade.", "In this exchange Zaid traded once."]
    assert telling.exchange_summary([3, 1, 0], -1, NAMES, 1)[1] == \
        "In this exchange you traded once: −1 dinar at your values."
    assert telling.exchange_summary([1, 1, 0], None, NAMES, 0)[0] == \
        "In this exchange Omar traded once."


def test_a_record_reads_as_a_proportion():
    assert words.checked_words({"true": 2, "false": 1, "last": True}) == \
        "2 of 3 claims you checked were true"
    assert words.checked_words({"true": 1, "false": 0, "last": True}) == \
        "1 of 1 claim you checked was true"
    assert words.checked_words({"true": 0, "false": 0, "last": None}) == ""
    assert [words.worth(v) for v in (6, 6.0, 5.25, 4.04)] == ["6", "6", "≈5.2", "≈4"]


def test_an_offer_to_everyone_its_pick_and_no_takers():
    to_all = (Action("offer_all"), Action("give", card=NAMED["souk", "saffron"]),
              Action("ask", district="palace"), Action("send"))
    _, events = talk(*to_all)
    assert telling.event_lines(events, NAMES, None, False) == \
        ["Omar offers everyone (Layla and Zaid) a Souk card for a Palace card."]
    _, events = talk(*to_all, Action("refuse"), Action("refuse"))
    assert telling.event_lines(events[-2:], NAMES, None, False)[-1] == \
        "Nobody takes Omar's offer to Layla and Zaid."
    _, events = talk(*to_all, Action("accept"), Action("accept"), Action("pick", partner=2))
    lines = telling.event_lines(events, NAMES, None, False)
    assert "Omar chooses to trade with Zaid." in lines
    assert "Omar gives Zaid a Souk card and gets a Palace card." in lines


def test_the_in_app_rules_tell_the_talk_as_the_engine_plays_it():
    """assets/rules/bagdad.md's exchange: claims, wishes, counters (as many as the engine
    allows), offers to everyone, a deal is a deal, what each seat learns, why refusals say
    nothing of the refuser's cards, and the engine's limits."""
    rules = (Path(__file__).resolve().parent.parent / "assets" / "rules" / "bagdad.md") \
        .read_text(encoding="utf-8")
    exchange_rules = rules.split("### Phase 2: Exchange")[1].split("\n### ")[0]
    assert MAX_COUNTERS == 2 and "countered at most twice" in exchange_rules
    assert f"at most {MAX_OFFERS} offers" in exchange_rules
    assert f"at most {MAX_STARTED} offers" in exchange_rules
    for said in ("**Claims.**", "**Wishes.**", "**Counter:**", "**Offers to everyone.**",
                 "a deal is a deal", "never about its district", "**Learning the truth.**",
                 "never comes from the refuser's cards"):
        assert said in exchange_rules, said
    assert "emerald" in NAMES_OF["souk"] and '"emerald"' in exchange_rules
