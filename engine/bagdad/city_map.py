"""Reading the city of Thieves of Bagdad from its Tiled map into engine.bagdad.city's City.

maps/baghdad.tmx is the one source of the board: edit it in Tiled and the game follows, with no
code change. What a map must hold (anything else is refused with a one-line CityError):
- a hexagonal map (either stagger axis and index) whose tile layer `city` gives each hex a tile
  whose tileset properties say `kind` (street | shop | desert) and `district` (bazaar | harbour |
  souk | kasbah | palace | desert); an empty cell is off the board;
- object layer `districts`: one object per district, named after it, whose outline (polygon or
  rectangle) covers the centre of each of that district's spaces;
- object layer `gates`: properties `a` and `b` name the two spaces a gate joins as "col,row", or
  one of them "desert" for the five gates of Baghdad; the object sits on the hex edge it opens;
- object layer `walls`: `a` and `b` name two neighbouring spaces of one district; the object (a
  polyline) lies along their shared edge;
- one object named `vizier` on a desert hex: where the Grand Vizier waits.
An object's place is its x, y, or for a polyline or polygon the middle of its points.

Apart from the City itself (engine.bagdad.city) because this is about a file: its format (pytmx,
kept away from pygame), the limits on what is read, and one plain line for each way a map can be
broken; the rules never see any of it.
"""
from __future__ import annotations

import importlib
import logging
import math
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path, PurePosixPath
from xml.etree import ElementTree

from engine.core import brief
from engine.shipped import MAPS

from .city import DESERT, DISTRICTS, Cell, City, CityError, Gate, Grid, Space, connect


def _import_pytmx():
    """pytmx without pygame: its package imports pygame when installed, for an image loader the
    engine never uses, and the engine stays pygame-free (headless runs, AI workers). If pygame
    is loaded already (the app), pytmx is imported as usual."""
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        return importlib.import_module("pytmx")
    quiet = logging.getLogger("pytmx.util_pygame")  # it logs an error before re-raising
    sys.modules["pygame"] = None  # `import pygame` now raises ImportError, which pytmx expects
    quiet.disabled = True
    try:
        return importlib.import_module("pytmx")
    finally:
        del sys.modules["pygame"]
        quiet.disabled = False


pytmx = _import_pytmx()

MAP_PATH = MAPS / "baghdad.tmx"
MAX_FILE_BYTES = 2_000_000  # per file (map, tileset); the shipped ones are a few kB
MAX_CELLS = 64 * 64

LAYERS = ("city", "districts", "gates", "walls")
DESERT_GATES = 5
MIN_SHOPS, MIN_BAZAAR_SHOPS, MIN_BAZAAR_STREETS = 6, 12, 8  # room for six players' set-up


@cache
def default_city() -> City:
    """The shipped city, read once."""
    return load_city(MAP_PATH)


def load_city(path: str | Path) -> City:
    """Read a city map and check it against the rules; CityError for anything unplayable."""
    tmx = _parse(Path(path))
    grid = _grid(tmx)
    layers = _layers(tmx)
    cells = _cells(tmx, layers["city"], grid)
    city_cells = sorted((cell for cell, (kind, _) in cells.items() if kind != "desert"),
                        key=lambda cell: (cell[1], cell[0]))
    vizier = _vizier(tmx, grid, cells)
    spaces = (Space(DESERT, *vizier, "desert", "desert"),) + tuple(
        Space(i, col, row, *cells[(col, row)]) for i, (col, row) in enumerate(city_cells, start=1))
    ids = {cell: DESERT for cell, (kind, _) in cells.items() if kind == "desert"}
    ids.update({(s.col, s.row): s.id for s in spaces[1:]})

    _check_outlines(layers["districts"], spaces, grid)
    _check_sizes(spaces)
    board = _Board(grid, spaces, ids)
    city = connect(grid, spaces, ids, _gates(layers["gates"], board),
                   _walls(layers["walls"], board))
    _check_reach(spaces, city.distances(DESERT))
    return city


# --- reading the file -------------------------------------------------------------------------

def _check_file(path: Path, what: str) -> None:
    if not path.is_file():
        raise CityError(f"{what} not found: {path}")
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise CityError(f"{what} {path.name} is {size} bytes; at most {MAX_FILE_BYTES} are read")


