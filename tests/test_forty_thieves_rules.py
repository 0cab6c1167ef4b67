"""Forty Thieves rules, replayed move by move on rigged deals, with exact gold."""
import pytest

from engine.core import Action, IllegalAction
from engine.forty_thieves.gold import STACK_SIZES, TOTAL
from support.forty_thieves import rigged

DECK_REVEAL = Action("reveal_deck")
MICHELLE, JOHN, HANIS = 0, 1, 2


def reveal(seat, place):
    return Action("reveal", seat=seat, place=place)


def kinds(events):
    return [e.kind for e in events]


def only(events, kind):
    [found] = [e.data for e in events if e.kind == kind]
    return found


def conserved(state):
    return sum(state.gold) + sum(state.stacks) + state.bank == TOTAL


def test_the_rulebook_example_of_play():
    # RULES.md marks the +1 "centre", so the +1 John turns up is Michelle's centre card (the
    # rulebook's example says rightmost); everything else is as printed.
    state = rigged([["3", "plus1", "times2"], ["0-sun", "1-moon", "6"], ["boss", "2", "7"]],
                   deck_top=["4"])
    bank = state.bank
    events = state.apply(DECK_REVEAL)                               # Michelle: a 4
    assert only(events, "reveal") == {"seat": MICHELLE, "owner": None, "place": None,
                                      "card": "4", "value": 4, "sum": 4}
    assert only(events, "reward") == {"seat": MICHELLE, "stack": 0, "amount": 1}
    events = state.apply(reveal(MICHELLE, "centre"))                # John: +1 after a 4 is 5
    assert only(events, "reveal")["value"] == 5 and only(events, "reveal")["sum"] == 9
    assert only(events, "reward")["amount"] == 3
    events = state.apply(reveal(JOHN, "centre"))                    # Hanis: the 1 with a moon
    assert only(events, "reveal")["sum"] == 10 and only(events, "reward")["amount"] == 5
    events = state.apply(reveal(JOHN, "left"))                      # Michelle: the 0 with a sun
    assert kinds(events) == ["reveal", "reward", "bonus"]
    assert only(events, "reward")["amount"] == 10 and only(events, "bonus")["amount"] == 10
    assert state.gold == [20 + 1 + 10 + 10, 23, 25] and state.sum() == 10
    events = state.apply(reveal(HANIS, "left"))                     # John: the Boss
    assert kinds(events)[:5] == ["reveal", "penalty", "round_end", "gather", "refill"]
    assert only(events, "penalty") == {"seat": JOHN, "amount": 10}
    assert only(events, "round_end")["next_start"] == HANIS
    assert [(e.data["stack"], e.data["amount"]) for e in events if e.kind == "refill"] == \
        [(0, 1), (1, 3), (2, 5), (3, 10)]
    assert state.gold == [41, 13, 25] and state.stacks == list(STACK_SIZES)
    assert state.bank == bank - 10 + 10 - 19 and conserved(state)
    assert (state.round, state.start, state.to_move(), state.turn) == (2, HANIS, HANIS, 6)
    assert state.reveals == [] and not state.bonus_paid and len(state.deck) == 12


HANDS3 = [["0", "1", "6"], ["3", "6", "7"], ["2", "5", "7"]]


@pytest.mark.parametrize("deck, values, sums", [
    (["plus1"], [1], [1]),                                   # +1 first: 0 + 1
    (["times2"], [0], [0]),                                  # ×2 first: 0 × 2
    (["times2", "plus1"], [0, 1], [0, 1]),                   # +1 after a ×2 worth 0
    (["3", "times2", "plus1"], [3, 6, 7], [3, 9, 16]),       # +1 after ×2 after 3: bust
    (["2", "plus1", "times2"], [2, 3, 6], [2, 5, 11]),       # ×2 after +1 after 2: safe
])
def test_plus_one_and_times_two_use_the_previous_value(deck, values, sums):
    state = rigged(HANDS3, deck_top=deck)
    seen = [only(state.apply(DECK_REVEAL), "reveal") for _ in deck]
    assert [r["value"] for r in seen] == values and [r["sum"] for r in seen] == sums


