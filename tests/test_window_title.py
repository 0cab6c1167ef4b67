"""The window carries the app's icon and says in its title which game or screen it shows."""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, Seat
from engine.shipped import ASSETS
from scenes.screens.load import LoadScene
from scenes.screens.pause import PauseMenu
from scenes.table import replay
from scenes.tables import table_for
from scenes.window import ICON
from support.scenes import start, steps


def test_the_title_names_the_screen_or_the_game(app):
    start(app)
    steps(app, 1)
    assert app.sdl.title == "Sesame Tabletop"
    app.stack.push(LoadScene(app))
    steps(app, 1)
    assert app.sdl.title == "Sesame Tabletop — Load a game"
    match = Match.new("bagdad", [Seat("Layla"), Seat("Kasim", "ai", "easy"),
                                 Seat("Omar", "ai", "easy")], 3)
    table = app.stack.reset(table_for("bagdad")(app, match))
    steps(app, 1)
    assert app.sdl.title == "Sesame Tabletop — Thieves of Bagdad"
    app.stack.push(PauseMenu(app, table))          # a menu over the table: still the game
    steps(app, 1)
    assert app.sdl.title == "Sesame Tabletop — Thieves of Bagdad"
    app.stack.reset(replay.ReplayScene(app, Match.new("alibaba", [Seat("A"), Seat("B")], 1)))
    steps(app, 1)
    assert app.sdl.title == "Sesame Tabletop — Ali Baba (replay)"


@pytest.mark.parametrize("size", [16, 32, 48, 64, 128, 256])
def test_the_icon_is_shipped_at_every_size(size):
    picture = pygame.image.load(ASSETS / "icon" / f"sesame-tabletop-{size}.png")
    assert picture.get_size() == (size, size)
    middle = picture.get_at((size // 2, size // 2))
    corner = picture.get_at((0, 0))
    assert middle.a > 240 and corner.a < 128       # a rounded tile, not a square picture
    assert ICON.is_file()


def test_the_window_class_is_the_menu_entrys(app):
    """pygame names the window after the script ("main.py") when imported under X11; the app
    names it as its menu entry's StartupWMClass, so the desktop shows the entry's icon."""
    import os

    from cli.desktop import APP_ID, entry
    from scenes.window import CLASS
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == CLASS == APP_ID
    assert f"StartupWMClass={CLASS}" in entry(["/usr/bin/sesame-tabletop"])
