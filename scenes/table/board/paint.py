"""Painting helpers for what the tables paint themselves (cards, coins, pieces, gems): painted
four times too large and smoothscaled down, because pygame.draw does not antialias and these
things are small; the star, sun and moon shapes the card and city art share."""
from __future__ import annotations

import math
from typing import Callable

import pygame
from scenes.kit import ink, paper

SUPER = 4


def supersampled(size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """`paint` on a transparent surface SUPER times `size`, returned smoothly scaled to `size`."""
    w, h = size
    at = paper.scale()
    over = max(2, math.ceil(SUPER / at))    # pixels a unit: about SUPER, at any scale
    pixels = pygame.Surface((max(1, round(w * at * over)), max(1, round(h * at * over))),
                            pygame.SRCALPHA)
    big = paper.Paper(pixels, at * over / SUPER, (max(1, w * SUPER), max(1, h * SUPER)))
    paint(big)
    return ink.smoothscale(big, (max(1, w), max(1, h)))


def star_points(centre: tuple[float, float], outer: float, inner: float, tips: int,
                turn: float = -90.0) -> list[tuple[float, float]]:
    """A star's outline: `tips` points at radius `outer`, notches at `inner` between them."""
    cx, cy = centre
    points = []
    for i in range(tips * 2):
        a = math.radians(turn + i * 180 / tips)
        r = outer if i % 2 == 0 else inner
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def centred(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def sun(surface: pygame.Surface, centre: tuple[float, float], r: float, tint: tuple) -> None:
    """A gold sun: a disc with twelve pointed rays (its shape tells it from the moon)."""
    rays = star_points(centre, r * 1.6, r * 1.05, 12)
    ink.polygon(surface, (246, 176, 52), rays)
    ink.polygon(surface, tint, rays, max(1, round(r * 0.08)))
    ink.circle(surface, (255, 214, 92), centre, r)
    ink.circle(surface, tint, centre, r, max(1, round(r * 0.1)))
    ink.circle(surface, (255, 236, 160), (centre[0] - r * 0.3, centre[1] - r * 0.3),
               r * 0.35)


def moon(surface: pygame.Surface, centre: tuple[float, float], r: float, tint: tuple) -> None:
    """A pale crescent moon, cut out on its own layer so it sits on any background."""
    size = round(r * 2.6)
    layer = surface.blank((size, size))
    c = (size / 2, size / 2)
    bite = (c[0] + r * 0.55, c[1] - r * 0.3)
    ink.circle(layer, tint, c, r * 1.1)
    ink.circle(layer, (150, 182, 238), c, r)
    ink.circle(layer, tint, bite, r * 0.96)
    ink.circle(layer, (0, 0, 0, 0), bite, r * 0.86)
    disc = surface.blank((size, size))
    ink.circle(disc, (255, 255, 255, 255), c, r * 1.1)
    layer.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    centred(surface, layer, centre)
