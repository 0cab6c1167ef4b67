"""What moves on the cave table: tiles flying to a panel, tiles turning over, points rising.

A move's motions play together, as one beat of the board kit's timeline
(scenes.table.board.timeline.Together) on the cave table as its stage: each waits `delay`
seconds, then runs a tween (scaled by the animation speed, so "instant" makes them vanish at
once). The points do not hold the board: the next move may come while they rise.
"""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.tween import ease_in_out_sine, ease_out_cubic
from scenes.table.board.timeline import Motion

from . import tiles_art


class Flight(Motion):
    """A tile (None: its back) flying along an arc from one rect to another, shrinking."""

    def __init__(self, tile: int | None, start: pygame.Rect, end: pygame.Rect,
                 delay: float = 0.0) -> None:
        super().__init__(0.55, delay, ease_in_out_sine)
        self.tile, self.start, self.end = tile, pygame.Rect(start), pygame.Rect(end)

    def draw(self, surface: pygame.Surface, stage) -> None:
        if not self.started or self.done:
            return
        symbols = stage.symbols
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

    holds = False

    def __init__(self, amount: int, start: tuple, end: tuple, delay: float = 0.0) -> None:
        super().__init__(1.0, delay, ease_out_cubic)
        self.label, self.start, self.end = f"+{amount}", start, end

    def draw(self, surface: pygame.Surface, stage) -> None:
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

