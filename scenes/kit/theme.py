"""The one visual language: palette, the Lato font family, and the painted surfaces.

Night-blue and sand with gold accents, lit like a lamp rather than flat grey UI. Everything
expensive (gradients, glows, vignettes) is painted once per size and cached.
"""
from __future__ import annotations

import math

import pygame

from engine.shipped import ASSETS
from scenes.kit import ink, paper, scripts

# --- palette ----------------------------------------------------------------------------------
NIGHT_DEEP = (8, 11, 30)
NIGHT = (18, 26, 60)
NIGHT_LIGHT = (36, 48, 96)
NIGHT_PANEL = (22, 30, 66)
SAND = (228, 204, 156)
SAND_LIGHT = (246, 232, 200)
SAND_DARK = (170, 136, 88)
GOLD = (232, 182, 72)
GOLD_LIGHT = (255, 222, 130)
GOLD_DARK = (150, 104, 34)
INK = (46, 30, 16)
TEXT = (242, 232, 212)
MUTED = (164, 168, 196)
DANGER = (200, 78, 62)
DANGER_LIGHT = (236, 120, 96)
LAMP = (255, 176, 84)

# Seat colours, each paired with a shape for colour-blind mode (see `seat_marker`).
SEAT_COLOURS = ((226, 92, 76), (84, 160, 226), (110, 196, 110), (236, 196, 64),
                (190, 120, 220), (236, 150, 70))
SEAT_SHAPES = ("circle", "triangle", "square", "diamond", "star", "hexagon")

# --- fonts ------------------------------------------------------------------------------------
_FONT_FILES = {"regular": "Lato-Regular.ttf", "bold": "Lato-Bold.ttf",
               "black": "Lato-Black.ttf", "italic": "Lato-Italic.ttf"}


class Lettering:
    """Lato at a design size: measured at that size, so that a line breaks at the same word
    at every window size, and rendered at the window's scale, so that it is sharp there. A
    name in another script is drawn in a font of its own beside Lato's (scripts.py), on
    Lato's baseline and within Lato's line."""

    def __init__(self, size: int, weight: str, at: float) -> None:
        path = ASSETS / "fonts" / _FONT_FILES[weight]
        self.design = pygame.font.Font(path, size)
        self.at = at
        self.sharp = self.design if self.at == 1 else \
            pygame.font.Font(path, max(1, round(size * self.at)))
        self.point, self.weight = size, weight
        self.others: dict[str, tuple[pygame.font.Font, pygame.font.Font]] = {}

    def _fonts(self, kind: str) -> tuple[pygame.font.Font, pygame.font.Font]:
        """(design, sharp) fonts of a script's run: Lato's own, or the script's, loaded once."""
        if kind == scripts.LATIN:
            return self.design, self.sharp
        if kind not in self.others:
            path = ASSETS / "fonts" / scripts.font_file(kind, self.weight)
            pair = []
            for size in (self.point, max(1, round(self.point * self.at))):
                f = pygame.font.Font(path, size)
                if kind == scripts.ARABIC:
                    f.set_script("Arab")
                    f.set_direction(pygame.DIRECTION_RTL)
                f.bold = self.weight in ("bold", "black") and "bold" not in scripts.FILES[kind]
                pair.append(f)
            self.others[kind] = tuple(pair)
        return self.others[kind]

    def size(self, content: str) -> tuple[int, int]:
        parts = scripts.runs(content)
        if len(parts) == 1 and parts[0][0] == scripts.LATIN:
            return self.design.size(content)
        return (sum(self._fonts(kind)[0].size(text)[0] for kind, text in parts),
                self.design.get_height())

    def get_linesize(self) -> int:
        return self.design.get_linesize()

    def get_height(self) -> int:
        return self.design.get_height()

    def render(self, content: str, antialias: bool, colour, background=None) -> paper.Paper:
        parts = scripts.runs(content)
        if len(parts) == 1 and parts[0][0] == scripts.LATIN:
            pixels = self.sharp.render(content, antialias, colour, background)
            return paper.Paper(pixels, self.at, self.design.size(content) if content else None)
        return paper.Paper(self._runs(parts, antialias, colour, background), self.at,
                           self.size(content))

    def _runs(self, parts, antialias: bool, colour, background) -> pygame.Surface:
        """Each run in its font, side by side on Lato's baseline, from the top of Lato's line
        down as far as the deepest letter reaches (an Arabic yeh's dots are below Lato's)."""
        drawn = []
        for kind, text in parts:
            f = self._fonts(kind)[1]
            drawn.append((self.sharp.get_ascent() - f.get_ascent(),
                          f.render(text, antialias, colour)))
        line = pygame.Surface((sum(p.get_width() for _, p in drawn),
                               max([self.sharp.get_height()]
                                   + [y + p.get_height() for y, p in drawn])), pygame.SRCALPHA)
        if background is not None:
            line.fill(background)
        x = 0
        for y, pixels in drawn:
            line.blit(pixels, (x, y))
            x += pixels.get_width()
        return line


