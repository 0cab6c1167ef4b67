"""`main.py bench --only memory`: the app's resident memory does not grow with use.

In one process (the dummy video driver, the AIs thinking on the frame loop, as tests drive the
app): a game of each game played through its table first, so that every game's art is loaded —
the resident memory then is the baseline; then the churn a long evening brings: all-AI games at
the instant speed, every screen opened and left, the window resized through many sizes. What
grows over it is art kept for every window size, or scenes still referenced once left (an AI's
answer, a background write, a sound): the figure says how much, in % of the baseline.
"""
from __future__ import annotations

import gc
import os
import resource
from dataclasses import replace

from engine import catalog
from engine.match import Match, Seat

STEP = 0.1              # seconds a frame: the longest the app's loop steps at once
MOST = 20_000           # frames an all-AI game may take before it is given up on
GAMES, OPENINGS = 30, 50
SIZES = ((960, 540), (1600, 900), (800, 720), (1280, 600), (640, 480), (1366, 768),
         (1920, 1080), (1024, 768), (1440, 900), (2560, 1440), (1100, 700), (720, 1280),
         (1680, 1050), (1280, 1024), (854, 480), (2048, 1152), (1536, 864), (1000, 1000),
         (1200, 675), (1280, 720))          # the last is where it started: the same pixels


def rss_mb() -> float:
    """The process's resident memory now, in MB (Linux's /proc; elsewhere its peak so far)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20, 1)
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return round(peak / (2 ** 20 if os.uname().sysname == "Darwin" else 2 ** 10), 1)


def settled_mb() -> float:
    """The resident memory once the garbage collector has run: what is still referenced."""
    gc.collect()
    return rss_mb()


def app():
    """The app as tests drive it, at the instant animation speed: a game takes its moves, not
    its seconds."""
    from scenes.app import App
    from scenes.kit import heap

    heap.keep_art_apart()           # as main.py's app does
    opened = App(threaded_ai=False)
    opened.apply_settings(replace(opened.settings, animation_speed="instant"))
    return opened


def games() -> list[str]:
    """The shipped games that can be played here (a test's own games are not measured)."""
    return [name for name in catalog.names() if name in catalog.SHIPPED]


def seats(name: str, humans: int = 0) -> list[Seat]:
    game = catalog.get(name)
    players = min(game.MAX_PLAYERS, max(game.MIN_PLAYERS, 3))
    return [Seat(f"P{i + 1}", "human") if i < humans else Seat(f"AI {i + 1}", "ai", "easy")
            for i in range(players)]


def play(opened, name: str, seed: int) -> Match:
    """An all-AI game of `name` played to its end at its table, its results seen, then the title
    again (the table left as a player leaves it)."""
    from scenes import tables

    match = Match.new(name, seats(name), seed)
    tables.open_match(opened, match)
    for _ in range(MOST):
        if match.state.is_over():
            break
        opened.step(STEP)
    for _ in range(3):
        opened.step(STEP)
    opened.home()
    opened.step(STEP)
    return match


def screens() -> dict:
    """{name: make(app) -> scene}: every screen the title leads to, a table of each game with a
    player at it, and the pause menu over one."""
    from scenes import tables
    from scenes.screens.load import LoadScene
    from scenes.screens.pause import PauseMenu
    from scenes.screens.records import RecordsScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings_scene import SettingsScene
    from scenes.screens.setup import SetupScene

    def table(name: str):
        return lambda a: tables.open_match(a, Match.new(name, seats(name, humans=1), 1))

    def paused(a):
        return a.stack.push(PauseMenu(a, table(games()[0])(a)))

    return {"setup": SetupScene, "load": LoadScene, "records": RecordsScene,
            "settings": SettingsScene, "rules": lambda a: RulesScene(a, a.rules_dir),
            **{f"table:{name}": table(name) for name in games()}, "pause": paused}


def open_and_leave(opened, times: int = OPENINGS, frames: int = 3) -> None:
    """Each screen opened, drawn a few frames and left for the title, `times` times over."""
    made = screens()
    for _ in range(times):
        for make in made.values():
            scene = make(opened)
            if scene is not None and scene is not opened.stack.top:
                opened.stack.push(scene)
            for _ in range(frames):
                opened.step(STEP)
            opened.home()
            opened.step(STEP)


def resize(opened, size: tuple[int, int]) -> None:
    """The window dragged to `size` and let settle, so that its art is painted for it."""
    import pygame

    opened.sdl.size = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]))
    for _ in range(5):          # past the app's SETTLE
        opened.step(STEP)


def resize_through(opened, sizes=SIZES) -> None:
    """Each table, then the title, shown through every size (ending at the size it began)."""
    from scenes import tables

    for name in games():
        tables.open_match(opened, Match.new(name, seats(name, humans=1), 2))
        for size in sizes:
            resize(opened, size)
        opened.home()
        opened.step(STEP)
    for size in sizes:
        resize(opened, size)


def figures(played: int = GAMES, openings: int = OPENINGS, sizes=SIZES) -> dict:
    """{"warm_mb": after a game of each game, "churned_mb": after the churn (sizes, screens,
    games), "growth_pct", and the figure after each part of it}."""
    from scenes.screens.title import TitleScene
    from scenes.table import ai_worker
    from scenes.window import close_display

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    opened = app()
    try:
        opened.stack.push(TitleScene(opened))
        opened.step(STEP)
        for seed, name in enumerate(games()):
            play(opened, name, seed)
        warm = settled_mb()
        resize_through(opened, sizes)
        parts = {"after_sizes_mb": settled_mb()}
        open_and_leave(opened, openings)
        parts["after_screens_mb"] = settled_mb()
        for seed in range(played):      # last, so that it ends as it began: the games' art in
            play(opened, games()[seed % len(games())], 100 + seed)     # the first size
        churned = settled_mb()
    finally:
        ai_worker.cancel_all()
        close_display()
    return {"warm_mb": warm, **parts, "churned_mb": churned,
            "growth_pct": round(100 * (churned - warm) / warm, 1)}


def text(found: dict) -> list[str]:
    return [f"resident memory: {found['warm_mb']} MB after a game of each game, "
            f"{found['churned_mb']} MB after {GAMES} all-AI games, every screen opened "
            f"{OPENINGS} times and {len(SIZES)} window sizes: {found['growth_pct']:+} %",
            f"  after the sizes {found['after_sizes_mb']} MB, after the screens "
            f"{found['after_screens_mb']} MB"]
