"""The Join screen (scenes/screens/join.py), driven as a player would: reached from the title,
its form checked before anything joins (a slip said in red, never a traceback), the games on
this network listed from a browse that never holds the frame, and `main.py join` opening the
app straight into joining over the title. The network is never browsed here: the browse is a
stand-in, and a screen outside the app (the tests', the pictures') does not browse at all."""
import sys
import threading
import types

import pygame
import pytest

from net import discovery, protocol
from net.discovery import Found
from scenes.kit import canvas, text, theme
from scenes.screens import title as title_module
from scenes.screens.join import JoinScene
from support.scenes import click, drawn_lines, key, start, steps

VERSION = protocol.VERSION
LAYLA = Found("Layla", "alibaba", "192.168.1.5", 47210, 3, 1, VERSION)
KASIM = Found("Kasim", "bagdad", "10.0.0.7", 47299, 4, 0, VERSION)
OLD = Found("Morgiana", "forty_thieves", "192.168.1.9", 47210, 2, 1, VERSION + 1)


@pytest.fixture
def joined(monkeypatch):
    """What `scenes.table.joined.join` was asked to join, instead of joining."""
    calls = []
    try:
        import scenes.table.joined as module
    except ModuleNotFoundError:         # the guest's table is not in this checkout yet
        module = types.SimpleNamespace()
        monkeypatch.setitem(sys.modules, "scenes.table.joined", module)
    monkeypatch.setattr(module, "join", lambda app, *args: calls.append((app, *args)),
                        raising=False)
    return calls


@pytest.fixture
def no_browse(monkeypatch):
    """A browse that must not happen."""
    def browse(seconds):
        raise AssertionError("the network was browsed")
    monkeypatch.setattr(discovery, "browse", browse)


def typed(app, field, words: str) -> None:
    click(app, field)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    steps(app, 1)


def test_join_a_game_is_on_the_title_after_continue_and_the_menu_fits(app, no_browse):
    title = start(app)
    labels = list(title.buttons)
    assert labels[labels.index("Continue") + 1] == "Join a game" and len(labels) == 8
    last = title.buttons["Quit"].rect
    assert last.bottom + 22 <= canvas.LOGICAL[1] - 40      # the panel round them, and a margin
    click(app, title.buttons["Join a game"])
    assert isinstance(app.stack.top, JoinScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_a_filled_form_joins_with_the_address_code_and_name(app, joined, no_browse):
    screen = start(app, JoinScene)
    typed(app, screen.address, " 192.168.1.5:47211 ")
    typed(app, screen.code, "k7-wq")        # only letters and digits, shown in capitals
    assert screen.code.value == "K7WQ"
    typed(app, screen.name, "Aladdin")
    click(app, screen.join_button)
    assert joined == [(app, "192.168.1.5", 47211, "K7WQ", "Aladdin")]
    assert screen.problem is None
    again = start(app, JoinScene)       # back from the game: the form as it joined, to join again
    assert (again.address.value, again.code.value, again.name.value) == \
        ("192.168.1.5:47211", "K7WQ", "Aladdin")


def test_enter_joins_and_tab_goes_on_to_the_next_field(app, joined, no_browse):
    screen = start(app, JoinScene)
    typed(app, screen.address, "lamp.local")
    key(app, pygame.K_TAB)
    assert screen.code.focused and not screen.address.focused
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="abcd"))
    key(app, pygame.K_RETURN)
    assert joined == [(app, "lamp.local", 47210, "ABCD", "Guest")]    # no name typed


def test_a_slip_is_said_in_red_under_the_fields_and_nothing_joins(app, joined, no_browse,
                                                                   monkeypatch):
    screen = start(app, JoinScene)
    typed(app, screen.address, "lamp:99999")
    typed(app, screen.code, "K7WQ")
    click(app, screen.join_button)
    assert joined == [] and "from 1 to 65535" in screen.problem
    said = []
    real = text.draw_wrapped
    monkeypatch.setattr(text, "draw_wrapped", lambda surface, words, rect, size, colour, *rest:
                        said.append((words, colour, rect))
                        or real(surface, words, rect, size, colour, *rest))
    steps(app, 1)
    [(words, rect)] = [(w, r) for w, colour, r in said if colour == theme.DANGER_LIGHT]
    assert words == screen.problem and rect.y > screen.name.rect.bottom
    typed(app, screen.address, "0")         # typing again: the slip is gone
    assert screen.problem is None
    screen.address.value, screen.code.value = "lamp", "KO1Q"
    click(app, screen.join_button)
    assert joined == [] and "without I, O, 0 or 1" in screen.problem


def test_the_name_last_typed_for_a_person_is_offered(app, no_browse):
    from dataclasses import replace
    setup = {"game": "minigame", "seats": [{"kind": "ai:easy", "name": "Robot", "named": True},
                                           {"kind": "human", "name": "Jasmine", "named": True}]}
    app.apply_settings(replace(app.settings, last_setup=setup))
    assert start(app, JoinScene).name.value == "Jasmine"


def test_the_games_found_on_the_network_fill_the_address_in(app, monkeypatch):
    asked, release = [], threading.Event()

    def browse(seconds):
        asked.append(seconds)
        release.wait(10)
        return [LAYLA, KASIM, OLD]
    monkeypatch.setattr(discovery, "browse", browse)
    app.browses = True
    screen = start(app, JoinScene)
    assert "Looking for games…" in drawn_lines(app, monkeypatch, screen)
    assert not screen.refresh_button.enabled and screen.list.items == []
    release.set()
    for _ in range(500):        # the browse's thread ends; the frame never waited on it
        if screen.list.items:
            break
        threading.Event().wait(0.01)
        steps(app, 1)
    rows = screen.list.items
    assert [row.found for row in rows] == [LAYLA, KASIM, OLD] and len(asked) == 1
    assert screen.refresh_button.enabled
    steps(app, 1)
    lines = drawn_lines(app, monkeypatch, screen)
    assert {"1 seat free", "no seat free", "another version", "Layla"} <= set(lines)
    assert "Ali Baba · 3 players · 192.168.1.5:47210" in lines
    click(app, rows[0])
    assert screen.address.value == "192.168.1.5" and screen.code.focused     # the usual port
    assert "Ali Baba, hosted by Layla" in drawn_lines(app, monkeypatch, screen)
    click(app, rows[1])
    assert screen.address.value == "10.0.0.7:47299"
    click(app, rows[2])                     # another version: greyed, not to be picked
    assert screen.address.value == "10.0.0.7:47299" and not rows[2].enabled


def test_none_found_says_how_a_game_over_the_internet_is_joined(app, monkeypatch):
    monkeypatch.setattr(discovery, "browse", lambda seconds: [])
    app.browses = True
    screen = start(app, JoinScene)
    for _ in range(500):
        if screen.looking is None:
            break
        threading.Event().wait(0.01)
        steps(app, 1)
    assert "No game found on this network." in drawn_lines(app, monkeypatch, screen)


def test_run_app_with_join_joins_over_the_title(monkeypatch, joined):
    """`main.py join` opens the app on the title and joins over it: leaving the guest's table
    comes back to the title."""
    from scenes import app as app_module
    seen = []
    monkeypatch.setattr(app_module.App, "run", lambda self: seen.append(
        [type(scene) for scene in self.stack.scenes]))
    monkeypatch.setattr(app_module, "shut_down_quickly", lambda: None)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)
    assert app_module.run_app(join=("lamp.local", 47210, "K7WQ", "Layla")) == 0
    assert seen == [[title_module.TitleScene]]
    assert [call[1:] for call in joined] == [("lamp.local", 47210, "K7WQ", "Layla")]
