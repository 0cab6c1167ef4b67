"""The ten treasures, drawn with pygame.draw in unit coordinates (see pen.py).

Each icon has its own silhouette and its own natural colours under a dark ink outline, so
it reads on every one of the six tile colours and stays recognisable when small.
"""
from __future__ import annotations

import math

import pygame

from .pen import Pen, canvas, ring_points
from scenes.kit import ink, paper

GOLD = (246, 198, 74)
GOLD_SHADE = (200, 140, 42)
SILVER = (226, 232, 242)
RED = (204, 36, 56)
RED_LIGHT = (244, 112, 120)
WOOD = (146, 86, 42)
BRONZE = (206, 160, 92)
PEARL = (248, 242, 228)
ICE = (196, 236, 252)
SAPPHIRE = (60, 120, 220)
WHITE = (255, 255, 255)


def _wave(x: float, base: float) -> float:
    return base + 0.045 * math.sin((x - 0.14) / 0.72 * math.tau)


def carpet(pen: Pen) -> None:
    xs = [0.14 + i * 0.72 / 16 for i in range(17)]
    top, bottom = [(x, _wave(x, 0.35)) for x in xs], [(x, _wave(x, 0.65)) for x in xs]
    pen.poly(top + bottom[::-1], (178, 42, 52), width=0.035)
    inner = [0.2 + i * 0.6 / 12 for i in range(13)]
    pen.poly([(x, _wave(x, 0.41)) for x in inner] + [(x, _wave(x, 0.59)) for x in inner[::-1]],
             None, GOLD, 0.025)
    cy = _wave(0.5, 0.5)
    pen.poly([(0.5, cy - 0.07), (0.58, cy), (0.5, cy + 0.07), (0.42, cy)], GOLD, width=0.02)
    for i in range(5):
        for x, dx in ((0.14, -0.07), (0.86, 0.07)):
            y = _wave(x, 0.37 + i * 0.065)
            pen.line((x, y), (x + dx, y + 0.01), GOLD_SHADE, 0.022)


def statue(pen: Pen) -> None:
    pen.poly([(0.3, 0.76), (0.7, 0.76), (0.74, 0.9), (0.26, 0.9)], (180, 150, 110))
    pen.poly([(0.26, 0.7), (0.74, 0.7), (0.74, 0.77), (0.26, 0.77)], (210, 182, 140))
    pen.poly([(0.31, 0.7), (0.33, 0.58), (0.42, 0.51), (0.58, 0.51), (0.67, 0.58), (0.69, 0.7)],
             BRONZE)
    pen.poly([(0.45, 0.42), (0.55, 0.42), (0.55, 0.53), (0.45, 0.53)], BRONZE, width=0.025)
    pen.circle((0.5, 0.34), 0.115, BRONZE)
    pen.poly([(0.38, 0.3), (0.5, 0.16), (0.62, 0.3), (0.5, 0.26)], GOLD, width=0.025)
    pen.line((0.44, 0.62), (0.5, 0.66), (120, 84, 40), 0.02)
    pen.line((0.56, 0.62), (0.5, 0.66), (120, 84, 40), 0.02)


def ruby(pen: Pen) -> None:
    outer = [(0.5 + 0.32 * math.cos(a), 0.5 + 0.26 * math.sin(a))
             for a in (math.radians(22.5 + 45 * i) for i in range(8))]
    inner = [(0.5 + 0.16 * math.cos(a), 0.48 + 0.12 * math.sin(a))
             for a in (math.radians(22.5 + 45 * i) for i in range(8))]
    pen.poly(outer, RED, width=0.035)
    for a, b in zip(outer, inner):
        pen.line(a, b, (120, 10, 30), 0.015)
    pen.poly(inner, RED_LIGHT, (120, 10, 30), 0.015)
    pen.poly([(0.42, 0.42), (0.5, 0.4), (0.46, 0.48)], WHITE, None)


def crown(pen: Pen) -> None:
    pen.poly([(0.24, 0.64), (0.18, 0.32), (0.36, 0.48), (0.5, 0.24), (0.64, 0.48),
              (0.82, 0.32), (0.76, 0.64)], GOLD, width=0.035)
    pen.poly([(0.22, 0.62), (0.78, 0.62), (0.78, 0.76), (0.22, 0.76)], GOLD_SHADE, width=0.035)
    for x, y in ((0.18, 0.3), (0.5, 0.21), (0.82, 0.3)):
        pen.circle((x, y), 0.045, GOLD, width=0.02)
    pen.circle((0.5, 0.69), 0.045, RED, width=0.018)
    for x in (0.33, 0.67):
        pen.circle((x, 0.69), 0.035, SAPPHIRE, width=0.018)


