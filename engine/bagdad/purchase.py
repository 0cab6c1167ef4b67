"""The purchase phase: the slipper holder buys one thing at a time (a piece, a gem, a move),
paying with cards one at a time; once it has bought, it may pass the slipper to a player who
still holds cards. The phase, and the round, ends when nobody holds a card.

Only what the holder's cards can pay for is offered. A holder without cards passes at once;
a holder whose cards can buy nothing at all discards them. The payment starts laid out with the
cheapest cards that cover the price (`cards.cheapest_payment`); the holder may take cards back
and lay others, one at a time, then confirms. Once the cards laid down cover the price no more
are added (a single card may still pay more than the price: no change is given).
"""
from __future__ import annotations

from engine.core import Action, Event, event

from . import rounds
from .actions import (BUY_GEM, BUY_PIECE, CANCEL, CONFIRM, DISCARD, MOVE, PASS_SLIPPER, PAY, TO,
                      UNPAY, act)
from .board import DISTANCES
from .cards import CARDS, GEM_CARD, GEM_CARDS, cheapest_payment, district_of, face, payment_value
from .city import DESERT
from .gems import GEMS, PRICE as GEM_PRICE
from .moves import ability_targets, can_move, carry_out, reachable
from .pieces import BOX, PER_SEAT, PRICE, SLOTS, VIZIER, pieces_of


def legal(state) -> list[Action]:
    seat, buying = state.slipper, state.purchase
    if buying is None:
        return _choices(state, seat)
    if buying["stage"] == "to":
        return destinations(state, seat, buying["piece"]) + [CANCEL]
    return _payment(state, seat, buying)


def _choices(state, seat: int) -> list[Action]:
    passes = [PASS_SLIPPER[s] for s in state.clockwise(seat)[1:] if state.hands[s]]
    if not state.hands[seat]:
        return passes
    items = purchases(state, seat)
    if not items:
        return [DISCARD]
    return items + (passes if state.bought else [])


def money(state, seat: int) -> int:
    """The most dinars the seat's cards pay together (gem cards pay none)."""
    return payment_value(state.hands[seat], state.characters[seat])


def spare_piece(state, seat: int, piece_kind: str) -> int | None:
    """The seat's first piece of that kind that can still be bought: never placed nor killed."""
    first = seat * PER_SEAT
    return next((first + slot for slot in SLOTS[piece_kind] if state.at[first + slot] is BOX),
                None)


def purchases(state, seat: int) -> list[Action]:
    """Every purchase the seat's cards can pay for now."""
    hand, dinars = state.hands[seat], money(state, seat)
    actions = [BUY_PIECE[k] for k, price in PRICE.items()
               if dinars >= price and spare_piece(state, seat, k) is not None]
    actions += [BUY_GEM[g] for i, g in enumerate(GEMS)
                if state.supply[i] and (dinars >= GEM_PRICE[i] or GEM_CARD[g] in hand)]
    movers = [p for p in pieces_of(seat) if state.in_play(p)] + [VIZIER]
    taken = state.occupied()
    return actions + [MOVE[p] for p in movers if can_move(state, p, dinars, taken)]


def destinations(state, seat: int, piece: int) -> list[Action]:
    """The ends of a move the seat can pay for: plain moves by space, then abilities by space
    and victim."""
    dinars = money(state, seat)
    actions = [TO[s] for s in reachable(state, piece, dinars)]
    if piece != VIZIER:
        actions += [act("to", space=s, victim=v) for (s, v), cost
                    in sorted(ability_targets(state, piece).items()) if cost <= dinars]
    return actions


def covered(state, seat: int, buying: dict) -> bool:
    paid = buying["paid"]
    if buying["item"] == "gem" and paid == [GEM_CARD[buying["gem"]]]:
        return True
    return bool(paid) and payment_value(paid, state.characters[seat]) >= buying["price"]


