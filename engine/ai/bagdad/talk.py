"""What a seat makes of the exchange's talk: how far it believes a rival's claims, what a
claimed card is worth to it, and how likely a rival is to hold the goods it hopes for.

A claim is believed by what the seat has checked of the claimant's claims after earlier
deals (`view["learnt"]`): a rival never caught lying is believed at TRUST, one caught lying
far less for the rest of the game, each lie outweighing LIE_WEIGHT true claims. A claim the
seat knows to be impossible (every card of that name is in its hand or on a discard pile) is
a lie. What is not believed is reckoned as the card a rival parts with when it need not say:
the poorest of its cards of the district to its own character.
"""
from __future__ import annotations

from math import comb

from engine.bagdad.cards import CARDS, NAMED
from engine.bagdad.city import DISTRICTS

from .valuation import Reckoning

TRUST = 0.9            # belief in a rival's claim before any was checked
LIE_WEIGHT = 4.0       # a claim found false counts this many true ones against the claimant


def trust(view: dict, seat: int) -> float:
    """How far this seat believes `seat`'s claims."""
    record = view["learnt"][seat]
    true, false = record["true"], record["false"]
    if not true and not false:
        return TRUST
    return (TRUST + true) / (1.0 + true + LIE_WEIGHT * false)


def possible(rk: Reckoning, district: str, name: str) -> bool:
    """Whether a card of that name may be somewhere this seat has not seen."""
    return any(CARDS[c].name == name for c in rk.unseen[DISTRICTS.index(district)])


def named_worth(rk: Reckoning, district: str, name: str) -> float:
    """What a card of that name would add to this seat's hand."""
    return rk._unseen_face(NAMED[district, name])


def received_worth(rk: Reckoning, district: str, claim: str | None, maker: int) -> float:
    """What a card of the district offered by `maker`, with this claim (or none), is worth to
    this seat on average."""
    d = DISTRICTS.index(district)
    held = max(1, rk.view["hand_counts"][maker][district])
    blind = rk.parted_worth(d, rk.view["characters"][maker], held)
    if claim is None or not possible(rk, district, claim):
        return blind
    belief = trust(rk.view, maker)
    return belief * named_worth(rk, district, claim) + (1.0 - belief) * blind


def holds_chance(rk: Reckoning, district: str, name: str, held: int) -> float:
    """The chance that a rival holding `held` unseen cards of the district holds one named so."""
    pool = rk.unseen[DISTRICTS.index(district)]
    named = sum(CARDS[c].name == name for c in pool)
    if held <= 0 or not named:
        return 0.0
    if held > len(pool) - named:
        return 1.0
    return 1.0 - comb(len(pool) - named, held) / comb(len(pool), held)