def chest(pen: Pen) -> None:
    lid = [(0.5 - 0.32 * math.cos(t), 0.5 - 0.2 * math.sin(t))
           for t in (math.pi * i / 16 for i in range(17))]
    pen.poly(lid, (176, 108, 52), width=0.035)
    pen.poly([(0.18, 0.5), (0.82, 0.5), (0.82, 0.8), (0.18, 0.8)], WOOD, width=0.035)
    for x in (0.29, 0.71):
        top = 0.5 - 0.2 * math.sin(math.acos((0.5 - x) / 0.32))
        pen.poly([(x - 0.03, top + 0.01), (x + 0.03, top + 0.01), (x + 0.03, 0.8),
                  (x - 0.03, 0.8)], GOLD, width=0.018)
    pen.line((0.18, 0.5), (0.82, 0.5), GOLD_SHADE, 0.035)
    pen.poly([(0.44, 0.45), (0.56, 0.45), (0.56, 0.6), (0.44, 0.6)], GOLD, width=0.02)
    pen.circle((0.5, 0.51), 0.018, (40, 26, 16), None)
    pen.line((0.5, 0.52), (0.5, 0.56), (40, 26, 16), 0.015)


def _bezier(t: float) -> tuple[float, float]:
    (ax, ay), (bx, by), (cx, cy) = (0.34, 0.66), (0.44, 0.26), (0.86, 0.12)
    u = 1 - t
    return u * u * ax + 2 * u * t * bx + t * t * cx, u * u * ay + 2 * u * t * by + t * t * cy


def sword(pen: Pen) -> None:
    spine, edge = [], []
    for i in range(13):
        t = i / 12
        (x, y), (nx, ny) = _bezier(t), _bezier(min(1.0, t + 0.01))
        if t == 1.0:
            nx, ny = x + (x - _bezier(0.99)[0]), y + (y - _bezier(0.99)[1])
        dx, dy = nx - x, ny - y
        length = math.hypot(dx, dy) or 1.0
        px, py = -dy / length, dx / length
        half = 0.065 * (1 - t) ** 0.7 + 0.004
        spine.append((x - px * half * 0.6, y - py * half * 0.6))
        edge.append((x + px * half * 1.4, y + py * half * 1.4))
    pen.poly(spine + edge[::-1], SILVER, width=0.03)
    pen.polyline(_groove(), (150, 160, 180), 0.012)
    pen.line((0.34, 0.66), (0.2, 0.82), (112, 60, 34), 0.065)
    pen.line((0.34, 0.66), (0.2, 0.82), (70, 36, 20), 0.012)
    pen.line((0.24, 0.58), (0.44, 0.74), GOLD, 0.05)
    pen.circle((0.24, 0.58), 0.03, GOLD, width=0.018)
    pen.circle((0.44, 0.74), 0.03, GOLD, width=0.018)
    pen.circle((0.18, 0.85), 0.045, GOLD, width=0.02)


def _groove() -> list[tuple[float, float]]:
    return [_bezier(0.1 + 0.06 * i) for i in range(10)]


def diamond(pen: Pen) -> None:
    pen.poly([(0.32, 0.28), (0.68, 0.28), (0.84, 0.42), (0.5, 0.82), (0.16, 0.42)], ICE,
             width=0.035)
    facet = (90, 140, 170)
    pen.line((0.16, 0.42), (0.84, 0.42), facet, 0.018)
    tops = (0.32, 0.5, 0.68)
    for a, b in zip((0.16, 0.38, 0.62), tops):
        pen.line((a, 0.42), (b, 0.28), facet, 0.015)
    for a, b in zip(tops, (0.38, 0.62, 0.84)):
        pen.line((a, 0.28), (b, 0.42), facet, 0.015)
    for x in (0.38, 0.62):
        pen.line((x, 0.42), (0.5, 0.82), facet, 0.015)
    pen.poly([(0.38, 0.42), (0.5, 0.28), (0.62, 0.42)], (232, 250, 255), facet, 0.012)
    pen.poly(ring_points(0.8, 0.2, 0.08, 8, inner=0.022), WHITE, None)


