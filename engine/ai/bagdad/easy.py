"""Easy: plausible and beatable. It places on random legal spaces; buys, at random, something
its cards pay for (a piece, a move, a gem of its wish or one that scores) and pays with the
cheapest payment the engine lays out; moves the Vizier only while its pouch looks the richest;
moves pieces to random places no worse for them (earners onto shops no poorer than where they
stand) and strikes only rivals; rarely makes an offer (one random card, named truly, for one
random card) and answers at random, leaning to offers fair by district; never counters.
"""
from __future__ import annotations

from engine.bagdad import ability_targets, determinize, payment_value, reachable
from engine.bagdad.actions import ACCEPT, CONFIRM, REFUSE
from engine.bagdad.board import NEIGHBOURS, SHOP_DISTRICT
from engine.bagdad.cards import CARDS
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS, SCORE, gem_value
from engine.bagdad.pieces import EARNS, VIZIER, kind, owner
from engine.core import Action, Rng

from .valuation import MEAN

TRADE = 0.1                # the chance of making an offer on a turn to trade
FAIR, UNFAIR = 0.6, 0.35   # the chance of accepting an offer fair by district, or not
AGAIN = 0.5                # after a purchase, the chance of buying more rather than passing
STRIKE = 0.5               # the chance of using an ability when the move allows one


def easy(view: dict, actions: list[Action], rng: Rng) -> Action:
    if view["phase"] == "exchange":
        return _exchange(view, actions, rng)
    if view["phase"] == "purchase":
        return _purchase(view, actions, rng)
    return rng.choice(actions)


def _exchange(view: dict, actions: list[Action], rng: Rng) -> Action:
    offer = view["offer"]
    if offer is None:
        partners = [a for a in actions if a.kind == "offer"]
        if partners and rng.random() < TRADE:
            return rng.choice(partners)
        return next(a for a in actions if a.kind == "done")
    if offer["stage"] == "answer":
        given = sum(MEAN[DISTRICTS.index(d)] for d in offer["give_districts"])
        asked = sum(MEAN[DISTRICTS.index(d)] for d in offer["ask"])
        return ACCEPT if rng.random() < (FAIR if given >= asked else UNFAIR) else REFUSE
    if offer["stage"] in ("hand_over", "pick"):
        return rng.choice(actions)
    for step, done in (("give", offer["give"]), ("ask", offer["ask"])):
        steps = [a for a in actions if a.kind == step]
        if steps and not done:
            return rng.choice(steps)
    for card, claim in zip(offer["give"], offer["claims"]):     # its claims are true
        if claim is None:
            return next(a for a in actions if a.kind == "claim" and a.card == card
                        and a.name == CARDS[card].name)
    return next((a for a in actions if a.kind == "send"), actions[-1])     # else cancel


def _purchase(view: dict, actions: list[Action], rng: Rng) -> Action:
    buying = view["purchase"]
    if buying is not None and buying["stage"] == "pay":
        return CONFIRM if CONFIRM in actions else actions[-1]
    if buying is not None:
        return _end(view, buying["piece"], [a for a in actions if a.kind == "to"], rng)
    passes = [a for a in actions if a.kind == "pass_slipper"]
    items = [a for a in actions if a.kind != "pass_slipper" and _sensible(view, a)]
    if passes and (not items or rng.random() >= AGAIN):
        return rng.choice(passes)
    return rng.choice(items or actions)


def _sensible(view: dict, action: Action) -> bool:
    """Anything but a gem that neither scores nor is wished for, a move of the Vizier (who
    ends the game) by a seat whose pouch is not among the richest it can see, or a move whose
    only ends strike the seat's own pieces."""
    if action.kind == "buy_gem":
        return SCORE[GEMS.index(action.gem)] > 0 or action.gem in view["wish"]
    if action.get("piece") == VIZIER:
        scores = [gem_value(e["gem"] for e in pouch if e["gem"]) for pouch in view["pouches"]]
        return len(view["pouches"][view["seat"]]) > 0 and scores[view["seat"]] == max(scores)
    if action.kind == "move":
        return _harmless(view, action.piece)
    return True


def _harmless(view: dict, piece: int) -> bool:
    """Whether some end of a move of the piece strikes none of the seat's own pieces. A free
    space beside it always will (a move is offered only to a hand worth a dinar or more)."""
    taken = {p["space"] for p in view["pieces"] if p["status"] == "city"} | {
        view["vizier"]["space"]}
    if any(s not in taken for s in NEIGHBOURS[view["pieces"][piece]["space"]]):
        return True
    hand = [c["card"] for c in view["hand"]]
    money = payment_value(hand, view["characters"][view["seat"]])
    state = determinize(view, view["seat"], Rng(0))      # its public facts only
    return bool(reachable(state, piece, money)) or any(
        cost <= money and owner(victim) != view["seat"]
        for (_, victim), cost in ability_targets(state, piece).items())


def _end(view: dict, piece: int, ends: list[Action], rng: Rng) -> Action:
    if piece == VIZIER:
        return rng.choice(ends)
    strikes = [a for a in ends if a.get("victim") is not None and owner(a.victim) != view["seat"]]
    if strikes and rng.random() < STRIKE:
        return rng.choice(strikes)
    plain = [a for a in ends if a.get("victim") is None]
    if kind(piece) in EARNS:
        start = view["pieces"][piece]["space"]
        here = SHOP_DISTRICT[start] if start is not None else None
        shops = [a for a in plain if SHOP_DISTRICT[a.space] is not None and a.space != start
                 and (here is None or SHOP_DISTRICT[a.space] >= here)]
        plain = shops or plain
    return rng.choice(plain or strikes or ends)
