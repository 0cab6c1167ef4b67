"""The chart of every seat's score over the game, drawn on the results screen.

One line per seat in its seat colour; with colour-blind symbols on, each line also ends in
the seat's shape, so the lines stay apart without colour.
"""
from __future__ import annotations

import pygame

from engine.words.language import tr
from scenes.kit import ink, text, theme

AXIS_W = 44      # room for the score labels left of the plot
FOOT_H = 22      # room for the labels under it: "start" and "end" (a count of moves meant
#                   nothing where a trade takes many, as in Bagdad)


def _nice_top(value: int) -> int:
    """A round number at or above `value`, for the top gridline."""
    for step in (5, 10, 20, 25, 50, 100, 200, 250, 500):
        if value <= step * 4:
            return max(step, -(-value // step) * step)
    return value


def points(history: list[list], plot: pygame.Rect, top: int,
           fraction: float) -> list[list[tuple]]:
    """Screen points of each seat's line (`top` at the plot's top edge), the first
    `fraction` (0–1) of the game drawn."""
    last = max(1, len(history) - 1)
    shown = history[: max(1, round(len(history) * fraction))]
    lines = []
    for seat in range(len(history[0])):
        lines.append([(plot.x + plot.width * i / last,
                       plot.bottom - plot.height * max(0, row[seat]) / top)
                      for i, row in enumerate(shown)])
    return lines


def draw(surface: pygame.Surface, rect: pygame.Rect, history: list[list], fraction: float,
         symbols: bool) -> None:
    """The framed chart in `rect`, with gridlines, axis labels and one line per seat."""
    plot = pygame.Rect(rect.x + AXIS_W, rect.y + 8, rect.width - AXIS_W - 8,
                       rect.height - 8 - FOOT_H)
    top = _nice_top(max(1, max(max(row) for row in history)))
    for k in range(5):
        y = plot.bottom - plot.height * k / 4
        ink.line(surface, theme.NIGHT_LIGHT, (plot.x, y), (plot.right, y), 1)
        text.draw(surface, str(top * k // 4), (plot.x - 8, y), 14, theme.MUTED, anchor="midright")
    text.draw(surface, tr("start"), (plot.x, plot.bottom + 4), 14, theme.MUTED, anchor="midtop")
    text.draw(surface, tr("end"), (plot.right, plot.bottom + 4), 14, theme.MUTED,
              anchor="midtop")
    for seat, line in enumerate(points(history, plot, top, fraction)):
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        if len(line) > 1:
            ink.lines(surface, colour, False, line, 3)
        theme.seat_marker(surface, seat, (round(line[-1][0]), round(line[-1][1])), 6, symbols)
