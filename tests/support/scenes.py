"""Driving an App on the dummy video driver as a player would: a first scene, clicks, keys,
frames, and what a frame writes where. The `app` fixture is in support/fixtures.py."""
from __future__ import annotations

import pygame

from scenes.kit import canvas, text
from scenes.screens.title import TitleScene

FRAME = 1 / 60


def start(app, factory=TitleScene):
    """Put a first scene on the app's stack and draw it once."""
    scene = app.stack.push(factory(app))
    app.step(FRAME)
    return scene


def click(app, target, frames: int = 1) -> None:
    """Move to the centre of a widget (or a design point), press and release, where that lies
    in the window (the same place at 1280x720); run the frames."""
    pos = in_window(app, target if isinstance(target, tuple) else target.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    steps(app, frames)


def in_window(app, point: tuple[int, int]) -> tuple[int, int]:
    """A design point's window pixel: in the middle of the pixels it covers."""
    x, y, w, h = canvas.fit(app.window.get_size())
    return (x + int((point[0] + 0.5) * w / canvas.LOGICAL[0]),
            y + int((point[1] + 0.5) * h / canvas.LOGICAL[1]))


def key(app, code: int, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    steps(app, frames)


def steps(app, frames: int, dt: float = FRAME) -> None:
    for _ in range(frames):
        app.step(dt)


def drawn_lines(app, monkeypatch, setup) -> dict[str, pygame.Rect]:
    """What the next frame draws with text.draw: {words: where}."""
    said = {}
    real = text.draw

    def spy(surface, content, *args, **kwargs):
        rect = real(surface, content, *args, **kwargs)
        said[content] = rect
        return rect
    monkeypatch.setattr(text, "draw", spy)
    setup.appear.skip()
    steps(app, 1)
    monkeypatch.setattr(text, "draw", real)
    return said
