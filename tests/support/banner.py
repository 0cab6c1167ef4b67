"""A Bagdad game of four AIs stepped frame by frame, with what the banner drew on each frame:
the banner tests read its words, sizes, colours and room from here."""
from __future__ import annotations

import inspect
from dataclasses import replace

from engine.match import Match, Seat
from scenes.kit import text
from scenes.table.chrome import Chrome
from scenes.tables import table_for
from support.scenes import start, steps

NAMES = ("Jasmine", "Zaid", "Nadia", "Layla")


def banner_frames(app, monkeypatch, rounds: int, frames: int) -> tuple[object, list[list[dict]]]:
    """The table and, per frame until round `rounds` is over (or `frames` frames), each line
    the banner drew: text.draw's arguments by name (content, size, colour, weight,
    max_width, ...)."""
    app.apply_settings(replace(app.settings, animation_speed="fast"))
    match = Match.new("bagdad", [Seat(n, "ai", "easy") for n in NAMES], 5)
    table = start(app, lambda a: table_for("bagdad")(a, match))
    shown, drawing = [], []
    real_draw, real_banner = text.draw, Chrome.draw_banner
    signature = inspect.signature(real_draw)

    def draw(*args, **named):
        if drawing:
            bound = signature.bind(*args, **named)
            bound.apply_defaults()
            drawing[-1].append(dict(bound.arguments))
        return real_draw(*args, **named)

    def draw_banner(chrome, surface):
        drawing.append([])
        try:
            real_banner(chrome, surface)
        finally:
            shown.append(drawing.pop())
    monkeypatch.setattr(text, "draw", draw)
    monkeypatch.setattr(Chrome, "draw_banner", draw_banner)
    for _ in range(frames):
        steps(app, 1)
        if table.chrome.round and table.chrome.round > rounds:
            break
    return table, shown
