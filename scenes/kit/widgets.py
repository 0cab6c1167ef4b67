"""Mouse-driven widgets in logical coordinates: buttons, text fields, selectors, toggles and a
scrolling list. Each shows hover and pressed states, and its changes ease rather than jump.
"""
from __future__ import annotations

import bisect
import itertools
from typing import Any, Callable, Sequence

import pygame

from scenes.kit import sound, text, theme
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
    """A labelled button; `style` is primary (gold), secondary (night) or danger (red)."""

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
            body, hover, ink, border = _STYLES[self.style]
            colour = theme.mix(body, hover, self.glow.value)
            if self.pressed or self.flash.value > 0.01:
                colour = theme.darken(colour, 0.18 * max(float(self.pressed), self.flash.value))
            border = theme.mix(border, theme.GOLD_LIGHT, self.glow.value)
        else:
            colour, ink, border = _DISABLED
        lift = 0 if self.pressed or not self.enabled else round(2 * self.glow.value)
        rect = self.rect.move(0, 1 if self.pressed else -lift)
        radius = min(12, rect.height // 2)
        surface.blit(theme.rounded(self.rect.size, (0, 0, 0, 90), radius), self.rect.move(0, 3))
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
        surface.blit(theme.sheen(rect.size, radius), rect.topleft)
        pygame.draw.rect(surface, border, rect, 1 + (self.glow.value > 0.5), border_radius=radius)
        label_box = rect
        if self.icon is not None:
            icon_rect = self.icon.get_rect(midleft=(rect.x + 8, rect.centery))
            surface.blit(self.icon, icon_rect)
            label_box = pygame.Rect(icon_rect.right, rect.y, rect.right - icon_rect.right, rect.h)
        size = text.fitting_size(self.label, label_box.width - 20, self.size, "bold")
        text.draw(surface, self.label, label_box.center, size, ink, "bold", "center",
                  max_width=label_box.width - 16)


# --- text entry -------------------------------------------------------------------------------

class TextField(Widget):
    """A one-line text entry (names, the seed). Click to focus; type; Backspace deletes.

    `allow` filters typed characters (e.g. `str.isdigit` for the seed). While `selected` (a
    suggested value, or Ctrl+A) the whole text is marked: typing replaces it, Backspace clears
    it, a click in the field keeps it and puts the caret at its end.
    """

    def __init__(self, rect, value: str = "", placeholder: str = "", max_length: int = 24,
                 allow: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], Any] | None = None, size: int = 20) -> None:
        super().__init__(rect)
        self.value, self.placeholder, self.max_length = value, placeholder, max_length
        self.allow, self.on_change, self.size = allow, on_change, size
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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.focused = False
            return True
        return False

    def _type(self, typed: str) -> None:
        kept = "".join(ch for ch in typed if ch.isprintable() and (self.allow is None or self.allow(ch)))
        self._set((self.value + kept)[: self.max_length])

    def _set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            self.blink = 0.0
            if self.on_change is not None:
                self.on_change(value)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.blink += dt
        self.focus_glow.target = 1.0 if self.focused else 0.0
        self.focus_glow.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        rect, radius = self.rect, 8
        body = theme.SAND_LIGHT if self.enabled else theme.mix(theme.SAND_DARK, theme.NIGHT, 0.5)
        pygame.draw.rect(surface, theme.mix(body, (255, 250, 236), self.glow.value * 0.6), rect,
                         border_radius=radius)
        surface.blit(theme.rounded((rect.width - 2, rect.height - 2), (0, 0, 0, 40), radius, 2),
                     rect.inflate(-2, -2).move(0, 1))
        border = theme.mix(theme.SAND_DARK, theme.GOLD, max(self.glow.value * 0.6,
                                                            self.focus_glow.value))
        pygame.draw.rect(surface, border, rect, 1 + round(self.focus_glow.value), border_radius=radius)
        inner = rect.inflate(-20, 0)
        shown = self.value or self.placeholder
        colour = theme.INK if self.value else theme.SAND_DARK
        image = theme.text(shown, self.size, colour, "regular" if self.value else "italic")
        overflow = max(0, image.get_width() - inner.width + 4) if self.value else 0
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        y = rect.centery - image.get_height() // 2
        if self.selected and self.value:
            mark = pygame.Rect(inner.x - overflow - 2, y + 2, image.get_width() + 4,
                               image.get_height() - 4)
            pygame.draw.rect(surface, theme.mix(theme.SAND_LIGHT, theme.GOLD, 0.55), mark,
                             border_radius=4)
        surface.blit(image, (inner.x - overflow, y))
        if self.focused and int(self.blink * 2) % 2 == 0:
            x = inner.x - overflow + (image.get_width() if self.value else 0) + 1
            pygame.draw.line(surface, theme.INK, (x, y + 3), (x, y + image.get_height() - 3), 2)
        surface.set_clip(clip)


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
    """One of several options, cycled with the arrows at either end (wraps around)."""

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
        self.index = (self.index + direction) % len(self.options)
        self.slide = Animated(24.0 * direction, 0.2)
        self.slide.target = 0.0
        self.changed()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.slide.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        pygame.draw.rect(surface, theme.mix(theme.NIGHT_PANEL, theme.NIGHT_LIGHT, 0.5 + self.glow.value / 2),
                         rect, border_radius=10)
        pygame.draw.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD, self.glow.value), rect, 1,
                         border_radius=10)
        for side in (-1, 1):
            arrow = self._arrow(side)
            over = self.hovered and arrow.collidepoint(self.hover_x, arrow.centery)
            colour = theme.GOLD_LIGHT if over else theme.GOLD
            if over and self.pressed:
                colour = theme.GOLD_DARK
            cx, cy, s = arrow.centerx, arrow.centery, arrow.height // 5
            pygame.draw.polygon(surface, colour, [(cx - s * side, cy - s), (cx + s * side, cy),
                                                  (cx - s * side, cy + s)])
        middle = rect.inflate(-2 * rect.height, 0)
        label = self.options[self.index][1]
        size = text.fitting_size(label, middle.width, self.size, "bold")
        clip = surface.get_clip()
        surface.set_clip(middle.clip(clip))
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
        pygame.draw.rect(surface, theme.NIGHT_PANEL, self.rect, border_radius=radius)
        hover = self._at(self.hover_x) if self.hovered else -1
        if hover >= 0 and hover != self.index:
            shade = theme.NIGHT_LIGHT if not self.pressed else theme.darken(theme.NIGHT_LIGHT, 0.3)
            pygame.draw.rect(surface, shade, self.segment(hover).inflate(-6, -6), border_radius=radius)
        w = self.rect.width / len(self.options)
        pill = pygame.Rect(round(self.rect.x + self.pill.value * w), self.rect.y, round(w),
                           self.rect.height).inflate(-6, -6)
        pygame.draw.rect(surface, theme.GOLD, pill, border_radius=radius)
        surface.blit(theme.sheen(pill.size, radius), pill.topleft)
        pygame.draw.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD, self.glow.value),
                         self.rect, 1, border_radius=radius)
        for i, (_, label) in enumerate(self.options):
            seg = self.segment(i)
            colour = theme.INK if i == self.index else theme.TEXT
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
        pygame.draw.rect(surface, theme.lighten(colour, 0.12 * self.glow.value), track,
                         border_radius=h // 2)
        pygame.draw.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, self.glow.value),
                         track, 1, border_radius=h // 2)
        r = h // 2 - 4
        cx = round(track.x + h // 2 + on * h)
        surface.blit(theme.rounded((2 * r, 2 * r), (0, 0, 0, 80), r), (cx - r, track.centery - r + 2))
        knob = theme.SAND_LIGHT if not self.pressed else theme.SAND
        pygame.draw.circle(surface, knob, (cx, track.centery), r)
        text.draw(surface, "On" if self.value else "Off", (track.right + 14, track.centery), 20,
                  theme.TEXT, "bold", "midleft")


# --- scrolling --------------------------------------------------------------------------------

class Scrollbar(Widget):
    """How far a tall content is scrolled in a view; the wheel over `view`, a draggable thumb,
    clicks on the track (a page) and `scroll_by` from keys all move it."""

    def __init__(self, rect, view: pygame.Rect, content_height: int = 0) -> None:
        super().__init__(rect)
        self.view = pygame.Rect(view)
        self.content_height = content_height
        self.offset = 0.0
        self.shown = Animated(0.0, 0.12)
        self.drag_from: tuple[int, float] | None = None
        self.mouse = (-1, -1)

    @property
    def limit(self) -> float:
        return max(0.0, self.content_height - self.view.height)

    def scroll_to(self, offset: float, smooth: bool = True) -> None:
        self.offset = max(0.0, min(self.limit, offset))
        self.shown.target = self.offset
        if not smooth:
            self.shown.skip()

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.offset + dy)

    def page(self, pages: int) -> None:
        self.scroll_by(pages * self.view.height * 0.9)

    def thumb(self) -> pygame.Rect:
        if self.content_height <= self.view.height:
            return pygame.Rect(self.rect)
        h = max(30, round(self.rect.height * self.view.height / self.content_height))
        y = self.rect.y + round((self.rect.height - h) * self.shown.value / self.limit)
        return pygame.Rect(self.rect.x, y, self.rect.width, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag_from is not None:
                start_y, start_offset = self.drag_from
                track = self.rect.height - self.thumb().height
                if track > 0:
                    self.scroll_to(start_offset + (event.pos[1] - start_y) * self.limit / track,
                                   smooth=False)
        if event.type == pygame.MOUSEWHEEL and self.view.collidepoint(self.mouse):
            self.scroll_by(-event.y * 48)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT:
            self.drag_from = None
        return super().handle_event(event)

    def press(self, pos: tuple) -> None:
        thumb = self.thumb()
        if thumb.collidepoint(pos):
            self.drag_from = (pos[1], self.offset)
        else:
            self.page(-1 if pos[1] < thumb.y else 1)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.shown.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.limit <= 0:
            return
        w = self.rect.width
        pygame.draw.rect(surface, theme.NIGHT_DEEP, self.rect, border_radius=w // 2)
        active = max(self.glow.value, float(self.drag_from is not None))
        pygame.draw.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, active),
                         self.thumb(), border_radius=w // 2)


PAD = 6  # room inside a ScrollList for the lift and shadow of its rows


class ScrollList(Widget):
    """A scrolled column of widgets (rows, buttons): only what is inside the view is drawn or
    clickable. `set_items` stacks them, or flows them left to right when `flow` is true."""

    def __init__(self, rect, gap: int = 8) -> None:
        super().__init__(rect)
        self.gap = gap
        self.items: list[Widget] = []
        self._homes: list[pygame.Rect] = []
        self._tops: list[int] = []          # the homes' tops and (running maximum) bottoms,
        self._reach: list[int] = []         # for finding what is in view by bisection
        self._in_view, self._near = range(0), []
        bar = pygame.Rect(self.rect.right - 8, self.rect.y, 8, self.rect.height)
        self.scrollbar = Scrollbar(bar, self.rect)

    def set_items(self, items: list[Widget], flow: bool = False) -> None:
        """Lay the widgets out inside the list (their sizes are kept, positions replaced)."""
        self.items = items
        self._homes = []
        width = self.rect.width - 2 * PAD - 12
        x = y = row_h = 0
        for item in items:
            w = min(item.rect.width if flow else width, width)
            if flow and x and x + w > width:
                x, y, row_h = 0, y + row_h + self.gap, 0
            self._homes.append(pygame.Rect(x + PAD, y + PAD, w, item.rect.height))
            row_h = max(row_h, item.rect.height)
            if flow:
                x += w + self.gap
            else:
                y += item.rect.height + self.gap
                row_h = 0
        self.scrollbar.content_height = y + row_h + 2 * PAD if items else 0
        self.scrollbar.scroll_to(self.scrollbar.offset, smooth=False)
        self._tops = [home.y for home in self._homes]
        self._reach = list(itertools.accumulate((home.bottom for home in self._homes), max))
        self._in_view, dy = range(0), self.rect.y - round(self.scrollbar.shown.value)
        for item, home in zip(items, self._homes):     # every item's place, once
            item.rect = home.move(self.rect.x, dy)
        self._place()

    def _place(self) -> None:
        """Put the items in view (and those in view a frame ago) where the scroll has them:
        a list of 20,000 saves moves, updates and draws the few dozen in sight."""
        offset = round(self.scrollbar.shown.value)
        start = bisect.bisect_right(self._reach, offset)
        end = bisect.bisect_left(self._tops, offset + self.rect.height)
        self._near = sorted(set(range(start, end)) | set(self._in_view))
        self._in_view = range(start, end)
        dy = self.rect.y - offset
        for i in self._near:
            self.items[i].rect = self._homes[i].move(self.rect.x, dy)

    def _nearby(self) -> list[Widget]:
        return [self.items[i] for i in self._near if i < len(self.items)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.scrollbar.handle_event(event):
            return True
        if hasattr(event, "pos") and not self.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONDOWN:
                return False
            if event.type == pygame.MOUSEMOTION:  # rows scrolled out of view must not light up
                event = pygame.event.Event(pygame.MOUSEMOTION, pos=OFF_CANVAS, rel=(0, 0),
                                           buttons=(0, 0, 0))
        return any(item.handle_event(event) for item in self._nearby())

    def update(self, dt: float) -> None:
        self.scrollbar.update(dt)
        self._place()
        for item in self._nearby():
            item.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        for i in self._in_view:
            item = self.items[i]
            if item.visible and item.rect.colliderect(self.rect):
                item.draw(surface)
        surface.set_clip(clip)
        self.scrollbar.draw(surface)
