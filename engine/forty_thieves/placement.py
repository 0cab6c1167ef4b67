"""How a hand is laid out: marked cards on their mark, the others ascending in the free places.

The order is a rule of the game, not a choice, so it is computed (and cached: there are only
about a thousand distinct hands) and also used to check hands read from a save.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterable, Sequence

from engine.forty_thieves.cards import CARDS, DECK, PLACES


def arrange(cards: Iterable[str]) -> tuple[str, str, str]:
    """The three cards in place order (left, centre, right)."""
    return _arrange(tuple(sorted(cards)))


@lru_cache(maxsize=None)
def _arrange(cards: tuple[str, ...]) -> tuple[str, str, str]:
    if len(cards) != len(PLACES):
        raise ValueError(f"a hand has {len(PLACES)} cards, not {len(cards)}")
    places: list[str | None] = [None] * len(PLACES)
    for name in cards:
        mark = CARDS[name].mark
        if mark is not None:
            places[PLACES.index(mark)] = name
    unmarked = sorted((n for n in cards if not CARDS[n].marked), key=lambda n: (CARDS[n].number, n))
    free = iter(unmarked)
    return tuple(p if p is not None else next(free) for p in places)  # type: ignore[return-value]


def agrees(hand: Sequence[str], known: Sequence[str | None]) -> bool:
    """Whether a laid-out hand shows the known cards (None: unknown) in their places."""
    return all(k is None or k == h for h, k in zip(hand, known))


@lru_cache(maxsize=None)
def all_hands() -> tuple[tuple[str, str, str], ...]:
    """Every distinct laid-out hand the deck can deal (about a thousand), for the AI's counting."""
    return tuple(sorted({arrange(cards) for cards in combinations(DECK, len(PLACES))}))
