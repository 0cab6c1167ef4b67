"""Ali Baba in English: every template of its words, by key (engine.words.say). A translation
is a module beside this one with the same keys."""

TEMPLATES = {
    # terms.py
    "alibaba.tile": "{colour} {kind}",
    "alibaba.the_tile": "the {tile}",
    "alibaba.tiles_of": "{colour} tiles",

    # actions.py
    "alibaba.act.take": "take the {tile}",
    "alibaba.act.green": "also take the {tile}",
    "alibaba.act.skip": "take no second tile",
    "alibaba.act.lamp_keep": "keep the lamp",
    "alibaba.act.lamp_use": "keep the lamp and use its {colour} effect",
    "alibaba.act.lamp_swap": "swap the lamp for the {tile}",
    "alibaba.act.show": "show the {tile}",
    "alibaba.act.pick": "keep the {tile}",
    "alibaba.act.restrict": "bar {barred} until their next turn",
    "alibaba.act.show_secret": "show {who} a tile",
    "alibaba.act.pick_secret": "keep one of the shown tiles",
    "alibaba.hint.restrict": "bar {barred} until your next turn",
    "alibaba.hint.grows": "{action} — your {kind} set grows to {size}",
    "alibaba.hint.starts": "{action} — it starts a {kind} set",

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
