"""`bench`'s frame figures: every screen timed, animations included at the tables, the
percentiles in order (p99 is what the frame budget is held to)."""

from scenes import bench
from scenes.window import close_display


def test_percentiles_are_nearest_rank():
    ms = [float(v) for v in range(1, 101)]
    assert bench._percentile(ms, 0.95) == 95.0 and bench._percentile(ms, 0.99) == 99.0
    assert bench._percentile([4.0], 0.99) == 4.0


def test_every_screen_reports_median_p95_p99_and_max(tmp_path, monkeypatch):
    monkeypatch.setenv("SESAME_DATA_DIR", str(tmp_path))
    try:
        figures = bench.frame_times(frames=2)
    finally:
        close_display()
    assert {"title", "setup", "load", "table:alibaba", "table:forty_thieves"} <= set(figures)
    for name, t in figures.items():
        assert 0 < t["median"] <= t["p95"] <= t["p99"] <= t["max"], name
        if name.startswith("table:"):       # timed on until animations played, within a bound
            animating, frames = map(int, t["animated"].split(" of "))
            assert frames >= 2 and (animating >= 1 or frames == 20 * 2), name
