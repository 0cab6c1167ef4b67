"""`python main.py bench`: the performance figures, measured here and now.

Engine speed (random playouts), AI decision times per level, save/load times per game, frame
times per scene, the time to the first frame of the title and of a resumed game, and whether
memory grows with use (cli/bench_memory.py). Wall-clock figures belong here, never in tests.
It works in a temporary data folder, never the player's (`--data-dir` and SESAME_DATA_DIR too).
"""
from __future__ import annotations

import os
import statistics
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

from engine import ai, catalog
from engine.core import Rng
from engine.match import Match, Seat, position
from engine.session import Session
from cli import program
from cli.scratch import scratch_data
from saves import store
from saves.paths import ENV

ROOT = Path(__file__).resolve().parent.parent


def _stats_ms(seconds: list[float]) -> dict:
    ms = sorted(s * 1000 for s in seconds)
    return {"median": round(statistics.median(ms), 3),
            "p95": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 3),
            "max": round(ms[-1], 3), "n": len(ms)}


def _ai_match(name: str, level: str, seed: int, players: int | None = None) -> Match:
    game = catalog.get(name)
    if players is None:
        players = min(game.MAX_PLAYERS, max(game.MIN_PLAYERS, 3))   # a typical table
    seats = [Seat(f"{level} {i + 1}", "ai", level) for i in range(players)]
    return Match.new(name, seats, seed)


def engine_speed(name: str, games: int = 60) -> dict:
    """Random playouts on one core: how many actions (legal_actions + apply, set-ups included)
    the rules do per second, after one game unmeasured (the first one pays for the imports)."""
    _random_game(name, -1)
    actions, start = 0, time.perf_counter()
    for seed in range(games):
        actions += _random_game(name, seed)[0]
    elapsed = time.perf_counter() - start
    return {"games": games, "actions": actions, "actions_per_s": round(actions / elapsed),
            "ms_per_game": round(elapsed / games * 1000, 2)}


def _random_game(name: str, seed: int, players: int | None = None) -> tuple[int, int]:
    """Play one game of random moves; returns its length in actions and in decisions (the
    actions chosen among two or more)."""
    state, rng, actions, decisions = _ai_match(name, "easy", seed, players).state, Rng(seed), 0, 0
    while not state.is_over():
        legal = state.legal_actions()
        decisions += len(legal) > 1
        state.apply(rng.choice(legal))
        actions += 1
    return actions, decisions


def seat_counts(name: str) -> list[int]:
    game = catalog.get(name)
    return list(range(game.MIN_PLAYERS, game.MAX_PLAYERS + 1))


def ai_times(name: str, games: int = 2, decisions: int = 40) -> dict:
    """{level: {players: times}}: decision times of every level at every seat count, in games
    where that level plays every seat. Each game times up to `decisions` decisions, spread over
    the whole game (every k-th, k from the length of a random game) so that the late game,
    where choices are few, and the early game both count."""
    out: dict = {}
    game = catalog.get(name)
    for level in ai.levels(game):
        out[level] = {}
        for players in (n for n in seat_counts(name) if level in ai.levels(game, n)):
            times: list[float] = []
            for seed in range(games):
                times += _timed_game(name, level, seed, players, decisions)
            out[level][players] = _stats_ms(times)
    return out


