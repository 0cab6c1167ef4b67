"""Merchandise card faces and district backs for Thieves of Bagdad, painted once per size.

A face says at a glance where a card comes from (the district's colour band, name and mark),
what it is (the good's name over a bale, a gem, or a genie's lamp) and, only when the viewer may
know it, its worth in dinars on a coin. Every face anywhere is drawn by `face`, so a test can
watch which faces a screen shows. A back shows only its district, which is public. The names
are the game's words (engine/bagdad/words/terms.py), painted in the language in use.
"""
from __future__ import annotations


import pygame

from engine.bagdad.words import terms
from engine.words import language
from scenes.kit import ink, paper, theme
from scenes.bagdad import pieces_art
from scenes.bagdad.pieces_art import Pen, curve, outlined
from scenes.table.board.paint import SUPER, centred, star_points, supersampled

CARD = (56, 80)        # a card in hand
SMALL = (34, 48)       # decks, discards and cards in flight
LARGE = (84, 120)      # a card looked at closely

# The rim colours of the districts' tiles on maps/city.png.
DISTRICT_COLOURS = {
    "bazaar": (218, 122, 44),
    "harbour": (44, 108, 190),
    "souk": (56, 150, 72),
    "kasbah": (176, 50, 42),
    "palace": (132, 76, 178),
}
DISTRICT_MARKS = {"bazaar": "B", "harbour": "H", "souk": "S", "kasbah": "K", "palace": "P"}

PAPER_TOP, PAPER_BOTTOM = (252, 242, 218), (234, 212, 168)
COMPACT = 48           # below this width a face shows only its band, icon and value
NAME_HEIGHT, NAME_WIDTH = 0.13, 0.86   # a face's name: its height and most width, of the card's
NAMED_BACK = 72        # from this width a back spells its district's name


def _radius(w: int) -> int:
    return max(3, round(w * 0.1))


def face(card: dict, size: tuple[int, int]) -> pygame.Surface:
    """The face of `card` (a view's card dict) at `size`; its value coin only if it has one."""
    return _face(card["card"], card["district"], card["kind"], card["name"], card.get("value"),
                 tuple(size), language.current())


@paper.cache(maxsize=64)      # a frame shows 6 faces (a hand too), a move 10
def _face(card: int, district: str, kind: str, name: str, value: int | None,
          size: tuple[int, int], said_in: str) -> pygame.Surface:
    """Painted once per card id (two copies of a good are told apart), value, size and the
    language its names are `said_in`."""
    w, h = size
    compact = w < COMPACT
    icon = _icon_box(size, compact, value is not None)
    surf = supersampled(size, lambda big: _paint_face(big, district, kind, name, value, compact,
                                                      icon))
    if kind == "gem":
        centred(surf, pieces_art.gem(name, round(icon[2])), (icon[0], icon[1]))
    return surf


