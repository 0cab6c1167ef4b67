"""The 68 merchandise cards, the six characters, and what a card is worth to whom.

Goods values form a Latin square in every district: each character values the six goods at the
district's six values, one each, and each good is worth a different value to each character, so
no character is richer than another yet no two agree on a price (assets/rules/bagdad.md,
"Merchandise cards").
"""
from __future__ import annotations

from dataclasses import dataclass

from .city import DISTRICTS

CHARACTERS = ("Ali Baba", "Sinbad", "David", "Sheherazade", "Afif", "Said")
# How readily an AI at a seat bluffs (engine/ai/bagdad/bluff.py), public like its character; the
# rules ignore it. An honest one never lies; a shrewd one now and then, where a lie pays well;
# a sly one whenever it pays.
HONEST = "honest"
TEMPERAMENTS = (HONEST, "shrewd", "sly")

GOODS = {
    "bazaar": ("copper", "pottery", "dates", "sandals", "baskets", "lanterns"),
    "harbour": ("fish", "rope", "salt", "timber", "pearls", "sailcloth"),
    "souk": ("spices", "carpets", "saffron", "leather", "perfume", "henna"),
    "kasbah": ("silver", "brass", "tea", "incense", "horses", "daggers"),
    "palace": ("silk", "gold", "ivory", "porcelain", "jade", "amber"),
}
VALUES = {
    "bazaar": (1, 2, 3, 4, 5, 6),
    "harbour": (2, 3, 4, 5, 6, 8),
    "souk": (2, 4, 5, 6, 8, 10),
    "kasbah": (3, 5, 6, 8, 10, 12),
    "palace": (4, 6, 8, 10, 12, 15),
}
# Per district, each character's rotation of the value set (a permutation of 0..5 over the
# characters, so the square is Latin): good g is worth VALUES[(g + shift) % 6]. The Bazaar's
# shifts make copper worth 6 to David and 1 to Said, the rulebook's example.
SHIFTS = {
    "bazaar": (2, 4, 5, 1, 3, 0),
    "harbour": (0, 3, 1, 5, 2, 4),
    "souk": (4, 1, 3, 0, 5, 2),
    "kasbah": (1, 5, 0, 2, 4, 3),
    "palace": (3, 0, 2, 4, 1, 5),
}
COPIES = 2
GEM_OF_DISTRICT = ("false", "sapphire", "emerald", "ruby", "diamond")   # its gem card's gem
GENIE_DISTRICTS = ("harbour", "souk", "kasbah")
GENIE_VALUE = (0, 1, 10, 50)          # by how many genies are spent together


@dataclass(frozen=True)
class Card:
    id: int
    district: int      # index into DISTRICTS
    kind: str          # "goods", "gem" or "genie"
    name: str          # the good, the gem ("sapphire") or "genie"
    good: int | None   # index into GOODS[district] for goods


def _deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for d, district in enumerate(DISTRICTS):
        for g, good in enumerate(GOODS[district]):
            cards += [Card(len(cards) + i, d, "goods", good, g) for i in range(COPIES)]
        cards.append(Card(len(cards), d, "gem", GEM_OF_DISTRICT[d], None))
        if district in GENIE_DISTRICTS:
            cards.append(Card(len(cards), d, "genie", "genie", None))
    return tuple(cards)


CARDS = _deck()
ALL_CARDS = tuple(c.id for c in CARDS)
BY_DISTRICT = tuple(tuple(c.id for c in CARDS if c.district == d) for d in range(len(DISTRICTS)))
GEM_CARD = {c.name: c.id for c in CARDS if c.kind == "gem"}      # gem name -> its card
GENIES = frozenset(c.id for c in CARDS if c.kind == "genie")
GEM_CARDS = frozenset(GEM_CARD.values())


def _values() -> tuple[tuple[int, ...], ...]:
    """Per character, every card's dinar value alone (a genie alone is worth 1, a gem card 0)."""
    table = []
    for ch in range(len(CHARACTERS)):
        row = []
        for c in CARDS:
            if c.kind == "goods":
                values = VALUES[DISTRICTS[c.district]]
                row.append(values[(c.good + SHIFTS[DISTRICTS[c.district]][ch]) % len(values)])
            else:
                row.append(GENIE_VALUE[1] if c.kind == "genie" else 0)
        table.append(tuple(row))
    return tuple(table)


VALUE = _values()

