"""Measure the Thieves of Bagdad exchange among AIs: the figures of the README's trading table.

    python tools/trades.py [--games 200] [--seats 4] [--level normal] [--seed 1] [--jobs N]
                           [--exploits]

Plays all-AI games at one level and reports, at each side's own card values (`card_value` for
its character): the share of trading sides that gained strictly and the average gain a side;
trades, counter-offers, offers to everyone and claims a game; swaps of identical goods; the
time a whole game takes and an exchange decision's median. With `--exploits` it also plays the
same seeds with one seat (rotated) played by a shameless liar (always claims the best-sounding
goods for what it gives) and by a dumper (always offers its least valuable card for a card of
the partner's richest district), and compares that seat's wins with a normal seat in its place.
Never touches the player's folders: nothing is saved.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import ai, catalog  # noqa: E402
from engine.ai.bagdad import exchange  # noqa: E402
from engine.ai.bagdad.normal import normal  # noqa: E402
from engine.ai.bagdad.valuation import MEAN, Reckoning  # noqa: E402
from engine.bagdad.cards import CARDS, card_value  # noqa: E402
from engine.bagdad.city import DISTRICTS  # noqa: E402
from engine.core import Rng  # noqa: E402

GAME = catalog.get("bagdad")
LIAR = exchange.Style(bluff="always")


def liar(view: dict, actions: list, rng: Rng):
    """Normal, but every card it gives is claimed to be the partner's best-sounding goods."""
    if view["phase"] == "exchange":
        return exchange.choose(view, actions, LIAR)
    return normal(view, actions, rng)


def dumper(view: dict, actions: list, rng: Rng):
    """Offers each partner in turn its least valuable card for one of the partner's richest
    district; answers and buys as normal."""
    offer = view["offer"]
    if view["phase"] != "exchange" or offer is not None and offer["stage"] != "build" \
            or offer is not None and offer["previous"] is not None:
        return normal(view, actions, rng)
    rk = Reckoning(view)
    goods = sorted((c for c in rk.hand if CARDS[c].kind == "goods"), key=lambda c: (rk.worth(c), c))
    if offer is None:
        partners = [a for a in actions if a.kind == "offer"]
        k = view["offers_started"][rk.seat]
        return partners[k] if goods and k < len(partners) else \
            next(a for a in actions if a.kind == "done")
    held = view["hand_counts"][offer["to"]]
    richest = max((d for d in DISTRICTS if held[d]), key=lambda d: MEAN[DISTRICTS.index(d)],
                  default=None)
    plan = exchange.Plan(0.0, offer["to"], tuple(goods[:1]), (richest,) if richest else (),
                         (), ())
    return exchange.build(offer, plan, actions)


POLICIES = {"liar": liar, "dumper": dumper}


@dataclass
class Game:
    winners: list[int]
    trades: int = 0
    gains: list[int] = field(default_factory=list)
    identical: int = 0
    counters: int = 0
    to_everyone: int = 0
    claims: int = 0
    lies: int = 0
    seconds: float = 0.0
    decisions: list[float] = field(default_factory=list)


def play(job: tuple[int, list[str]]) -> Game:
    seed, levels = job
    state, rng = GAME.new_game(len(levels), seed), Rng(seed ^ 0x5EED)
    characters, game, start = state.characters, Game([]), time.perf_counter()
    pending: dict[int, list[int]] = {}
    while not state.is_over():
        seat, actions = state.to_move(), state.legal_actions()
        tick = time.perf_counter()
        level = levels[seat]
        if len(actions) == 1:
            action = actions[0]
        elif level in POLICIES:
            action = POLICIES[level](state.view(seat), actions, rng)
        else:
            action = ai.choose(GAME, state.view(seat), actions, level, rng)
        if state.phase == "exchange" and len(actions) > 1:
            game.decisions.append(time.perf_counter() - tick)
        for e in state.apply(action):
            _count(game, e, characters, pending)
    game.seconds = time.perf_counter() - start
    game.winners = state.result().winners
    return game


