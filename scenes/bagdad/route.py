"""The way a move goes, drawn over the city: while its end is chosen, to the space under the
mouse; once chosen, while the cards are laid down, to that end, marked with the piece's ghost
and the price, so that the player sees what the cards buy. And where a hover tip may lie
without hiding that way.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.bagdad.board import CITY
from engine.bagdad.city import DESERT
from scenes.kit import ink, theme, tips
from scenes.bagdad import board
from scenes.bagdad.city_art import CityArt

Point = tuple[float, float]
INK = (34, 18, 8)
PAD = 24                        # px kept clear around the way's points: more than half a hex
TIP_ROOM = (tips.WIDTH + 12, 160)   # a part of the table with room for a tip of a few lines
GHOST_ALPHA = 150


@dataclass(frozen=True)
class Way:
    """A move as the map shows it."""

    piece: int
    end: int
    victim: int | None
    chosen: bool                  # the end is chosen: the move is being paid for
    points: tuple[Point, ...]     # the piece's spot (from the Desert, the gate it enters
                                  # by), then the centre of every space entered
    spot: Point                   # where the piece stands
    price: int | None = None

    @property
    def bounds(self) -> pygame.Rect:
        """The way's points with room around them: what a tip must keep off."""
        xs, ys = [p[0] for p in self.points], [p[1] for p in self.points]
        rect = pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)) + 1,
                           round(max(ys) - min(ys)) + 1)
        return rect.inflate(2 * PAD, 2 * PAD)


def shown(view: dict | None, moving: int | None, option, hovered: int | None,
          ends) -> tuple | None:
    """The move the map shows, as plan's (piece, end, victim, chosen, price): the move being
    paid for, its end chosen; else, while the end is chosen, the way to the chooser's `option`
    under the mouse, or to the `hovered` space if it is one of the `ends`."""
    buying = (view or {}).get("purchase") or {}
    if buying.get("item") == "move" and buying.get("stage") == "pay":
        return buying["piece"], buying["space"], buying.get("victim"), True, buying["price"]
    end = option.space if option is not None else hovered
    if moving is None or end not in ends:
        return None
    return moving, end, None if option is None else option.get("victim"), False, None


def plan(art: CityArt, spot: Point, start: int, piece: int, end: int, victim: int | None,
         chosen: bool, price: int | None = None) -> Way:
    """The way from `start` (the piece standing at `spot`) to `end`, by the cheapest route;
    from the Desert it begins at the gate it enters by (a line from the camp below the city
    would cross the city)."""
    entered = CITY.path(start, end) or ()
    begin = art.entries[entered[0]] if start == DESERT and entered else spot
    return Way(piece, end, victim, chosen, (begin,) + tuple(art.centres[s] for s in entered),
               spot, price)


def draw(surface: pygame.Surface, art: CityArt, way: Way, pulse: float, colour_blind: bool,
         victim_at: Point | None = None) -> None:
    """The way as a gold line outlined in ink with a dot on every space entered; a chosen end
    also gets the moving piece ringed, its own hex lit and outlined, the piece's ghost standing
    on it, its price, and the victim's ring."""
    points = way.points
    if len(points) > 1:
        ink.lines(surface, INK, False, points, 7)
        ink.lines(surface, theme.GOLD_LIGHT, False, points, 3)
        for x, y in points[1:]:
            ink.circle(surface, INK, (round(x), round(y)), 5)
            ink.circle(surface, theme.GOLD_LIGHT, (round(x), round(y)), 3)
    if not way.chosen:
        return
    start, end = way.spot, art.centres[way.end]
    glow = theme.glow(26, theme.GOLD_LIGHT, round(120 + 100 * pulse))
    surface.blit(glow, glow.get_rect(center=(round(end[0]), round(end[1]))))
    ink.circle(surface, theme.GOLD_LIGHT, (round(start[0]), round(start[1]) + 2),
               board.PIECE // 2 + 2, 2)
    outline = art.outline(way.end, 0.04)
    ink.polygon(surface, INK, outline, 6)
    ink.polygon(surface, theme.mix(theme.GOLD, theme.SAND_LIGHT, pulse), outline, 3)
    if len(points) > 1:
        ghost = board.piece_image(way.piece, colour_blind).copy()
        ghost.set_alpha(GHOST_ALPHA)
        surface.blit(ghost, ghost.get_rect(center=(round(end[0]), round(end[1]))))
    if way.price is not None:
        board.cost_tag(surface, end, way.price, True)
    if victim_at is not None:
        ink.circle(surface, board.STRIKE, (round(victim_at[0]), round(victim_at[1])),
                   board.PIECE // 2 + 3 + round(2 * pulse), 3)


def beside(areas: list[pygame.Rect], avoid: pygame.Rect) -> pygame.Rect:
    """Where a tip may lie so as to leave `avoid` in view: the largest part of the first of
    `areas` (in order of preference) left of, right of, above or below it with room for a tip;
    failing that, the largest such part of any."""
    every = []
    for area in areas:
        parts = [pygame.Rect(area.x, area.y, avoid.x - area.x, area.height),
                 pygame.Rect(avoid.right, area.y, area.right - avoid.right, area.height),
                 pygame.Rect(area.x, area.y, area.width, avoid.y - area.y),
                 pygame.Rect(area.x, avoid.bottom, area.width, area.bottom - avoid.bottom)]
        parts = [p.clip(area) for p in parts if p.width > 0 and p.height > 0]
        roomy = [p for p in parts if p.width >= TIP_ROOM[0] and p.height >= TIP_ROOM[1]]
        if roomy:
            return max(roomy, key=lambda p: p.width * p.height)
        every += parts
    return max(every, key=lambda p: p.width * p.height, default=areas[0])
