"""The last move, for a player coming back to the table: once the board has shown a run of
other players' moves and the turn is a person's again (or the game is over), the log is
brought to the newest line with the last move's lines marked, and the board rings where that
move lies (`last_move_marks`, a game table's), until the next move. A player who scrolled the
log back or looked away during a long AI run finds, at a glance, what was done last.

Mixed into TableScene: `begin_telling(seat)` as a move is played (before its lines are said),
`show_last_move()` every frame at which the turn waits on a person or the game has ended.
"""
from __future__ import annotations

import pygame

from scenes.kit import ink, theme
from scenes.kit.tabs import seat_tab


class LastMove:
    shown_at: tuple | None = None   # (moves in the log, its last action) when last marked

    def begin_telling(self, seat: int) -> None:
        """A move by `seat` is about to be told: its lines belong to it (in step with them)."""
        first = self.move_beats[0] if self.move_beats else None
        self.timeline.cue(lambda: self.log.begin(seat), first)

    def show_last_move(self) -> None:
        """Once per move, when another seat made it: mark it in the log, scroll there, and
        let the board ring it."""
        log, to_move = self.match.log, self.state.to_move()
        if not log or self.last_move is None or self.marked_now() \
                or self.last_move[0] == to_move:
            return
        self.shown_at = len(log), log[-1]
        self.log.show_last()

    def marked_now(self) -> bool:
        """Whether the last move is marked and still the last (the same action object may
        come twice: the engine shares them, so its place in the log counts too)."""
        log, shown = self.match.log, self.shown_at
        return shown is not None and shown[0] == len(log) and shown[1] is log[-1]

    def last_move_marks(self) -> list[pygame.Rect]:
        """Hook: where the last move lies on the board (what it took, turned or moved); a game
        table says, none by default (the log's mark is every table's)."""
        return []

    def last_tab_foot(self, ring: pygame.Rect) -> tuple[int, int]:
        """Hook: where the foot of the "last" tab stands: on the ring's top edge by default."""
        return ring.centerx, ring.top + 6

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The board's ring round the last move, under the widgets (the cards over the board)."""
        if self.marked_now() and self.view and not self.board_busy():
            seat = self.last_move[0]
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            marks = self.last_move_marks()
            for rect in marks:
                radius = min(12, rect.height // 2)
                ink.rect(surface, theme.NIGHT_DEEP, rect.inflate(6, 6), 5,
                         border_radius=radius + 3)
                ink.rect(surface, colour, rect.inflate(2, 2), 3, border_radius=radius + 1)
            if marks:    # a ring alone, in a seat's blue, was taken for the (pulsing) hint's
                seat_tab(surface, self.last_tab_foot(marks[0]), 50, seat, "last",
                         self.app.settings.colour_blind)
                self.over_last_mark(surface)
        super().draw_widgets(surface)

    def over_last_mark(self, surface: pygame.Surface) -> None:
        """Hook: what on the last move's place must stay readable over its ring (a card's own
        badges); nothing by default."""
