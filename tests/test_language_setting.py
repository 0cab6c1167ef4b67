"""Choosing the language: the system's by default (read from the environment), one chosen in
Settings (applied at once and kept), or `--lang` for one run; a game's words follow at once."""
from __future__ import annotations

import dataclasses

from cli import main as cli
from engine import words
from engine.words import language
from saves import settings as saved_settings
from scenes.screens.settings_scene import SettingsScene
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
