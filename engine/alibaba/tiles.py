"""The 60 treasure tiles: 10 kinds x 6 colours, each pair exactly once.

A tile is an int id, kind-major, so an id alone tells its kind and colour; that is safe because
ids of face-down, boxed or hidden tiles never leave the state (views show None there).
"""
from __future__ import annotations

KINDS = ("carpet", "statue", "ruby", "crown", "chest",
         "sword", "diamond", "ring", "lamp", "necklace")
COLOURS = ("pink", "blue", "brown", "green", "yellow", "grey")
TILES = tuple(range(len(KINDS) * len(COLOURS)))
LAMP = "lamp"


KIND_OF = tuple(KINDS[t // len(COLOURS)] for t in TILES)       # looked up, not worked out:
COLOUR_OF = tuple(COLOURS[t % len(COLOURS)] for t in TILES)    # playouts ask millions of times


def kind(tile: int) -> str:
    return KIND_OF[tile]


def colour(tile: int) -> str:
    return COLOUR_OF[tile]


def tile_id(kind_name: str, colour_name: str) -> int:
    return KINDS.index(kind_name) * len(COLOURS) + COLOURS.index(colour_name)


def of_kinds(kinds) -> list[int]:
    """Every tile of the given kinds, in id order."""
    return [t for t in TILES if kind(t) in kinds]


def face(tile: int) -> dict:
    """What a face-up tile shows, as the views and events carry it."""
    return {"tile": tile, "kind": KIND_OF[tile], "colour": COLOUR_OF[tile]}
