"""The Ali Baba table: the cave drawn as a stacked pyramid of tiles, the effect pickers, the
player panels and the results, on top of the generic table host (scenes.table.host).

icons/marks/pen: the treasure and colour art; tiles_art: tile images; cave: the pyramid;
panels: everything around it; prompts: the pickers; motion: animations; staging: a move's
animations on the table; parts: the table's own banner, seat tags, log and last-move rings;
results: the breakdown per kind; table: CaveTable, which ties them together; watch: what a
replay shows beyond the table. Their words (actions, log lines) are the engine's:
engine/alibaba/words/.

The game's entry in scenes.tables: its TABLE, its AI LEVELS in a player's words (read from the
AI's own account of itself, engine/ai/), a replay's `seat_tip`, and the SHOWCASE moment
`main.py screenshot` shows (cli/screenshot.py): the cave, a yellow tile's choice beside it.
"""
from engine.words.language import N_

from .table import CaveTable
from .watch import seat_tip

TABLE = CaveTable
LEVELS = {      # English, said in the language in use where the setup screen shows them
    "easy": N_("takes a random tile, but never turns down a free green one"),
    "normal": N_("takes the tile worth most to its sets now, minding what it leaves the next "
                 "player"),
    "hard": N_("plays its best few choices two turns on in many guessed caves, keeps the best"),
}
SHOWCASE = {"players": 3, "seed": 7, "moves": 10, "options": {"variant": "lamp"}}

# What a move sounds like: event kind -> a sound of scenes.kit.sound (scenes.table.telling).
SOUNDS = {"take": "tile", "lamp_swap": "tile", "game_over": "end"}

__all__ = ["CaveTable", "TABLE", "LEVELS", "SHOWCASE", "SOUNDS", "seat_tip"]
