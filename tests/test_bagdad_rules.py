"""Thieves of Bagdad rules, scenario by scenario: set-up and its options, placement, income
(with a reshuffled discard pile), the exchange (offers, answers, hand-overs, caps), and the
turn count. Purchases, moves and the end are in test_bagdad_purchase.py."""
import pytest

import engine.bagdad as g
from engine.bagdad import rounds
from engine.bagdad.board import BAZAAR_SHOPS, BAZAAR_STREETS, CITY
from engine.bagdad.cards import BY_DISTRICT, district_of
from engine.bagdad.city import DESERT
from engine.bagdad.pieces import kind
from engine.core import Action, IllegalAction, RuleError
from support.bagdad_fixtures import piece, placed, purchase, put, set_hand, to_purchase

BAZAAR, HARBOUR, SOUK = 0, 1, 2


# --- set-up -----------------------------------------------------------------------------------

@pytest.mark.parametrize("options", [
    {"players": 2}, {"players": 7}, {"players": "3"}, {"variant": "lamp"}, {"variant": ""},
    {"first_player": 3}, {"first_player": -1}, {"first_player": True}, {"first_player": "0"},
    {"first_player": None}, {"round_limit": 0}, {"round_limit": True}, {"round_limit": 2.0},
    {"characters": ["Ali Baba", "Ali Baba", "Said"]}, {"characters": ["Ali Baba", "Said"]},
    {"characters": ["Ali Baba", "Said", "Aladdin"]}, {"characters": "Ali Baba"},
    {"characters": [1, 2, 3]},
])
def test_a_bad_option_is_a_one_line_rule_error(options):
    with pytest.raises(RuleError) as caught:
        g.new_game(**{"players": 3, "seed": 1, **options})
    assert "\n" not in str(caught.value)


def test_a_new_game_deals_characters_wishes_and_decks():
    state = g.new_game(4, seed=5, first_player=2)
    assert len(set(state.characters)) == 4 and len(set(state.wishes)) == 4
    assert sorted(len(d) for d in state.decks) == [13, 13, 14, 14, 14]
    assert [sorted(d) for d in state.decks] == [list(cards) for cards in BY_DISTRICT]
    assert state.supply == [6, 5, 4, 3, 2] and state.pouches == [[]] * 4
    assert state.vizier == DESERT == CITY.vizier_start
    assert (state.phase, state.round, state.turn, state.to_move()) == ("place", 0, 1, 2)
    assert state.round_limit == 40 and g.invariant_errors(state) == []
    assert g.new_game(4, seed=5, first_player=2).to_dict() == state.to_dict()
    assert g.new_game(4, seed=6, first_player=2).to_dict() != state.to_dict()
    chosen = g.new_game(3, seed=5, characters=["Said", "David", "Afif"])
    assert [g.CHARACTERS[c] for c in chosen.characters] == ["Said", "David", "Afif"]
    assert chosen.view(0)["characters"] == ["Said", "David", "Afif"]


def test_placement_goes_round_in_slipper_order_one_piece_at_a_time():
    state = g.new_game(3, seed=1, first_player=1)
    movers = []
    while state.phase == "place":
        seat = state.to_move()
        movers.append(seat)
        actions = state.legal_actions()
        taken = set(state.occupied())
        for a in actions:
            assert a.kind == "place" and a.piece // 12 == seat
            spaces = BAZAAR_STREETS if kind(a.piece) == "thief" else BAZAAR_SHOPS
            assert a.space in spaces and a.space not in taken
        assert len({a.piece for a in actions if kind(a.piece) == "caravaneer"}) <= 1
        state.apply(actions[-1])
    assert movers == [1, 2, 0] * 3
    assert state.turn == 10 and state.round == 1 and state.phase == "exchange"
    assert state.to_move() == 1                       # the slipper holder trades first
    for seat in range(3):
        assert kind(state.occupied()[state.at[seat * 12]]) == "thief"
        assert state.at[seat * 12] in BAZAAR_STREETS
        assert {state.at[seat * 12 + 1], state.at[seat * 12 + 2]} <= set(BAZAAR_SHOPS)


def test_first_income_two_bazaar_cards_each_slipper_holder_first():
    state = g.new_game(3, seed=1, first_player=2)
    events = []
    while state.phase == "place":
        events = state.apply(state.legal_actions()[0])
    incomes = [e for e in events if e.kind == "income"]
    assert [e.data["seat"] for e in incomes] == [2, 2, 0, 0, 1, 1]
    assert all(e.visible_to is None and e.data["district"] == "bazaar" for e in incomes)
    draws = [e for e in events if e.kind == "draw"]
    assert [e.visible_to for e in draws] == [(2,), (2,), (0,), (0,), (1,), (1,)]
    assert all("card" not in e.data for e in incomes)           # the face only in private
    for seat in range(3):
        assert len(state.hands[seat]) == 2
        assert all(district_of(c) == "bazaar" for c in state.hands[seat])
    assert len(state.decks[BAZAAR]) == 13 - 6


