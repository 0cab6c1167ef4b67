"""The fit check of tests/test_screens_fit.py finds what it looks for: a line past the clip it
is drawn in, a line that leaves the panel it sits in, and two lines over each other, followed
through a layer to the window; and it lets pass a line a later panel covers (a menu or a tip
over the table) and what a dark veil lies over."""
import pygame
import pytest

from scenes.kit import paper, theme
from support.drawn_boxes import findings, tracking


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def frame(boxes, draw) -> tuple[set, set, set]:
    window = paper.surface((400, 300))
    draw(window)
    boxes.frame = window
    return findings(boxes)


def line(surface, words: str, at: tuple[int, int]) -> pygame.Rect:
    image = theme.text(words, 20, theme.TEXT)
    surface.blit(image, at)
    return image.get_rect(topleft=at)


def test_lines_that_fit_are_not_found(monkeypatch):
    with tracking(monkeypatch) as boxes:
        def draw(window):
            theme.panel(window, (10, 10, 300, 100))
            line(window, "Sesame", (20, 20))
            line(window, "Open", (20, 50))
        assert frame(boxes, draw) == (set(), set(), set())


def test_a_line_past_its_clip_out_of_its_panel_or_over_another_is_found(monkeypatch):
    with tracking(monkeypatch) as boxes:
        def draw(window):
            layer = window.blank((200, 100))
            layer.set_clip((0, 0, 60, 100))
            line(layer, "A line far too long for its clip", (0, 0))
            window.blit(layer, (100, 150))
            theme.panel(window, (10, 10, 80, 60))
            line(window, "Leaving the panel", (20, 20))
            line(window, "Under", (200, 20))
            line(window, "Over", (210, 24))
        escaped, outside, overlaps = frame(boxes, draw)
    assert [(words, at[:2]) for words, at, _ in escaped] == [
        ("A line far too long for its clip", (100, 150))]
    assert [words for words, _, _ in outside] == ["Leaving the panel"]
    assert overlaps == {("Over", "Under")}


def test_a_panel_or_a_dark_veil_over_a_line_puts_it_out_of_sight(monkeypatch):
    with tracking(monkeypatch) as boxes:
        def draw(window):
            line(window, "Below the tip", (20, 20))
            line(window, "Below the veil", (20, 200))
            theme.panel(window, (10, 10, 200, 40))
            line(window, "The tip", (30, 22))
            theme.dim(window, 150)
            line(window, "The menu", (24, 204))
        assert frame(boxes, draw) == (set(), set(), set())
