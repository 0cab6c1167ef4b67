"""Seat tabs: a small pill in a seat's colour with its marker and a word ("yours", "last"),
pinned to something on the board to say whose it is and why it is marked. The word is English,
said in the language in use as it is drawn."""
from __future__ import annotations

import pygame

from scenes.kit import ink, text, theme


def seat_tab(surface: pygame.Surface, midbottom: tuple[int, int], width: int, seat: int,
             word: str, symbols: bool) -> None:
    """The tab, `width` wide with its foot at `midbottom`; the marker takes the seat's shape
    too under colour-blind symbols, as the seat list and the log mark the seat."""
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    tab = pygame.Rect(0, 0, width, 18)
    tab.midbottom = midbottom
    ink.rect(surface, theme.NIGHT_DEEP, tab, border_radius=9)
    ink.rect(surface, colour, tab, 2, border_radius=9)
    theme.seat_marker(surface, seat, (tab.x + 11, tab.centery), 6, symbols)
    text.draw(surface, text.said(word), (tab.x + 20, tab.centery), 13, theme.TEXT, "bold",
              "midleft", max_width=tab.right - tab.x - 22)
