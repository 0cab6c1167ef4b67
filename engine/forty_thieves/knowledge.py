"""What a seat can work out from its view: the cards it has not seen, the hands another player
could hold given the placement rule, and full states consistent with the view (for AI search).

Everything here reads only `view(seat)`, so an AI or a hint for a human built on it cannot
learn anything the seat may not know.
"""
from __future__ import annotations

import copy
from bisect import bisect_right
from collections import Counter
from functools import lru_cache
from itertools import accumulate
from typing import Callable

from engine.core import Rng
from engine.forty_thieves.cards import BOSS, CARDS, DECK
from engine.forty_thieves.placement import agrees, all_hands
from engine.forty_thieves.state import FortyState

Option = tuple[tuple[str, ...], tuple[str, ...], int]   # (cards taken, what they fill, weight)


def seen(view: dict) -> list[str]:
    """Every card face the seat can see: its hand, revealed cards, set-aside ones, its pair."""
    pair = (view["pending"] or {}).get("cards") or []
    return ([slot["card"] for hand in view["hands"] for slot in hand if slot["card"]]
            + [r["card"] for r in view["reveals"] if r["owner"] is None]
            + list(view["set_aside"]) + list(pair))


def unseen(view: dict) -> dict[str, int]:
    """For each card name, how many copies the seat has not seen yet (a plain count, no guess)."""
    counts = Counter(DECK)
    counts.subtract(seen(view))
    return {name: counts[name] for name in CARDS}


def known_places(view: dict, owner: int) -> list[str | None]:
    """The owner's cards as the seat sees them, None where face down and unknown."""
    return [slot["card"] for slot in view["hands"][owner]]


def fillings(known: list[str | None], pool: Counter) -> list[tuple[tuple[str, ...], int]]:
    """Each laid-out hand that shows `known` and fills its unknown places from `pool`, with the
    number of ways to pick those cards from the pool (copies of a card count separately)."""
    return _fillings(tuple(known), tuple(sorted((n, k) for n, k in pool.items() if k > 0)))


@lru_cache(maxsize=4096)   # the AI asks the same of every untouched hand in a turn
def _fillings(known: tuple, pool: tuple) -> list[tuple[tuple[str, ...], int]]:
    counts = dict(pool)
    hidden = [i for i, k in enumerate(known) if k is None]
    hands = []
    for hand in _agreeing(known):
        ways = _ways([hand[i] for i in hidden], counts)
        if ways:
            hands.append((hand, ways))
    return hands


@lru_cache(maxsize=1024)
def _agreeing(known: tuple) -> tuple[tuple[str, ...], ...]:
    return tuple(hand for hand in all_hands() if agrees(hand, known))


def _ways(cards: list[str], counts: dict) -> int:
    """How many ways to pick these cards from the pool: the product of C(copies, wanted)."""
    ways, taken = 1, {}
    for name in cards:
        n = taken.get(name, 0)
        ways = ways * (counts.get(name, 0) - n) // (n + 1)   # C(c, n+1) = C(c, n)(c-n)/(n+1)
        taken[name] = n + 1
    return ways


def _hand_options(known: list[str | None]) -> Callable[[Counter], list[Option]]:
    def options(pool: Counter) -> list[Option]:
        return [(tuple(h for h, k in zip(hand, known) if k is None), hand, ways)
                for hand, ways in fillings(known, pool)]
    return options


def _pair_options(pool: Counter) -> list[Option]:
    """A pair still waiting for its chooser: two different cards, no Boss (else no choice)."""
    names = [n for n, k in pool.items() if k > 0 and n != BOSS]
    return [((a, b), (a, b), pool[a] * pool[b]) for a in names for b in names if a != b]


def _deal(groups: list, pool: Counter, rng: Rng) -> tuple[dict, Counter] | None:
    """Fill each (target, options) group in turn, trying options in a random order weighted by
    their number of ways, and backing up when a later group is left with nothing that fits.
    Returns what fills each target and the cards left over (the deck)."""
    if not groups:
        return {}, pool
    (target, options_for), later = groups[0], groups[1:]
    options = list(options_for(pool))
    while options:
        taken, filled, _ = options.pop(weighted([ways for _, _, ways in options], rng))
        rest = _deal(later, pool - Counter(taken), rng)
        if rest is not None:
            return {target: filled, **rest[0]}, rest[1]
    return None


def weighted(weights, rng: Rng) -> int:
    """Index of a weight drawn with probability proportional to it (integer weights)."""
    cumulative = list(accumulate(weights))
    return bisect_right(cumulative, rng.below(cumulative[-1]))


def deal_unseen(view: dict, seat: int, rng: Rng) -> tuple[list, list | None, list]:
    """The cards `seat` has not seen, dealt at random into the face-down places (respecting
    the placement rule), the pending pair if it is someone else's, and the deck: returns
    (hands, pair or None, deck)."""
    pool = Counter({name: k for name, k in unseen(view).items() if k > 0})
    targets: dict = {owner: _hand_options(known_places(view, owner))
                     for owner in range(view["players"]) if None in known_places(view, owner)}
    pending = view["pending"]
    if pending and pending["cards"] is None:
        targets["pair"] = _pair_options
    # The most constrained first (a centre 0 forces the Boss to its left): far less backing up.
    order = sorted(targets, key=lambda target: len(targets[target](pool)))
    deal = _deal([(target, targets[target]) for target in order], pool, rng)
    if deal is None:
        raise ValueError(f"no deal is consistent with the view of seat {seat}")
    filled, left = deal
    hands = [list(filled.get(owner, known_places(view, owner))) for owner in range(view["players"])]
    pair = filled.get("pair", pending and pending["cards"])
    deck = list(left.elements())
    rng.shuffle(deck)
    return hands, list(pair) if pair else None, deck


def determinize(view: dict, seat: int, rng: Rng) -> FortyState:
    """A full state that `seat` cannot tell from the real one, built from its view alone."""
    hands, pair, deck = deal_unseen(view, seat, rng)
    return FortyState(
        players=view["players"], rng=Rng(rng.next64()), hands=hands, deck=deck,
        gold=list(view["gold"]), stacks=list(view["stacks"]), bank=view["bank"],
        ledger=copy.deepcopy(view["ledger"]), round=view["round"], start=view["start_player"],
        current=view["start_player"] if view["to_move"] is None else view["to_move"],
        turn=view["turn"], reveals=copy.deepcopy(view["reveals"]),
        set_aside=list(view["set_aside"]), pending=pair,
        bonus_paid=view["bonus_paid"], final_round=view["final_round"], over=view["over"])


def hidden_twin(state: FortyState, seat: int, rng: Rng) -> FortyState:
    """A copy of the real state in which only what `seat` cannot see has moved: the others'
    face-down cards, the deck order and a pair someone else is choosing from, dealt again by
    the placement rule (a plain shuffle would lay hands out as no deal can), and the random
    stream that deals the rounds to come: the next deal is as hidden as the deck."""
    twin = state.clone()
    twin.hands, twin.pending, twin.deck = deal_unseen(state.view(seat), seat, rng)
    twin.rng = Rng(rng.next64())
    return twin