def ring(pen: Pen) -> None:
    pen.ellipse((0.22, 0.4, 0.56, 0.46), GOLD, width=0.035)
    pen.ellipse((0.32, 0.5, 0.36, 0.28), (0, 0, 0, 0), width=0.03)
    pen.ellipse((0.25, 0.43, 0.5, 0.4), None, GOLD_SHADE, 0.015)
    pen.poly([(0.4, 0.43), (0.6, 0.43), (0.56, 0.35), (0.44, 0.35)], GOLD, width=0.025)
    pen.poly(ring_points(0.5, 0.27, 0.1, 6, start=0), SAPPHIRE, width=0.025)
    pen.poly([(0.46, 0.23), (0.52, 0.21), (0.48, 0.27)], WHITE, None)


def lamp(pen: Pen) -> None:
    wisp = [(0.86 - 0.05 * math.sin(i * 0.9), 0.42 - i * 0.045) for i in range(8)]
    pen.polyline(wisp, (236, 230, 250), 0.03)
    pen.arc((0.1, 0.48, 0.22, 0.2), 90, 270, (40, 26, 16), 0.06)
    pen.arc((0.1, 0.48, 0.22, 0.2), 90, 270, GOLD, 0.03)
    pen.poly([(0.64, 0.56), (0.9, 0.42), (0.93, 0.47), (0.72, 0.66)], GOLD, width=0.03)
    body = [(0.5 - 0.26 * math.cos(t), 0.56 + 0.16 * math.sin(t))
            for t in (math.pi * i / 16 for i in range(17))]
    pen.poly(body, GOLD, width=0.035)
    pen.poly([(0.42, 0.71), (0.58, 0.71), (0.63, 0.8), (0.37, 0.8)], GOLD_SHADE, width=0.03)
    dome = [(0.5 - 0.13 * math.cos(t), 0.56 - 0.1 * math.sin(t))
            for t in (math.pi * i / 12 for i in range(13))]
    pen.poly(dome, GOLD_SHADE, width=0.03)
    pen.circle((0.5, 0.43), 0.035, GOLD, width=0.02)


def necklace(pen: Pen) -> None:
    pen.arc((0.18, 0.08, 0.64, 0.62), 200, 340, (120, 100, 70), 0.012)
    for i in range(15):
        a = math.radians(200 - i * 220 / 14)
        x, y = 0.5 + 0.32 * math.cos(a), 0.39 - 0.31 * math.sin(a)
        pen.circle((x, y), 0.042, PEARL, width=0.018)
        pen.circle((x - 0.012, y - 0.012), 0.012, WHITE, None)
    pen.line((0.5, 0.72), (0.5, 0.77), (40, 26, 16), 0.02)
    pen.poly([(0.5, 0.74), (0.58, 0.8), (0.5, 0.92), (0.42, 0.8)], GOLD, width=0.025)
    pen.poly([(0.5, 0.78), (0.54, 0.81), (0.5, 0.87), (0.46, 0.81)], RED, None)


ICONS = {"carpet": carpet, "statue": statue, "ruby": ruby, "crown": crown, "chest": chest,
         "sword": sword, "diamond": diamond, "ring": ring, "lamp": lamp, "necklace": necklace}


# Icons whose drawing leaves more air around it are enlarged so that all ten look one size.
ZOOM = {"statue": 1.2, "necklace": 1.08, "sword": 1.06}


@paper.cache(maxsize=None)
def _master(kind: str) -> pygame.Surface:
    surface, pen = canvas()
    ICONS[kind](pen)
    zoom = ZOOM.get(kind, 1.0)
    if zoom == 1.0:
        return surface
    side = surface.get_width()
    big = ink.smoothscale(surface, (round(side * zoom),) * 2, surface.scale)
    return big.subsurface(big.get_rect().inflate(side - big.get_width(),
                                                 side - big.get_width())).copy()


@paper.cache(maxsize=256)
def icon(kind: str, size: int) -> pygame.Surface:
    """The treasure's icon, `size` px square, with transparent surroundings."""
    return ink.smoothscale(_master(kind), (size, size))
