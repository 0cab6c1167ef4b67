"""Both cave boards as tile footprints, and every relation the rules need, derived from them.

Footprints are kept in half squares so that the layer offsets (0, .5, 1, 1.5) are exact
integers; a tile is one square, two half squares wide. Nothing here is a hand-made table of
neighbours: covering and adjacency both come from comparing footprints.
"""
from __future__ import annotations

from dataclasses import dataclass

SIDE = 2  # a tile's side, in half squares

# Per layer, bottom first: (columns, rows, x offset, y offset), offsets in half squares.
LAYOUTS = {
    "large": ((5, 5, 0, 0), (4, 4, 1, 1), (3, 3, 2, 2), (2, 2, 3, 3)),
    "small": ((4, 4, 0, 0), (3, 4, 1, 0), (2, 3, 2, 1), (1, 2, 3, 2)),
}


def _overlap(a: int, b: int) -> int:
    """Length shared by the spans [a, a+SIDE] and [b, b+SIDE]."""
    return max(0, min(a, b) + SIDE - max(a, b))


@dataclass(frozen=True)
class Spot:
    """One place a tile can lie: its layer, grid cell and top-left corner in half squares."""

    layer: int
    col: int
    row: int
    x2: int
    y2: int

    def covers(self, other: "Spot") -> bool:
        """Overlap with positive area (layers are not compared here)."""
        return _overlap(self.x2, other.x2) > 0 and _overlap(self.y2, other.y2) > 0

    def touches(self, other: "Spot") -> bool:
        """Footprints share a stretch of edge of positive length (orthogonal adjacency)."""
        dx, dy = abs(self.x2 - other.x2), abs(self.y2 - other.y2)
        return (dx == SIDE and dy < SIDE) or (dy == SIDE and dx < SIDE)

    def footprint(self) -> dict:
        return {"x": self.x2 / 2, "y": self.y2 / 2, "w": SIDE / 2, "h": SIDE / 2}


class Board:
    """A cave side: its spots (bottom layer first, row by row) and the relations between them."""

    def __init__(self, name: str, layout) -> None:
        self.name = name
        self.spots = tuple(Spot(layer, col, row, col * SIDE + ox, row * SIDE + oy)
                           for layer, (cols, rows, ox, oy) in enumerate(layout)
                           for row in range(rows) for col in range(cols))
        self.layer_sizes = tuple(cols * rows for cols, rows, _, _ in layout)
        self.top = len(layout) - 1
        self.above = self._relation(lambda a, b: b.layer == a.layer + 1 and b.covers(a))
        self.below = self._relation(lambda a, b: b.layer == a.layer - 1 and b.covers(a))
        self.adjacent = self._relation(lambda a, b: a.touches(b))

    def _relation(self, related) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(j for j, b in enumerate(self.spots) if j != i and related(a, b))
                     for i, a in enumerate(self.spots))

    def __len__(self) -> int:
        return len(self.spots)

    def uncovered(self, cells, pos: int) -> bool:
        """No tile of the layer directly above lies on `pos` (cells: tile or None per spot)."""
        return all(cells[q] is None for q in self.above[pos])

    def freed_by(self, cells, pos: int) -> list[int]:
        """Occupied spots under `pos` that would be uncovered once `pos` is empty."""
        freed = []
        for q in self.below[pos]:
            if cells[q] is None:
                continue
            for r in self.above[q]:          # a loop, not all(): a playout's hottest line
                if r != pos and cells[r] is not None:
                    break
            else:
                freed.append(q)
        return freed


BOARDS = {name: Board(name, layout) for name, layout in LAYOUTS.items()}
