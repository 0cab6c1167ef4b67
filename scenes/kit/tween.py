"""Eased tweens: every important change moves over 150-600 ms instead of jumping.

Durations are scaled by the animation-speed setting (`set_speed`, a multiplier from
`saves.settings.SPEED_FACTORS`; 0 means instant). A click may `skip` a tween to its end. A tween
on its way says so to scenes/kit/idle.py as it is updated: the app draws on while one moves.
"""
from __future__ import annotations

import math
from typing import Callable

from scenes.kit import idle

Ease = Callable[[float], float]

_speed = 1.0


def set_speed(factor: float) -> None:
    """Scale every tween created from now on (slow 1.6, normal 1.0, fast 0.5, instant 0)."""
    global _speed
    _speed = max(0.0, float(factor))


def speed() -> float:
    return _speed


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def between(t: float, start: float, stop: float) -> float:
    """Progress through the part [start, stop] of an animation, clamped to 0..1."""
    return max(0.0, min(1.0, (t - start) / (stop - start)))


class Tween:
    """A number moving from `start` to `end` over `duration` seconds (before speed scaling)."""

    def __init__(self, start: float, end: float, duration: float, ease: Ease = ease_out_cubic,
                 speed: float | None = None) -> None:
        self.start, self.end, self.ease = start, end, ease
        self.duration = duration * (_speed if speed is None else speed)
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.ease(self.progress)

    def update(self, dt: float) -> None:
        if self.elapsed < self.duration:
            idle.moving()
        self.elapsed = min(self.duration, self.elapsed + dt)

    def skip(self) -> None:
        self.elapsed = self.duration


class Animated:
    """A value that eases towards whatever target it is given (hover glows, sliding knobs)."""

    def __init__(self, value: float = 0.0, duration: float = 0.15,
                 ease: Ease = ease_out_cubic) -> None:
        self.duration, self.ease = duration, ease
        self._tween = Tween(value, value, 0)

    @property
    def value(self) -> float:
        return self._tween.value

    @property
    def target(self) -> float:
        return self._tween.end

    @target.setter
    def target(self, goal: float) -> None:
        if goal != self._tween.end:
            self._tween = Tween(self.value, goal, self.duration, self.ease)

    def update(self, dt: float) -> None:
        self._tween.update(dt)

    def skip(self) -> None:
        self._tween.skip()