def _first_line(exc: Exception) -> str:
    lines = str(exc).strip().splitlines()
    return (lines[0] if lines else type(exc).__name__)[:160]


def _parse(path: Path) -> pytmx.TiledMap:
    """Parse the map with pytmx (no images loaded), after checking what it would open."""
    _check_file(path, "map file")
    try:
        root = ElementTree.fromstring(path.read_bytes())
    except ElementTree.ParseError as exc:
        raise CityError(f"map file {path.name} is not well-formed XML: {exc}") from None
    if root.tag != "map":
        raise CityError(f"{path.name} is not a Tiled map: its root element is {brief(root.tag)}")
    for node in root.iter("tileset"):
        source = node.get("source")
        if source is not None:
            rel = PurePosixPath(source)
            if (rel.is_absolute() or ".." in rel.parts or "\\" in source or ":" in source
                    or rel.suffix.lower() != ".tsx"):
                raise CityError(f"tileset {brief(source)} must be a .tsx file in the map's folder")
            _check_file(path.parent / rel, "tileset file")
    if any(node.get("compression") for node in root.iter("data")):
        raise CityError("the map's layer data is compressed; save it with layer format CSV")
    tmx = pytmx.TiledMap(invert_y=False)  # keep Tiled's own object positions
    tmx.filename = str(path)
    try:
        tmx.parse_xml(root)
    except Exception as exc:  # pytmx reports a bad file with many types, bare Exception included
        raise CityError(f"map file {path.name} cannot be read: {_first_line(exc)}") from None
    return tmx


def _grid(tmx: pytmx.TiledMap) -> Grid:
    if tmx.orientation != "hexagonal":
        raise CityError(f"not a hex map: its orientation is {brief(tmx.orientation)}, "
                        f"not 'hexagonal'")
    if tmx.staggeraxis not in ("x", "y") or tmx.staggerindex not in ("odd", "even"):
        raise CityError("a hex map needs staggeraxis 'x' or 'y' and staggerindex 'odd' or 'even'")
    cols, rows = int(tmx.width), int(tmx.height)
    if cols < 1 or rows < 1 or cols * rows > MAX_CELLS:
        raise CityError(f"the map is {cols}x{rows} hexes; it must have between 1 and {MAX_CELLS}")
    w, h, side = int(tmx.tilewidth), int(tmx.tileheight), int(tmx.hexsidelength)
    if min(w, h) < 2 or not 0 < side < (h if tmx.staggeraxis == "y" else w):
        raise CityError(f"the hex size makes no sense: tiles {w}x{h} with sides of {side}")
    return Grid(cols, rows, w, h, side, tmx.staggeraxis, tmx.staggerindex)


def _layers(tmx: pytmx.TiledMap) -> dict:
    found = {}
    for layer in tmx.layers:
        if layer.name in LAYERS:
            if layer.name in found:
                raise CityError(f"the map has two layers named {layer.name!r}")
            found[layer.name] = layer
    for name in LAYERS:
        if name not in found:
            raise CityError(f"the map has no layer named {name!r}")
        tiles = name == "city"
        if not isinstance(found[name], pytmx.TiledTileLayer if tiles else pytmx.TiledObjectGroup):
            raise CityError(f"layer {name!r} must be {'a tile' if tiles else 'an object'} layer")
    return found


def _cells(tmx: pytmx.TiledMap, layer, grid: Grid) -> dict[Cell, tuple[str, str]]:
    """(kind, district) of every hex with a tile, from its tileset's properties."""
    if len(layer.data) != grid.rows or any(len(line) != grid.cols for line in layer.data):
        raise CityError(f"layer 'city' does not hold {grid.cols}x{grid.rows} tiles")
    cells = {}
    for row, line in enumerate(layer.data):
        for col, gid in enumerate(line):
            if not gid:
                continue
            properties = tmx.get_tile_properties_by_gid(gid) or {}
            kind, district = properties.get("kind"), properties.get("district")
            where = f"the tile at {col},{row}"
            for name, value in (("kind", kind), ("district", district)):
                if value is None:
                    raise CityError(f"{where} has no {name!r} property in its tileset")
            if kind not in ("street", "shop", "desert"):
                raise CityError(f"{where} has kind {brief(kind)}; "
                                f"it must be street, shop or desert")
            if kind == "desert" and district != "desert":
                raise CityError(f"{where} is desert but says district {brief(district)}")
            if kind != "desert" and district not in DISTRICTS:
                raise CityError(f"space {col},{row} is in no district: "
                                f"its tile says {brief(district)}")
            cells[(col, row)] = (kind, district)
    return cells


