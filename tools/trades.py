"""Measure the Thieves of Bagdad exchange among AIs: the figures of the README's trading table.

    python tools/trades.py [--games 200] [--seats 4] [--levels hard,normal] [--seed 1]
                           [--jobs N] [--exploits [SEAT,...]]

Plays all-AI games, the levels given seat by seat (the last one filling the rest; the first
seat's chair turns round the table from game to game), each seat's temperament dealt from the
game's seed as a new game deals it, and reports, at each side's own card values
(`card_value` for its character): the share of trading sides that gained strictly and the
average gain a side; trades, counter-offers, offers to everyone and direct offers a game;
swaps of identical goods where no bluff deceived; the share of false claims, by level and by temperament; how often
an offer is refused or countered when it carries a false claim and when its claims are all
true, by the answerer's level; the time a whole game takes and an exchange decision's
median. With `--exploits` it also plays the same seeds with one seat (rotated) played by a
truster (normal, believing every claim that may be true), a normal seat that never bluffs, a
bluffer (normal, lying as a sly seat does: the stand-in for a person who bluffs, seated
without a temperament as a person is, whose offers' refusals are counted apart), a shameless liar (lies on every card where a name pays) and a dumper (always
offers its least valuable card for a card of the partner's richest district), and compares
that seat's wins with the seat it replaced. Never touches the player's folders: nothing is
saved.
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
from engine.ai.bagdad.bluff import ALWAYS  # noqa: E402
from engine.ai.bagdad.normal import normal  # noqa: E402
from engine.ai.bagdad.valuation import MEAN, Reckoning  # noqa: E402
from engine.bagdad.cards import CARDS, TEMPERAMENTS, card_value  # noqa: E402
from engine.bagdad.city import DISTRICTS  # noqa: E402
from engine.core import Rng  # noqa: E402

GAME = catalog.get("bagdad")
SLY = TEMPERAMENTS[2]

def trading(style: exchange.Style, sly: bool = False):
    """Normal, trading in this style (and with `sly`, as a sly seat whatever it was dealt)."""
    def policy(view: dict, actions: list, rng: Rng):
        if view["phase"] != "exchange":
            return normal(view, actions, rng)
        if sly:
            moods = list(view["temperaments"])
            moods[view["seat"]] = SLY
            view = {**view, "temperaments": moods}
        return exchange.choose(view, actions, style)
    return policy


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


POLICIES = {"truster": trading(exchange.Style(trusting=True)),
            "never bluffs": trading(exchange.Style(bluff=exchange.NEVER)),
            "bluffer": trading(exchange.FAIR_TRADER, sly=True),
            "liar": trading(exchange.Style(bluff=ALWAYS)), "dumper": dumper}
BLUFFER = "bluffer"


@dataclass
class Game:
    winners: list[int]
    trades: int = 0
    gains: list[int] = field(default_factory=list)
    identical: int = 0
    counters: int = 0
    to_everyone: int = 0
    direct: int = 0
    claims: Counter = field(default_factory=Counter)      # (level, temperament) -> claims
    lies: Counter = field(default_factory=Counter)        # ... -> false ones
    answers: Counter = field(default_factory=Counter)     # (answerer's level, false?) -> n
    refused: Counter = field(default_factory=Counter)     # ... -> refused or countered
    received: Counter = field(default_factory=Counter)    # level -> direct offers to its seats
    seated: Counter = field(default_factory=Counter)      # level -> its seats
    seconds: float = 0.0
    decisions: list[float] = field(default_factory=list)


def play(job: tuple[int, list[str]]) -> Game:
    seed, levels = job
    options = GAME.seat_options(GAME.options_for({}, len(levels), seed),
                                [level != BLUFFER for level in levels])   # a person's seat
    state, rng = GAME.new_game(len(levels), seed, **options), Rng(seed ^ 0x5EED)
    characters, game, start = state.characters, Game([]), time.perf_counter()
    game.seated.update(levels)
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
        _talk(game, state, seat, action, levels)
        for e in state.apply(action):
            _count(game, e, characters, pending)
    game.seconds = time.perf_counter() - start
    game.winners = state.result().winners
    return game


def _talk(game: Game, state, seat: int, action, levels: list[str]) -> None:
    """Before a move: an offer sent, its claims true or false (by the maker's level and
    temperament); an answer, to an offer with a false claim or with claims all true."""
    offer = state.offer
    if offer is None:
        return
    claims = offer["claims"]
    false = any(CARDS[c].name != name for c, name in claims.items())
    if action.kind == "send":
        who = (levels[seat], state.temperaments[seat])
        game.claims[who] += len(claims)
        game.lies[who] += sum(CARDS[c].name != name for c, name in claims.items())
        direct = not offer["everyone"] and not offer["counters"]
        game.direct += direct
        game.received[levels[offer["to"]]] += direct
    elif action.kind in ("accept", "refuse", "counter") and claims:
        maker = BLUFFER if levels[offer["from"]] == BLUFFER else "AI"
        key = (maker, levels[seat], false)
        game.answers[key] += 1
        game.refused[key] += action.kind != "accept"


def _count(game: Game, e, characters, pending: dict) -> None:
    d = e.data
    if e.kind == "send_offer":
        game.counters += d["counter"] > 0
        game.to_everyone += bool(d["everyone"])
    elif e.kind == "trade":
        game.trades += 1
        pending.clear()
        pending.update({d["seat"]: [], d["partner"]: []})
        pending["waiting"] = bool(d["gave"]) + bool(d["got"])
        pending["bluffed"] = False
    elif e.kind == "receive":
        pending[d["seat"]] = [c["card"] for c in d["cards"]]
        pending["bluffed"] |= any(CARDS[k["card"]].name != k["claimed"] for k in d["checked"])
        pending["waiting"] -= 1
        if not pending["waiting"]:
            del pending["waiting"]
            _settle(game, pending, characters)


def _settle(game: Game, pending: dict, characters) -> None:
    """Both sides' receipts of one trade are known (a side that received nothing gave away
    its cards for nothing): each side's gain at its own values; a swap of identical goods is
    counted where no claim deceived either side (a bluff may well lead to one)."""
    bluffed = pending.pop("bluffed")
    seats = list(pending)
    a, b = seats
    for me, other in ((a, b), (b, a)):
        gain = sum(card_value(c, characters[me]) for c in pending[me]) \
            - sum(card_value(c, characters[me]) for c in pending[other])
        game.gains.append(gain)
    names = [sorted(CARDS[c].name for c in pending[s]) for s in seats]
    game.identical += names[0] == names[1] and not bluffed
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
        "direct offers a game": sum(g.direct for g in games) / n,
        "claims a game": sum(sum(g.claims.values()) for g in games) / n,
        "false claims a game": sum(sum(g.lies.values()) for g in games) / n,
        "identical swaps (no bluff)": sum(g.identical for g in games),
        "seconds a game (mean)": statistics.mean(g.seconds for g in games),
        "exchange decision ms (median)": 1000 * statistics.median(
            t for g in games for t in g.decisions),
    }


def total(games: list[Game], name: str) -> Counter:
    out: Counter = Counter()
    for g in games:
        out.update(getattr(g, name))
    return out


def received(games: list[Game]) -> dict[str, float]:
    """Direct offers (not counters) a seat of each level receives a game: whether the AIs talk
    to a person's seat (the bluffer stands in for one) as often as to their own."""
    got, seats = total(games, "received"), total(games, "seated")
    return {level: got[level] / seats[level] for level in sorted(seats)}


