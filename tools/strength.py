"""Measure every AI level's strength, the figures of the README's table, by `main.py arena`.

    python tools/strength.py [--game NAME] [--level LEVEL] [--seats N] [--games 200] [--seed 1] [--jobs N]

Each row is one arena run (seats rotated), printed as a Markdown table row together with the
`main.py arena` command that gives the same figure on its own. A row passes when the level's win
rate reaches its target and the lower bound of its Wilson 95% interval is above the fair share
(one win in as many games as there are seats), which is what "stronger" means in issue 10.
"""
from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cli import arena  # noqa: E402
from engine import ai, catalog  # noqa: E402


@dataclass(frozen=True)
class Row:
    game: str
    level: str          # the level measured, in the first seat
    rival: str          # the level in every other seat
    seats: int
    target: float       # the win rate it must reach

    @property
    def specs(self) -> list[str]:
        return [f"ai:{self.level}"] + [f"ai:{self.rival}"] * (self.seats - 1)

    def command(self, games: int, seed: int) -> str:
        return (f".venv/bin/python main.py arena --game {self.game} --players "
                f"{','.join(self.specs)} --games {games} --seed {seed}")


def _rows(game: str, seats: range, lead: dict[int, float], easy_seats: int) -> list[Row]:
    """hard against normal at every seat count (the issue's target where `lead` names one, else
    just above the fair share), hard against easy at `easy_seats` (85%), normal against easy
    at every seat count (above the fair share)."""
    rows = [Row(game, "hard", "normal", n, lead.get(n, 1 / n)) for n in seats]
    rows.append(Row(game, "hard", "easy", easy_seats, 0.85))
    rows += [Row(game, "normal", "easy", n, 1 / n) for n in seats]
    return rows


ROWS = (_rows("alibaba", range(2, 5), {2: 0.65, 3: 1 / 3 + 0.10, 4: 0.25 + 0.10}, 2)
        + _rows("forty_thieves", range(2, 7), {2: 0.62, 3: 1 / 3 + 0.05, 4: 0.25 + 0.08,
                                               5: 0.20 + 0.05, 6: 1 / 6 + 0.08}, 2)
        + _rows("bagdad", range(3, 7), {4: 0.40}, 3))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None)
    parser.add_argument("--level", default=None, help="only rows measuring this level")
    parser.add_argument("--seats", type=int, default=None, help="only rows of this seat count")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    print("| game | seats | level vs rivals | wins | rate | 95% CI | target | passes |")
    print("|---|---|---|---|---|---|---|---|")
    commands = []
    for row in ROWS:
        if args.game not in (None, row.game) or args.level not in (None, row.level) \
                or args.seats not in (None, row.seats):
            continue
        if row.level not in ai.levels(catalog.get(row.game), row.seats):
            print(f"| {row.game} | {row.seats} | {row.level} vs {row.rival} | not offered at "
                  f"{row.seats} seats (engine.ai.levels) | | | | |", flush=True)
            continue
        report = arena.run(row.game, row.specs, args.games, args.seed, jobs=args.jobs)
        name = report.players[0]
        wins, (lo, hi) = report.wins[name], arena.wilson(report.wins[name], args.games)
        rate = wins / args.games
        passes = rate >= row.target and lo > 1 / row.seats
        print(f"| {row.game} | {row.seats} | {row.level} vs {row.rival} | {wins} of {args.games}"
              f" | {rate:.1%} | {lo:.1%} – {hi:.1%} | {row.target:.1%} | "
              f"{'yes' if passes else 'NO'} |", flush=True)
        commands.append(row.command(args.games, args.seed))
    print()
    print("\n".join(f"    {c}" for c in commands))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
