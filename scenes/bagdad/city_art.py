"""The city as drawn: the Tiled map rendered with pytmx's pygame loader and the map's own
tileset art, cropped to the walled city, scaled once to fit its place on the table; and the
geometry the table needs on top of it (where a space's centre is on screen, which space is
under the mouse, a hex's outline for shading).

The engine reads the same .tmx for the rules (engine/bagdad/city_map.py); this module only draws
it, so an edit made in Tiled shows here with no code change. Object layers are drawn as Tiled
shows them: district outlines and walls as lines; a gate, the one way through a wall, as a gold
arch outlined in ink at the object's place, drawn at screen size so that it stays crisp and
plain on every district's colour (the map's own icons, scaled down, melt into the sand);
`labels` and the Vizier's `markers` are left to the table, which draws its own Desert and Vizier.
"""
from __future__ import annotations

import math
from functools import cached_property

import pygame
import pytmx
from pytmx.util_pygame import load_pygame

from engine.bagdad.board import CITY
from engine.bagdad.city import DESERT, City
from engine.bagdad.city_map import MAP_PATH
from scenes.kit import ink, paper, theme

MARGIN = 40                       # map pixels of desert kept around the walled city
WALL_INK = (46, 24, 10)
BORDER_INK = (34, 18, 8)
# A pointy-top hex's corners as fractions of its half-width and half-height, from the top.
CORNERS = ((0.0, -1.0), (1.0, -0.5), (1.0, 0.5), (0.0, 1.0), (-1.0, 0.5), (-1.0, -0.5))
GATE_FILL = (255, 210, 84)
GATE_DOOR = (40, 24, 12)
CITY_GATE, DISTRICT_GATE = (16, 20), (13, 16)      # a gate's arch on screen (w, h): the five
                                                   # gates of Baghdad, a district's gate


@paper.cache(maxsize=2)
def city_art(rect: tuple[int, int, int, int], path=MAP_PATH) -> "CityArt":
    """The shipped city drawn into `rect`, made once per process (every table shares it: it
    never changes while the app runs)."""
    return CityArt(CITY, pygame.Rect(rect), path)


