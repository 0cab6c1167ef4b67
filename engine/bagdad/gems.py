"""The gems, their prices and supply, and the Grand Vizier's six wishes (assets/rules/bagdad.md,
"Gems" and "Wish cards")."""
from __future__ import annotations

from collections import Counter

GEMS = ("false", "sapphire", "emerald", "ruby", "diamond")
PRICE = (9, 12, 20, 27, 35)
SUPPLY = (6, 5, 4, 3, 2)
SCORE = (0, 12, 20, 27, 35)          # at the end false stones count nothing
LABEL = ("false stone", "sapphire", "emerald", "ruby", "diamond")

WISHES = (
    ("diamond", "sapphire"),
    ("ruby", "emerald"),
    ("emerald", "emerald", "false"),
    ("ruby", "sapphire", "false"),
    ("sapphire", "sapphire", "emerald"),
    ("diamond", "false", "false"),
)


def gem_value(gems) -> int:
    """The end-of-game worth of gem names, false stones at 0."""
    return sum(SCORE[GEMS.index(g)] for g in gems)


def fulfils(gems, wish: int) -> bool:
    """Whether these gem names include every gem of the wish, copies counted."""
    return not Counter(WISHES[wish]) - Counter(gems)
