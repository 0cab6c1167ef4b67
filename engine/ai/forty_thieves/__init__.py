"""Opponents for Ali Baba and the Forty Thieves; each sees only its seat's view.

easy reveals at random (but never keeps a losing card of a 2-player pair when the other is
safe); normal estimates, for every reveal, the chance of each card from what its seat knows
(unseen cards, the placement rule) and takes the reveal with the best expected gold. hard
plays every reveal forward a few reveals, each seat choosing as normal would from what it can
know (this seat's cards only guessed at) and the cards drawn from what this seat knows
(ahead.py): a high safe card, or a sum its own cards would bust, is the next
players' risk. With three or more seats it first reads where the Boss lies from the rivals'
reveals this round (belief.py), then what each rival's own reveals say of its hand
(revealers.py). The arena measures it stronger than normal at every seat count, so no SEATS
keeps it to some (README).
"""
from __future__ import annotations

from engine.ai.forty_thieves import ahead, belief, likely, revealers
from engine.ai.forty_thieves.reckoning import DECK_TOP, card_chances, expected_gold, outcome, \
    outcomes
from engine.core import Action, Rng

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


def _public_chances(view: dict) -> dict:
    """card_chances as the other players reckon them, who do not see this seat's cards."""
    seat = view["seat"]
    masked = [[{**slot, "card": slot["card"] if slot["revealed"] or owner != seat else None}
               for slot in hand] for owner, hand in enumerate(view["hands"])]
    return card_chances({**view, "hands": masked})


LEAD = 0.5     # hard: how much of the table's gain it counts on the richest rival alone


def hard(view: dict, actions: list[Action], rng: Rng) -> Action:
    """The action with the best expected score some reveals ahead, every seat playing as
    normal (ahead.py: what a reveal hands the players after it is most of the game), the
    cards believed as the rivals' reveals tell (belief.py, revealers.py)."""
    reading = likely.Likely(view)
    chances = revealers.read_hands(view, belief.believed_chances(view, rng, reading), reading)
    public, seat = _public_chances(view), view["seat"]
    guess = {key: p for key, p in chances.items() if key != DECK_TOP and key[0] != seat}
    truth = dict(guess)
    for i, slot in enumerate(view["hands"][seat]):
        if not slot["revealed"]:
            guess[seat, i], truth[seat, i] = public[seat, i], {slot["card"]: 1.0}
    search = ahead.Search(view, guess, truth, chances[DECK_TOP], LEAD)
    return _best(actions, ahead.scores(view, actions, search), rng)


POLICIES = {"easy": easy, "normal": normal, "hard": hard}
