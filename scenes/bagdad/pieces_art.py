"""The pieces of Thieves of Bagdad, the gems and the slipper, painted once per size and cached.

A piece stands on a hex ~43 px wide, so it must be told at 30 px on any district's tiles: each
kind has its own silhouette (a pointed hood, a camel, a turban with a sack, a dhow, a cloak with
a dagger, the Vizier's plumed turban and staff), the owner's colour fills it, and one dark rim
traced round the whole silhouette keeps it off sand, slate, green, brick or marble alike.
"""
from __future__ import annotations

import math

import pygame

from scenes.kit import ink, paper, theme
from scenes.table.board.paint import centred, supersampled

KINDS = ("thief", "caravaneer", "merchant", "trader", "assassin", "vizier")

RIM = (30, 20, 14)
SKIN = (214, 160, 110)
SACKCLOTH = (178, 132, 80)
STEEL = (222, 228, 238)
WOOD = (120, 78, 42)
VIZIER_PURPLE = (116, 58, 156)
IVORY = (246, 238, 222)


class Pen:
    """Draws on a big surface in unit coordinates: (0, 0)-(1, 1) spans the square of `side`
    px at `origin`, so one drawing serves every size (and a card's icon box)."""

    def __init__(self, surface: pygame.Surface, origin: tuple = (0, 0), side: float | None = None):
        self.surface = surface
        self.origin = origin
        self.side = side or surface.get_width()

    def at(self, point: tuple) -> tuple:
        return self.origin[0] + point[0] * self.side, self.origin[1] + point[1] * self.side

    def width(self, width: float) -> int:
        return max(1, round(width * self.side)) if width else 0

    def poly(self, colour: tuple, points, width: float = 0.0) -> None:
        ink.polygon(self.surface, colour, [self.at(p) for p in points], self.width(width))

    def lines(self, colour: tuple, points, width: float, closed: bool = False) -> None:
        ink.lines(self.surface, colour, closed, [self.at(p) for p in points],
                  self.width(width))

    def circle(self, colour: tuple, centre: tuple, r: float, width: float = 0.0) -> None:
        ink.circle(self.surface, colour, self.at(centre), r * self.side, self.width(width))

    def ellipse(self, colour: tuple, box: tuple, width: float = 0.0) -> None:
        x, y = self.at(box[:2])
        rect = pygame.Rect(round(x), round(y), round(box[2] * self.side), round(box[3] * self.side))
        ink.ellipse(self.surface, colour, rect, self.width(width))


def curve(path, steps: int = 8) -> list:
    """Points along quadratic Bézier segments: `path` alternates anchor, control, anchor, ..."""
    points = [path[0]]
    for i in range(0, len(path) - 2, 2):
        a, c, b = path[i:i + 3]
        for k in range(1, steps + 1):
            t = k / steps
            points.append(tuple((1 - t) ** 2 * p + 2 * (1 - t) * t * q + t * t * r
                                for p, q, r in zip(a, c, b)))
    return points


# --- the whole-silhouette finish ---------------------------------------------------------------

def outlined(big: pygame.Surface, layer: pygame.Surface, width: float) -> pygame.mask.Mask:
    """Lay `layer` on `big` inside a dark rim `width` px wide round its whole silhouette (one rim
    for all its parts, so details never break it); returns the silhouette."""
    mask = pygame.mask.from_surface(layer.pixels, 100)
    rim = mask.to_surface(setcolor=(*RIM, 255), unsetcolor=(0, 0, 0, 0))
    for i in range(16):
        a = i * math.pi / 8
        big.blit(rim, (round(width * math.cos(a)), round(width * math.sin(a))))
    big.blit(layer, (0, 0))
    return mask


def _sheen(big: pygame.Surface, mask: pygame.mask.Mask, depth: int) -> None:
    """Lamplight from the upper left: a light band along the silhouette's upper-left edges."""
    edge = mask.copy()
    edge.erase(mask, (depth, depth))
    big.blit(edge.to_surface(setcolor=(255, 246, 224, 90), unsetcolor=(0, 0, 0, 0)), (0, 0))