# The names a card of each district may be given in talk (an offer's claims and wishes): its
# goods, its gem card's gem and, where it has one, "genie"; NAMED is the first card of a name.
NAMES = {district: tuple(dict.fromkeys(CARDS[c].name for c in BY_DISTRICT[d]))
         for d, district in enumerate(DISTRICTS)}
NAMED = {(DISTRICTS[c.district], c.name): c.id for c in reversed(CARDS)}


def _prized(character: int) -> tuple[str, ...]:
    """The goods worth the most to a character in each district, poorest district first."""
    return tuple(max((c for c in CARDS if c.district == d and c.kind == "goods"),
                     key=lambda c: VALUE[character][c.id]).name for d in range(len(DISTRICTS)))


# A character's one gift in the rulebook is its character card: what each good is worth to it.
# PRIZED names its dearest goods, one per district; ABILITIES says so in one line, the one the
# rules, the table's guide and the setup screen's character picker all show.
PRIZED = {name: _prized(ch) for ch, name in enumerate(CHARACTERS)}
ABILITIES = {name: f"{name} pays best with {', '.join(goods[:-1])} and {goods[-1]}"
             for name, goods in PRIZED.items()}


def district_of(card: int) -> str:
    return DISTRICTS[CARDS[card].district]


_DISTRICT = tuple(c.district for c in CARDS)


def tally(cards) -> list[int]:
    """How many of the cards belong to each district, by index into DISTRICTS (card backs are
    public: this is what everyone knows of a hand)."""
    counts = [0] * len(DISTRICTS)
    for card in cards:
        counts[_DISTRICT[card]] += 1
    return counts


# A character by its index into CHARACTERS, or by name (as views show it): a table, since the
# AIs look values up by the million.
_INDEX: dict[int | str, int] = {name: i for i, name in enumerate(CHARACTERS)}
_INDEX.update({i: i for i in range(len(CHARACTERS))})


def card_value(card: int, character: int | str) -> int:
    """What one card alone is worth to a character in dinars."""
    return VALUE[_INDEX[character]][card]


def name_value(district: str, name: str, character: int | str) -> int:
    """What a card of the district with this name (as claimed or wished) is worth to a
    character alone."""
    return VALUE[_INDEX[character]][NAMED[district, name]]


def payment_value(cards, character: int | str) -> int:
    """What these cards spent together in one purchase are worth to the character: goods at the
    character's values, genies 1/10/50 for one/two/three together, gem cards nothing."""
    row, genies, total = VALUE[_INDEX[character]], 0, 0
    for card in cards:
        if card in GENIES:
            genies += 1
        else:
            total += row[card]
    return total + GENIE_VALUE[genies]


def face(card: int, character: int | None = None) -> dict:
    """A card as views and events show it; its value only for a character who may know it."""
    c = CARDS[card]
    shown = {"card": card, "district": DISTRICTS[c.district], "kind": c.kind, "name": c.name}
    if character is not None:
        shown["value"] = VALUE[character][card]
    return shown


def cheapest_payment(hand, character: int | str, price: int,
                     purpose: str | None = None) -> list | None:
    """The cards of `hand` that pay `price` wasting the least value (then using the fewest
    genies, then the fewest cards), or None if the hand cannot pay. `purpose` is the gem's name
    when buying a gem: its gem card then pays alone. Any purchase takes at least one card, so a
    price of 0 (an ability without moving) still costs the cheapest card.

    Exact: every count of genies with a subset-sum table over the goods (hands are small)."""
    if purpose in GEM_CARD and GEM_CARD[purpose] in hand:
        return [GEM_CARD[purpose]]
    row = VALUE[_INDEX[character]]
    genies = sorted(c for c in hand if c in GENIES)
    goods = sorted((c for c in hand if CARDS[c].kind == "goods"), key=lambda c: (row[c], c))
    fewest: dict[int, tuple[int, ...]] = {0: ()}      # dinar sum -> fewest goods that make it
    for card in goods:
        for total, used in list(fewest.items()):
            after = total + row[card]
            if after not in fewest or len(fewest[after]) > len(used) + 1:
                fewest[after] = used + (card,)
    best = None
    for count in range(len(genies) + 1):
        for total, used in fewest.items():
            paid = total + GENIE_VALUE[count]
            if paid < price or not used and not count:
                continue
            key = (paid - price, count, len(used) + count)
            if best is None or key < best[0]:
                best = (key, list(used) + genies[:count])
    return None if best is None else sorted(best[1])
