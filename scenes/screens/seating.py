"""Who may sit at a game's table: the seat counts a game starts with in a variant (asked of the
game itself, so that the New game screen never offers a count that fails on Start), their
phrase, and the kinds of seat (a human, a friend at another computer, or an AI of each level
offered there).
"""
from __future__ import annotations

from functools import lru_cache

from engine import ai
from engine.core import RuleError
from engine.words.language import N_, tr
from scenes.screens import levels


def kinds(game, players: int) -> list[tuple[str, str]]:
    """Who may sit in a seat of this game at `players` seats: a human here, a friend at another
    computer (the game is then hosted: scenes/table/friends.py), or an AI of each level the game
    offers there (labelled in the language in use)."""
    return [("human", N_("Human")), ("friend", N_("Friend online"))] + [
        (f"ai:{level}", tr("AI · {level}").format(level=levels.name(level)))
        for level in ai.levels(game, players)]


@lru_cache(maxsize=None)
def _seat_counts(game, variant: str | None) -> tuple[int, ...]:
    counts = tuple(n for n in range(game.MIN_PLAYERS, game.MAX_PLAYERS + 1)
                   if _starts(game, n, variant))
    return counts or tuple(range(game.MIN_PLAYERS, game.MAX_PLAYERS + 1))


def _starts(game, players: int, variant: str | None) -> bool:
    try:
        game.new_game(players=players, seed=0, **({"variant": variant} if variant else {}))
    except RuleError:
        return False
    return True


def seat_counts(game, variant: str | None) -> tuple[int, ...]:
    """The seat counts the game starts with in this variant, as its own rules say (asked of
    its new_game, so that the screen never offers a count that fails on Start)."""
    if variant is None:
        return tuple(range(game.MIN_PLAYERS, game.MAX_PLAYERS + 1))
    return _seat_counts(game, variant)


def seats_phrase(counts) -> str:
    """"2–4 can play", "only 2 can play"."""
    counts = list(counts)
    return tr("only {n} can play").format(n=counts[0]) if len(counts) == 1 else \
        tr("{low}–{high} can play").format(low=counts[0], high=counts[-1])