def _ground_shadow(big: pygame.Surface) -> None:
    s = big.get_width()
    for i in range(5):
        rect = pygame.Rect(0, 0, s * (0.74 - i * 0.08), s * (0.13 - i * 0.02))
        rect.center = (s * 0.5, s * 0.9)
        shade = big.blank(rect.size)
        ink.ellipse(shade, (0, 0, 0, 34), shade.get_rect())
        big.blit(shade, rect)


def _figure(big: pygame.Surface, kind: str, colour: tuple) -> None:
    s = big.get_width()
    layer = big.blank()
    PAINTERS[kind](Pen(layer), colour)
    _ground_shadow(big)
    _sheen(big, outlined(big, layer, s * 0.045), round(s * 0.035))


# --- the six kinds (unit coordinates; the ground is at y ~0.9) -----------------------------------

def _thief(pen: Pen, colour: tuple) -> None:
    """A hooded figure whose hood ends in a point flopped back; only masked eyes show."""
    fold, deep = theme.darken(colour, 0.3), theme.darken(colour, 0.5)
    pen.poly(colour, curve([(0.5, 0.42), (0.7, 0.44), (0.72, 0.6), (0.78, 0.86), (0.8, 0.88),
                            (0.5, 0.92), (0.2, 0.88), (0.22, 0.86), (0.28, 0.6),
                            (0.3, 0.44), (0.5, 0.42)]))
    pen.poly(colour, curve([(0.5, 0.56), (0.27, 0.56), (0.29, 0.38), (0.31, 0.16),
                            (0.64, 0.06), (0.62, 0.18), (0.72, 0.36), (0.74, 0.56),
                            (0.5, 0.56)]))
    pen.lines(fold, curve([(0.64, 0.08), (0.56, 0.16), (0.6, 0.26)]), 0.025)
    pen.lines(fold, [(0.5, 0.6), (0.5, 0.88)], 0.025)
    pen.ellipse(RIM, (0.36, 0.3, 0.28, 0.2))
    pen.poly(deep, curve([(0.36, 0.41), (0.5, 0.38), (0.64, 0.41), (0.64, 0.52),
                          (0.5, 0.54), (0.36, 0.52), (0.36, 0.41)]))
    for x in (0.44, 0.56):
        pen.ellipse((250, 244, 220), (x - 0.045, 0.345, 0.09, 0.035))


def _caravaneer(pen: Pen, colour: tuple) -> None:
    """A camel walking left, a fringed blanket over its back below the hump."""
    far, blanket = theme.darken(colour, 0.3), theme.darken(colour, 0.45)
    for top, foot in (((0.4, 0.58), (0.44, 0.88)), ((0.66, 0.58), (0.6, 0.88))):
        pen.lines(far, [top, foot], 0.065)
    pen.lines(colour, curve([(0.78, 0.46), (0.84, 0.5), (0.84, 0.62)]), 0.035)
    pen.ellipse(colour, (0.3, 0.38, 0.52, 0.25))
    pen.ellipse(colour, (0.44, 0.2, 0.26, 0.32))
    pen.poly(colour, curve([(0.38, 0.44), (0.26, 0.46), (0.25, 0.3), (0.24, 0.2),
                            (0.15, 0.2), (0.17, 0.3), (0.22, 0.5), (0.26, 0.6), (0.4, 0.6)]))
    pen.poly(colour, curve([(0.27, 0.17), (0.14, 0.12), (0.05, 0.2), (0.04, 0.27),
                            (0.1, 0.29), (0.2, 0.3), (0.27, 0.25)]))
    pen.poly(colour, [(0.22, 0.17), (0.25, 0.1), (0.28, 0.18)])
    for top, foot in (((0.37, 0.58), (0.3, 0.88)), ((0.7, 0.58), (0.76, 0.88))):
        pen.lines(colour, [top, foot], 0.07)
    pen.poly(blanket, [(0.44, 0.4), (0.72, 0.4), (0.72, 0.58), (0.44, 0.58)])
    pen.lines(theme.GOLD, [(0.44, 0.42), (0.72, 0.42)], 0.03)
    pen.lines(theme.GOLD, [(0.44, 0.56), (0.72, 0.56)], 0.03)
    for i in range(6):
        pen.circle(theme.GOLD, (0.45 + i * 0.053, 0.6), 0.014)
    pen.circle(RIM, (0.12, 0.18), 0.018)


