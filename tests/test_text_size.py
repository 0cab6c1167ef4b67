"""The Text size setting: kept with the other settings (an old or damaged file reads as normal),
chosen on the Settings screen, and at "large" the reading text (rules, log, tips, dialogs, the
hand panels) is really drawn bigger and still inside its panel; `main.py screenshot` draws any
screen at either size with --text."""
import json

import pygame
import pytest

from cli.main import run
from saves import settings as saved_settings
from scenes.kit import dialogs, markdown, paper, reading, text, theme, tips
from scenes.screens.settings_scene import SettingsScene
from scenes.table.log_view import LogView
from support.cli import one_line_error
from support.scenes import click, start

SENTENCE = ("The thieves came back at night and found the cave open, its treasure gone and a "
            "lamp still burning by the door.")


@pytest.fixture(autouse=True)
def normal_afterwards():
    """The reading size is the app's one state: every test leaves it at normal."""
    reading.set_large(False)
    yield
    reading.set_large(False)


def both(measure):
    """`measure()` at the normal, then at the large reading size."""
    reading.set_large(False)
    normal = measure()
    reading.set_large(True)
    return normal, measure()


def write(raw) -> None:
    saved_settings.path().parent.mkdir(parents=True, exist_ok=True)
    saved_settings.path().write_text(json.dumps(raw))


# --- the setting ------------------------------------------------------------------------------

def test_the_text_size_round_trips_through_the_settings_file():
    saved_settings.save(saved_settings.Settings(text_size="large", sound=False))
    again = saved_settings.load()
    assert again.text_size == "large" and not again.sound


@pytest.mark.parametrize("value", [None, "huge", "LARGE", 1.25, ["large"], {"size": "large"}])
def test_an_old_or_damaged_text_size_reads_as_normal(value):
    raw = {"animation_speed": "fast"} if value is None else {"animation_speed": "fast",
                                                             "text_size": value}
    write(raw)
    loaded = saved_settings.load()
    assert loaded.text_size == "normal" and loaded.animation_speed == "fast"


def test_reading_sizes_grow_a_quarter_only_when_large():
    assert both(lambda: reading.size(20)) == (20, 25)
    assert both(lambda: reading.size(14)) == (14, 18)


def test_the_settings_screen_chooses_the_size_at_once_and_keeps_it(app):
    scene = start(app, SettingsScene)
    assert scene.text_size.rect.bottom < scene.app.canvas.get_height() - 100
    click(app, scene.text_size.segment(1).center)
    assert app.settings.text_size == "large" and reading.large()
    assert saved_settings.load().text_size == "large"
    click(app, scene.text_size.segment(0).center)
    assert not reading.large() and saved_settings.load().text_size == "normal"


def test_the_fourth_row_and_the_note_fit_above_the_back_button(app):
    from scenes.screens import settings_scene as s
    scene = start(app, SettingsScene)
    rows = [scene.speed, scene.colour_blind, scene.sound, scene.text_size]
    assert all(s.PANEL.contains(w.rect) for w in rows)
    assert all(a.rect.bottom < b.rect.top for a, b in zip(rows, rows[1:]))
    note = theme.font(18, "italic").size(s.NOTE)
    note_rect = pygame.Rect((0, 0), note)
    note_rect.center = (s.PANEL.centerx, s.PANEL.bottom + 34)
    assert note_rect.top > s.PANEL.bottom and not note_rect.colliderect(scene.back_button.rect)


# --- drawn bigger, still inside ---------------------------------------------------------------

def test_the_log_wraps_bigger_lines_and_rewraps_when_the_size_changes():
    log = LogView((0, 0, 340, 300))
    log.add(SENTENCE, seat=0)
    surface = paper.Paper(pygame.Surface((340, 300)), 1.0)
    normal = (log.step, len(log.entries[0].lines))
    reading.set_large(True)
    log.draw(surface)                               # a change under a log already written
    large = (log.step, len(log.entries[0].lines))
    assert large[0] > normal[0] * 1.15 and large[1] > normal[1]
    font = theme.font(log.size)
    assert all(font.size(line)[0] <= log.inner.width - 34 for line in log.entries[0].lines)
    for i in range(30):
        log.add(f"{SENTENCE} ({i})")
    assert log.at_bottom() and log.scrollbar.content_height > log.inner.height


