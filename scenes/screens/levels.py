"""What each AI level is like, in a player's words: one line per level, which each game's table
entry holds (LEVELS in scenes/<game>/__init__.py, read from its AI's own account of itself).

Written for every level a game may have; a screen shows only those `engine.ai.levels(game)`
offers, so a level added to a game needs only its line in the game's entry.
"""
from __future__ import annotations

from engine import ai
from scenes import registry


def said(game) -> dict[str, str]:
    """{level: what it is like} as the game's table entry says; {} for a game without one."""
    return dict(getattr(registry.entry(game.NAME), "LEVELS", {}))


def lines(game, players: int | None = None) -> list[tuple[str, str]]:
    """(level, what it is like) for the levels this game offers (at `players` seats, if given),
    weakest first; a game without lines in its entry gets none."""
    words = said(game)
    return [(level, words[level]) for level in ai.levels(game, players) if level in words]


def kept_out(game, players: int) -> list[tuple[str, str]]:
    """(level, where it is offered) for each level this game has but not at `players` seats,
    so that a level missing from the choices is explained rather than gone without a word."""
    every, offered, seats = ai.levels(game), ai.levels(game, players), ai.seats_for(game)
    return [(level, f"only at {_counts(seats[level])} players: at more it does not yet beat "
                    f"{every[every.index(level) - 1]}")
            for level in every[1:] if level not in offered and level in seats]


def _counts(counts) -> str:
    """2, 3 -> "2 and 3"; 2, 3, 4 -> "2 to 4"; 2, 4, 6 -> "2, 4 and 6"."""
    counts = sorted(counts)
    if len(counts) == 1:
        return str(counts[0])
    if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return ", ".join(map(str, counts[:-1])) + f" and {counts[-1]}"