def _merchant(pen: Pen, colour: tuple) -> None:
    """A bearded man in a round turban, a full sack of goods slung over his shoulder."""
    fold = theme.darken(colour, 0.3)
    pen.poly(colour, curve([(0.44, 0.46), (0.62, 0.46), (0.66, 0.62), (0.72, 0.86), (0.74, 0.88),
                            (0.46, 0.92), (0.18, 0.88), (0.2, 0.86), (0.26, 0.62),
                            (0.28, 0.46), (0.44, 0.46)]))
    pen.lines(theme.GOLD, curve([(0.27, 0.66), (0.46, 0.7), (0.67, 0.66)]), 0.04)
    pen.lines(fold, [(0.44, 0.72), (0.44, 0.88)], 0.025)
    pen.circle(SKIN, (0.44, 0.38), 0.1)
    pen.poly((70, 44, 26), curve([(0.35, 0.4), (0.36, 0.52), (0.44, 0.54), (0.52, 0.52),
                                  (0.53, 0.4), (0.44, 0.46), (0.35, 0.4)]))
    pen.circle(IVORY, (0.44, 0.22), 0.15)
    for y in (0.17, 0.25):
        pen.lines(theme.darken(IVORY, 0.2), curve([(0.31, y), (0.44, y + 0.05), (0.57, y)]), 0.02)
    pen.circle(colour, (0.44, 0.25), 0.035)
    pen.circle(RIM, (0.4, 0.36), 0.014)
    pen.poly(SACKCLOTH, curve([(0.58, 0.36), (0.9, 0.3), (0.9, 0.5), (0.88, 0.66),
                               (0.72, 0.66), (0.56, 0.64), (0.58, 0.48), (0.56, 0.4),
                               (0.58, 0.36)]))
    pen.poly(SACKCLOTH, [(0.56, 0.38), (0.5, 0.28), (0.62, 0.32)])
    pen.lines(theme.darken(SACKCLOTH, 0.35), [(0.57, 0.38), (0.62, 0.36)], 0.03)
    pen.lines(theme.darken(SACKCLOTH, 0.25), curve([(0.68, 0.42), (0.72, 0.52), (0.7, 0.62)]),
              0.02)
    pen.circle(SKIN, (0.6, 0.5), 0.05)


def _trader(pen: Pen, colour: tuple) -> None:
    """A dhow under a lateen sail, its hull rising to a high stern."""
    hull, sail = theme.darken(colour, 0.15), theme.lighten(colour, 0.2)
    pen.lines(WOOD, [(0.5, 0.66), (0.5, 0.12)], 0.04)
    pen.poly(sail, curve([(0.72, 0.06), (0.62, 0.34), (0.58, 0.6), (0.36, 0.54),
                          (0.12, 0.46), (0.44, 0.28), (0.72, 0.06)]))
    for t in (0.35, 0.65):
        pen.lines(theme.darken(sail, 0.18), [(0.72 + (0.12 - 0.72) * t, 0.06 + 0.4 * t),
                                             (0.58, 0.6)], 0.02)
    pen.lines(WOOD, [(0.1, 0.48), (0.78, 0.02)], 0.03)
    pen.poly(colour, [(0.5, 0.12), (0.36, 0.1), (0.5, 0.18)])
    pen.poly(hull, curve([(0.04, 0.54), (0.5, 0.68), (0.92, 0.5), (0.86, 0.76), (0.66, 0.84),
                          (0.38, 0.86), (0.22, 0.8), (0.1, 0.68), (0.04, 0.54)]))
    pen.lines(theme.GOLD, curve([(0.08, 0.6), (0.5, 0.72), (0.88, 0.58)]), 0.03)
    pen.lines(theme.darken(hull, 0.3), curve([(0.16, 0.72), (0.5, 0.8), (0.84, 0.68)]), 0.02)
    for x in (0.36, 0.5, 0.64):
        pen.circle(RIM, (x, 0.74), 0.018)


