"""Quiet when nothing moves (scenes/kit/idle.py, App.run and App.rest): every screen a person
reads or thinks at comes to rest, so that the loop sleeps instead of drawing; and whatever must
be seen wakes it at once and is handled in the first frame after waking: an AI's decision, a
save written, a take-back worked out, a window resized or exposed, a key or a click, a timer."""
from __future__ import annotations

import threading

import pygame
import pytest

from engine import ai
from engine.match import Match, Seat
from saves import background
import scenes.app
from scenes.app import App
from scenes.kit.tween import Tween
from scenes.kit import idle
from scenes.screens.load import LoadScene
from scenes.screens.records import RecordsScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings_scene import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.title import TitleScene
from scenes.table import takeback as takeback_scene
from scenes.tables import table_for
from scenes.window import close_display
from support.scenes import click, in_window, start, steps

REST = int(idle.LIVELY / 0.1) + 10      # steps of 0.1 s: past the ambient motion's last beat


def resting(app) -> bool:
    """Stepped until the ambient motion is over: whether the screen is then still."""
    steps(app, REST, dt=0.1)
    app.step(0.1)
    return idle.still()


def human_first(name: str, players: int = 3) -> Match:
    seats = [Seat("Layla", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    return Match.new(name, seats, 4)


SCREENS = {"title": TitleScene, "setup": SetupScene, "load": LoadScene,
           "records": RecordsScene, "settings": SettingsScene,
           "rules": lambda app: RulesScene(app, app.rules_dir)}


@pytest.mark.parametrize("screen", SCREENS)
def test_every_screen_comes_to_rest(app, screen):
    start(app, SCREENS[screen])
    assert not idle.still()                 # it opens moving: its entrance plays
    assert resting(app) and idle.next_due() is None


@pytest.mark.parametrize("name", ["alibaba", "forty_thieves", "bagdad"])
def test_a_table_waiting_for_a_person_comes_to_rest_with_its_targets_lit(app, name):
    match = human_first(name)
    while match.state.to_move() != 0:
        match.apply(match.state.legal_actions()[0])
    table = start(app, lambda a: table_for(name)(a, match))
    assert resting(app)
    assert table.pulse.value == 1.0         # the glow rests at its brightest
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=in_window(app, (640, 360)),
                                         rel=(1, 1), buttons=(0, 0, 0)))
    app.step(0.1)
    assert not idle.still()                 # the player is about: the glow beats again


def test_a_text_fields_caret_stands_still_once_the_player_rests(app):
    setup = start(app, SetupScene)
    field = next(w for w in setup.widgets if hasattr(w, "blink"))
    field.focused = True
    assert resting(app) and field.blink == 0.0     # 0: the caret is shown, not blinking


