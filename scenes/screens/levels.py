"""What each AI level is like, in a player's words: one line per level and game, read from the
AI modules' own account of themselves (engine/ai/alibaba.py, forty_thieves.py, bagdad/).

Written for every level a game may have; a screen shows only those `engine.ai.levels(game)`
offers, so a level added to a game needs only its line here.
"""
from __future__ import annotations

from engine import ai

LINES = {
    "alibaba": {
        "easy": "takes a random tile, but never turns down a free green one",
        "normal": "takes the tile worth most to its sets now, minding what it leaves the next "
                  "player",
        "hard": "plays its best few choices two turns on in many guessed caves, keeps the best",
    },
    "forty_thieves": {
        "easy": "reveals at random, but keeps the safe card of a 2-player pair",
        "normal": "reckons each card's odds from what it has seen, reveals for the most gold",
        "hard": "also reckons what each reveal leaves the rival to find next",
    },
    "bagdad": {
        "easy": "places, buys and moves at random among sensible choices; seldom trades",
        "normal": "buys, moves and trades for what gains it the most dinars right now",
        "hard": "like normal, but plays to win: ends the game when ahead, robs wished gems",
    },
}


def lines(game, players: int | None = None) -> list[tuple[str, str]]:
    """(level, what it is like) for the levels this game offers (at `players` seats, if given),
    weakest first; a game without lines here gets none."""
    said = LINES.get(game.NAME, {})
    return [(level, said[level]) for level in ai.levels(game, players) if level in said]
