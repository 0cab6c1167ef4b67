"""The cave table's own kinds of the parts every table holds (scenes.table.host): its banner
asks what the colour taken asks, its seat rows end with each seat's tiles, points and ban, over
the cave's floor (`CaveChrome`); its log says the public events in the game's words
(`CaveTelling`); the last move's ring goes round the places the taker took its tiles from this
turn (`CaveLastMove`).
"""
from __future__ import annotations

from functools import cached_property

import pygame

from engine.alibaba.words import telling
from engine.core import Event
from scenes.alibaba import panels, prompts
from scenes.alibaba.cave import CavePainter
from scenes.table.chrome import Chrome
from scenes.table.last_move import LastMove
from scenes.table.telling import Telling


class CaveChrome(Chrome):
    def banner_text(self) -> tuple[str, str]:
        who, what = super().banner_text()
        if self.table.actions:
            what = prompts.ask(self.table.view, self.table.names)
        return who, what

    def draw_seat_tag(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> pygame.Rect:
        state = self.table.state
        ban = next((r for r in state.restrictions if r["by"] == seat), None)
        scores = self.final_scores if state.is_over() else state.scores
        return panels.seat_tag(surface, row, seat, self.seat_kind(seat),
                               len(state.screens[seat]), scores[seat], ban, self.table.symbols)

    @cached_property
    def final_scores(self) -> list[int]:
        """Once the game is over a seat's points are its total, sets included, as on the
        results (the track holds only the points scored during play)."""
        return self.table.state.result().scores

    def paint_still(self, image) -> None:
        if self.table.layout is not None:
            CavePainter(self.table.layout, self.table.symbols).floor(image)


class CaveTelling(Telling):
    def describe_events(self, events: list[Event]) -> list[str]:
        public = [e for e in events if e.visible_to is None]
        return telling.event_lines(public, self.table.names)


class CaveLastMove(LastMove):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.taken: tuple[int | None, list] = (None, [])   # the last taker, its turn's places

    def follow(self, seat: int, events: list[Event]) -> None:
        """Where the taker's tiles came from this turn (a move played or retold)."""
        for e in events:
            if e.kind == "take":
                taker, places = self.taken
                pos = e.data["pos"]
                self.taken = e.data["seat"], (places if taker == e.data["seat"] else []) + [pos]

    def marks(self) -> list[pygame.Rect]:
        """Where the last mover took its tiles this turn (a green take's second one too)."""
        taker, places = self.taken
        layout = self.table.layout
        if layout is None or self.move is None or self.move[0] != taker:
            return []
        return [layout.rect(self.table.view["cells"][pos]) for pos in places]
