"""The hand-off curtain between two human seats: it hides the board (and the last player's
secrets) until the next player has taken the computer and says so."""
from __future__ import annotations

import pygame

from engine.words.language import tr
from scenes.kit import text, theme
from scenes.kit.scene import Scene
from scenes.kit.tween import Tween, ease_out_back
from scenes.kit.widgets import Button


class HandOff(Scene):
    is_overlay = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table, self.seat = table, seat
        self.name = table.match.seats[seat].name
        w, h = app.canvas.get_size()
        self.ready = self.add(Button((w // 2 - 160, h // 2 + 50, 320, 56),
                                     tr("I am {name}").format(name=self.name), self.take,
                                     "primary", 24))
        self.default_button = self.ready
        self.rise = Tween(30.0, 0.0, 0.45, ease_out_back)

    def take(self) -> None:
        self.table.viewer = self.seat
        self.table.refresh()
        self.app.stack.pop()

    def back(self) -> None:
        """Esc: the pause menu is still reachable from behind the curtain."""
        self.table.back()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.rise.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        curtain = theme.backdrop((w, h))
        surface.blit(curtain, (0, round(-h * (1 - self.appear.value))))
        y = h // 2 - 90 + round(self.rise.value)
        theme.seat_marker(surface, self.seat, (w // 2, y - 40), 18, self.app.settings.colour_blind)
        text.draw(surface, tr("Pass the computer to {name}").format(name=self.name),
                  (w // 2, y), 40, theme.GOLD_LIGHT, "black", "midtop", max_width=w - 120)
        text.draw(surface, tr("The board stays hidden until they are ready."), (w // 2, y + 64),
                  22, theme.SAND, "italic", "midtop", max_width=w - 120)
