"""Every set-up a game offers and a new game from one: what the soak, the hidden-information
checks and the engine's fast paths run over every game in the catalog."""
from __future__ import annotations

import inspect

from engine.core import RuleError


def setups(game) -> list[dict]:
    """Every player count with every variant, less the set-ups the game refuses."""
    found = []
    for players in range(game.MIN_PLAYERS, game.MAX_PLAYERS + 1):
        for variant in (None, *game.VARIANTS):
            try:
                game.new_game(players=players, seed=0, variant=variant)
            except RuleError:
                continue
            found.append({"players": players, "variant": variant})
    return found


def new(game, setup: dict, seed: int):
    """A new game; the first player varies too where the game lets it be chosen, and what a
    game deals from the seed besides (Bagdad's temperaments) is dealt as a new game deals it."""
    options = dict(setup)
    if hasattr(game, "options_for"):
        options.update(game.options_for({}, setup["players"], seed))
    if "first_player" in inspect.signature(game.new_game).parameters:
        options["first_player"] = seed % setup["players"]
    return game.new_game(seed=seed, **options)
