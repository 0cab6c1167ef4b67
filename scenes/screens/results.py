"""The end of a game: who won, and each seat's score with the game's own breakdown (its headers
English, marked N_ by the game's table and said here as they are drawn)."""
from __future__ import annotations

import secrets

import pygame

from engine.match import Match
from engine.words import joined
from engine.words.language import N_, tr
from saves import names
from scenes.kit import ink, score_chart, text, theme
from scenes.kit.dialogs import Dialog
from scenes.kit.tween import Tween, ease_out_cubic

ROW_H = 40
CHART_H = 150    # the score-over-the-game chart under the breakdown
NAME_SIZE = 19


def columns(details: list[dict]) -> list[str]:
    """Every key of the per-seat breakdowns, in the order they first appear."""
    return list(dict.fromkeys(key for d in details for key in d))


def headline(match: Match) -> str:
    result = match.state.result()
    names = [match.seats[i].name for i in result.winners]
    if len(names) == 1:
        return tr("{name} wins!").format(name=names[0])
    return tr("{names} share the win!").format(names=joined(names))


class ResultsScene(Dialog):
    """Over the final table: the breakdown table, then back to the title or play again.

    A game's table may show its own breakdown: a subclass sets `row_h`, `table_width()`,
    `headers()`, `draw_header(...)` and `draw_row(...)`, and keeps the shared seat cells.
    """

    row_h = ROW_H

    def __init__(self, app, table) -> None:
        self.table = table
        match = table.match
        self.result = match.state.result()
        self.columns = columns(self.result.details)
        self.history = match.score_history()
        rows = len(match.seats)
        choices = [(N_("Back to title"), app.home, "secondary"),
                   (N_("See the board"), None, "secondary")]     # closing is enough
        if table.mode.keeps:        # a friend's table: the game was the host's to play again
            choices.append((N_("Play again"), self.play_again, "primary"))
        said = " · ".join(filter(None, (self.message(), names.take_backs_line(match.take_backs))))
        super().__init__(app, headline(match), said, choices,
                         width=self.table_width(),
                         extra=self.row_h * rows + ROW_H + 8 + CHART_H)
        self.count_up = Tween(0.0, 1.0, 0.6, ease_out_cubic)
        self.name_w = self.names_width()

    def names_width(self) -> int:
        """The seat column: as wide as the longest name needs (with its marker and a winner's
        star), from 220 px up to half the table; the values share the rest."""
        font = theme.font(NAME_SIZE, "bold")
        widest = max(font.size(seat.name)[0] for seat in self.table.match.seats)
        return max(220, min(widest + 74, self.extra_rect.width // 2))

    def message(self) -> str:
        """The line under the headline (none by default); a game may say why the winners won."""
        return ""

    def table_width(self) -> int:
        return min(1180, 560 + 120 * max(0, len(self.columns) - 1))

    def back(self) -> None:
        self.app.home()

    def play_again(self) -> None:
        """The same game, seats and options, with a fresh random deal."""
        match, seed = self.table.match, secrets.randbelow(10 ** 9)
        again = getattr(match.game, "again_options", None)
        options = again(match.options, len(match.seats), seed) if again else match.options
        fresh = Match.new(match.name, match.seats, seed, options)
        self.app.hold(fresh)        # its own lock, a new id's: no other window has it
        self.app.stack.reset(type(self.table)(self.app, fresh))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.count_up.update(dt)

    def headers(self) -> list[str]:
        return [c.replace("_", " ").capitalize() for c in self.columns] + [N_("Score")]

    def column_xs(self) -> tuple[list[int], int]:
        """Left edges of the value columns, and their width."""
        area, count = self.extra_rect, len(self.headers())
        col_w = (area.width - self.name_w) // max(1, count)
        return [area.x + self.name_w + i * col_w for i in range(count)], col_w

    def draw_dialog(self, surface: pygame.Surface) -> None:
        super().draw_dialog(surface)
        area = self.extra_rect
        xs, col_w = self.column_xs()
        text.draw(surface, tr("Seat"), (area.x, area.y + ROW_H // 2), 17, theme.GOLD, "bold",
                  "midleft")
        for x, header in zip(xs, self.headers()):
            self.draw_header(surface, header, pygame.Rect(x, area.y, col_w, ROW_H))
        t = self.count_up.value
        for i in range(len(self.table.match.seats)):
            row = pygame.Rect(area.x - 8, area.y + ROW_H + self.row_h * i, area.width + 16,
                              self.row_h - 4)
            self.draw_seat(surface, i, row)
            self.draw_row(surface, i, row, t)
        chart = pygame.Rect(area.x, area.bottom - CHART_H + 12, area.width, CHART_H - 12)
        score_chart.draw(surface, chart, self.history, t, self.app.settings.colour_blind)

    def draw_header(self, surface: pygame.Surface, header: str, cell: pygame.Rect) -> None:
        text.draw(surface, text.said(header), cell.center, 17, theme.GOLD, "bold", "center",
                  max_width=cell.width - 8)

    def draw_seat(self, surface: pygame.Surface, i: int, row: pygame.Rect) -> None:
        """The row's shading (gold for a winner), the seat's marker, name and winner's star."""
        won = i in self.result.winners
        shade = theme.mix(theme.NIGHT_LIGHT, theme.GOLD_DARK, 0.5) if won else theme.NIGHT_PANEL
        ink.rect(surface, shade, row, border_radius=8)
        theme.seat_marker(surface, i, (row.x + 20, row.centery), 9,
                          self.app.settings.colour_blind)
        label, room = self.table.match.seats[i].name, self.name_w - 70
        size = text.fitting_size(label, room, NAME_SIZE, "bold", 14)   # shrunk before cut
        name = text.draw(surface, label, (row.x + 38, row.centery), size,
                         theme.GOLD_LIGHT if won else theme.TEXT, "bold", "midleft",
                         max_width=room)
        if won:
            theme.star(surface, (name.right + 16, row.centery), 10)

    def draw_row(self, surface: pygame.Surface, i: int, row: pygame.Rect, t: float) -> None:
        """One seat's values, counting up with `t` (0 to 1)."""
        xs, col_w = self.column_xs()
        details = self.result.details[i] if i < len(self.result.details) else {}
        values = [details.get(c, "") for c in self.columns] + [self.result.scores[i]]
        for x, value in zip(xs, values):
            counted = isinstance(value, int) and not isinstance(value, bool)
            shown = round(value * t) if counted else value
            text.draw(surface, str(shown), (x + col_w // 2, row.centery), 19, theme.TEXT,
                      anchor="center", max_width=col_w - 8)