def _assassin(pen: Pen, colour: tuple) -> None:
    """A cloaked killer in a dark wrap, ragged hem blowing back, curved dagger raised."""
    cloak = theme.darken(colour, 0.38)
    pen.poly(cloak, [(0.34, 0.4), (0.56, 0.4), (0.66, 0.88), (0.54, 0.84), (0.46, 0.9),
                     (0.38, 0.84), (0.28, 0.9), (0.2, 0.84), (0.06, 0.9), (0.16, 0.66)])
    pen.lines(cloak, curve([(0.36, 0.3), (0.24, 0.36), (0.12, 0.5)]), 0.07)
    pen.lines(cloak, curve([(0.54, 0.5), (0.66, 0.5), (0.72, 0.38)]), 0.08)
    pen.circle(cloak, (0.46, 0.28), 0.14)
    pen.poly(RIM, curve([(0.35, 0.26), (0.46, 0.22), (0.58, 0.26), (0.58, 0.33),
                         (0.46, 0.31), (0.35, 0.33), (0.35, 0.26)]))
    for tip, inner in (((0.39, 0.26), (0.45, 0.29)), ((0.54, 0.26), (0.48, 0.29))):
        pen.poly((255, 226, 140), [tip, inner, (inner[0], inner[1] + 0.012)])
    pen.lines(colour, curve([(0.28, 0.64), (0.44, 0.58), (0.62, 0.62)]), 0.07)
    pen.lines(colour, curve([(0.33, 0.17), (0.46, 0.13), (0.59, 0.17)]), 0.045)
    pen.poly(STEEL, curve([(0.74, 0.32), (0.84, 0.28), (0.84, 0.1), (0.96, 0.26),
                           (0.78, 0.36)]))
    pen.lines(theme.GOLD, [(0.68, 0.4), (0.76, 0.34)], 0.05)
    pen.lines(theme.GOLD, [(0.7, 0.3), (0.8, 0.38)], 0.03)


def _vizier(pen: Pen, colour: tuple) -> None:
    """The Grand Vizier: a wide robe of purple and gold, a great plumed turban with a jewel,
    and a staff crowned with a crescent."""
    pen.lines(theme.GOLD_DARK, [(0.84, 0.22), (0.84, 0.9)], 0.035)
    pen.lines(theme.GOLD, curve([(0.76, 0.12), (0.8, 0.24), (0.92, 0.18)]), 0.035)
    pen.poly(colour, curve([(0.5, 0.42), (0.7, 0.42), (0.72, 0.6), (0.76, 0.88), (0.78, 0.9),
                            (0.5, 0.93), (0.22, 0.9), (0.24, 0.88), (0.28, 0.6),
                            (0.3, 0.42), (0.5, 0.42)]))
    pen.poly(theme.GOLD, [(0.46, 0.46), (0.54, 0.46), (0.56, 0.9), (0.44, 0.9)])
    pen.lines(theme.GOLD, curve([(0.24, 0.86), (0.5, 0.91), (0.76, 0.86)]), 0.04)
    pen.lines(theme.GOLD, curve([(0.32, 0.44), (0.5, 0.56), (0.68, 0.44)]), 0.04)
    pen.circle(SKIN, (0.5, 0.36), 0.085)
    pen.poly((40, 30, 40), [(0.43, 0.4), (0.57, 0.4), (0.5, 0.58)])
    pen.lines(colour, [(0.66, 0.5), (0.84, 0.56)], 0.08)
    pen.circle(SKIN, (0.84, 0.56), 0.04)
    pen.ellipse(IVORY, (0.26, 0.12, 0.48, 0.22))
    pen.poly(IVORY, curve([(0.3, 0.18), (0.5, -0.02), (0.7, 0.18)]))
    pen.lines(theme.GOLD, curve([(0.27, 0.26), (0.5, 0.3), (0.73, 0.26)]), 0.035)
    pen.poly(theme.lighten(theme.LAMP, 0.3), curve([(0.52, 0.12), (0.6, 0.0), (0.72, -0.04),
                                                     (0.62, 0.06), (0.54, 0.14)]))
    pen.circle(theme.GOLD, (0.5, 0.2), 0.05)
    pen.circle((200, 30, 60), (0.5, 0.2), 0.033)


PAINTERS = {"thief": _thief, "caravaneer": _caravaneer, "merchant": _merchant,
            "trader": _trader, "assassin": _assassin, "vizier": _vizier}


