"""The Forty Thieves AIs' reckoning: what each card would win or lose if revealed now, and
the chance of each card in every face-down place and on the deck, from one seat's view. The
levels (engine.ai.forty_thieves) and the hard level's reading of the table (belief.py,
likely.py, revealers.py) all build on it.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from engine.core import Action
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import BOSS, CARDS, PLACES, value_of
from engine.forty_thieves.chances import place_chances
from engine.forty_thieves.knowledge import known_places, unseen
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
    alone = {owner: place_chances(known, pool) for owner, known in hidden.items()}
    sure = {owner: Counter(next(iter(place)) for place in places.values() if len(place) == 1)
            for owner, places in alone.items()}
    chances: dict = {}
    in_hands: Counter = Counter()
    for owner, known in hidden.items():
        elsewhere = sum((sure[other] for other in hidden if other != owner), Counter())
        places = place_chances(known, pool - elsewhere) if elsewhere else alone[owner]
        for i, place in places.items():
            chances[(owner, i)] = place
            in_hands.update(place)
    chances[DECK_TOP] = deck_left(view, pool, in_hands)
    return chances


def deck_left(view: dict, pool: Counter, in_hands: Counter) -> dict[str, float]:
    """The expected count of each card in the deck: the unseen ones the hands are not
    reckoned to hold, scaled to the deck's size."""
    deck = {name: max(k - in_hands[name], 0.0) for name, k in pool.items()}
    scale = view["deck_size"] / (sum(deck.values()) or 1)
    return {name: k * scale for name, k in deck.items()}


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
