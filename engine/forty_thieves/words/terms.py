"""The Forty Thieves' cards as a sentence names them: "the Boss", "the 7", "two 3s"."""
from __future__ import annotations

from engine.words import say

from ..cards import BOSS, CARDS

NBSP = "\u00a0"      # a space the hover tip's wrapping never breaks at
COPIES = {2: "forty_thieves.two_of", 3: "forty_thieves.three_of"}


def label(card: str) -> str:
    return say("forty_thieves.boss") if card == BOSS else CARDS[card].label


def the(card: str) -> str:
    """A card named in a sentence: "the Boss", "the 7", "the ×2"."""
    return label(card) if card == BOSS else say("forty_thieves.the", card=label(card))


def capital(words: str) -> str:
    """The first letter raised, the rest left as it is ("the Boss" → "The Boss")."""
    return words[:1].upper() + words[1:]


def counted(card: str, n: int) -> str:
    """n copies of a card in a list: "the Boss", "7", "two 3s" (never "2×3": ×2 is a card)."""
    if n == 1:
        return label(card)
    if n in COPIES:
        return say(COPIES[n], card=label(card))
    return say("forty_thieves.n_of", n=n, card=label(card))
