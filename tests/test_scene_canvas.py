"""Letterboxing the logical canvas into windows of any size, and mapping the mouse back."""
import pytest

from scenes.kit.canvas import LOGICAL, fit, to_logical


@pytest.mark.parametrize("window, expected", [
    ((1280, 720), (0, 0, 1280, 720)),
    ((1920, 1080), (0, 0, 1920, 1080)),
    ((800, 450), (0, 0, 800, 450)),
    ((1280, 1024), (0, 152, 1280, 720)),     # bars above and below
    ((2000, 720), (360, 0, 1280, 720)),      # bars left and right
])
def test_fit_keeps_the_aspect_and_centres(window, expected):
    assert fit(window) == expected


@pytest.mark.parametrize("window, pos, expected", [
    ((1280, 720), (0, 0), (0, 0)),
    ((1280, 720), (1279, 719), (1279, 719)),
    ((640, 360), (320, 180), (640, 360)),
    ((1920, 1080), (960, 540), (640, 360)),
    ((1280, 1024), (640, 152), (640, 0)),
    ((1280, 1024), (640, 871), (640, 719)),
    ((2000, 720), (360, 100), (0, 100)),
    ((800, 450), (799, 449), (1278, 718)),
])
def test_window_positions_map_to_logical_ones(window, pos, expected):
    assert to_logical(window, pos) == expected


@pytest.mark.parametrize("window, pos", [
    ((1280, 1024), (640, 100)),     # top bar
    ((1280, 1024), (640, 872)),     # bottom bar
    ((2000, 720), (359, 300)),      # left bar
    ((2000, 720), (1640, 300)),     # right bar
    ((1280, 720), (-1, 5)),
    ((1280, 720), (1280, 5)),
])
def test_positions_on_the_bars_or_outside_are_none(window, pos):
    assert to_logical(window, pos) is None


def test_every_mapped_position_lies_on_the_canvas():
    for window in ((333, 777), (1600, 900), (1024, 768)):
        for px in range(0, window[0], 37):
            for py in range(0, window[1], 41):
                mapped = to_logical(window, (px, py))
                assert mapped is None or (0 <= mapped[0] < LOGICAL[0] and 0 <= mapped[1] < LOGICAL[1])
