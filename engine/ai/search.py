"""Monte Carlo search over samples of a seat's view: the engine of the "hard" opponents.

Two searches share one `Plugin` (how a game samples a view, plays on, stops and scores):
- `policy`: single-observer information-set MCTS (Cowling, Powley & Whitehouse 2011;
  OpenSpiel's ismcts.py). Each iteration takes a full state sampled from the searching seat's
  view by the game's `determinize` (a pool of samples, reused in turn: sampling costs more
  than copying), walks one shared tree by UCB over the actions legal in that sample
  (availability counts, so that an action possible in only some samples is not starved), adds
  one node, plays on with the game's default policy up to a horizon and backs up every seat's
  value. With `depth` 1 this is determinized flat Monte Carlo over the root actions.
- `flat`: paired flat Monte Carlo over the few actions a heuristic prior rates best, each
  played out in the same samples with the same rollout seed. When the samples' noise (a
  rival's hidden hand) is larger than the differences between moves, comparing the moves in
  the same samples is what lets a modest budget correct a strong heuristic.
Either is handed the view alone, so it cannot learn what its seat may not know. The budget
counts moves played in samples, never the clock, so a long rollout costs its length and the
same view and seed give the same move.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from engine.core import Action, GameState, Rng


@dataclass(frozen=True)
class Plugin:
    """What the search needs from a game beyond the state protocol."""

    determinize: Callable[[dict, int, Rng], GameState]
    default: Callable[[GameState, Rng], Action]    # the rollout move of whoever is to move
    stop: Callable[[dict, GameState], bool]        # (root view, sample now): evaluate here
    evaluate: Callable[[GameState], list[float]]   # every seat's value, in [0, 1]
    moves: int                                     # the budget: moves played in samples, in all
    samples: int                                   # distinct determinizations, reused in turn
    depth: float = math.inf                        # plies the tree may grow to (1: flat)
    exploration: float = 0.7
    prior: Callable[[dict, list], list[float]] | None = None   # a heuristic value per root action
    prior_visits: int = 0                          # how many rollouts that heuristic is worth
    candidates: int = 4                            # flat: the prior's best root actions tried


def from_views(policy: Callable[[dict, list, Rng], Action]) -> Callable[[GameState, Rng], Action]:
    """A default policy that plays `policy` on the mover's view of the sample, as it would at a
    real table (inside a determinization every view comes from the sampled state)."""
    def default(state: GameState, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return policy(state.view(state.to_move()), actions, rng)
    return default


class Node:
    """The statistics of one action out of its parent, for the seat that chose it."""

    __slots__ = ("children", "visits", "available", "total")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0

    def ucb(self, exploration: float) -> float:
        return self.total / self.visits + exploration * math.sqrt(
            math.log(self.available) / self.visits)


def policy(plugin: Plugin) -> Callable[[dict, list, Rng], Action]:
    """A `policy(view, actions, rng)` that plays the most visited root action."""
    def hard(view: dict, actions: list[Action], rng: Rng) -> Action:
        root, pool, played = _root(plugin, view, actions), [], 0
        while played < plugin.moves:
            if len(pool) < plugin.samples:           # sampled as needed, then reused in turn
                pool.append(plugin.determinize(view, view["seat"], rng))
            sample = pool[root.visits % len(pool)].clone()
            played += _iterate(root, plugin, view, sample, rng)
        return max(actions, key=lambda a: root.children[a].visits if a in root.children else -1)
    return hard


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


def _root(plugin: Plugin, view: dict, actions: list[Action]) -> Node:
    """The root, its actions seeded with the plug-in's heuristic as if it had been rolled out
    `prior_visits` times (Gelly & Silver 2007): the search then only overrules the heuristic
    on evidence, and spends little on moves the heuristic already rates poorly."""
    root = Node()
    if plugin.prior is not None:
        for action, value in zip(actions, plugin.prior(view, actions)):
            child = root.children[action] = Node()
            child.visits = child.available = plugin.prior_visits
            child.total = value * plugin.prior_visits
    return root


def _iterate(root: Node, plugin: Plugin, view: dict, state: GameState, rng: Rng) -> int:
    """One walk down the tree in a sample, one new node, one rollout, one backup; returns
    how many moves that played."""
    node, path = root, []
    while not state.is_over() and len(path) < plugin.depth:
        actions, mover = state.legal_actions(), state.to_move()
        untried = [a for a in actions if a not in node.children]
        for a in actions:
            if a in node.children:
                node.children[a].available += 1
        if untried:
            action = rng.choice(untried)
            node.children[action] = Node()
        else:
            action = max(actions, key=lambda a: node.children[a].ucb(plugin.exploration))
        node = node.children[action]
        path.append((node, mover))
        state.apply(action)
        if untried:
            break
    rollout = _rollout(plugin, view, state, rng)
    values = plugin.evaluate(state)
    root.visits += 1
    for node, mover in path:
        node.visits += 1
        node.total += values[mover]
    return len(path) + rollout


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
