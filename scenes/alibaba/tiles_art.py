"""Tile faces and backs as cached surfaces: a coloured slab with a bevel, a printed frame, a
pale medallion under the treasure's icon, and (colour-blind mode) the colour's mark.

A tile image is `size` px square; its lower-right `edge(size)` px show the slab's side, so
tiles look like thick pieces lit from the upper left.
"""
from __future__ import annotations


import pygame

from engine.alibaba.tiles import colour as colour_of
from engine.alibaba.tiles import kind as kind_of
from scenes.kit import ink, paper, theme

from . import icons, marks
from .pen import canvas, ring_points

COLOURS = {"pink": (228, 116, 158), "blue": (66, 132, 210), "brown": (160, 100, 56),
           "green": (78, 160, 90), "yellow": (234, 192, 62), "grey": (170, 172, 182)}
BACK = (34, 44, 98)


def edge(size: int) -> int:
    """Thickness of the slab's visible side."""
    return max(2, round(size * 0.06))


def _radius(size: int) -> int:
    return max(3, round(size * 0.12))


def _slab(size: int, colour: tuple) -> tuple[pygame.Surface, pygame.Rect]:
    """The tile's body: its side in shadow and its top with a lit bevel; returns the top."""
    surf = paper.surface((size, size), pygame.SRCALPHA)
    d, radius = edge(size), _radius(size)
    top = pygame.Rect(0, 0, size - d, size - d)
    ink.rect(surf, theme.darken(colour, 0.55), top.move(d, d), border_radius=radius)
    ink.rect(surf, theme.darken(colour, 0.35), top.move(d // 2, d // 2),
             border_radius=radius)
    surf.blit(theme.gradient(top.size, theme.lighten(colour, 0.22), theme.darken(colour, 0.1),
                             radius), top)
    if size >= 20:
        ink.rect(surf, theme.lighten(colour, 0.45), top, max(1, size // 50),
                 border_radius=radius)
    return surf, top


@paper.cache(maxsize=128)     # a frame shows 22 faces, a move 45: the cave and the grabs
def face(tile: int, size: int, symbols: bool = False) -> pygame.Surface:
    """A face-up tile: its colour, its treasure, and its colour's mark when `symbols`."""
    hue = colour_of(tile)
    base = COLOURS[hue]
    surf, top = _slab(size, base)
    if size >= 28:
        frame = top.inflate(-round(size * 0.12), -round(size * 0.12))
        ink.rect(surf, theme.darken(base, 0.28), frame, max(1, size // 60),
                 border_radius=max(2, _radius(size) - 3))
    halo = theme.glow(round(top.width * 0.42), (255, 250, 235), 150)
    surf.blit(halo, halo.get_rect(center=top.center))
    art = icons.icon(kind_of(tile), round(top.width * 0.86))
    surf.blit(art, art.get_rect(center=top.center))
    if symbols:
        mark = marks.badge(hue, max(10, round(top.width * 0.3)))
        surf.blit(mark, (max(1, round(top.width * 0.04)), max(1, round(top.width * 0.04))))
    return surf


@paper.cache(maxsize=None)
def _back_pattern() -> pygame.Surface:
    """The gold star-and-border pattern of a tile's back, painted once at full size."""
    surface, pen = canvas()
    gold, dark = theme.GOLD, theme.GOLD_DARK
    pen.poly([(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)], None, dark, 0.02)
    pen.poly(ring_points(0.5, 0.5, 0.33, 16, inner=0.22), (52, 64, 130), gold, 0.025)
    pen.poly(ring_points(0.5, 0.5, 0.17, 16, start=-90 + 11.25, inner=0.11), gold, None)
    pen.circle((0.5, 0.5), 0.05, (52, 64, 130), None)
    for x in (0.18, 0.82):
        for y in (0.18, 0.82):
            pen.poly(ring_points(x, y, 0.045, 4), gold, None)
    return surface


@paper.cache(maxsize=64)
def back(size: int) -> pygame.Surface:
    """A face-down tile: night blue with a gold eight-pointed star."""
    surf, top = _slab(size, BACK)
    pattern = ink.smoothscale(_back_pattern(), top.size)
    surf.blit(pattern, top)
    return surf


@paper.cache(maxsize=64)      # a frame shades 14, a move 16; its keys hold faces alive
def shaded(image: pygame.Surface, light: float) -> pygame.Surface:
    """A tile image dimmed to `light` (0..1): deeper layers of the cave lie in shadow."""
    if light >= 1:
        return image
    dark = image.copy()
    level = round(255 * light)
    dark.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
    return dark


@paper.cache(maxsize=64)
def swatch(hue: str, size: int, symbols: bool) -> pygame.Surface:
    """A blank tile of one colour (the grey picker's colours), with its mark when `symbols`."""
    surf, top = _slab(size, COLOURS[hue])
    if symbols:
        mark = marks.badge(hue, round(top.width * 0.5))
        surf.blit(mark, mark.get_rect(center=top.center))
    return surf


@paper.cache(maxsize=64)
def plain(kind: str, size: int) -> pygame.Surface:
    """A sand tile with only a treasure's icon (the grey picker's kinds)."""
    surf, top = _slab(size, theme.SAND)
    art = icons.icon(kind, round(top.width * 0.86))
    surf.blit(art, art.get_rect(center=top.center))
    return surf
