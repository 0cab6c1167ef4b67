"""Every moment of the card table draws, at the logical size and letterboxed small: the deal,
mid-round with a hover hint, a reveal, the bonus, the penalty, the gathering, the final round,
the results, 2 and 6 players and the 2-player choice.

Set SESAME_SHOTS=DIR to keep the frames as PNGs (for looking at them; shots/ is git-ignored).
"""
from dataclasses import replace

import pygame
import pytest

from engine.ai import forty_thieves as ai
from engine.core import Action, Rng
from engine.match import Match, Seat
from scenes.app import App
from scenes.forty_thieves import motion
from scenes.forty_thieves.results import FortyResults
from scenes.forty_thieves.table import CardTable
from support.shots import distinct_colours, keep
from scenes.window import close_display

NAMES = ("Layla", "Scheherazade (normal)", "Omar", "Zaid", "Nadia", "Tariq")


def table_for(app, players: int, seed: int) -> CardTable:
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "ai", "normal") for i in range(1, players)]
    return app.stack.reset(CardTable(app, Match.new("forty_thieves", seats, seed)))


def beat_at(kind, progress=0.5, event=None):
    """Until the beat of class `kind` (for `event`, if given) has played `progress`."""
    def reached(table):
        beat = table.timeline.current
        return (isinstance(beat, kind) and table.timeline.clock.progress >= progress
                and (event is None or beat.event.kind == event))
    return reached


def drive(app, table, until, dt=1 / 10, limit=10000, name="") -> None:
    """Run the table until `until(table)`; the human seat plays like the normal AI, but tries
    the deck while the sum is low (so that the deck's row fills too)."""
    rng = Rng(1)
    for _ in range(limit):
        if until(table):
            return
        if table.actions and not table.board_busy():
            deck = Action("reveal_deck")
            low = deck in table.actions and table.view["sum"] <= 4
            table.play(deck if low else ai.normal(table.view, table.actions, rng))
        app.stack.update(dt)
    raise AssertionError(f"the moment {name!r} never came")


def hovering(table):
    spot = table.plan.seats[1].cards[2]
    table.board_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center))
    return True


def calm(table):
    return bool(table.actions) and not table.board_busy()


GAMES = [  # (players, seed, [(moment, until), ...] in the order they come in that game)
    (4, 3, [("reveal", beat_at(motion.Reveal, 0.45)), ("penalty", beat_at(motion.Penalty, 0.35)),
            ("gather", beat_at(motion.Gather, 0.4)), ("deal", beat_at(motion.Deal, 0.6)),
            ("mid-round-hover", lambda t: calm(t) and t.shown.sum > 3 and hovering(t)),
            ("deck-row", lambda t: calm(t) and len(t.shown.row) >= 1),
            ("bonus", beat_at(motion.Bonus, 0.4)),
            ("final-round", beat_at(motion.Pause, 0.4, "final_round")),
            ("results", lambda t: isinstance(t.app.stack.top, FortyResults))]),
    (2, 4, [("two-players-choice", lambda t: ("pair", 0) in t.targets()),
            ("two-players-set-aside", beat_at(motion.SetAside, 0.5))]),
    (6, 2, [("six-players", lambda t: calm(t) and len(t.shown.row) + t.shown.sum > 6)]),
]


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
def test_every_moment_of_the_card_table_draws(window):
    app = App(window, threaded_ai=False)
    app.apply_settings(replace(app.settings, animation_speed="normal", sound=False))
    frames = {}
    for players, seed, moments in GAMES:
        table = table_for(app, players, seed)
        for name, until in moments:
            drive(app, table, until, name=name)
            if name == "results":
                for _ in range(40):
                    app.stack.update(1 / 20)
            app.draw_frame()
            frames[name] = app.window.copy()
            table.board_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0)))
    close_display()
    for name, frame in frames.items():
        assert distinct_colours(frame) > 40, f"{name} looks blank"
        keep(frame, f"{name}-{window[0]}x{window[1]}")
