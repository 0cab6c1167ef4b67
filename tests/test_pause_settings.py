"""The pause menu reaches the settings and the rules, and Back from either returns to it; what
is changed in the settings shows on the table at once: the colour-blind symbols (the log's, and
a board's own look), the animation speed, the sound; the change is kept for the next start too."""
import pygame

from saves import settings as saved_settings
from scenes.kit import sound, tween
from scenes.bagdad.table import CityTable
from scenes.screens.pause import PauseMenu
from scenes.screens.rules import RulesScene
from scenes.screens.settings_scene import SettingsScene
from scenes.table.host import TableScene
from engine.match import Match, Seat
from support.matches import mini_match
from support.scenes import click, key, start, steps


def pause(app, factory=None):
    scene = start(app, factory or (lambda a: TableScene(a, mini_match(("human", "ai:easy")))))
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    steps(app, 30)
    return scene, menu


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def test_the_pause_menu_opens_the_settings_and_back_returns_to_it(app):
    scene, menu = pause(app)
    assert [w.label for w in menu.widgets] == ["Resume", "Save", "Rules", "Settings",
                                               "Quit to title"]
    click(app, button(menu, "Settings"))
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    assert app.stack.visible() == [settings]             # the settings fill the screen
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and app.stack.scenes == [scene, menu]
    click(app, settings.back_button.rect.center)         # nothing left of the settings here
    assert app.stack.top is menu
    click(app, button(menu, "Resume"))
    assert app.stack.top is scene


def test_the_pause_menu_opens_the_rules_and_back_returns_to_it(app):
    scene, menu = pause(app)
    click(app, button(menu, "Rules"))
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu and app.stack.scenes == [scene, menu]


def test_colour_blind_symbols_turned_on_in_a_game_show_on_its_table(app):
    scene, menu = pause(app)
    assert not scene.log.symbols
    click(app, button(menu, "Settings"))
    settings = app.stack.top
    click(app, settings.colour_blind)
    assert app.settings.colour_blind and saved_settings.load().colour_blind
    click(app, settings.back_button)
    assert app.stack.top is menu
    assert scene.log.symbols                         # the log's seat marks get their shapes
    click(app, button(menu, "Resume"))
    steps(app, 2)                                    # and the table draws with them
    assert app.stack.top is scene


def test_a_board_that_keeps_its_look_follows_the_colour_blind_setting(app):
    seats = [Seat("Ann", "human"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")]
    table, menu = pause(app, lambda a: CityTable(a, Match.new("bagdad", seats, 3)))
    assert not table.look.colour_blind
    click(app, button(menu, "Settings"))
    click(app, app.stack.top.colour_blind)
    key(app, pygame.K_ESCAPE)
    assert table.look.colour_blind and table.log.symbols
    click(app, button(menu, "Settings"))
    click(app, app.stack.top.colour_blind)
    key(app, pygame.K_ESCAPE)
    assert not table.look.colour_blind and not table.log.symbols


def test_animation_speed_and_sound_changed_in_a_game_apply_to_it(app):
    scene, menu = pause(app, lambda a: TableScene(a, mini_match(("ai:easy", "ai:easy"))))
    click(app, button(menu, "Settings"))
    settings = app.stack.top
    click(app, settings.speed.segment(saved_settings.SPEEDS.index("instant")).center)
    click(app, settings.sound)
    assert app.settings.animation_speed == "instant" and not app.settings.sound
    assert tween.speed() == 0 and not sound.enabled()
    key(app, pygame.K_ESCAPE)
    click(app, button(menu, "Resume"))
    moves = len(scene.match.log)
    steps(app, 3)                        # no pause before an AI's move at the instant speed
    assert len(scene.match.log) >= moves + 1
    again = saved_settings.load()
    assert again.animation_speed == "instant" and not again.sound
