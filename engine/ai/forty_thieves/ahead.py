"""hard for the Forty Thieves: expectimax over the next reveals, every seat played as normal.

normal takes the reveal with the best expected gold now, blind to what it does to the players
after it; that is much of the game: a safe high card pushes the sum towards 12 for the next
players, a card of one's own is a trap (or a gift) for whoever reveals it, and who busts pays.
So hard plays each candidate forward a few reveals: at each, the seat to move takes the reveal
its own reckoning rates best (this seat's cards only guessed at, as `_public_chances` guesses
them), and the card turned up is drawn from what this seat knows (its own cards for certain).
Cards that change the round alike (same value and symbol, or any that ends it) are one branch,
so the search is exact over its beliefs: sampled deals (tried first) were too noisy to beat
normal. The winner is the richest, so a leaf scores standing, not gold: with two players the
gold won less the rival's; with more, a share of the win by gold (a softmax: what the leader
gains hurts most, a gain far behind counts little); in the last round, who is richest. It
searches one reveal deeper while the positions fit BUDGET (counted, so the view alone decides).
"""
from __future__ import annotations

import math
from typing import NamedTuple

from engine.ai.cancel import check
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, CARDS, MOON, PLACES, SUN, value_of
from engine.forty_thieves.state import TARGET

TAU = 20.0            # with 3 or more seats: how far apart in gold a lead starts to tell
WIN = 60.0            # what being richest when the game ends is worth, in gold
BUDGET = 1500         # positions a decision may look at, about (sets the depth)
CAP = 4500            # positions a pass may look at before it is given up
MAX_DEPTH = 3         # deeper searches (stale beliefs) measured no stronger at 2 seats
DECK = "deck"


class Node(NamedTuple):
    """What the next reveals change: whose turn, the sum, the last value, the stacks, the
    symbols shown, the bonus, the places turned up, the deck left, the gold, the last round."""

    mover: int
    total: int
    last: int | None
    stacks: tuple
    symbols: frozenset
    bonus_paid: bool
    up: frozenset
    deck: int
    gold: tuple
    final: bool


def root(view: dict) -> Node:
    reveals = view["reveals"]
    return Node(view["seat"], view["sum"], reveals[-1]["value"] if reveals else None,
                tuple(view["stacks"]), frozenset(CARDS[r["card"]].symbol for r in reveals),
                view["bonus_paid"],
                frozenset((r["owner"], PLACES.index(r["place"])) for r in reveals
                          if r["owner"] is not None),
                view["deck_size"], tuple(view["gold"]), view["final_round"])


