"""What moves on the cave table: tiles flying to a panel, tiles turning over, points rising.

Each motion waits `delay` seconds, then runs a tween (scaled by the animation speed, so
"instant" makes them vanish at once); the table drops the ones that are done.
"""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.tween import Tween, ease_in_out_sine, ease_out_cubic, speed

from . import tiles_art


class Motion:
    def __init__(self, duration: float, delay: float = 0.0, ease=ease_out_cubic) -> None:
        self.wait = delay * speed()
        self.tween = Tween(0.0, 1.0, duration, ease)

    @property
    def done(self) -> bool:
        return self.wait <= 0 and self.tween.done

    @property
    def started(self) -> bool:
        return self.wait <= 0

    @property
    def t(self) -> float:
        return self.tween.value if self.started else 0.0

    def update(self, dt: float) -> None:
        if self.wait > 0:
            self.wait -= dt
            dt = max(0.0, -self.wait)
        if self.wait <= 0:
            self.tween.update(dt)

    def draw(self, surface: pygame.Surface, symbols: bool) -> None:
        """Paint the motion now (flips are painted by the cave instead)."""


class Flight(Motion):
    """A tile (None: its back) flying along an arc from one rect to another, shrinking."""

    def __init__(self, tile: int | None, start: pygame.Rect, end: pygame.Rect,
                 delay: float = 0.0) -> None:
        super().__init__(0.55, delay, ease_in_out_sine)
        self.tile, self.start, self.end = tile, pygame.Rect(start), pygame.Rect(end)

    def draw(self, surface: pygame.Surface, symbols: bool) -> None:
        if not self.started or self.done:
            return
        t = self.t
        size = max(8, round(self.start.width + (self.end.width - self.start.width) * t))
        x = self.start.centerx + (self.end.centerx - self.start.centerx) * t
        y = self.start.centery + (self.end.centery - self.start.centery) * t - 90 * t * (1 - t)
        image = tiles_art.back(size) if self.tile is None else tiles_art.face(self.tile, size,
                                                                               symbols)
        shadow = theme.rounded((size, size), (0, 0, 0, 70), max(3, size // 8))
        rise = round(22 * t * (1 - t) * 4)
        surface.blit(shadow, shadow.get_rect(center=(x + rise // 2, y + rise // 2)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


class Flip(Motion):
    """A tile at cave position `pos` turning face up; the cave paints it from `t`."""

    def __init__(self, pos: int, delay: float) -> None:
        super().__init__(0.4, delay, ease_in_out_sine)
        self.pos = pos


class Points(Motion):
    """"+5" rising from where it was earned towards the score track, fading at the end."""

    def __init__(self, amount: int, start: tuple, end: tuple, delay: float = 0.0) -> None:
        super().__init__(1.0, delay, ease_out_cubic)
        self.label, self.start, self.end = f"+{amount}", start, end

    def draw(self, surface: pygame.Surface, symbols: bool) -> None:
        if not self.started or self.done:
            return
        t = self.t
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t - 40 * (1 - t) * t
        image = theme.text(self.label, 30, theme.GOLD_LIGHT, "black")
        outline = theme.text(self.label, 30, theme.INK, "black")
        alpha = round(255 * min(1.0, (1 - t) * 4))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            outline.set_alpha(alpha)
            surface.blit(outline, outline.get_rect(center=(x + dx, y + dy)))
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(x, y)))
        image.set_alpha(255)
        outline.set_alpha(255)

