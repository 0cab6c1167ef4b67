"""How likely a rival's reveal this round was, had it held a given hand (hard's reading).

Each rival chose its reveal knowing its own three cards and reckoning as normal does, so a hand
it may hold is as likely as normal's choice with it matches what it did (with SLIP for a reveal
normal would not make). That choice turns only on the gold each card would bring, so hands that
hold as many cards of each run of the placement order bringing alike (and the same marked
cards) choose alike: `Likely` works a choice out once for them all, a tenth of the work for the
same numbers, and keeps it for every reading of the decision (belief.py, revealers.py).
"""
from __future__ import annotations

from engine.ai.cancel import check
from engine.ai.forty_thieves.reckoning import card_chances, expected_gold, outcomes
from engine.forty_thieves import gold as g
from engine.forty_thieves.cards import PLACES
from engine.forty_thieves.chances import UNMARKED
from engine.forty_thieves.state import REVEAL, REVEAL_DECK, reveals_for, sun_and_moon

SLIP = 0.02        # how often a rival is taken to reveal other than as normal would


class Likely:
    """likelihood(view, k, hand) for one view, remembered for every hand alike."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.runs: dict[int, dict[str, int]] = {}
        self.known: dict = {}

    def __call__(self, k: int, hand: tuple) -> float:
        if k not in self.runs:
            self.runs[k] = _runs(self.view, k)
        alike = (k, tuple(self.runs[k].get(card, card) for card in hand))
        if alike not in self.known:
            check()
            self.known[alike] = likelihood(self.view, k, hand)
        return self.known[alike]


def _runs(view: dict, k: int) -> dict[str, int]:
    """The run of the placement order each unmarked card lies in, as the k-th revealer saw
    the round: a run is cards in a row that would bring it the same gold, split at any card
    showing in a hand (which the placement rule lays others around)."""
    before = seen_before(view, k, (None, None, None))
    gains = outcomes(before)
    shown = {slot["card"] for hand in before["hands"] for slot in hand if slot["revealed"]}
    runs: dict[str, int] = {}
    run, last = 0, None
    for name in UNMARKED:
        if last is not None and (gains[name] != gains[last] or shown & {name, last}):
            run += 1
        runs[name], last = run, name
    return runs


def likelihood(view: dict, k: int, hand: tuple) -> float:
    """How likely the k-th reveal of the round was, its revealer holding `hand` and choosing
    as normal does (the best expected gold, ties alike), or slipping with chance SLIP."""
    before = seen_before(view, k, hand)
    rival = before["seat"]
    up = {(r["owner"], r["place"]) for r in before["reveals"] if r["owner"] is not None}
    actions = [a for key, a in reveals_for(view["players"], rival) if key not in up]
    if before["deck_size"]:
        actions.append(REVEAL_DECK)
    chances, gains = card_chances(before), outcomes(before)
    scores = [expected_gold(before, a, chances, gains) for a in actions]
    best = max(scores)
    ties = [a for a, s in zip(actions, scores) if s >= best - 1e-9]
    done = view["reveals"][k]
    taken = REVEAL_DECK if done["owner"] is None else REVEAL[done["owner"], done["place"]]
    return (1 - SLIP) * (taken in ties) / len(ties) + SLIP / len(actions)


def seen_before(view: dict, k: int, hand: tuple) -> dict:
    """The view the k-th reveal's revealer had, holding `hand`: the reveals before it, the
    stacks the later ones claimed still full, the deck they drew from still in it."""
    reveals, later = view["reveals"][:k], view["reveals"][k:]
    rival = view["reveals"][k]["seat"]
    up = {(r["owner"], r["place"]): r["card"] for r in reveals if r["owner"] is not None}
    hands = [[{"place": place, "revealed": (owner, place) in up,
               "card": hand[i] if owner == rival else up.get((owner, place))}
              for i, place in enumerate(PLACES)] for owner in range(view["players"])]
    stacks = list(view["stacks"])
    claimed = [i for i, amount in enumerate(stacks) if amount == 0]
    for i in claimed[max(len(claimed) - len(later), 0):]:
        stacks[i] = g.STACK_SIZES[i]
    return {**view, "seat": rival, "to_move": rival, "hands": hands, "reveals": reveals,
            "deck_size": view["deck_size"] + sum(r["owner"] is None for r in later),
            "sum": sum(r["value"] for r in reveals), "stacks": stacks,
            "bonus_paid": sun_and_moon(reveals), "pending": None, "set_aside": []}
