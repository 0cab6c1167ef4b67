"""Normal's purchases: every complete purchase (a piece, a gem, or a move to an end with its
ability) is valued in dinars for this seat, less MU times what the engine's cheapest payment
takes from the hand, and the best one is bought; once none is worth anything, the slipper goes
on (the rules permitting).

Cards cannot be kept past the round, so spending is weighed at MU < 1 (what else they could
buy), not at their full worth. Income counts over the rounds left (`Reckoning.horizon`); a
rival's loss counts HARM of this seat's gain; the Vizier is worth the change in the seat's
share of the win (`Reckoning.win_share`) should the game end, against an even share.
"""
from __future__ import annotations

from functools import cached_property

from engine.bagdad import ability_targets, reachable
from engine.bagdad.board import CITY, DISTANCES, NEIGHBOURS, PALACE_SHOPS, SHOP_DISTRICT
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.gems import GEMS, PRICE as GEM_PRICE
from engine.bagdad.pieces import EARNS, PRICE, VIZIER, kind, owner

from .valuation import MEAN, Reckoning

MU = 0.6               # what a dinar spent now could buy otherwise this round
HARM = 0.5             # a rival's loss, against this seat's own gain
KIDNAP_ROUNDS = 1.5    # rounds of income a kidnapped piece loses, besides walking back
ASSASSIN_SHARE = 0.4   # an assassin bought: this share of the best kill it could make
ROB_RANGE = 12.0       # a rival thief this many dinars from robbing ours is no threat ...
ROB_RISK = 0.5         # ... one next to it robs before the end with this chance
STAKE = 120.0          # dinars that a whole win is worth, for moving the Vizier
NEAR = 0.3             # the Vizier off a Palace shop: this share of the stake at most ...
FAR = 20.0             # ... falling to nothing this many dinars away from one

SHOPS = tuple(CITY.in_district(d, "shop") for d in DISTRICTS)


