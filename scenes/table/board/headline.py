"""The headline: the big one-line caption a table shows over its board for a moment worth one
("Caught!", "Round 3", "Robbed!"), fading in and out, usually as the beat it names begins.

The table paints it in its own style (`paint(surface, title, subtitle, alpha, **look)`, alpha
0 to 1); this keeps its words, its clock and its fades, the same way at every table.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit.tween import Tween, linear


class Headline:
    def __init__(self, paint: Callable[..., None], fade_in: float, fade_out: float) -> None:
        self.paint, self.fade_in, self.fade_out = paint, fade_in, fade_out
        self.words: tuple[str, str] | None = None     # the last one shown, kept after it fades
        self.look: dict = {}
        self.clock: Tween | None = None

    def show(self, title: str, subtitle: str, duration: float, **look) -> None:
        """Say this for `duration` seconds (at normal speed), in place of any headline before;
        `look` goes to the painter as it is (a colour, where to centre it)."""
        self.words, self.look = (title, subtitle), look
        self.clock = Tween(0.0, 1.0, duration, linear)

    @property
    def showing(self) -> bool:
        return self.clock is not None and not self.clock.done

    def update(self, dt: float) -> None:
        if self.clock is not None:
            self.clock.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.showing:
            return
        t = self.clock.progress
        self.paint(surface, *self.words, min(1.0, t / self.fade_in, (1 - t) / self.fade_out),
                   **self.look)
