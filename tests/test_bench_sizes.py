"""`bench --only scenes` times the same screens in bigger windows too ("sizes"), each in a window
really of that size: the figures before the app draws at the window's resolution."""
import functools
import json

import pytest

from cli import bench as cli_bench
from cli.main import run
from scenes import bench
from scenes.app import App
from scenes.window import close_display

SIZES = ["1920x1080", "2560x1440", "3840x2160"]
WINDOWS = [(1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("sizes, frames", [(1, 1), pytest.param(3, 3, marks=pytest.mark.slow)])
def test_every_screen_is_timed_in_a_window_of_each_size(monkeypatch, capsys, sizes, frames):
    """By default the first bigger size only, one frame a screen (a table waits for no
    animation then); under -m slow every size, three frames, as a table needs to show a move."""
    monkeypatch.setattr(bench, "SIZES", bench.SIZES[:sizes])
    drawn = []      # the window's size at every frame drawn, in order
    draw = App.draw_frame

    def drawing(app):
        drawn.append(app.window.get_size())
        draw(app)

    monkeypatch.setattr(App, "draw_frame", drawing)
    monkeypatch.setattr(bench, "WARM_UP", 1)
    monkeypatch.setattr(bench, "by_window",
                        functools.partial(bench.by_window, frames=frames, size_frames=frames))
    try:
        assert run(["bench", "--only", "scenes", "--json"]) == 0
    finally:
        close_display()
    figures = json.loads(capsys.readouterr().out)
    assert list(figures) == ["scenes", "sizes", "video"]
    assert list(figures["sizes"]) == SIZES[:sizes]
    assert figures["video"] == "dummy"          # the tests' driver, named with the figures
    assert list(dict.fromkeys(drawn)) == [(1280, 720), *WINDOWS[:sizes]]
    for size, screens in figures["sizes"].items():
        assert list(screens) == list(figures["scenes"]), size
        for name, t in screens.items():
            ms = [t["median"], t["p95"], t["p99"], t["max"]]
            assert all(isinstance(v, (int, float)) for v in ms) and 0 < ms[0], (size, name)
            assert ms == sorted(ms), (size, name)
    report = cli_bench.text(figures).splitlines()
    headers = [line for line in report if line.startswith("frame time per scene")]
    assert headers[0] == "frame time per scene (ms, dummy video driver): median / p95 / p99 / max"
    assert [h.split(" window")[0].rsplit(" ", 1)[1] for h in headers[1:]] == SIZES[:sizes]
    assert all("drawn at its own pixels" in h and "scaled" not in h for h in headers[1:])
    assert len(report) == (1 + sizes) * (1 + len(figures["scenes"]))


def test_frames_are_timed_on_the_dummy_driver_unless_one_is_set(monkeypatch):
    monkeypatch.setattr(bench, "by_window", lambda: {"scenes": {}, "sizes": {}})
    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    assert cli_bench._frame_times()["video"] == "dummy"
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert cli_bench._frame_times()["video"] == "x11"
