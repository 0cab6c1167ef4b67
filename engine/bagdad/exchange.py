"""The exchange phase, played in turns: from the slipper holder clockwise among those still
trading, each turn makes one offer to another player (or ends its trading with `done`).

An offer is built one step at a time: cards of one's own to give, and cards to ask for by
district (the partner must hold that many of the district: card backs are public). The partner
sees the districts of both sides and accepts or refuses; on accepting, where it holds more
cards of an asked district than asked it picks which to hand over, one at a time, and then the
cards change hands at once. A sent offer counts, a cancelled one does not; after its third sent
offer, or its sixth started one (a cap on rebuilding offers, so that play always moves on), a
player is done. Anyone may trade, cards or not, but an offer must move a card.
"""
from __future__ import annotations

from engine.core import Action, Event, event

from . import rounds
from .actions import ACCEPT, CANCEL, DONE, REFUSE, SEND, act
from .cards import CARDS, district_of, face
from .city import DISTRICTS

MAX_OFFERS = 3       # sent, per player and exchange phase
MAX_STARTED = 6      # started, sent or cancelled


def legal(state) -> list[Action]:
    offer = state.offer
    if offer is None:
        seat = state.current
        mine = bool(state.hands[seat])
        return [act("offer", partner=p) for p in state.clockwise(seat)[1:]
                if mine or state.hands[p]] + [DONE]
    if offer["stage"] == "answer":
        return [ACCEPT, REFUSE]
    if offer["stage"] == "hand_over":
        return [act("hand_over", card=c) for c in sorted(_choices(state))]
    give, ask = offer["give"], offer["ask"]
    counts = [0] * len(DISTRICTS)
    for card in state.hands[offer["to"]]:
        counts[CARDS[card].district] += 1
    actions = [act("give", card=c) for c in sorted(state.hands[offer["from"]]) if c not in give]
    actions += [act("ask", district=d) for d, n in zip(DISTRICTS, counts) if n > ask.count(d)]
    actions += [act("ungive", card=c) for c in sorted(give)]
    actions += [act("unask", district=d) for d in DISTRICTS if d in ask]
    return actions + ([SEND] if give or ask else []) + [CANCEL]


def apply(state, action: Action) -> list[Event]:
    offer, kind = state.offer, action.kind
    if kind == "done":
        state.trading[state.current] = False
        state.turn += 1
        return [event("done", seat=state.current)] + _next_trader(state, state.current)
    if kind == "offer":
        state.offer = {"from": state.current, "to": action.partner, "stage": "build",
                       "give": [], "ask": [], "handed": []}
        state.offers_started[state.current] += 1
        return [_public("offer", state.offer)]
    if kind == "give":
        offer["give"].append(action.card)
    elif kind == "ungive":
        offer["give"].remove(action.card)
    elif kind == "ask":
        offer["ask"].append(action.district)
    elif kind == "unask":
        offer["ask"].remove(action.district)
    elif kind == "cancel":
        if state.offers_started[offer["from"]] < MAX_STARTED:
            state.offer = None
            return [_public("cancel_offer", offer)]
        return [_public("cancel_offer", offer)] + _close(state)
    elif kind == "send":
        offer["stage"] = "answer"
        state.offers_sent[offer["from"]] += 1
        return [_public("send_offer", offer)]
    elif kind == "refuse":
        return [_public("refuse_offer", offer)] + _close(state)
    elif kind == "accept":
        return [_public("accept_offer", offer)] + _settle(state)
    else:   # hand_over
        offer["handed"].append(action.card)
        return [event("hand_over", seat=offer["to"], district=district_of(action.card))] \
            + _settle(state)
    return [_public("offer", offer)]


def _public(name: str, offer: dict) -> Event:
    """An offer as everyone may see it: who, to whom, and the districts on both sides."""
    return event(name, seat=offer["from"], partner=offer["to"],
                 give=[district_of(c) for c in offer["give"]], ask=list(offer["ask"]))


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
                    got=[district_of(c) for c in offer["handed"]])]
    for seat, other, cards in ((taker, giver, offer["give"]), (giver, taker, offer["handed"])):
        if cards:
            events.append(event("receive", visible_to=(seat,), seat=seat, from_seat=other,
                                cards=[face(c, state.characters[seat]) for c in cards]))
    return events + _close(state)


def _close(state) -> list[Event]:
    """The offer is over: the turn goes on to the next player still trading."""
    sender = state.offer["from"]
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