def test_a_key_or_a_click_wakes_the_loop_and_is_handled_in_the_first_frame(app):
    title = start(app, TitleScene)
    assert resting(app)
    clock = pygame.time.Clock()
    pos = in_window(app, title.buttons["Rules"].rect.center)
    for kind, data in ((pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
                       (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})):
        pygame.event.post(pygame.event.Event(kind, data))
    slept, came, _ = app.rest(clock)
    assert came
    app.step(min(slept, 0.1))
    assert isinstance(app.stack.top, RulesScene)
    assert resting(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    assert app.rest(clock)[1]
    app.step(0.01)
    assert app.stack.top is title


@pytest.mark.parametrize("kind", [pygame.WINDOWEXPOSED, pygame.WINDOWSIZECHANGED])
def test_an_exposed_or_resized_window_wakes_the_loop_and_is_drawn(app, monkeypatch, kind):
    start(app, TitleScene)
    assert resting(app)
    drawn = []
    real = app.draw_frame
    monkeypatch.setattr(app, "draw_frame", lambda: (drawn.append(1), real()))
    pygame.event.post(pygame.event.Event(kind, window=None, x=1280, y=720))
    assert app.rest(pygame.time.Clock())[1]
    app.step(0.01)
    assert drawn == [1]


def test_a_timer_due_wakes_the_loop_by_itself(app, monkeypatch):
    """Undo's answer is worked out once a position has stood for STILL seconds: the loop asleep
    wakes for it, no event needed, and the next frame asks."""
    monkeypatch.setattr(idle, "LIVELY", 0.0)       # no glow beating meanwhile: asleep at once
    monkeypatch.setattr(takeback_scene, "STILL", 1.0)    # due after the table's entrance
    seats = [Seat("Layla", "human"), Seat("AI", "ai", "easy")]
    match = Match.new("alibaba", seats, 3)
    while match.state.to_move() != 0 or not match.log:
        match.apply(match.state.legal_actions()[0])
    table = start(app, lambda a: table_for("alibaba")(a, match))
    table.take_backs.early = True
    for _ in range(90):
        app.step(0.01)
        if idle.still():
            break
    due = idle.next_due()
    assert idle.still() and due is not None and 0 < due < takeback_scene.STILL
    slept, came, checking = app.rest(pygame.time.Clock())
    assert not came and not checking                  # a timer's wake-up, not the safety one
    app.step(min(slept, 1.0))
    assert table.take_backs.known() is not None      # asked when it fell due


def test_an_ai_decision_wakes_the_loop_and_is_played_in_the_first_frame(tmp_path,
                                                                       monkeypatch):
    """A thread's answer: the loop sleeps while the AI thinks and its worker wakes it."""
    monkeypatch.setattr(idle, "LIVELY", 0.0)
    go = threading.Event()

    def thinking(game, view, actions, level, rng, cancel=None):
        go.wait(10)
        return actions[0]

    monkeypatch.setattr(ai, "choose", thinking)
    app = App(threaded_ai=True, rules_dir=tmp_path)
    try:
        seats = [Seat("AI 1", "ai", "normal"), Seat("Layla", "human"), Seat("AI 2", "ai", "easy")]
        match = Match.new("forty_thieves", seats, 5)
        table = start(app, lambda a: table_for("forty_thieves")(a, match))
        for _ in range(200):
            app.step(0.05)
            if table.thinking is not None and idle.still():
                break
        assert table.thinking is not None and idle.still() and idle.next_due() is None
        threading.Timer(0.05, go.set).start()
        assert app.rest(pygame.time.Clock())[1]          # woken by the worker, not a timeout
        app.step(0.01)
        assert table.pace is not None and not idle.still()      # on the banner, moving
    finally:
        go.set()
        close_display()


def test_a_save_written_on_the_writer_thread_wakes_the_loop(app):
    start(app, TitleScene)
    assert resting(app)
    written = threading.Event()
    background.submit("0123456789ab", written.set, OSError)
    assert app.rest(pygame.time.Clock())[1]
    background.flush()
    assert written.is_set()


def test_a_minimised_window_does_not_sleep_the_game_away(app):
    """Hidden, nothing is drawn but the steps go on (the AIs play): the loop does not rest."""
    start(app, TitleScene)
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED, window=None))
    app.step(0.1)
    assert not app.shown
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED, window=None))
    app.step(0.1)
    assert app.shown


def test_the_click_that_wakes_the_loop_still_plays_its_buttons_glow(app):
    """A tween begun by the waking event is played over frames, not finished at once."""
    title = start(app, TitleScene)
    assert resting(app)
    click(app, title.buttons["Records"], frames=0)
    app.step(1 / 60)
    assert not idle.still()


def test_the_safety_wake_up_draws_only_if_something_moves(app, monkeypatch):
    """A sleep nothing ended (ASLEEP) steps the screen, in case a wake-up was missed, but draws
    it only if something then moves: an idle screen costs no frame every few seconds."""
    start(app, TitleScene)
    assert resting(app)
    drawn = []
    real = app.draw_frame
    monkeypatch.setattr(app, "draw_frame", lambda: (drawn.append(1), real()))
    monkeypatch.setattr(scenes.app, "ASLEEP", 0.05)
    slept, came, checking = app.rest(pygame.time.Clock())
    assert not came and checking
    app.step(slept, checking=checking)
    assert drawn == []
    app.stack.top.rise = Tween(30.0, 0.0, 0.6)        # something moves after all
    app.step(slept, checking=True)
    assert drawn == [1]