def test_the_bonus_is_paid_once_a_round():
    state = rigged(HANDS3, deck_top=["0-sun", "1-moon", "5-moon", "4-sun"])
    events = [state.apply(DECK_REVEAL) for _ in range(4)]
    assert [kinds(e) for e in events] == [["reveal", "reward"], ["reveal", "reward", "bonus"],
                                          ["reveal", "reward"], ["reveal", "reward"]]
    assert state.gold == [20 + 1 + 10, 20 + 3 + 10, 20 + 5] and state.bonus_paid


def test_no_bonus_when_the_card_that_completes_it_reaches_twelve():
    state = rigged(HANDS3, deck_top=["0-sun", "9", "5-moon"])
    events = [state.apply(DECK_REVEAL) for _ in range(3)]
    assert "bonus" not in kinds(events[2]) and only(events[2], "penalty")["amount"] == 10


def test_the_penalty_takes_only_what_the_purse_holds():
    state = rigged([["0", "1", "2"], ["boss", "5", "6"], ["7", "8", "9"]], gold=[3, 20, 20])
    bank = state.bank
    events = state.apply(reveal(1, "left"))
    assert only(events, "penalty") == {"seat": 0, "amount": 3}
    assert state.gold[0] == 0 and state.ledger[0]["penalties"] == 3
    assert only(events, "round_end")["next_start"] == 1 and state.bank == bank + 3


def test_a_penalty_by_the_last_seat_passes_the_start_to_seat_zero():
    state = rigged(HANDS3, deck_top=["boss"], start=2)
    assert only(state.apply(DECK_REVEAL), "penalty")["seat"] == 2
    assert (state.start, state.to_move()) == (0, 0)


def refilled(events):
    return [(e.data["stack"], e.data["amount"]) for e in events if e.kind == "refill"]


def test_a_bank_too_poor_refills_lowest_first_and_leaves_a_position_short():
    state = rigged([["0", "1", "2"], ["boss", "5", "6"], ["7", "8", "9"]],
                   stacks=[0, 0, 0, 10, 15, 20, 30, 50], gold=[0, 460, 463], bank=6)
    events = state.apply(reveal(1, "left"))                      # seat 0 has nothing to pay
    assert only(events, "penalty")["amount"] == 0
    assert refilled(events) == [(0, 1), (1, 3), (2, 2)]
    assert state.bank == 0 and state.stacks == [1, 3, 2, 10, 15, 20, 30, 50] and conserved(state)


def test_a_short_position_is_not_topped_up_while_it_holds_gold():
    state = rigged(HANDS3, deck_top=["3", "9"], stacks=[1, 3, 2, 10, 15, 20, 30, 50],
                   gold=[0, 460, 463], bank=0)
    state.apply(DECK_REVEAL)                                     # seat 0 claims the 1
    events = state.apply(DECK_REVEAL)                            # seat 1 reaches 12, pays 10
    assert refilled(events) == [(0, 1)]
    assert state.stacks[:3] == [1, 3, 2] and state.bank == 9 and conserved(state)


def test_the_game_ends_after_the_round_in_which_someone_reaches_eighty():
    state = rigged(HANDS3, deck_top=["3", "4", "9"], gold=[75, 20, 20],
                   stacks=[0, 0, 0, 10, 15, 20, 30, 50])
    events = state.apply(DECK_REVEAL)
    assert only(events, "final_round") == {"seat": 0, "gold": 85} and not state.is_over()
    state.apply(DECK_REVEAL)                                     # the round goes on
    events = state.apply(DECK_REVEAL)                            # 3 + 4 + 9: seat 2 pays
    assert kinds(events) == ["reveal", "penalty", "round_end", "game_over"]
    assert only(events, "game_over") == {"scores": [85, 35, 10], "winners": [0]}
    assert state.is_over() and state.to_move() is None and state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply(DECK_REVEAL)
    result = state.result()
    assert result.details[2] == {"gold": 10, "rewards": 0, "bonuses": 0, "penalties": 10}


def test_the_final_round_counts_even_if_the_leader_falls_back_and_ties_share_the_win():
    state = rigged(HANDS3, deck_top=["boss"], gold=[85, 75, 75], final_round=True)
    events = state.apply(DECK_REVEAL)
    assert state.is_over() and only(events, "game_over")["winners"] == [0, 1, 2]


