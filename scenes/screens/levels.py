"""What each AI level is like, in a player's words: one line per level, which each game's table
entry holds (LEVELS in scenes/<game>/__init__.py, read from its AI's own account of itself).

Written for every level a game may have; a screen shows only those `engine.ai.levels(game)`
offers, so a level added to a game needs only its line in the game's entry. The lines are
English (marked N_ in the entry), said in the language in use where they are drawn; a level's
own name is said here (`name`).
"""
from __future__ import annotations

from engine import ai
from engine.words import joined
from engine.words.language import N_, tr
from scenes import registry

NAMES = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}   # engine.ai.LEVELS


def name(level: str) -> str:
    """A level as a player names it, in the language in use: "easy", "hard"."""
    return tr(NAMES[level])


def said(game) -> dict[str, str]:
    """{level: what it is like} as the game's table entry says; {} for a game without one."""
    return dict(getattr(registry.entry(game.NAME), "LEVELS", {}))


def lines(game, players: int | None = None) -> list[tuple[str, str]]:
    """(level, what it is like) for the levels this game offers (at `players` seats, if given),
    weakest first, in the language in use; a game without lines in its entry gets none."""
    words = said(game)
    return [(level, tr(words[level])) for level in ai.levels(game, players) if level in words]


def kept_out(game, players: int) -> list[tuple[str, str]]:
    """(level, where it is offered) for each level this game has but not at `players` seats,
    so that a level missing from the choices is explained rather than gone without a word."""
    every, offered, seats = ai.levels(game), ai.levels(game, players), ai.seats_for(game)
    return [(level, tr("only at {counts} players: at more it does not yet beat {level}").format(
                counts=_counts(seats[level]), level=name(every[every.index(level) - 1])))
            for level in every[1:] if level not in offered and level in seats]


def _counts(counts) -> str:
    """2, 3 -> "2 and 3"; 2, 3, 4 -> "2 to 4"; 2, 4, 6 -> "2, 4 and 6"."""
    counts = sorted(counts)
    if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
        return tr("{low} to {high}").format(low=counts[0], high=counts[-1])
    return joined(map(str, counts))
