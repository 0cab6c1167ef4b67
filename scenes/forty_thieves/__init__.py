"""The Forty Thieves card table on top of the generic table host (scenes.table.host).

cards_art: the card faces and back (painted with scenes.table.board.paint); coins: coin
piles; cave_track: the Cave card; layout: where things lie and hit-testing; shown: the table
as on screen, moved on by events; board: drawing it at rest; motion: the animations; parts:
the table's own banner, seat tags, log and last-move ring; results: the ledger at the end;
table: CardTable, which ties them together. Their words (actions, log lines, headlines, hover
hints) are the engine's: engine/forty_thieves/words/.

The game's entry in scenes.tables: its TABLE, its AI LEVELS in a player's words (read from the
AI's own account of itself, engine/ai/), a replay's `replay_words`, and the SHOWCASE moment
`main.py screenshot` shows (cli/screenshot.py): four seats round the treasure, the cave's sum at 6.
"""
from engine.forty_thieves.words import actions
from engine.words.language import N_

from .table import CardTable

TABLE = CardTable
LEVELS = {      # English, said in the language in use where the setup screen shows them
    "easy": N_("reveals at random, but keeps the safe card of a 2-player pair"),
    "normal": N_("reckons each card's odds from what it has seen, reveals for the most gold"),
    "hard": N_("looks a few reveals ahead; at 3+ players, reads the rivals' reveals"),
}
SHOWCASE = {"players": 4, "seed": 6, "moves": 8, "options": {}}


def replay_words(table, action, view: dict | None) -> str:
    """A move with its cards named, in the third person (everyone watches: nobody is "you")."""
    return actions.action(action, table.names, view)


# What a move sounds like: event kind -> a sound of scenes.kit.sound (scenes.table.telling).
SOUNDS = {"reveal": "card", "deal": "card", "reward": "coins", "bonus": "coins",
          "penalty": "coins", "game_over": "end"}

__all__ = ["CardTable", "TABLE", "LEVELS", "SHOWCASE", "SOUNDS", "replay_words"]
