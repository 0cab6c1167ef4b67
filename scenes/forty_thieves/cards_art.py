"""The 21 card faces and the patterned back, painted once per size and cached.

A face shows what matters at a glance: the big number (or the Boss, +1, ×2), a sun or a moon,
and for the marked cards the place they must take (a word and three pips, one filled). Its
words are printed in the language in use: a face is painted once per language.

A number card is a window in the cave wall: a pointed arch looking out on the city, at dusk
for a plain card, by day under the sun, by night under the moon (light, middle and dark: told
apart without their colours, and by the sun's rays and the moon's crescent). The gold number
stands in it, ringed in ink so that it reads on any sky, and under the arch stand as many oil
jars as the number, the thieves hidden in them: a second way to read the value.
"""
from __future__ import annotations

import math

import pygame

from engine.forty_thieves.cards import BOSS, CARDS, MOON, PLACES, PLUS1, SUN, TIMES2
from engine.words import language
from engine.words.language import N_, tr
from scenes.kit import ink, paper, text, theme
from scenes.table.board.paint import centred, moon, star_points, sun, supersampled

CARD = (58, 82)        # another player's card, and the deck
OWN = (66, 94)         # the cards of the seat on screen
LARGE = (124, 176)     # the two cards of a 2-player choice

PAPER_TOP, PAPER_BOTTOM = (250, 238, 210), (232, 208, 160)
EDGE = (120, 84, 40)
SPECIAL_INK = {BOSS: (150, 36, 32), PLUS1: (22, 104, 92), TIMES2: (104, 40, 120)}

# The sky in a number card's window: (top, bottom, skyline) for a plain card, a sun's, a moon's.
SKIES = {None: ((74, 52, 116), (238, 150, 88), (58, 34, 52)),
         SUN: ((104, 172, 232), (226, 240, 248), (196, 150, 96)),
         MOON: (theme.NIGHT_DEEP, (44, 62, 128), (10, 10, 26))}
JAR, JAR_DARK, JAR_LIGHT = (190, 104, 58), (120, 58, 30), (236, 160, 110)
MARKS = {"left": N_("left"), "centre": N_("centre"), "right": N_("right")}   # a place's word
LABEL_WIDTH = 0.84      # of the card: the most a line of its words spans


def _radius(w: int) -> int:
    return max(4, round(w * 0.1))


