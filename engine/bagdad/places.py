"""Every space of the city told by its place, never by its number: a player reading "the
outer shop at the Bazaar's north edge" finds it on the board, "Bazaar shop 98" sends them
hunting for a number the board does not show.

A place is worked out from the map's geometry alone, so an edit made in Tiled names its spaces
anew: a gate's street is "at" that gate; a space touching anything outside its district is at
the district's edge on the side it lies (seen from the district's middle, eight ways); one near
the middle is in its heart; any other is in that side of the district. Where several spaces of
a district and kind share all that, `which` tells them apart by their order along the line they
make (western, middle, eastern...; never a word against the side they lie at: _named_by).
This module says where; the words are terms.label's.
"""
from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

from .board import CITY
from .city import DESERT, City

# Sides of a district, clockwise from east as the map's y axis points south.
SIDES = ("east", "south_east", "south", "south_west", "west", "north_west", "north", "north_east")
HEART = 1.0     # a space this many hex widths from its district's middle, or nearer, is its heart
# Spaces alike, in order along their line: by how many, west to east (north to south below).
ACROSS = {1: (None,), 2: ("west", "east"), 3: ("west", "middle", "east"),
          4: ("westmost", "west", "east", "eastmost"),
          5: ("westmost", "west", "middle", "east", "eastmost")}
DOWN = {n: tuple(None if w is None else w.replace("west", "north").replace("east", "south")
                 for w in words) for n, words in ACROSS.items()}
# Spaces alike, named so that no word points against the side they lie at ("the southern shop
# at the Bazaar's north edge" was read as a mistake): in a line running out from a north,
# south, east or west side, two or three are the outer and the inner one; at a slanting side
# each end of the line is told by the way of the side it leans to (along a north-east edge,
# the north-west end is the northern one, the south-east end the eastern one).
OUTWARDS = ("outer", "inner")
FACING = {"north": (1, False), "south": (1, True), "west": (0, False), "east": (0, True)}
SLANT = {"north_east": {0: ("north", "east"), 1: ("north", "east")},
         "south_west": {0: ("west", "south"), 1: ("west", "south")},
         "north_west": {0: ("west", "north"), 1: ("north", "west")},
         "south_east": {0: ("south", "east"), 1: ("east", "south")}}


def _named_by(side: str | None, axis: int, n: int, words: dict) -> tuple:
    """The words telling `n` spaces alike apart, in their order along `axis`."""
    ends = None
    if side in FACING and FACING[side][0] == axis:
        ends = OUTWARDS[::-1] if FACING[side][1] else OUTWARDS
    elif side in SLANT:
        ends = SLANT[side][axis]
    if ends is None or n == 1 or (n > 3 and side in FACING):
        return words[n]
    first, last = ends
    return {2: ends, 3: (first, "middle", last),
            4: (first + "most", first, last, last + "most"),
            5: (first + "most", first, "middle", last, last + "most")}[n]


@dataclass(frozen=True)
class Place:
    """Where a space is: `where` is "gate" (`side` names the gate), "edge", "inner" (`side` is
    one of SIDES) or "heart"; `which` is None where no other space of its district and kind
    shares the rest, else its place in their line (an ACROSS or DOWN word)."""
    district: str
    kind: str
    where: str
    side: str | None
    which: str | None = None


def _side(dx: float, dy: float) -> str:
    return SIDES[round(math.degrees(math.atan2(dy, dx)) / 45) % 8]


def towards(a: int, b: int, city: City = CITY) -> str:
    """Which way space b lies from space a (one of SIDES): how a piece next to a move's end is
    told from another of its kind and seat beside the same space."""
    (xa, ya), (xb, yb) = (city.grid.centre(city.spaces[s].col, city.spaces[s].row)
                          for s in (a, b))
    return _side(xb - xa, yb - ya)


def _alike(city: City, space: int, middles: dict) -> tuple:
    """What a space shares with others of its kind and district that may share it."""
    s, grid = city.spaces[space], city.grid
    gate = next((g.name for g in city.gates if space in (g.inner, g.outer)), None)
    if gate is not None:
        return "gate", gate
    x, y = grid.centre(s.col, s.row)
    mx, my = middles[s.district]
    side = _side(x - mx, y - my)
    cells = grid.neighbours(s.col, s.row)
    outside = len(cells) < 6 or any(city.at(*c) in (None, DESERT)
                                    or city.spaces[city.at(*c)].district != s.district
                                    for c in cells)
    if outside:
        return "edge", side
    if math.dist((x, y), (mx, my)) <= HEART * grid.tile_w:
        return "heart", None
    return "inner", side


def places(city: City) -> tuple[Place | None, ...]:
    """Each space's place, by id (None for the Desert, which is named as it is)."""
    grid, spaces = city.grid, city.spaces[1:]
    middles = {}
    for district in city.districts:
        centres = [grid.centre(s.col, s.row) for s in spaces if s.district == district]
        middles[district] = (sum(x for x, _ in centres) / len(centres),
                             sum(y for _, y in centres) / len(centres))
    groups = defaultdict(list)
    for s in spaces:
        groups[(s.district, s.kind) + _alike(city, s.id, middles)].append(s.id)
    named: list[Place | None] = [None] * len(city.spaces)
    for key, ids in groups.items():
        centres = {i: grid.centre(city.spaces[i].col, city.spaces[i].row) for i in ids}
        spread = [max(c[axis] for c in centres.values()) - min(c[axis] for c in centres.values())
                  for axis in (0, 1)]
        axis, words = (0, ACROSS) if spread[0] >= spread[1] else (1, DOWN)
        if len(ids) not in words:
            raise ValueError(f"{len(ids)} spaces alike at {key}: too many to name apart")
        line = sorted(ids, key=lambda i: (centres[i][axis], centres[i][1 - axis]))
        for i, which in zip(line, _named_by(key[3], axis, len(ids), words)):
            named[i] = Place(*key, which)
    return tuple(named)


PLACES = places(CITY)
