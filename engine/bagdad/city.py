"""The city of Thieves of Bagdad as the rules see it: its spaces, gates and walls, the hex
geometry they sit on, and the cheapest moves between them, all immutable.

Apart from engine.bagdad.city_map, which reads this out of maps/baghdad.tmx (a Tiled file) and
refuses a map the game cannot be played on: what the rules ask of the board does not depend on
how it is stored, and the table's art reads the same geometry (scenes/bagdad/city_art.py).

The whole Desert is one space, DESERT (id 0), holding any number of pieces; the city's spaces are
numbered from 1, row by row.
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import ClassVar

from engine.core import Unavailable

DESERT = 0
DISTRICTS = ("bazaar", "harbour", "souk", "kasbah", "palace")  # poorest to richest, clockwise

Cell = tuple[int, int]


class CityError(Unavailable, ValueError):
    """A map the game cannot be played on; the message is one line naming what is wrong."""


@dataclass(frozen=True)
class Grid:
    """The hex layout as Tiled draws it: which cells touch, and where they sit in map pixels."""

    cols: int
    rows: int
    tile_w: int
    tile_h: int
    side: int
    axis: str   # "x" or "y": columns or rows are staggered
    index: str  # "odd" or "even": which of them sit half a hex further on

    def _shifted(self, n: int) -> bool:
        return (n % 2 == 1) == (self.index == "odd")

    def _steps(self) -> tuple[int, int]:
        w, h = self.tile_w & ~1, self.tile_h & ~1  # Tiled rounds tiles down to even sizes
        if self.axis == "y":
            return w, (h - self.side) // 2 + self.side
        return (w - self.side) // 2 + self.side, h

    def neighbours(self, col: int, row: int) -> tuple[Cell, ...]:
        """The cells sharing an edge with (col, row), inside the map, walls or not."""
        if self.axis == "y":
            d = (0, 1) if self._shifted(row) else (-1, 0)
            cells = [(col - 1, row), (col + 1, row)]
            cells += [(col + dc, row + dr) for dr in (-1, 1) for dc in d]
        else:
            d = (0, 1) if self._shifted(col) else (-1, 0)
            cells = [(col, row - 1), (col, row + 1)]
            cells += [(col + dc, row + dr) for dc in (-1, 1) for dr in d]
        return tuple((c, r) for c, r in cells if 0 <= c < self.cols and 0 <= r < self.rows)

    def centre(self, col: int, row: int) -> tuple[float, float]:
        """The middle of a cell, in map pixels."""
        step_x, step_y = self._steps()
        w, h = self.tile_w & ~1, self.tile_h & ~1
        x, y = col * step_x, row * step_y
        if self.axis == "y" and self._shifted(row):
            x += w // 2
        elif self.axis == "x" and self._shifted(col):
            y += h // 2
        return x + w / 2, y + h / 2

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under map pixel (x, y) (the nearest centre), or None off the map."""
        step_x, step_y = self._steps()
        c0, r0 = int(x // step_x), int(y // step_y)
        near = [(c, r) for c in range(c0 - 1, c0 + 2) for r in range(r0 - 1, r0 + 2)
                if 0 <= c < self.cols and 0 <= r < self.rows]
        if not near:
            return None
        best = min(near, key=lambda cell: math.dist(self.centre(*cell), (x, y)))
        inside = math.dist(self.centre(*best), (x, y)) <= max(self.tile_w, self.tile_h) / 2
        return best if inside else None


@dataclass(frozen=True)
class Space:
    """One place a piece can stand: a street or shop, or the whole Desert."""

    id: int
    col: int
    row: int
    kind: str      # "street" or "shop"; "desert" for the Desert
    district: str  # one of DISTRICTS; "desert" for the Desert


@dataclass(frozen=True)
class Gate:
    """A way through a district wall, from `outer` (the poorer side, or DESERT) to `inner`."""

    name: str
    outer: int
    inner: int


@dataclass(frozen=True, eq=False)
class City:
    """The board as the rules see it; read it with engine.bagdad.city_map.load_city.

    `spaces[i].id == i`; `spaces[DESERT]` is the Desert, placed on the Vizier's desert hex.
    `neighbours[i]` are the spaces a piece on i may step to: hex neighbours with no wall between
    (a district border is a wall except at a gate), plus gates. The Desert leads to the five gate
    streets, and nothing leads back: no piece returns to the Desert by moving.
    """

    districts: ClassVar[tuple[str, ...]] = DISTRICTS

    grid: Grid
    spaces: tuple[Space, ...]
    neighbours: tuple[frozenset[int], ...]
    gates: tuple[Gate, ...]
    walls: frozenset[frozenset[int]]  # pairs of neighbouring spaces with a wall between
    vizier_start: int
    _ids: dict[Cell, int] = field(repr=False)
    _costs: tuple[tuple[int | None, ...], ...] = field(repr=False)

    def __deepcopy__(self, memo) -> City:
        return self  # never changes, so a cloned game state may share it

    def at(self, col: int, row: int) -> int | None:
        """The space on a hex: DESERT on any desert hex, None off the board."""
        return self._ids.get((col, row))

    def in_district(self, district: str, kind: str | None = None) -> tuple[int, ...]:
        """The district's spaces (only its shops or streets if `kind` says so), by id."""
        return tuple(s.id for s in self.spaces
                     if s.district == district and (kind is None or s.kind == kind))

    def adjacent(self, a: int, b: int) -> bool:
        """Hex neighbours with no wall between, neither in the Desert: who an ability can reach."""
        return a != DESERT and b != DESERT and b in self.neighbours[a]

    def distances(self, start: int) -> tuple[int | None, ...]:
        """The cheapest move from `start` to every space, by id (1 per space entered; None:
        unreachable)."""
        return self._costs[start]

    def cost(self, a: int, b: int) -> int | None:
        """Dinars for the cheapest move from a to b (None: no way)."""
        return self._costs[a][b]

    def path(self, a: int, b: int) -> tuple[int, ...] | None:
        """One cheapest route from a to b: the spaces entered, in order (None: unreachable)."""
        if self._costs[a][b] is None:
            return None
        route, here = [], a
        while here != b:
            here = min(n for n in self.neighbours[here]
                       if self._costs[n][b] == self._costs[here][b] - 1)
            route.append(here)
        return tuple(route)


def connect(grid: Grid, spaces: tuple[Space, ...], ids: dict[Cell, int], gates: tuple[Gate, ...],
            walls: frozenset[frozenset[int]], vizier_start: int = DESERT) -> City:
    """The City of these spaces: who steps where (hex neighbours of one district with no wall
    between, and the gates: from the Desert one way only), and the cheapest move between any
    two spaces, worked out once."""
    neighbours = [set() for _ in spaces]
    for s in spaces[1:]:
        for cell in grid.neighbours(s.col, s.row):
            n = ids.get(cell)
            if n and spaces[n].district == s.district and frozenset((s.id, n)) not in walls:
                neighbours[s.id].add(n)
    for gate in gates:
        neighbours[gate.outer].add(gate.inner)
        if gate.outer != DESERT:
            neighbours[gate.inner].add(gate.outer)
    costs = tuple(_breadth_first(neighbours, start) for start in range(len(spaces)))
    return City(grid, spaces, tuple(frozenset(n) for n in neighbours), gates, walls,
                vizier_start, ids, costs)


def _breadth_first(neighbours: list[set[int]], start: int) -> tuple[int | None, ...]:
    cost: list[int | None] = [None] * len(neighbours)
    cost[start] = 0
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in neighbours[here]:
            if cost[there] is None:
                cost[there] = cost[here] + 1
                queue.append(there)
    return tuple(cost)
