"""What each AI level is like, in a player's words: one line per level, which each game's table
entry holds (LEVELS in scenes/<game>/__init__.py, read from its AI's own account of itself).

Written for every level a game may have; a screen shows only those `engine.ai.levels(game)`
offers, so a level added to a game needs only its line in the game's entry.
"""
from __future__ import annotations

from engine import ai
from scenes import tables


def said(game) -> dict[str, str]:
    """{level: what it is like} as the game's table entry says; {} for a game without one."""
    return dict(getattr(tables.entry(game.NAME), "LEVELS", {}))


def lines(game, players: int | None = None) -> list[tuple[str, str]]:
    """(level, what it is like) for the levels this game offers (at `players` seats, if given),
    weakest first; a game without lines in its entry gets none."""
    words = said(game)
    return [(level, words[level]) for level in ai.levels(game, players) if level in words]
