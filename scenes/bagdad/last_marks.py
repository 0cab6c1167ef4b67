"""Where the last move lies on the city, for the host's ring round it (scenes/table/last_move.py).

The log marks one seat's steps in a row as one move (a purchase is several: the item, the
space, each card, the confirmation, then the slipper's pass), so the ring follows that whole
run: the spaces its pieces were placed or moved to, a piece bought into the Desert camp. Offers,
payments, passes and gems have no place on the board (the supply's row is too tight for a ring
that would not cover its neighbours' counts): no ring.
Followed from public events only, as the log's lines are (never a hidden card or gem)."""
from __future__ import annotations

import pygame

from engine.core import Event
from scenes.bagdad.city_art import CityArt
from scenes.bagdad.layout import around

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


class Trail:
    """The places of the latest mover's run of steps, one per piece (its last), newest last."""

    def __init__(self) -> None:
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

    def rects(self, seat: int, art: CityArt, spots: dict) -> list[pygame.Rect]:
        """The rings for `seat`'s run, where the board on screen draws those places."""
        if seat != self.seat:
            return []
        found = []
        for key, value in list(self.places.values())[-KEEP:]:
            if key == "space":
                found.append(around(art.centres[value]))
            elif value in spots:        # a piece bought, still in the camp (not moved since)
                found.append(around(spots[value], CAMP_RING))
        return found