def test_income_reshuffles_the_discard_pile_into_an_empty_deck():
    state = purchase()
    caravaneer = piece(0, "caravaneer")
    put(state, caravaneer, BAZAAR_SHOPS[0])
    bazaar = list(state.decks[BAZAAR])
    state.decks[BAZAAR].clear()
    state.discards[BAZAAR] += bazaar[:-1]
    set_hand(state, 0, [bazaar[-1]])                 # the round ends when it is spent
    state.apply(Action("move", piece=g.VIZIER))
    state.apply(Action("to", space=CITY.gates[0].inner))     # 1 dinar: the gate street
    events = state.apply(Action("confirm"))
    assert state.round == 2
    reshuffle = [e for e in events if e.kind == "reshuffle"]
    assert reshuffle and reshuffle[0].data == {"district": "bazaar", "cards": 13}
    assert state.discards[BAZAAR] == [] and len(state.decks[BAZAAR]) == 12
    assert len(state.hands[0]) == 1 and district_of(state.hands[0][0]) == "bazaar"


def test_income_from_an_empty_deck_and_pile_gives_nothing():
    state = purchase()
    put(state, piece(0, "caravaneer"), BAZAAR_SHOPS[0])
    set_hand(state, 1, BY_DISTRICT[BAZAAR])          # every Bazaar card is held
    events = rounds.start_round(state)
    income = [e for e in events if e.kind == "income"]
    assert [(e.data["seat"], e.data["drawn"]) for e in income] == [(0, False)]
    assert not [e for e in events if e.kind in ("draw", "reshuffle")]


def test_assassins_and_pieces_on_streets_or_in_the_desert_earn_nothing():
    state = purchase()
    shops = [s for s in CITY.in_district("harbour", "shop")]
    put(state, piece(0, "assassin"), shops[0])
    put(state, piece(0, "trader"), shops[1])
    put(state, piece(0, "merchant"), CITY.in_district("kasbah", "street")[0])
    put(state, piece(0, "thief"), CITY.in_district("kasbah", "shop")[0])
    put(state, piece(0, "caravaneer"), CITY.in_district("kasbah", "shop")[1])
    rounds.start_round(state)                          # the rulebook's example 2
    assert sorted(district_of(c) for c in state.hands[0]) == ["harbour", "kasbah", "kasbah"]
    assert state.hands[1] == state.hands[2] == []


# --- the exchange -----------------------------------------------------------------------------

def test_an_offer_is_built_card_by_card_and_the_partner_sees_only_districts():
    state = placed()
    a0, b0 = state.hands[0]
    assert state.legal_actions() == [Action("offer", partner=1), Action("offer", partner=2),
                                     Action("offer_all"), Action("done")]
    state.apply(Action("offer", partner=2))
    legal = state.legal_actions()
    assert Action("give", card=a0) in legal and Action("ask", district="bazaar") in legal
    assert Action("ask", district="souk") not in legal          # the partner holds none
    assert Action("send") not in legal                         # nothing would move yet
    state.apply(Action("give", card=a0))
    state.apply(Action("ask", district="bazaar"))
    state.apply(Action("ask", district="bazaar"))
    assert Action("ask", district="bazaar") not in state.legal_actions()   # it holds two
    state.apply(Action("unask", district="bazaar"))
    turn = state.turn
    events = state.apply(Action("send"))
    assert state.turn == turn and state.to_move() == 2
    assert state.legal_actions() == [Action("accept"), Action("refuse"), Action("counter")]
    sent = events[0]
    assert sent.kind == "send_offer" and sent.visible_to is None
    assert sent.data == {"seat": 0, "partner": 2, "give": ["bazaar"], "ask": ["bazaar"],
                         "claims": [None], "wishes": {}, "everyone": [], "counter": 0}
    seen = state.view(2)["offer"]
    assert seen["give"] is None and seen["give_districts"] == ["bazaar"]
    assert state.view(0)["offer"]["give"] == [a0]
    assert state.view(1)["offer"]["give"] is None


def test_accepting_with_a_choice_the_partner_hands_over_one_card_at_a_time():
    state = placed()
    mine, theirs = list(state.hands[0]), list(state.hands[2])
    state.apply(Action("offer", partner=2))
    state.apply(Action("give", card=mine[0]))
    state.apply(Action("ask", district="bazaar"))
    state.apply(Action("send"))
    state.apply(Action("accept"))
    assert state.to_move() == 2 and state.offer["stage"] == "hand_over"
    assert state.legal_actions() == [Action("hand_over", card=c) for c in sorted(theirs)]
    turn = state.turn
    events = state.apply(Action("hand_over", card=theirs[1]))
    assert sorted(state.hands[0]) == sorted([mine[1], theirs[1]])
    assert sorted(state.hands[2]) == sorted([theirs[0], mine[0]])
    assert state.turn == turn + 1 and state.offers_sent[0] == 1
    trade = next(e for e in events if e.kind == "trade")
    assert trade.visible_to is None and trade.data["gave"] == ["bazaar"] == trade.data["got"]
    received = {e.visible_to: e.data for e in events if e.kind == "receive"}
    assert [c["card"] for c in received[(2,)]["cards"]] == [mine[0]]
    assert [c["card"] for c in received[(0,)]["cards"]] == [theirs[1]]
    assert state.to_move() == 1                        # the turn goes on clockwise


