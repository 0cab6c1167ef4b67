"""Scrolling: a scrollbar for anything taller than its view, and a list of widgets (rows,
buttons) that scrolls, showing and handling only what is in sight."""
from __future__ import annotations

import bisect
import itertools

import pygame

from scenes.kit import ink, theme
from scenes.kit.tween import Animated
from scenes.kit.widgets import LEFT, OFF_CANVAS, Widget


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
        ink.rect(surface, theme.NIGHT_DEEP, self.rect, border_radius=w // 2)
        active = max(self.glow.value, float(self.drag_from is not None))
        ink.rect(surface, theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, active),
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