def lie_rates(games: list[Game]) -> dict[tuple[str, str], float]:
    """False claims in each level's and each (level, temperament)'s claims."""
    claims, lies = total(games, "claims"), total(games, "lies")
    rates = {}
    for level in sorted({lv for lv, _ in claims}):
        mine = [k for k in claims if k[0] == level]
        rates[level, "all"] = sum(lies[k] for k in mine) / max(1, sum(claims[k] for k in mine))
        for k in sorted(mine):
            rates[k] = lies[k] / max(1, claims[k])
    return rates


def refusals(games: list[Game], maker: str = "AI") -> dict[str, tuple[float, float, int, int]]:
    """By answerer's level: the share of offers (by `maker`) refused or countered when one of
    their claims was false, and when all were true, and how many of each."""
    answers, refused = total(games, "answers"), total(games, "refused")
    out = {}
    for level in sorted({lv for m, lv, _ in answers if m == maker}):
        f, t = (maker, level, True), (maker, level, False)
        out[level] = (refused[f] / max(1, answers[f]), refused[t] / max(1, answers[t]),
                      answers[f], answers[t])
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--levels", default="hard,normal",
                        help="levels seat by seat, the last filling the rest")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--exploits", nargs="?", const=",".join(POLICIES), default="",
                        help="the seats to try in a normal chair (all when none is named): "
                             + ", ".join(POLICIES))
    args = parser.parse_args()
    given = args.levels.split(",")
    lineup = (given + given[-1:] * args.seats)[:args.seats]
    games = run(lambda i: _turned(lineup, i), args.games, args.seed, args.jobs)
    figures = report(games, args.seats)
    for key, value in figures.items():
        print(f"{key:32} {value:.3f}" if isinstance(value, float) else f"{key:32} {value}")
    ok = figures["sides gaining"] >= 0.75 and figures["gain a side"] >= 2 \
        and figures["trades a game"] >= 12 and figures["identical swaps (no bluff)"] == 0 \
        and figures["counters a game"] > 0 and figures["claims a game"] > 0
    for (level, mood), rate in lie_rates(games).items():
        print(f"false claims, {level} {mood:8} {100 * rate:5.1f}%")
        if mood == "all" and level in ("normal", "hard"):
            ok = ok and 0.10 <= rate <= 0.30
    ok = _refusals(refusals(games)) and ok
    _received(games)
    tried_seats = [name for name in args.exploits.split(",") if name]
    for name in tried_seats:
        if name not in POLICIES:
            parser.error(f"no seat {name!r}: choose from {', '.join(POLICIES)}")
    if tried_seats:
        base = _seat_wins(games, args.seats, lineup)
        for name in tried_seats:
            tried = run(lambda i: _turned(_with(lineup, name), i), args.games, args.seed,
                        args.jobs)
            rate = _seat_wins(tried, args.seats, lineup)
            print(f"{name:16} wins {rate:.3f} in the chair of a {lineup[-1]} seat there "
                  f"{base:.3f}: {100 * (rate - base):+.1f} points")
            ok = ok and {"truster": rate - base <= -0.03, "never bluffs": rate <= base,
                         }.get(name, rate - base <= 0.05)
            if name == BLUFFER:
                ok = _refusals(refusals(tried, BLUFFER), "the bluffer's") and ok
                _received(tried)
    print("targets met" if ok else "targets NOT met")
    return 0 if ok else 1


