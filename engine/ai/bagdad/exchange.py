"""Trading like people: offers that are good for both sides by this seat's own reckoning, said
out loud (claims and wishes), answered with a deal, a counter-offer or a refusal.

Characters are public and each values a district's goods its own way, so a seat can tell what
a card it names is worth to anyone. An offer gives one or two of the seat's poorest goods,
each claimed (truly, unless its temperament lies there: bluff.py), and asks for one card of a
district the partner holds, wishing for goods worth more to this seat than what it gives and
less to the partner than what it gets: a deal both gain from, if the partner holds them. The
plan goes to one partner, or to everyone when several might take it and none is lied to.

An answer believes claims as far as talk.py weighs them, and hands over what was wished for where the
seat holds it and still gains, else the card it parts with most readily that still makes the deal. A fair trader (every level
but hard) accepts only a deal the maker gains from too, by the maker's own words, so that
trades are not coin flips; where no card it holds makes the asked deal good for both, it
counters with one of its own cards, claimed, for what it was offered.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, product
from math import prod
from typing import NamedTuple

from engine.bagdad.actions import ACCEPT, COUNTER, REFUSE, SEND
from engine.bagdad.cards import CARDS, CHARACTERS, NAMES, card_value, name_value
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS, PRICE as GEM_PRICE

from .bluff import ALWAYS, lie, temperament
from .talk import doubted, holds_chance, named_worth, received_worth
from .valuation import MEAN, Reckoning

OFFER_MARGIN = 1.0     # dinars a deal must gain this seat to be offered
ACCEPT_MARGIN = 0.5    # ... or accepted
FAIR = 0.5             # ... and, for a fair trader, the other side, by its own words
CHEAPEST = 4           # the goods of the hand considered for giving away, poorest first
RIVALRY = 0.5          # a partner's gain from an offer, against this seat's own
GENIE_GIFT = 5.0       # a genie handed to a rival: what it may add to the rival's genies
EVERYONE = 2           # partners who might take a plan before it goes to everyone
LIKELY = 0.25          # the least chance that a partner holds the goods wished for: no long shots

# Per character, (district index, name) -> what a card so named is worth to it.
NAME_VALUE = {character: {(d, name): name_value(district, name, character)
                          for d, district in enumerate(DISTRICTS) for name in NAMES[district]}
              for character in CHARACTERS}


@dataclass(frozen=True)
class Style:
    """How a level trades: `envy` weighs the other side's gain against its own when it
    answers (and stops it caring whether that side gains at all); `bluff` says whether it
    lies: TEMPERED (as its seat's temperament says, bluff.py), "never", or ALWAYS (the
    shameless liar of tools/trades.py); `trusting` believes every claim that may be true
    (the truster of tools/trades.py, to show that trust is not free)."""
    envy: float = 0.0
    bluff: str = "tempered"
    trusting: bool = False


TEMPERED, NEVER = "tempered", "never"
FAIR_TRADER = Style()


class Plan(NamedTuple):
    score: float
    partner: int            # -1: everyone
    give: tuple
    ask: tuple
    claims: tuple           # (card, name) pairs
    wishes: tuple           # (district, name) pairs


def parting(rk: Reckoning, card: int) -> float:
    """What handing a card to another seat costs: its worth to this seat, and for a gem card
    or a genie at least what it may be worth to the taker (its gem, more genies)."""
    c = CARDS[card]
    if c.kind == "gem" and rk.supply[GEMS.index(c.name)]:
        return max(rk.worth(card), GEM_PRICE[GEMS.index(c.name)])
    return max(rk.worth(card), GENIE_GIFT) if c.kind == "genie" else rk.worth(card)


def _claimed_value(district: str, claim: str | None, character: str) -> float:
    """What a card is worth to a character by its maker's words (the district's average
    where it said nothing)."""
    return MEAN[DISTRICTS.index(district)] if claim is None \
        else name_value(district, claim, character)


# --- answering --------------------------------------------------------------------------------

def handing(rk: Reckoning, offer: dict, style: Style) -> tuple[float, list[int]] | None:
    """The cards this seat would hand over for the offer, and what the deal gains it, if it
    takes the deal at all: the goods wished for where it holds them and the deal still gains
    it and stays fair (as a player honours a wish it can afford, so a swallowed bluff costs
    what the liar wanted most), else the card it parts with most readily that does."""
    maker, character = offer["from"], rk.view["characters"][offer["from"]]
    if not style.trusting and doubted(rk, offer):
        return None
    got = sum(received_worth(rk, d, claim, maker, style.trusting, not offer["everyone"])
              for d, claim in zip(offer["give_districts"], offer["claims"]))
    told = sum(_claimed_value(d, claim, character)
               for d, claim in zip(offer["give_districts"], offer["claims"]))
    for cards in _choices(rk, offer):
        mine = got - sum(parting(rk, c) for c in cards)
        theirs = sum(card_value(c, character) for c in cards) - told
        value = mine - style.envy * theirs
        fair = style.envy > 0 or theirs >= FAIR
        if value > ACCEPT_MARGIN and fair:
            return value, cards
    return None


def _choices(rk: Reckoning, offer: dict):
    """Every way to hand over what the offer asks: per asked district, any of the held cards
    (the wished one first, then the poorest to part with), so that a seat without the wished
    goods may still find a card that makes the deal good for both."""
    per = []
    for district, n in Counter(offer["ask"]).items():
        held = sorted((c for c in rk.hand if CARDS[c].district == DISTRICTS.index(district)),
                      key=lambda c: (CARDS[c].name != offer["wishes"].get(district),
                                     parting(rk, c), c))
        per.append(list(combinations(held, n)))
    for picked in product(*per):
        yield [c for cards in picked for c in cards]


def counter_plan(rk: Reckoning, offer: dict, style: Style) -> Plan | None:
    """A counter-offer to an offer this seat will not take as it stands: one or two of its
    own goods, claimed (truly where the truth makes the deal), for the cards it was offered,
    wished for as claimed."""
    maker = offer["from"]
    character = rk.view["characters"][maker]
    got = sum(received_worth(rk, d, claim, maker, style.trusting)
              for d, claim in zip(offer["give_districts"], offer["claims"]))
    told = sum(_claimed_value(d, claim, character)
               for d, claim in zip(offer["give_districts"], offer["claims"]))
    wishes = tuple(dict(reversed([(d, c) for d, c in zip(offer["give_districts"],
                                                          offer["claims"]) if c])).items())
    best = None
    value = NAME_VALUE[character]
    for give in _gives(rk):
        mine = got - rk.cost(give)
        truly = sum(value[CARDS[c].district, CARDS[c].name] for c in give) - told
        for claims in _versions(rk, give, maker, style):
            theirs = sum(value[CARDS[c].district, n] for c, n in claims) - told
            if mine > OFFER_MARGIN and theirs > FAIR:
                plan = Plan(mine - RIVALRY * truly, maker, give,
                            tuple(offer["give_districts"]), claims, wishes)
                best = plan if best is None or plan > best else best
                break
    return best


# --- offering ---------------------------------------------------------------------------------

def _gives(rk: Reckoning) -> list[tuple]:
    goods = [c for c in rk.hand if CARDS[c].kind == "goods"]
    poor = sorted(goods, key=lambda c: (rk.worth(c) - MEAN[CARDS[c].district], c))[:CHEAPEST]
    return [(c,) for c in poor] + list(combinations(poor, 2))


def _claims(rk: Reckoning, give, partner: int, style: Style, honest: bool) -> tuple:
    """Each card given, named: its own name, or where this seat lies to the partner the name
    bluff.py chooses."""
    mood = None if honest or style.bluff == NEVER \
        else ALWAYS if style.bluff == ALWAYS else temperament(rk.view, rk.seat)
    return tuple((c, (mood and lie(rk, c, partner, mood)) or CARDS[c].name) for c in give)


def _versions(rk: Reckoning, give, partner: int, style: Style) -> list[tuple]:
    """The ways to name a give to the partner, the truth first: the truth and, where this
    seat would lie, the lie; the shameless liar's lie alone."""
    honest = _claims(rk, give, partner, style, honest=True)
    lied = _claims(rk, give, partner, style, honest=False)
    return [lied] if style.bluff == ALWAYS else [honest] + ([lied] if lied != honest else [])


