"""Ali Baba's tiles and bans as a sentence names them: "pink ruby", "the pink ruby", "rubies",
"grey tiles". Each kind of treasure and each colour is words of the catalogue, a key per form a
sentence needs (KINDS, COLOURS), so that a translation gives them their gender, case and
plural."""
from __future__ import annotations

from typing import NamedTuple

from engine.words import say

from ..tiles import colour, kind


class Noun(NamedTuple):
    """A kind of treasure's keys: its name, its plural, a count of it, a tile of it with its
    article as the object of a verb (with the tile's colour), its set as the hint names it."""
    word: str
    plural: str
    count: str
    the: str
    set: str


KINDS = {
    "carpet": Noun("alibaba.carpet", "alibaba.carpet.plural", "alibaba.carpet.count",
                   "alibaba.carpet.the", "alibaba.carpet.set"),
    "statue": Noun("alibaba.statue", "alibaba.statue.plural", "alibaba.statue.count",
                   "alibaba.statue.the", "alibaba.statue.set"),
    "ruby": Noun("alibaba.ruby", "alibaba.ruby.plural", "alibaba.ruby.count",
                 "alibaba.ruby.the", "alibaba.ruby.set"),
    "crown": Noun("alibaba.crown", "alibaba.crown.plural", "alibaba.crown.count",
                  "alibaba.crown.the", "alibaba.crown.set"),
    "chest": Noun("alibaba.chest", "alibaba.chest.plural", "alibaba.chest.count",
                  "alibaba.chest.the", "alibaba.chest.set"),
    "sword": Noun("alibaba.sword", "alibaba.sword.plural", "alibaba.sword.count",
                  "alibaba.sword.the", "alibaba.sword.set"),
    "diamond": Noun("alibaba.diamond", "alibaba.diamond.plural", "alibaba.diamond.count",
                    "alibaba.diamond.the", "alibaba.diamond.set"),
    "ring": Noun("alibaba.ring", "alibaba.ring.plural", "alibaba.ring.count",
                 "alibaba.ring.the", "alibaba.ring.set"),
    "lamp": Noun("alibaba.lamp", "alibaba.lamp.plural", "alibaba.lamp.count",
                 "alibaba.lamp.the", "alibaba.lamp.set"),
    "necklace": Noun("alibaba.necklace", "alibaba.necklace.plural", "alibaba.necklace.count",
                     "alibaba.necklace.the", "alibaba.necklace.set"),
}
COLOURS = {"pink": "alibaba.colour.pink", "blue": "alibaba.colour.blue",
           "brown": "alibaba.colour.brown", "green": "alibaba.colour.green",
           "yellow": "alibaba.colour.yellow", "grey": "alibaba.colour.grey"}


def colour_name(colour_id: str) -> str:
    """"pink"."""
    return say(COLOURS[colour_id])


def kind_name(kind_id: str) -> str:
    """"ruby"."""
    return say(KINDS[kind_id].word)


def plural(kind_id: str) -> str:
    """A kind of treasure in the plural: "rubies", "necklaces"."""
    return say(KINDS[kind_id].plural)


def counted(kind_id: str, n: int) -> str:
    """"1 ruby", "3 rubies"."""
    return say(KINDS[kind_id].count, n=n)


def set_name(kind_id: str) -> str:
    """A kind's set, as the hint names it: "ruby set"."""
    return say(KINDS[kind_id].set)


def tile_name(tile: int) -> str:
    """"pink ruby"."""
    return say("alibaba.tile", colour=colour_name(colour(tile)), kind=kind_name(kind(tile)))


def the_tile(tile: int) -> str:
    """A tile with its article, as the object of a verb: "the pink ruby"."""
    return say(KINDS[kind(tile)].the, colour=colour_name(colour(tile)))


def barred(what: str, value: str) -> str:
    """What a grey ban names, as a player says it: "rings", "grey tiles"."""
    return plural(value) if what == "kind" else say("alibaba.tiles_of", colour=colour_name(value))
