"""The controls that hold a value a player sets: a text field, a selector (one choice of
many, stepped through), segmented buttons (one of a few, side by side) and a toggle. Their
words (a field's placeholder, the choices' labels) are English, said in the language in use as
they are drawn."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from engine.words.language import tr
from scenes.kit import idle, ink, scripts, text, theme
from scenes.kit.tween import Animated
from scenes.kit.widgets import LEFT, Widget


class TextField(Widget):
    """A one-line text entry (names, the seed). Click to focus; type; Backspace deletes.

    `allow` filters typed characters (e.g. `str.isdigit` for the seed). While `selected` (a
    suggested value, or Ctrl+A) the whole text is marked: typing replaces it, Backspace clears
    it, a click in the field keeps it and puts the caret at its end. Tab ends the typing; so
    does Enter in a field that `ends_on_enter` (one of a form's several: a name typed is not a
    game started), where else Enter goes on to the screen (a dialog's one field: Enter saves).
    """

    def __init__(self, rect, value: str = "", placeholder: str = "", max_length: int = 24,
                 allow: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], Any] | None = None, size: int = 20,
                 ends_on_enter: bool = False) -> None:
        super().__init__(rect)
        self.value, self.placeholder, self.max_length = value, placeholder, max_length
        self.allow, self.on_change, self.size = allow, on_change, size
        self.ending = ((pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER) if ends_on_enter
                       else (pygame.K_TAB,))
        self.focused = False
        self.selected = False
        self.blink = 0.0
        self.focus_glow = Animated(0.0, 0.15)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            self.focused = self.enabled and self.rect.collidepoint(event.pos)
            self.selected = False
            self.blink = 0.0
        if super().handle_event(event):
            return True
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_a \
                and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.value)
            return True
        if event.type == pygame.TEXTINPUT:
            if self.selected:
                self.selected = False
                self._set("")
            self._type(event.text)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self._set("" if self.selected else self.value[:-1])
            self.selected = False
            return True
        if event.type == pygame.KEYDOWN and event.key in self.ending:
            self.focused = self.selected = False
            return True
        return False

    def _type(self, typed: str) -> None:
        kept = "".join(ch for ch in typed
                       if ch.isprintable() and (self.allow is None or self.allow(ch)))
        self._set((self.value + kept)[: self.max_length])

    def _set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            self.blink = 0.0
            if self.on_change is not None:
                self.on_change(value)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.focused:         # the caret blinks while the player is about, then stands
            self.blink = self.blink + dt if idle.lively() else 0.0
        self.focus_glow.target = 1.0 if self.focused else 0.0
        self.focus_glow.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        rect, radius = self.rect, 8
        body = theme.SAND_LIGHT if self.enabled else theme.mix(theme.SAND_DARK, theme.NIGHT, 0.5)
        ink.rect(surface, theme.mix(body, (255, 250, 236), self.glow.value * 0.6), rect,
                 border_radius=radius)
        surface.blit(theme.rounded((rect.width - 2, rect.height - 2), (0, 0, 0, 40), radius, 2),
                     rect.inflate(-2, -2).move(0, 1))
        border = theme.mix(theme.SAND_DARK, theme.GOLD, max(self.glow.value * 0.6,
                                                            self.focus_glow.value))
        ink.rect(surface, border, rect, 1 + round(self.focus_glow.value), border_radius=radius)
        inner = rect.inflate(-20, 0)
        shown = self.value or text.said(self.placeholder)
        colour = theme.INK if self.value else theme.SAND_DARK
        image = theme.text(shown, self.size, colour, "regular" if self.value else "italic")
        overflow = max(0, image.get_width() - inner.width + 4) if self.value else 0
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        y = rect.centery - image.get_height() // 2
        if self.selected and self.value:
            mark = pygame.Rect(inner.x - overflow - 2, y + 2, image.get_width() + 4,
                               image.get_height() - 4)
            ink.rect(surface, theme.mix(theme.SAND_LIGHT, theme.GOLD, 0.55), mark,
                     border_radius=4)
        surface.blit(image, (inner.x - overflow, y))
        if self.focused and int(self.blink * 2) % 2 == 0:
            point = typing_point(self.value, theme.font(self.size))
            ends_rtl = bool(self.value) and scripts.runs(self.value)[-1][0] == scripts.ARABIC
            x = inner.x - overflow + point + (-3 if ends_rtl or not self.value else 1)
            surface.set_clip(rect.inflate(-8, 0).clip(clip))    # before a placeholder, a yeh
            top, foot = y + 3, y + image.get_height() - 3
            ink.line(surface, theme.INK, (x, top), (x, foot), 2)
            for end in (top, foot) if ends_rtl else ():   # by Arabic, an I-beam: a bare stroke
                ink.line(surface, theme.INK, (x - 2, end), (x + 2, end), 2)    # read as alef
        surface.set_clip(clip)


def typing_point(content: str, font) -> int:
    """How far along a line the next letter typed appears: at its end, or, where the line ends
    in right-to-left letters (an Arabic name), at the left of that run, where its words grow."""
    if not content:
        return 0
    kind, last = scripts.runs(content)[-1]
    if kind != scripts.ARABIC:
        return font.size(content)[0]
    return font.size(content[:len(content) - len(last)])[0]


# --- choices ----------------------------------------------------------------------------------

class Choice(Widget):
    """One of several (value, label) options; remembers where the pointer is over it."""

    def __init__(self, rect, options: Sequence[tuple[Any, str]], index: int,
                 on_change: Callable[[Any], Any] | None, size: int) -> None:
        super().__init__(rect)
        self.options, self.index, self.on_change, self.size = list(options), index, on_change, size
        self.hover_x = -1

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_x = event.pos[0]
        return super().handle_event(event)

    def changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.value)


class Selector(Choice):
    """One of several options, cycled with the arrows at either end (wraps around); with one
    option alone its arrows are dimmed and do nothing (they would only seem to)."""

    def __init__(self, rect, options: Sequence[tuple[Any, str]], index: int = 0,
                 on_change: Callable[[Any], Any] | None = None, size: int = 20) -> None:
        super().__init__(rect, options, index, on_change, size)
        self.slide = Animated(0.0, 0.2)

    def _arrow(self, side: int) -> pygame.Rect:
        w = self.rect.height
        x = self.rect.x if side < 0 else self.rect.right - w
        return pygame.Rect(x, self.rect.y, w, self.rect.height)

    def activate(self, pos: tuple) -> None:
        self.step(-1 if pos[0] < self.rect.centerx else 1)

    def step(self, direction: int) -> None:
        if len(self.options) < 2:
            return
        self.index = (self.index + direction) % len(self.options)
        self.slide = Animated(24.0 * direction, 0.2)
        self.slide.target = 0.0
        self.changed()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.slide.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        lit = theme.mix(theme.NIGHT_PANEL, theme.NIGHT_LIGHT, 0.5 + self.glow.value / 2)
        ink.rect(surface, lit, rect, border_radius=10)
        ink.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD, self.glow.value), rect, 1,
                 border_radius=10)
        for side in (-1, 1):
            arrow = self._arrow(side)
            over = self.hovered and arrow.collidepoint(self.hover_x, arrow.centery)
            colour = theme.GOLD_LIGHT if over else theme.GOLD
            if over and self.pressed:
                colour = theme.GOLD_DARK
            if len(self.options) < 2:
                colour = theme.mix(theme.GOLD_DARK, theme.NIGHT_PANEL, 0.6)
            cx, cy, s = arrow.centerx, arrow.centery, arrow.height // 5
            ink.polygon(surface, colour, [(cx - s * side, cy - s), (cx + s * side, cy),
                                                  (cx - s * side, cy + s)])
        middle = rect.inflate(-2 * rect.height, 0)
        label = text.said(self.options[self.index][1])
        size = text.fitting_size(label, middle.width, self.size, "bold")
        clip = surface.get_clip()
        # fitted at the design size, a label may render a pixel or two wider at the window's
        # scale: the clip leaves it that room in the arrows' margins
        surface.set_clip(middle.inflate(8, 0).clip(clip))
        text.draw(surface, label, (middle.centerx + round(self.slide.value), middle.centery),
                  size, theme.TEXT, "bold", "center", max_width=middle.width)
        surface.set_clip(clip)


class Segmented(Choice):
    """Options side by side; the chosen one sits under a gold pill that slides between them."""

    def __init__(self, rect, options: Sequence[tuple[Any, str]], index: int = 0,
                 on_change: Callable[[Any], Any] | None = None, size: int = 18) -> None:
        super().__init__(rect, options, index, on_change, size)
        self.pill = Animated(float(index), 0.25)

    def segment(self, i: int) -> pygame.Rect:
        w = self.rect.width / len(self.options)
        return pygame.Rect(round(self.rect.x + i * w), self.rect.y, round(w), self.rect.height)

    def _at(self, x: int) -> int:
        w = self.rect.width / len(self.options)
        return max(0, min(len(self.options) - 1, int((x - self.rect.x) // w)))

    def activate(self, pos: tuple) -> None:
        self.choose(self._at(pos[0]))

    def choose(self, index: int) -> None:
        if index != self.index:
            self.index = index
            self.pill.target = float(index)
            self.changed()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.pill.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        radius = min(12, self.rect.height // 2)
        ink.rect(surface, theme.NIGHT_PANEL, self.rect, border_radius=radius)
        hover = self._at(self.hover_x) if self.hovered else -1
        if hover >= 0 and hover != self.index:
            shade = theme.NIGHT_LIGHT if not self.pressed else theme.darken(theme.NIGHT_LIGHT, 0.3)
            ink.rect(surface, shade, self.segment(hover).inflate(-6, -6), border_radius=radius)
        w = self.rect.width / len(self.options)
        pill = pygame.Rect(round(self.rect.x + self.pill.value * w), self.rect.y, round(w),
                           self.rect.height).inflate(-6, -6)
        ink.rect(surface, theme.GOLD, pill, border_radius=radius)
        surface.blit(theme.sheen(pill.size, radius), pill.topleft)
        ink.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD, self.glow.value),
                 self.rect, 1, border_radius=radius)
        for i, (_, label) in enumerate(self.options):
            seg = self.segment(i)
            colour = theme.INK if i == self.index else theme.TEXT
            label = text.said(label)
            size = text.fitting_size(label, seg.width - 12, self.size, "bold")
            text.draw(surface, label, seg.center, size, colour, "bold", "center",
                      max_width=seg.width - 10)


class Toggle(Widget):
    """An on/off switch whose knob slides; the word On/Off beside it says the state too."""

    def __init__(self, rect, value: bool = False,
                 on_change: Callable[[bool], Any] | None = None) -> None:
        super().__init__(rect)
        self.value, self.on_change = value, on_change
        self.knob = Animated(float(value), 0.2)

    def activate(self, pos: tuple) -> None:
        self.value = not self.value
        self.knob.target = float(self.value)
        if self.on_change is not None:
            self.on_change(self.value)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.knob.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        h = self.rect.height
        track = pygame.Rect(self.rect.x, self.rect.y, h * 2, h)
        on = self.knob.value
        colour = theme.mix(theme.NIGHT_LIGHT, theme.GOLD, on)
        ink.rect(surface, theme.lighten(colour, 0.12 * self.glow.value), track,
                 border_radius=h // 2)
        ink.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, self.glow.value),
                 track, 1, border_radius=h // 2)
        r = h // 2 - 4
        cx = round(track.x + h // 2 + on * h)
        surface.blit(theme.rounded((2 * r, 2 * r), (0, 0, 0, 80), r),
                     (cx - r, track.centery - r + 2))
        knob = theme.SAND_LIGHT if not self.pressed else theme.SAND
        ink.circle(surface, knob, (cx, track.centery), r)
        text.draw(surface, tr("On") if self.value else tr("Off"),
                  (track.right + 14, track.centery), 20, theme.TEXT, "bold", "midleft")


class Slider(Widget):
    """A value from 0 to 100 along a track: a press puts the knob there and a drag follows the
    pointer; `on_change` hears the value once the button is let go (a setting is saved once,
    not at every step of a drag)."""

    def __init__(self, rect, value: int, on_change: Callable[[int], Any] | None = None) -> None:
        super().__init__(rect)
        self.value, self.on_change = value, on_change

    def at(self, pos: tuple) -> int:
        track = self.rect.inflate(-self.rect.height, 0)
        return round(100 * max(0.0, min(1.0, (pos[0] - track.x) / max(1, track.width))))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.pressed:
            self.value = self.at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT and self.pressed:
            self.pressed = False            # let go anywhere: the value is the one shown
            self.value = self.at(event.pos)
            if self.on_change is not None:
                self.on_change(self.value)
            return True
        return super().handle_event(event)

    def press(self, pos: tuple) -> None:
        self.value = self.at(pos)

    def draw(self, surface: pygame.Surface) -> None:
        track = self.rect.inflate(-self.rect.height, 0)
        bar = pygame.Rect(track.x, self.rect.centery - 3, track.width, 6)
        ink.rect(surface, theme.NIGHT_LIGHT, bar, border_radius=3)
        done = pygame.Rect(bar.x, bar.y, round(bar.width * self.value / 100), bar.height)
        if done.width:
            ink.rect(surface, theme.GOLD, done, border_radius=3)
        r = self.rect.height // 2 - 4 + round(2 * self.glow.value)
        knob = theme.SAND_LIGHT if not self.pressed else theme.SAND
        ink.circle(surface, knob, (done.right, bar.centery), r)
        ink.circle(surface, theme.GOLD_DARK, (done.right, bar.centery), r, 1)
        text.draw(surface, f"{self.value} %", (self.rect.right + 12, self.rect.centery), 18,
                  theme.TEXT, "bold", "midleft")


# --- scrolling --------------------------------------------------------------------------------