class CityArt:
    """The map drawn into `rect` (logical pixels) for `city`, read from `path`."""

    def __init__(self, city: City, rect: pygame.Rect, path=MAP_PATH) -> None:
        self.city = city
        self.tmx = load_pygame(str(path))
        grid = city.grid
        centres = [grid.centre(s.col, s.row) for s in city.spaces if s.id != DESERT]
        half_w, half_h = grid.tile_w / 2, grid.tile_h / 2
        left = min(x for x, _ in centres) - half_w - MARGIN
        top = min(y for _, y in centres) - half_h - MARGIN
        right = max(x for x, _ in centres) + half_w + MARGIN
        bottom = max(y for _, y in centres) + half_h + MARGIN
        self.crop = pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
        self.scale = min(rect.width / self.crop.width, rect.height / self.crop.height)
        size = (round(self.crop.width * self.scale), round(self.crop.height * self.scale))
        self.rect = pygame.Rect((0, 0), size)
        self.rect.center = rect.center
        self.surface = ink.smoothscale(self._render().subsurface(self.crop), size)
        for centre, from_desert in self.gates:
            _arch(self.surface, (centre[0] - self.rect.x, centre[1] - self.rect.y),
                  CITY_GATE if from_desert else DISTRICT_GATE)

    # --- geometry -----------------------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """Map pixels -> logical screen pixels."""
        return (self.rect.x + (x - self.crop.x) * self.scale,
                self.rect.y + (y - self.crop.y) * self.scale)

    @cached_property
    def centres(self) -> tuple[tuple[float, float], ...]:
        """Every city space's centre on screen, by id (the Desert's is its marker hex)."""
        grid = self.city.grid
        return tuple(self.to_screen(*grid.centre(s.col, s.row)) for s in self.city.spaces)

    @cached_property
    def gates(self) -> tuple[tuple[tuple[float, float], bool], ...]:
        """Every gate's place on screen, and whether it is one of the five gates from the
        Desert."""
        return tuple((self.to_screen(*_place(obj)), obj.properties.get("b") == "desert")
                     for obj in self._gate_objects)

    @cached_property
    def entries(self) -> dict[int, tuple[float, float]]:
        """The place on screen of each gate from the Desert, by the street it opens onto."""
        found = {}
        for obj in self._gate_objects:
            if obj.properties.get("b") == "desert":
                col, row = (int(n) for n in obj.properties["a"].split(","))
                found[self.city.at(col, row)] = self.to_screen(*_place(obj))
        return found

    @cached_property
    def _gate_objects(self) -> tuple:
        return tuple(next((g for g in self.tmx.objectgroups if g.name == "gates"), ()))

    def space_at(self, pos: tuple[int, int]) -> int | None:
        """The city space under a screen point (never the Desert: it is drawn apart)."""
        if not self.rect.collidepoint(pos):
            return None
        x = (pos[0] - self.rect.x) / self.scale + self.crop.x
        y = (pos[1] - self.rect.y) / self.scale + self.crop.y
        cell = self.city.grid.cell_at(x, y)
        space = None if cell is None else self.city.at(*cell)
        return None if space == DESERT else space

    def outline(self, space: int, shrink: float = 0.0) -> list[tuple[float, float]]:
        """The six corners of a space's hex on screen, pulled in by `shrink` (0..1)."""
        grid = self.city.grid
        cx, cy = self.centres[space]
        k = self.scale * (1 - shrink) / 2
        w, h = grid.tile_w * k, grid.tile_h * k
        if grid.axis == "y":            # pointy-top: a corner at the top and the bottom
            return [(cx + u * w, cy + v * h) for u, v in CORNERS]
        return [(cx + v * w, cy + u * h) for u, v in CORNERS]   # flat-top: the same, turned

    # --- rendering ----------------------------------------------------------------------------
    def _render(self) -> pygame.Surface:
        """The whole map at its own size, as Tiled draws it."""
        tmx, grid = self.tmx, self.city.grid
        width = grid.cols * grid.tile_w + grid.tile_w // 2
        height = grid.rows * grid.tile_h
        full = paper.Paper(pygame.Surface((width, height)), 1.0)     # in the map's pixels
        full.fill(pygame.Color(tmx.background_color) if tmx.background_color else theme.SAND)
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for col, row, image in layer.tiles():
                    cx, cy = grid.centre(col, row)
                    full.blit(image, image.get_rect(center=(round(cx), round(cy))))
        layers = {layer.name: layer for layer in tmx.objectgroups}
        if "districts" in layers:
            for obj in layers["districts"]:
                points = [(p.x, p.y) for p in obj.points] if hasattr(obj, "points") else \
                    [(p.x, p.y) for p in obj.as_points]
                ink.lines(full, BORDER_INK, True, points, 7)
        if "walls" in layers:
            for obj in layers["walls"]:
                points = [(p.x, p.y) for p in getattr(obj, "points", obj.as_points)]
                ink.lines(full, WALL_INK, False, points, 9)
                for point in (points[0], points[-1]):
                    ink.circle(full, WALL_INK, point, 7)
        return full


def _place(obj) -> tuple[float, float]:
    """Where a map object stands, as the engine reads it (engine/bagdad/city_map.py): the
    middle of its points, or its x, y as Tiled wrote them (pytmx moves a tile object's y up by
    its height)."""
    points = getattr(obj, "points", None)
    if points:
        return sum(p.x for p in points) / len(points), sum(p.y for p in points) / len(points)
    return obj.x, obj.y + (obj.height if obj.gid else 0)


def _arch(surface: pygame.Surface, centre: tuple[float, float], size: tuple[int, int]) -> None:
    """A gate: a gold arch with an ink outline and a dark doorway, standing on `centre`."""
    w, h = size
    cx, cy = centre

    def outline(width: float, height: float, bottom: float) -> list[tuple[float, float]]:
        r = width / 2
        spring = bottom - height + r            # where the round top begins
        top = [(cx - r * math.cos(a), spring - r * math.sin(a))
               for a in (math.pi * k / 8 for k in range(9))]
        return [(cx - r, bottom)] + top + [(cx + r, bottom)]

    bottom = cy + h / 2
    ink.polygon(surface, theme.SAND_LIGHT, outline(w + 4, h + 3, bottom + 1.5))
    ink.polygon(surface, GATE_FILL, outline(w, h, bottom))
    ink.polygon(surface, BORDER_INK, outline(w, h, bottom), 2)
    ink.polygon(surface, GATE_DOOR, outline(w * 0.45, h * 0.62, bottom))
