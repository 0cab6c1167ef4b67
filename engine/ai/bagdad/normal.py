"""Normal: a greedy one-ply evaluation in dinars for its own seat (valuation.py): the purchase
worth most (purchase.py), the trades that gain on average (exchange.py), and at set-up the
Bazaar spaces nearest the gates to the Harbour, caravaneers first (shops are what runs out)."""
from __future__ import annotations

from engine.bagdad.board import CITY, DISTANCES
from engine.bagdad.pieces import kind
from engine.core import Action, Rng

from . import exchange, purchase

HARBOUR_SHOPS = CITY.in_district("harbour", "shop")


def normal(view: dict, actions: list[Action], rng: Rng) -> Action:
    if view["phase"] == "exchange":
        return exchange.choose(view, actions)
    if view["phase"] == "purchase":
        return purchase.choose(view, actions)
    return min(actions, key=_placing)


def _placing(action: Action) -> tuple:
    to_harbour = min(DISTANCES[action.space][s] for s in HARBOUR_SHOPS)
    return (kind(action.piece) == "thief", to_harbour, action.space)