def _payment(state, seat: int, buying: dict) -> list[Action]:
    paid, enough = buying["paid"], covered(state, seat, buying)
    actions = []
    if not enough:
        gem_card = GEM_CARD[buying["gem"]] if buying["item"] == "gem" else None
        actions = [PAY[c] for c in sorted(state.hands[seat]) if c not in paid
                   and (c not in GEM_CARDS or c == gem_card and not paid)]
    actions += [UNPAY[c] for c in sorted(paid)] + [CANCEL]
    return actions + ([CONFIRM] if enough else [])


def apply(state, action: Action) -> list[Event]:
    seat, buying, name = state.slipper, state.purchase, action.kind
    if name == "pass_slipper":
        state.slipper, state.bought = action.to, False
        state.turn += 1
        return [event("pass_slipper", seat=seat, to=action.to)]
    if name == "discard":
        return _spend(state, seat, list(state.hands[seat]), "discard") \
            + rounds.after_purchase(state)
    if name == "move":
        state.purchase = {"item": "move", "piece": action.piece, "stage": "to", "paid": []}
        return [event("choose_move", seat=seat, piece=action.piece)]
    if name == "buy_piece":
        state.purchase = _priced(state, seat, {"item": "piece", "kind": action.piece_kind,
                                               "piece": spare_piece(state, seat, action.piece_kind),
                                               "price": PRICE[action.piece_kind]})
    elif name == "buy_gem":
        state.purchase = _priced(state, seat, {"item": "gem", "gem": action.gem,
                                               "price": GEM_PRICE[GEMS.index(action.gem)]})
    elif name == "to":
        start = state.space_of(buying["piece"])
        state.purchase = _priced(state, seat, {
            "item": "move", "piece": buying["piece"], "space": action.space,
            "victim": action.get("victim"),
            "price": 0 if action.space == start else DISTANCES[start][action.space]})
    elif name == "pay":
        buying["paid"].append(action.card)
    elif name == "unpay":
        buying["paid"].remove(action.card)
    elif name == "cancel" and buying["item"] == "move" and buying["stage"] == "pay":
        state.purchase = {"item": "move", "piece": buying["piece"], "stage": "to", "paid": []}
        return [event("choose_move", seat=seat, piece=buying["piece"])]
    elif name == "cancel":
        state.purchase = None
        return [event("cancel_purchase", seat=seat)]
    else:   # confirm
        return _confirm(state, seat, buying)
    return [event("purchase", seat=seat, **public(state.purchase))]


def _priced(state, seat: int, buying: dict) -> dict:
    """The payment stage of a purchase, laid out with the cheapest cards that cover it."""
    purpose = buying.get("gem")
    paid = cheapest_payment(state.hands[seat], state.characters[seat], buying["price"], purpose)
    return {**buying, "stage": "pay", "paid": paid}


def public(buying: dict) -> dict:
    """A purchase in progress as everyone may see it: what is bought, the districts paid."""
    shown = {k: v for k, v in buying.items() if k != "paid"}
    shown["paid_districts"] = [district_of(c) for c in buying["paid"]]
    return shown


def _confirm(state, seat: int, buying: dict) -> list[Event]:
    events = _spend(state, seat, buying["paid"], "pay")
    state.purchase, state.bought = None, True
    item = buying["item"]
    if item == "piece":
        state.at[buying["piece"]] = DESERT
        events.append(event("buy_piece", seat=seat, piece=buying["piece"], kind=buying["kind"]))
    elif item == "gem":
        state.supply[GEMS.index(buying["gem"])] -= 1
        state.pouches[seat].append((buying["gem"], None))
        events.append(event("buy_gem", seat=seat, gem=buying["gem"]))
    else:
        events += carry_out(state, seat, buying["piece"], buying["space"], buying["victim"])
    return events + rounds.after_purchase(state)


def _spend(state, seat: int, cards: list[int], why: str) -> list[Event]:
    """The cards leave the hand face up onto their districts' discard piles: public now."""
    for card in cards:
        state.hands[seat].remove(card)
        state.discards[CARDS[card].district].append(card)
    state.turn += 1
    return [event(why, seat=seat, cards=[face(c) for c in cards])]