def _count(game: Game, e, characters, pending: dict) -> None:
    d = e.data
    if e.kind == "send_offer":
        game.counters += d["counter"] > 0
        game.to_everyone += bool(d["everyone"])
        game.claims += sum(c is not None for c in d["claims"])
    elif e.kind == "trade":
        game.trades += 1
        pending.clear()
        pending.update({d["seat"]: [], d["partner"]: []})
        pending["waiting"] = bool(d["gave"]) + bool(d["got"])
    elif e.kind == "receive":
        game.lies += sum(CARDS[k["card"]].name != k["claimed"] for k in d["checked"])
        pending[d["seat"]] = [c["card"] for c in d["cards"]]
        pending["waiting"] -= 1
        if not pending["waiting"]:
            del pending["waiting"]
            _settle(game, pending, characters)


def _settle(game: Game, pending: dict, characters) -> None:
    """Both sides' receipts of one trade are known (a side that received nothing gave away
    its cards for nothing): each side's gain at its own values."""
    seats = list(pending)
    a, b = seats
    for me, other in ((a, b), (b, a)):
        gain = sum(card_value(c, characters[me]) for c in pending[me]) \
            - sum(card_value(c, characters[me]) for c in pending[other])
        game.gains.append(gain)
    names = [sorted(CARDS[c].name for c in pending[s]) for s in seats]
    game.identical += names[0] == names[1]
    pending.clear()


def run(levels_for, games: int, seed: int, jobs: int) -> list[Game]:
    seeds = Rng(seed)
    work = [(seeds.next64() & 0xFFFFFFFF, levels_for(i)) for i in range(games)]
    if jobs <= 1:
        return list(map(play, work))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play, work, chunksize=max(1, games // (4 * jobs))))


def report(games: list[Game], seats: int) -> dict:
    gains = [g for game in games for g in game.gains]
    n = len(games)
    return {
        "games": n, "trades a game": sum(g.trades for g in games) / n,
        "sides gaining": sum(x > 0 for x in gains) / max(1, len(gains)),
        "gain a side": statistics.mean(gains) if gains else 0.0,
        "counters a game": sum(g.counters for g in games) / n,
        "offers to everyone a game": sum(g.to_everyone for g in games) / n,
        "claims a game": sum(g.claims for g in games) / n,
        "false claims a game": sum(g.lies for g in games) / n,
        "identical swaps": sum(g.identical for g in games),
        "seconds a game (mean)": statistics.mean(g.seconds for g in games),
        "exchange decision ms (median)": 1000 * statistics.median(
            t for g in games for t in g.decisions),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--exploits", action="store_true")
    args = parser.parse_args()
    games = run(lambda i: [args.level] * args.seats, args.games, args.seed, args.jobs)
    figures = report(games, args.seats)
    for key, value in figures.items():
        print(f"{key:32} {value:.3f}" if isinstance(value, float) else f"{key:32} {value}")
    ok = figures["sides gaining"] >= 0.75 and figures["gain a side"] >= 2 \
        and figures["trades a game"] >= 12 and figures["identical swaps"] == 0 \
        and figures["counters a game"] > 0 and figures["claims a game"] > 0
    if args.exploits:
        base = _seat_wins(games, args.seats)
        for name in POLICIES:
            tried = run(lambda i: _with(args.level, args.seats, i, name), args.games, args.seed,
                        args.jobs)
            rate = _seat_wins(tried, args.seats)
            print(f"{name:32} wins {rate:.3f} in the rotated seat, a {args.level} seat there "
                  f"{base:.3f}: {100 * (rate - base):+.1f} points")
            ok = ok and rate - base <= 0.05
    print("targets met" if ok else "targets NOT met")
    return 0 if ok else 1


def _with(level: str, seats: int, i: int, name: str) -> list[str]:
    levels = [level] * seats
    levels[i % seats] = name
    return levels


def _seat_wins(games: list[Game], seats: int) -> float:
    """The win rate of the rotated seat (game i's seat i mod seats), shared wins whole."""
    return sum(i % seats in g.winners for i, g in enumerate(games)) / len(games)


if __name__ == "__main__":
    sys.exit(main())
