"""Drawing in unit coordinates on a large canvas, to be smoothscaled down afterwards.

pygame.draw does not antialias; painting an icon once at 256 px and scaling it down gives
smooth edges at every tile size, and unit coordinates keep the icon code readable.
"""
from __future__ import annotations

import math

import pygame
from scenes.kit import ink, paper

INK = (40, 26, 16)
CANVAS = 256


class Pen:
    """Draws on `surface` with (0, 0)-(1, 1) spanning it; widths are in units too."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.size = surface.get_width()

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.size), round(y * self.size)

    def w(self, width: float) -> int:
        return max(1, round(width * self.size))

    def poly(self, points, fill, outline=INK, width: float = 0.03) -> None:
        pts = [self.p(x, y) for x, y in points]
        if fill is not None:
            ink.polygon(self.surface, fill, pts)
        if outline is not None:
            ink.lines(self.surface, outline, True, pts, self.w(width))
            for pt in pts:   # round joints, or thick outlines show notches at the corners
                ink.circle(self.surface, outline, pt, self.w(width) // 2)

    def line(self, a, b, colour=INK, width: float = 0.03) -> None:
        ink.line(self.surface, colour, self.p(*a), self.p(*b), self.w(width))
        for end in (a, b):
            ink.circle(self.surface, colour, self.p(*end), self.w(width) // 2)

    def polyline(self, points, colour=INK, width: float = 0.03) -> None:
        for a, b in zip(points, points[1:]):
            self.line(a, b, colour, width)

    def circle(self, centre, radius: float, fill, outline=INK, width: float = 0.03) -> None:
        c, r = self.p(*centre), self.w(radius)
        if fill is not None:
            ink.circle(self.surface, fill, c, r)
        if outline is not None:
            ink.circle(self.surface, outline, c, r, self.w(width))

    def ellipse(self, box, fill, outline=INK, width: float = 0.03) -> None:
        x, y, w, h = box
        rect = pygame.Rect(*self.p(x, y), self.w(w), self.w(h))
        if fill is not None:
            ink.ellipse(self.surface, fill, rect)
        if outline is not None:
            ink.ellipse(self.surface, outline, rect, self.w(width))

    def arc(self, box, start: float, stop: float, colour=INK, width: float = 0.03) -> None:
        """An arc of the ellipse in `box`, angles in degrees, counter-clockwise from east."""
        x, y, w, h = box
        rect = pygame.Rect(*self.p(x, y), self.w(w), self.w(h))
        ink.arc(self.surface, colour, rect, math.radians(start), math.radians(stop),
                self.w(width))


def ring_points(cx: float, cy: float, r: float, count: int, start: float = -90.0,
                inner: float | None = None) -> list[tuple[float, float]]:
    """Points around a circle; with `inner`, alternating radii make a star."""
    points = []
    for i in range(count):
        a = math.radians(start + i * 360 / count)
        radius = r if inner is None or i % 2 == 0 else inner
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return points


def canvas(size: int = CANVAS) -> tuple[pygame.Surface, Pen]:
    surface = paper.Paper(pygame.Surface((size, size), pygame.SRCALPHA), 1.0)   # a master
    return surface, Pen(surface)
