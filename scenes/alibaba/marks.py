"""Colour-blind marks: one distinct symbol per tile colour, so colour is never the only signal.

Each symbol hints at its effect: a heart for pink's gift of points, a drop for blue, a
stack for brown's sets, a leaf for green, a sun for yellow, a ban sign for grey.
"""
from __future__ import annotations

import math

import pygame

from .pen import INK, Pen, canvas, ring_points
from scenes.kit import ink, paper

BADGE = (252, 246, 232)


def heart(pen: Pen) -> None:
    pen.circle((0.37, 0.4), 0.14, INK, None)
    pen.circle((0.63, 0.4), 0.14, INK, None)
    pen.poly([(0.24, 0.46), (0.76, 0.46), (0.5, 0.78)], INK, None)


def drop(pen: Pen) -> None:
    pen.circle((0.5, 0.6), 0.18, INK, None)
    pen.poly([(0.34, 0.52), (0.5, 0.18), (0.66, 0.52)], INK, None)


def stack(pen: Pen) -> None:
    for y in (0.26, 0.44, 0.62):
        pen.poly([(0.26, y), (0.74, y), (0.74, y + 0.12), (0.26, y + 0.12)], INK, None)


def leaf(pen: Pen) -> None:
    pen.poly([(0.5, 0.16), (0.76, 0.5), (0.5, 0.84), (0.24, 0.5)], INK, None)
    pen.line((0.5, 0.3), (0.5, 0.74), BADGE, 0.05)


def sun(pen: Pen) -> None:
    pen.poly(ring_points(0.5, 0.5, 0.36, 16, inner=0.22), INK, None)
    pen.circle((0.5, 0.5), 0.14, BADGE, None)


def ban(pen: Pen) -> None:
    pen.circle((0.5, 0.5), 0.3, None, INK, 0.11)
    a = math.radians(45)
    d = 0.3 * math.cos(a)
    pen.line((0.5 - d, 0.5 - d), (0.5 + d, 0.5 + d), INK, 0.11)


SYMBOLS = {"pink": heart, "blue": drop, "brown": stack, "green": leaf, "yellow": sun,
           "grey": ban}


@paper.cache(maxsize=None)
def _master(colour: str) -> pygame.Surface:
    surface, pen = canvas()
    pen.circle((0.5, 0.5), 0.48, BADGE, INK, 0.05)
    inner, inner_pen = canvas()
    SYMBOLS[colour](inner_pen)
    surface.blit(ink.smoothscale(inner, (180, 180), surface.scale), (38, 38))
    return surface


@paper.cache(maxsize=128)
def badge(colour: str, size: int) -> pygame.Surface:
    """The colour's symbol on a round cream badge, `size` px across."""
    return ink.smoothscale(_master(colour), (size, size))
