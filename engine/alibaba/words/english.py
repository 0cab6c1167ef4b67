"""Ali Baba in English: every template of its words, by key (engine.words.say). A translation
is a module beside this one with the same keys."""

TEMPLATES = {
    # terms.py: a colour, as a tile, a ban, a lamp and a score name it
    "alibaba.colour.pink": "pink",
    "alibaba.colour.blue": "blue",
    "alibaba.colour.brown": "brown",
    "alibaba.colour.green": "green",
    "alibaba.colour.yellow": "yellow",
    "alibaba.colour.grey": "grey",

    # terms.py: a kind of treasure, as a tile names it ("{colour} {kind}")
    "alibaba.carpet": "carpet",
    "alibaba.statue": "statue",
    "alibaba.ruby": "ruby",
    "alibaba.crown": "crown",
    "alibaba.chest": "chest",
    "alibaba.sword": "sword",
    "alibaba.diamond": "diamond",
    "alibaba.ring": "ring",
    "alibaba.lamp": "lamp",
    "alibaba.necklace": "necklace",

    # terms.py: a kind of treasure in the plural, as a ban names it ("bar rubies")
    "alibaba.carpet.plural": "carpets",
    "alibaba.statue.plural": "statues",
    "alibaba.ruby.plural": "rubies",
    "alibaba.crown.plural": "crowns",
    "alibaba.chest.plural": "chests",
    "alibaba.sword.plural": "swords",
    "alibaba.diamond.plural": "diamonds",
    "alibaba.ring.plural": "rings",
    "alibaba.lamp.plural": "lamps",
    "alibaba.necklace.plural": "necklaces",

    # terms.py: a count of a kind of treasure
    "alibaba.carpet.count": ("{n} carpet", "{n} carpets"),
    "alibaba.statue.count": ("{n} statue", "{n} statues"),
    "alibaba.ruby.count": ("{n} ruby", "{n} rubies"),
    "alibaba.crown.count": ("{n} crown", "{n} crowns"),
    "alibaba.chest.count": ("{n} chest", "{n} chests"),
    "alibaba.sword.count": ("{n} sword", "{n} swords"),
    "alibaba.diamond.count": ("{n} diamond", "{n} diamonds"),
    "alibaba.ring.count": ("{n} ring", "{n} rings"),
    "alibaba.lamp.count": ("{n} lamp", "{n} lamps"),
    "alibaba.necklace.count": ("{n} necklace", "{n} necklaces"),

    # terms.py: a tile with its article, as the object of a verb ("take the pink ruby")
    "alibaba.carpet.the": "the {colour} carpet",
    "alibaba.statue.the": "the {colour} statue",
    "alibaba.ruby.the": "the {colour} ruby",
    "alibaba.crown.the": "the {colour} crown",
    "alibaba.chest.the": "the {colour} chest",
    "alibaba.sword.the": "the {colour} sword",
    "alibaba.diamond.the": "the {colour} diamond",
    "alibaba.ring.the": "the {colour} ring",
    "alibaba.lamp.the": "the {colour} lamp",
    "alibaba.necklace.the": "the {colour} necklace",

    # terms.py: a set of a kind, as the hint names it ("your ruby set", "it starts a ruby set")
    "alibaba.carpet.set": "carpet set",
    "alibaba.statue.set": "statue set",
    "alibaba.ruby.set": "ruby set",
    "alibaba.crown.set": "crown set",
    "alibaba.chest.set": "chest set",
    "alibaba.sword.set": "sword set",
    "alibaba.diamond.set": "diamond set",
    "alibaba.ring.set": "ring set",
    "alibaba.lamp.set": "lamp set",
    "alibaba.necklace.set": "necklace set",

    # terms.py: a tile; the tiles of a colour, as a ban names them ("bar grey tiles")
    "alibaba.tile": "{colour} {kind}",
    "alibaba.tiles_of": "{colour} tiles",

    # actions.py
    "alibaba.act.take": "take {tile}",
    "alibaba.act.green": "also take {tile}",
    "alibaba.act.skip": "take no second tile",
    "alibaba.act.lamp_keep": "keep the lamp",
    "alibaba.act.lamp_use": "keep the lamp and use its {colour} effect",
    "alibaba.act.lamp_swap": "swap the lamp for {tile}",
    "alibaba.act.show": "show {tile}",
    "alibaba.act.pick": "keep {tile}",
    "alibaba.act.restrict": "bar {barred} until their next turn",
    "alibaba.act.show_secret": "show {who} a tile",
    "alibaba.act.pick_secret": "keep one of the shown tiles",
    # the same actions as their player's deeds, for a line that names the player
    "alibaba.did.take": "takes {tile}",
    "alibaba.did.green": "also takes {tile}",
    "alibaba.did.skip": "takes no second tile",
    "alibaba.did.lamp_keep": "keeps the lamp",
    "alibaba.did.lamp_use": "keeps the lamp and uses its {colour} effect",
    "alibaba.did.lamp_swap": "swaps the lamp for {tile}",
    "alibaba.did.show": "shows {tile}",
    "alibaba.did.pick": "keeps {tile}",
    "alibaba.did.restrict": "bars {barred} until their next turn",
    "alibaba.did.show_secret": "shows {who} a tile",
    "alibaba.did.pick_secret": "keeps one of the shown tiles",
    "alibaba.hint.restrict": "bar {barred} until your next turn",
    "alibaba.hint.grows": "{action} — your {set} grows to {size}",
    "alibaba.hint.starts": "{action} — it starts a {set}",

    # telling.py
    "alibaba.ev.flipped": "Turned face up: {tiles}.",
    "alibaba.ev.blue_nothing": "{who}'s blue tile turned nothing over: no points.",
    "alibaba.ev.points": "{who} scores {amount} for the {colour} tile, now {total} on the score "
                         "track.",
    "alibaba.ev.final_round": "The last face-down tile is up: the game ends after turn {turn}.",
    "alibaba.ev.ban_ends": "{who}'s ban on {barred} ends.",
    "alibaba.ev.skipped": "{who} chose to take no second tile, though {tiles} could be taken.",
    "alibaba.ev.face_down": "No second tile for {who}'s green tile: the tiles next to its place "
                            "are still face down.",
    "alibaba.ev.none_next": "No second tile for {who}'s green tile: no tile is left next to its "
                            "place.",
}
