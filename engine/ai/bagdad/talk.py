"""What a seat makes of the exchange's talk: how far it believes a rival's claim, what a
claimed card is worth to it, and how likely a rival is to hold the goods it hopes for.

A claim is weighed as a player weighs it (`belief`): how many cards of that name the seat has
not seen (none: it is a lie; one of a dozen unseen: unlikely in any case), the maker's
temperament (public: an honest AI never lies, a sly one often), whether the maker would part
with such goods at all (characters are public: goods dear to the maker are seldom given away,
PARTING), how often the claimant's claims it has checked after deals were true (a rival not
yet checked is supposed to lie now and then, PRIOR_LIES), and whether the name is the one a
liar of the maker's temperament would choose: the goods worth most to this seat, or for a
shrewd one the next (BAIT). What is not believed is reckoned as the card a rival parts with
when it need not say: the poorest of its cards of the district to its own character. A
truster (tools/trades.py) believes every claim that may be true.
"""
from __future__ import annotations

from math import comb

from engine.bagdad.cards import CARDS, NAMED, NAMES, name_value
from engine.bagdad.city import DISTRICTS

from .bluff import temperament
from .valuation import Reckoning

# The share of a rival's claims supposed false before any was checked, by its temperament; a
# person's seat has none shown, and a person who bluffs chooses to, so a stranger's word is
# weighed as a sly seat's until its claims are checked ...
PRIOR_LIES = {"honest": 0.02, "shrewd": 0.22, "sly": 0.5, None: 0.5}
PRIOR_CLAIMS = 2.0     # ... as if this many had been
CAUGHT_WEIGHT = 3.0    # a claim found false tells of a liar as much as this many found so
# the chance that a lie names the goods worth most to its hearer, the next, ... by the liar's
# temperament: a shrewd seat never names the very best (bluff.py), a sly one or a person may
BAIT = {"shrewd": (0.0, 0.6, 0.25), "sly": (0.6, 0.25), None: (0.6, 0.25)}
DOUBT = 0.6            # a claim believed less is read as a bluff, and the offer refused
PARTING = (1.0, 0.7, 0.4, 0.2, 0.05, 0.02)  # how readily goods are given, poorest to the giver first


def lie_rate(view: dict, seat: int) -> float:
    """How often this seat supposes `seat`'s claims false: its record of them, and before
    that the rival's temperament."""
    record = view["learnt"][seat]
    false = CAUGHT_WEIGHT * record["false"]
    prior = PRIOR_LIES[temperament(view, seat)]
    return (false + prior * PRIOR_CLAIMS) / (record["true"] + false + PRIOR_CLAIMS)


def unseen_named(rk: Reckoning, district: str, name: str) -> int:
    """How many cards of that name may be somewhere this seat has not seen."""
    return sum(CARDS[c].name == name for c in rk.unseen[DISTRICTS.index(district)])


def bait(rk: Reckoning, district: str, name: str, mood: str | None) -> float:
    """The chance that a lie about a card of the district, told to this seat by a liar of
    that temperament, names this: the goods it values most likely (a shrewd liar's next
    best), then the next, the rest alike."""
    goods = sorted(NAMES[district][:6], key=lambda n: -name_value(district, n, rk.character))
    rank = goods.index(name) if name in goods else len(goods)
    odds = BAIT.get(mood, BAIT[None])
    return odds[rank] if rank < len(odds) else (1.0 - sum(odds)) / (len(goods) - len(odds))


def parting(district: str, name: str, giver: str) -> float:
    """How readily a character gives away goods so named: readily what is worth least to it."""
    goods = NAMES[district][:6]
    if name not in goods:
        return PARTING[len(goods) // 2]
    rank = sorted(goods, key=lambda n: name_value(district, n, giver)).index(name)
    return PARTING[rank]


def belief(rk: Reckoning, district: str, claim: str, maker: int, trusting: bool = False,
           aimed: bool = True) -> float:
    """The chance that `maker`'s card of the district is what it claims: such cards' share of
    those unseen, each weighed by how readily the maker parts with it, against the chance
    that a liar would choose this name (to this seat, if the offer is `aimed` at it alone; a
    lie to everyone cannot be shaped to anyone's wants)."""
    named = unseen_named(rk, district, claim)
    if not named or trusting:
        return float(named > 0)
    giver = rk.view["characters"][maker]
    pool = rk.unseen[DISTRICTS.index(district)]
    weights = [parting(district, CARDS[c].name, giver) for c in pool]
    share = sum(w for c, w in zip(pool, weights) if CARDS[c].name == claim) / sum(weights)
    lies = lie_rate(rk.view, maker)
    chosen = bait(rk, district, claim, temperament(rk.view, maker)) if aimed \
        else 1.0 / len(NAMES[district][:6])
    true, false = (1.0 - lies) * share, lies * chosen * (1.0 - share)
    return true / (true + false)


def doubted(rk: Reckoning, offer: dict) -> bool:
    """Whether a claim of the offer is more likely a lie than not: a bluff read."""
    return any(claim is not None and belief(rk, district, claim, offer["from"],
                                            aimed=not offer["everyone"]) < DOUBT
               for district, claim in zip(offer["give_districts"], offer["claims"]))


def named_worth(rk: Reckoning, district: str, name: str) -> float:
    """What a card of that name would add to this seat's hand."""
    return rk._unseen_face(NAMED[district, name])


def received_worth(rk: Reckoning, district: str, claim: str | None, maker: int,
                   trusting: bool = False, aimed: bool = True) -> float:
    """What a card of the district offered by `maker`, with this claim (or none), is worth to
    this seat on average."""
    d = DISTRICTS.index(district)
    held = max(1, rk.view["hand_counts"][maker][district])
    blind = rk.parted_worth(d, rk.view["characters"][maker], held)
    if claim is None:
        return blind
    sure = belief(rk, district, claim, maker, trusting, aimed)
    return sure * named_worth(rk, district, claim) + (1.0 - sure) * blind


def holds_chance(rk: Reckoning, district: str, name: str, held: int) -> float:
    """The chance that a rival holding `held` unseen cards of the district holds one named so."""
    pool = rk.unseen[DISTRICTS.index(district)]
    named = sum(CARDS[c].name == name for c in pool)
    if held <= 0 or not named:
        return 0.0
    if held > len(pool) - named:
        return 1.0
    return 1.0 - comb(len(pool) - named, held) / comb(len(pool), held)
