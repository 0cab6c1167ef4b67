"""Thieves of Bagdad content: the 68 cards, their values to each character (a Latin square per
district), genies, gems and wishes, and the cheapest payment helper."""
import random
from collections import Counter
from itertools import combinations

import pytest

from engine.bagdad import card_value, cheapest_payment, payment_value
from engine.bagdad.cards import (ALL_CARDS, BY_DISTRICT, CARDS, CHARACTERS, GEM_CARD, GENIES,
                                 GOODS, VALUES)
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import PRICE, SUPPLY, WISHES, fulfils, gem_value
from support.bagdad_fixtures import goods

ALI, SINBAD, DAVID, SHEHERAZADE, AFIF, SAID = range(6)


def test_sixty_eight_cards_in_decks_of_13_14_14_14_13():
    assert len(ALL_CARDS) == 68 and ALL_CARDS == tuple(range(68))
    assert [len(d) for d in BY_DISTRICT] == [13, 14, 14, 14, 13]
    for d, district in enumerate(DISTRICTS):
        cards = [CARDS[c] for c in BY_DISTRICT[d]]
        names = Counter(c.name for c in cards if c.kind == "goods")
        assert names == {good: 2 for good in GOODS[district]}
        assert [c.kind for c in cards].count("gem") == 1
        assert [c.kind for c in cards].count("genie") == (district in ("harbour", "souk", "kasbah"))
    assert sorted(GEM_CARD) == sorted(["false", "sapphire", "emerald", "ruby", "diamond"])
    assert [CARDS[GEM_CARD[g]].district for g in ("false", "sapphire", "emerald", "ruby",
                                                  "diamond")] == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("d, district", list(enumerate(DISTRICTS)))
def test_goods_values_are_a_latin_square_over_the_districts_value_set(d, district):
    square = [[card_value(next(c.id for c in CARDS if c.district == d and c.good == good), ch)
               for good in range(6)] for ch in range(len(CHARACTERS))]
    for row in square:                                   # each character: every value once
        assert sorted(row) == sorted(VALUES[district])
    for column in zip(*square):                          # each good: a different value to each
        assert sorted(column) == sorted(VALUES[district])
    assert {sum(row) for row in square} == {sum(VALUES[district])}


def test_copies_are_worth_the_same_and_the_rulebooks_copper():
    copper = [c.id for c in CARDS if c.name == "copper"]
    assert len(copper) == 2
    assert [card_value(c, DAVID) for c in copper] == [6, 6]
    assert [card_value(c, SAID) for c in copper] == [1, 1]


def test_genies_are_worth_1_10_50_only_together_and_gem_cards_nothing():
    genies = sorted(GENIES)
    assert len(genies) == 3
    for ch in range(6):
        assert [payment_value(genies[:n], ch) for n in range(4)] == [0, 1, 10, 50]
        assert payment_value([GEM_CARD["diamond"]], ch) == 0
        assert card_value(genies[0], ch) == 1
    six = goods(0, DAVID, 6)
    assert payment_value([six] + genies[:2], DAVID) == 16


def test_gems_and_wishes():
    assert list(SUPPLY) == [6, 5, 4, 3, 2] and sum(SUPPLY) == 20
    assert list(PRICE) == [9, 12, 20, 27, 35]
    assert gem_value(["false", "false", "sapphire"]) == 12      # false stones count nothing
    assert gem_value(["diamond", "ruby", "emerald"]) == 82
    assert len(WISHES) == 6 and len(set(map(tuple, map(sorted, WISHES)))) == 6
    wish = WISHES.index(("emerald", "emerald", "false"))
    assert fulfils(["emerald", "false", "emerald", "ruby"], wish)
    assert not fulfils(["emerald", "false", "ruby"], wish)      # copies count


def _best_by_brute_force(hand, ch, price, purpose=None):
    if purpose and GEM_CARD[purpose] in hand:
        return 0
    best = None
    pool = [c for c in hand if CARDS[c].kind != "gem"]
    for n in range(1, len(pool) + 1):
        for combo in combinations(pool, n):
            value = payment_value(combo, ch)
            if value >= price and (best is None or value - price < best):
                best = value - price
    return best


@pytest.mark.parametrize("seed", range(40))
def test_cheapest_payment_wastes_the_least_value(seed):
    rng = random.Random(seed)
    hand = rng.sample(ALL_CARDS, rng.randint(1, 8))
    ch, price = rng.randrange(6), rng.randint(0, 40)
    paid = cheapest_payment(hand, ch, price)
    waste = _best_by_brute_force(hand, ch, price)
    if waste is None:
        assert paid is None
    else:
        assert set(paid) <= set(hand) and paid
        assert not any(CARDS[c].kind == "gem" for c in paid)
        assert payment_value(paid, ch) - price == waste


def test_cheapest_payment_examples():
    six, one = goods(0, DAVID, 6), goods(0, DAVID, 1)
    five = goods(2, DAVID, 5)
    genies = sorted(GENIES)
    hand = [six, one, five, GEM_CARD["sapphire"]]
    assert cheapest_payment(hand, DAVID, 6) == [six]
    assert sorted(cheapest_payment(hand, DAVID, 7)) == sorted([six, one])
    assert cheapest_payment(hand, DAVID, 0) == [one]             # an ability: one card at least
    assert cheapest_payment(hand, DAVID, 12, "sapphire") == [GEM_CARD["sapphire"]]
    assert cheapest_payment(hand, DAVID, 13) is None
    assert sorted(cheapest_payment([six] + genies, DAVID, 50)) == genies   # all three: 50
    assert cheapest_payment([one, genies[0]], DAVID, 1) == [one]  # a lone genie is kept


def test_a_character_may_be_named_as_views_show_it():
    card = next(c.id for c in CARDS if c.name == "copper")
    assert card_value(card, "David") == card_value(card, DAVID) == 6
    assert payment_value(sorted(GENIES), "Said") == 50
    assert cheapest_payment([card], "Said", 1) == [card]
