"""The title screen's painting: a starry night, a crescent moon and a city of domes and
minarets in silhouette, drawn with pygame polygons and arcs (no image files)."""
from __future__ import annotations

import math
import random

import pygame

from scenes.kit import ink, paper, theme

SILHOUETTE = (6, 8, 22)
WINDOW_LIGHT = (255, 196, 110)


@paper.cache(maxsize=2)
def _stars(size: tuple) -> list[tuple[int, int, int, float]]:
    """Fixed star positions (x, y, radius, twinkle phase); the same sky every time."""
    rng = random.Random(1001)
    w, h = size
    return [(rng.randrange(w), int(h * 0.72 * rng.random() ** 1.3), rng.choice((1, 1, 1, 2)),
             rng.random() * math.tau) for _ in range(170)]


def _dome(surface: pygame.Surface, cx: int, base: int, r: int) -> None:
    """An onion dome on a drum, with a finial and a small crescent."""
    drum = pygame.Rect(cx - r, base - r // 2, 2 * r, r // 2 + 2)
    ink.rect(surface, SILHOUETTE, drum)
    top = base - r // 2
    onion = [(cx - r, top)]
    for i in range(1, 24):
        t = i / 24
        y = top - t * r * 1.5
        half = r * (1.12 * math.sin(math.pi * (0.22 + 0.78 * t)) ** 1.1) * (1 - t ** 3) ** 0.5
        onion.append((cx - half, y))
    onion.append((cx, top - r * 1.55))
    onion += [(2 * cx - x, y) for x, y in reversed(onion[:-1])]
    ink.polygon(surface, SILHOUETTE, onion)
    tip = top - r * 1.55
    ink.line(surface, SILHOUETTE, (cx, tip), (cx, tip - r * 0.35), max(2, r // 12))
    ink.circle(surface, SILHOUETTE, (cx, int(tip - r * 0.4)), max(3, r // 9))


def _minaret(surface: pygame.Surface, cx: int, base: int, height: int, width: int) -> None:
    """A slim tower with two balconies and a pointed cap."""
    shaft = pygame.Rect(cx - width // 2, base - height, width, height)
    ink.rect(surface, SILHOUETTE, shaft)
    for frac in (0.45, 0.78):
        y = base - int(height * frac)
        ink.rect(surface, SILHOUETTE, (cx - width, y, width * 2, max(4, width // 3)))
        ink.polygon(surface, SILHOUETTE, [(cx - width, y + width // 3),
                                                   (cx + width, y + width // 3),
                                                   (cx + width // 2, y + width),
                                                   (cx - width // 2, y + width)])
    top = base - height
    ink.polygon(surface, SILHOUETTE, [(cx - width * 0.7, top), (cx + width * 0.7, top),
                                               (cx, top - width * 2.6)])
    ink.line(surface, SILHOUETTE, (cx, top - width * 2.6), (cx, top - width * 3.4), 2)


def _house(surface: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A flat-roofed house with a few warm lit windows."""
    ink.rect(surface, SILHOUETTE, rect)
    for _ in range(rng.randrange(1, 4)):
        wx = rng.randrange(rect.x + 6, max(rect.x + 7, rect.right - 12))
        wy = rng.randrange(rect.y + 8, max(rect.y + 9, rect.bottom - 20))
        window = pygame.Rect(wx, wy, 6, 9)
        glow = theme.glow(14, theme.LAMP, 90)
        surface.blit(glow, glow.get_rect(center=window.center))
        ink.rect(surface, WINDOW_LIGHT, window, border_top_left_radius=3,
                 border_top_right_radius=3)


@paper.cache(maxsize=2)
def city(size: tuple) -> pygame.Surface:
    """The skyline along the bottom of the canvas, on a transparent surface."""
    w, h = size
    surf = paper.surface(size, pygame.SRCALPHA)
    rng = random.Random(7)
    ground = h - 40
    x = -20
    while x < w:
        width = rng.randrange(50, 110)
        height = rng.randrange(50, 130)
        _house(surf, pygame.Rect(x, ground - height, width, height + 40), rng)
        x += width - rng.randrange(0, 12)
    for cx, r in ((int(w * 0.17), 58), (int(w * 0.5), 86), (int(w * 0.84), 62),
                  (int(w * 0.64), 40)):
        body = pygame.Rect(cx - r - 30, ground - 120, 2 * r + 60, 160)
        ink.rect(surf, SILHOUETTE, body)
        _dome(surf, cx, ground - 120, r)
    for cx, height in ((int(w * 0.08), 300), (int(w * 0.36), 270), (int(w * 0.42), 330),
                       (int(w * 0.6), 250), (int(w * 0.93), 290)):
        _minaret(surf, cx, ground + 40, height, 16)
    ink.rect(surf, SILHOUETTE, (0, ground, w, h - ground))
    return surf


@paper.cache(maxsize=2)
def moon(radius: int) -> pygame.Surface:
    """A crescent: a pale disc with a second disc cut out of it, and a halo."""
    size = radius * 6
    surf = paper.surface((size, size), pygame.SRCALPHA)
    halo = theme.glow(radius * 3, (255, 236, 180), 70)
    surf.blit(halo, (0, 0))
    c = size // 2
    disc = paper.surface((size, size), pygame.SRCALPHA)
    ink.circle(disc, (255, 240, 196), (c, c), radius)
    ink.circle(disc, (0, 0, 0, 0), (c + radius * 0.45, c - radius * 0.28), radius * 0.86)
    surf.blit(disc, (0, 0))
    return surf


@paper.cache(maxsize=2)
def sky(size: tuple) -> pygame.Surface:
    """Gradient from deep night to a warm horizon glow behind the city."""
    w, h = size
    surf = theme.gradient(size, (4, 6, 24), (40, 38, 92)).copy()
    horizon = theme.glow(int(w * 0.45), theme.LAMP, 60)
    surf.blit(horizon, horizon.get_rect(center=(w // 2, h)))
    return surf


def paint(surface: pygame.Surface, time: float) -> None:
    """The whole night scene; stars twinkle with `time` (seconds). What does not move is
    painted once (`_still`); only the stars in sight are drawn each frame."""
    size = surface.get_size()
    surface.blit(_still(size), (0, 0))
    for x, y, r, phase, light in _shown_stars(size):
        shine = 0.55 + 0.45 * math.sin(time * 1.7 + phase)
        colour = theme.mix((0, 0, 0), theme.mix((70, 80, 130), (255, 250, 230), shine), light)
        if r == 1:
            surface.fill(colour, (x, y, 1, 1))
        else:
            ink.circle(surface, colour, (x, y), r)


def _moon_at(size: tuple) -> tuple[pygame.Surface, pygame.Rect]:
    m = moon(46)
    return m, m.get_rect(center=(int(size[0] * 0.82), int(size[1] * 0.2)))


@paper.cache(maxsize=2)
def _still(size: tuple) -> pygame.Surface:
    """The sky, the moon, the city and the vignette in one opaque picture."""
    still = sky(size).copy()
    still.blit(*_moon_at(size))
    still.blit(city(size), (0, 0))
    still.blit(theme.vignette(size, 120), (0, 0))
    return still.opaque()


@paper.cache(maxsize=2)
def _shown_stars(size: tuple) -> list[tuple[int, int, int, float, float]]:
    """The stars the moon's light and the city leave in sight, each with how much light the
    vignette lets through where it stands (drawn over the still picture, they are dimmed
    as the vignette would have dimmed them)."""
    m, at = _moon_at(size)
    skyline, vignette = city(size), theme.vignette(size, 120)
    shown = []
    for x, y, r, phase in _stars(size):
        if at.collidepoint(x, y) and m.get_at((x - at.x, y - at.y)).a > 0:
            continue
        if skyline.get_at((x, y)).a > 0:
            continue
        shown.append((x, y, r, phase, 1 - vignette.get_at((x, y)).a / 255))
    return shown
