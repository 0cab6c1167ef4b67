"""Every frame is drawn at the window's own pixels: nothing scales the whole picture, a resized
window is drawn anew at its size once the drag has settled, and on a scaled desktop the mouse's
points map to the window's real pixels."""
import os

import pygame
import pytest

from scenes import app as app_module
from scenes import window
from scenes.kit import canvas, paper, theme
from scenes.screens.title import TitleScene
from scenes.window import close_display
from support.scenes import steps


@pytest.fixture
def big(tmp_path):
    application = app_module.App((2560, 1440), threaded_ai=False, rules_dir=tmp_path)
    application.stack.push(TitleScene(application))
    yield application
    close_display()


def test_the_window_asks_for_its_real_pixels_on_a_scaled_desktop(big, monkeypatch):
    assert os.environ[window.HIGH_DPI[0]] == window.HIGH_DPI[1]
    asked = []
    real = pygame.Window
    monkeypatch.setattr(pygame, "Window", lambda *a, **k: asked.append(k) or real(*a, **k))
    close_display()                         # the window closes with the display: a new one
    app_module.App((640, 360), threaded_ai=False)
    assert asked == [{"resizable": True, "allow_high_dpi": True}]


def test_the_canvas_is_the_window_at_its_own_scale(big):
    steps(big, 2)
    assert big.canvas.scale == 2 and big.canvas.get_size() == canvas.LOGICAL
    assert big.canvas.pixels.get_size() == (2560, 1440)
    assert big.canvas.pixels.get_parent() is big.window


def test_no_frame_scales_the_whole_picture(big, monkeypatch):
    steps(big, 5)                       # the art is painted: scaled once, before
    scaled = []
    for name in ("scale", "smoothscale", "scale_by", "smoothscale_by"):
        real = getattr(pygame.transform, name)
        monkeypatch.setattr(pygame.transform, name,
                            lambda image, *a, real=real, **k: scaled.append(image.get_size())
                            or real(image, *a, **k))
    steps(big, 30)
    assert not [size for size in scaled if size[0] * size[1] >= 1280 * 720 / 4], scaled


def test_a_click_on_a_scaled_desktop_lands_where_it_is_seen(big, monkeypatch):
    """The desktop counts the window as 1280x720 points; the surface has 2560x1440 pixels."""
    class Scaled:       # the window as a 200 % desktop reports it
        size = (1280, 720)
        get_surface = big.sdl.get_surface
    monkeypatch.setattr(big, "sdl", Scaled())
    seen = []
    monkeypatch.setattr(big.stack, "handle_event", seen.append)
    big.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1))
    big.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1))
    assert [e.pos for e in seen] == [(640, 360), (100, 50)]


def test_a_resized_window_is_drawn_at_its_new_size_once_the_drag_has_settled(tmp_path):
    app = app_module.App(canvas.LOGICAL, threaded_ai=False, rules_dir=tmp_path)
    try:
        app.stack.push(TitleScene(app))
        steps(app, 2)
        theme.text("Sesame", 20, theme.TEXT)
        app.sdl.size = (2560, 1440)
        steps(app, 3, dt=0.05)                      # still being dragged: drawn as before,
        assert app.canvas.scale == 1                # centred in the bigger window
        assert app.canvas.pixels.get_size() == canvas.LOGICAL
        assert app.canvas.pixels.get_offset() == (640, 360)
        steps(app, 4, dt=0.1)
        assert app.canvas.scale == 2 and paper.scale() == 2
        assert app.canvas.pixels.get_size() == (2560, 1440)
        assert theme.text("Sesame", 20, theme.TEXT).scale == 2    # painted anew, sharp
        app.sdl.size = (960, 540)
        steps(app, 1, dt=0.01)                      # smaller: at once, nothing to crop
        assert app.canvas.scale == 0.75
    finally:
        close_display()


def test_a_paper_puts_design_units_down_at_its_scale():
    sheet = paper.surface((100, 50), pygame.SRCALPHA, at=2)
    assert sheet.get_size() == (100, 50) and sheet.pixels.get_size() == (200, 100)
    sheet.fill((255, 0, 0, 255), (10, 10, 5, 5))
    assert sheet.pixels.get_bounding_rect() == pygame.Rect(20, 20, 10, 10)
    assert sheet.get_at((12, 12)) == pygame.Color(255, 0, 0, 255)