def lying(plan: Plan) -> bool:
    return any(CARDS[c].name != name for c, name in plan.claims)


def plans(rk: Reckoning, style: Style) -> list[Plan]:
    """Every offer worth making, best first: to each partner, for each give and each goods
    hoped for that the partner is LIKELY to hold (a long shot is mostly refused, and a table
    of refusals tells nobody anything); one that several partners might take also as an
    offer to everyone. A give is
    said truly where the truth makes the deal, and a lie is told only where it does not: a
    refused bluff then costs nothing the truth would have won (the shameless liar lies
    anyway)."""
    found: dict[tuple, list[tuple[float, Plan]]] = {}
    counts = rk.view["hand_counts"]
    gives = [(give, rk.cost(give)) for give in _gives(rk)]
    worth = {(d, n): named_worth(rk, d, n) for d in DISTRICTS for n in NAMES[d][:6]}
    partners = [p for p in range(rk.players)
                if p != rk.seat and (rk.hand or any(counts[p].values()))]
    for partner in partners:
        value = NAME_VALUE[rk.view["characters"][partner]]
        said = [[(claims, sum(value[CARDS[c].district, n] for c, n in claims))
                 for claims in _versions(rk, give, partner, style)] for give, _ in gives]
        truly = [sum(value[CARDS[c].district, CARDS[c].name] for c in give) for give, _ in gives]
        for district in DISTRICTS:
            held = counts[partner][district]
            for name in NAMES[district][:6] if held else ():
                chance = holds_chance(rk, district, name, held)
                if chance < LIKELY:
                    continue
                mine, theirs = worth[district, name], value[DISTRICTS.index(district), name]
                for (give, cost), versions, true in zip(gives, said, truly):
                    claims = next((c for c, t in versions if t - theirs > FAIR), None)
                    if claims is not None and mine - cost > OFFER_MARGIN:
                        plan = Plan(chance * (mine - cost - RIVALRY * (true - theirs)), partner,
                                    give, (district,), claims, ((district, name),))
                        found.setdefault((give, district, name), []).append((chance, plan))
    ranked = []
    for options in found.values():
        ranked += [plan for _, plan in options]
        if len(options) >= EVERYONE and not any(lying(p) for _, p in options):
            missed = prod(1.0 - chance for chance, _ in options)
            value = sum(plan.score / chance for chance, plan in options) / len(options)
            ranked.append(options[0][1]._replace(partner=-1, score=(1.0 - missed) * value))
    ranked.sort(reverse=True)
    seen, distinct = set(), []
    for plan in ranked:       # one plan per partner and give: a refusal moves on
        key = (plan.partner, plan.give)
        if key not in seen and plan.score > 0:
            seen.add(key)
            distinct.append(plan)
    return distinct


