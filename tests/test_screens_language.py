"""The screens and the kit in the language in use (engine/words/language.py, the app catalogue):
the widgets say their English labels as they draw them, so that a language chosen while a
screen is up shows at its next frame; the screens' own words, a default seat name and a score's
decimal point follow the language, and English is left as it was."""
import json

import pytest

from engine.words import language
from engine.words.language import N_
from saves import settings as saved_settings
from scenes.kit import dialogs, text
from scenes.screens import records
from scenes.screens.load import progress
from scenes.screens.pause import PauseMenu
from scenes.table.mode import PLAYING
from scenes.screens.seating import seats_phrase
from scenes.screens.setup import SetupScene
from scenes.screens.title import TitleScene
from support.scenes import drawn_lines, start


@pytest.fixture
def german():
    language.use("de")
    yield
    language.use(language.ENGLISH)


def test_a_language_chosen_while_a_screen_is_up_shows_at_its_next_frame(app, monkeypatch):
    title = start(app, TitleScene)
    said = drawn_lines(app, monkeypatch, title)
    assert "New game" in said and "Neue Partie" not in said
    language.use("de")
    try:
        said = drawn_lines(app, monkeypatch, title)
    finally:
        language.use(language.ENGLISH)
    assert {"Neue Partie", "Einstellungen", "Beenden"} <= set(said) and "New game" not in said
    assert title.buttons["New game"].label == "New game"      # the code keeps the English


def test_a_dialog_says_its_title_message_and_buttons_in_the_language(app, monkeypatch, german):
    start(app, TitleScene)
    dialog = dialogs.confirm(app, N_("Delete this save?"), N_("Not deleted"), N_("Delete"),
                             lambda: None)
    wrapped = []
    real = text.draw_wrapped
    monkeypatch.setattr(text, "draw_wrapped", lambda surface, content, *args, **kwargs: (
        wrapped.append(content), real(surface, content, *args, **kwargs))[1])
    said = drawn_lines(app, monkeypatch, dialog)
    assert {"Diesen Spielstand löschen?", "Abbrechen", "Löschen"} <= set(said)
    assert wrapped == ["Nicht gelöscht"] and dialog.title == "Delete this save?"


def test_the_pause_menu_says_its_words_in_the_language(app, monkeypatch, german):
    title = start(app, TitleScene)
    title.mode = PLAYING            # the menu asks its table whether the game is its own
    menu = app.stack.push(PauseMenu(app, title))
    said = drawn_lines(app, monkeypatch, menu)
    assert {"Pause", "Weiter", "Speichern", "Zum Titelbildschirm"} <= set(said)


def test_nothing_stays_nothing(german):
    """gettext's entry for "" is the catalogue's header: an empty label must not show it."""
    assert text.said("") == "" and text.said("Back") == "Zurück"


def test_a_default_seat_name_follows_the_language_and_a_typed_one_stays(app, german):
    kept = {"game": "minigame", "count": 2, "variant": None, "options": {},
            "seats": [{"kind": "human", "name": "Player 1", "named": False},
                      {"kind": "human", "name": "Omar", "named": True}]}
    saved_settings.path().parent.mkdir(parents=True, exist_ok=True)
    saved_settings.path().write_text(json.dumps({"last_setup": kept}), encoding="utf-8")
    app.settings = saved_settings.load()
    setup = start(app, SetupScene)
    assert [seat.name for seat in setup.seats()] == ["Spieler 1", "Omar"]


def test_the_screens_words_in_german(german):
    finished = type("Info", (), {"over": True, "turn": 9, "round": 3})
    assert progress(finished) == "Beendet, Runde 3"
    assert seats_phrase([2]) == "nur 2 können spielen"
    assert records.number(37.5) == "37,5" and records.number(42) == "42"


def test_a_score_keeps_its_decimal_point_in_english():
    assert records.number(37.5) == "37.5" and records.number(None) == "–"