def back(district: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a card of `district` at `size`: its colour, a star lattice, its mark."""
    return _back(district, tuple(size), language.current())


@paper.cache(maxsize=32)
def _back(district: str, size: tuple[int, int], said_in: str) -> pygame.Surface:
    """Painted once per district, size and the language its name is `said_in`."""
    return supersampled(size, lambda big: _paint_back(big, district))


# --- painting (on the SUPER-sized surface) --------------------------------------------------

def _body(big: pygame.Surface, top: tuple, bottom: tuple, edge: tuple) -> int:
    w, h = big.get_size()
    r = _radius(w)
    big.blit(theme.gradient((w, h), top, bottom, r, big.scale), (0, 0))
    ink.rect(big, edge, big.get_rect(), max(2, w // 40), border_radius=r)
    return r


def _label(big: pygame.Surface, content: str, centre: tuple, height: float, colour: tuple,
           weight: str = "black", width: float | None = None) -> None:
    """`content` centred at `centre`, `height` px tall, shrunk if it would be wider than `width`."""
    image = theme.font(max(6, round(height)), weight, big.scale).render(content, True, colour)
    if width and image.get_width() > width:
        scale = width / image.get_width()
        image = ink.smoothscale(
            image, (round(width), max(1, round(image.get_height() * scale))), big.scale)
    centred(big, image, centre)


def _icon_box(size: tuple[int, int], compact: bool, valued: bool) -> tuple[float, float, float]:
    """Where a face's icon goes, at the card's own scale: centre x, centre y, side."""
    w, h = size
    if compact:
        return w * 0.5, h * (0.44 if valued else 0.58), h * (0.34 if valued else 0.42)
    return w * 0.5, h * 0.4, min(w * 0.6, h * 0.36)


def _paint_face(big: pygame.Surface, district: str, kind: str, name: str, value: int | None,
                compact: bool, icon: tuple) -> None:
    w, h = big.get_size()
    colour = DISTRICT_COLOURS[district]
    r = _body(big, PAPER_TOP, PAPER_BOTTOM, theme.darken(colour, 0.45))
    band = pygame.Rect(0, 0, w, round(h * 0.18))
    ink.rect(big, colour, band, border_top_left_radius=r, border_top_right_radius=r)
    ink.line(big, theme.darken(colour, 0.4), band.bottomleft, band.bottomright,
             max(2, w // 60))
    if kind != "gem":       # a gem card's gem is laid on after, by pieces_art.gem
        _icon(big, _genie if kind == "genie" else _bale, colour, icon)
    if compact:
        _label(big, DISTRICT_MARKS[district], band.center, band.height * 0.8, theme.SAND_LIGHT)
    else:
        _label(big, terms.district_word(district).upper(), band.center, band.height * 0.62,
               theme.SAND_LIGHT, "bold", w * 0.86)
        label = terms.gem_word(name) if kind == "gem" else terms.talk_word(name)
        _label(big, label, (w * 0.5, h * 0.655), h * NAME_HEIGHT, theme.INK, "bold",
               w * NAME_WIDTH)
        _label(big, DISTRICT_MARKS[district], (w * 0.16, h * 0.88), h * 0.11,
               theme.darken(colour, 0.2))
    if value is not None:
        _coin(big, value, (w * (0.5 if compact else 0.76), h * (0.83 if compact else 0.87)),
              w * (0.23 if compact else 0.18))


def _icon(big: pygame.Surface, paint, colour: tuple, box: tuple) -> None:
    """`paint` in the icon `box` (at the card's own scale), rimmed like the pieces."""
    cx, cy, side = (v * SUPER for v in box)
    layer = big.blank()
    paint(Pen(layer, (cx - side / 2, cy - side / 2), side), colour)
    outlined(big, layer, side * 0.035)


def _coin(big: pygame.Surface, value: int, centre: tuple, r: float) -> None:
    """A gold dinar with the card's worth struck on it."""
    ink.circle(big, theme.GOLD_DARK, centre, r)
    ink.circle(big, theme.GOLD, centre, r * 0.86)
    ink.circle(big, theme.GOLD_LIGHT, (centre[0] - r * 0.2, centre[1] - r * 0.25),
               r * 0.4)
    ink.circle(big, theme.GOLD, centre, r * 0.7)
    ink.circle(big, theme.darken(theme.GOLD_DARK, 0.3), centre, r, max(2, round(r / 8)))
    _label(big, str(value), (centre[0], centre[1] + r * 0.04), r * 1.25, theme.INK, "black",
           r * 1.5)


def _bale(pen: Pen, colour: tuple) -> None:
    """A bale of goods tied at the neck, in the district's colour."""
    cloth = theme.mix(colour, theme.SAND, 0.3)
    pen.poly(cloth, curve([(0.5, 0.3), (0.9, 0.34), (0.88, 0.66), (0.86, 0.94), (0.5, 0.94),
                           (0.14, 0.94), (0.12, 0.66), (0.1, 0.34), (0.5, 0.3)]))
    pen.poly(cloth, [(0.38, 0.32), (0.26, 0.08), (0.5, 0.2), (0.74, 0.08), (0.62, 0.32)])
    pen.lines(theme.darken(cloth, 0.4), curve([(0.34, 0.3), (0.5, 0.36), (0.66, 0.3)]), 0.05)
    pen.lines(theme.darken(cloth, 0.2), curve([(0.3, 0.5), (0.36, 0.7), (0.32, 0.88)]), 0.03)
    pen.lines(theme.darken(cloth, 0.2), curve([(0.68, 0.5), (0.64, 0.7), (0.7, 0.88)]), 0.03)
    pen.lines(theme.GOLD, curve([(0.12, 0.62), (0.5, 0.7), (0.88, 0.62)]), 0.05)


def _genie(pen: Pen, colour: tuple) -> None:
    """A golden oil lamp, a genie's smoke curling up out of its spout."""
    smoke = (196, 190, 238)
    for x, y, r in ((0.16, 0.42, 0.07), (0.22, 0.3, 0.09), (0.34, 0.2, 0.1), (0.5, 0.14, 0.11),
                    (0.64, 0.2, 0.08)):
        pen.circle(smoke, (x, y), r)
    pen.lines(theme.lighten(smoke, 0.5), curve([(0.2, 0.36), (0.3, 0.22), (0.48, 0.16)]), 0.025)
    pen.lines(theme.GOLD_DARK, curve([(0.74, 0.6), (0.96, 0.56), (0.86, 0.76), (0.8, 0.8),
                                      (0.72, 0.74)]), 0.045)
    pen.poly(theme.GOLD, curve([(0.1, 0.5), (0.24, 0.6), (0.36, 0.62), (0.52, 0.52),
                                (0.8, 0.62), (0.78, 0.8), (0.5, 0.84), (0.3, 0.8),
                                (0.24, 0.66), (0.16, 0.58), (0.1, 0.5)]))
    pen.poly(theme.GOLD_DARK, [(0.38, 0.84), (0.62, 0.84), (0.66, 0.92), (0.34, 0.92)])
    pen.ellipse(theme.GOLD_LIGHT, (0.44, 0.5, 0.24, 0.08))
    pen.circle(theme.GOLD_LIGHT, (0.56, 0.47), 0.04)
    pen.circle(colour, (0.52, 0.7), 0.045)


def _paint_back(big: pygame.Surface, district: str) -> None:
    w, h = big.get_size()
    colour = DISTRICT_COLOURS[district]
    light, dark = theme.lighten(colour, 0.35), theme.darken(colour, 0.35)
    r = _body(big, theme.lighten(colour, 0.08), theme.darken(colour, 0.2),
              theme.darken(colour, 0.55))
    inset = big.get_rect().inflate(-w * 0.16, -w * 0.16)
    _lattice(big, inset, round(r * 0.6), light, dark)
    ink.rect(big, light, inset, max(2, w // 60), border_radius=round(r * 0.6))
    medal = w * 0.27
    ink.circle(big, dark, (w / 2, h / 2), medal)
    ink.circle(big, theme.SAND_LIGHT, (w / 2, h / 2), medal, max(2, w // 45))
    _label(big, DISTRICT_MARKS[district], (w / 2, h / 2), medal * 1.3, theme.SAND_LIGHT)
    if w >= NAMED_BACK * SUPER:
        plate = pygame.Rect(0, 0, w * 0.7, h * 0.11)
        plate.center = (w / 2, h * 0.84)
        ink.rect(big, dark, plate, border_radius=plate.height // 2)
        _label(big, terms.district_word(district).upper(), plate.center, plate.height * 0.66,
               theme.SAND_LIGHT, "bold", plate.width * 0.86)


def _lattice(big: pygame.Surface, window: pygame.Rect, radius: int, light: tuple,
             dark: tuple) -> None:
    """Criss-cross lines with eight-pointed stars between them, seen through `window`."""
    w, h = big.get_size()
    lattice = big.blank()
    step, line = w / 3, max(2, w // 70)
    for i in range(-4, 8):
        ink.line(lattice, dark, (i * step, 0), (i * step + h, h), line)
        ink.line(lattice, dark, (i * step + h, 0), (i * step, h), line)
    for row in range(round(h / step) + 1):
        for col in range(4):
            centre = (col * step + (step / 2 if row % 2 else 0), row * step)
            ink.polygon(lattice, light, star_points(centre, step * 0.16, step * 0.07, 8))
    clip = big.blank()
    ink.rect(clip, (255, 255, 255, 255), window, border_radius=radius)
    lattice.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(lattice, (0, 0))
