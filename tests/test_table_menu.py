"""Every table opens its pause menu by mouse as well as by Esc: a newcomer, finding no button for
it, could not save or quit without reading the guide."""
from __future__ import annotations

import pytest

from engine import catalog
from engine.match import Match, Seat
from scenes.screens.pause import PauseMenu
from scenes.tables import table_for
from support.scenes import click, start


@pytest.mark.parametrize("name", catalog.SHIPPED)
@pytest.mark.parametrize("app", [(1280, 720), (2560, 1440)], indirect=True)
def test_the_menu_button_opens_the_pause_menu(app, name):
    game = catalog.get(name)
    seats = [Seat("Layla", "human")] + [Seat(f"AI {i}", "ai", "easy")
                                        for i in range(1, game.MIN_PLAYERS)]
    table = start(app, lambda a: table_for(name)(a, Match.new(name, seats, 5)))
    button = next(w for w in table.widgets if getattr(w, "label", None) == "Menu (Esc)")
    assert button.visible and table.chrome.seats_rect.contains(button.rect)
    click(app, button)
    assert isinstance(app.stack.top, PauseMenu)
