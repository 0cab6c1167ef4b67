"""Forty Thieves states for tests: `rigged` deals chosen cards so that the rule tests can replay
exact situations; `play` applies one legal action per choice."""
from __future__ import annotations

import json
from collections import Counter

import engine.forty_thieves as ft
from engine.forty_thieves.cards import DECK
from engine.forty_thieves.gold import TOTAL


def rigged(hands, deck_top=(), start=0, **fields):
    """A state with these hands (in place order), the deck starting with `deck_top` (the rest
    sorted), and any other fields of `to_dict` overridden; the bank takes up the slack so that
    the gold adds up to 1,054."""
    d = ft.new_game(players=len(hands), seed=1, first_player=start).to_dict()
    d.update(fields)
    used = [c for h in hands for c in h] + list(deck_top) + d["set_aside"] + \
        [r["card"] for r in d["reveals"] if r["owner"] is None]
    rest = sorted((Counter(DECK) - Counter(used)).elements())
    d.update(hands=[list(h) for h in hands], deck=list(deck_top) + rest)
    if "bank" not in fields:
        d["bank"] = TOTAL - sum(d["gold"]) - sum(d["stacks"])
    return ft.from_dict(json.loads(json.dumps(d)))


def play(state, choices):
    """Apply one legal action per choice (taken modulo the number of legal actions)."""
    for pick in choices:
        if state.is_over():
            return
        actions = state.legal_actions()
        yield state.apply(actions[pick % len(actions)])