def _anchor(obj) -> tuple[float, float]:
    points = vars(obj).get("points")
    if points:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    return obj.x, obj.y


def _vizier(tmx: pytmx.TiledMap, grid: Grid, cells) -> Cell:
    found = [obj for obj in tmx.objects if obj.name == "vizier"]
    if len(found) != 1:
        raise CityError(f"the map needs one object named 'vizier' (the Grand Vizier's start), "
                        f"not {len(found)}")
    cell = grid.cell_at(*_anchor(found[0]))
    if cell is None or cells.get(cell, ("",))[0] != "desert":
        raise CityError(f"the vizier object must stand on a desert hex, not at {_at(cell)}")
    return cell


def _at(cell: Cell | None) -> str:
    return "the map's edge" if cell is None else f"{cell[0]},{cell[1]}"


# --- checking the board -----------------------------------------------------------------------

def _inside(point: tuple[float, float], ring: list) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _check_outlines(layer, spaces: tuple[Space, ...], grid: Grid) -> None:
    outlines = {}
    for obj in layer:
        if obj.name not in DISTRICTS:
            raise CityError(f"layer 'districts' holds {brief(obj.name)}, which is not a district")
        if obj.name in outlines:
            raise CityError(f"layer 'districts' outlines the {obj.name} twice")
        outlines[obj.name] = obj.apply_transformations()
    for name in DISTRICTS:
        if name not in outlines:
            raise CityError(f"layer 'districts' has no object named {name!r}")
    for s in spaces[1:]:
        centre = grid.centre(s.col, s.row)
        if _inside(centre, outlines[s.district]):
            continue
        others = [name for name, ring in outlines.items() if _inside(centre, ring)]
        if others:
            raise CityError(f"space {s.col},{s.row} is a {s.district} tile "
                            f"inside the {others[0]} outline")
        raise CityError(f"space {s.col},{s.row} lies in no district: "
                        f"no outline in layer 'districts' covers it")


def _check_sizes(spaces: tuple[Space, ...]) -> None:
    for district in DISTRICTS:
        for kind, need in (("shop", MIN_BAZAAR_SHOPS if district == "bazaar" else MIN_SHOPS),
                           ("street", MIN_BAZAAR_STREETS if district == "bazaar" else 0)):
            have = sum(s.district == district and s.kind == kind for s in spaces)
            if have < need:
                raise CityError(f"the {district} has {have} {kind}s; "
                                f"the rules need at least {need}")


@dataclass(frozen=True)
class _Board:
    """What gates and walls are checked against."""

    grid: Grid
    spaces: tuple[Space, ...]
    ids: dict[Cell, int]

    def ref(self, obj, key: str, label: str) -> int:
        """The space a gate or wall property names: "col,row", or "desert"."""
        value = obj.properties.get(key)
        if value is None:
            raise CityError(f"{label} has no {key!r} property")
        text = str(value).strip()
        if text.lower() == "desert":
            return DESERT
        match = re.fullmatch(r"(\d{1,4})\s*,\s*(\d{1,4})", text)
        if not match:
            raise CityError(f"{label}: {key} = {brief(text)} is neither 'col,row' nor 'desert'")
        space = self.ids.get((int(match[1]), int(match[2])))
        if not space:
            hint = " (the desert is written 'desert')" if space == DESERT else ""
            raise CityError(f"{label}: {key} = {text} is not a street or shop{hint}")
        return space

    def cell(self, space: int) -> Cell:
        return self.spaces[space].col, self.spaces[space].row

    def touching(self, a: int, b: int) -> bool:
        return self.cell(b) in self.grid.neighbours(*self.cell(a))

    def drawn_on(self, obj, a: Cell, b: Cell) -> bool:
        """The object sits on the edge between hexes a and b (a quarter hex of slack)."""
        (ax, ay), (bx, by) = self.grid.centre(*a), self.grid.centre(*b)
        slack = min(self.grid.tile_w, self.grid.tile_h) / 4
        return math.dist(_anchor(obj), ((ax + bx) / 2, (ay + by) / 2)) <= slack

    def where(self, space: int) -> str:
        return "the desert" if space == DESERT else _at(self.cell(space))


