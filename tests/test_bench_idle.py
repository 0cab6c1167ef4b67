"""`main.py bench --only idle`: each screen left alone in a window of each size, its process's
CPU share read off while nothing moves; the part is listed and printed like the others."""
from __future__ import annotations

import cli.screenshot
from cli import bench, bench_idle


def test_the_idle_part_measures_every_screen_at_every_size_left_alone(monkeypatch):
    monkeypatch.setattr(cli.screenshot, "screens", lambda: ["title", "rules"])
    sizes = ((640, 360), (800, 450))
    figures = bench_idle.idle_figures(sizes=sizes, settle=0.3, measure=0.3)
    assert figures["driver"] == "dummy"
    assert set(figures) == {"driver", "640x360", "800x450"}
    for size in ("640x360", "800x450"):
        assert set(figures[size]) == {"title", "rules"}
        assert all(share >= 0 for share in figures[size].values())
    lines = bench_idle.idle_lines(figures)
    assert "dummy video driver" in lines[0] and "presents nothing" in lines[0]
    assert [line.split()[0] for line in lines[2:]] == ["title", "rules"]


def test_bench_offers_the_idle_part(monkeypatch):
    assert "idle" in bench.SECTIONS
    monkeypatch.setattr(bench, "_idle", lambda: {"driver": "x11", "1920x1080": {"title": 0.4}})
    figures = bench.run(("idle",))
    assert set(figures) == {"idle"}
    assert "title" in bench.text(figures) and "x11 video driver" in bench.text(figures)
