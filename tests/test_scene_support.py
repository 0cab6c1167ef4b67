"""Helpers for the scene tests: an App on the dummy video driver, clicks and frames."""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, Seat
from scenes.app import App
from scenes.screens.title import TitleScene

FRAME = 1 / 60


@pytest.fixture
def app(tmp_path):
    """An App with synchronous AI and an empty rules folder of its own."""
    rules = tmp_path / "rules"
    rules.mkdir()
    application = App(threaded_ai=False, rules_dir=rules)
    yield application
    pygame.display.quit()


def start(app, factory=TitleScene):
    """Put a first scene on the app's stack and draw it once."""
    scene = app.stack.push(factory(app))
    app.step(FRAME)
    return scene


def click(app, target, frames: int = 1) -> None:
    """Move to the centre of a widget (or a point), press and release; run the frames."""
    pos = target if isinstance(target, tuple) else target.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    steps(app, frames)


def key(app, code: int, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    steps(app, frames)


def steps(app, frames: int, dt: float = FRAME) -> None:
    for _ in range(frames):
        app.step(dt)


def mini_match(kinds=("ai:easy", "ai:easy"), seed: int = 3) -> Match:
    seats = [Seat(f"P{i + 1}", "human") if k == "human" else Seat(f"P{i + 1}", "ai", k[3:])
             for i, k in enumerate(kinds)]
    return Match.new("minigame", seats, seed)