def _timed_game(name: str, level: str, seed: int, players: int, decisions: int) -> list[float]:
    """Decision times of one all-`level` game, played through the session: every `stride`-th
    decision is timed, the others are played by the easy level, which keeps a long game of a
    slow level to seconds."""
    session = Session(_ai_match(name, level, seed, players))
    timed, made = [], 0
    stride = max(1, _random_game(name, seed, players)[1] // decisions)
    while (seat := session.to_move()) is not None and len(timed) < decisions:
        decision = session.decision(seat)
        if decision.forced is not None:
            session.play(seat, decision.forced)
            continue
        made += 1
        if made % stride:
            session.play(seat, session.decision(seat, "easy").make())
            continue
        start = time.perf_counter()
        action = decision.make()
        timed.append(time.perf_counter() - start)
        session.play(seat, action)
    return timed


def save_times(name: str) -> dict:
    """Save and load (which replays and checks the whole log) of a finished game."""
    match = _ai_match(name, "easy", 1)
    rng = Rng(1)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    with tempfile.TemporaryDirectory() as tmp:
        saves, loads = [], []
        for _ in range(5):
            t0 = time.perf_counter()
            path = store.save_slot(match, "bench", Path(tmp))
            t1 = time.perf_counter()
            store.load(path)
            loads.append(time.perf_counter() - t1)
            saves.append(t1 - t0)
        size = path.stat().st_size
    return {"moves": len(match.log), "bytes": size,
            "save_ms": _stats_ms(saves)["median"], "load_ms": _stats_ms(loads)["median"]}


def startup_ms(runs: int = 5) -> float:
    """Median ms from a fresh start of this program (`bench --first-frame`: the interpreter, or
    the one-file build unpacking itself) to the title screen's first drawn frame."""
    return _first_frames("title", runs, _child_env())


def continue_ms(runs: int = 5) -> dict:
    """{game: median ms} from `main.py continue` (`bench --first-frame continue`) to the first
    frame of its table, resuming a game of one player and AIs autosaved halfway through, in a
    data folder of its own within the bench's."""
    figures = {}
    for name in (n for n in catalog.names() if n in catalog.SHIPPED):
        env = {**_child_env(), ENV: str(Path(os.environ[ENV]) / f"continue-{name}")}
        with _data_folder(env[ENV]):
            store.autosave(_halfway(name))
        figures[name] = _first_frames("continue", runs, env)
    return figures


def _first_frames(kind: str, runs: int, env: dict) -> float:
    """Median ms of `runs` child processes drawing `kind`'s first frame, after one untimed run
    that writes the bytecode they read."""
    samples = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        subprocess.run([*program.argv(), "bench", "--first-frame", kind], cwd=ROOT, check=True,
                       capture_output=True, text=True, env=env)
        samples.append(time.perf_counter() - start)
    return round(statistics.median(samples[1:]) * 1000, 1)


def _child_env() -> dict:
    """The start-up children's environment: the dummy video driver unless one is set, and
    bytecode cached in the bench's data folder. A player's start reads compiled bytecode (an
    install and the one-file build compile it, a checkout's first run writes it); where
    writing it is turned off (PYTHONDONTWRITEBYTECODE) every start compiled every module
    first, a third of the figure, and measured that machine's setting instead of the app."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["SDL_VIDEODRIVER"] = os.environ.get("SDL_VIDEODRIVER", "dummy")
    env.setdefault("PYTHONPYCACHEPREFIX", str(Path(os.environ[ENV]) / "bytecode"))
    return env


@contextmanager
def _data_folder(folder: str):
    """SESAME_DATA_DIR pointed at `folder` for the duration (the autosave a child resumes)."""
    previous = os.environ[ENV]
    os.environ[ENV] = folder
    try:
        yield
    finally:
        os.environ[ENV] = previous


def _halfway(name: str) -> Match:
    """A game of one player and easy AIs, random moves played to half a random game's length."""
    game = catalog.get(name)
    players = min(game.MAX_PLAYERS, max(game.MIN_PLAYERS, 3))
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    match, rng = Match.new(name, seats, 1), Rng(1)
    for _ in range(_random_game(name, 1, players)[0] // 2):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


SECTIONS = ("engine", "ai", "saves", "folders", "scenes", "startup", "continue",
            "memory", "idle", "network")


def run(sections: tuple[str, ...] = SECTIONS) -> dict:
    """The figures of the chosen sections (all of them by default), measured in a data folder of
    their own (see `scratch_data`)."""
    games = catalog.names()
    measure = {
        "engine": lambda: {g: engine_speed(g) for g in games},
        "ai": lambda: {g: ai_times(g) for g in games},
        "saves": lambda: {**{g: save_times(g) for g in games}, **_take_backs()},
        "folders": _crowded,
        "scenes": _frame_times,
        "startup": startup_ms,
        "continue": continue_ms,
        "memory": _memory,
        "idle": _idle,
        "network": _network,
    }
    figures: dict = {}
    with scratch_data():
        for section in sections:    # "scenes" reports two entries: "scenes" and "sizes"
            got = measure[section]()
            figures.update(got if section == "scenes" else {section: got})
    return figures


def taking_back() -> str | None:
    """The first game whose players can step back within a turn to where it stood (TAKES_BACK),
    or None."""
    return next((n for n in catalog.names() if getattr(catalog.get(n), "TAKES_BACK", False)),
                None)


def _take_backs(steps: int = 100_000) -> dict:
    name = taking_back()
    return {} if name is None else \
        {f"{name}, {steps:,} steps taken back": take_back_times(steps, name)}


def _loop(state) -> tuple | None:
    """A legal step and a legal step after it that bring the game back to where it stands."""
    here = position(state)
    for step in state.legal_actions():
        after = state.clone()
        after.apply(step)
        for back in after.legal_actions():
            again = after.clone()
            again.apply(back)
            if position(again) == here:
                return step, back
    return None


def take_back_times(steps: int = 100_000, name: str | None = None) -> dict:
    """A game (`taking_back`'s, seeded random moves until a step can be taken back) in which
    one step and its step back are taken over and over, `steps` steps in all: the autosave's
    write and the resume (engine.match keeps no loops)."""
    game = catalog.get(name or taking_back())
    players = min(game.MAX_PLAYERS, max(game.MIN_PLAYERS, 4))
    match = Match.new(game.NAME, [Seat(f"P{i}", "human") for i in range(players)], 1)
    rng = Rng(1)
    while (loop := _loop(match.state)) is None:
        match.apply(rng.choice(match.state.legal_actions()))
    for _ in range(steps // 2):
        match.apply(loop[0])
        match.apply(loop[1])
    start = time.perf_counter()
    path = store.autosave(match)
    written = time.perf_counter()
    store.resume_newest()
    resumed = time.perf_counter()
    return {"moves": len(match.log), "bytes": path.stat().st_size,
            "save_ms": round((written - start) * 1000, 3),
            "load_ms": round((resumed - written) * 1000, 3)}


def _idle() -> dict:
    from cli.bench_idle import idle_figures
    return idle_figures()


def _network() -> dict:
    from cli.bench_network import figures
    return figures()


def _memory() -> dict:
    from cli.bench_memory import figures
    return figures()


def _crowded() -> dict:
    from cli.crowded import figures
    return figures()


def _frame_times() -> dict:
    """The frames' cost of drawing, as startup's is measured: on the dummy video driver unless
    one is set (with no screen SDL would pick "offscreen", whose presenting costs more than
    most screens' drawing, and a figure would say more of the machine than of the app)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.bench import by_window
    return {**by_window(), "video": os.environ["SDL_VIDEODRIVER"]}


def text(figures: dict) -> str:
    lines = []
    if "engine" in figures:
        lines.append("engine (random playouts):")
        for g, f in figures["engine"].items():
            lines.append(f"  {g:<14} {f['actions_per_s']:>8} actions/s, "
                         f"{f['ms_per_game']} ms a game")
    if "ai" in figures:
        lines.append("AI decision time (ms) by seats: median / p95 / max")
        for g, levels in figures["ai"].items():
            for level, by_seats in levels.items():
                for players, t in by_seats.items():
                    lines.append(f"  {g:<14} {level:<7} {players} seats {t['median']:>9} / "
                                 f"{t['p95']} / {t['max']}  over {t['n']} decisions")
    if "saves" in figures:
        lines.append("saves (a finished game):")
        for g, f in figures["saves"].items():
            lines.append(f"  {g:<14} {f['moves']} moves, {f['bytes']} bytes, "
                         f"save {f['save_ms']} ms, load+replay {f['load_ms']} ms")
    if "folders" in figures:
        lines.append("crowded saves folders (CPU s): continue / the Load screen's first frame:")
        for case, f in figures["folders"].items():
            lines.append(f"  {case:<40} {f['continue_s']} / {f['load_screen_first_frame_s']}")
    video = f", {figures['video']} video driver" if "video" in figures else ""
    if "scenes" in figures:
        lines += _frame_block(f"frame time per scene (ms{video})", figures["scenes"])
    for size, screens in figures.get("sizes", {}).items():
        lines += _frame_block(f"frame time per scene in a {size} window, drawn at its own pixels "
                              f"(ms{video})", screens)
    if "startup" in figures:
        lines.append(f"start-up to the title's first frame: {figures['startup']} ms (median)")
    for name, ms in figures.get("continue", {}).items():
        lines.append(f"continue to the table's first frame: {name:<14} {ms} ms (median)")
    if "memory" in figures:
        from cli.bench_memory import text as memory_text
        lines += memory_text(figures["memory"])
    if "idle" in figures:
        from cli.bench_idle import idle_lines
        lines += idle_lines(figures["idle"])
    if "network" in figures:
        from cli.bench_network import network_lines
        lines += network_lines(figures["network"])
    return "\n".join(lines)


def _frame_block(title: str, screens: dict) -> list[str]:
    lines = [f"{title}: median / p95 / p99 / max"]
    for scene, t in screens.items():
        moving = f"  ({t['animated']} frames animating)" if "animated" in t else ""
        lines.append(f"  {scene:<22} {t['median']} / {t['p95']} / {t['p99']} / {t['max']}{moving}")
    return lines
