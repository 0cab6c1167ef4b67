"""Where the last move lies on the city: the city table's kind of the host's last-move part
(scenes/table/last_move.py), which rings it.

The log marks one seat's steps in a row as one move (a purchase is several: the item, the
space, each card, the confirmation, then the slipper's pass), so the ring follows that whole
run: the spaces its pieces were placed or moved to, a piece bought into the Desert camp. Offers,
payments, passes and gems have no place on the board (the supply's row is too tight for a ring
that would not cover its neighbours' counts): no ring.
Followed from public events only, as the log's lines are (never a hidden card or gem)."""
from __future__ import annotations

import pygame

from engine.core import Event
from scenes.bagdad.layout import around
from scenes.table.last_move import LastMove

KEEP = 2            # the run's latest places ringed (a holder may buy several moves)
CAMP_RING = 34      # round a piece in the Desert camp, as its click ring


def place(e: Event) -> tuple | None:
    """The board place an event puts something in, or None."""
    if e.visible_to is not None:
        return None
    if e.kind in ("place", "move"):
        return "space", e.data["space"]
    if e.kind == "buy_piece":
        return "piece", e.data["piece"]
    return None


class CityLastMove(LastMove):
    """The places of the latest mover's run of steps, one per piece (its last), newest last."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.seat: int | None = None
        self.places: dict = {}      # piece -> its place

    def follow(self, seat: int, events: list[Event]) -> None:
        """A move by `seat`: another seat's starts a new run (as the log's mark does)."""
        if seat != self.seat:
            self.seat, self.places = seat, {}
        for e in events:
            found = place(e)
            if found is not None:
                self.places.pop(e.data["piece"], None)
                self.places[e.data["piece"]] = found

    def marks(self) -> list[pygame.Rect]:
        """The rings for the last mover's run, where the board on screen draws those places:
        the spaces its pieces went to, a piece bought into the camp."""
        table = self.table
        if self.move is None or not table.view or self.move[0] != self.seat \
                or table.panel.wide:        # the trading panel lies over the city
            return []
        art, spots, found = table.art, table.spots, []
        for key, value in list(self.places.values())[-KEEP:]:
            if key == "space":
                found.append(around(art.centres[value]))
            elif value in spots:        # a piece bought, still in the camp (not moved since)
                found.append(around(spots[value], CAMP_RING))
        return found
