"""The tables of Ali Baba and the Forty Thieves, the command line and the saves say their words in
the language in use, looked up where they are said: a marking language stands in for a
translation here (every word of the app's catalogue comes back ‹marked›), so that a word that
missed the catalogue, or was looked up too early, shows."""
from __future__ import annotations

import gettext
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from cli.main import run
from engine.match import Match, Seat
from engine.words import language
from saves import names, settings as saved_settings, store
from scenes.forty_thieves import cards_art
from scenes.kit import text
from scenes.tables import open_match
from support.matches import seats
from support.scenes import steps


class Marking(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return f"‹{message}›"

    def ngettext(self, one: str, other: str, n: int) -> str:
        return f"‹{one if n == 1 else other}›"


@pytest.fixture
def marked(monkeypatch):
    """The app's words in the marking language ("de"), also after the app applies settings."""
    real = language.translations
    monkeypatch.setattr(language, "translations",
                        lambda domain, code: Marking() if domain == "app" else real(domain, code))
    language.force("de")
    language.use("de")


def drawn_words(app, monkeypatch, frames: int = 2) -> list[str]:
    """Every line of text the next frames draw."""
    said, real = [], text.draw
    monkeypatch.setattr(text, "draw", lambda surface, words, *rest, **named: said.append(words)
                        or real(surface, words, *rest, **named))
    steps(app, frames)
    monkeypatch.setattr(text, "draw", real)
    return said


def test_the_command_lines_help_is_in_the_language_asked_for(marked, capsys):
    assert run(["--lang", "de", "--help"]) == 0
    out = capsys.readouterr().out
    for words in ("‹usage: ›", "‹options›", "‹show this help message and exit›",
                  "‹Sesame Tabletop: ‹three› Arabian-Nights tabletop games.",
                  "‹open straight into a new game›", "‹resume the newest autosave›"):
        assert words in out
    assert run(["--lang", "de", "play", "--help"]) == 0
    assert "‹one per seat: human, friend (on another computer)," in capsys.readouterr().out


def test_the_command_lines_errors_are_in_the_language_of_the_settings(marked, capsys,
                                                                       no_window):
    language.force(None)        # no --lang: the Settings' choice
    saved_settings.save(replace(saved_settings.Settings(), language="de"))
    assert run(["play", "minigame", "--seed", "abc"]) == 2
    err = capsys.readouterr().err
    assert "‹usage: ›" in err and "‹'abc' is not a whole number›" in err
    assert run(["play", "minigame", "--variant", "huge"]) == 2
    assert "‹main.py play: error: ‹‹Mini Game› has no variant 'huge'" in capsys.readouterr().err
    assert run(["continue"]) == 2
    assert "‹nothing to continue: there is no unfinished autosave›" in capsys.readouterr().err
    assert no_window == []


def test_a_damaged_save_is_told_in_the_language_in_use(marked, tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": "sesame-tabletop-save", "version": 1}')
    with pytest.raises(store.SaveError, match="^‹"):
        store.load(junk)
    with pytest.raises(store.SaveError, match="^‹cannot read|^‹no save file"):
        store.load(tmp_path / "missing.json")
    assert store.RETENTION.startswith("Kept:")      # a constant: said where it is drawn


def test_a_saves_date_seats_and_progress_are_in_the_language_in_use(marked):
    now = datetime(2026, 11, 30, 21, 40).astimezone()
    assert names.when(now - timedelta(days=3), now) == "‹Fr., 27. Nov., 21:40›"   # Babel's date
    seat = Seat("Morgiana", "ai", "hard")
    assert names.seats_line([Seat("Layla", "human"), seat]) == \
        "‹2 players: Layla, ‹Morgiana (‹hard› AI)››"
    assert names.progress_line(4, 2) == "‹Round 2›" and names.take_backs_line(1) == "‹1 take-back›"


def test_a_card_face_is_painted_in_each_language(app, marked):
    german = cards_art.face("boss", cards_art.CARD)
    assert cards_art.face("boss", cards_art.CARD) is german
    language.use(language.ENGLISH)
    assert cards_art.face("boss", cards_art.CARD) is not german


def test_the_cave_tables_words_are_in_the_language_in_use(app, marked, monkeypatch):
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    open_match(app, Match.new("alibaba", seats(("human", "ai:easy")), 3, {}))
    steps(app, 2)
    said = drawn_words(app, monkeypatch)
    for words in ("‹Your treasures›", "‹Colours›", "‹+5 points›", "‹Your move›", "‹Score",
                  "track›"):        # the score track's name, broken in two lines
        assert words in said


def test_the_card_tables_words_are_in_the_language_in_use(app, marked, monkeypatch):
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    open_match(app, Match.new("forty_thieves", seats(("human", "ai:easy", "ai:easy")), 3, {}))
    steps(app, 2)
    said = drawn_words(app, monkeypatch)
    for words in ("‹Treasures›", "‹Bank›", "‹gold›", "‹Cave›", "‹Round 1›", "‹Deck 12›"):
        assert words in said
