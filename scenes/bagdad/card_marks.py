"""What the hand's panel draws over a card: what a card given in an offer is claimed to be, on
a ribbon, and the tick of a card laid in the offer or the payment; both keep clear of the
card's district band and of the lines over the hand."""
from __future__ import annotations

import pygame

from engine.bagdad.words import terms
from engine.words.language import tr
from scenes.kit import ink, text, theme


def said_ribbon(rect: pygame.Rect, name: str, wide: bool) -> tuple[pygame.Rect, str, int]:
    """Where a given card's claim is written and at what size: on a ribbon across its picture
    (its district, name and worth stay seen); on a large card of the wide panel the ribbon
    keeps inside the card, elsewhere it is wider than a small card where the name needs it."""
    said = tr("\u201c{words}\u201d").format(words=terms.talk_word(name))
    size = max(11, rect.width // 7) if wide else 11
    if wide:
        width = rect.width - 6
    else:
        width = max(rect.width + 6, min(theme.font(11, "bold").size(said)[0] + 8, 2 * rect.width))
    ribbon = pygame.Rect(0, rect.y + rect.height // 3, width, size + 5)
    ribbon.centerx = rect.centerx
    return ribbon, said, text.fitting_size(said, ribbon.width - 4, size, "bold", 9)


def said(surface: pygame.Surface, rect: pygame.Rect, name: str, wide: bool) -> None:
    ribbon, words, size = said_ribbon(rect, name, wide)
    ink.rect(surface, theme.GOLD_LIGHT, ribbon, border_radius=4)
    ink.rect(surface, theme.INK, ribbon, 1, border_radius=4)
    text.draw(surface, words, ribbon.center, size, theme.INK, "bold", "center",
              max_width=ribbon.width - 2)


def tick_rect(rect: pygame.Rect) -> pygame.Rect:
    """The tick of a card in the offer or the payment: inside its top right corner, under the
    district's band (the lines over the hand stay clear)."""
    side = max(14, rect.width // 6)
    return pygame.Rect(rect.right - side - 3, rect.y + round(rect.height * 0.18) + 3, side, side)


def tick(surface: pygame.Surface, rect: pygame.Rect) -> None:
    box = tick_rect(rect)
    ink.circle(surface, theme.GOLD_LIGHT, box.center, box.width // 2)
    ink.circle(surface, theme.INK, box.center, box.width // 2, 1)
    x, y, u = box.centerx, box.centery, box.width / 14
    ink.lines(surface, theme.INK, False,
              [(x - 4 * u, y), (x - u, y + 3 * u), (x + 4 * u, y - 3 * u)], max(2, round(u * 2)))
