"""Whether anything on screen moves: when nothing does, the app sleeps until an event or a timer
instead of drawing the same frame sixty times a second (a board game mostly waits for a person).

A frame is moving when any Tween or Animated still on its way is updated (scenes/kit/tween.py
says so itself), or when a part says so (`moving`): a board still showing a move, a note over
the screen. A timer that will change the screen says when it falls due (`due`), and a thread
that finishes work the screen waits for (an AI's decision, a take-back worked out, a save
written) wakes the loop from its own thread (`wake`). Ambient motion — twinkling stars, a
pulsing glow, a caret — plays while the player is active (`lively`: for LIVELY seconds after the
last input or motion) and then rests, so a person thinking costs nothing.
"""
from __future__ import annotations

import math

import pygame

LIVELY = 3.0            # seconds ambient motion goes on after the last input or motion
WAKE = pygame.event.custom_type()   # posted by a thread whose work the screen waits for

_frame = {"moving": False, "due": None}
_quiet = [0.0]          # seconds since the last input or motion


def begin(dt: float) -> None:
    """A new frame: nothing has moved in it yet, and no timer is due."""
    _frame["moving"], _frame["due"] = False, None
    _quiet[0] += dt


def moving() -> None:
    """Something on screen moves this frame: the next frame is drawn too."""
    _frame["moving"] = True
    _quiet[0] = 0.0


def due(seconds: float) -> None:
    """Something will change by itself in `seconds`: the loop wakes by then."""
    now = _frame["due"]
    _frame["due"] = max(0.0, seconds) if now is None else min(now, max(0.0, seconds))


def active() -> None:
    """The player did something (a key, the mouse, the window): ambient motion plays again."""
    _quiet[0] = 0.0


def lively() -> bool:
    """Whether ambient motion plays now; when it does, the frame is moving."""
    if _quiet[0] >= LIVELY:
        return False
    _frame["moving"] = True
    return True


def still() -> bool:
    """Nothing moved in this frame: the loop may sleep."""
    return not _frame["moving"]


def next_due() -> float | None:
    """Seconds until the earliest timer said in this frame falls due (None: none)."""
    return _frame["due"]


def wake() -> None:
    """From any thread: the loop, asleep or not, runs a frame now (SDL's event queue is safe to
    post to from another thread). Without a display (closed, a headless tool) there is no loop
    to wake."""
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass


class Pulse:
    """A glow that beats (0..1) while the player is active and rests at its brightest after,
    so a target still stands out on the frame the loop sleeps on."""

    def __init__(self, rate: float) -> None:
        self.rate, self.clock, self.resting = rate, 0.0, False

    def update(self, dt: float) -> None:
        self.resting = not lively()
        if not self.resting:
            self.clock += dt

    @property
    def value(self) -> float:
        return 1.0 if self.resting else 0.5 + 0.5 * math.sin(self.clock * self.rate)