def test_the_rules_column_is_laid_out_bigger_and_inside_its_width():
    blocks = markdown.parse(f"# Rules\n\n{SENTENCE} **{SENTENCE}**\n\n- {SENTENCE}")
    (lines_n, height_n), (lines_l, height_l) = both(lambda: markdown.layout(blocks, 600))
    assert height_l > height_n * 1.2 and len(lines_l) > len(lines_n)
    para = next(line for line in lines_l if not line.bullet and line.y > 0)
    assert para.height == text.line_height(25)
    assert all(x + image.get_width() <= 600 for line in lines_l for image, x in line.pieces)


def test_the_rules_screen_lays_out_again_when_the_size_changes(app, tmp_path):
    from scenes.screens.rules import RulesScene
    (tmp_path / "rules" / "mini.md").write_text(f"# Mini\n\n{SENTENCE}\n" * 20)
    scene = start(app, lambda a: RulesScene(a, tmp_path / "rules"))
    before = scene.scrollbar.content_height
    reading.set_large(True)
    app.step(1 / 60)
    assert scene.scrollbar.content_height > before * 1.2


def test_a_tip_is_drawn_bigger_and_kept_inside_its_area():
    area = pygame.Rect(0, 0, 800, 600)
    surface = paper.Paper(pygame.Surface(area.size), 1.0)
    small, large = both(lambda: tips.draw(surface, area, (780, 580), "Souk", [SENTENCE] * 2))
    assert large.height > small.height * 1.25 and area.contains(large)


def test_a_dialog_grows_for_its_bigger_message_and_stays_on_screen(app):
    def shown():
        app.stack.reset(SettingsScene(app))
        dialog = dialogs.message(app, "Not saved", SENTENCE * 3)
        return dialog
    normal, large = both(shown)
    assert large.body_size == 25 and normal.body_size == 20
    assert large.message_rect.height > normal.message_rect.height * 1.2
    assert app.canvas.get_rect().contains(large.panel)
    assert large.panel.contains(large.message_rect)
    buttons = [w.rect for w in large.widgets]
    assert all(large.panel.contains(b) and b.top >= large.message_rect.bottom for b in buttons)


def test_your_treasures_rows_are_drawn_bigger(monkeypatch):
    from scenes.alibaba.panels import TreasurePanel
    sizes = []
    real = text.draw
    monkeypatch.setattr(text, "draw", lambda s, c, p, size=20, *a, **k:
                        sizes.append((c, size)) or real(s, c, p, size, *a, **k))
    panel = TreasurePanel(pygame.Rect(604, 104, 272, 428), [{"tile": 0, "kind": "carpet"}], 5)
    surface = paper.Paper(pygame.Surface((1280, 720)), 1.0)
    reading.set_large(True)
    panel.draw(surface, False)
    assert ("1 carpet", 20) in sizes and any(c.startswith("Sets") and s == 20 for c, s in sizes)


# --- the screenshot command -------------------------------------------------------------------

def test_the_screenshot_command_draws_at_the_large_size(tmp_path):
    shots = {}
    for size in ("normal", "large"):
        out = tmp_path / f"rules-{size}.png"
        argv = ["screenshot", "settings", "--size", "640x360", "--out", str(out)]
        assert run(argv + (["--text", size] if size == "large" else [])) == 0
        shots[size] = pygame.image.load(str(out))
    assert shots["normal"].get_size() == shots["large"].get_size() == (640, 360)
    assert not reading.large()
    from scenes.screens import settings_scene as s
    x, y = s.PANEL.x + 420, s.SettingsScene.row_y(3)    # the Text size choice, at half size
    for size, centre in (("normal", (x + 14, y)), ("large", (x + 124, y))):
        red, green, blue, _ = shots[size].get_at((centre[0] // 2, centre[1] // 2))
        assert red > 180 and blue < 120, size       # the gold pill on the size asked
    assert saved_settings.load().text_size == "normal"      # the player's setting is untouched


@pytest.mark.parametrize("value", ["huge", "Large", ""])
def test_other_text_sizes_are_a_one_line_error(capsys, tmp_path, value):
    out = tmp_path / "shot.png"
    err = one_line_error(capsys, ["screenshot", "title", "--size", "1280x720", "--text", value,
                                  "--out", str(out)], f"--text {value!r} is not a text size")
    assert len(err.strip().splitlines()) == 1 and not out.exists()
