"""The exchange phase, played in turns: from the slipper holder clockwise among those still
trading, each turn makes one offer, to another player or to everyone (or ends its trading with
`done`).

An offer is built one step at a time (offers.py holds its data): cards of one's own to give,
each of which may be claimed to be any goods of its district, true or not; cards to ask for by
district (the answerer must hold that many of the district: card backs are public), with a
wish for the goods hoped for from each. The answerer sees the districts, claims and wishes and
accepts, refuses (the engine gives its reason, as a code, from what everyone sees and its
own record of the maker's claims, reasons.py) or counters: it builds an offer of its own back, which the
maker answers the same way, up to two counters. An offer to everyone is answered by each in
turn; the maker picks among those who accept. On a deal, where the answerer holds more cards
of an asked district than asked it picks which to hand over, one at a time, then the cards
change hands at once and each learns the truth of the claims on the cards it received.

A sent offer counts, a cancelled one does not; after its third sent offer, or its sixth
started one (a cap on rebuilding offers, so that play always moves on), a player is done.
Anyone may trade, cards or not, but an offer must move a card.
"""
from __future__ import annotations

from itertools import compress
from operator import ge, gt

from engine.core import Action, Event, event

from . import offers, rounds
from .actions import (ACCEPT, ASK, CANCEL, CLAIM, COUNTER, DONE, GIVE, OFFER, OFFER_ALL, REFUSE,
                      SEND, UNASK, UNCLAIM, UNGIVE, UNWISH, WISH, act)
from .cards import CARDS, district_of, face, tally
from .city import DISTRICTS
from .offers import MAX_COUNTERS, public
from .reasons import refusal

MAX_OFFERS = 3       # sent, per player and exchange phase
MAX_STARTED = 6      # started, sent or cancelled
BUILDING = frozenset({"give", "ungive", "ask", "unask", "claim", "unclaim", "wish", "unwish"})


def partners(state, seat: int) -> list[int]:
    """Whom the seat may make an offer to: anyone, if it holds cards, else those who do."""
    mine = bool(state.hands[seat])
    return [p for p in state.clockwise(seat)[1:] if mine or state.hands[p]]


def covers(held: list[int], asked: list[int]) -> bool:
    """Whether a hand of these district counts (cards.tally) holds every card asked (counts
    alike)."""
    return all(map(ge, held, asked))


def legal(state) -> list[Action]:
    offer = state.offer
    if offer is None:
        others = partners(state, state.current)
        return [OFFER[p] for p in others] \
            + ([OFFER_ALL] if len(others) > 1 else []) + [DONE]
    if offer["stage"] == "answer":
        countering = offer["counters"] < MAX_COUNTERS and not offer["everyone"]
        return [ACCEPT, REFUSE] + ([COUNTER] if countering else [])
    if offer["stage"] == "pick":
        return [act("pick", partner=p) for p in offer["accepted"]]
    if offer["stage"] == "hand_over":
        return [act("hand_over", card=c) for c in sorted(_choices(state))]
    return _building(state, offer)


def _building(state, offer: dict) -> list[Action]:
    """Give, ask, ungive, unask, claim, unclaim, wish, unwish, then send and cancel, read from
    the tables of actions.py: a playout builds this list at most of its steps, so it is made
    by C loops (map, compress) and skips what an empty part of the offer cannot offer."""
    give, ask, claims, wishes = offer["give"], offer["ask"], offer["claims"], offer["wishes"]
    held = [tally(state.hands[seat]) for seat in offer["everyone"] or [offer["to"]]]
    asked = list(map(ask.count, DISTRICTS))
    mine = state.hands[offer["from"]]
    given = sorted(give)
    actions = list(map(GIVE.__getitem__, sorted(set(mine).difference(give) if give else mine)))
    actions += compress(ASK, map(gt, map(max, *held) if len(held) > 1 else held[0], asked))
    actions += map(UNGIVE.__getitem__, given)
    actions += compress(UNASK, asked)
    for card in given:
        actions += CLAIM[card][claims.get(card)]
    actions += map(UNCLAIM.__getitem__, sorted(claims))
    if ask:
        for district, wish in compress(zip(DISTRICTS, WISH), asked):
            actions += wish[wishes.get(district)]
    if wishes:
        actions += compress(UNWISH, map(wishes.__contains__, DISTRICTS))
    sendable = (give or ask) and (not offer["everyone"] or any(covers(h, asked) for h in held))
    actions += [SEND, CANCEL] if sendable else [CANCEL]
    return actions


def _able(state, offer: dict) -> list[int]:
    """The addressees of an offer to everyone who hold what it asks."""
    asked = list(map(offer["ask"].count, DISTRICTS))
    return [s for s in offer["everyone"] if covers(tally(state.hands[s]), asked)]


def apply(state, action: Action) -> list[Event]:
    offer, kind = state.offer, action.kind
    if kind == "done":
        state.trading[state.current] = False
        state.turn += 1
        return [event("done", seat=state.current)] + _next_trader(state, state.current)
    if kind in ("offer", "offer_all"):
        everyone = partners(state, state.current) if kind == "offer_all" else []
        to = everyone[0] if everyone else action.partner
        state.offer = offers.new(state.current, to, everyone)
        state.offers_started[state.current] += 1
        return [public("offer", state.offer)]
    if kind in BUILDING:
        offers.edit(offer, action)
        return [public("offer", offer)]
    if kind == "cancel":
        return _cancel(state, offer)
    if kind == "send":
        return _send(state, offer)
    if kind == "counter":
        return _counter(state, offer)
    if kind == "refuse":
        said = public("refuse_offer", offer, reason=refusal(state))
        return [said] + (_next_answer(state) if offer["everyone"] else _close(state))
    if kind == "accept":
        said = public("accept_offer", offer)
        if offer["everyone"]:
            offer["accepted"].append(offer["to"])
            return [said] + _next_answer(state)
        return [said] + _settle(state)
    if kind == "pick":
        offer["to"] = action.partner
        return [public("pick_offer", offer)] + _settle(state)
    offer["handed"].append(action.card)     # hand_over
    return [event("hand_over", seat=offer["to"], district=district_of(action.card))] \
        + _settle(state)