class Purchases:
    """The value of every purchase a seat's view offers."""

    reckoning = Reckoning

    def __init__(self, view: dict) -> None:
        self.rk = self.reckoning(view)

    # --- what the whole purchase is worth, less its payment -------------------------------

    def choice(self, action) -> float:
        rk = self.rk
        if action.kind == "buy_gem":
            price = GEM_PRICE[GEMS.index(action.gem)]
            return rk.gem_worth(action.gem) - MU * rk.payment(price, action.gem)[1]
        if action.kind == "buy_piece":
            return self.piece(action.piece_kind) - MU * rk.payment(PRICE[action.piece_kind])[1]
        if action.kind == "move":
            return max((self.end(action.piece, space, victim) for space, victim in
                        self.ends(action.piece)), default=-1.0)
        return 0.0      # passing the slipper keeps the cards for later in the round

    def ends(self, piece: int) -> list[tuple[int, int | None]]:
        """Every end of a move of the piece the hand pays for: (space, victim or None)."""
        money, state = self.rk.money, self.rk.state
        ends = [(s, None) for s in reachable(state, piece, money)]
        if piece != VIZIER:
            ends += [end for end, cost in ability_targets(state, piece).items() if cost <= money]
        return ends

    def end(self, piece: int, space: int, victim: int | None) -> float:
        """A move of the piece to the space (striking the victim), less its payment."""
        rk = self.rk
        start = rk.state.space_of(piece)
        price = 0 if space == start else DISTANCES[start][space]
        paid = rk.payment(price)
        if paid is None:
            return -1.0
        if piece == VIZIER:
            gain = self.vizier(space) - self.vizier(start)
        else:
            k = kind(piece)
            gain = (rk.rate(space, k) - rk.rate(start, k)) * rk.horizon
            if k == "thief":
                gain += self.exposure(start) - self.exposure(space)
            if victim is not None:
                gain += self.strike(piece, victim)
        return gain - MU * paid[1]

    # --- pieces -----------------------------------------------------------------------------

    def piece(self, piece_kind: str) -> float:
        """A new piece in the Desert: what it will earn from the best district it can walk
        to, or for an assassin a share of the best kill in sight."""
        rk = self.rk
        if piece_kind not in EARNS:
            return ASSASSIN_SHARE * max((self.kill(v) for v in self.rivals_in_city(
                ("caravaneer", "merchant", "trader", "assassin"))), default=0.0)
        best = 0.0
        for d, shops in enumerate(SHOPS):
            free = [DISTANCES[DESERT][s] for s in shops if s not in rk.taken]
            if free:
                best = max(best, rk.unseen_worth[d] * (rk.horizon - 1) - MU * min(free))
        return best

    def rivals_in_city(self, kinds) -> list[int]:
        at = self.rk.state.at
        return [p for p, space in enumerate(at) if space is not None and space > DESERT
                and owner(p) != self.rk.seat and kind(p) in kinds]

    # --- abilities --------------------------------------------------------------------------

    def _earning(self, victim: int) -> float:
        """What the victim earns its owner a round where it stands, as this seat reckons it."""
        space = self.rk.state.at[victim]
        if owner(victim) == self.rk.seat:
            return self.rk.rate(space, kind(victim))
        district = SHOP_DISTRICT[space]
        return MEAN[district] if district is not None and kind(victim) in EARNS else 0.0

    def kill(self, victim: int) -> float:
        """An assassin's kill: the victim's income for good and its price."""
        return self._earning(victim) * self.rk.horizon + PRICE.get(kind(victim), 0)

    def strike(self, piece: int, victim: int) -> float:
        """An ability's worth: a rival's loss times HARM, one's own loss in full, the gem
        a robbery brings."""
        rk, striker = self.rk, kind(piece)
        weight = -1.0 if owner(victim) == rk.seat else HARM
        if striker == "thief":
            pouch = rk.view["pouches"][owner(victim)]
            gems = [e["gem"] for e in pouch]
            gain = sum(rk.gem_worth(g) if g else rk.unknown_gem for g in gems) / len(gems)
            loss = rk.pouch_score(owner(victim)) / len(gems)
            return gain + weight * loss
        if striker == "assassin":
            lost = PRICE["assassin"] if kind(victim) == "assassin" else 0.0
            return weight * self.kill(victim) - lost
        walk_back = DISTANCES[DESERT][rk.state.at[victim]]
        return weight * (self._earning(victim) * KIDNAP_ROUNDS + walk_back)

    @cached_property
    def _rival_thieves(self) -> list[int]:
        return self.rivals_in_city(("thief",))

    @cached_property
    def _gems_at_risk(self) -> float:
        rk = self.rk
        return sum(rk.gem_worth(g, owned=True) for g in rk.gems) / len(rk.gems) if rk.gems else 0.0

    def exposure(self, space: int) -> float:
        """What this seat's thief standing on the space may lose to a rival thief's robbery:
        the closer a rival thief is to a free space beside it, the likelier."""
        if not self._gems_at_risk or space <= DESERT:
            return 0.0
        at, taken = self.rk.state.at, self.rk.taken
        nearest = min((min((DISTANCES[at[r]][n] for n in NEIGHBOURS[space]
                            if n not in taken or n == at[r]), default=ROB_RANGE)
                       for r in self._rival_thieves), default=ROB_RANGE)
        return ROB_RISK * max(0.0, 1.0 - nearest / ROB_RANGE) * self._gems_at_risk

    # --- the Vizier -------------------------------------------------------------------------

    @cached_property
    def _stake(self) -> float:
        """Dinars this seat gains by the game ending now rather than going on (negative: it
        would rather it went on)."""
        return (self.rk.win_share - 1.0 / self.rk.players) * STAKE

    def vizier(self, space: int) -> float:
        """The Vizier on the space: the stake if it ends the game, a share of it if he is near."""
        if space in PALACE_SHOPS:
            return self._stake
        return self._stake * NEAR * max(0.0, 1.0 - self.rk.palace_distance(space) / FAR)

    # --- whom to pass the slipper to --------------------------------------------------------

    def pass_to(self, passes: list):
        """The holder whose cards buy least: the slipper helps it least."""
        return min(passes, key=lambda a: (self.rk.spending(a.to), a.to))


def choose(view: dict, actions: list, purchases: type[Purchases] = Purchases):
    """Normal's decision in the purchase phase (or, given another `purchases`, its values')."""
    buying = view["purchase"]
    if buying is not None and buying["stage"] == "pay":
        return next((a for a in actions if a.kind == "confirm"), actions[-1])
    p = purchases(view)
    if buying is not None:          # the end of a move
        piece = buying["piece"]
        ends = [a for a in actions if a.kind == "to"]
        return max(ends, key=lambda a: p.end(piece, a.space, a.get("victim")),
                   default=actions[-1])
    passes = [a for a in actions if a.kind == "pass_slipper"]
    items = [a for a in actions if a.kind != "pass_slipper"]
    if not items:
        return p.pass_to(passes)
    values = {a: p.choice(a) for a in items}
    best = max(items, key=values.__getitem__)
    if values[best] <= 0 and passes:
        return p.pass_to(passes)
    return best
