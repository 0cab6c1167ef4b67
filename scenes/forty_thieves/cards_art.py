"""The 21 card faces and the patterned back, painted once per size and cached.

A face shows what matters at a glance: the big number (or the Boss, +1, ×2), a sun or a moon,
and for the marked cards the place they must take (a word and three pips, one filled).
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from engine.forty_thieves.cards import BOSS, CARDS, PLACES, PLUS1, SUN, TIMES2
from scenes import theme
from scenes.forty_thieves.paint import centred, moon, star_points, sun, supersampled

CARD = (58, 82)        # another player's card, and the deck
OWN = (66, 94)         # the cards of the seat on screen
LARGE = (124, 176)     # the two cards of a 2-player choice

PAPER_TOP, PAPER_BOTTOM = (250, 238, 210), (232, 208, 160)
EDGE = (120, 84, 40)
SPECIAL_INK = {BOSS: (150, 36, 32), PLUS1: (22, 104, 92), TIMES2: (104, 40, 120)}


def _radius(w: int) -> int:
    return max(4, round(w * 0.1))


@lru_cache(maxsize=128)
def face(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of card `name` at `size`."""
    return supersampled(size, lambda big: _paint_face(big, name))


@lru_cache(maxsize=16)
def back(size: tuple[int, int]) -> pygame.Surface:
    """The night-blue back with a gold lattice of eight-pointed stars and a moon medallion."""
    return supersampled(size, _paint_back)


