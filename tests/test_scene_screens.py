"""The menus driven like a player would: posted mouse events at widget centres, one frame at
a time through App.step."""
import pygame
import pytest

from engine import catalog
from saves import settings as saved_settings
from saves import store
from scenes.kit import sound, tween
from scenes.screens.load import LoadScene
from scenes.screens.records import RecordsScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings_scene import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.table.host import TableScene
from scenes.tables import UNREADABLE
from support.matches import mini_match
from support.scenes import click, key, start, steps


def test_the_window_is_titled(app):
    assert app.sdl.title == "Sesame Tabletop"


@pytest.mark.parametrize("label, screen", [("Settings", SettingsScene),
                                           ("Records", RecordsScene)])
def test_a_title_button_pushes_its_screen_and_back_pops_it(app, label, screen):
    title = start(app)
    click(app, title.buttons[label])
    assert isinstance(app.stack.top, screen)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_quit_ends_the_app(app):
    title = start(app)
    click(app, title.buttons["Quit"])
    assert not app.running


def test_continue_is_disabled_without_an_autosave_and_resumes_one(app):
    title = start(app)
    assert not title.buttons["Continue"].enabled
    click(app, title.buttons["Continue"])
    assert app.stack.top is title
    match = mini_match(("human", "ai:easy"))
    match.apply(match.state.legal_actions()[0])
    store.autosave(match)
    click(app, title.buttons["Load"])
    key(app, pygame.K_ESCAPE)                     # coming back re-reads the autosaves
    assert title.buttons["Continue"].enabled
    click(app, title.buttons["Continue"])
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.log == match.log


def test_a_broken_autosave_explains_itself_instead_of_crashing(app):
    title = start(app)
    match = mini_match()
    path = store.autosave(match)
    path.write_text("{ not json", encoding="utf-8")
    title.resume()
    click(app, title.buttons["Continue"])
    dialog = app.stack.top
    assert dialog.is_overlay and dialog.title == "This game cannot be continued"
    assert "\n" not in dialog.message and dialog.message.endswith(UNREADABLE)
    key(app, pygame.K_RETURN)
    assert app.stack.top is title


def test_continue_falls_back_to_the_backup_of_a_damaged_autosave_and_says_so(app):
    title = start(app)
    match = mini_match()
    store.autosave(match)
    match.apply(match.state.legal_actions()[0])
    path = store.autosave(match)                       # the .bak holds the game one move back
    path.write_text(path.read_text()[:200], encoding="utf-8")
    title.resume()
    assert title.buttons["Continue"].enabled
    click(app, title.buttons["Continue"])
    dialog = app.stack.top
    assert dialog.title == "Your newest save was damaged" and "one before it" in dialog.message
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene) and table.match.id == match.id
    assert table.match.log == match.log[:-1]