def _gates(layer, board: _Board) -> tuple[Gate, ...]:
    spaces, gates = board.spaces, []
    for obj in layer:
        name = obj.name or f"gate object {obj.id}"
        label = f"gate {brief(name)}"
        a, b = board.ref(obj, "a", label), board.ref(obj, "b", label)
        if a == b == DESERT:
            raise CityError(f"{label} joins the desert to itself")
        if DESERT in (a, b):
            inner = spaces[b if a == DESERT else a]
            if (inner.district, inner.kind) != ("bazaar", "street"):
                raise CityError(f"{label} opens from the desert onto {board.where(inner.id)}, a "
                                f"{inner.district} {inner.kind}; it must open onto a bazaar street")
            outside = [cell for cell in board.grid.neighbours(inner.col, inner.row)
                       if board.ids.get(cell) == DESERT]
            if not outside:
                raise CityError(f"{label}: {board.where(inner.id)} does not touch the desert")
            if not any(board.drawn_on(obj, board.cell(inner.id), cell) for cell in outside):
                raise CityError(f"{label} is not drawn on the wall between "
                                f"{board.where(inner.id)} and the desert")
            gates.append(Gate(name, DESERT, inner.id))
            continue
        pair = f"{board.where(a)} and {board.where(b)}"
        if not board.touching(a, b):
            raise CityError(f"{label} joins {pair}, which are not neighbours")
        rank_a, rank_b = DISTRICTS.index(spaces[a].district), DISTRICTS.index(spaces[b].district)
        if abs(rank_a - rank_b) != 1:
            raise CityError(f"{label} joins the {spaces[a].district} and the {spaces[b].district}; "
                            f"a gate joins a district to the next richer one")
        if not board.drawn_on(obj, board.cell(a), board.cell(b)):
            raise CityError(f"{label} is not drawn on the edge between {pair}")
        gates.append(Gate(name, *((a, b) if rank_a < rank_b else (b, a))))
    from_desert = sum(gate.outer == DESERT for gate in gates)
    if from_desert != DESERT_GATES:
        raise CityError(f"the desert has {from_desert} gates into the bazaar; "
                        f"the rules need {DESERT_GATES}")
    for poorer, richer in zip(DISTRICTS, DISTRICTS[1:]):
        count = sum(spaces[gate.outer].district == poorer for gate in gates)
        if not 1 <= count <= 2:
            raise CityError(f"{count} gates join the {poorer} to the {richer}; "
                            f"the rules need 1 or 2")
    return tuple(gates)


def _walls(layer, board: _Board) -> frozenset[frozenset[int]]:
    spaces, walls = board.spaces, set()
    for obj in layer:
        label = f"wall object {obj.id}"
        a, b = board.ref(obj, "a", label), board.ref(obj, "b", label)
        if DESERT in (a, b):
            raise CityError(f"{label} names the desert; "
                            f"a wall stands between two spaces of one district")
        pair = f"{board.where(a)} and {board.where(b)}"
        if not board.touching(a, b):
            raise CityError(f"{label} separates {pair}, which are not neighbours")
        if spaces[a].district != spaces[b].district:
            raise CityError(f"{label} stands between the {spaces[a].district} and the "
                            f"{spaces[b].district}; district borders are walls already")
        if not board.drawn_on(obj, board.cell(a), board.cell(b)):
            raise CityError(f"{label} is not drawn on the edge between {pair}")
        walls.add(frozenset((a, b)))
    return frozenset(walls)


def _check_reach(spaces: tuple[Space, ...], from_desert: tuple[int | None, ...]) -> None:
    for s in spaces[1:]:
        if from_desert[s.id] is None:
            if all(from_desert[t.id] is None for t in spaces if t.district == s.district):
                raise CityError(f"the {s.district} cannot be reached from the desert")
            raise CityError(f"space {s.col},{s.row} ({s.district}) "
                            f"cannot be reached from the desert")
