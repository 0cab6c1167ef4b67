"""Every screen fits in English too (German: tests/test_german_screens.py): on each of
support/moments.py's screens, no line is cut with an ellipsis, passes the clip it is drawn in,
leaves the panel it sits in or lies over another line; at both text sizes, at 1280x720 and
2560x1440, under `-m slow` (the default run checks German, the longer, at 1280x720)."""
from __future__ import annotations

import pytest

from engine.words import language
from support import moments
from support.drawn_boxes import findings, tracking
from support.drawn_words import capture

SIZES = [((1280, 720), "normal"), ((1280, 720), "large"), ((2560, 1440), "normal"),
         ((2560, 1440), "large")]


def check(monkeypatch, tmp_path, screen: str, size, text: str) -> None:
    language.force("en")
    with capture(monkeypatch) as seen, tracking(monkeypatch) as boxes:
        moments.draw(screen, size, tmp_path, text)
    assert seen.cut == set(), "cut with an ellipsis"
    escaped, outside, overlaps = findings(boxes)
    assert escaped == set(), "past the clip it is drawn in"
    assert outside == set(), "out of its panel"
    assert overlaps == set(), "over another line"
    assert len(boxes.last_frame()) > 3      # the screen drew its words


@pytest.mark.slow
@pytest.mark.parametrize("size, text", SIZES)
@pytest.mark.parametrize("screen", moments.MOMENTS)
def test_each_screen_fits_in_english_at_every_size_and_text(monkeypatch, tmp_path, screen,
                                                            size, text):
    check(monkeypatch, tmp_path, screen, size, text)
