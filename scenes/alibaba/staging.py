"""A move shown in the cave: its motions (scenes/alibaba/motion.py) played together, as one beat
of the table's timeline drawn the very frame it is added. A take flies to its taker (your
treasures, or another seat's row), the tiles it uncovers turn over one after another, and its
points rise from where it was taken to the score track.
"""
from __future__ import annotations

import pygame

from engine.core import Event
from scenes.table.board import Together

from . import motion


class CaveStaging:
    def __init__(self, table, rise_from: tuple[int, int]) -> None:
        self.table = table
        self.last_take = rise_from      # where the latest take's points rise from

    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        """The host's `animate`: the move's motions, together."""
        table = self.table
        parts: list = []
        flips = 0
        for e in events:
            d = e.data
            if e.kind == "take":
                start = table.layout.rect(before["cells"][d["pos"]])
                parts.append(motion.Flight(d["tile"], start, self.home(d["seat"], d["kind"])))
                self.last_take = start.center
            elif e.kind == "flip":
                parts.append(motion.Flip(d["pos"], 0.3 + 0.09 * flips))
                flips += 1
            elif e.kind == "points":
                track = table.track
                end = track.token(d["seat"], d["total"], track.scale(table.state.scores))
                parts.append(motion.Points(d["amount"], self.last_take, end, 0.35))
            elif e.kind == "pick":
                parts.append(motion.Flight(d["tile"], self.home(d["from_seat"], d["kind"]),
                                           self.home(d["seat"], d["kind"])))
            elif e.kind == "lamp_swap":
                cell = next(c for c, t in zip(table.display.cells, before["display"])
                            if t["tile"] == d["tile"])
                home = self.home(d["seat"], d["kind"])
                parts += [motion.Flight(d["tile"], cell, home),
                          motion.Flight(d["lamp"], home, cell)]
        if parts:
            table.timeline.add([Together(parts)], at_once=True)    # drawn this very frame

    def moving(self) -> list:
        """The motions on screen now."""
        return [part for beat in self.table.timeline.playing() for part in beat.parts]

    def home(self, seat: int, kind: str | None) -> pygame.Rect:
        """Where a seat's tiles go: your treasure row, or another seat's row at the right."""
        table = self.table
        if seat == table.viewer and kind is not None:
            return table.treasures.slot(kind)
        rows = table.chrome.seats_rect
        y = rows.y + 48 + seat * 40
        return pygame.Rect(rows.right - 84, y + 8, 20, 20)
