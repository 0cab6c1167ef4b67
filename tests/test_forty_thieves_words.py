"""The card table's words as players read them: counts of cards in words ("two 3s", never
"2×3", which reads like the ×2 card), cards named with their article, sentences that start
with a capital, verbs that agree with their count."""
import engine.forty_thieves as ft
from engine.core import event
from engine.forty_thieves.words import actions, hints, telling, terms

NAMES = ["Layla", "Omar"]


def opening_view(players=2, seed=1):
    return ft.new_game(players, seed).view(0)


def test_the_deck_odds_count_copies_in_words_never_with_a_times_sign():
    view = opening_view()
    title, lines = hints.deck_hint(view)
    odds = " ".join(lines[1:]).replace(terms.NBSP, " ")
    assert "×2" in odds                     # the card itself, named once
    assert "2×" not in odds and "×3" not in odds and "×7" not in odds
    held = {slot["card"] for slot in view["hands"][0]}
    for twin in ("2", "3", "6", "7"):       # the numbers with two plain copies
        if twin not in held:
            assert f"two {twin}s" in odds


def test_the_deck_odds_list_the_cards_low_to_high_joined_with_and():
    safe = hints.risk(opening_view())[1].replace(terms.NBSP, " ")
    listed = safe.split(": ", 1)[1].rstrip(".")
    head, last = listed.rsplit(" and ", 1)
    items = head.split(", ") + [last]
    assert items[-2:] == ["+1", "×2"]
    numbers = [int(item.removeprefix("two ").split()[0].rstrip("s")) for item in items[:-2]]
    assert numbers == sorted(numbers)
    if "0 (sun)" in items and "0" in items:
        assert items.index("0 (sun)") == items.index("0") + 1     # the plain one first


def test_the_deck_odds_open_with_the_sum_and_agree_with_their_counts():
    view = opening_view()
    lines = [line.replace(terms.NBSP, " ") for line in hints.risk(view)]
    assert lines[0] == "The sum is 0. Of 18 cards you have not seen:"
    assert lines[1].startswith("17 keep it below 12: ")
    assert lines[2] == "1 ends the round: the Boss."


def test_the_two_player_deck_says_the_boss_must_be_kept():
    _, lines = hints.deck_hint(opening_view())
    assert lines[0] == ("A reveal turns up two cards and you keep one (the Boss, if it is one "
                        "of them).")


def test_a_kept_card_is_named_with_its_article():
    from engine.core import Action
    assert actions.action(Action("choose", card="3"), NAMES, None) == "keep the 3"
    assert actions.action(Action("choose", card="boss"), NAMES, None) == "keep the Boss"


def test_a_set_aside_card_and_a_catch_start_with_a_capital():
    aside = event("set_aside", card="7")
    assert telling.event_lines([aside], NAMES) == ["The 7 is set aside."]
    penalty = event("penalty", seat=1, amount=10)
    assert telling.caught(penalty, NAMES, "times2", 14, False) == (
        "Caught!", "The ×2 brought the sum to 14: Omar pays 10 gold to the bank and the round "
        "ends")


def test_your_own_card_hint_starts_with_a_capital_even_for_the_boss():
    for seed in range(200):
        view = opening_view(seed=seed)
        cards = [slot["card"] for slot in view["hands"][0]]
        if "boss" in cards:
            break
    _, lines = hints.card_hint(view, NAMES, 0, cards.index("boss"))
    assert lines == ["Only you can see it: the Boss. You may not reveal your own cards."]


def test_a_reward_stack_is_named_by_its_gold_and_the_refill_joins_with_and():
    title, lines = hints.stack_hint(opening_view(), 7)
    assert title == "The 50-gold reward stack" and lines == ["Holds 50 gold."]
    refills = [event("refill", amount=a) for a in (1, 3, 5)]
    assert telling.event_lines(refills, NAMES) == [
        "The bank refills the empty stacks: 1, 3 and 5 gold."]


def test_a_caught_player_with_no_gold_is_not_said_to_pay_nothing():
    caught = [event("penalty", seat=1, amount=10), event("penalty", seat=0, amount=0)]
    assert telling.event_lines(caught, NAMES) == [
        "Omar is caught and pays 10 gold to the bank.",
        "Layla is caught but has no gold to pay."]
