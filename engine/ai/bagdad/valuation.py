"""What one seat can reckon from its view, in dinars for itself: its cards, the unseen cards of
each district, gems, income, the rounds left, and its share of the win if the game ended now.

Everything is read from `view(seat)`. The engine's helpers (reachable, ability_targets) want a
state, so the view is turned into one by `determinize` with a fixed seed; only its public facts
(pieces, the Vizier, pouch sizes) are ever read from it, never the cards or wishes it made up.
"""
from __future__ import annotations

from collections import Counter
from functools import cache, cached_property
from math import comb, prod

from engine.bagdad import cheapest_payment, determinize, payment_value
from engine.bagdad.board import DISTANCES, PALACE_SHOPS, SHOP_DISTRICT
from engine.bagdad.cards import BY_DISTRICT, CARDS, GENIE_VALUE, GENIES, VALUES, card_value
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.gems import GEMS, PRICE, SCORE, SUPPLY, WISHES, fulfils, gem_value
from engine.bagdad.pieces import EARNS, VIZIER
from engine.core import Rng

# Every character's goods in a district add up alike: what a card of it is worth to anyone
# who has not seen its face.
MEAN = tuple(sum(VALUES[d]) / len(VALUES[d]) for d in DISTRICTS)
WISH_BONUS = 25.0      # a gem of one's wish is worth its price and this much more ...
COMPLETE_BONUS = 40.0  # ... and this much more again when it completes the wish
SCORE_SHARE = 0.8      # a gem outside the wish: a share of what it scores at the end
HORIZON_BASE = 2.0     # rounds left: this many, plus one for every HORIZON_STEP dinars the
HORIZON_STEP = 4.0     # Vizier still has to walk to a Palace shop
BLOCKED = 99           # his walk when pieces fill every Palace shop


def poorest(worths: list[float], n: int) -> float:
    """The expected worth of the first, in the given order, of n of these things drawn at
    random: the i-th comes first among them with chance C(N-1-i, n-1) / C(N, n)."""
    n = min(n, len(worths))
    if n <= 0:
        return 0.0
    return sum(w * comb(len(worths) - 1 - i, n - 1) for i, w in enumerate(worths)) \
        / comb(len(worths), n)


@cache
def perceived(district: int, giver: str, taker: str, held: int) -> float:
    """What a card of the district given by a seat holding `held` of them is worth, on
    average, to a taker who supposes the giver parts with its poorest goods card."""
    goods = sorted((c for c in BY_DISTRICT[district] if CARDS[c].kind == "goods"),
                   key=lambda c: card_value(c, giver))
    return poorest([card_value(c, taker) for c in goods], held)


