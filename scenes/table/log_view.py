"""The log panel: what happened, newest at the bottom, each line sliding in as it arrives;
the wheel or the scrollbar reads back through older lines. The view follows new lines unless
the player moved it away from the newest (`follow`); while the reader is back there, new lines
do not pull the view away; a "new below" pill counts them and jumps down. Only whole lines are
drawn: none cut by the header above or by the panel's foot below. The lines
are reading text (scenes/kit/reading.py), wrapped again when the text size changes. The lines
of the last player's move (`begin`, `told`) can be marked and brought into view (`show_last`)
for a player whose turn comes back after others' moves."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.words.language import ntr, tr
from scenes.kit import ink, paper, reading, text, theme
from scenes.kit.tween import Tween
from scenes.kit.widgets import Widget
from scenes.kit.scrolling import Scrollbar

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
        self.size = reading.size(SIZE)
        self.step = text.line_height(self.size)
        self.unseen = 0         # entries added while the reader was scrolled back
        self.follow = True      # new lines scroll the view down: the player has not moved it
        self.placed = 0.0       # the offset the log itself last scrolled to
        self.pill = pygame.Rect(0, 0, 150, 26)
        self.pill.midbottom = (inner.centerx, self.rect.bottom - 8)
        self.layer: tuple | None = None     # (what it shows, the lines painted at rest)
        self.framed = True      # False: the panel is painted beneath it already
        self.mover: int | None = None       # whose move the last told lines are
        self.last = [0, 0]                  # their entries, first to past the last
        self.marked: tuple[int, int] | None = None     # entries marked as the last move

    def clear(self) -> None:
        """No lines: the log is about to be told again from the start."""
        self.entries, self.arriving, self.unseen, self.follow = [], [], 0, True
        self.mover, self.last, self.marked, self.layer = None, [0, 0], None, None
        self._measure()
        self._place(0, smooth=False)

    def begin(self, seat: int) -> None:
        """A move by `seat` is told next: a new mover's lines start a new last move (one
        player's steps in a row are one move), and any mark is put away."""
        if seat != self.mover:
            self.mover, self.last = seat, [len(self.entries)] * 2
        self.marked = None

    def add(self, message: str, seat: int | None = None, colour: tuple = theme.TEXT,
            told: bool = False) -> None:
        """A line at the bottom; `told`: one of a move's lines (see `begin`)."""
        self.refit()
        self._read()
        entry = Entry(message, seat, colour, self._wrap(message))
        self.entries.append(entry)
        if told:
            self.last[1] = len(self.entries)
        self.arriving.append(entry)
        self._measure()
        if self.follow:
            self._place(self.scrollbar.limit)
        else:
            self.unseen += 1

    def _place(self, offset: float, smooth: bool = True) -> None:
        """Scroll the view where the log wants it (not a move of the reader's)."""
        self.scrollbar.scroll_to(offset, smooth)
        self.placed = self.scrollbar.offset

    def _read(self) -> None:
        """If the reader moved the view (wheel, thumb, track), follow only if they left it at
        the newest lines: a view the log itself placed above them still follows."""
        if self.scrollbar.offset != self.placed:
            self.follow = self.at_bottom()
            self.placed = self.scrollbar.offset

    def _wrap(self, message: str) -> list[str]:
        return text.wrap(message, theme.font(self.size), self.inner.width - 34)

    def _measure(self) -> None:
        self.scrollbar.content_height = sum(len(e.lines) * self.step + GAP for e in self.entries)

    def refit(self) -> None:
        """Wrap every line again if the reading size changed since (the settings, opened over
        the table); a reader at the newest lines stays there."""
        if self.size == reading.size(SIZE):
            return
        self._read()
        self.size = reading.size(SIZE)
        self.step = text.line_height(self.size)
        for entry in self.entries:
            entry.lines = self._wrap(entry.message)
        self._measure()
        self._place(self.scrollbar.limit if self.follow else self.scrollbar.offset, False)

    def at_bottom(self) -> bool:
        return self.scrollbar.offset >= self.scrollbar.limit - 1

    def show_last(self) -> None:
        """Mark the last move's lines and scroll to the newest line (a reader scrolled back is
        brought down): a move longer than the panel shows its end, what the player answers
        now, its lit band running up out of sight (held at its first line, the newest lines
        were hidden under the panel's foot, read as a log that stopped following)."""
        first, end = self.last
        self.marked = (first, end) if end > first else None
        self._place(self.scrollbar.limit)
        self.unseen, self.follow = 0, True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (self.unseen and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.pill.collidepoint(event.pos)):
            self._place(self.scrollbar.limit)
            self.unseen, self.follow = 0, True
            return True
        handled = self.scrollbar.handle_event(event)
        self._read()
        return handled

    def update(self, dt: float) -> None:
        self.scrollbar.update(dt)
        self._read()
        if self.at_bottom():
            self.unseen = 0
        for entry in self.arriving:
            entry.arrive.update(dt)
        self.arriving = [e for e in self.arriving if not e.arrive.done]

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The panel and its title: what does not change (a table paints it once)."""
        theme.panel(surface, self.rect)
        text.draw(surface, tr("What happened"), (self.rect.x + 16, self.rect.y + 12), 20,
                  theme.GOLD, "bold")

    def draw(self, surface: pygame.Surface) -> None:
        self.refit()
        if self.framed:
            self.draw_frame(surface)
        offset = round(self.scrollbar.shown.value)
        if self.arriving:                   # lines still sliding in: drawn as they move
            clip = surface.get_clip()
            surface.set_clip(self.inner.clip(clip))
            self._draw_lines(surface, self.inner.y)
            surface.set_clip(clip)
        else:                               # at rest: the lines are painted once, then blitted
            key = (len(self.entries), offset, self.symbols, paper.scale(), self.size,
                   self.marked)
            if self.layer is None or self.layer[0] != key:
                image = paper.surface(self.inner.size, pygame.SRCALPHA)
                image.set_clip(image.get_rect())
                self._draw_lines(image, 0, -self.inner.x)
                self.layer = key, image
            surface.blit(self.layer[1], self.inner.topleft)
        self.scrollbar.draw(surface)
        if self.unseen:
            theme.panel(surface, self.pill, 13, theme.GOLD_LIGHT, theme.GOLD, theme.GOLD_DARK,
                        245, 3)
            below = ntr("{n} new below ↓", "{n} new below ↓", self.unseen).format(n=self.unseen)
            text.draw(surface, below, self.pill.center, 15, theme.INK, "bold", "center",
                      max_width=self.pill.width - 12)

    def _draw_lines(self, surface: pygame.Surface, view_top: int, dx: int = 0) -> None:
        """The entries in sight of a window `view_top`..+height on `surface` (the screen, or
        the layer shifted by `dx`), scrolled by the scrollbar. Only whole lines are drawn: a
        line that starts above the window or ends below it is left out, never cut across."""
        y = view_top - round(self.scrollbar.shown.value)
        foot = view_top + self.inner.height
        first, end = self.marked or (0, 0)
        for i, entry in enumerate(self.entries):
            height = len(entry.lines) * self.step
            above = max(0, -((y - view_top) // self.step))     # its lines starting above
            upto = min(len(entry.lines), (foot - y) // self.step)   # past its last whole one
            if above < upto:
                if first <= i < end:     # the last move: a lit band, a gold edge at its left
                    top = y + above * self.step - GAP // 2
                    bottom = y + upto * self.step + (GAP // 2 if upto == len(entry.lines) else 0)
                    band = pygame.Rect(self.inner.x + dx, top, self.inner.width - 6,
                                       bottom - top)
                    ink.rect(surface, theme.mix(theme.NIGHT_PANEL, theme.GOLD_DARK, 0.3), band)
                    ink.rect(surface, theme.GOLD, (band.x, band.y, 3, band.height))
                self._draw_entry(surface, entry, y, dx, above, upto)
            y += height + GAP

    def _draw_entry(self, surface: pygame.Surface, entry: Entry, y: int, dx: int,
                    above: int, upto: int) -> None:
        """The entry's lines `above`..`upto` (its seat's marker beside its first)."""
        shift = round(24 * (1 - entry.arrive.value))
        x = self.inner.x + dx + shift
        if entry.seat is not None and not above:
            theme.seat_marker(surface, entry.seat, (x + 8, y + self.step // 2), 6, self.symbols)
        colour = theme.mix(theme.NIGHT, entry.colour, entry.arrive.value)
        for i, line in enumerate(entry.lines[above:upto], above):
            surface.blit(theme.text(line, self.size, colour), (x + 22, y + i * self.step))
