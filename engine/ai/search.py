"""Monte Carlo search over samples of a seat's view: the engine of the "hard" opponents.

`flat` is paired flat Monte Carlo over the few actions a heuristic prior rates best, each played
out in the same samples with the same rollout seed, by the game's `Plugin` (how it samples a
view, plays on, stops and scores). When the samples' noise (a rival's hidden hand) is larger
than the differences between moves, comparing the moves in the same samples is what lets a
modest budget correct a strong heuristic. The search is handed the view alone, so it cannot
learn what its seat may not know. The budget counts moves played in samples, never the clock,
so a long rollout costs its length and the same view and seed give the same move. Each playout
first calls `cancel.check()`, so a decision nobody wants any more (engine.ai.cancel) stops at
the next one.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from engine.ai import cancel
from engine.core import Action, GameState, Rng


@dataclass(frozen=True)
class Plugin:
    """What the search needs from a game beyond the state protocol."""

    determinize: Callable[[dict, int, Rng], GameState]
    default: Callable[[GameState, Rng], Action]    # the rollout move of whoever is to move
    stop: Callable[[dict, GameState], bool]        # (root view, sample now): evaluate here
    evaluate: Callable[[GameState], list[float]]   # every seat's value, in [0, 1]
    moves: int                                     # the budget: moves played in samples, in all
    samples: int                                   # determinizations at most, one per round
    prior: Callable[[dict, list], list[float]]     # a heuristic value per root action
    prior_visits: int = 0                          # how many rollouts that heuristic is worth
    candidates: int = 4                            # the prior's best root actions tried


def from_views(policy: Callable[[dict, list, Rng], Action]) -> Callable[[GameState, Rng], Action]:
    """A default policy that plays `policy` on the mover's view of the sample, as it would at a
    real table (inside a determinization every view comes from the sampled state)."""
    def default(state: GameState, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return policy(state.view(state.to_move()), actions, rng)
    return default


def flat(plugin: Plugin) -> Callable[[dict, list, Rng], Action]:
    """A policy by paired flat Monte Carlo over the prior's `candidates` best root actions:
    each is played in the same samples with the same rollout seed, so their differences are
    not the samples' noise (a rival's hidden hand weighs on every candidate alike), and the
    prior counts as `prior_visits` playouts, so the search only corrects it on evidence."""
    def hard(view: dict, actions: list[Action], rng: Rng) -> Action:
        prior = plugin.prior(view, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -prior[i])[:plugin.candidates]
        totals = {i: prior[i] * plugin.prior_visits for i in ranked}
        played, seat = 0, view["seat"]
        for _ in range(plugin.samples if len(ranked) > 1 else 0):
            if played >= plugin.moves:
                break
            sample, seed = plugin.determinize(view, seat, rng), rng.next64()
            for i in ranked:
                cancel.check()
                state = sample.clone()
                state.apply(actions[i])
                played += 1 + _rollout(plugin, view, state, Rng(seed))
                totals[i] += plugin.evaluate(state)[seat]
        return actions[max(ranked, key=lambda i: totals[i])]
    return hard


def _rollout(plugin: Plugin, view: dict, state: GameState, rng: Rng) -> int:
    """Play the default policy until the plug-in stops; returns how many moves that took."""
    moves = 0
    while not state.is_over() and not plugin.stop(view, state):
        state.apply(plugin.default(state, rng))
        moves += 1
    return moves


def standing(state: GameState, scale: float) -> list[float]:
    """Every seat's value of a sample: at the end the winners share 1; before it, each seat's
    lead over its best rival, squashed (a lead of `scale` is worth about three wins in four),
    which still tells a close game from a rout."""
    result = state.result()
    if state.is_over():
        return [1.0 / len(result.winners) if seat in result.winners else 0.0
                for seat in range(len(result.scores))]
    return [squash(lead(result.scores, seat), scale) for seat in range(len(result.scores))]


def lead(scores: list, seat: int) -> float:
    """How far `seat` is ahead of its best rival (negative: behind)."""
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def squash(lead: float, scale: float) -> float:
    """A lead mapped to (0, 1) by a logistic of width `scale`."""
    return 1.0 / (1.0 + math.exp(-lead / scale))
