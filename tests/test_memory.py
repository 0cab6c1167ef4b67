"""Memory does not grow with use: a window resized through twenty sizes keeps the art and the
fonts of the size it is at only, and (under -m long) the app's resident memory after thirty
all-AI games, every screen opened and left fifty times and twenty window sizes is within 10 %
of what it was once a game of each game had been played (cli/bench_memory.py, the bench's
`memory` figure)."""
from __future__ import annotations

import gc

import pytest

from cli import bench_memory
from engine.match import Match
from scenes import tables
from scenes.kit import paper, theme
from scenes.screens.title import TitleScene
from scenes.window import close_display


def scales_alive() -> dict[str, set[float]]:
    """The scales of the fonts and the papers still referenced anywhere."""
    gc.collect()
    alive = gc.get_objects()
    return {"fonts": {o.at for o in alive if isinstance(o, theme.Lettering)},
            "papers": {o.scale for o in alive if isinstance(o, paper.Paper)}}


def test_twenty_window_sizes_leave_the_art_and_fonts_of_one():
    app = bench_memory.app()
    try:
        app.stack.push(TitleScene(app))
        for size in bench_memory.SIZES:
            bench_memory.resize(app, size)
        seats = bench_memory.seats("alibaba", humans=1)
        tables.open_match(app, Match.new("alibaba", seats, 2))
        for size in bench_memory.SIZES:
            bench_memory.resize(app, size)
        assert len(bench_memory.SIZES) == 20 and app.sdl.size == (1280, 720)
        assert scales_alive() == {"fonts": {paper.scale()}, "papers": {paper.scale()}}
    finally:
        close_display()


@pytest.mark.long
def test_a_long_evening_leaves_memory_within_a_tenth_of_the_warm_app():
    found = bench_memory.figures()
    assert found["growth_pct"] <= 10, found
