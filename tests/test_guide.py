"""The first-game guide: it opens by itself the first time a person sits at a game's table
(and never again, the settings remember it), from the Guide button or G at any time, steps
through the table's parts, and leaves the game exactly where it was."""
import json

import pygame
import pytest

from engine.match import Match, Seat
from saves import settings as saved_settings
from scenes.app import App
from scenes.table.guide import GuideScene
from scenes.tables import table_for
from support.scenes import click, key, steps
from scenes.window import close_display

GAMES = (("alibaba", 3), ("forty_thieves", 3), ("bagdad", 3))


@pytest.fixture
def guided(tmp_path, monkeypatch):
    monkeypatch.setenv("SESAME_DATA_DIR", str(tmp_path / "data"))
    rules = tmp_path / "rules"
    rules.mkdir()
    application = App(threaded_ai=False, rules_dir=rules, guides=True)
    yield application
    close_display()


def sit(app, game, players, humans=1):
    seats = [Seat(f"H{i}", "human") for i in range(humans)]
    seats += [Seat(f"AI {i}", "ai", "easy") for i in range(players - humans)]
    match = Match.new(game, seats, 3)
    table = app.stack.reset(table_for(game)(app, match))
    steps(app, 30)
    return table, match


@pytest.mark.parametrize("game,players", GAMES)
def test_the_guide_opens_once_by_itself_and_steps_through_the_table(guided, game, players):
    table, match = sit(guided, game, players)
    guide = guided.stack.top
    assert isinstance(guide, GuideScene) and len(guide.steps) >= 5
    assert game in guided.settings.guides_seen
    assert game in json.loads(saved_settings.path().read_text())["guides_seen"]
    canvas = guided.canvas.get_rect()
    for i, step in enumerate(guide.steps):
        assert guide.index == i and canvas.contains(guide.note_rect())
        assert step.title and step.body and canvas.colliderect(step.rect)
        click(guided, guide.next_button)
    assert guided.stack.top is table and match.log == []   # nothing was played meanwhile
    sit(guided, game, players)
    assert not isinstance(guided.stack.top, GuideScene)     # once is enough


def test_g_opens_the_guide_any_time_and_esc_or_back_work(guided):
    guided.settings = saved_settings.Settings(guides_seen=("alibaba",))
    table, _ = sit(guided, "alibaba", 2)
    assert guided.stack.top is table
    key(guided, pygame.K_g)
    guide = guided.stack.top
    assert isinstance(guide, GuideScene) and guide.index == 0 and not guide.back_button.visible
    key(guided, pygame.K_RIGHT)
    assert guide.index == 1 and guide.back_button.visible
    click(guided, guide.back_button)
    assert guide.index == 0
    key(guided, pygame.K_ESCAPE)
    assert guided.stack.top is table
    click(guided, table.guide_button)
    assert isinstance(guided.stack.top, GuideScene)


def test_a_click_beside_the_moving_note_neither_closes_the_guide_nor_reaches_the_table(guided):
    """Next moves with the note: a second click where it was lands beside the note."""
    guided.settings = saved_settings.Settings(guides_seen=("bagdad",))
    table, _ = sit(guided, "bagdad", 3)
    key(guided, pygame.K_g)
    guide = guided.stack.top
    moves = len(table.match.log)
    for _ in range(len(guide.steps) - 1):
        where = guide.next_button.rect.center
        click(guided, guide.next_button)
        if not guide.note_rect().collidepoint(where):
            click(guided, where)
            break
    else:
        raise AssertionError("the note never moved away from Next's place")
    assert guided.stack.top is guide and len(table.match.log) == moves


def test_no_guide_opens_by_itself_at_a_table_of_ais_or_in_tests(guided, app_without_guides):
    sit(guided, "forty_thieves", 3, humans=0)
    assert not isinstance(guided.stack.top, GuideScene)
    sit(app_without_guides, "forty_thieves", 3)
    assert not isinstance(app_without_guides.stack.top, GuideScene)


@pytest.fixture
def app_without_guides(tmp_path):
    rules = tmp_path / "rules2"
    rules.mkdir()
    return App(threaded_ai=False, rules_dir=rules)


def test_a_hostile_guides_entry_in_the_settings_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("SESAME_DATA_DIR", str(tmp_path))
    saved_settings.path().parent.mkdir(parents=True, exist_ok=True)
    saved_settings.path().write_text(json.dumps(
        {"guides_seen": ["alibaba", 7, "x" * 500, {"a": 1}] + ["bagdad"] * 40}))
    seen = saved_settings.load().guides_seen
    assert seen[0] == "alibaba" and all(isinstance(g, str) and len(g) <= 40 for g in seen)
    assert len(seen) <= 16
    saved_settings.path().write_text(json.dumps({"guides_seen": "alibaba"}))
    assert saved_settings.load().guides_seen == ()
