"""The window opens as it was at the last quit (size, position, full screen), fitted to the
screens there are now; nonsense in the settings file is ignored, never a traceback."""
from __future__ import annotations

import json

import pygame
import pytest

from saves import settings as saved_settings
from scenes.app import App
from scenes.window import close_display, fitted, placed, screen_rects

ONE = [(1920, 1080)]
TWO = [(1920, 1080), (2560, 1440)]


def test_a_window_is_fitted_to_the_screens_of_now():
    kept = {"size": [1600, 900], "position": [2400, 200], "fullscreen": False}
    assert fitted(kept, TWO) == ((1600, 900), (2400, 200), False)   # on the second screen
    assert fitted(kept, ONE) == ((1600, 900), (160, 90), False)     # unplugged: centred
    huge = {"size": [9000, 5000], "position": [10, 10], "fullscreen": True}
    assert fitted(huge, ONE) == ((1920, 1080), (0, 0), True)         # all of it on the screen
    big = {"size": [1280, 720], "position": [640, 360], "fullscreen": False}
    assert fitted(big, [(1280, 720)]) == ((1280, 720), (0, 0), False)
    assert fitted(big, ONE) == ((1280, 720), (640, 360), False)
    tiny = {"size": [3, 2], "position": None, "fullscreen": False}
    assert fitted(tiny, ONE) == ((640, 360), (640, 360), False)


SCREEN = [pygame.Rect(0, 0, 2560, 1440)]
SIDE_BY_SIDE = [pygame.Rect(0, 0, 1920, 1080), pygame.Rect(1920, 0, 2560, 1440)]


@pytest.mark.parametrize("place, size, screens, expected", [
    ((0, 0), (1280, 720), SCREEN, (0, 0)),                        # fits: kept
    ((1280, 720), (1280, 720), SCREEN, (1280, 720)),              # to the very corner
    ((640, 360), (2560, 1440), SCREEN, (0, 0)),                   # half off: centred
    ((2000, 100), (1280, 720), SCREEN, (640, 360)),               # partly off to the right
    ((-10, 0), (1280, 720), SCREEN, (640, 360)),                  # a sliver off to the left
    ((100, -30), (1280, 720), SCREEN, (640, 360)),                # its top above the screen
    ((5000, 5000), (1280, 720), SCREEN, (640, 360)),              # wholly off
    (None, (1280, 720), SCREEN, (640, 360)),                      # no place remembered
    ((2400, 200), (1600, 900), SIDE_BY_SIDE, (2400, 200)),        # on the second screen
    ((1500, 200), (1600, 900), SIDE_BY_SIDE, (160, 90)),          # across the two: centred
    ((100, 500), (1600, 900), SIDE_BY_SIDE, (160, 90)),           # too low for the first
    ((100, 500), (1600, 900), [], None),                          # no screen known: SDL's
])
def test_a_remembered_place_is_kept_only_where_the_whole_window_is_on_a_screen(
        place, size, screens, expected):
    assert placed(place, size, screens) == expected


def test_the_screens_stand_side_by_side_from_the_first():
    assert screen_rects(TWO) == [pygame.Rect(0, 0, 1920, 1080), pygame.Rect(1920, 0, 2560, 1440),
                                 pygame.Rect(-2560, 0, 2560, 1440)]
    assert screen_rects([]) == []


def test_the_app_keeps_its_window_at_quit_and_opens_so(data_dir):
    app = App((1100, 700), threaded_ai=False, remember=True)
    app.sdl.size = (1000, 600)
    app.quit()
    close_display()
    kept = saved_settings.load().window
    assert kept["size"] == [1000, 600] and kept["fullscreen"] is False
    again = App((1280, 720), threaded_ai=False, remember=True)
    try:
        assert again.sdl.size == (1000, 600)
    finally:
        close_display()
    fresh = App((1280, 720), threaded_ai=False)          # tests and tools: as they ask
    try:
        assert fresh.sdl.size == (1280, 720)
        fresh.quit()
    finally:
        close_display()
    assert saved_settings.load().window == kept          # and they keep nothing


@pytest.mark.parametrize("junk", [
    "x", [1, 2], {"size": "big"}, {"size": [True, 5]}, {"size": [10 ** 9, 10]},
    {"size": [800, 600], "position": ["a", 1]}, {"size": [800, 600, 1]}])
def test_nonsense_in_the_settings_is_no_window_at_all(data_dir, junk):
    saved_settings.path().parent.mkdir(parents=True, exist_ok=True)
    saved_settings.path().write_text(json.dumps({"window": junk}))
    kept = saved_settings.load().window
    assert kept == {} or kept["position"] is None
    app = App((1280, 720), threaded_ai=False, remember=True)     # opens all the same
    try:
        assert app.sdl.size[0] >= 640
    finally:
        close_display()


def test_full_screen_is_kept_with_the_size_to_come_back_to(data_dir):
    app = App((1000, 600), threaded_ai=False, remember=True)
    app.toggle_fullscreen()
    app.quit()
    close_display()
    kept = saved_settings.load().window
    assert kept["fullscreen"] is True and kept["size"] == [1000, 600]
    again = App((1280, 720), threaded_ai=False, remember=True)
    try:
        assert again.fullscreen and again.windowed_size == (1000, 600)
        again.toggle_fullscreen()
        assert again.sdl.size == (1000, 600)
    finally:
        close_display()
