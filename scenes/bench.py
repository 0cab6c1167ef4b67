"""Frame-time figures for `main.py bench`: how long one frame of each screen takes, at 1280x720
and at bigger windows, and how long the app takes to draw its first frame."""
from __future__ import annotations

import math
import statistics
import time

from engine import catalog
from engine.core import Rng
from engine.match import Match, Seat
from scenes.app import App
from scenes.kit import canvas
from scenes.screens.load import LoadScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings_scene import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.table import ai_worker
from scenes.tables import table_for
from scenes.screens.title import TitleScene

FRAMES = 600       # a p99 of 600 frames is its 6th worst, not the 2nd of 120
WARM_UP = 30
SIZES = ((1920, 1080), (2560, 1440), (3840, 2160))
# A 3840x2160 frame costs several 1280x720 ones (nine times the pixels to draw): half the frames
# keep the bench to about two minutes, and a p99 of 300 frames is still their 3rd worst.
SIZE_FRAMES = 300


def first_frame() -> App:
    """Open the app and draw the title screen once (what start-up time measures)."""
    app = App()
    app.stack.push(TitleScene(app))
    app.step(0)
    return app


def _table(game_name: str):
    """The game's table mid-game with every seat an AI, so that moves and their animations
    keep playing while the frames are timed (the heaviest a table draws)."""
    game = catalog.get(game_name)
    players = min(game.MAX_PLAYERS, max(game.MIN_PLAYERS, 4))
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(players)]

    def make(app):
        whole = _random_game(Match.new(game_name, seats, 1))
        match = Match.new(game_name, seats, 1)
        for action in whole.log[:len(whole.log) // 2]:
            match.apply(action)
        return table_for(game_name)(app, match)
    return make


def _random_game(match: Match) -> Match:
    rng = Rng(1)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def _stats(samples: list[float]) -> dict:
    ms = sorted(s * 1000 for s in samples)
    return {"median": round(statistics.median(ms), 2), "p95": _percentile(ms, 0.95),
            "p99": _percentile(ms, 0.99), "max": round(ms[-1], 2)}


def _percentile(ms: list[float], share: float) -> float:
    """The sample below which `share` of the sorted samples lie (nearest rank)."""
    return round(ms[max(0, math.ceil(len(ms) * share) - 1)], 2)


def _open(app: App, make) -> None:
    """Put the screen up and let its first frames paint the art once, untimed (that is
    start-up's cost, measured on its own)."""
    app.stack.reset(make(app))
    for _ in range(WARM_UP):
        app.step(1 / 60)


def by_window(frames: int = FRAMES, size_frames: int = SIZE_FRAMES) -> dict[str, dict]:
    """{"scenes": `frame_times` at 1280x720, "sizes": {"WxH": `frame_times` in a window of each
    of SIZES}}: what drawing at a bigger window's own pixels costs."""
    return {"scenes": frame_times(frames),
            "sizes": {f"{w}x{h}": frame_times(size_frames, (w, h)) for w, h in SIZES}}


def frame_times(frames: int = FRAMES,
                window: tuple[int, int] = canvas.LOGICAL) -> dict[str, dict]:
    """{screen: {median, p95, p99, max}} in ms over `frames` frames each in a `window`-sized
    window, tables included; a table also says in how many of them an animation was playing
    (`animated`)."""
    app = App(window_size=window)
    screens = {"title": TitleScene, "setup": SetupScene, "load": LoadScene,
               "settings": SettingsScene, "rules": lambda a: RulesScene(a, a.rules_dir)}
    screens.update({f"table:{name}": _table(name) for name in catalog.names()})
    figures = {}
    for name, make in screens.items():
        _open(app, make)
        samples, animated = [], 0
        table = name.startswith("table:")
        # A table is timed until half its frames have had an animation playing (AI moves come
        # every second or so), within a bound, so that its figure includes them.
        while len(samples) < frames or table and animated < frames // 2 \
                and len(samples) < 20 * frames:
            start = time.perf_counter()
            app.step(1 / 60)
            samples.append(time.perf_counter() - start)
            busy = getattr(app.stack.top, "board_busy", None)
            animated += bool(busy and busy())
            if table and busy is None:         # the game ended: a table again, mid-game
                _open(app, make)
        figures[name] = _stats(samples)
        if table:
            figures[name]["animated"] = f"{animated} of {len(samples)}"
    ai_worker.cancel_all()      # the last table's AI thinks no more while another run is timed
    return figures
