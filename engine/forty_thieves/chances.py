"""The chance of each card in each face-down place of a hand, from the cards it may be dealt.

An AI asks this for every hand at every reveal, and the hard AI for every hand it imagines a
rival holding, so a hand nothing is known of is worked out in closed form: its marked cards
take their places and its unmarked ones fill the others in ascending order, so each free place
holds an order statistic of the unmarked cards drawn. A hand with a card showing is counted
hand by hand from `fillings` (few hands agree with a shown card).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from math import comb

from engine.forty_thieves.cards import CARDS, PLACES
from engine.forty_thieves.knowledge import fillings

Chances = dict[int, dict[str, float]]     # face-down place index -> card -> chance

UNMARKED = tuple(sorted((n for n, c in CARDS.items() if not c.marked),
                        key=lambda n: (CARDS[n].number, n)))   # the placement rule's order
MARKED = {n: PLACES.index(c.mark) for n, c in CARDS.items() if c.marked}


def place_chances(known: list[str | None], pool: Counter) -> Chances:
    """For each face-down place of a hand showing `known` (None: face down), the chance of
    each card there when its face-down cards are drawn from `pool` (copies count apart)."""
    if all(card is None for card in known):
        return dict(enumerate(_hidden(tuple(pool.get(n, 0) for n in UNMARKED),
                                      tuple(n for n in MARKED if pool.get(n, 0) > 0))))
    hands = fillings(known, pool)
    total = sum(ways for _, ways in hands)
    out: Chances = {i: {} for i, card in enumerate(known) if card is None}
    for hand, ways in hands:
        for i, place in out.items():
            place[hand[i]] = place.get(hand[i], 0.0) + ways / total
    return out


@lru_cache(maxsize=4096)
def _hidden(counts: tuple, marked: tuple) -> tuple[dict[str, float], ...]:
    """The three places of a hand drawn from `counts` unmarked copies (in UNMARKED order) and
    the `marked` cards: for each set of marked cards drawn, its chance, then the j-th free
    place holds the j-th smallest of the unmarked cards drawn."""
    unmarked = sum(counts)
    total = comb(unmarked + len(marked), len(PLACES))
    below = [sum(counts[:i]) for i in range(len(counts))]
    out: tuple[dict[str, float], ...] = ({}, {}, {})
    for drawn in range(len(marked) + 1):
        k = len(PLACES) - drawn
        if k > unmarked:
            continue
        for specials in combinations(marked, drawn):
            chance = comb(unmarked, k) / total
            for name in specials:
                out[MARKED[name]][name] = out[MARKED[name]].get(name, 0.0) + chance
            free = [i for i in range(len(PLACES)) if i not in {MARKED[n] for n in specials}]
            for j, place in enumerate(free, start=1):
                for name, copies, low in zip(UNMARKED, counts, below):
                    p = _order_stat(j, k, low, copies, unmarked - low - copies)
                    if p:
                        out[place][name] = out[place].get(name, 0.0) + chance * p
    return out


def _order_stat(j: int, k: int, low: int, copies: int, high: int) -> float:
    """The chance that the j-th smallest of k cards drawn is one of `copies` copies with `low`
    smaller and `high` larger copies beside them: some below (fewer than j) and enough of
    them to reach the j-th."""
    ways = sum(comb(low, a) * comb(copies, w) * comb(high, k - a - w)
               for w in range(1, min(copies, k) + 1)
               for a in range(max(0, j - w), j) if k - a - w >= 0)
    return ways / comb(low + copies + high, k)