@paper.cache(maxsize=512)
def piece(kind: str, seat: int | None, size: int, colour_blind: bool = False) -> pygame.Surface:
    """A `size`-px square picture of a piece of `kind`, filled in `seat`'s colour (the Vizier,
    seat None, in his own purple); `colour_blind` adds the seat's symbol badge."""
    if colour_blind and seat is not None:
        marked = piece(kind, seat, size).copy()
        radius = max(4, round(size * 0.21))   # the owner told by shape, not colour alone
        theme.seat_marker(marked, seat, (size - radius - 1, radius + 1), radius, True)
        return marked
    colour = VIZIER_PURPLE if seat is None else theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    return supersampled((size, size), lambda big: _figure(big, kind, colour))


# --- gems ----------------------------------------------------------------------------------

def _false(pen: Pen) -> None:
    """A dull grey pebble: lumpy, matte, no facets."""
    lumps = [(0.5 + 0.38 * (1 + 0.07 * math.sin(3 * a) + 0.05 * math.cos(5 * a)) * math.cos(a),
              0.54 + 0.3 * (1 + 0.06 * math.cos(4 * a)) * math.sin(a))
             for a in (i * math.pi / 24 for i in range(48))]
    pen.poly((146, 142, 136), lumps)
    for x, y in ((0.36, 0.6), (0.6, 0.46), (0.66, 0.66), (0.46, 0.72)):
        pen.circle((116, 112, 108), (x, y), 0.03)
    pen.ellipse((178, 174, 168), (0.26, 0.34, 0.22, 0.1))


def _sapphire(pen: Pen) -> None:
    """A tall blue oval cabochon with a wet highlight."""
    pen.ellipse((26, 52, 150), (0.22, 0.08, 0.56, 0.84))
    pen.ellipse((52, 96, 210), (0.28, 0.14, 0.44, 0.68))
    pen.ellipse((96, 150, 240), (0.36, 0.24, 0.24, 0.36))
    pen.ellipse((236, 244, 255), (0.34, 0.2, 0.1, 0.2))


def _emerald(pen: Pen) -> None:
    """A wide green step-cut: a rectangle with clipped corners and nested steps."""
    def octagon(inset: float) -> list:
        x0, y0, x1, y1, c = 0.08 + inset, 0.2 + inset, 0.92 - inset, 0.8 - inset, 0.12
        return [(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1 - c), (x1 - c, y1),
                (x0 + c, y1), (x0, y1 - c), (x0, y0 + c)]
    for inset, shade in ((0.0, (22, 120, 66)), (0.08, (40, 168, 92)), (0.16, (78, 200, 120))):
        pen.poly(shade, octagon(inset))
    for outer, inner in zip(octagon(0.0), octagon(0.16)):
        pen.lines((16, 90, 50), [outer, inner], 0.02)
    pen.lines((200, 250, 214), [(0.3, 0.3), (0.54, 0.3)], 0.03)


def _ruby(pen: Pen) -> None:
    """A red trillion: a triangle with swelling sides, faceted to the centre."""
    corners = [(0.5, 0.08), (0.93, 0.84), (0.07, 0.84)]
    centre = (0.5, 0.58)
    outline = []
    for a, b in zip(corners, corners[1:] + corners[:1]):
        bulge = ((a[0] + b[0]) / 2 + (a[0] + b[0] - 2 * centre[0]) * 0.1,
                 (a[1] + b[1]) / 2 + (a[1] + b[1] - 2 * centre[1]) * 0.1)
        outline += curve([a, bulge, b])[:-1]
    pen.poly((176, 20, 44), outline)
    pen.poly((226, 50, 70), [(0.5, 0.3), (0.74, 0.72), (0.26, 0.72)])
    for corner in corners:
        pen.lines((120, 10, 30), [corner, centre], 0.02)
    pen.lines((255, 200, 206), [(0.42, 0.34), (0.33, 0.5)], 0.035)


def _diamond(pen: Pen) -> None:
    """A white-blue brilliant seen from the side: table, crown and pointed pavilion."""
    crown = [(0.3, 0.16), (0.7, 0.16), (0.92, 0.38), (0.08, 0.38)]
    pen.poly((206, 226, 250), crown)
    pen.poly((170, 204, 240), [(0.08, 0.38), (0.92, 0.38), (0.5, 0.92)])
    pen.poly((236, 246, 255), [(0.3, 0.16), (0.5, 0.38), (0.7, 0.16)])
    pen.poly((226, 240, 255), [(0.3, 0.38), (0.5, 0.38), (0.5, 0.92)])
    facet = (96, 140, 196)
    for a, b in (((0.3, 0.16), (0.2, 0.38)), ((0.3, 0.16), (0.5, 0.38)), ((0.7, 0.16), (0.5, 0.38)),
                 ((0.7, 0.16), (0.8, 0.38)), ((0.3, 0.38), (0.5, 0.92)), ((0.7, 0.38), (0.5, 0.92)),
                 ((0.08, 0.38), (0.92, 0.38))):
        pen.lines(facet, [a, b], 0.018)
    pen.lines((255, 255, 255), [(0.36, 0.22), (0.44, 0.3)], 0.035)


