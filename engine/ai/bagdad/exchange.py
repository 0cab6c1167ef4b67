"""Trading: normal's offers and answers, and the steps that build any planned offer.

Characters are public and each values a district's goods its own way, so whoever parts with a
card presumably parts with the one worth least to itself, and that card's worth to anyone else
can be reckoned from the two characters (`Reckoning.parted_worth`, `valuation.perceived`).

Normal offers one or two of its poorest goods (never a gem card or a genie: either may be worth
far more to the taker) for a card of a district it gains from on average, to a partner that
would gain too by the same reckoning, but, by what it knows of its own cards, not more than
itself. It accepts an offer whose cards are worth more to it, so reckoned, than what it would
hand over: its cheapest cards to part with of the asked districts.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import NamedTuple

from engine.bagdad.actions import ACCEPT, REFUSE
from engine.bagdad.cards import CARDS, card_value
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS, PRICE as GEM_PRICE

from .valuation import MEAN, Reckoning, perceived

OFFER_MARGIN = 1.0     # dinars an offer must gain this seat on average to be sent
ACCEPT_MARGIN = 0.5    # ... and an offer received to be accepted
CHEAPEST = 4           # the goods of the hand considered for giving away, poorest first
RIVALRY = 1.0          # a partner's gain from a trade, against this seat's own
GENIE_GIFT = 5.0       # a genie handed to a rival: what it may add to the rival's genies


class Offer(NamedTuple):
    gain: float
    partner: int
    give: tuple
    ask: tuple


def build(offer: dict, give, ask, actions: list):
    """The next step from the offer in progress towards giving `give` and asking `ask`."""
    want = Counter(ask)
    have = Counter(offer["ask"])
    steps = [("give", "card", c) for c in give if c not in offer["give"]]
    steps += [("ungive", "card", c) for c in offer["give"] if c not in give]
    steps += [("ask", "district", d) for d in (want - have).elements()]
    steps += [("unask", "district", d) for d in (have - want).elements()]
    for name, key, value in steps:
        step = next((a for a in actions if a.kind == name and a.get(key) == value), None)
        if step is not None:
            return step
    return next((a for a in actions if a.kind == "send"), actions[-1])    # else cancel


def parting(rk: Reckoning, card: int) -> float:
    """What handing a card to another seat costs: its worth to this seat, and for a gem card
    or a genie at least what it may be worth to the taker (its gem, more genies)."""
    c = CARDS[card]
    if c.kind == "gem" and rk.supply[GEMS.index(c.name)]:
        return max(rk.worth(card), GEM_PRICE[GEMS.index(c.name)])
    return max(rk.worth(card), GENIE_GIFT) if c.kind == "genie" else rk.worth(card)


def handed_over(rk: Reckoning, ask) -> list[int]:
    """The cards this seat would hand over for the asked districts: the cheapest to part with
    of each."""
    cards = []
    for name, n in Counter(ask).items():
        d = DISTRICTS.index(name)
        held = (c for c in rk.hand if CARDS[c].district == d)
        cards += sorted(held, key=lambda c: (parting(rk, c), c))[:n]
    return cards


def answer_gain(rk: Reckoning, offer: dict) -> float:
    """What accepting the offer gains this seat on average."""
    giver = offer["from"]
    them, counts = rk.view["characters"][giver], rk.view["hand_counts"][giver]
    got = sum(rk.parted_worth(DISTRICTS.index(d), them, counts[d])
              for d in offer["give_districts"])
    return got - sum(parting(rk, c) for c in handed_over(rk, offer["ask"]))


def offers(rk: Reckoning) -> list[Offer]:
    """The best offer to each other seat that gains both sides, best for this seat first."""
    goods = [c for c in rk.hand if CARDS[c].kind == "goods"]
    poor = sorted(goods, key=lambda c: (rk.worth(c) - MEAN[CARDS[c].district], c))[:CHEAPEST]
    gives = [(c,) for c in poor] + list(combinations(poor, 2))
    costs = {give: rk.cost(give) for give in gives}
    mine = rk.view["hand_counts"][rk.seat]
    best = []
    for partner in range(rk.players):
        if partner == rk.seat:
            continue
        them = rk.view["characters"][partner]
        found = []
        for d, name in enumerate(DISTRICTS):
            held = rk.view["hand_counts"][partner][name]
            if not held:
                continue
            gain = rk.parted_worth(d, them, held)
            loss = perceived(d, them, them, held)
            for give in gives:
                seen = sum(perceived(CARDS[c].district, rk.character, them,
                                     mine[DISTRICTS[CARDS[c].district]]) for c in give)
                theirs = sum(card_value(c, them) for c in give) - loss
                net = gain - costs[give] - RIVALRY * theirs
                if net > OFFER_MARGIN and seen - loss > ACCEPT_MARGIN:
                    found.append(Offer(net, partner, give, (name,)))
        if found:
            best.append(max(found))
    return sorted(best, reverse=True)


def choose(view: dict, actions: list):
    """Normal's decision in the exchange phase."""
    rk, offer = Reckoning(view), view["offer"]
    if offer is None:
        ranked = offers(rk)
        k = view["offers_sent"][rk.seat]       # a refused partner is not asked again at once
        if k < len(ranked):
            return next(a for a in actions if a.get("partner") == ranked[k].partner)
        return next(a for a in actions if a.kind == "done")
    if offer["stage"] == "answer":
        return ACCEPT if answer_gain(rk, offer) > ACCEPT_MARGIN else REFUSE
    if offer["stage"] == "hand_over":
        return min(actions, key=lambda a: (parting(rk, a.card), a.card))
    plan = next((o for o in offers(rk) if o.partner == offer["to"]), None)
    if plan is None:
        return next(a for a in actions if a.kind == "cancel")
    return build(offer, plan.give, plan.ask, actions)
