"""The Thieves of Bagdad table: the city drawn from its Tiled map, on top of the generic table
host (scenes.table.host).

city_art: the map from the .tmx and its geometry; pieces_art, cards_art: pieces, gems, the
slipper and cards; layout: where things lie; board: the city, the Desert, the decks and the
wish at rest; route: a move's way over the city, and where a tip lies clear of it; guide: the
table's steps of the first-game guide; panel: the side panel of decisions and the hand, and
side_panel: as the table lays it; chooser: the talk list or a move's ways a click opens;
motion: the animations, built from events by beats, and staging: a move's beats and headlines
on the table; pointer: the way and the tip the pointer shows; parts and last_marks: the table's
own banner, seat tags, log, wait summary and last-move rings; results: the end; table:
CityTable, which ties them together. Their words (actions, log lines, headlines, hover hints)
are the engine's: engine/bagdad/words/.

The game's entry in scenes.tables: its TABLE, its AI LEVELS in a player's words (read from the
AI's own account of itself, engine/ai/), a replay's `replay_words`, and the SHOWCASE moment
`main.py screenshot` shows (cli/screenshot.py): the city, the decks, your wish, and an offer to you.
"""
from engine.words.language import N_

from .table import CityTable

TABLE = CityTable
LEVELS = {      # in English, said with `tr` where they are shown
    "easy": N_("places, buys and moves at random among sensible choices; seldom trades"),
    "normal": N_("buys, moves and trades for what gains it the most dinars right now"),
    "hard": N_("like normal, but plays to win: ends the game when ahead, robs wished gems"),
}
SHOWCASE = {"players": 4, "seed": 3, "moves": 124,
            "options": {"temperaments": ["honest", "sly", "shrewd", "honest"]}}


def replay_words(table, action, view: dict | None) -> str:
    """A move with its cards named, in the third person (everyone watches: nobody is "you")."""
    from engine.bagdad.words import actions
    return actions.action(action, table.names, None if view is None else {**view, "seat": None})


# What a move sounds like: event kind -> a sound of scenes.kit.sound (scenes.table.telling).
SOUNDS = {"place": "tile", "move": "tile", "draw": "card", "income": "coins",
          "purchase": "coins", "buy_gem": "coins", "buy_piece": "coins", "trade": "trade",
          "game_over": "end"}

__all__ = ["CityTable", "TABLE", "LEVELS", "SHOWCASE", "SOUNDS", "replay_words"]