def font(size: int, weight: str = "regular", at: float | None = None) -> Lettering:
    """Lato at `size` design units in one of regular/bold/black/italic, to be rendered at the
    window's scale or at `at` (art painted larger than shown), loaded once each."""
    return _font(size, weight, paper.scale() if at is None else at)


@paper.cache(maxsize=256)
def _font(size: int, weight: str, at: float) -> Lettering:
    return Lettering(size, weight, at)


@paper.cache(maxsize=1536)    # a frame draws 1,000 at most (the rules' words, each apart)
def text(content: str, size: int, colour: tuple, weight: str = "regular") -> paper.Paper:
    """A rendered line of text; cached because screens redraw the same words every frame. A
    line of nothing but zero-width characters (a file may be named so) is an empty line."""
    try:
        return font(size, weight).render(content, True, colour)
    except pygame.error:
        return font(size, weight).render("", True, colour)


# --- colour helpers ---------------------------------------------------------------------------

def mix(a: tuple, b: tuple, t: float) -> tuple:
    """Blend colour a towards b by t in [0, 1]."""
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def lighten(colour: tuple, t: float) -> tuple:
    return mix(colour, (255, 255, 255), t)


def darken(colour: tuple, t: float) -> tuple:
    return mix(colour, (0, 0, 0), t)


# --- painted surfaces -------------------------------------------------------------------------

@paper.cache(maxsize=32)      # a frame paints 26 at most (a cave table's first)
def gradient(size: tuple, top: tuple, bottom: tuple, radius: int = 0,
             at: float | None = None) -> paper.Paper:
    """A vertical gradient, optionally with rounded corners (transparent outside), at the
    window's scale or at `at`."""
    return _gradient(size, top, bottom, radius, at)


def _gradient(size: tuple, top: tuple, bottom: tuple, radius: int = 0,
              at: float | None = None) -> paper.Paper:
    """`gradient` painted anew: a panel's body is kept in the panel (`_panel`), and cached
    here too it held a window-sized dialog's body twice (4 MB more after an evening)."""
    w, h = size
    surf = paper.surface((w, h), pygame.SRCALPHA, at)
    pw, ph = surf.pixels.get_size()
    for y in range(ph):     # a line a pixel row: smooth at every scale
        pygame.draw.line(surf.pixels, mix(top, bottom, y / max(1, ph - 1)), (0, y), (pw, y))
    return _rounded(surf, radius) if radius else surf