def test_without_a_choice_the_cards_change_hands_at_once():
    state = placed()
    set_hand(state, 2, [BY_DISTRICT[SOUK][0], state.hands[2][0]])
    souk = BY_DISTRICT[SOUK][0]
    state.apply(Action("offer", partner=2))
    state.apply(Action("ask", district="souk"))       # a plain request: a gift asked for
    state.apply(Action("send"))
    state.apply(Action("accept"))
    assert souk in state.hands[0] and souk not in state.hands[2]
    assert state.offer is None and state.to_move() == 1


def test_a_refused_offer_counts_but_moves_nothing():
    state = placed()
    hands = [list(h) for h in state.hands]
    state.apply(Action("offer", partner=1))
    state.apply(Action("give", card=hands[0][0]))
    state.apply(Action("send"))
    events = state.apply(Action("refuse"))
    assert state.hands == hands and state.offers_sent == [1, 0, 0]
    assert events[0].kind == "refuse_offer" and state.to_move() == 1


def test_a_cancelled_offer_does_not_count_and_the_turn_stays():
    state = placed()
    state.apply(Action("offer", partner=1))
    state.apply(Action("give", card=state.hands[0][0]))
    turn = state.turn
    state.apply(Action("cancel"))
    assert state.offer is None and state.offers_sent == [0, 0, 0]
    assert state.to_move() == 0 and state.turn == turn


def _send_gift(state, partner):
    state.apply(Action("offer", partner=partner))
    state.apply(Action("ask", district="bazaar"))
    state.apply(Action("send"))
    state.apply(Action("refuse"))


def test_after_its_third_sent_offer_a_player_is_done():
    state = placed()
    _send_gift(state, 1)
    state.apply(Action("done"))                        # seat 1
    state.apply(Action("done"))                        # seat 2
    assert state.to_move() == 0 and state.offers_sent == [1, 0, 0]
    _send_gift(state, 2)
    assert state.to_move() == 0 and state.offers_sent == [2, 0, 0]
    _send_gift(state, 2)
    assert state.phase == "purchase"


def test_six_started_offers_end_trading_even_if_cancelled():
    state = placed()
    for started in range(1, 7):
        assert state.to_move() == 0 and state.phase == "exchange"
        state.apply(Action("offer", partner=1))
        turn = state.turn
        state.apply(Action("cancel"))
        assert state.offers_started[0] == started
    assert state.trading[0] is False and state.turn == turn + 1 and state.to_move() == 1


def test_done_players_still_answer_and_the_phase_ends_when_all_are_done():
    state = placed()
    state.apply(Action("done"))                        # seat 0
    assert state.to_move() == 1
    state.apply(Action("offer", partner=0))
    state.apply(Action("give", card=state.hands[1][0]))
    state.apply(Action("send"))
    assert state.to_move() == 0
    state.apply(Action("accept"))
    assert len(state.hands[0]) == 3 and state.to_move() == 2
    state.apply(Action("done"))
    state.apply(Action("done"))
    assert state.phase == "purchase" and state.to_move() == state.slipper == 0


def test_a_player_without_cards_may_ask_and_an_offer_must_move_a_card():
    state = placed()
    set_hand(state, 0, [])
    set_hand(state, 1, [])
    assert state.legal_actions() == [Action("offer", partner=2), Action("done")]
    state.apply(Action("offer", partner=2))
    assert state.legal_actions() == [Action("ask", district="bazaar"), Action("cancel")]


def test_turns_count_completed_decisions_that_hand_the_move_on():
    state = g.new_game(3, seed=2)
    for n in range(9):
        assert state.turn == 1 + n
        state.apply(state.legal_actions()[0])
    assert state.turn == 10
    state.apply(Action("offer", partner=1))
    state.apply(Action("give", card=state.hands[0][0]))
    state.apply(Action("send"))
    assert state.turn == 10
    state.apply(Action("refuse"))
    assert state.turn == 11
    state.apply(Action("done"))
    assert state.turn == 12


def test_an_illegal_action_is_refused():
    state = placed()
    for action in (Action("done", extra=1), Action("send"), Action("give", card=99),
                   Action("offer", partner=0), Action("place", piece=0, space=1)):
        with pytest.raises(IllegalAction):
            state.apply(action)
    assert g.invariant_errors(state) == []
    assert to_purchase(state).phase == "purchase"
