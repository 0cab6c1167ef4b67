"""Frame-time figures for `main.py bench`: how long one frame of each screen takes, and how
long the app takes to draw its first frame."""
from __future__ import annotations

import statistics
import time

from engine import catalog
from engine.match import Match, Seat
from scenes.app import App
from scenes.load import LoadScene
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene
from scenes.tables import table_for
from scenes.title import TitleScene

FRAMES = 120


def first_frame() -> App:
    """Open the app and draw the title screen once (what start-up time measures)."""
    app = App()
    app.stack.push(TitleScene(app))
    app.step(0)
    return app


def _table(game_name: str):
    game = catalog.get(game_name)
    seats = [Seat("Player 1")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, game.MIN_PLAYERS)]
    return lambda app: table_for(game_name)(app, Match.new(game_name, seats, 1))


def _stats(samples: list[float]) -> dict:
    ms = sorted(s * 1000 for s in samples)
    return {"median": round(statistics.median(ms), 2),
            "p95": round(ms[int(len(ms) * 0.95) - 1], 2), "max": round(ms[-1], 2)}


def frame_times(frames: int = FRAMES) -> dict[str, dict]:
    """{screen: {median, p95, max}} in ms over `frames` frames each, tables included."""
    app = App()
    screens = {"title": TitleScene, "setup": SetupScene, "load": LoadScene,
               "settings": SettingsScene, "rules": lambda a: RulesScene(a, a.rules_dir)}
    screens.update({f"table:{name}": _table(name) for name in catalog.names()})
    figures = {}
    for name, make in screens.items():
        app.stack.reset(make(app))
        samples = []
        for _ in range(frames):
            start = time.perf_counter()
            app.step(1 / 60)
            samples.append(time.perf_counter() - start)
        figures[name] = _stats(samples)
    return figures
