"""pygame.draw and pygame.transform for papers: the same calls, in design units.

A scene writes `ink.rect(surface, colour, rect, 1, border_radius=6)` as it would write
pygame.draw's; on a paper at 2x that is a 2-pixel border with 12-pixel corners, so lines and
corners keep their weight at every size. At one pixel a unit the calls go straight through.
"""
from __future__ import annotations

import pygame

from scenes.kit.paper import Paper, scale, to_pixels


def _width(width: int, at: float) -> int:
    """A line width in pixels: 0 (filled) stays 0, any line stays at least one pixel."""
    return 0 if width <= 0 else max(1, round(width * at))


def _on(surface) -> tuple[pygame.Surface, float]:
    """The pixels to draw on and their scale: a raw surface is one pixel a unit."""
    if isinstance(surface, Paper):
        return surface.pixels, surface.scale
    return surface, 1.0


def _point(p, at: float) -> tuple[float, float]:
    return p[0] * at, p[1] * at


def rect(surface, colour, area, width: int = 0, border_radius: int = 0,
         **corners) -> pygame.Rect:
    pixels, at = _on(surface)
    if at == 1:
        return pygame.draw.rect(pixels, colour, area, width, border_radius, **corners)
    corners = {k: (v if v < 0 else round(v * at)) for k, v in corners.items()}
    return pygame.draw.rect(pixels, colour, to_pixels(area, at), _width(width, at),
                            round(border_radius * at), **corners)


def line(surface, colour, start, end, width: int = 1) -> pygame.Rect:
    pixels, at = _on(surface)
    return pygame.draw.line(pixels, colour, _point(start, at), _point(end, at),
                            _width(width, at))


def lines(surface, colour, closed: bool, points, width: int = 1) -> pygame.Rect:
    pixels, at = _on(surface)
    return pygame.draw.lines(pixels, colour, closed, [_point(p, at) for p in points],
                             _width(width, at))


def circle(surface, colour, centre, radius: float, width: int = 0,
           **quarters) -> pygame.Rect:
    pixels, at = _on(surface)
    return pygame.draw.circle(pixels, colour, _point(centre, at), radius * at,
                              _width(width, at), **quarters)


def polygon(surface, colour, points, width: int = 0) -> pygame.Rect:
    pixels, at = _on(surface)
    return pygame.draw.polygon(pixels, colour, [_point(p, at) for p in points],
                               _width(width, at))


def ellipse(surface, colour, area, width: int = 0) -> pygame.Rect:
    pixels, at = _on(surface)
    return pygame.draw.ellipse(pixels, colour, to_pixels(area, at), _width(width, at))


def arc(surface, colour, area, start: float, stop: float,
        width: int = 1) -> pygame.Rect:
    pixels, at = _on(surface)
    return pygame.draw.arc(pixels, colour, to_pixels(area, at), start, stop,
                           _width(width, at))


# --- transforms ---------------------------------------------------------------------------------

def smoothscale(image, size, at: float | None = None) -> Paper:
    """`image` (a paper, or raw source pixels) smoothly scaled to `size` design units at the
    current scale (or `at`): source art is resampled once, straight to the pixels it is shown
    at."""
    at = scale() if at is None else at
    pixels = image.pixels if isinstance(image, Paper) else image
    w, h = int(size[0]), int(size[1])
    target = to_pixels((0, 0, w, h), at).size
    if pixels.get_size() == target:
        return Paper(pixels.copy(), at, (w, h))
    return Paper(pygame.transform.smoothscale(pixels, target), at, (w, h))


def rotate(image: Paper, angle: float) -> Paper:
    return Paper(pygame.transform.rotate(image.pixels, angle), image.scale)

