"""Ali Baba's tiles and bans as a sentence names them: "the pink ruby", "rubies", "grey tiles"."""
from __future__ import annotations

from engine.words import say

from ..tiles import colour, kind


def tile_name(tile: int) -> str:
    """"pink ruby"."""
    return say("alibaba.tile", colour=colour(tile), kind=kind(tile))


def plural(kind_name: str) -> str:
    """A treasure kind in the plural: "rubies", "necklaces", "chests"."""
    if kind_name == "ruby":
        return "rubies"
    return kind_name + ("es" if kind_name.endswith(("s", "ch")) else "s")


def barred(what: str, value: str) -> str:
    """What a grey ban names, as a player says it: "rings", "grey tiles"."""
    return plural(value) if what == "kind" else say("alibaba.tiles_of", colour=value)