def test_load_offers_the_backup_of_an_unreadable_save(app):
    start(app)
    match = mini_match()
    store.autosave(match)
    match.apply(match.state.legal_actions()[0])
    path = store.autosave(match)
    path.write_text("garbage", encoding="utf-8")
    click(app, app.stack.top.buttons["Load"])
    load = app.stack.top
    assert load.selected.info.error and load.selected.info.backup is not None
    assert load.load_button.enabled and load.load_button.label == "Load backup"
    click(app, load.load_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.log == match.log[:-1]


def test_setup_starts_a_match_with_the_chosen_seats(app):
    start(app)
    click(app, app.stack.top.default_button)      # New game
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    mini = [b for b in setup.game_buttons if b.label == "Mini Game"][0]
    click(app, mini)
    assert setup.game.NAME == "minigame"
    assert setup.count.value == 3
    click(app, (setup.count.rect.right - 10, setup.count.rect.centery))   # 3 -> 4 players
    assert setup.count.value == 4 and len(setup.seat_widgets) == 8
    name, kind = setup.seat_widgets[2], setup.seat_widgets[3]
    click(app, kind)                              # right half: AI normal -> AI hard
    assert kind.value == "ai:hard"
    click(app, name)
    for _ in name.value:
        key(app, pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoe"))
    click(app, setup.seed_field)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="4x2"))
    steps(app, 1)
    assert setup.seed_field.value == "42"
    click(app, setup.variant)                      # Standard -> short
    assert setup.variant.value == "short"
    click(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and setup not in app.stack.scenes
    match = table.match
    assert match.name == "minigame" and match.seed == 42 and match.options == {"variant": "short"}
    assert [s.spec for s in match.seats] == ["human", "ai:hard", "ai:normal", "ai:normal"]
    assert match.seats[1].name == "Zoe"


def test_fewer_seats_than_the_minimum_cannot_be_chosen(app):
    setup = start(app, SetupScene)
    click(app, [b for b in setup.game_buttons if b.label == "Mini Game"][0])
    for _ in range(3):
        click(app, (setup.count.rect.x + 10, setup.count.rect.centery))
        assert catalog.get("minigame").MIN_PLAYERS <= setup.count.value <= 4


def test_setup_says_plainly_when_no_game_is_installed(app, monkeypatch):
    monkeypatch.setattr(catalog, "names", lambda: [])
    setup = start(app, SetupScene)
    assert not setup.start_button.enabled
    key(app, pygame.K_RETURN)
    assert app.stack.top is setup


def test_settings_change_at_once_and_are_saved(app):
    settings = start(app, SettingsScene)
    click(app, settings.speed.segment(3).center)           # Instant
    click(app, settings.colour_blind)
    assert app.settings.animation_speed == "instant" and tween.speed() == 0.0
    saved = saved_settings.load()
    assert saved.animation_speed == "instant" and saved.colour_blind and saved.sound
    click(app, settings.speed.segment(0).center)           # Slow
    assert tween.speed() == 1.6 and saved_settings.load().animation_speed == "slow"
    assert sound.enabled()
    click(app, settings.sound)                             # the click itself still sounds
    assert not sound.enabled() and saved_settings.load().sound is False


def test_load_lists_saves_loads_and_deletes_with_a_confirm(app):
    store.save_slot(mini_match(), "first slot")
    broken = store.slots_dir() / "broken.json"
    broken.write_text("{nope", encoding="utf-8")
    load = start(app, LoadScene)
    rows = {row.info.label: row for row in load.list.items}
    assert set(rows) == {"first slot", "broken"} and rows["broken"].info.error
    click(app, rows["broken"])
    assert not load.load_button.enabled and load.delete_button.enabled
    click(app, load.delete_button)
    dialog = app.stack.top
    assert dialog.is_overlay
    click(app, dialog.default_button or dialog.widgets[-1])
    assert app.stack.top is load and not broken.exists()
    assert [row.info.label for row in load.list.items] == ["first slot"]
    click(app, load.load_button)
    assert isinstance(app.stack.top, TableScene)


def test_load_says_so_when_there_is_nothing_to_load(app):
    load = start(app, LoadScene)
    assert load.list.items == [] and not load.load_button.enabled


def test_rules_reader_tabs_and_scrolling(app, tmp_path):
    folder = tmp_path / "my-rules"
    folder.mkdir()
    body = "\n\n".join(f"Paragraph {i} with **bold** words in it." for i in range(80))
    (folder / "minigame.md").write_text(f"# The Mini Game\n\n## Play\n\n- one\n- two\n\n{body}",
                                        encoding="utf-8")
    (folder / "alibaba.md").write_text("# Ali Baba\n\nShort.", encoding="utf-8")
    rules = start(app, lambda a: RulesScene(a, folder, "minigame"))
    assert [title for _, title, _ in rules.books] == ["Ali Baba", "The Mini Game"]
    assert rules.book == 1 and rules.scrollbar.limit > 0
    key(app, pygame.K_PAGEDOWN)
    assert rules.scrollbar.offset > 0
    key(app, pygame.K_END)
    assert rules.scrollbar.offset == rules.scrollbar.limit
    key(app, pygame.K_HOME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rules.scrollbar.view.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    steps(app, 1)
    assert rules.scrollbar.offset == 96
    click(app, rules.tabs.segment(0).center)
    assert rules.book == 0 and rules.scrollbar.limit == 0


def test_rules_reader_without_files_says_so(app, tmp_path):
    rules = start(app, lambda a: RulesScene(a, tmp_path / "nothing-here"))
    assert rules.books == [] and rules.tabs is None
    steps(app, 2)


def test_setup_offers_only_the_ai_levels_the_game_has(app, monkeypatch):
    from engine import ai
    from support import minigame
    monkeypatch.setitem(ai._extra, "minigame", {"easy": minigame.POLICIES["easy"]})
    setup = start(app, SetupScene)
    click(app, [b for b in setup.game_buttons if b.label == "Mini Game"][0])
    kind = setup.seat_widgets[3]
    assert [k for k, _ in kind.options] == ["human", "friend", "ai:easy"]
    assert kind.value == "ai:easy"                 # 'AI normal' was not on offer


def test_quitting_a_game_that_cannot_be_saved_asks_first(app, monkeypatch):
    from scenes.screens.pause import PauseMenu

    def full(match, in_background=False):
        raise store.SaveError("cannot write it: No space left on device")
    table = start(app, lambda a: TableScene(a, mini_match()))
    monkeypatch.setattr(store, "autosave", full)
    menu = app.stack.push(PauseMenu(app, table))
    menu.quit_to_title()
    dialog = app.stack.top
    assert dialog.title == "This game could not be saved" and "No space left" in dialog.message
    assert table in app.stack.scenes                     # nothing left yet


def test_setup_offers_a_level_only_at_the_seat_counts_it_is_offered_at(app, monkeypatch):
    """A level kept to two and three players (as Forty Thieves' hard was): at four it leaves
    the seat's choices (a seat that had it falls back to normal) and its line goes too."""
    from engine.ai import forty_thieves as ft_ai
    from scenes.screens import levels
    monkeypatch.setattr(ft_ai, "SEATS", {"hard": (2, 3)}, raising=False)

    def choose(selector, value):
        selector.index = [v for v, _ in selector.options].index(value)
        selector.on_change(value)

    setup = start(app, SetupScene)
    click(app, [b for b in setup.game_buttons if b.label == "Ali Baba and the Forty Thieves"][0])
    choose(setup.count, 2)
    choose(setup.seat_widgets[3], "ai:hard")
    assert setup.seats()[1].level == "hard"
    choose(setup.count, 4)
    assert all("ai:hard" not in [k for k, _ in w.options] for w in setup.seat_widgets[1::2])
    assert setup.seats()[1].level == "normal"
    assert [level for level, _ in levels.lines(setup.game, 4)] == ["easy", "normal"]
