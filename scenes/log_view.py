"""The log panel: what happened, newest at the bottom, each line sliding in as it arrives;
the wheel or the scrollbar reads back through older lines. While the reader is back there,
new lines do not pull the view away; a "new below" pill counts them and jumps down."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes import text, theme
from scenes.tween import Tween
from scenes.widgets import Scrollbar, Widget

SIZE = 17
GAP = 6


@dataclass
class Entry:
    message: str
    seat: int | None = None
    colour: tuple = theme.TEXT
    lines: list[str] = field(default_factory=list)
    arrive: Tween = field(default_factory=lambda: Tween(0.0, 1.0, 0.35))


class LogView(Widget):
    def __init__(self, rect, symbols: bool = False) -> None:
        super().__init__(rect)
        self.symbols = symbols
        self.entries: list[Entry] = []
        self.arriving: list[Entry] = []
        inner = self.rect.inflate(-24, -56)
        inner.y = self.rect.y + 44
        self.inner = inner
        self.scrollbar = Scrollbar((self.rect.right - 12, inner.y, 6, inner.height), inner)
        self.step = text.line_height(SIZE)
        self.unseen = 0         # entries added while the reader was scrolled back
        self.pill = pygame.Rect(0, 0, 150, 26)
        self.pill.midbottom = (inner.centerx, self.rect.bottom - 8)

    def add(self, message: str, seat: int | None = None, colour: tuple = theme.TEXT) -> None:
        stick = self.scrollbar.offset >= self.scrollbar.limit - 1
        font = theme.font(SIZE)
        entry = Entry(message, seat, colour, text.wrap(message, font, self.inner.width - 34))
        self.entries.append(entry)
        self.arriving.append(entry)
        self.scrollbar.content_height = sum(len(e.lines) * self.step + GAP for e in self.entries)
        if stick:
            self.scrollbar.scroll_to(self.scrollbar.limit)
        else:
            self.unseen += 1

    def at_bottom(self) -> bool:
        return self.scrollbar.offset >= self.scrollbar.limit - 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (self.unseen and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.pill.collidepoint(event.pos)):
            self.scrollbar.scroll_to(self.scrollbar.limit)
            self.unseen = 0
            return True
        return self.scrollbar.handle_event(event)

    def update(self, dt: float) -> None:
        self.scrollbar.update(dt)
        if self.at_bottom():
            self.unseen = 0
        for entry in self.arriving:
            entry.arrive.update(dt)
        self.arriving = [e for e in self.arriving if not e.arrive.done]

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect)
        text.draw(surface, "What happened", (self.rect.x + 16, self.rect.y + 12), 20, theme.GOLD,
                  "bold")
        clip = surface.get_clip()
        surface.set_clip(self.inner.clip(clip))
        y = self.inner.y - round(self.scrollbar.shown.value)
        for entry in self.entries:
            height = len(entry.lines) * self.step
            if y + height >= self.inner.y and y <= self.inner.bottom:
                self._draw_entry(surface, entry, y)
            y += height + GAP
        surface.set_clip(clip)
        self.scrollbar.draw(surface)
        if self.unseen:
            theme.panel(surface, self.pill, 13, theme.GOLD_LIGHT, theme.GOLD, theme.GOLD_DARK,
                        245, 3)
            text.draw(surface, f"{self.unseen} new below ↓", self.pill.center, 15, theme.INK,
                      "bold", "center", max_width=self.pill.width - 12)

    def _draw_entry(self, surface: pygame.Surface, entry: Entry, y: int) -> None:
        shift = round(24 * (1 - entry.arrive.value))
        x = self.inner.x + shift
        if entry.seat is not None:
            theme.seat_marker(surface, entry.seat, (x + 8, y + self.step // 2), 6, self.symbols)
        colour = theme.mix(theme.NIGHT, entry.colour, entry.arrive.value)
        for i, line in enumerate(entry.lines):
            surface.blit(theme.text(line, SIZE, colour), (x + 22, y + i * self.step))
