"""Choosing the language: the system's by default (read from the environment), one chosen in
Settings (applied at once and kept), or `--lang` for one run; a game's words follow at once."""
from __future__ import annotations

import dataclasses

from cli import main as cli
from engine import words
from engine.words import language
from saves import settings as saved_settings
from scenes.bagdad.table import CityTable
from scenes.screens.settings_scene import SettingsScene
from support.bagdad_play import open_table, until
from support.scenes import start


def test_the_language_is_kept_with_the_settings_and_a_strange_one_is_the_systems():
    saved_settings.save(dataclasses.replace(saved_settings.Settings(), language="de"))
    assert saved_settings.load().language == "de"
    saved_settings.path().write_text('{"language": "../../etc"}')
    assert saved_settings.load().language == language.SYSTEM


def test_the_system_language_is_the_default(app, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de_DE")
    app.apply_settings(app.settings)
    assert app.settings.language == language.SYSTEM and language.current() == "de"


def test_a_language_chosen_in_settings_applies_at_once_and_is_kept(app):
    scene = start(app, SettingsScene)
    scene.change_language("de")
    assert language.current() == "de" and saved_settings.load().language == "de"
    assert words.say("common.and", rest="Layla", last="Omar") == "Layla und Omar"
    scene.change_language(language.SYSTEM)      # the machine's, English here
    assert language.current() == "en" and saved_settings.load().language == language.SYSTEM


def test_lang_on_the_command_line_wins_over_the_setting_until_one_is_chosen(app, monkeypatch):
    opened = []
    monkeypatch.setattr(cli, "_open_app", lambda *a, **k: opened.append(language.chosen(
        app.settings.language)) or 0)
    assert cli.run(["--lang", "de", "play", "bagdad"]) == 0
    assert opened == ["de"]
    app.apply_settings(app.settings)
    assert language.current() == "de"
    scene = start(app, SettingsScene)
    scene.change_language("en")
    assert language.current() == "en"


def test_an_unknown_lang_is_refused_with_the_choices(capsys):
    assert cli.run(["--lang", "xx", "play", "bagdad"]) == 2
    assert "invalid choice: 'xx'" in capsys.readouterr().err


def test_a_table_open_when_the_language_changes_tells_its_log_again_in_it(app):
    """The log is the game's moves worded as they are shown: after the change it is the same
    log, line for line and seat for seat, from the game's beginning, in the new language, not
    half in the old one, nor cut to a resumed game's last moves."""
    table = open_table(app, ("ai:easy", "ai:easy", "ai:easy"))
    until(app, lambda: len(table.match.log) > 30 and not table.board_busy(), what="30 moves")
    english = [(e.message, e.seat) for e in table.log.entries]
    app.apply_settings(dataclasses.replace(app.settings, language="de"))
    german = [(e.message, e.seat) for e in table.log.entries]
    assert [seat for _, seat in german] == [seat for _, seat in english]
    assert all(de != en for (de, _), (en, _) in zip(german, english))
    assert "beginnt" in german[0][0] and any("Runde" in line for line, _ in german)
    fresh = CityTable(app, table.match)     # the same game opened in German: its last moves
    assert [e.message for e in fresh.log.entries][-5:] == [line for line, _ in german][-5:]


def test_a_refusal_said_beside_its_seat_speaks_the_language_now_in_use():
    from engine.core import Event
    from engine.match import Match
    from scenes.bagdad.offer_watch import OfferWatch
    from support.bagdad_play import seats
    watch = OfferWatch(Match.new("bagdad", seats(("human", "ai:normal", "ai:easy")), 3))
    watch.heard([Event("refuse_offer", {"partner": 1, "reason": {"code": "lied_last"}})], 0, 0.0)
    english = watch.reason(1, 0.5)
    language.use("de")
    assert watch.reason(1, 0.5) not in (None, english)


def test_settings_show_the_language_lang_chose_for_this_run_and_say_so(app, monkeypatch):
    from support.scenes import drawn_lines
    language.force("en")
    app.apply_settings(dataclasses.replace(app.settings, language="de"))
    scene = start(app, SettingsScene)
    assert scene.language.value == "en"
    assert "This run's is --lang's, until one is chosen here." in drawn_lines(app, monkeypatch,
                                                                             scene)
