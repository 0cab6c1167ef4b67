"""Opponents for Ali Baba and the Forty Thieves; each sees only its seat's view.

easy reveals at random (but never keeps a losing card of a 2-player pair when the other is
safe); normal estimates, for every reveal, the chance of each card from what its seat knows
(unseen cards, the placement rule) and takes the reveal with the best expected gold. hard, with
two players, counts against each card a reveal may turn up the gold the rival then expects
from its own best reveal, as the rival reckons it (it cannot see this seat's cards) but worth
what this seat knows: a high safe card, or a sum that this seat's own cards would bust, is the
rival's risk, and what the rival earns is this seat's loss. With more players hard is normal:
what one reveal hands the next player goes to the whole table, not against this seat, and no
weight of it measured stronger than normal, so hard is offered at two seats only (SEATS).
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Callable

from engine.core import Action, Rng
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, CARDS, PLACES, value_of
from engine.forty_thieves.knowledge import fillings, known_places, unseen
from engine.forty_thieves.state import TARGET, sun_and_moon

DECK_TOP = "deck"


def _value(view: dict, card: str) -> int | None:
    """`card`'s value if revealed now (None: the Boss)."""
    return value_of(card, view["reveals"][-1]["value"] if view["reveals"] else None)


def _busts(view: dict, card: str) -> bool:
    value = _value(view, card)
    return value is None or view["sum"] + value >= TARGET


def outcome(view: dict, card: str) -> int:
    """The gold the seat to move wins (or loses, negative) by revealing `card` now."""
    if _busts(view, card):
        return -min(g.PENALTY, view["gold"][view["seat"]])
    index = g.lowest_stack(view["stacks"])
    gain = 0 if index is None else view["stacks"][index]
    if not view["bonus_paid"] and sun_and_moon(view["reveals"] + [{"card": card}]):
        gain += min(g.BONUS, view["bank"])
    return gain


def outcomes(view: dict) -> dict[str, int]:
    """`outcome` of every card, worked out once per decision."""
    return {card: outcome(view, card) for card in CARDS}


def card_chances(view: dict) -> dict:
    """For each face-down place of another player, (owner, place index), and for the top of
    the deck, DECK_TOP: the expected number of each card there (probabilities for a place;
    counts summing to the deck size for the deck).

    Each hand is counted on its own from the unseen cards, except that a card another hand is
    sure to hold (a centre 0 forces the Boss to its left) is taken out of the count first.
    """
    pool = Counter({name: k for name, k in unseen(view).items() if k > 0})
    hidden = {owner: known_places(view, owner) for owner in range(view["players"])
              if None in known_places(view, owner)}
    sure = {owner: _sure(known, fillings(known, pool)) for owner, known in hidden.items()}
    chances: dict = {}
    in_hands: Counter = Counter()
    for owner, known in hidden.items():
        elsewhere = sum((sure[other] for other in hidden if other != owner), Counter())
        hands = fillings(known, pool - elsewhere)
        total = sum(ways for _, ways in hands)
        for i in (i for i, card in enumerate(known) if card is None):
            place = defaultdict(float)
            for hand, ways in hands:
                place[hand[i]] += ways / total
            chances[(owner, i)] = place
            in_hands.update(place)
    deck = {name: max(k - in_hands[name], 0.0) for name, k in pool.items()}
    scale = view["deck_size"] / (sum(deck.values()) or 1)
    chances[DECK_TOP] = {name: k * scale for name, k in deck.items()}
    return chances


def _sure(known: list, hands: list) -> Counter:
    """The cards every possible hand has in the same face-down place."""
    return Counter(hands[0][0][i] for i, card in enumerate(known)
                   if card is None and all(hand[i] == hands[0][0][i] for hand, _ in hands))


def _deck_value(view: dict, counts: dict, gains: dict) -> float:
    """Expected gold of a deck reveal: one card, or with 2 players the better of two (a Boss
    among them is forced)."""
    size = sum(counts.values())
    if view["players"] != 2 or view["deck_size"] < 2:
        return sum(k * gains[card] for card, k in counts.items()) / size
    total = 0.0
    for a, ka in counts.items():
        for b, kb in counts.items():
            pair = gains[BOSS] if BOSS in (a, b) else max(gains[a], gains[b])
            total += ka * max(kb - (a == b), 0.0) * pair
    return total / (size * (size - 1))


def expected_gold(view: dict, action: Action, chances: dict, gains: dict) -> float:
    """What `action` is worth to the seat to move, in gold, on average over what it may find."""
    return expected(view, action, chances, lambda card, source: gains[card])


def expected(view: dict, action: Action, chances: dict, worth: Callable) -> float:
    """The mean of `worth(card, source)` over the cards `action` may turn up; `source` is the
    place key, DECK_TOP, or None for a card chosen from a pair."""
    if action.kind == "choose":
        return worth(action.card, None)
    if action.kind == "reveal_deck":
        counts = chances[DECK_TOP]
        return _deck_value(view, counts, {card: worth(card, DECK_TOP) for card in counts})
    if action.kind == "reveal":
        key = (action.seat, PLACES.index(action.place))
        return sum(p * worth(card, key) for card, p in chances[key].items())
    return 0.0


