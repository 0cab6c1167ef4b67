"""Coins: gold is a plain number in the game; coins are only how an amount is drawn.

An amount is split into the box's denominations (50, 10, 5, 1), largest first, and drawn as
tilted coins stacked into columns, so a reward stack, a player's purse and the bank all look
like real piles of money.
"""
from __future__ import annotations


import pygame

from scenes.kit import ink, paper, theme
from scenes.table.board.paint import star_points, supersampled

DENOMINATIONS = (50, 10, 5, 1)
METALS = {  # denomination -> (face, rim, light)
    50: ((250, 200, 70), (168, 112, 26), (255, 240, 170)),
    10: ((226, 172, 62), (140, 96, 30), (255, 222, 140)),
    5: ((196, 200, 212), (112, 116, 132), (240, 244, 252)),
    1: ((202, 122, 70), (120, 62, 32), (240, 176, 128)),
}
TILT = 0.52        # the coin's face seen at an angle: height / width
THICK = 0.16       # the rim's thickness / width


def split(amount: int) -> list[int]:
    """The coins of `amount`, largest first (the fewest coins that make it)."""
    coins = []
    for value in DENOMINATIONS:
        count, amount = divmod(amount, value)
        coins += [value] * count
    return coins


def diameter(value: int, base: int) -> int:
    """A 50 is a larger coin, so that one 50 never looks poorer than three 10s."""
    return round(base * 1.18) if value == 50 else base


def step(base: int) -> int:
    """How far each coin in a column sits above the one beneath it."""
    return max(2, round(base * THICK))


@paper.cache(maxsize=64)
def coin(value: int, width: int) -> pygame.Surface:
    """One coin seen from above at a tilt: a rim band under an embossed face."""
    face_h = max(2, round(width * TILT))
    thick = step(width)
    return supersampled((width, face_h + thick), lambda big: _paint(big, value, face_h, thick))


def _paint(big: pygame.Surface, value: int, face_h: int, thick: int) -> None:
    face, rim, light = METALS[value]
    w = big.get_width()
    fh, t = face_h * 4, thick * 4
    ink.ellipse(big, theme.darken(rim, 0.25), (0, t, w, fh))
    ink.rect(big, rim, (0, fh // 2, w, t))
    for x in range(0, w, max(4, w // 12)):   # milled edge
        ink.line(big, theme.darken(rim, 0.3), (x, fh // 2 + 2), (x, fh // 2 + t),
                 max(1, w // 60))
    ink.ellipse(big, face, (0, 0, w, fh))
    ink.ellipse(big, rim, (0, 0, w, fh), max(2, w // 30))
    inner = pygame.Rect(0, 0, w * 0.72, fh * 0.72)
    inner.center = (w // 2, fh // 2)
    ink.ellipse(big, theme.darken(face, 0.12), inner, max(2, w // 40))
    ink.ellipse(big, light, (w * 0.18, fh * 0.12, w * 0.34, fh * 0.26))
    if value >= 10:
        star = [(x, fh / 2 + (y - fh / 2) * TILT) for x, y in
                star_points((w / 2, fh / 2), w * 0.2, w * 0.08, 8 if value == 50 else 5)]
        ink.polygon(big, rim, star)


def draw_pile(surface: pygame.Surface, amount: int, midbottom: tuple, base: int,
              per_column: int = 8, columns: int = 3) -> pygame.Rect:
    """`amount` as columns of stacked coins standing on `midbottom`; the drawn area.

    Coins beyond `columns` full columns are left out: a bank of hundreds is a heap, not a
    tower, and its exact amount is always printed beside it.
    """
    image, (dx, dy) = _pile(amount, base, per_column, columns)
    at = (midbottom[0] + dx, midbottom[1] + dy)
    surface.blit(image, at)
    return image.get_rect(topleft=at) if image.get_width() > 1 else pygame.Rect(midbottom, (0, 0))


@paper.cache(maxsize=64)      # a frame shows 9 piles, a move 18
def _pile(amount: int, base: int, per_column: int, columns: int) -> tuple[pygame.Surface, tuple]:
    """The pile painted once (a pile is tens of coins, redrawn every frame otherwise), and
    where its top-left lies from the spot it stands on."""
    coins = split(amount)[:per_column * columns]
    stacks = [coins[i:i + per_column] for i in range(0, len(coins), per_column)]
    gap = round(base * 0.62)
    placed = []
    for n, column in enumerate(stacks):
        offset = (n - (len(stacks) - 1) / 2) * gap
        lift = round(base * 0.12) * (n % 2)            # a heap is never quite level
        for k, value in enumerate(column):
            image = coin(value, diameter(value, base))
            placed.append((image, image.get_rect(midbottom=(round(offset),
                                                            -lift - k * step(base)))))
    if not placed:
        return paper.surface((1, 1), pygame.SRCALPHA), (0, 0)
    area = placed[0][1].unionall([rect for _, rect in placed[1:]])
    pile = paper.surface(area.size, pygame.SRCALPHA)
    for image, rect in placed:
        pile.blit(image, rect.move(-area.x, -area.y))
    return pile, area.topleft
