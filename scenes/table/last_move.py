"""The last move, for a player coming back to the table: once the board has shown a run of
other players' moves and the turn is a person's again (or the game is over), the log is
brought to the newest line with the last move's lines marked, and the board rings where that
move lies (`marks`, a game's), until the next move. A player who scrolled the log back or
looked away during a long AI run finds, at a glance, what was done last.

A part the table holds (`table.last`): the log's telling calls `begin` as a move is told, the
host `show` every frame at which the turn waits on a person or the game has ended. A game's
table gives its own kind (`TableScene.last_move_class`) to follow a move's places (`follow`),
ring them (`marks`, `tab_foot`) and draw what must stay readable over the ring (`over_mark`).
"""
from __future__ import annotations

import pygame

from engine.core import Event
from engine.words.language import N_, tr
from scenes.kit import ink, theme
from scenes.kit.tabs import seat_tab
from scenes.table.board.timeline import Beat

LAST = N_("last")       # the tab on the last move's ring
TAB_W = 50              # its width, or wider for a longer word


class LastMove:
    def __init__(self, table) -> None:
        self.table = table
        self.move: tuple[int, str] | None = None    # the last move: its seat and its words
        self.shown_at: tuple | None = None  # (moves made, moves taken back) when marked

    def begin(self, seat: int, events: list[Event], first: Beat | None) -> None:
        """A move by `seat` is about to be told: its lines belong to it (as beat `first`, the
        first showing it, begins), and the board follows where it lies."""
        self.table.timeline.cue(lambda: self.table.log.begin(seat), first)
        self.follow(seat, events)

    def follow(self, seat: int, events: list[Event]) -> None:
        """Hook: a move told (played or retold); a game ringing its places follows them here."""

    def show(self) -> None:
        """Once per move, when another seat made it: mark it in the log, scroll there, and
        let the board ring it."""
        table = self.table
        if not table.session.turn or self.move is None or self.marked_now() \
                or self.move[0] == table.state.to_move():
            return
        self.shown_at = self.now()
        table.log.show_last()

    def marked_now(self) -> bool:
        """Whether the last move is marked and still the last (after a take-back, a new move
        has the place of the one taken back: the take-backs count too)."""
        return self.shown_at is not None and self.shown_at == self.now()

    def now(self) -> tuple[int, int]:
        return self.table.session.turn, self.table.match.take_backs

    def marks(self) -> list[pygame.Rect]:
        """Hook: where the last move lies on the board (what it took, turned or moved); a game
        says, none by default (the log's mark is every table's)."""
        return []

    def tab_foot(self, ring: pygame.Rect) -> tuple[int, int]:
        """Hook: where the foot of the "last" tab stands: on the ring's top edge by default."""
        return ring.centerx, ring.top + 6

    def draw(self, surface: pygame.Surface) -> None:
        """The board's ring round the last move, under the widgets (the cards over the board)."""
        table = self.table
        if not (self.marked_now() and table.view and not table.board_busy()):
            return
        seat = self.move[0]
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        marks = self.marks()
        for rect in marks:
            radius = min(12, rect.height // 2)
            ink.rect(surface, theme.NIGHT_DEEP, rect.inflate(6, 6), 5, border_radius=radius + 3)
            ink.rect(surface, colour, rect.inflate(2, 2), 3, border_radius=radius + 1)
        if marks:    # a ring alone, in a seat's blue, was taken for the (pulsing) hint's
            width = max(TAB_W, theme.font(13, "bold").size(tr(LAST))[0] + 30)  # the word whole
            seat_tab(surface, self.tab_foot(marks[0]), width, seat, LAST,
                     table.app.settings.colour_blind)
            self.over_mark(surface)

    def over_mark(self, surface: pygame.Surface) -> None:
        """Hook: what on the last move's place must stay readable over its ring (a card's own
        badges); nothing by default."""
