"""The cave as a stacked pyramid: where each tile is drawn, which tile is under the pointer,
and painting the board, the layers with their shadows, glows and flips.

Each layer is drawn shifted up-left by `lift` px per level and casts a shadow on the one
below, so a player sees what rests on what. Positions come from the view's footprints.
"""
from __future__ import annotations


import pygame

from engine.alibaba.geometry import LAYOUTS
from scenes.kit import ink, paper, theme

from . import tiles_art

LIFT = 0.09          # per-layer shift, as a share of a square
HOVER_RISE = 7       # px a hovered takeable tile rises
BACK_DARK = 0.13     # how much darker a face-down tile is per layer below the top
FACE_DARK = 0.04     # the same for face-up tiles, kept light so they stay easy to read


class CaveLayout:
    """Screen geometry of one cave side fitted into `area`."""

    def __init__(self, area: pygame.Rect, board: str) -> None:
        layers = LAYOUTS[board]
        self.squares = layers[0][0]
        self.top = len(layers) - 1
        span = self.squares + self.top * LIFT
        self.square = int(min(area.width, area.height) / span)
        self.lift = round(self.square * LIFT)
        size = self.square * self.squares
        extra = self.top * self.lift
        self.floor = pygame.Rect(0, 0, size, size)
        self.floor.bottomright = (area.centerx + (size + extra) // 2,
                                  area.centery + (size + extra) // 2)

    def rect(self, cell: dict) -> pygame.Rect:
        """Where a cell's tile image lies (its face plus the slab edge)."""
        shift = cell["layer"] * self.lift
        return pygame.Rect(round(self.floor.x + cell["x"] * self.square) - shift,
                           round(self.floor.y + cell["y"] * self.square) - shift,
                           self.square, self.square)

    def hit(self, cells: list[dict], point: tuple) -> int | None:
        """The position of the topmost drawn tile under `point`, or None."""
        for cell in sorted(cells, key=lambda c: -c["layer"]):
            if cell["state"] != "empty" and self.rect(cell).collidepoint(point):
                return cell["pos"]
        return None


@paper.cache(maxsize=8)
def _floor(size: int, squares: int) -> pygame.Surface:
    """The cave's stone board: warm sandstone, its squares carved in, a gold rim."""
    pad = max(10, size // 40)
    surf = paper.surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    outer = surf.get_rect()
    surf.blit(theme.gradient(outer.size, (112, 84, 56), (70, 50, 34), 16), (0, 0))
    ink.rect(surf, theme.GOLD_DARK, outer, 2, border_radius=16)
    step = size / squares
    for row in range(squares):
        for col in range(squares):
            cell = pygame.Rect(round(pad + col * step) + 3, round(pad + row * step) + 3,
                               round(step) - 6, round(step) - 6)
            ink.rect(surf, (58, 40, 28), cell, border_radius=6)
            ink.rect(surf, (128, 98, 66), cell, 1, border_radius=6)
    return surf


@paper.cache(maxsize=16)
def _shadow(size: int, alpha: int) -> pygame.Surface:
    return theme.rounded((size, size), (0, 0, 0, alpha), max(3, size // 8))


@paper.cache(maxsize=16)
def _glow_ring(size: int, colour: tuple) -> pygame.Surface:
    """A soft coloured halo around a tile: the mark of what may be clicked now."""
    pad = max(6, size // 9)
    surf = paper.surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = round(200 * (1 - i / pad) ** 1.6)
        rect = surf.get_rect().inflate(-2 * (pad - i), -2 * (pad - i))
        ink.rect(surf, (*colour, alpha), rect, 2, border_radius=size // 6 + i)
    return surf


def glow(surface: pygame.Surface, rect: pygame.Rect, strength: float,
         colour: tuple = theme.GOLD_LIGHT) -> None:
    """Halo `rect` (a tile image's rect) at `strength` 0..1."""
    ring = _glow_ring(rect.width, colour).copy()
    ring.set_alpha(round(255 * max(0.0, min(1.0, strength))))
    surface.blit(ring, ring.get_rect(center=rect.move(-1, -1).center))


def flipped(image_back: pygame.Surface, image_face: pygame.Surface, t: float) -> pygame.Surface:
    """A tile turning over, `t` from 0 (back up) to 1 (face up): squeezed along x."""
    image = image_back if t < 0.5 else image_face
    width = max(1, round(image.get_width() * abs(1 - 2 * t)))
    return ink.smoothscale(image, (width, image.get_height()))


class CavePainter:
    """Paints the pyramid from the view's cells, with what the table wants stressed."""

    def __init__(self, layout: CaveLayout, symbols: bool) -> None:
        self.layout, self.symbols = layout, symbols

    def image(self, cell: dict) -> pygame.Surface:
        size, depth = self.layout.square, self.layout.top - cell["layer"]
        if cell["state"] == "up":
            return tiles_art.shaded(tiles_art.face(cell["tile"], size, self.symbols),
                                    1 - FACE_DARK * depth)
        return self.back(depth)

    def back(self, depth: int) -> pygame.Surface:
        return tiles_art.shaded(tiles_art.back(self.layout.square), 1 - BACK_DARK * depth)

    def floor(self, surface) -> None:
        """The cave's floor, under every tile (painted into the table's still picture)."""
        floor = _floor(self.layout.floor.width, self.layout.squares)
        surface.blit(floor, floor.get_rect(center=self.layout.floor.center))

    def draw(self, surface: pygame.Surface, cells: list[dict], targets: set, hover: int | None,
             rise: float, pulse: float, flips: dict) -> None:
        """`targets`: positions to glow; `hover`: the one lifted by `rise` px (0..1 of
        HOVER_RISE); `flips`: pos -> progress 0..1 of the tiles turning over now."""
        layout = self.layout
        for layer in range(layout.top + 1):
            mine = [c for c in cells if c["layer"] == layer and c["state"] != "empty"]
            if layer:
                shade = _shadow(layout.square, 96)
                for cell in mine:
                    offset = layout.lift + 2
                    surface.blit(shade, layout.rect(cell).move(offset, offset))
            for cell in mine:
                if cell["pos"] != hover:
                    self._tile(surface, cell, cell["pos"] in targets, pulse, flips)
        lifted = next((c for c in cells if c["pos"] == hover and c["state"] != "empty"), None)
        if lifted is not None:
            rect = layout.rect(lifted)
            up = round(HOVER_RISE * rise)
            surface.blit(_shadow(layout.square, 110), rect.move(up // 2 + 3, up // 2 + 3))
            self._tile(surface, lifted, True, 1.0, flips, rect.move(-up // 2, -up))

    def _tile(self, surface: pygame.Surface, cell: dict, target: bool, pulse: float,
              flips: dict, rect: pygame.Rect | None = None) -> None:
        rect = rect or self.layout.rect(cell)
        if target:
            glow(surface, rect, 0.55 + 0.45 * pulse)
        turning = flips.get(cell["pos"])
        if turning is not None and turning < 1 and cell["state"] == "up":
            image = flipped(self.back(self.layout.top - cell["layer"]), self.image(cell), turning)
            surface.blit(image, image.get_rect(center=rect.center))
        else:
            surface.blit(self.image(cell), rect)
