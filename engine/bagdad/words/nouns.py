"""Thieves of Bagdad's nouns: everything a player reads the name of (a piece's kind, a gem, a
good, the genie, a district, a gate, a kind of space, a character), by the engine's own id,
-> the keys of its words in the catalogue, one key a form the sentences need. No English
grammar is left in code (no article chosen by the first letter, no plural made by adding an
"s"), so a translation gives each noun its own gender, case and plural: "a thief" and "2
thieves" are the catalogue's "ein Dieb" and "2 Diebe".

The forms, each the catalogue's (english.py says which sentences take which):
  word    the bare word, as the subject or in a name ("thief", "copper", "Bazaar")
  object  a piece's kind as the object of a verb ("kill Omar's {kind}")
  a       with its indefinite article, as the object of a verb ("buy a thief")
  n       counted, a plural pair (one, other) by `n`, as a list names them ("a thief",
          "2 thieves")
  card    a gem's card ("sapphire card")
The keys are written out whole, each a literal, so tests/test_words_catalogue.py finds them.
"""
from __future__ import annotations

from typing import NamedTuple

from engine.words import say


class Noun(NamedTuple):
    word: str
    object: str | None = None
    a: str | None = None
    n: str | None = None
    card: str | None = None


NOUNS = {
    # a piece's kind (engine/bagdad/pieces.py)
    "thief": Noun("bagdad.piece.thief", "bagdad.piece.thief.object", "bagdad.piece.thief.a",
                  "bagdad.piece.thief.n"),
    "caravaneer": Noun("bagdad.piece.caravaneer", "bagdad.piece.caravaneer.object",
                       "bagdad.piece.caravaneer.a", "bagdad.piece.caravaneer.n"),
    "merchant": Noun("bagdad.piece.merchant", "bagdad.piece.merchant.object",
                     "bagdad.piece.merchant.a", "bagdad.piece.merchant.n"),
    "trader": Noun("bagdad.piece.trader", "bagdad.piece.trader.object", "bagdad.piece.trader.a",
                   "bagdad.piece.trader.n"),
    "assassin": Noun("bagdad.piece.assassin", "bagdad.piece.assassin.object",
                     "bagdad.piece.assassin.a", "bagdad.piece.assassin.n"),
    # a gem (engine/bagdad/gems.py)
    "false": Noun("bagdad.gem.false", a="bagdad.gem.false.a", n="bagdad.gem.false.n",
                  card="bagdad.gem.false.card"),
    "sapphire": Noun("bagdad.gem.sapphire", a="bagdad.gem.sapphire.a",
                     n="bagdad.gem.sapphire.n", card="bagdad.gem.sapphire.card"),
    "emerald": Noun("bagdad.gem.emerald", a="bagdad.gem.emerald.a", n="bagdad.gem.emerald.n",
                    card="bagdad.gem.emerald.card"),
    "ruby": Noun("bagdad.gem.ruby", a="bagdad.gem.ruby.a", n="bagdad.gem.ruby.n",
                 card="bagdad.gem.ruby.card"),
    "diamond": Noun("bagdad.gem.diamond", a="bagdad.gem.diamond.a", n="bagdad.gem.diamond.n",
                    card="bagdad.gem.diamond.card"),
    # the genie card, as talk names it
    "genie": Noun("bagdad.genie", a="bagdad.genie.a"),
    # the goods (engine/bagdad/cards.py)
    "copper": Noun("bagdad.good.copper"), "pottery": Noun("bagdad.good.pottery"),
    "dates": Noun("bagdad.good.dates"), "sandals": Noun("bagdad.good.sandals"),
    "baskets": Noun("bagdad.good.baskets"), "lanterns": Noun("bagdad.good.lanterns"),
    "fish": Noun("bagdad.good.fish"), "rope": Noun("bagdad.good.rope"),
    "salt": Noun("bagdad.good.salt"), "timber": Noun("bagdad.good.timber"),
    "pearls": Noun("bagdad.good.pearls"), "sailcloth": Noun("bagdad.good.sailcloth"),
    "spices": Noun("bagdad.good.spices"), "carpets": Noun("bagdad.good.carpets"),
    "saffron": Noun("bagdad.good.saffron"), "leather": Noun("bagdad.good.leather"),
    "perfume": Noun("bagdad.good.perfume"), "henna": Noun("bagdad.good.henna"),
    "silver": Noun("bagdad.good.silver"), "brass": Noun("bagdad.good.brass"),
    "tea": Noun("bagdad.good.tea"), "incense": Noun("bagdad.good.incense"),
    "horses": Noun("bagdad.good.horses"), "daggers": Noun("bagdad.good.daggers"),
    "silk": Noun("bagdad.good.silk"), "gold": Noun("bagdad.good.gold"),
    "ivory": Noun("bagdad.good.ivory"), "porcelain": Noun("bagdad.good.porcelain"),
    "jade": Noun("bagdad.good.jade"), "amber": Noun("bagdad.good.amber"),
    # a district (engine/bagdad/city.py)
    "bazaar": Noun("bagdad.district.bazaar"), "harbour": Noun("bagdad.district.harbour"),
    "souk": Noun("bagdad.district.souk"), "kasbah": Noun("bagdad.district.kasbah"),
    "palace": Noun("bagdad.district.palace"),
    # a kind of space
    "shop": Noun("bagdad.space.shop"), "street": Noun("bagdad.space.street"),
    # a gate, by its name on the map (maps/baghdad.tmx)
    "Gate of Sham": Noun("bagdad.gate.sham"), "Gate of Kufa": Noun("bagdad.gate.kufa"),
    "Gate of Basra": Noun("bagdad.gate.basra"), "Gate of Khurasan": Noun("bagdad.gate.khurasan"),
    "Camel Gate": Noun("bagdad.gate.camel"), "Fish Gate": Noun("bagdad.gate.fish"),
    "Rope Gate": Noun("bagdad.gate.rope"), "Pepper Gate": Noun("bagdad.gate.pepper"),
    "Saffron Gate": Noun("bagdad.gate.saffron"), "North Gate": Noun("bagdad.gate.north"),
    "Vizier's Gate": Noun("bagdad.gate.vizier"),
    # a character (engine/bagdad/cards.py), as views name it
    "Ali Baba": Noun("bagdad.character.ali_baba"), "Sinbad": Noun("bagdad.character.sinbad"),
    "David": Noun("bagdad.character.david"), "Sheherazade": Noun("bagdad.character.sheherazade"),
    "Afif": Noun("bagdad.character.afif"), "Said": Noun("bagdad.character.said"),
}


def noun(name: str) -> str:
    """The bare word: "thief", "false stone", "Bazaar", "Camel Gate"."""
    return say(NOUNS[name].word)


def noun_object(kind: str) -> str:
    """A piece's kind as the object of a verb: "merchant" ("kill Omar's merchant")."""
    return say(NOUNS[kind].object)


def a_noun(name: str) -> str:
    """With its indefinite article, as the object of a verb: "an assassin", "an emerald"."""
    return say(NOUNS[name].a)


def counted(n: int, name: str) -> str:
    """Counted, as a list names them: "a merchant", "2 merchants", "0 rubies"."""
    return say(NOUNS[name].n, n=n)


def gem_card(gem: str) -> str:
    """A gem's card, bare: "sapphire card"."""
    return say(NOUNS[gem].card)