def _cancel(state, offer: dict) -> list[Event]:
    """Drop the offer being built; a counter being built gives way to the offer it answered."""
    if offer["previous"] is not None:
        state.offer = offer["previous"]
        return [public("cancel_counter", offer)]
    if state.offers_started[offer["from"]] < MAX_STARTED:
        state.offer = None
        return [public("cancel_offer", offer)]
    return [public("cancel_offer", offer)] + _close(state)


def _send(state, offer: dict) -> list[Event]:
    offer["stage"], offer["previous"] = "answer", None
    if offer["everyone"]:
        offer["everyone"] = _able(state, offer)
        offer["to"] = offer["everyone"][0]
    if not offer["counters"]:
        state.offers_sent[offer["from"]] += 1
    return [public("send_offer", offer)]


def _counter(state, offer: dict) -> list[Event]:
    """The answerer builds an offer back: to start with, it asks for the districts it was
    offered and wishes for what they were claimed to be."""
    wishes = {}
    for card in offer["give"]:
        if card in offer["claims"]:
            wishes.setdefault(district_of(card), offer["claims"][card])
    state.offer = offers.new(offer["to"], offer["from"], counters=offer["counters"] + 1,
                             previous=offers.copy(offer), wishes=wishes,
                             ask=[district_of(c) for c in offer["give"]])
    return [public("counter", state.offer)]


def _next_answer(state) -> list[Event]:
    """An offer to everyone goes on to its next addressee; after the last, its maker picks
    among those who accepted (at once if only one did)."""
    offer = state.offer
    following = offer["everyone"][offer["everyone"].index(offer["to"]) + 1:]
    if following:
        offer["to"] = following[0]
        return []
    if not offer["accepted"]:
        return [public("no_takers", offer)] + _close(state)
    if len(offer["accepted"]) == 1:
        offer["to"] = offer["accepted"][0]
        return _settle(state)
    offer["stage"] = "pick"
    return []


def _wanted(state) -> dict[str, tuple[int, list[int]]]:
    """Per asked district: how many cards are still to hand over, and the partner's cards of
    that district not handed over yet."""
    offer = state.offer
    handed = offer["handed"]
    wanted = {}
    for district in dict.fromkeys(offer["ask"]):
        need = offer["ask"].count(district) - sum(district_of(c) == district for c in handed)
        left = [c for c in state.hands[offer["to"]]
                if district_of(c) == district and c not in handed]
        wanted[district] = (need, left)
    return wanted


def _choices(state) -> list[int]:
    return [c for need, left in _wanted(state).values() if 0 < need < len(left) for c in left]


def _settle(state) -> list[Event]:
    """Hand over by itself whatever leaves no choice; trade once nothing is left to choose."""
    offer = state.offer
    for need, left in _wanted(state).values():
        if need == len(left):
            offer["handed"] += left
    if _choices(state):
        offer["stage"] = "hand_over"
        return []
    return _trade(state)


def _trade(state) -> list[Event]:
    offer = state.offer
    giver, taker = offer["from"], offer["to"]
    for card in offer["give"]:
        state.hands[giver].remove(card)
        state.hands[taker].append(card)
    for card in offer["handed"]:
        state.hands[taker].remove(card)
        state.hands[giver].append(card)
    events = [event("trade", seat=giver, partner=taker,
                    gave=[district_of(c) for c in offer["give"]],
                    got=[district_of(c) for c in offer["handed"]],
                    claims=offers.claimed(offer), wishes=dict(offer["wishes"]))]
    for seat, other, cards in ((taker, giver, offer["give"]), (giver, taker, offer["handed"])):
        if cards:
            checked = offers.learn(state, seat, other, cards, offer["claims"])
            events.append(event("receive", visible_to=(seat,), seat=seat, from_seat=other,
                                cards=[face(c, state.characters[seat]) for c in cards],
                                checked=checked))
            bluffs = [{"claimed": c["claimed"], "name": CARDS[c["card"]].name}
                      for c in checked if CARDS[c["card"]].name != c["claimed"]]
            if bluffs:      # the bluffer knows its own cards: it learns it was seen through
                events.append(event("found_out", visible_to=(other,), seat=other, by=seat,
                                    bluffs=bluffs))
    return events + _close(state)


def _close(state) -> list[Event]:
    """The offer is over: the turn goes on to the next player still trading."""
    sender = state.current
    state.offer = None
    state.turn += 1
    if state.offers_sent[sender] >= MAX_OFFERS or state.offers_started[sender] >= MAX_STARTED:
        state.trading[sender] = False
    return _next_trader(state, sender)


def _next_trader(state, seat: int) -> list[Event]:
    following = state.clockwise(seat)[1:] + [seat]
    for nxt in following:
        if state.trading[nxt]:
            state.current = nxt
            return []
    return rounds.start_purchase(state)