def easy(view: dict, actions: list[Action], rng: Rng) -> Action:
    """Any reveal; of a 2-player pair, a card that does not lose when there is one."""
    safe = [a for a in actions if a.kind == "choose" and outcome(view, a.card) >= 0]
    return rng.choice(safe or actions)


def normal(view: dict, actions: list[Action], rng: Rng) -> Action:
    """The action with the best expected gold (ties at random)."""
    chances, gains = card_chances(view), outcomes(view)
    return _best(actions, [expected_gold(view, a, chances, gains) for a in actions], rng)


def _best(actions: list[Action], scores: list[float], rng: Rng) -> Action:
    """The best scored action, ties at random."""
    best = max(scores)
    return rng.choice([a for a, s in zip(actions, scores) if s >= best - 1e-9])


HANDOFF = 1.0      # hard: the rival's next gain counts as much as one's own


def _next_view(view: dict, card: str, drawn: int) -> dict:
    """The view as `outcome` reads it for the next seat once `card` is revealed safely (and
    `drawn` cards left the deck): the sum, the last value, the stack claimed, the bonus."""
    reveals = view["reveals"] + [{"card": card, "value": _value(view, card)}]
    stacks = list(view["stacks"])
    index = g.lowest_stack(stacks)
    if index is not None:
        stacks[index] = 0
    return {**view, "seat": (view["seat"] + 1) % view["players"], "reveals": reveals,
            "sum": view["sum"] + reveals[-1]["value"], "stacks": stacks,
            "deck_size": view["deck_size"] - drawn,
            "bonus_paid": view["bonus_paid"] or sun_and_moon(reveals)}


def _public_chances(view: dict) -> dict:
    """card_chances as the other players reckon them, who do not see this seat's cards."""
    seat = view["seat"]
    masked = [[{**slot, "card": slot["card"] if slot["revealed"] or owner != seat else None}
               for slot in hand] for owner, hand in enumerate(view["hands"])]
    return card_chances({**view, "hands": masked})


class Handoff:
    """The next player's gold from its reveal after each card this seat may turn up. It
    reveals what its own reckoning rates best (this seat's cards it can only guess at) and
    earns what this seat knows that reveal to be worth: a high safe card, or a known card of
    this seat's that busts, is its risk."""

    def __init__(self, view: dict, chances: dict) -> None:
        self.view, self.chances, self.memo = view, chances, {}
        seat, following = view["seat"], (view["seat"] + 1) % view["players"]
        public = _public_chances(view)
        self.places = [(key, p, p) for key, p in chances.items()
                       if key != DECK_TOP and key[0] != following] + [
            ((seat, i), public[(seat, i)], {slot["card"]: 1.0})
            for i, slot in enumerate(view["hands"][seat]) if not slot["revealed"]]

    def gain(self, card: str, source) -> float:
        """0 when `card` ends the round (the penalty is already the revealer's)."""
        if _busts(self.view, card):
            return 0.0
        drawn = 0
        if source == DECK_TOP:
            drawn = 2 if self.view["players"] == 2 and self.view["deck_size"] >= 2 else 1
        if (card, drawn) not in self.memo:
            self.memo[card, drawn] = self._rated(_next_view(self.view, card, drawn))
        return max(((guess, truth) for key, guess, truth in self.memo[card, drawn]
                    if key != source), default=(0.0, 0.0))[1]

    def _rated(self, after: dict) -> list[tuple]:
        """(place, what the next player expects of it, what it is worth) for every reveal."""
        gains = outcomes(after)
        rated = [(key, sum(p * gains[c] for c, p in guess.items()),
                  sum(p * gains[c] for c, p in truth.items()))
                 for key, guess, truth in self.places]
        if after["deck_size"] > 0:
            deck = _deck_value(after, self.chances[DECK_TOP], gains)
            rated.append((DECK_TOP, deck, deck))
        return rated


def hard(view: dict, actions: list[Action], rng: Rng) -> Action:
    """The action with the best expected gold less what it hands the rival. With more
    players normal's choice: there what one rival is handed goes to the table, not against
    this seat, and no weight of it measured stronger than normal (20-28% of 4-seat games)."""
    if view["players"] > 2:
        return normal(view, actions, rng)
    chances, gains = card_chances(view), outcomes(view)
    handoff = Handoff(view, chances)

    def worth(card: str, source) -> float:
        return gains[card] - HANDOFF * handoff.gain(card, source)

    return _best(actions, [expected(view, a, chances, worth) for a in actions], rng)


POLICIES = {"easy": easy, "normal": normal, "hard": hard}
SEATS = {"hard": (2,)}    # with more players hard is normal: not offered there
