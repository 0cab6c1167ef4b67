"""What the pointer shows over the city: the way of the move it points at (route.py: the end
being paid for, else the end under the mouse or under a way's button) drawn on the map, and a
tip on the thing under it (hover.py's words) laid where it hides neither that way nor, for a
thing of the city, the side panel. No tip while the board moves, after a click (until the
pointer moves), over a way's buttons or a summary of a wait, or under another screen.
"""
from __future__ import annotations

import pygame

from scenes.bagdad import hover, route
from scenes.bagdad.layout import DESERT_CAMP, MAP
from scenes.kit import tips
from scenes.table.chrome import BOARD

CITY_THINGS = ("space", "piece", "desert", "vizier_note")


class Pointer:
    def __init__(self, table) -> None:
        self.table = table

    def tip(self, key: tuple) -> tuple[str, list[str]] | None:
        """The tip on a thing under the pointer: its title and lines."""
        return hover.tip(self.table, key)

    def way(self) -> route.Way | None:
        """The move the map shows (route.shown): the end being paid for, else the way to the
        end under the mouse."""
        table = self.table
        option = next((b.action for b in table.chooser.buttons
                       if b.rect.collidepoint(table.mouse)), None)
        hovered = table.hover[1] if table.hover and table.hover[0] == "space" else None
        move = route.shown(table.view, table.look.moving, option, hovered, table.spaces)
        if move is None or move[0] not in table.spots:
            return None
        return route.plan(table.art, table.spots[move[0]], table.space_of(move[0]), *move)

    def draw_route(self, surface: pygame.Surface) -> None:
        way, table = self.way(), self.table
        if way is not None:
            victim = table.spots.get(way.victim) if way.chosen else None
            route.draw(surface, table.art, way, table.look.pulse, table.look.colour_blind, victim)

    def draw_tip(self, surface: pygame.Surface) -> None:
        table = self.table
        waited = table.waiting.card
        if table.hover is None or not table.tip_wanted() or table.chooser.buttons \
                or not table.view or table.app.stack.top is not table \
                or waited.visible and waited.rect.collidepoint(table.mouse):
            return
        said = self.tip(table.hover)
        if said is not None:
            tips.draw(surface, self.area(), table.mouse, *said)

    def area(self) -> pygame.Rect:
        """Where a hover tip may lie: a tip about the city stays off the side panel, and no tip
        hides the way of the move shown (route.beside)."""
        kind = self.table.hover[0]
        if kind in CITY_THINGS:
            area = MAP.union(DESERT_CAMP)
        elif kind == "seat":
            area = pygame.Rect(BOARD.x, BOARD.y, 1248, BOARD.height)
        else:
            area = BOARD
        way = self.way()
        return area if way is None else route.beside([area, BOARD], way.bounds)
