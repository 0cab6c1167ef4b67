"""The exchange's talk, by the rules (issue 21): claims and wishes may name only what an offer
holds; a counter swaps the sides at most twice and, cancelled, leaves no trace a save keeps;
an offer to everyone goes to those who can take it, is answered in turn and then picked; a
refusal gives a reason that tells nobody what the refuser holds; a deal tells the receiver
the truth of the claims on what it got."""
import pytest

import engine.bagdad as g
from engine.bagdad import offers
from engine.bagdad.actions import ACCEPT, CANCEL, COUNTER, OFFER_ALL, REFUSE, SEND
from engine.bagdad.cards import NAMES, district_of
from engine.bagdad.words.reasons import reason_words
from engine.core import Action, Rng
from engine.match import Match, seats_from_specs
from saves import store
from support.bagdad_offers import REASONS, ai_games, build, card, counter, dealt, offer, play

COPPER = card("bazaar", "copper")
FISH = card("harbour", "fish")
SPICES, SPICES2 = card("souk", "spices"), card("souk", "spices", 1)
CARPETS, SILVER, SILK = card("souk", "carpets"), card("kasbah", "silver"), card("palace", "silk")
TALK = ("claim", "unclaim", "wish", "unwish")


def talk(state) -> set:
    return {a for a in state.legal_actions() if a.kind in TALK}


def claim(c: int, name: str) -> Action:
    return Action("claim", card=c, name=name)


def wish(district: str, name: str) -> Action:
    return Action("wish", district=district, name=name)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def no_errors(state) -> None:
    assert g.invariant_errors(state) == []


# --- claims and wishes ------------------------------------------------------------------------

def test_a_claim_names_a_card_given_with_any_name_of_its_district_but_its_current_one():
    state = dealt(seat0=[COPPER, FISH], seat1=[SPICES, SILVER])
    offer(state, 1, send=False)
    assert talk(state) == set()                      # nothing given, nothing asked: no talk
    play(state, ("give", {"card": COPPER}))
    assert talk(state) == {claim(COPPER, n) for n in NAMES["bazaar"]}
    assert "false" in NAMES["bazaar"] and "fish" not in NAMES["bazaar"]
    play(state, claim(COPPER, "lanterns"))          # a lie is a claim like any other
    assert state.offer["claims"] == {COPPER: "lanterns"}
    assert talk(state) == {claim(COPPER, n) for n in NAMES["bazaar"] if n != "lanterns"} \
        | {Action("unclaim", card=COPPER)}
    for bad in (claim(COPPER, "lanterns"), claim(COPPER, "fish"), claim(FISH, "fish"),
                Action("unclaim", card=FISH), wish("souk", "spices")):
        with pytest.raises(g.IllegalAction):
            state.apply(bad)
    play(state, claim(COPPER, "copper"), Action("unclaim", card=COPPER))
    assert state.offer["claims"] == {}
    play(state, claim(COPPER, "dates"), ("ungive", {"card": COPPER}))
    assert state.offer["claims"] == {} and state.view(1)["offer"]["claims"] == []
    no_errors(state)


def test_a_wish_names_goods_of_an_asked_district_and_goes_with_its_last_card_asked():
    state = dealt(seat0=[COPPER], seat1=[SPICES, SPICES2, SILVER])
    offer(state, 1, give=[COPPER], ask=["souk"], send=False)
    assert {a for a in talk(state) if a.kind == "wish"} == {wish("souk", n) for n in NAMES["souk"]}
    play(state, wish("souk", "saffron"), ("ask", {"district": "souk"}))
    assert wish("souk", "saffron") not in state.legal_actions()
    assert Action("unwish", district="souk") in state.legal_actions()
    with pytest.raises(g.IllegalAction):
        state.apply(wish("kasbah", "silver"))        # the Kasbah is not asked
    play(state, ("unask", {"district": "souk"}))
    assert state.offer["wishes"] == {"souk": "saffron"}      # one Souk card is still asked
    play(state, ("unask", {"district": "souk"}))
    assert state.offer["wishes"] == {}
    play(state, ("ask", {"district": "kasbah"}), wish("kasbah", "horses"),
         Action("unwish", district="kasbah"))
    assert state.offer["wishes"] == {}
    no_errors(state)


