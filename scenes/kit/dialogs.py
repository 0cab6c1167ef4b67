"""Small overlays over the current screen: messages, confirmations and a one-line prompt.

Each is a Scene with `is_overlay = True`: the screen below stays visible, dimmed, and frozen.
Choosing a button closes the dialog first and then runs the choice. The message is reading
text (scenes/kit/reading.py): at the large size it wraps to more lines and the panel grows.
The title, message and button labels are English (marked N_, or already said with their data)
and said in the language in use as they are drawn.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from engine.words.language import N_
from scenes.kit import paper, reading, text, theme
from scenes.kit.scene import Scene
from scenes.kit.tween import Tween, ease_out_back
from scenes.kit.widgets import Button
from scenes.kit.fields import TextField

Choice = tuple[str, Callable[[], Any] | None, str]   # label, action, button style

PAD = 32
BUTTON_H = 48
TITLE_SIZE, BODY_SIZE = 30, 20


class Dialog(Scene):
    """A titled panel with a message and buttons (in a row, or stacked when `vertical`).

    `extra` reserves that much height under the message for a subclass's own widgets, at
    `self.extra_rect`. The first primary button is the default (Enter); Esc closes.
    """

    is_overlay = True

    def __init__(self, app, title: str, message: str = "", choices: Sequence[Choice] = (),
                 vertical: bool = False, width: int = 560, extra: int = 0) -> None:
        super().__init__(app)
        self.title, self.message = title, message
        self.slide = Tween(24.0, 0.0, 0.3, ease_out_back)
        inner = width - 2 * PAD
        self.body_size = reading.size(BODY_SIZE)
        message_h = (text.wrapped_height(text.said(message), inner, self.body_size) if message
                     else 0)
        rows = len(choices) if vertical else 1
        buttons_h = rows * BUTTON_H + (rows - 1) * 14 if choices else 0
        height = (PAD + text.line_height(TITLE_SIZE, "black") + 14 + message_h
                  + (extra + 18 if extra else 0) + 26 + buttons_h + PAD)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (app.canvas.get_width() // 2, app.canvas.get_height() // 2)
        top = self.panel.y + PAD + text.line_height(TITLE_SIZE, "black") + 14
        self.message_rect = pygame.Rect(self.panel.x + PAD, top, inner, message_h)
        self.extra_rect = pygame.Rect(self.panel.x + PAD, top + message_h + 18, inner, extra)
        self._place_buttons(choices, vertical, self.panel.bottom - PAD - buttons_h)

    def _place_buttons(self, choices: Sequence[Choice], vertical: bool, y: int) -> None:
        inner = self.panel.width - 2 * PAD
        count = len(choices)
        for i, (label, action, style) in enumerate(choices):
            if vertical:
                rect = (self.panel.x + PAD + 40, y + i * (BUTTON_H + 14), inner - 80, BUTTON_H)
            else:
                w = min(240, (inner - (count - 1) * 16) // count)
                left = self.panel.centerx - (count * w + (count - 1) * 16) // 2
                rect = (left + i * (w + 16), y, w, BUTTON_H)
            button = self.add(Button(rect, label, self._chooser(action), style))
            if style == "primary" and self.default_button is None:
                self.default_button = button

    def _chooser(self, action: Callable[[], Any] | None) -> Callable[[], None]:
        def choose() -> None:
            self.close()
            if action is not None:
                action()
        return choose

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.slide.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, round(150 * self.appear.value))
        if self.appear.done and self.slide.done:
            self.draw_dialog(surface)
            return
        layer = paper.surface(surface.get_size(), pygame.SRCALPHA)
        self.draw_dialog(layer)
        layer.set_alpha(round(255 * self.appear.value))
        surface.blit(layer, (0, round(self.slide.value)))

    def draw_dialog(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.panel, radius=18, alpha=250, shadow=14)
        text.draw(surface, text.said(self.title), (self.panel.centerx, self.panel.y + PAD),
                  TITLE_SIZE, theme.GOLD_LIGHT, "black", "midtop",
                  max_width=self.panel.width - 2 * PAD)
        if self.message:
            text.draw_wrapped(surface, text.said(self.message), self.message_rect,
                              self.body_size, theme.TEXT, align="center")
        self.draw_widgets(surface)


def message(app, title: str, body: str) -> Dialog:
    """Tell the player something (a save that failed, a game saved); one OK button."""
    return app.stack.push(Dialog(app, title, body, [(N_("OK"), None, "primary")]))


def confirm(app, title: str, body: str, yes: str, action: Callable[[], Any],
            danger: bool = True) -> Dialog:
    """Ask before doing something that cannot be undone (deleting a save)."""
    buttons = [(N_("Cancel"), None, "secondary"),
               (yes, action, "danger" if danger else "primary")]
    return app.stack.push(Dialog(app, title, body, buttons))


class Prompt(Dialog):
    """Ask for one line of text (a save slot's name); OK passes it to `on_submit`."""

    def __init__(self, app, title: str, body: str, value: str,
                 on_submit: Callable[[str], Any], ok: str = N_("OK")) -> None:
        submit = (ok, lambda: on_submit(self.field.value.strip()), "primary")
        super().__init__(app, title, body, [(N_("Cancel"), None, "secondary"), submit],
                         extra=48)
        self.field = self.add(TextField(self.extra_rect, value, max_length=60))
        self.field.focused = True
        self.field.selected = bool(value)      # a suggestion: typing a name replaces it
        self.default_button.enabled = bool(value.strip())
        self.field.on_change = lambda v: setattr(self.default_button, "enabled", bool(v.strip()))
