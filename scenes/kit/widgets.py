"""Mouse-driven widgets in logical coordinates: the Widget every control builds on, and the
Button. Each shows hover and pressed states, and its changes ease rather than jump. The
controls that hold a value are in scenes.kit.fields, the scrolling ones in scenes.kit.scrolling.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from scenes.kit import ink, sound, text, theme
from scenes.kit.tween import Animated

LEFT = 1
OFF_CANVAS = (-1, -1)  # the pointer position given to widgets when the mouse is elsewhere


class Widget:
    """Something on screen at `rect` that may react to the mouse.

    The base class tracks hover and press: a press that starts inside and is released inside
    calls `activate(pos)`; `glow` eases towards 1 while hovered, for the hover look.
    """

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.pressed = False
        self.glow = Animated(0.0, 0.15)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event is used up by this widget."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            if self.enabled and self.rect.collidepoint(event.pos):
                self.pressed = True
                self.press(event.pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT and self.pressed:
            self.pressed = False
            if self.enabled and self.rect.collidepoint(event.pos):
                self.activate(event.pos)
            return True
        return False

    def press(self, pos: tuple) -> None:
        """The mouse went down on the widget."""

    def activate(self, pos: tuple) -> None:
        """A full click on the widget."""

    def update(self, dt: float) -> None:
        self.glow.target = 1.0 if self.hovered and self.enabled else 0.0
        self.glow.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the widget; every concrete widget overrides this."""


# --- buttons ----------------------------------------------------------------------------------

_STYLES = {  # style -> (body, hover body, text colour, border)
    "primary": (theme.GOLD, theme.GOLD_LIGHT, theme.INK, theme.GOLD_DARK),
    "secondary": (theme.NIGHT_LIGHT, theme.lighten(theme.NIGHT_LIGHT, 0.18), theme.TEXT,
                  theme.GOLD_DARK),
    "danger": (theme.DANGER, theme.DANGER_LIGHT, theme.TEXT, theme.darken(theme.DANGER, 0.4)),
}
_DISABLED = ((44, 48, 70), (120, 122, 144), (64, 68, 92))


class Button(Widget):
    """A labelled button; `style` is primary (gold), secondary (night) or danger (red). The
    label is English (a constant marked N_) and said in the language in use as it is drawn."""

    def __init__(self, rect, label: str, on_click: Callable[[], Any] | None = None,
                 style: str = "secondary", size: int = 22, enabled: bool = True,
                 icon: pygame.Surface | None = None) -> None:
        super().__init__(rect)
        self.label, self.on_click, self.style, self.size = label, on_click, style, size
        self.enabled = enabled
        self.icon = icon      # drawn left of the label (a gem, a piece)
        self.flash = Animated(0.0, 0.12)

    def activate(self, pos: tuple) -> None:
        self.click()

    def click(self) -> None:
        """Run the button's action (also what Enter does for a screen's default button)."""
        self.flash.target = 1.0
        sound.play("click")
        if self.on_click is not None:
            self.on_click()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.flash.update(dt)
        if self.flash.value >= 0.99:
            self.flash.target = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        if self.enabled:
            body, hover, ink_colour, border = _STYLES[self.style]
            colour = theme.mix(body, hover, self.glow.value)
            if self.pressed or self.flash.value > 0.01:
                colour = theme.darken(colour, 0.18 * max(float(self.pressed), self.flash.value))
            border = theme.mix(border, theme.GOLD_LIGHT, self.glow.value)
        else:
            colour, ink_colour, border = _DISABLED
        lift = 0 if self.pressed or not self.enabled else round(2 * self.glow.value)
        rect = self.rect.move(0, 1 if self.pressed else -lift)
        radius = min(12, rect.height // 2)
        surface.blit(theme.rounded(self.rect.size, (0, 0, 0, 90), radius), self.rect.move(0, 3))
        ink.rect(surface, colour, rect, border_radius=radius)
        surface.blit(theme.sheen(rect.size, radius), rect.topleft)
        ink.rect(surface, border, rect, 1 + (self.glow.value > 0.5), border_radius=radius)
        label_box = rect
        if self.icon is not None:
            icon_rect = self.icon.get_rect(midleft=(rect.x + 8, rect.centery))
            surface.blit(self.icon, icon_rect)
            label_box = pygame.Rect(icon_rect.right, rect.y, rect.right - icon_rect.right, rect.h)
        label = text.said(self.label)
        size = text.fitting_size(label, label_box.width - 20, self.size, "bold")
        text.draw(surface, label, label_box.center, size, ink_colour, "bold", "center",
                  max_width=label_box.width - 16)


# --- text entry -------------------------------------------------------------------------------