# --- counter-offers ---------------------------------------------------------------------------

def _answered(state=None):
    """Seat 0 offers its Copper, claimed to be Lanterns, for one of seat 1's Souk cards,
    hoping for Saffron."""
    state = state or dealt(seat0=[COPPER, FISH], seat1=[SPICES, SILVER])
    offer(state, 1, give=[COPPER], ask=["souk"], claims={COPPER: "lanterns"},
          wishes={"souk": "saffron"})
    return state


def test_a_counter_swaps_the_sides_and_a_deal_on_it_trades_the_counters_cards():
    state = _answered()
    sent, turn = offers.copy(state.offer), state.turn
    events = play(state, COUNTER)
    made = state.offer
    assert kinds(events) == ["counter"] and state.to_move() == 1
    assert (made["from"], made["to"], made["stage"], made["counters"]) == (1, 0, "build", 1)
    assert made["give"] == [] and made["ask"] == ["bazaar"]          # what it was offered,
    assert made["wishes"] == {"bazaar": "lanterns"}                   # hoped to be as claimed
    assert made["previous"] == sent and state.view(2)["offer"]["previous"]["claims"] == \
        ["lanterns"]
    play(state, *build(give=[SILVER], claims={SILVER: "horses"}), SEND)
    assert state.offer["previous"] is None and state.offer["stage"] == "answer"
    assert state.to_move() == 0 and COUNTER in state.legal_actions()
    no_errors(state)
    events = play(state, ACCEPT)
    trade = next(e for e in events if e.kind == "trade")
    assert (trade.data["seat"], trade.data["partner"], trade.data["claims"]) == (1, 0, ["horses"])
    assert sorted(state.hands[0]) == sorted([FISH, SILVER])
    assert sorted(state.hands[1]) == sorted([SPICES, COPPER])
    assert state.offers_sent == [1, 0, 0]            # the counter is not seat 1's offer
    assert state.offer is None and state.current == 1 and state.turn == turn + 1
    no_errors(state)


def test_after_two_counters_the_answer_is_yes_or_no():
    state = _answered()
    counter(state, give=[SILVER], claims={SILVER: "horses"})
    assert COUNTER in state.legal_actions()
    events = counter(state, give=[FISH])              # seat 0 counters the counter
    assert kinds(events)[0] == "counter" and state.offer["counters"] == offers.MAX_COUNTERS
    assert (state.offer["from"], state.to_move()) == (0, 1)
    assert state.legal_actions() == [ACCEPT, REFUSE]
    with pytest.raises(g.IllegalAction):
        state.apply(COUNTER)
    events = play(state, REFUSE)
    refused = next(e for e in events if e.kind == "refuse_offer")
    assert reason_words(refused.data["reason"]) in REASONS and refused.data["counter"] == 2
    assert state.offer is None and state.offers_sent == [1, 0, 0] and state.current == 1
    no_errors(state)


def test_cancelling_a_counter_brings_back_exactly_the_offer_it_answered():
    state = _answered()
    before, legal = state.to_dict(), state.legal_actions()
    play(state, COUNTER, *build(give=[SILVER], claims={SILVER: "silver"},
                                 wishes={"bazaar": "copper"}))
    assert state.to_dict() != before
    assert kinds(play(state, CANCEL)) == ["cancel_counter"]
    assert state.to_dict() == before and state.legal_actions() == legal
    counter(state, give=[SILVER])                    # a second counter, cancelled,
    first = state.to_dict()                          # brings back the first
    play(state, COUNTER, ("give", {"card": COPPER}), CANCEL)
    assert state.to_dict() == first and COUNTER in state.legal_actions()
    no_errors(state)


def test_a_counter_and_its_cancel_are_a_loop_that_saves_leave_out():
    match = Match.new("bagdad", seats_from_specs(["human"] * 3), 4)
    while match.state.phase == "place":
        match.apply(match.state.legal_actions()[0])
    seat = match.state.current
    partner = (seat + 1) % 3
    mine, theirs = list(match.state.hands[seat]), list(match.state.hands[partner])
    for step in [Action("offer", partner=partner), Action("give", card=mine[0]),
                 claim(mine[0], NAMES[district_of(mine[0])][0]),
                 Action("ask", district=district_of(theirs[0])), SEND]:
        match.apply(step)
    kept = list(match.kept_log)
    loop = [COUNTER, Action("give", card=theirs[1]),
            claim(theirs[1], NAMES[district_of(theirs[1])][0]), CANCEL]
    for step in loop:
        match.apply(step)
    assert match.log[-4:] == loop and match.kept_log == kept
    assert store.load(store.autosave(match)).state.to_dict() == match.state.to_dict()