def face(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of card `name` at `size`, its words in the language in use."""
    return _face(name, size, language.current())


@paper.cache(maxsize=128)
def _face(name: str, size: tuple[int, int], code: str) -> pygame.Surface:
    """A face painted in the language `code` (a part of the cache's key: the words differ)."""
    return supersampled(size, lambda big: _paint_face(big, name))


@paper.cache(maxsize=64)
def back(size: tuple[int, int]) -> pygame.Surface:
    """The night-blue back with a gold lattice of eight-pointed stars and a moon medallion."""
    return supersampled(size, _paint_back)


@paper.cache(maxsize=64)
def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow to lay under a card, a little larger than the card."""
    w, h = size
    shade = paper.surface((w + 12, h + 12), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        ink.rect(shade, (0, 0, 0, 26), shade.get_rect().inflate(-i * 2, -i * 2),
                 border_radius=_radius(w) + i)
    return shade


@paper.cache(maxsize=64)
def outline(size: tuple[int, int], colour: tuple, width: int) -> pygame.Surface:
    """A glowing rounded ring around a card (legal targets, hover)."""
    w, h = size
    pad = width * 2
    ring = paper.surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = round(200 * (1 - i / (pad + 1)) ** 1.5)
        inset = ring.get_rect().inflate(-(pad - i) * 2, -(pad - i) * 2)
        ink.rect(ring, (*colour, alpha), inset, width=2, border_radius=_radius(w) + i)
    ink.rect(ring, colour, ring.get_rect().inflate(-pad * 2 + 2, -pad * 2 + 2), width,
             border_radius=_radius(w) + 1)
    return ring


def squeezed(image: pygame.Surface, fraction: float) -> pygame.Surface:
    """The card seen edge-on by `fraction` (1 flat, 0 edge): the x-scale of a flip."""
    return _squeezed(image, max(1, round(image.get_width() * fraction)))


@paper.cache(maxsize=128)     # a frame flips 6 (a gathering 20), a move 74: keys hold faces
def _squeezed(image: pygame.Surface, width: int) -> pygame.Surface:
    """Scaled once per card face and width in pixels: a gathering of twenty cards flips them
    all in every frame."""
    return ink.smoothscale(image, (width, image.get_height()))


# --- painting -------------------------------------------------------------------------------

def _body(big: pygame.Surface, top: tuple, bottom: tuple, frame: tuple) -> None:
    w, h = big.get_size()
    r = _radius(w // 4) * 4
    big.blit(theme.gradient((w, h), top, bottom, r, big.scale), (0, 0))
    ink.rect(big, EDGE, big.get_rect(), max(2, w // 40), border_radius=r)
    inset = big.get_rect().inflate(-w * 0.14, -w * 0.14)
    ink.rect(big, frame, inset, max(2, w // 70), border_radius=round(r * 0.6))


def _label(big: pygame.Surface, content: str, centre: tuple, height: float, colour: tuple,
           weight: str = "black") -> None:
    """One line of a face's words at `height`, smaller where it would not fit the card's width
    (a translation's longer word)."""
    size = text.fitting_size(content, round(big.get_width() * LABEL_WIDTH), max(8, round(height)),
                             weight, 8)
    centred(big, theme.font(size, weight, big.scale).render(content, True, colour), centre)


def _paint_face(big: pygame.Surface, name: str) -> None:
    card = CARDS[name]
    w, h = big.get_size()
    _body(big, PAPER_TOP, PAPER_BOTTOM, theme.GOLD_DARK)
    ink_colour = SPECIAL_INK.get(name, theme.INK)
    if card.number is not None:
        _number_face(big, card.number, card.symbol)
        return
    if name == BOSS:
        _boss(big, (w * 0.5, h * 0.4), w * 0.26)
        _label(big, tr("BOSS"), (w * 0.5, h * 0.7), h * 0.13, ink_colour)
    else:
        _label(big, card.label, (w * 0.5, h * 0.42), h * 0.36, ink_colour)
        _sparkles(big, ink_colour)
    _mark(big, card.mark, ink_colour)


# --- a number card ----------------------------------------------------------------------------

def _number_face(big: pygame.Surface, number: int, symbol: str | None) -> None:
    w, h = big.get_size()
    r = _radius(w // 4) * 4
    big.blit(theme.gradient((w, h), PAPER_TOP, PAPER_BOTTOM, r, big.scale), (0, 0))
    ink.rect(big, EDGE, big.get_rect(), max(2, w // 40), border_radius=r)
    window = window_rect((w, h))
    arch = _arch(window, spring=0.42)
    _sky(big, window, arch, symbol)
    ink.polygon(big, theme.GOLD_DARK, arch, max(2, w // 45))
    ink.polygon(big, theme.mix(theme.GOLD_DARK, PAPER_TOP, 0.5),
                _arch(window.inflate(w * 0.07, w * 0.07), spring=0.42), max(1, w // 90))
    apex = (window.centerx, window.y - w * 0.035)
    ink.polygon(big, theme.GOLD_DARK, star_points(apex, w * 0.045, w * 0.018, 4))
    if symbol:
        centre = (window.centerx, window.y + window.height * 0.27)
        if symbol == SUN:
            sun(big, centre, w * 0.12, theme.INK)
        else:
            moon(big, centre, w * 0.13, theme.INK)
        _numeral(big, str(number), (window.centerx, window.y + window.height * 0.69),
                 h * 0.36)
    else:
        _numeral(big, str(number), (window.centerx, window.y + window.height * 0.56), h * 0.47)
    index = theme.font(max(8, round(h * 0.11)), "black", big.scale).render(
        str(number), True, theme.INK)
    big.blit(index, (w * 0.075, h * 0.035))
    _jars(big, number, jar_area((w, h)))


def jar_area(size: tuple[int, int]) -> pygame.Rect:
    """The strip under a number card's arch where its jars stand."""
    w, h = size
    return pygame.Rect(round(w * 0.1), round(h * 0.725), round(w * 0.8), round(h * 0.225))


def window_rect(size: tuple[int, int]) -> pygame.Rect:
    """A number card's arched window, the sky and the number in it."""
    w, h = size
    return pygame.Rect(round(w * 0.13), round(h * 0.085), round(w * 0.74), round(h * 0.61))


def _arch(rect: pygame.Rect, spring: float) -> list[tuple[float, float]]:
    """A pointed arch filling `rect`: straight sides up to `spring` of its height from the top,
    then two curves meeting at a point in the middle of its top edge."""
    x0, x1, top, bottom = rect.x, rect.right, rect.y, rect.bottom
    ys = top + rect.height * spring
    cx = rect.centerx
    left = [_bezier((x0, ys), (x0, top + (ys - top) * 0.25), (cx, top), i / 16) for i in range(17)]
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    return [(x0, bottom), *left, *right[1:], (x1, bottom)]


def _bezier(a: tuple, b: tuple, c: tuple, t: float) -> tuple[float, float]:
    u = 1 - t
    return (u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
            u * u * a[1] + 2 * u * t * b[1] + t * t * c[1])


def _sky(big: pygame.Surface, window: pygame.Rect, arch: list, symbol: str | None) -> None:
    """The view through the arch: the sky, its stars by night, the city's domes below."""
    top, bottom, skyline = SKIES[symbol]
    w, h = window.size
    view = theme.gradient((w, h), top, bottom, at=big.scale).copy()
    if symbol != SUN:
        for fx, fy, size in ((0.2, 0.3, 0.018), (0.78, 0.22, 0.014), (0.64, 0.42, 0.011),
                             (0.3, 0.5, 0.01), (0.86, 0.5, 0.012)):
            alpha = 255 if symbol == MOON else 150
            ink.circle(view, (255, 244, 214, alpha), (w * fx, h * fy), w * size + 1)
    _city(view, skyline)
    mask = view.blank()
    ink.polygon(mask, (255, 255, 255, 255), [(x - window.x, y - window.y) for x, y in arch])
    view.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(view, window.topleft)


def _city(view: pygame.Surface, colour: tuple) -> None:
    """Domes, a minaret and flat roofs along the bottom of the window, in silhouette."""
    w, h = view.get_size()
    base = h * 0.84
    ink.rect(view, colour, (0, base, w, h - base))
    for fx, fw, fh in ((0.0, 0.22, 0.07), (0.2, 0.16, 0.1), (0.62, 0.2, 0.08), (0.8, 0.2, 0.11)):
        ink.rect(view, colour, (w * fx, base - h * fh, w * fw, h * fh + 1))
    for fx, fr in ((0.34, 0.14), (0.74, 0.09)):
        cx, r = w * fx, w * fr
        ink.circle(view, colour, (cx, base - h * 0.06), r)
        ink.rect(view, colour, (cx - r, base - h * 0.06, r * 2, h * 0.07))
        ink.polygon(view, colour, [(cx - r * 0.2, base - h * 0.06 - r * 0.9),
                                           (cx, base - h * 0.06 - r * 1.45),
                                           (cx + r * 0.2, base - h * 0.06 - r * 0.9)])
    mx, mw = w * 0.56, w * 0.05
    ink.rect(view, colour, (mx, base - h * 0.3, mw, h * 0.3))
    ink.rect(view, colour, (mx - mw * 0.35, base - h * 0.24, mw * 1.7, h * 0.025))
    ink.polygon(view, colour, [(mx, base - h * 0.3), (mx + mw / 2, base - h * 0.37),
                                       (mx + mw, base - h * 0.3)])


def _numeral(big: pygame.Surface, content: str, centre: tuple, height: float) -> None:
    """The number in gold, lit from above, inside a ring of ink_colour that holds on any sky."""
    font = theme.font(max(8, round(height)), "black", big.scale)
    shape = font.render(content, True, (255, 255, 255))
    ring = max(2, round(height * 0.06))
    pad = ring + 1
    size = (shape.get_width() + pad * 2, shape.get_height() + pad * 2)
    ink_colour = font.render(content, True, theme.INK)
    layer = big.blank(size)
    for i in range(8):          # eight offsets close the ring round strokes this bold
        a = math.tau * i / 8
        layer.blit(ink_colour, (pad + round(ring * math.cos(a)), pad + round(ring * math.sin(a))))
    gold = theme.gradient(shape.get_size(), theme.GOLD_LIGHT, theme.GOLD, at=big.scale).copy()
    gold.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    layer.blit(gold, (pad, pad))
    centred(big, layer, centre)


def _jars(big: pygame.Surface, count: int, area: pygame.Rect) -> None:
    """`count` oil jars standing under the arch; a 0 shows one empty jar's outline."""
    spots, jar_w, jar_h = jar_spots(count, area)
    thin = max(2, round(big.get_width() / 70))
    if count == 0:
        outline = _jar_shape(area.center, jar_w, jar_h)
        ink.polygon(big, theme.mix(EDGE, PAPER_BOTTOM, 0.45), outline, thin)
    for centre in spots:
        _jar(big, centre, jar_w, jar_h, thin)


def jar_spots(count: int, area: pygame.Rect) -> tuple[list[tuple[float, float]], float, float]:
    """Where `count` jars stand in `area` (their centres, back row first) and their size, the
    same on every card: one row up to five, else two, the back row (the shorter) standing
    higher, so that a jar in front hides only the foot of one behind and each can be counted."""
    rows = [count] if count <= 5 else [count // 2, count - count // 2]
    step_y = 0.86                               # a back row stands this many jars higher
    jar_h = min(area.height / (1 + step_y), area.width / 5.8 * 1.25)
    jar_w = jar_h * 0.8
    gap = jar_w * 0.12
    spots = []
    for row, n in enumerate(rows if count else []):
        y = area.bottom - jar_h / 2 - (len(rows) - 1 - row) * jar_h * step_y
        start = area.centerx - (n * jar_w + (n - 1) * gap) / 2 + jar_w / 2
        spots += [(start + i * (jar_w + gap), y) for i in range(n)]
    return spots, jar_w, jar_h


def _jar_shape(centre: tuple, jw: float, jh: float) -> list[tuple[float, float]]:
    """A round-bellied oil jar with a narrow neck and a lip."""
    cx, cy = centre
    half = [(0.22, -0.5), (0.16, -0.42), (0.2, -0.34), (0.42, -0.16), (0.5, 0.04),
            (0.44, 0.26), (0.3, 0.44), (0.2, 0.5)]
    right = [(cx + x * jw, cy + y * jh) for x, y in half]
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    return right + left


def _jar(big: pygame.Surface, centre: tuple, jw: float, jh: float, thin: int) -> None:
    cx, cy = centre
    shape = _jar_shape(centre, jw, jh)
    ink.polygon(big, JAR, shape)
    shine = pygame.Rect(0, 0, jw * 0.16, jh * 0.34)
    shine.center = (cx - jw * 0.2, cy - jh * 0.02)
    ink.ellipse(big, JAR_LIGHT, shine)
    band = pygame.Rect(0, 0, jw * 0.84, jh * 0.1)
    band.center = (cx, cy - jh * 0.08)
    ink.ellipse(big, JAR_DARK, band, max(1, thin // 2))
    ink.polygon(big, theme.INK, shape, thin)


def _mark(big: pygame.Surface, mark: str, ink_colour: tuple) -> None:
    """The place a marked card must take: its word, and three pips with that one filled."""
    w, h = big.get_size()
    _label(big, tr(MARKS[mark]), (w * 0.5, h * 0.8), h * 0.1, ink_colour, "bold")
    r = w * 0.055
    for i, place in enumerate(PLACES):
        x, y = w * (0.32 + 0.18 * i), h * 0.89
        pip = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
        if place == mark:
            ink.polygon(big, ink_colour, pip)
        else:
            ink.polygon(big, ink_colour, pip, max(2, w // 80))


def _sparkles(big: pygame.Surface, ink_colour: tuple) -> None:
    """Small four-pointed stars around a +1 or ×2, so the special cards read as special."""
    w, h = big.get_size()
    for fx, fy, s in ((0.2, 0.17, 0.07), (0.82, 0.2, 0.05), (0.8, 0.62, 0.06), (0.18, 0.6, 0.045)):
        ink.polygon(big, theme.mix(ink_colour, theme.GOLD, 0.6),
                    star_points((w * fx, h * fy), w * s, w * s * 0.32, 4))


def _boss(big: pygame.Surface, centre: tuple, r: float) -> None:
    """The thieves' chief: a scowling face under a red turban with a ruby."""
    cx, cy = centre
    ink_colour = theme.INK
    thin = max(2, round(r * 0.06))
    for colour, size, centre_y in (((214, 160, 110), (1.5, 1.7), 0.35),   # the face
                                   ((168, 40, 40), (2.1, 1.5), -0.6)):     # the turban
        oval = pygame.Rect(0, 0, r * size[0], r * size[1])
        oval.center = (cx, cy + r * centre_y)
        ink.ellipse(big, colour, oval)
        ink.ellipse(big, ink_colour, oval, thin)
    for i in (-1, 0, 1):   # the turban's folds
        fold = pygame.Rect(0, 0, r * (1.6 - 0.3 * abs(i)), r * 0.5)
        fold.center = (cx, cy - r * 0.3 + i * r * 0.3)
        ink.arc(big, (110, 20, 24), fold, math.pi * 1.05, math.pi * 1.95, thin)
    ink.circle(big, (220, 30, 60), (cx, cy - r * 0.35), r * 0.2)
    ink.circle(big, ink_colour, (cx, cy - r * 0.35), r * 0.2, thin)
    ink.circle(big, (255, 160, 170), (cx - r * 0.06, cy - r * 0.41), r * 0.06)
    for side in (-1, 1):
        eye = (cx + side * r * 0.32, cy + r * 0.42)
        ink.circle(big, ink_colour, eye, r * 0.09)
        brow = [(cx + side * r * 0.12, cy + r * 0.28), (cx + side * r * 0.52, cy + r * 0.2)]
        ink.line(big, ink_colour, *brow, round(r * 0.1))
        moustache = [(cx, cy + r * 0.68), (cx + side * r * 0.3, cy + r * 0.64),
                     (cx + side * r * 0.62, cy + r * 0.62), (cx + side * r * 0.28, cy + r * 0.8)]
        ink.polygon(big, (40, 24, 16), moustache)


def _paint_back(big: pygame.Surface) -> None:
    w, h = big.get_size()
    _body(big, theme.NIGHT_LIGHT, theme.NIGHT_DEEP, theme.GOLD)
    lattice = big.blank()
    step = w / 3.2
    line = max(2, w // 90)
    for row in range(-1, round(h / step) + 2):
        for col in range(-1, 5):
            x = col * step + (step / 2 if row % 2 else 0)
            star = star_points((x, row * step), step * 0.42, step * 0.3, 8)
            ink.polygon(lattice, (*theme.GOLD_DARK, 200), star, line)
    mask = big.blank()
    ink.rect(mask, (255, 255, 255, 255), big.get_rect().inflate(-w * 0.2, -w * 0.2),
             border_radius=_radius(w // 4) * 2)
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(lattice, (0, 0))
    medal = pygame.Rect(0, 0, w * 0.5, w * 0.5)
    medal.center = (w / 2, h / 2)
    ink.ellipse(big, theme.NIGHT, medal)
    ink.ellipse(big, theme.GOLD, medal, max(2, w // 50))
    moon(big, (w * 0.47, h * 0.5), w * 0.14, theme.GOLD_DARK)
    ink.polygon(big, theme.GOLD_LIGHT,
                star_points((w * 0.6, h * 0.45), w * 0.05, w * 0.02, 5))
