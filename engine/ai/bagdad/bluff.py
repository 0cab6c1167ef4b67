"""When an AI lies about a card it gives, and what it says: by its temperament (public, shown
on its seat: engine/bagdad/cards.py TEMPERAMENTS), from its own view only.

A lie is worth telling where the name makes the card clearly dearer to the partner than its
true one (GAIN dinars, by temperament), the partner is not suspicious of this seat (`wary`: the
last claim of this seat's it checked was a lie, or it caught more lies than CAUGHT beyond the
true claims it checked: what a refusal says in public), and the name is not one the partner can
know to be false: both copies of it lie face up on a discard pile. So a partner who reads
bluffs and turns this seat's claims down is lied to no more, while one who goes on taking them
is lied to again once a true claim has mended this seat's name with it. A shrewd seat names
goods the partner values well but not its very best (what a wary partner expects a liar to
name); a sly one names the best. Even where a lie pays,
a seat risks it only so often (DARING): a roll of the public round, the seats and the card,
so that the same view always makes the same choice and an offer keeps its words while it is
built. Easy never lies (it does not talk), honest never; tools/trades.py sets a shameless liar
(`always`) against the others to show that lying on every card does not pay.
"""
from __future__ import annotations

import hashlib

from engine.bagdad.cards import CARDS, COPIES, HONEST, NAMES, name_value
from engine.bagdad.city import DISTRICTS

from .valuation import Reckoning

ALWAYS = "always"                           # the shameless liar's temperament, for the tools
GAIN = {"shrewd": 3, "sly": 2, ALWAYS: 1}   # dinars, to the partner, a name must add
CAUGHT = {"shrewd": 0, "sly": 1, ALWAYS: 99}    # lies caught beyond the true claims, at most
DARING = {"shrewd": 0.47, "sly": 0.7, ALWAYS: 1.0}


def temperament(view: dict, seat: int) -> str:
    """A seat's temperament as its view shows it (a game dealt before temperaments: honest)."""
    return (view.get("temperaments") or [HONEST] * view["players"])[seat]


def wary(told: dict, mood: str) -> bool:
    """Whether the partner, by its record of this seat's claims, is suspicious of them."""
    return mood != ALWAYS and (told["last"] is False
                               or told["false"] > told["true"] + CAUGHT[mood])


def roll(view: dict, partner: int, card: int) -> float:
    """A number in [0, 1) fixed by what the seat sees in public and its own wish: the round,
    the seats, the card and the characters at the table."""
    key = repr((view["round"], view["seat"], partner, card, view["characters"], view["wish"]))
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=4).digest(), "big") / 2**32


def lie(rk: Reckoning, card: int, partner: int, mood: str) -> str | None:
    """The name this seat gives `card` when it lies to `partner`, or None to tell the truth."""
    key = (card, partner, mood)
    if key not in rk.lies:
        rk.lies[key] = _lie(rk, card, partner, mood)
    return rk.lies[key]


def _lie(rk: Reckoning, card: int, partner: int, mood: str) -> str | None:
    c = CARDS[card]
    if mood not in GAIN or c.kind != "goods" or wary(rk.view["told"][partner], mood) \
            or roll(rk.view, partner, card) >= DARING[mood]:
        return None
    district = DISTRICTS[c.district]
    them = rk.view["characters"][partner]
    shown = [f["name"] for f in rk.view["discards"][district]]
    names = sorted((n for n in NAMES[district][:6] if shown.count(n) < COPIES),
                   key=lambda n: (-name_value(district, n, them), n))
    best = NAMES[district][:6]
    best = max(best, key=lambda n: name_value(district, n, them))
    if mood == "shrewd":
        names = [n for n in names if n != best]
    pays = [n for n in names
            if name_value(district, n, them) - name_value(district, c.name, them) >= GAIN[mood]]
    return pays[0] if pays else None