class Search:
    """`guess[key]`: a place's cards as the other seats reckon them; `truth[key]`: as this seat
    knows them; `deck`: the expected count of each card in the deck."""

    def __init__(self, view: dict, guess: dict, truth: dict, deck: dict, lead: float) -> None:
        self.me, self.n, self.bank = view["seat"], view["players"], view["bank"]
        self.guess = {key: list(dist.items()) for key, dist in guess.items()}
        self.truth, self.deck = truth, deck
        self.start = tuple(view["gold"])
        rivals = [s for s in range(self.n) if s != self.me]
        top = max(self.start[s] for s in rivals)
        leaders = [s for s in rivals if self.start[s] == top]
        self.weights = {s: (1 - lead) / len(rivals) + (lead / len(leaders) if s in leaders
                                                      else 0.0) for s in rivals}
        self.memo: dict = {}
        self.gained: dict = {}
        self.pairs: dict = {}
        self.left, self.depth = CAP, 0
        self.pair = self.n == 2

    # --- the rules, on a Node -------------------------------------------------------------

    def gains(self, node: Node) -> dict[str, int]:
        """The gold the mover wins (negative: pays) for each card it may turn up."""
        loss = -min(g.PENALTY, node.gold[node.mover])
        index = g.lowest_stack(list(node.stacks))
        reward = 0 if index is None else node.stacks[index]
        bonus = 0 if node.bonus_paid else min(g.BONUS, self.bank)
        key = (loss, reward, bonus, node.total, node.last, node.symbols)
        if key in self.gained:
            return self.gained[key]
        out = self.gained[key] = {}
        for name, card in CARDS.items():
            value = value_of(name, node.last)
            if value is None or node.total + value >= TARGET:
                out[name] = loss
            else:
                out[name] = reward + (bonus if {SUN, MOON} <= node.symbols | {card.symbol}
                                      else 0)
        return out

    def after(self, node: Node, card: str, key, gain: int) -> Node | None:
        """The node once the mover turned up `card` from `key` and won `gain`; None when the
        round ended (the caller scores that)."""
        value = value_of(card, node.last)
        gold = list(node.gold)
        gold[node.mover] += gain
        if value is None or node.total + value >= TARGET:
            return None
        stacks = list(node.stacks)
        index = g.lowest_stack(stacks)
        if index is not None:
            stacks[index] = 0
        symbols = node.symbols | {CARDS[card].symbol}
        drawn = 0 if key != DECK else (2 if self.pair and node.deck >= 2 else 1)
        return Node((node.mover + 1) % self.n, node.total + value, value, tuple(stacks),
                    symbols, node.bonus_paid or {SUN, MOON} <= symbols,
                    node.up | {key} if key != DECK else node.up, node.deck - drawn,
                    tuple(gold), node.final or gold[node.mover] >= g.GOAL)

    def ended(self, node: Node, gain: int) -> float:
        """The score once the mover busted (paying -gain): the round is over."""
        gold = list(node.gold)
        gold[node.mover] += gain
        return self.score(tuple(gold), node.final)

    def score(self, gold: tuple, final: bool) -> float:
        """With 3+ seats and the game going on, this seat's share of the win by gold (softmax
        over TAU); else its gold won less the rivals' (weighted: the richest by `lead`), and in
        the last round being richest (shared: in part) above all."""
        if not final and self.n > 2:
            top = max(gold)
            weights = [math.exp((amount - top) / TAU) for amount in gold]
            return WIN * weights[self.me] / sum(weights)
        rel = gold[self.me] - self.start[self.me] - sum(
            w * (gold[s] - self.start[s]) for s, w in self.weights.items())
        if not final:
            return rel
        best = max(gold)
        richest = [s for s, amount in enumerate(gold) if amount == best]
        scale = 1.0 if self.n == 2 else 0.01      # with more, the share by gold came first
        return rel * scale + (WIN / len(richest) if self.me in richest else 0.0)

    # --- the search -----------------------------------------------------------------------

    def kept(self, node: Node, gains: dict) -> dict[str, float]:
        """The chance of each card a deck reveal keeps: the top card, or with 2 players the
        better of two (a Boss among them is kept)."""
        counts = {c: k for c, k in self.deck.items() if k > 0}
        size = sum(counts.values()) or 1.0
        if not self.pair or node.deck < 2:
            return {c: k / size for c, k in counts.items()}
        if id(gains) in self.pairs:        # gains are kept in self.gained: ids stay theirs
            return self.pairs[id(gains)]
        out: dict = self.pairs.setdefault(id(gains), {})
        norm = size * max(size - 1, 1.0)
        for a, ka in counts.items():
            for b, kb in counts.items():
                w = ka * max(kb - (a == b), 0.0) / norm
                if w > 0:
                    keep = BOSS if BOSS in (a, b) else (a if gains[a] >= gains[b] else b)
                    out[keep] = out.get(keep, 0.0) + w
        return out

    def choice(self, node: Node, gains: dict):
        """(key, cards it turns up as this seat knows them) the mover picks as normal does."""
        best, pick = None, None
        for owner in range(self.n):
            if owner == node.mover:
                continue
            for i in range(len(PLACES)):
                key = (owner, i)
                if key in node.up or key not in self.guess:
                    continue
                worth = sum(p * gains[c] for c, p in self.guess[key])
                if best is None or worth > best + 1e-9:
                    best, pick = worth, (key, self.truth[key])
        if node.deck > 0:
            dist = self.kept(node, gains)
            worth = sum(p * gains[c] for c, p in dist.items())
            if best is None or worth > best + 1e-9:
                pick = (DECK, dist)
        return pick

    def chance(self, node: Node, key, dist: dict, gains: dict, depth: int) -> float:
        """The expected score over the cards `key` may turn up, alike cards as one branch."""
        branches: dict = {}
        for card, p in dist.items():
            if p <= 0:
                continue
            value = value_of(card, node.last)
            bust = value is None or node.total + value >= TARGET
            like = "bust" if bust else (value, None if node.bonus_paid else CARDS[card].symbol)
            if like in branches:
                branches[like][1] += p
            else:
                branches[like] = [card, p]
        total = sum(p for _, p in branches.values()) or 1.0
        value = 0.0
        for card, p in branches.values():
            nxt = self.after(node, card, key, gains[card])
            worth = self.ended(node, gains[card]) if nxt is None else self.value(nxt, depth)
            value += p * worth
        return value / total

    def value(self, node: Node, depth: int) -> float:
        """The expected score of `node` with `depth` reveals more looked at."""
        if depth == 0:
            return self.score(node.gold, node.final)
        memo = (node, depth)
        if memo not in self.memo:
            self.left -= 1
            if self.left < 0:
                raise _Spent
            gains = self.gains(node)
            pick = self.choice(node, gains)
            self.memo[memo] = (self.score(node.gold, node.final) if pick is None else
                               self.chance(node, pick[0], pick[1], gains, depth - 1))
        return self.memo[memo]

    def rate(self, view: dict, action, depth: int) -> float:
        """The expected score of this seat's `action`, `depth` reveals after it looked at."""
        check()
        node = root(view)
        gains = self.gains(node)
        if action.kind == "reveal":
            key = (action.seat, PLACES.index(action.place))
            return self.chance(node, key, self.truth[key], gains, depth)
        if action.kind == "reveal_deck":
            return self.chance(node, DECK, self.kept(node, gains), gains, depth)
        if action.kind == "choose":
            return self.chance(node, "pair", {action.card: 1.0}, gains, depth)
        return self.score(node.gold, node.final)


class _Spent(Exception):
    """The search looked at CAP positions: the deeper pass is given up."""


def scores(view: dict, actions: list, search: Search) -> list[float]:
    """Each action's expected score, looked at as deep as BUDGET positions allow: one reveal
    deeper while the next pass, growing as the last did, would fit (never past CAP)."""
    best, depth, before = None, 1, len(actions)
    while depth <= MAX_DEPTH:
        search.memo.clear()
        search.left = CAP
        try:
            best = [search.rate(view, a, depth) for a in actions]
        except _Spent:
            break
        search.depth = depth
        used = max(CAP - search.left, 1)
        if used * used / before > BUDGET:
            break
        depth, before = depth + 1, used
    return best