# --- offers to everyone -----------------------------------------------------------------------

def _table(**more):
    """Four seats: seat 1 holds two Souk cards, seat 2 one and a Palace card, seat 3 a Kasbah
    card."""
    hands = dict(seat0=[COPPER, FISH], seat1=[SPICES, SPICES2], seat2=[CARPETS, SILK],
                 seat3=[SILVER])
    return dealt(4, **{**hands, **more})


def test_an_offer_to_everyone_asks_what_any_addressee_holds_and_goes_to_those_who_do():
    state = _table()
    play(state, OFFER_ALL)
    assert state.offer["everyone"] == [1, 2, 3] and state.to_move() == 0
    asks = [a.district for a in state.legal_actions() if a.kind == "ask"]
    assert asks == ["souk", "kasbah", "palace"]
    play(state, *build(ask=["souk", "souk"]))
    assert Action("ask", district="souk") not in state.legal_actions()       # nobody has 3
    assert SEND in state.legal_actions()
    play(state, ("ask", {"district": "kasbah"}))      # nobody holds two Souk and a Kasbah
    assert SEND not in state.legal_actions() and CANCEL in state.legal_actions()
    play(state, *[("unask", {"district": d}) for d in ("kasbah", "souk")],
         ("give", {"card": COPPER}))
    turn = state.turn
    events = play(state, SEND)
    assert kinds(events) == ["send_offer"] and events[0].data["everyone"] == [1, 2]
    assert (state.offer["everyone"], state.offer["to"], state.to_move()) == ([1, 2], 1, 1)
    assert state.legal_actions() == [ACCEPT, REFUSE]          # no counter to everyone
    assert state.offers_sent == [1, 0, 0, 0] and state.turn == turn
    no_errors(state)


def test_no_offer_to_everyone_with_a_single_partner():
    state = dealt(seat1=[SPICES])
    assert OFFER_ALL not in state.legal_actions()
    assert Action("offer", partner=1) in state.legal_actions()


def test_everyone_answers_in_turn_then_the_maker_picks_among_those_who_accepted():
    state = _table()
    offer(state, None, give=[COPPER], ask=["souk"], claims={COPPER: "dates"})
    play(state, ACCEPT)
    assert state.to_move() == 2 and state.offer["accepted"] == [1]
    turn = state.turn
    play(state, ACCEPT)
    assert state.offer["stage"] == "pick" and state.to_move() == 0 and state.turn == turn
    assert state.legal_actions() == [Action("pick", partner=1), Action("pick", partner=2)]
    assert state.view(3)["offer"]["accepted"] == [1, 2]
    no_errors(state)
    events = play(state, Action("pick", partner=1))
    assert kinds(events) == ["pick_offer"] and state.offer["stage"] == "hand_over"
    assert state.to_move() == 1                       # seat 1 picks one of its two Souk cards
    events = play(state, Action("hand_over", card=SPICES2))
    assert "trade" in kinds(events)
    assert sorted(state.hands[0]) == sorted([FISH, SPICES2]) and COPPER in state.hands[1]
    assert state.offer is None and state.current == 1 and state.turn == turn + 1
    assert state.offers_sent == [1, 0, 0, 0]
    no_errors(state)


def test_a_lone_taker_trades_at_once_and_with_no_taker_the_turn_moves_on():
    state = _table()
    offer(state, None, give=[COPPER], ask=["souk"])
    events = play(state, REFUSE, ACCEPT)
    assert kinds(events)[0] == "refuse_offer" and reason_words(events[0].data["reason"]) in REASONS
    assert "pick_offer" not in kinds(events)
    trade = next(e for e in events if e.kind == "trade")
    assert (trade.data["seat"], trade.data["partner"]) == (0, 2) and CARPETS in state.hands[0]
    state = _table()
    offer(state, None, give=[FISH], ask=["souk"])
    turn = state.turn
    events = play(state, REFUSE, REFUSE)
    assert kinds(events) == ["refuse_offer", "refuse_offer", "no_takers"]
    assert events[-1].visible_to is None and events[-1].data["seat"] == 0
    assert state.offer is None and state.current == 1 and state.turn == turn + 1
    assert state.offers_sent == [1, 0, 0, 0] and all(state.trading)
    assert sorted(state.hands[0]) == sorted([COPPER, FISH])
    no_errors(state)


