"""The Cave card: the running sum of the round as a lamp walking twelve stepping stones
towards the cave mouth, where the thieves wait at 12."""
from __future__ import annotations


import pygame

from engine.forty_thieves.state import TARGET
from engine.words.language import tr
from scenes.kit import ink, paper, text, theme
from scenes.table.board.paint import supersampled

LABEL_W = 58       # the "Sum" caption and number, left of the stones
STONE = (96, 78, 58)
ROCK_TOP, ROCK_BOTTOM = (92, 70, 52), (52, 38, 30)


def space_centre(rect: pygame.Rect, value: float) -> tuple[float, float]:
    """Where the lamp stands for a (possibly fractional, while moving) sum; 12 and more is
    the cave mouth."""
    value = max(0.0, min(float(TARGET), value))
    first = rect.x + LABEL_W + 14
    last = rect.right - 36
    return first + (last - first) * value / TARGET, rect.centery + 6


@paper.cache(maxsize=8)
def _rock(size: tuple[int, int]) -> pygame.Surface:
    """The card itself: a rocky slab with a dark cave mouth at its right end."""
    def paint(big: pygame.Surface) -> None:
        w, h = big.get_size()
        big.blit(theme.gradient((w, h), ROCK_TOP, ROCK_BOTTOM, 40), (0, 0))
        ink.rect(big, theme.GOLD_DARK, big.get_rect(), 6, border_radius=40)
        mouth = pygame.Rect(0, 0, 170, round(h * 0.82))
        mouth.midbottom = (w - 142, h - 8)
        ink.ellipse(big, (20, 12, 10), mouth.inflate(0, mouth.height))
        ink.rect(big, ROCK_BOTTOM, (mouth.x - 10, h - 8, mouth.width + 20, 8))
        ink.ellipse(big, (86, 60, 44), mouth.inflate(0, mouth.height), 10)
    return supersampled(size, paint)


def draw(surface: pygame.Surface, rect: pygame.Rect, shown: float, caught: float) -> None:
    """The card with the lamp at sum `shown`; `caught` (0-1) reddens the mouth at 12+."""
    surface.blit(_rock(rect.size), rect.topleft)
    text.draw(surface, tr("Cave"), (rect.x + 14, rect.y + 8), 14, theme.SAND, "bold",
              max_width=LABEL_W)
    number = round(shown)
    text.draw(surface, str(number), (rect.x + LABEL_W // 2 + 10, rect.centery + 10), 28,
              theme.GOLD_LIGHT if number < TARGET else theme.DANGER_LIGHT, "black", "center")
    for value in range(TARGET):
        x, y = space_centre(rect, value)
        lit = value <= shown
        colour = theme.mix(STONE, theme.GOLD, 0.85) if lit else STONE
        ink.circle(surface, theme.darken(colour, 0.45), (x, y + 2), 10)
        ink.circle(surface, colour, (x, y), 10)
        text.draw(surface, str(value), (x, y), 12, theme.INK if lit else theme.SAND_DARK, "bold",
                  "center")
    mouth_x, mouth_y = space_centre(rect, TARGET)
    if caught > 0:
        glow = theme.glow(34, theme.DANGER, round(200 * caught))
        surface.blit(glow, glow.get_rect(center=(mouth_x, mouth_y)))
    text.draw(surface, "12", (mouth_x, mouth_y + 2), 15,
              theme.mix(theme.SAND_DARK, theme.DANGER_LIGHT, caught), "black", "center")
    _lamp(surface, space_centre(rect, shown))


def _lamp(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    """The time marker: a small lit lamp, glowing."""
    x, y = round(centre[0]), round(centre[1]) - 17
    halo = theme.glow(26, theme.LAMP, 150)
    surface.blit(halo, halo.get_rect(center=(x, y + 4)))
    ink.polygon(surface, theme.GOLD, [(x - 9, y + 4), (x + 9, y + 4), (x + 5, y + 9),
                                              (x - 5, y + 9)])
    ink.ellipse(surface, theme.GOLD_LIGHT, (x - 7, y, 14, 6))
    ink.polygon(surface, theme.GOLD_DARK, [(x - 9, y + 4), (x + 9, y + 4), (x + 5, y + 9),
                                                   (x - 5, y + 9)], 1)
    ink.ellipse(surface, (255, 200, 90), (x - 2, y - 7, 5, 8))
