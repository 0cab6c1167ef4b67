"""The table's sounds: each is made and loads, a move plays the one its game's entry names, as
the board shows it (one at a moment), never while a resumed game's log is retold, never with
sound off or the volume at nothing; M mutes (not while typing a name); Settings has a volume."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.match import Match, Seat
from saves import settings as saved_settings
from scenes import registry, tables
from scenes.kit import sound
from scenes.kit.fields import TextField
from scenes.screens.settings_scene import SettingsScene
from scenes.screens.setup import SetupScene
from support.scenes import click, key, start, steps


@pytest.fixture
def heard(monkeypatch):
    """The sounds played, instead of playing them (with the mixer on, under the dummy driver)."""
    played = []

    class Heard(pygame.mixer.Sound):
        def play(self, *args, **kwargs):
            played.append(self)

    monkeypatch.setattr(pygame.mixer, "Sound", Heard)
    monkeypatch.setattr(sound, "_cache", {})
    sound.set_volume(100)                   # whatever an app before set
    sound.enable(True)
    yield played
    sound.enable(False)
    sound.set_volume(100)


@pytest.mark.parametrize("name", sorted(sound.SOUNDS))
def test_every_sound_is_made_loud_enough_and_never_clipped(name):
    samples = sound.samples(name)
    loudest = max(abs(s) for s in samples)
    assert 1000 < loudest < 32767 and len(samples) > sound.RATE // 50
    assert sound.samples(name) == samples          # the same every time (the card's noise)


def test_every_event_a_table_names_has_a_sound():
    for name, entry in registry.entries().items():
        for kind, noise in getattr(entry, "SOUNDS", {}).items():
            assert noise in sound.SOUNDS and noise in sound.FIRST, (name, kind)


def test_the_end_sounds_over_the_coins():
    assert sound.first({"coins", "end", "card"}) == "end"
    assert sound.first({"tile", "card"}) == "card"


def test_sound_off_or_no_volume_is_silent(heard):
    sound.play("tile")
    assert len(heard) == 1 and heard[0].get_volume() == pytest.approx(1.0, abs=0.01)
    sound.set_volume(30)
    sound.play("tile")
    assert heard[-1].get_volume() == pytest.approx(0.3, abs=0.01)
    sound.set_volume(0)
    sound.play("tile")
    sound.set_volume(100)
    sound.enable(False)
    sound.play("tile")
    assert len(heard) == 2


def test_a_move_is_heard_as_it_is_shown_and_a_retelling_is_not(app, heard):
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=True))
    match = Match.new("alibaba", [Seat("Layla"), Seat("Omar")], 3)
    table = start(app, lambda a: tables.table_for("alibaba")(a, match))
    steps(app, 3)
    before = len(heard)
    table.play(match.state.legal_actions()[0])
    steps(app, 5)
    tile = sound.samples("tile").tobytes()
    assert [s.get_raw() for s in heard[before:] if s.get_raw() == tile]
    played = len(heard)
    start(app, lambda a: tables.table_for("alibaba")(a, match))   # resumed: its log retold
    steps(app, 5)
    assert [s.get_raw() for s in heard[played:]] in ([], [sound.samples("chime").tobytes()])


def test_m_mutes_and_unmutes_but_not_while_a_name_is_typed(app, data_dir):
    start(app)
    on = app.settings.sound
    key(app, pygame.K_m)
    assert app.settings.sound is (not on) and saved_settings.load().sound is (not on)
    assert app.note is not None and "Sound" in app.note.message
    key(app, pygame.K_m)
    assert app.settings.sound is on
    setup = app.stack.push(SetupScene(app))
    steps(app, 2)
    field = next(w for w in setup.widgets if isinstance(w, TextField) and w.visible)
    click(app, field)
    key(app, pygame.K_m)
    assert app.settings.sound is on                     # an "m" in the name instead


def test_the_volume_slider_keeps_the_volume(app, data_dir):
    start(app)
    screen = app.stack.push(SettingsScene(app))
    steps(app, 2)
    track = screen.volume.rect.inflate(-screen.volume.rect.height, 0)
    click(app, (track.x + track.width // 4, track.centery))
    assert app.settings.volume == 25 and saved_settings.load().volume == 25


def test_without_an_audio_device_every_sound_is_silent(monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    try:
        sound.enable(True)
        assert not sound.enabled()
        for name in sound.SOUNDS:
            sound.play(name)                          # says nothing, raises nothing
    finally:
        sound.enable(False)
