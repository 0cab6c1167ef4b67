"""Every screen and table drawn in German says German, found in the catalogues, and fits: each
line rendered (a wrapped sentence as the sentence) is a German template's, or only names and
numbers; at most one in fifty is an English template's left unsaid; no line is cut with an
ellipsis, passes the clip it is drawn in, leaves its panel or lies over another line. Every
screen is each of support/moments.py: the screens, and each table with its menu, its guide, its
results and its replay. At 1280x720 with the normal text here; at 2560x1440 and with the large
text too under `-m slow`. The rules' pages are the German rules files
(tests/test_rules_language.py); English fits as well (tests/test_screens_fit.py)."""
from __future__ import annotations

import pytest

from cli import screenshot
from engine.words import language
from support import minigame, moments
from support.drawn_boxes import findings, tracking
from support.drawn_words import capture, sort_lines

SCREENS = [s for s in moments.MOMENTS if s != "rules"]
SLOW = [((2560, 1440), "normal"), ((1280, 720), "large"), ((2560, 1440), "large")]


def german_screen(monkeypatch, tmp_path, screen: str, size, text: str):
    language.force("de")
    with capture(monkeypatch) as seen, tracking(monkeypatch) as boxes:
        moments.draw(screen, size, tmp_path, text)
    return seen, sort_lines(seen.drawn, (*screenshot.NAMES, minigame.TITLE), "de"), boxes


def check(seen, found, boxes) -> None:
    assert found.unknown == set(), "drawn in German but in no catalogue"
    assert len(found.english) <= len(found.drawn) / 50, sorted(found.english)
    assert seen.cut == set(), "cut with an ellipsis"
    assert len(found.drawn) > 3         # the screen drew its words
    assert findings(boxes) == (set(), set(), set()), "past a clip, out of a panel, overlapping"


@pytest.mark.parametrize("screen", SCREENS)
def test_each_screen_in_german_at_1280x720(monkeypatch, tmp_path, screen):
    check(*german_screen(monkeypatch, tmp_path, screen, (1280, 720), "normal"))


@pytest.mark.slow
@pytest.mark.parametrize("size, text", SLOW)
@pytest.mark.parametrize("screen", SCREENS)
def test_each_screen_in_german_at_every_size_and_text(monkeypatch, tmp_path, screen, size, text):
    check(*german_screen(monkeypatch, tmp_path, screen, size, text))
