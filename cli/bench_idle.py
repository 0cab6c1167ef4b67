"""`main.py bench --only idle`: what the app costs while nothing moves, per screen and size.

Each screen a person reads or thinks at (the title, setup, load, records, settings and rules
screens, and each game's table at the human's turn, as `main.py screenshot` lays it) is opened
in a window of each size and left alone: the app's own loop runs (scenes/app.py `run`) with the
AI on its worker threads, as in play; once its entrance and the ambient motion have played
(SETTLE seconds) the process's CPU time (every thread's) is read over MEASURE seconds and given
as a share of one core. The video driver is the one set (a real window under X11 or Xvfb gives
the figures README quotes; SDL's dummy driver, the default here, presents nothing and is said
so), and the data folder is the bench's own.
"""
from __future__ import annotations

import os
import threading
import time

SIZES = ((1920, 1080), (2560, 1440))
SETTLE = 4.5            # seconds: the entrance, then the ambient motion's last beat (3 s)
MEASURE = 5.0           # seconds measured, nothing moving


def idle_figures(sizes=SIZES, settle: float = SETTLE, measure: float = MEASURE) -> dict:
    """{"driver": the video driver, "WxH": {screen: % of one core}} for every screen."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from cli.screenshot import screens

    figures: dict = {"driver": os.environ["SDL_VIDEODRIVER"]}
    for size in sizes:
        figures[f"{size[0]}x{size[1]}"] = {screen: idle_share(screen, size, settle, measure)
                                           for screen in screens()}
    return figures


def idle_share(screen: str, size: tuple[int, int], settle: float, measure: float) -> float:
    """Per cent of one core the app used over `measure` seconds on `screen`, left alone."""
    import pygame

    from cli.screenshot import _scene
    from scenes.app import App
    from scenes.window import close_display

    app = App(window_size=size, threaded_ai=True)
    app.stack.push(_scene(app, screen))
    marks: list[float] = []

    def read_then_quit() -> None:
        time.sleep(settle)
        marks.append(time.process_time())
        time.sleep(measure)
        marks.append(time.process_time())
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    clock = threading.Thread(target=read_then_quit, name="idle bench", daemon=True)
    clock.start()
    try:
        app.run()
    finally:
        clock.join()
        close_display()
    return round(100 * (marks[1] - marks[0]) / measure, 2)


def idle_lines(figures: dict) -> list[str]:
    """The idle part of the bench's text: a row per screen, a column per size."""
    sizes = [key for key in figures if key != "driver"]
    lines = [f"Idle, nothing moving (% of one core; {figures['driver']} video driver"
             + ("; it presents nothing: a real window costs more" if figures["driver"] == "dummy"
                else "") + "):",
             "  " + "screen".ljust(16) + "".join(size.rjust(12) for size in sizes)]
    for screen in figures[sizes[0]] if sizes else []:
        lines.append("  " + screen.ljust(16)
                     + "".join(f"{figures[size][screen]:>11.2f}%" for size in sizes))
    return lines
