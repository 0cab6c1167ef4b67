"""The Forty Thieves' cards and places as a sentence names them: "the Boss", "7", "0 (sun)",
"two 3s", "left". A number and the +1 and ×2 are their printed signs; the Boss, a sun or moon
and each place of a hand are words of the catalogue (SYMBOLS, PLACE_WORDS)."""
from __future__ import annotations

from engine.words import say

from ..cards import BOSS, CARDS, MOON, SUN

NBSP = "\u00a0"      # a space the hover tip's wrapping never breaks at
COPIES = {2: "forty_thieves.two_of", 3: "forty_thieves.three_of"}
SYMBOLS = {SUN: "forty_thieves.card.sun", MOON: "forty_thieves.card.moon"}
PLACE_WORDS = {"left": "forty_thieves.place.left", "centre": "forty_thieves.place.centre",
               "right": "forty_thieves.place.right"}


def label(card: str) -> str:
    """A card named in a sentence: "the Boss", "7", "0 (sun)", "×2"."""
    if card == BOSS:
        return say("forty_thieves.boss")
    face = CARDS[card]
    if face.symbol is None:
        return face.label
    return say(SYMBOLS[face.symbol], number=face.number)


def place(name: str) -> str:
    """A place in a hand, as it names a card there: "left" ("Omar's left card")."""
    return say(PLACE_WORDS[name])


def counted(card: str, n: int) -> str:
    """n copies of a card in a list: "the Boss", "7", "two 3s" (never "2×3": ×2 is a card)."""
    if n == 1:
        return label(card)
    if n in COPIES:
        return say(COPIES[n], card=label(card))
    return say("forty_thieves.n_of", n=n, card=label(card))
