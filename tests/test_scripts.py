"""Names in any script draw in their own letters: runs by script, each in a font that has it,
Arabic shaped and set right to left (scenes/kit/scripts.py, theme.Lettering)."""
from __future__ import annotations

import pygame
import pytest

from engine.shipped import ASSETS
from scenes.kit.fields import typing_point
from scenes.kit import scripts, theme

ARABIC_NAME = "علي بابا"


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_a_line_is_cut_into_runs_by_script_and_a_space_stays_inside_a_name():
    assert scripts.runs("Jasmine's turn") == [(scripts.LATIN, "Jasmine's turn")]
    assert scripts.runs(ARABIC_NAME) == [(scripts.ARABIC, ARABIC_NAME)]
    assert scripts.runs("李小龙's turn") == [(scripts.CJK, "李小龙"), (scripts.LATIN, "'s turn")]
    assert scripts.runs(f"{ARABIC_NAME} plays") == [(scripts.ARABIC, ARABIC_NAME),
                                                    (scripts.LATIN, " plays")]
    assert scripts.runs("Ζωή & Жанна") == [(scripts.LATIN, "Ζωή & Жанна")]   # Lato has them
    assert [k for k, _ in scripts.runs("김민준 · さくら")] == [scripts.CJK, scripts.LATIN, scripts.CJK]


def test_each_run_has_a_font_with_its_letters():
    for kind, text in ((scripts.ARABIC, "علي بابا محمد رضا"), (scripts.CJK, "李小龙王김민준さくら")):
        for weight in ("regular", "bold"):
            f = pygame.font.Font(ASSETS / "fonts" / scripts.font_file(kind, weight), 20)
            missing = [c for c in text.replace(" ", "")
                       if f.metrics(c)[0] is None or f.metrics(c)[0][4] == 0]
            assert missing == [], (kind, weight)


def test_arabic_is_shaped_so_its_letters_join():
    """Joined letters take less room than the same letters each alone, as written Arabic."""
    lettering = theme.font(32, "regular", at=1.0)
    word = "سلام"
    assert lettering.size(word)[0] < sum(lettering.size(c)[0] for c in word)


def test_a_name_in_another_script_is_not_drawn_as_missing_glyph_boxes():
    lettering = theme.font(28, "bold", at=1.0)
    lato = pygame.font.Font(ASSETS / "fonts" / "Lato-Bold.ttf", 28)
    for name in (ARABIC_NAME, "李小龙"):
        drawn = lettering.render(name, True, (255, 255, 255)).pixels
        boxes = lato.render(name, True, (255, 255, 255))
        assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(boxes, "RGBA")
        assert lettering.size(name)[1] == lato.get_height()      # Lato's line, for layout


def test_mixed_text_measures_as_the_sum_of_its_runs():
    lettering = theme.font(24, "regular", at=1.0)
    mixed = "李小龙's turn"
    assert lettering.size(mixed)[0] == lettering.size("李小龙")[0] + lettering.size("'s turn")[0]
    assert lettering.render(mixed, True, (0, 0, 0)).get_size()[0] == lettering.size(mixed)[0]


def test_the_caret_stands_where_the_next_letter_typed_appears():
    """After a Latin name, at its end; after an Arabic one, at its left, where Arabic grows;
    after Latin then Arabic, at the left of the Arabic."""
    font = theme.font(20)
    assert typing_point("", font) == 0
    assert typing_point("Layla", font) == font.size("Layla")[0]
    assert typing_point("علي", font) == 0
    assert typing_point("Layla علي", font) == font.size("Layla ")[0]
    assert typing_point("علي Layla", font) == font.size("علي Layla")[0]