HANDS2 = [["0", "1", "2"], ["3", "5", "6"]]


def test_two_players_see_two_deck_cards_and_keep_one():
    state = rigged(HANDS2, deck_top=["8", "4"])
    events = state.apply(DECK_REVEAL)
    assert kinds(events) == ["draw_pair", "pair_seen"]
    assert events[1].visible_to == (0,) and events[1].data["cards"] == ["8", "4"]
    assert state.legal_actions() == [Action("choose", card="8"), Action("choose", card="4")]
    assert state.view(0)["pending"] == {"seat": 0, "cards": ["8", "4"]}
    assert state.view(1)["pending"] == {"seat": 0, "cards": None}
    assert state.to_move() == 0 and state.turn == 1              # the choice is the same turn
    events = state.apply(Action("choose", card="4"))
    assert kinds(events) == ["set_aside", "reveal", "reward"]
    assert state.set_aside == ["8"] and state.sum() == 4 and state.turn == 2
    assert state.view(1)["pending"] is None and state.view(1)["set_aside"] == ["8"]


def test_a_set_aside_sun_does_not_count_for_the_bonus_nor_for_the_next_plus_one():
    state = rigged(HANDS2, deck_top=["0-sun", "2", "7", "plus1"])
    state.apply(DECK_REVEAL)
    state.apply(Action("choose", card="2"))                      # the sun is set aside
    state.apply(reveal(0, "centre"))                             # seat 1 finds the moon
    assert state.sum() == 3 and not state.bonus_paid and state.gold == [21, 23]
    state.apply(DECK_REVEAL)
    events = state.apply(Action("choose", card="plus1"))         # after the 1: worth 2
    assert only(events, "reveal")["value"] == 2 and state.set_aside == ["0-sun", "7"]


def test_two_players_must_keep_the_boss():
    state = rigged(HANDS2, deck_top=["4", "boss"])
    events = state.apply(DECK_REVEAL)
    assert kinds(events)[:6] == ["draw_pair", "pair_seen", "set_aside", "reveal", "penalty",
                                 "round_end"]
    assert events[1].visible_to is None and events[1].data["options"] == ["boss"]
    assert only(events, "set_aside")["card"] == "4" and state.gold == [10, 20]
    assert state.round == 2 and state.to_move() == 1


def test_two_identical_cards_leave_nothing_to_choose():
    state = rigged(HANDS2, deck_top=["7", "7"])
    events = state.apply(DECK_REVEAL)
    assert "set_aside" in kinds(events) and state.pending is None and state.sum() == 7


def test_the_last_deck_card_is_revealed_alone_with_two_players():
    low = [{"seat": 0, "owner": None, "place": None, "card": c, "value": v}
           for c, v in [("0", 0), ("0-sun", 0), ("1", 1), ("2", 2), ("2", 2), ("3", 3)]]
    aside = ["4", "4-sun", "5", "5-moon", "6", "6", "7", "7", "8"]
    state = rigged([["1-moon", "3", "9"], ["boss", "plus1", "times2"]], reveals=low[:-1],
                   set_aside=aside, bonus_paid=True)
    assert state.deck == ["3"]
    events = state.apply(DECK_REVEAL)
    assert kinds(events) == ["reveal", "reward"] and state.sum() == 8


def test_a_player_with_nothing_to_reveal_passes():
    shown = [{"seat": 0, "owner": 1, "place": p, "card": c, "value": v}
             for p, c, v in [("left", "0", 0), ("centre", "1", 1), ("right", "2", 2)]]
    aside = ["0-sun", "1-moon", "3", "3", "4", "4-sun", "5", "5-moon", "6", "6", "7", "7", "8",
             "9", "times2"]
    state = rigged([["boss", "plus1", "2"], ["0", "1", "2"]], reveals=shown, set_aside=aside)
    assert state.deck == [] and state.legal_actions() == [Action("pass")]
    assert kinds(state.apply(Action("pass"))) == ["pass"]
    assert state.to_move() == 1 and state.turn == 2
    assert state.legal_actions() == [reveal(0, p) for p in ("left", "centre", "right")]
