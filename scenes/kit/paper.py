"""Surfaces addressed in design units and backed by pixels at the window's own resolution.

Every layout is written for a 1280x720 design; a `Paper` takes those coordinates and sizes and
puts them down at `scale` pixels a unit, so a 2560x1440 window gets text, art and lines drawn
with four times the pixels instead of a 1280x720 picture blown up. A raw pygame Surface is
source art in its own pixels (a loaded image, a small painted texture): `ink.smoothscale` turns it
into a Paper of a design size. Art painted at one scale is cached in `cache`d functions, which
are emptied when the scale changes (`set_scale`), so the caches are per size and bounded.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from scenes.kit import heap

_scale = 1.0
_caches: list = []


def scale() -> float:
    """Pixels a design unit for the papers made from now on."""
    return _scale


def set_scale(value: float) -> None:
    """Draw from now on at `value` pixels a unit; on a change every art cache is emptied (the
    art of the old size is of no more use) and the memory it held goes back to the system."""
    global _scale
    if value != _scale:
        _scale = value
        for cached in _caches:
            cached.cache_clear()
        heap.give_back()


def cache(maxsize: int | None = 128) -> Callable:
    """`functools.lru_cache` for functions that paint art: emptied when the scale changes."""
    def wrap(function: Callable) -> Callable:
        cached = lru_cache(maxsize=maxsize)(function)
        _caches.append(cached)
        return cached
    return wrap


def to_pixels(rect, at: float) -> pygame.Rect:
    """A design-unit rectangle's pixels at `at` a unit: edges are rounded, not sizes, so
    rectangles that meet in design units meet in pixels too."""
    r = pygame.FRect(rect)
    x0, y0 = round(r.x * at), round(r.y * at)
    return pygame.Rect(x0, y0, round(r.right * at) - x0, round(r.bottom * at) - y0)


def _from_pixels(rect: pygame.Rect, at: float) -> pygame.Rect:
    x0, y0 = round(rect.x / at), round(rect.y / at)
    return pygame.Rect(x0, y0, round(rect.right / at) - x0, round(rect.bottom / at) - y0)


class Paper:
    """A drawing surface in design units over `pixels` at `scale` pixels a unit; it answers
    the part of pygame.Surface's interface that the scenes use, in design units."""

    __slots__ = ("pixels", "scale", "_size", "_clip", "_other")

    def __init__(self, pixels: pygame.Surface, at: float | None = None,
                 size: tuple[int, int] | None = None) -> None:
        self.pixels = pixels
        self.scale = _scale if at is None else at
        w, h = pixels.get_size()
        self._size = size or (max(1, round(w / self.scale)) if w else 0,
                              max(1, round(h / self.scale)) if h else 0)
        self._clip = None
        self._other: tuple[float, Paper] | None = None

    def __repr__(self) -> str:
        return f"<Paper {self._size} at {self.scale:g}>"

    # --- measures -------------------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self._size

    def get_width(self) -> int:
        return self._size[0]

    def get_height(self) -> int:
        return self._size[1]

    def get_rect(self, **where) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self._size)
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    # --- drawing ----------------------------------------------------------------------------
    def at(self, scale: float) -> Paper:
        """This art at another scale (a layer painted larger than it is shown, or art painted
        before a change of size): scaled once and kept beside it."""
        if scale == self.scale:
            return self
        if self._other is None or self._other[0] != scale:
            size = to_pixels(self.get_rect(), scale).size
            self._other = (scale, Paper(pygame.transform.smoothscale(self.pixels, size),
                                        scale, self._size))
        return self._other[1]

    def blit(self, source, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        """Blit `source` (a Paper, or raw pixels taken as one pixel a unit) with its top left
        at the design point `dest`; `area` is a design rectangle of the source."""
        if not isinstance(source, Paper):
            source = Paper(source, 1.0)
        source = source.at(self.scale)
        s = self.scale
        x, y = dest[0], dest[1]
        if isinstance(dest, (pygame.Rect, pygame.FRect)):
            x, y = dest.x, dest.y
        pos = (round(x * s), round(y * s))
        if area is not None:
            area = to_pixels(area, s)
        done = self.pixels.blit(source.pixels, pos, area, special_flags)
        return _from_pixels(done, s)

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        rect = None if rect is None else to_pixels(rect, self.scale)
        return _from_pixels(self.pixels.fill(colour, rect, special_flags), self.scale)

    def blank(self, size=None, flags: int = pygame.SRCALPHA) -> Paper:
        """A new transparent paper at this one's scale (a layer to paint and lay on it)."""
        return surface(size or self._size, flags, self.scale)

    def copy(self) -> Paper:
        return Paper(self.pixels.copy(), self.scale, self._size)

    def convert(self) -> Paper:
        return Paper(self.pixels.convert(), self.scale, self._size)

    def opaque(self) -> Paper:
        """This picture without its alpha, in the format that blits fastest (the window's), or
        as it is where no window has opened yet."""
        try:
            return self.convert()
        except pygame.error:
            return self

    def subsurface(self, rect) -> Paper:
        rect = pygame.Rect(rect)
        return Paper(self.pixels.subsurface(to_pixels(rect, self.scale)), self.scale, rect.size)

    def set_alpha(self, value, flags: int = 0) -> None:
        self.pixels.set_alpha(value, flags)

    def set_clip(self, rect) -> None:
        self._clip = None if rect is None else pygame.Rect(rect)
        self.pixels.set_clip(None if rect is None else to_pixels(rect, self.scale))

    def get_clip(self) -> pygame.Rect:
        return pygame.Rect(self._clip) if self._clip is not None else self.get_rect()

    def get_at(self, pos) -> pygame.Color:
        w, h = self.pixels.get_size()
        return self.pixels.get_at((min(w - 1, int(pos[0] * self.scale)),
                                   min(h - 1, int(pos[1] * self.scale))))

    def get_flags(self) -> int:
        return self.pixels.get_flags()


def surface(size, flags: int = 0, at: float | None = None) -> Paper:
    """A new paper of `size` design units at the current scale or `at` (pygame.Surface's
    arguments)."""
    w, h = size
    at = _scale if at is None else at
    pw, ph = to_pixels((0, 0, w, h), at).size
    pixels = pygame.Surface((max(1, pw) if w else 0, max(1, ph) if h else 0), flags)
    return Paper(pixels, at, (int(w), int(h)))

