"""Headless AI-vs-AI games with seats rotated, reported as win rates with Wilson intervals."""
from __future__ import annotations

import errno
import math
import multiprocessing
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from engine import catalog
from engine.core import Rng
from engine.match import Match, Seat, check_seats, parse_spec
from engine.session import Session
from engine.words.language import tr


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (sane at 0 and n wins, unlike p±z·se)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def labels(specs: list[str]) -> list[str]:
    """Player labels: the spec itself, numbered where the same spec appears more than once."""
    out = []
    for i, spec in enumerate(specs):
        same = [j for j, s in enumerate(specs) if s == spec]
        out.append(spec if len(same) == 1 else f"{spec}#{same.index(i) + 1}")
    return out


@dataclass
class ArenaReport:
    game: str
    games: int
    players: list[str]
    wins: dict[str, int]
    turns: list[int] = field(default_factory=list)
    decision_s: dict[str, list[float]] = field(default_factory=dict)

    def to_dict(self) -> dict:
        rates = {p: self.wins[p] / self.games if self.games else 0.0 for p in self.players}
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "wins": self.wins,
            "win_rate": {p: round(r, 4) for p, r in rates.items()},
            "ci95": {p: [round(x, 4) for x in wilson(self.wins[p], self.games)]
                     for p in self.players},
            "mean_turns": round(statistics.mean(self.turns), 1) if self.turns else 0,
            "decision_ms": {level: {"median": round(statistics.median(ts) * 1000, 3),
                                    "max": round(max(ts) * 1000, 3), "decisions": len(ts)}
                            for level, ts in sorted(self.decision_s.items())},
        }

    def text(self) -> str:
        """The report for a person, in the language in use (the JSON's keys stay as they are)."""
        d = self.to_dict()
        lines = [tr("{game}: {games} games, seats rotated, mean {turns} turns").format(
            game=d["game"], games=d["games"], turns=d["mean_turns"])]
        for p in self.players:
            lo, hi = d["ci95"][p]
            lines.append("  " + tr("{player:<14} wins {wins:>5}  rate {rate:6.1%}  95% CI "
                                   "[{low:.1%}, {high:.1%}]").format(
                player=p, wins=self.wins[p], rate=d["win_rate"][p], low=lo, high=hi))
        for level, t in d["decision_ms"].items():
            lines.append("  " + tr("{level:<14} decision median {median:.2f} ms, max {most:.2f} "
                                   "ms over {n} decisions").format(
                level=level, median=t["median"], most=t["max"], n=t["decisions"]))
        return "\n".join(lines)


def seats_for(specs: list[str], names: list[str]) -> list[Seat]:
    return [Seat(name, "ai", parse_spec(spec)[1]) for spec, name in zip(specs, names)]


def validate(game_name: str, specs: list[str]) -> None:
    """Raise ValueError (catalog.UnknownGame, SeatSpecError) before any game is played."""
    game = catalog.get(game_name)
    for spec in specs:
        if parse_spec(spec)[0] != "ai":
            raise ValueError(tr("arena plays AI seats only, not {spec}").format(
                spec=repr(spec)))
    check_seats(game, seats_for(specs, labels(specs)))


def check_target(folder: Path) -> None:
    """Make sure games can be written into `folder` before any is played (OSError if not)."""
    if folder.exists() and not folder.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, tr("it is not a folder"))
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryFile(dir=folder):
        pass


@dataclass(frozen=True)
class Setting:
    """What one arena game needs, plain data so that a worker process can take it."""

    game_name: str
    specs: tuple[str, ...]
    seed: int
    chosen: dict | None
    save_to: Path | None


@dataclass
class Played:
    """One game's outcome: the winning players (by label), its turns, the decision times."""

    winners: list[str]
    turns: int
    decision_s: dict[str, list[float]]


def play_one(setting: Setting, i: int, game_seed: int) -> Played:
    """Game i: the specs rotated by i (seat -> player), its own seed, its own options."""
    from saves import store  # only needed with --save-to

    game = catalog.get(setting.game_name)
    names = labels(list(setting.specs))
    players = seats_for(list(setting.specs), names)
    order = [(k + i) % len(players) for k in range(len(players))]
    seats = [players[p] for p in order]
    options = game.options_for(setting.chosen or {}, len(seats), game_seed) \
        if hasattr(game, "options_for") else {}
    match = Match.new(setting.game_name, seats, game_seed, options)
    timings: dict[str, list[float]] = {}
    play_out(match, timings)
    if setting.save_to is not None:
        store.save_slot(match, f"arena {setting.game_name} {setting.seed} game {i + 1:04d}",
                        setting.save_to)
    return Played([names[order[s]] for s in match.state.result().winners], match.state.turn,
                  timings)


def _play_indexed(job: tuple[Setting, int, int]) -> Played:
    return play_one(*job)


def run(game_name: str, specs: list[str], games: int, seed: int,
        save_to: Path | None = None, chosen: dict | None = None, jobs: int = 1,
        progress: Callable[[int, int], None] | None = None) -> ArenaReport:
    """Game i seats the specs rotated by i, so each spec sits in each seat equally often.

    `chosen` holds the game's setup options (per-seat ones stay with the seat, not the
    player), resolved for each game from its own seed as the setup screen does. With `jobs`
    above 1 the games are played in that many worker processes; every game's seed is drawn
    here first, in order, so the wins and turns equal a serial run's (only the timings differ).
    `progress(done, games)` hears of every finished game."""
    validate(game_name, specs)
    names = labels(specs)
    report = ArenaReport(game_name, games, names, {n: 0 for n in names})
    seeds = Rng(seed)
    setting = Setting(game_name, tuple(specs), seed, chosen, save_to)
    work = [(setting, i, seeds.next64() & 0xFFFFFFFF) for i in range(games)]
    with _pool(jobs, games) as pool:
        results = pool.map(_play_indexed, work, chunksize=max(1, games // (8 * max(1, jobs))))
        for done, played in enumerate(results, 1):
            for name in played.winners:
                report.wins[name] += 1
            report.turns.append(played.turns)
            for level, times in played.decision_s.items():
                report.decision_s.setdefault(level, []).extend(times)
            if progress is not None:
                progress(done, games)
    return report


class _Serial:
    """A pool of one: the games in this process, in order (tests, `--jobs 1`)."""

    def __enter__(self) -> "_Serial":
        return self

    def __exit__(self, *exc) -> None:
        return None

    def map(self, fn, items, chunksize: int = 1):
        return map(fn, items)


def _pool(jobs: int, games: int):
    """Worker processes for `jobs` > 1 (forked where the system can, so that games registered
    at run time, like the tests' own, are there too)."""
    if jobs <= 1 or games <= 1:
        return _Serial()
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    return ProcessPoolExecutor(max_workers=min(jobs, games), mp_context=context)


def play_out(match: Match, timings: dict[str, list[float]]) -> None:
    """The AI seats play the match to its end through the session, as at the table: each
    decision from its seat's view and the session's seed for it (so an arena game and a table
    of the same seed and seats are one game), timed unless forced."""
    session = Session(match)
    while (seat := session.to_move()) is not None:
        decision = session.decision(seat)
        if decision.forced is not None:     # no decision: not timed
            session.play(seat, decision.forced)
            continue
        start = time.perf_counter()
        action = decision.make()
        timings.setdefault(decision.level, []).append(time.perf_counter() - start)
        session.play(seat, action)