# --- refusals and what a deal tells ---------------------------------------------------------

def test_a_deal_tells_the_receiver_the_truth_of_each_claim_on_what_it_got():
    state = dealt(seat0=[COPPER, FISH], seat1=[SPICES, SILVER])
    assert state.learnt is None
    offer(state, 1, give=[COPPER, FISH], ask=["souk"],
          claims={COPPER: "copper", FISH: "pearls"})
    events = play(state, ACCEPT)
    received = [e for e in events if e.kind == "receive"]
    assert [e.visible_to for e in received] == [(1,), (0,)]
    assert received[0].data["checked"] == [{"claimed": "copper", "card": COPPER},
                                           {"claimed": "pearls", "card": FISH}]
    assert [c["name"] for c in received[0].data["cards"]] == ["copper", "fish"]
    assert received[1].data["checked"] == []          # seat 1 claimed nothing
    assert state.learnt[1][0] == [1, 1, False]        # one true, one false, the last false
    assert sum(t + f for rows in state.learnt for t, f, _ in rows) == 2
    assert state.view(1)["learnt"][0] == {"true": 1, "false": 1, "last": False}
    assert state.view(0)["told"][1] == {"true": 1, "false": 1, "last": False}


@pytest.mark.parametrize("give, ask, claims, record, reason", [
    ([], ["souk"], {}, None, "nothing offered in return"),
    ([COPPER], [], {}, None, "no, thank you"),
    ([COPPER], ["souk"], {COPPER: "copper"}, [3, 1, False], "your last claim was not true"),
    ([COPPER], ["souk"], {COPPER: "copper"}, [1, 2, True], "your claims have not been true"),
    ([COPPER], ["souk"], {}, [0, 5, False], "not enough for my Souk card"),
    ([COPPER], ["souk"], {COPPER: "dates"}, None, "dates would be worth little to me"),
    ([COPPER, FISH], ["souk"], {COPPER: "pottery", FISH: "fish"}, None,
     "my Souk card is worth more to me"),
    ([COPPER], ["souk", "souk"], {}, None, "not enough for my 2 Souk cards"),
])
def test_a_refusal_gives_the_reason_the_talk_and_the_refusers_record_give(
        give, ask, claims, record, reason):
    state = dealt(seat0=[COPPER, FISH], seat1=[SPICES, SPICES2, SILVER])
    if record is not None:
        state.learnt = [[[0, 0, None] for _ in range(3)] for _ in range(3)]
        state.learnt[1][0] = list(record)
    offer(state, 1, give=give, ask=ask, claims=claims)
    [said] = [e for e in play(state, REFUSE) if e.kind == "refuse_offer"]
    assert reason_words(said.data["reason"]) == reason and said.visible_to is None


def test_a_refusal_says_the_same_whatever_anyone_holds():
    """At offers AIs answered: the twin of the state for any seat (the refuser's cards, or
    the maker's, dealt again) gets the same reason from the refuser."""
    rng, checked, redealt = Rng(21), 0, 0
    for state, _, _, _ in ai_games(["normal"] * 4, 1, 3):
        if state.offer is None or state.offer["stage"] != "answer":
            continue
        trial = state.clone()
        [said] = [e for e in trial.apply(REFUSE) if e.kind == "refuse_offer"]
        assert reason_words(said.data["reason"]) in REASONS
        for seat in range(4):
            twin = g.hidden_twin(state, seat, rng)
            redealt += twin.hands[state.offer["to"]] != state.hands[state.offer["to"]]
            [again] = [e for e in twin.apply(REFUSE) if e.kind == "refuse_offer"]
            assert again.data == said.data, (state.turn, seat)
        checked += 1
        if checked == 24:
            break
    assert redealt >= 24