# --- building ---------------------------------------------------------------------------------

def build(offer: dict, plan: Plan, actions: list):
    """The next step from the offer in progress towards the plan, then send (else cancel)."""
    want, have = Counter(plan.ask), Counter(offer["ask"])
    give = offer["give"]
    claims = dict(zip(give, offer["claims"]))
    steps = [("give", {"card": c}) for c in plan.give if c not in give]
    steps += [("ungive", {"card": c}) for c in give if c not in plan.give]
    steps += [("ask", {"district": d}) for d in (want - have).elements()]
    steps += [("unask", {"district": d}) for d in (have - want).elements()]
    steps += [("claim", {"card": c, "name": n}) for c, n in plan.claims if claims.get(c) != n]
    wishes = dict(plan.wishes)
    steps += [("wish", {"district": d, "name": n}) for d, n in plan.wishes
              if offer["wishes"].get(d) != n]
    steps += [("unwish", {"district": d}) for d in offer["wishes"] if d not in wishes]
    for name, params in steps:
        step = next((a for a in actions if a.kind == name
                     and all(a.get(k) == v for k, v in params.items())), None)
        if step is not None:
            return step
    return SEND if SEND in actions else next(a for a in actions if a.kind == "cancel")


def choose(view: dict, actions: list, style: Style = FAIR_TRADER):
    """A decision of the exchange phase, for any level that trades by plans."""
    rk, offer = Reckoning(view), view["offer"]
    if offer is None:
        ranked = plans(rk, style)
        k = view["offers_started"][rk.seat]     # a refused plan is not made again
        if k < len(ranked):
            plan = ranked[k]
            kind = "offer_all" if plan.partner < 0 else "offer"
            return next(a for a in actions if a.kind == kind
                        and (plan.partner < 0 or a.partner == plan.partner))
        return next(a for a in actions if a.kind == "done")
    if offer["stage"] == "answer":
        if handing(rk, offer, style) is not None:
            return ACCEPT
        if COUNTER in actions and counter_plan(rk, offer, style) is not None:
            return COUNTER
        return REFUSE
    if offer["stage"] == "hand_over":
        dealt = handing(rk, {**offer, "ask": offer["ask"]}, style)
        wanted = [] if dealt is None else [c for c in dealt[1] if c not in offer["handed"]]
        return next((a for a in actions if a.card in wanted),
                    min(actions, key=lambda a: (parting(rk, a.card), a.card)))
    if offer["stage"] == "pick":      # by what each is likely to hand over, from its character
        return max(actions, key=lambda a: (      # and holdings, never from who plays it
            received_worth(rk, offer["ask"][0], None, a.partner) if offer["ask"] else 0.0,
            -a.partner))
    if offer["previous"] is not None:           # building a counter
        plan = counter_plan(rk, offer["previous"], style)
    else:
        ranked = plans(rk, style)
        k = view["offers_started"][rk.seat] - 1
        plan = ranked[k] if k < len(ranked) else None
    if plan is None:
        return next(a for a in actions if a.kind == "cancel")
    return build(offer, plan, actions)
