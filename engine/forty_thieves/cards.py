"""The 21 cards: numbers, the three marked specials, suns and moons, and how a card is valued.

Cards are named by what is printed on them, so two identical cards share a name: a hand, the
deck and a view are plain lists of names, and nothing about which copy is which can leak.
"""
from __future__ import annotations

from dataclasses import dataclass

PLACES = ("left", "centre", "right")
BOSS, PLUS1, TIMES2 = "boss", "plus1", "times2"
SUN, MOON = "sun", "moon"


@dataclass(frozen=True)
class Card:
    name: str
    label: str                 # what the UI prints on the face
    number: int | None = None  # None for the three specials
    symbol: str | None = None  # SUN, MOON or None
    mark: str | None = None    # the place a marked card must take, or None

    @property
    def marked(self) -> bool:
        return self.mark is not None


def _number(n: int, symbol: str | None = None) -> Card:
    name = f"{n}-{symbol}" if symbol else str(n)
    return Card(name, f"{n} ({symbol})" if symbol else str(n), n, symbol)


CARDS: dict[str, Card] = {c.name: c for c in (
    *(_number(n) for n in range(10)),
    _number(0, SUN), _number(4, SUN), _number(1, MOON), _number(5, MOON),
    Card(BOSS, "Boss", mark="left"), Card(PLUS1, "+1", mark="centre"),
    Card(TIMES2, "×2", mark="right"),
)}

# The full deck: a second plain copy of 2, 3, 6 and 7; 0, 1, 4 and 5 have a symbol copy instead.
DECK: tuple[str, ...] = tuple(sorted(
    list(CARDS) + ["2", "3", "6", "7"], key=lambda name: (CARDS[name].number is None, name)))


def value_of(name: str, previous: int | None) -> int | None:
    """A card's value given the value of the card revealed before it this round (None if first).

    The Boss has no value (it ends the round), hence None.
    """
    card = CARDS[name]
    if card.number is not None:
        return card.number
    if name == PLUS1:
        return (previous or 0) + 1
    if name == TIMES2:
        return (previous or 0) * 2
    return None