@lru_cache(maxsize=16)
def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow to lay under a card, a little larger than the card."""
    w, h = size
    shade = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        pygame.draw.rect(shade, (0, 0, 0, 26), shade.get_rect().inflate(-i * 2, -i * 2),
                         border_radius=_radius(w) + i)
    return shade


@lru_cache(maxsize=64)
def outline(size: tuple[int, int], colour: tuple, width: int) -> pygame.Surface:
    """A glowing rounded ring around a card (legal targets, hover)."""
    w, h = size
    pad = width * 2
    ring = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = round(200 * (1 - i / (pad + 1)) ** 1.5)
        inset = ring.get_rect().inflate(-(pad - i) * 2, -(pad - i) * 2)
        pygame.draw.rect(ring, (*colour, alpha), inset, width=2, border_radius=_radius(w) + i)
    pygame.draw.rect(ring, colour, ring.get_rect().inflate(-pad * 2 + 2, -pad * 2 + 2), width,
                     border_radius=_radius(w) + 1)
    return ring


def squeezed(image: pygame.Surface, fraction: float) -> pygame.Surface:
    """The card seen edge-on by `fraction` (1 flat, 0 edge): the x-scale of a flip."""
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (max(1, round(w * fraction)), h))


# --- painting -------------------------------------------------------------------------------

def _body(big: pygame.Surface, top: tuple, bottom: tuple, frame: tuple) -> None:
    w, h = big.get_size()
    r = _radius(w // 4) * 4
    big.blit(theme.gradient((w, h), top, bottom, r), (0, 0))
    pygame.draw.rect(big, EDGE, big.get_rect(), max(2, w // 40), border_radius=r)
    inset = big.get_rect().inflate(-w * 0.14, -w * 0.14)
    pygame.draw.rect(big, frame, inset, max(2, w // 70), border_radius=round(r * 0.6))


def _label(big: pygame.Surface, content: str, centre: tuple, height: float, colour: tuple,
           weight: str = "black") -> None:
    centred(big, theme.font(max(8, round(height)), weight).render(content, True, colour), centre)


def _paint_face(big: pygame.Surface, name: str) -> None:
    card = CARDS[name]
    w, h = big.get_size()
    _body(big, PAPER_TOP, PAPER_BOTTOM, theme.GOLD_DARK)
    ink = SPECIAL_INK.get(name, theme.INK)
    if card.number is not None:
        _corner_indices(big, str(card.number), ink)
        if card.symbol:
            draw = sun if card.symbol == SUN else moon
            draw(big, (w * 0.5, h * 0.27), w * 0.16, theme.INK)
            _label(big, str(card.number), (w * 0.5, h * 0.63), h * 0.4, ink)
        else:
            _label(big, str(card.number), (w * 0.5, h * 0.5), h * 0.5, ink)
        return
    if name == BOSS:
        _boss(big, (w * 0.5, h * 0.4), w * 0.26)
        _label(big, "BOSS", (w * 0.5, h * 0.7), h * 0.13, ink)
    else:
        _label(big, card.label, (w * 0.5, h * 0.42), h * 0.36, ink)
        _sparkles(big, ink)
    _mark(big, card.mark, ink)


def _corner_indices(big: pygame.Surface, content: str, ink: tuple) -> None:
    w, h = big.get_size()
    index = theme.font(max(8, round(h * 0.13)), "black").render(content, True, ink)
    big.blit(index, (w * 0.13, h * 0.07))
    big.blit(pygame.transform.rotate(index, 180),
             (w * 0.87 - index.get_width(), h * 0.93 - index.get_height()))


def _mark(big: pygame.Surface, mark: str, ink: tuple) -> None:
    """The place a marked card must take: its word, and three pips with that one filled."""
    w, h = big.get_size()
    _label(big, mark, (w * 0.5, h * 0.8), h * 0.1, ink, "bold")
    r = w * 0.055
    for i, place in enumerate(PLACES):
        x, y = w * (0.32 + 0.18 * i), h * 0.89
        pip = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
        if place == mark:
            pygame.draw.polygon(big, ink, pip)
        else:
            pygame.draw.polygon(big, ink, pip, max(2, w // 80))


def _sparkles(big: pygame.Surface, ink: tuple) -> None:
    """Small four-pointed stars around a +1 or ×2, so the special cards read as special."""
    w, h = big.get_size()
    for fx, fy, s in ((0.2, 0.17, 0.07), (0.82, 0.2, 0.05), (0.8, 0.62, 0.06), (0.18, 0.6, 0.045)):
        pygame.draw.polygon(big, theme.mix(ink, theme.GOLD, 0.6),
                            star_points((w * fx, h * fy), w * s, w * s * 0.32, 4))


def _boss(big: pygame.Surface, centre: tuple, r: float) -> None:
    """The thieves' chief: a scowling face under a red turban with a ruby."""
    cx, cy = centre
    ink = theme.INK
    thin = max(2, round(r * 0.06))
    for colour, size, centre_y in (((214, 160, 110), (1.5, 1.7), 0.35),   # the face
                                   ((168, 40, 40), (2.1, 1.5), -0.6)):     # the turban
        oval = pygame.Rect(0, 0, r * size[0], r * size[1])
        oval.center = (cx, cy + r * centre_y)
        pygame.draw.ellipse(big, colour, oval)
        pygame.draw.ellipse(big, ink, oval, thin)
    for i in (-1, 0, 1):   # the turban's folds
        fold = pygame.Rect(0, 0, r * (1.6 - 0.3 * abs(i)), r * 0.5)
        fold.center = (cx, cy - r * 0.3 + i * r * 0.3)
        pygame.draw.arc(big, (110, 20, 24), fold, math.pi * 1.05, math.pi * 1.95, thin)
    pygame.draw.circle(big, (220, 30, 60), (cx, cy - r * 0.35), r * 0.2)
    pygame.draw.circle(big, ink, (cx, cy - r * 0.35), r * 0.2, thin)
    pygame.draw.circle(big, (255, 160, 170), (cx - r * 0.06, cy - r * 0.41), r * 0.06)
    for side in (-1, 1):
        eye = (cx + side * r * 0.32, cy + r * 0.42)
        pygame.draw.circle(big, ink, eye, r * 0.09)
        brow = [(cx + side * r * 0.12, cy + r * 0.28), (cx + side * r * 0.52, cy + r * 0.2)]
        pygame.draw.line(big, ink, *brow, round(r * 0.1))
        moustache = [(cx, cy + r * 0.68), (cx + side * r * 0.3, cy + r * 0.64),
                     (cx + side * r * 0.62, cy + r * 0.62), (cx + side * r * 0.28, cy + r * 0.8)]
        pygame.draw.polygon(big, (40, 24, 16), moustache)


def _paint_back(big: pygame.Surface) -> None:
    w, h = big.get_size()
    _body(big, theme.NIGHT_LIGHT, theme.NIGHT_DEEP, theme.GOLD)
    lattice = pygame.Surface((w, h), pygame.SRCALPHA)
    step = w / 3.2
    line = max(2, w // 90)
    for row in range(-1, round(h / step) + 2):
        for col in range(-1, 5):
            x = col * step + (step / 2 if row % 2 else 0)
            star = star_points((x, row * step), step * 0.42, step * 0.3, 8)
            pygame.draw.polygon(lattice, (*theme.GOLD_DARK, 200), star, line)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), big.get_rect().inflate(-w * 0.2, -w * 0.2),
                     border_radius=_radius(w // 4) * 2)
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(lattice, (0, 0))
    medal = pygame.Rect(0, 0, w * 0.5, w * 0.5)
    medal.center = (w / 2, h / 2)
    pygame.draw.ellipse(big, theme.NIGHT, medal)
    pygame.draw.ellipse(big, theme.GOLD, medal, max(2, w // 50))
    moon(big, (w * 0.47, h * 0.5), w * 0.14, theme.GOLD_DARK)
    pygame.draw.polygon(big, theme.GOLD_LIGHT,
                        star_points((w * 0.6, h * 0.45), w * 0.05, w * 0.02, 5))