def _refusals(rates: dict, whose: str = "AI") -> bool:
    ok = True
    for level, (false, true, n_false, n_true) in rates.items():
        print(f"{whose} offers refused by {level}: {100 * false:.1f}% with a false claim "
              f"({n_false}), {100 * true:.1f}% with true ones ({n_true})")
        if level in ("normal", "hard"):
            ok = ok and false - true >= 0.20
    return ok


def _received(games: list[Game]) -> None:
    print("direct offers received a game, a seat: " + ", ".join(
        f"{level} {n:.2f}" for level, n in received(games).items()))


def _turned(lineup: list[str], i: int) -> list[str]:
    """The lineup turned i chairs round the table."""
    k = i % len(lineup)
    return lineup[-k:] + lineup[:-k] if k else list(lineup)


def _with(lineup: list[str], name: str) -> list[str]:
    """The lineup with its last seat (a normal one, unless all are one level) played so."""
    return lineup[:-1] + [name]


def _seat_wins(games: list[Game], seats: int, lineup: list[str]) -> float:
    """The win rate of the lineup's last chair, turned round the table with the game, shared
    wins whole."""
    return sum((len(lineup) - 1 + i) % seats in g.winners for i, g in enumerate(games)) \
        / len(games)


if __name__ == "__main__":
    sys.exit(main())