def _rounded(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """Make the corners of an alpha surface transparent, in place."""
    mask = surf.blank()
    ink.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


@paper.cache(maxsize=32)
def glow(radius: int, colour: tuple, strength: int = 120) -> pygame.Surface:
    """A soft round light (lamp, moon halo): painted small, then smoothly scaled up."""
    small = pygame.Surface((64, 64), pygame.SRCALPHA)   # source pixels
    for r in range(32, 0, -1):
        alpha = round(strength * (1 - r / 32) ** 2)
        ink.circle(small, (*colour, alpha), (32, 32), r)
    return ink.smoothscale(small, (radius * 2, radius * 2))


@paper.cache(maxsize=8)
def vignette(size: tuple, strength: int = 150) -> pygame.Surface:
    """Darkened edges that pull the eye to the middle of the canvas."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)   # source pixels
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            small.set_at((x, y), (0, 0, 0, round(strength * max(0.0, d - 0.45) / 0.55)))
    return ink.smoothscale(small, size)


@paper.cache(maxsize=8)
def backdrop(size: tuple) -> pygame.Surface:
    """The warm night every screen stands on: a deep-blue gradient, a lamp glow, a vignette."""
    w, h = size
    surf = gradient(size, NIGHT_DEEP, NIGHT).copy()
    lamp = glow(int(h * 0.9), LAMP, 46)
    surf.blit(lamp, lamp.get_rect(center=(w // 2, h + h // 5)))
    surf.blit(vignette(size), (0, 0))
    return surf.opaque()


@paper.cache(maxsize=64)
def sheen(size: tuple, radius: int) -> pygame.Surface:
    """The soft highlight on the upper half of buttons and fields (lamplight from above)."""
    w, h = size
    light = paper.surface((w, h), pygame.SRCALPHA)
    light.blit(gradient((w, max(1, h // 2)), (255, 255, 255, 70), (255, 255, 255, 0)), (0, 0))
    return _rounded(light, radius)


@paper.cache(maxsize=128)
def rounded(size: tuple, colour: tuple, radius: int, width: int = 0) -> pygame.Surface:
    """A rounded rectangle with real alpha, to blit (pygame.draw would ignore the alpha)."""
    surf = paper.surface(size, pygame.SRCALPHA)
    ink.rect(surf, colour, surf.get_rect(), width, border_radius=radius)
    return surf


@paper.cache(maxsize=4)       # asked by `_panel` only when it paints: the panel keeps it
def _shadow(size: tuple, radius: int, depth: int) -> pygame.Surface:
    """A panel's soft shadow. Every panel kept holds its own painted in, so more than a few
    here were copies (16 held 13 MB at 1280x720, 32 MB at 2560x1440); a few rounded
    rectangles paint one again when a panel that was let go comes back."""
    w, h = size
    shade = paper.surface((w + depth * 2, h + depth * 2), pygame.SRCALPHA)
    for i in range(depth, 0, -2):
        ink.rect(shade, (0, 0, 0, 18), shade.get_rect().inflate(-i * 2, -i * 2),
                 border_radius=radius + i)
    return shade


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14,
          top: tuple = NIGHT_LIGHT, bottom: tuple = NIGHT_PANEL, border: tuple | None = GOLD_DARK,
          alpha: int = 235, shadow: int = 8) -> None:
    """A rounded panel with a soft drop shadow, a gentle gradient and a thin gold border."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    image = _panel(rect.size, radius, top, bottom, border, alpha, shadow)
    surface.blit(image, (rect.x - shadow, rect.y - shadow // 2))


@paper.cache(maxsize=16)
def _panel(size: tuple, radius: int, top: tuple, bottom: tuple, border: tuple | None,
           alpha: int, shadow: int) -> pygame.Surface:
    """A panel painted once, shadow, body and border together: one blit a frame, not three.
    A frame draws 9 at most, but a banner sized to each move's words is a new one each move:
    kept by the 128 (and their shadows by the 64), they were 12 MB more after fifteen games."""
    w, h = size
    image = paper.surface((w + 2 * shadow, h + 2 * shadow), pygame.SRCALPHA)
    if shadow:
        image.blit(_shadow(size, radius, shadow), (0, 0))
    at = pygame.Rect(shadow, shadow // 2, w, h)
    ink.rect(image, (0, 0, 0, 0), at, border_radius=radius)   # the body is not laid
    body = _gradient(size, top, bottom, radius)                       # over its own shadow
    body.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    image.blit(body, at)
    if border:
        ink.rect(image, border, at, 1, border_radius=radius)
    return image


def dim(surface: pygame.Surface, alpha: int) -> None:
    """Darken everything drawn so far (behind overlays, dialogs and curtains)."""
    alpha = max(0, min(255, alpha))
    if alpha > 0:
        surface.blit(_veil(surface.get_size(), alpha), (0, 0))


@paper.cache(maxsize=4)       # a fade darkens by a new alpha each frame: 300 window-sized
def _veil(size: tuple, alpha: int) -> pygame.Surface:     # veils could hold 1 GB at 1280x720
    veil = paper.surface(size, pygame.SRCALPHA)
    veil.fill((4, 6, 18, alpha))
    return veil


def _shape_points(shape: str, x: float, y: float, r: float) -> list:
    if shape == "square":
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "triangle":
        return [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    if shape == "diamond":
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    if shape == "star":
        return [(x + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                 y - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))
                for i in range(10)]
    return [(x + r * math.sin(i * math.pi / 3), y - r * math.cos(i * math.pi / 3))
            for i in range(6)]


def star(surface: pygame.Surface, centre: tuple, radius: int, colour: tuple = GOLD_LIGHT) -> None:
    """A five-pointed star (the winner's mark; Lato has no star glyph)."""
    points = _shape_points("star", centre[0], centre[1], radius)
    ink.polygon(surface, colour, points)
    ink.polygon(surface, GOLD_DARK, points, 1)


def seat_marker(surface: pygame.Surface, seat: int, centre: tuple, radius: int,
                symbols: bool) -> None:
    """A seat's colour disc; with colour-blind symbols on, a distinct shape per seat too."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)] if symbols else "circle"
    if shape == "circle":
        ink.circle(surface, colour, centre, radius)
        ink.circle(surface, INK if symbols else darken(colour, 0.5), centre, radius,
                   2 if symbols else 1)
        return
    points = _shape_points(shape, centre[0], centre[1], radius)
    ink.polygon(surface, colour, points)
    ink.polygon(surface, INK, points, 2)
