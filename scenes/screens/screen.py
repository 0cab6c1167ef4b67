"""A full screen with a gold heading over the warm night backdrop and a Back button; the menus
(setup, load, settings, rules) are all Screens so they look like one family. A screen's
`heading` is English marked N_, said in the language in use as it is drawn."""
from __future__ import annotations

import pygame

from engine.words.language import N_
from scenes.kit import ink, text, theme
from scenes.kit.scene import Scene
from scenes.kit.widgets import Button

HEADING_Y = 34
BACK_RECT = (40, 648, 180, 48)


class Screen(Scene):
    heading = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.back_button = self.add(Button(BACK_RECT, N_("Back"), self.back))

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        w = surface.get_width()
        rect = text.draw(surface, text.said(self.heading), (w // 2, HEADING_Y), 44,
                         theme.GOLD_LIGHT, "black", "midtop")
        y = rect.centery
        for side in (-1, 1):
            start = w // 2 + side * (rect.width // 2 + 20)
            end = start + side * 160
            ink.line(surface, theme.GOLD_DARK, (start, y), (end, y), 2)
            ink.circle(surface, theme.GOLD, (end, y), 4)