def _unknown(pen: Pen) -> None:
    """A grey round-cut gem with a question mark: a gem this seat may not know."""
    ring = [(0.5 + 0.42 * math.cos(a), 0.5 + 0.42 * math.sin(a))
            for a in (math.pi / 8 + i * math.pi / 4 for i in range(8))]
    pen.poly((120, 124, 138), ring)
    pen.poly((156, 160, 174), [(0.5 + 0.9 * (x - 0.5), 0.5 + 0.9 * (y - 0.5)) for x, y in ring])
    mark = theme.font(max(8, round(pen.side * 0.62)), "black", pen.surface.scale).render(
        "?", True, (250, 248, 240))
    centred(pen.surface, mark, pen.at((0.5, 0.52)))


GEM_PAINTERS = {"false": _false, "sapphire": _sapphire, "emerald": _emerald, "ruby": _ruby,
                "diamond": _diamond, None: _unknown}


def _rimmed(paint, rim: float):
    """A painter for `supersampled` that draws `paint` in unit coordinates, then rims it."""
    def painter(big: pygame.Surface) -> None:
        layer = big.blank()
        paint(Pen(layer))
        outlined(big, layer, big.get_width() * rim)
    return painter


@paper.cache(maxsize=128)
def gem(name: str | None, size: int) -> pygame.Surface:
    """Gem `name` (one of GEMS) at `size` px square, each in its own colour and cut; None is a
    gem this seat may not know, grey with a question mark."""
    return supersampled((size, size), _rimmed(GEM_PAINTERS[name], 0.035))


def _slipper(pen: Pen) -> None:
    """A golden slipper, long and low: a high heel counter, a red-lined opening, a slim vamp and
    a pointed toe that curls up and back over itself."""
    curl = curve([(0.2, 0.64), (0.04, 0.6), (0.06, 0.42), (0.08, 0.3), (0.2, 0.34),
                  (0.26, 0.4), (0.2, 0.44)], 6)
    pen.lines(theme.GOLD, curl[:-4], 0.05)
    pen.lines(theme.GOLD, curl[-5:], 0.03)
    pen.poly(theme.GOLD_DARK, [(0.5, 0.7), (0.9, 0.7), (0.9, 0.78), (0.5, 0.78)])
    pen.poly(theme.GOLD, curve([(0.1, 0.62), (0.3, 0.66), (0.46, 0.56), (0.56, 0.5),
                                (0.74, 0.52), (0.88, 0.46), (0.94, 0.44), (0.96, 0.56),
                                (0.94, 0.72), (0.5, 0.74), (0.2, 0.7), (0.12, 0.68),
                                (0.1, 0.62)]))
    pen.poly((150, 28, 40), curve([(0.52, 0.53), (0.72, 0.47), (0.93, 0.45), (0.8, 0.66),
                                   (0.52, 0.53)]))
    pen.poly((90, 14, 24), curve([(0.62, 0.52), (0.78, 0.48), (0.92, 0.46), (0.8, 0.56),
                                  (0.62, 0.52)]))
    for i in range(4):
        pen.circle(theme.GOLD_DARK, (0.2 + i * 0.08, 0.64 - i * 0.028), 0.014)
    pen.lines(theme.GOLD_DARK, curve([(0.14, 0.69), (0.5, 0.73), (0.94, 0.68)]), 0.02)
    pen.circle((200, 30, 60), (0.48, 0.6), 0.04)


@paper.cache(maxsize=16)
def slipper(size: int) -> pygame.Surface:
    """The golden slipper at `size` px square: it marks the seat whose turn it is to buy."""
    return supersampled((size, size), _rimmed(_slipper, 0.035))
