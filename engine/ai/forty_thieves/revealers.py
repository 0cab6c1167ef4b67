"""What a rival's reveals this round say about its own three cards (hard, 3 or more seats).

belief.py reads where the Boss lies from all the rivals' reveals; a rival's choice tells of
the rest of its hand too (one holding the high cards fears them less elsewhere, and reveals
accordingly). Hands sampled at random were too noisy to read that by, so every hand the rival
may hold is weighed by how likely its reveals were with it (likely.py): 0.10 nats a decision
closer to the cards at six seats, 0.14 at four.
"""
from __future__ import annotations

from collections import Counter

from engine.ai.forty_thieves.reckoning import DECK_TOP, deck_left
from engine.ai.forty_thieves.likely import Likely
from engine.forty_thieves.knowledge import fillings, known_places, unseen


def read_hands(view: dict, chances: dict, likely: Likely | None = None) -> dict:
    """`chances` with the places of each rival that revealed this round as its reveals weigh
    its hands, and the deck's counts what the hands then leave; as given with two seats."""
    if view["players"] < 3:
        return chances
    steps: dict = {}
    for k, reveal in enumerate(view["reveals"]):
        if reveal["seat"] != view["seat"]:
            steps.setdefault(reveal["seat"], []).append(k)
    pool = Counter({name: k for name, k in unseen(view).items() if k > 0})
    likely = likely or Likely(view)
    weighed: dict = {}
    for rival, ks in steps.items():
        known = known_places(view, rival)
        if None in known:
            weighed.update(_weighed(rival, known, ks, pool, likely))
    if not weighed:
        return chances
    read = {**chances, **weighed}
    in_hands: Counter = Counter()
    for key, dist in read.items():
        if key != DECK_TOP:
            in_hands.update(dist)
    read[DECK_TOP] = deck_left(view, pool, in_hands)
    return read


def _weighed(rival: int, known: list, ks: list, pool: Counter, likely: Likely) -> dict:
    """The chance of each card in each face-down place of `rival`, every hand it may hold
    counted by its ways times the likelihood of its reveals `ks`."""
    places: dict = {i: {} for i, card in enumerate(known) if card is None}
    total = 0.0
    for hand, ways in fillings(known, pool):
        weight = float(ways)
        for k in ks:
            weight *= likely(k, hand)
        total += weight
        for i, place in places.items():
            place[hand[i]] = place.get(hand[i], 0.0) + weight
    return {(rival, i): {card: w / total for card, w in place.items()}
            for i, place in places.items()}
