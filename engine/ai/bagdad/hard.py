"""Hard: normal's reckoning, but playing for the win rather than for dinars.

Normal weighs the end of the game by its share of the win, so with rivals likely to hold their
wishes too it hardly cares to bring the Vizier to the Palace; hard weighs it by the chance of
being among the winners at all, a shared win being a win. A robbery is worth, besides the
gem, how much less likely it leaves the victim to hold its wish: that is what ends games. And
a trade that gains both sides helps the partner in the race too, so an offer is accepted only
when it gains this seat clearly more than the rival who makes it. It bluffs as its seat's
temperament says, as normal does (bluff.py).
"""
from __future__ import annotations

from functools import cached_property
from math import prod

from engine.bagdad.gems import gem_value
from engine.bagdad.pieces import kind, owner
from engine.core import Action, Rng

from . import exchange, purchase
from .normal import normal
from .valuation import Reckoning

DENIAL = 60.0      # dinars that a rival's sure wish, taken away, is worth
ENVY = 0.5         # the offering rival's gain from a trade, against this seat's own
TRADER = exchange.Style(envy=ENVY)


class Odds(Reckoning):
    @cached_property
    def win_share(self) -> float:
        """The chance of being among the winners if the game ended this round as things stand."""
        if not self.need:
            return 1.0
        if gem_value(self.gems) < max(self.rival_scores):
            return 0.0
        return prod(1.0 - p for p in self.wished)


class HardPurchases(purchase.Purchases):
    reckoning = Odds

    def strike(self, piece: int, victim: int) -> float:
        """Normal's worth of the ability, and for a robbery of a rival the chance of its wish
        that the gem taken at random takes with it."""
        value = super().strike(piece, victim)
        rk, rival = self.rk, owner(victim)
        if kind(piece) != "thief" or rival == rk.seat:
            return value
        known, held = rk.known_gems(rival), len(rk.view["pouches"][rival])
        before = rk.wish_chance(known)
        after = sum(rk.wish_chance(known[:i] + known[i + 1:]) for i in range(len(known)))
        after = (after + (held - len(known)) * before) / held
        return value + DENIAL * (before - after)


def hard(view: dict, actions: list[Action], rng: Rng) -> Action:
    if view["phase"] == "exchange":
        return exchange.choose(view, actions, TRADER)
    if view["phase"] == "purchase":
        return purchase.choose(view, actions, HardPurchases)
    return normal(view, actions, rng)