class Reckoning:
    """One seat's sums over its view, each worked out on first use, once per decision."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.seat = view["seat"]
        self.players = view["players"]
        self.character = view["characters"][self.seat]
        self.hand = [c["card"] for c in view["hand"]]
        self.supply = [view["supply"][g] for g in GEMS]
        self.gems = [e["gem"] for e in view["pouches"][self.seat]]   # one's own: all known
        self.need = Counter(view["wish"]) - Counter(self.gems)
        self.state = determinize(view, self.seat, Rng(0))
        self._payments: dict = {}
        self._parted: dict = {}
        self.lies: dict = {}        # bluff.py's choices, once a decision

    # --- cards ----------------------------------------------------------------------------

    def gem_worth(self, gem: str, owned: bool = False) -> float:
        """A gem for one's pouch (or, `owned`, one in it, as it would be missed): its price
        and more while the wish lacks it, else a share of its score."""
        i = GEMS.index(gem)
        need = Counter(self.view["wish"]) - (Counter(self.gems) - Counter([gem])) if owned \
            else self.need
        if need[gem] <= 0:
            return SCORE[i] * SCORE_SHARE
        last = sum(need.values()) == 1
        return PRICE[i] + WISH_BONUS + (COMPLETE_BONUS if last else 0.0)

    def _face(self, card: int) -> float:
        """A card other than a genie: goods at face value, a gem card by what it saves on its
        gem (its price, at most what the gem is worth to this seat)."""
        c = CARDS[card]
        if c.kind == "gem":
            i = GEMS.index(c.name)
            return min(self.gem_worth(c.name), PRICE[i]) if self.supply[i] else 0.0
        return card_value(card, self.character)

    def hand_worth(self, cards) -> float:
        """What cards are worth together: genies count by how many go together."""
        genies = sum(c in GENIES for c in cards)
        return sum(self._face(c) for c in cards if c not in GENIES) + GENIE_VALUE[genies]

    def cost(self, cards) -> float:
        """What giving up these cards of the hand (spent or traded) takes from it."""
        rest = [c for c in self.hand if c not in cards]
        return self.hand_worth(self.hand) - self.hand_worth(rest)

    def worth(self, card: int) -> float:
        """What one card of the hand adds to it."""
        return self.cost([card])

    @cached_property
    def money(self) -> int:
        return payment_value(self.hand, self.character)

    def payment(self, price: int, gem: str | None = None) -> tuple[list, float] | None:
        """The engine's cheapest payment of a price, and what it costs the hand; or None."""
        key = (price, gem)
        if key not in self._payments:
            paid = cheapest_payment(self.hand, self.character, price, gem)
            self._payments[key] = None if paid is None else (paid, self.cost(paid))
        return self._payments[key]

    @cached_property
    def unseen(self) -> tuple[tuple[int, ...], ...]:
        """Per district, the cards this seat has not seen: in the deck or in other hands."""
        seen = set(self.hand)
        for pile in self.view["discards"].values():
            seen.update(c["card"] for c in pile)
        return tuple(tuple(c for c in cards if c not in seen)
                     or tuple(c for c in cards if c not in self.hand) for cards in BY_DISTRICT)

    def _unseen_face(self, card: int) -> float:
        """What an unseen card would add to the hand (a genie by the genies held)."""
        if card in GENIES:
            held = sum(c in GENIES for c in self.hand)
            return GENIE_VALUE[min(held + 1, 3)] - GENIE_VALUE[held]
        return self._face(card)

    @cached_property
    def unseen_worth(self) -> tuple[float, ...]:
        """Per district, the average worth to this seat of a card of it that it has not seen:
        what it may draw."""
        return tuple(sum(map(self._unseen_face, pool)) / len(pool) if pool else 0.0
                     for pool in self.unseen)

    def parted_worth(self, district: int, holder: str, held: int) -> float:
        """The expected worth to this seat of the card that a seat holding `held` unseen cards
        of the district parts with, if it parts with the one worth least to its character (the
        poorest of `held` cards drawn from the unseen ones; gem cards it keeps last)."""
        key = (district, holder, held)
        if key not in self._parted:
            pool = sorted(self.unseen[district], key=lambda c: (
                CARDS[c].kind == "gem", card_value(c, holder)))
            self._parted[key] = poorest(list(map(self._unseen_face, pool)), held)
        return self._parted[key]

    # --- the city ---------------------------------------------------------------------------

    def rate(self, space: int | None, piece_kind: str) -> float:
        """Dinars a round that a piece of this kind earns this seat standing on the space."""
        if piece_kind not in EARNS or space is None or space <= DESERT:
            return 0.0
        district = SHOP_DISTRICT[space]
        return 0.0 if district is None else self.unseen_worth[district]

    @cached_property
    def taken(self) -> dict[int, int]:
        return self.state.occupied()

    def palace_distance(self, space: int) -> int:
        """Dinars for the Vizier from the space to a free Palace shop (0: he is on one;
        BLOCKED when pieces fill them all)."""
        if space in PALACE_SHOPS:
            return 0
        dist = DISTANCES[space]
        return min((dist[s] for s in PALACE_SHOPS if self.taken.get(s, VIZIER) == VIZIER),
                   default=BLOCKED)

    @cached_property
    def horizon(self) -> float:
        """Rounds of income still to come, roughly: fewer as the Vizier nears the Palace."""
        left = self.view["round_limit"] - self.view["round"]
        near = HORIZON_BASE + self.palace_distance(self.state.vizier) / HORIZON_STEP
        return max(1.0, min(left, near))

    # --- gems and the end ---------------------------------------------------------------------

    def known_gems(self, seat: int) -> list[str]:
        return [e["gem"] for e in self.view["pouches"][seat] if e["gem"] is not None]

    @cached_property
    def unknown_gem(self) -> float:
        """The expected score of a gem whose kind this seat does not know (a robbed one)."""
        left = Counter(dict(zip(GEMS, SUPPLY)))
        left.subtract(self.view["supply"])
        for seat in range(self.players):
            left.subtract(self.known_gems(seat))
        kinds = list(left.elements())
        return gem_value(kinds) / len(kinds) if kinds else 0.0

    def pouch_score(self, seat: int) -> float:
        unknown = len(self.view["pouches"][seat]) - len(self.known_gems(seat))
        return gem_value(self.known_gems(seat)) + self.unknown_gem * unknown

    def spending(self, seat: int) -> float:
        """What a seat's cards are worth to it on average, by their districts."""
        counts = self.view["hand_counts"][seat]
        return sum(MEAN[d] * counts[name] for d, name in enumerate(DISTRICTS))

    @cached_property
    def others(self) -> list[int]:
        return [s for s in range(self.players) if s != self.seat]

    @cached_property
    def possible(self) -> list[int]:
        """The wishes another seat may hold: any but this seat's own."""
        mine = WISHES.index(tuple(self.view["wish"]))
        return [w for w in range(len(WISHES)) if w != mine]

    def wish_chance(self, gems: list[str]) -> float:
        """The chance that another seat holding these gems holds its wish."""
        return sum(fulfils(gems, w) for w in self.possible) / len(self.possible)

    @cached_property
    def wished(self) -> list[float]:
        """For each other seat, the chance that its known gems are its wish."""
        return [self.wish_chance(self.known_gems(s)) for s in self.others]

    @cached_property
    def rival_scores(self) -> list[float]:
        """Each other seat's gem value by the end of the round, should no wish be held: it may
        still buy the best gem its cards pay for."""
        return [self.pouch_score(s) + self._best_buy(s) for s in self.others]

    @cached_property
    def win_share(self) -> float:
        """This seat's expected share of the win (a tie of k shares 1/k) if the game ended at
        the end of this round as things stand."""
        if not self.need:
            return 1.0 / (1.0 + sum(self.wished))
        score = gem_value(self.gems)
        if score < max(self.rival_scores):
            return 0.0
        return prod(1.0 - p for p in self.wished) / (
            1 + sum(r == score for r in self.rival_scores))

    def _best_buy(self, seat: int) -> float:
        money = self.spending(seat)
        return max((SCORE[i] for i in range(len(GEMS)) if self.supply[i] and PRICE[i] <= money),
                   default=0.0)
