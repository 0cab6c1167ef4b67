"""AI opponents. A policy sees only `view(seat)` and the legal actions of its seat.

Each game may ship `engine.ai.<game>` with POLICIES = {level: policy}; a policy is
`policy(view, actions, rng) -> Action`. A game offers exactly the levels it has policies for
(setup and the CLI refuse others, rather than quietly playing a weaker level); a game with no
AI module offers only "easy", played by `random_policy`. A policy that searches for long calls
`engine.ai.cancel.check()` as it goes, so that a decision nobody wants any more ends early.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Callable

from engine.ai.cancel import Flag, check, watching
from engine.core import Action, Rng

LEVELS = ("easy", "normal", "hard")   # weakest first

Policy = Callable[[dict, list, Rng], Action]

_extra: dict[str, dict[str, Policy]] = {}


def random_policy(view: dict, actions: list[Action], rng: Rng) -> Action:
    return rng.choice(actions)


def register(game_name: str, policies: dict[str, Policy]) -> None:
    """Give a game policies without a module under engine.ai (tests use this)."""
    _extra[game_name] = dict(policies)


def _module(game: ModuleType) -> ModuleType | None:
    """The game's module under engine.ai, or None when it has none."""
    try:
        return importlib.import_module(f"engine.ai.{game.NAME}")
    except ModuleNotFoundError as exc:
        if exc.name != f"engine.ai.{game.NAME}":
            raise
        return None


def policies_for(game: ModuleType) -> dict[str, Policy]:
    if game.NAME in _extra:
        return _extra[game.NAME]
    module = _module(game)
    return {"easy": random_policy} if module is None else module.POLICIES


def levels(game: ModuleType, players: int | None = None) -> list[str]:
    """The AI levels this game offers, weakest first; with `players`, those offered at that
    seat count. A module's SEATS ({level: seat counts}) keeps a level to the seat counts where
    the arena measures it stronger than the level below (a "hard" that plays as normal would
    mislead whoever picks it)."""
    policies = policies_for(game)
    seats = seats_for(game)
    return [level for level in LEVELS if level in policies
            and (players is None or level not in seats or players in seats[level])]


def seats_for(game: ModuleType) -> dict:
    """{level: seat counts it is offered at}, for the levels kept to some seat counts only."""
    module = None if game.NAME in _extra else _module(game)
    return getattr(module, "SEATS", {})


def choose(game: ModuleType, view: dict, actions: list[Action], level: str, rng: Rng,
           cancel: Flag | None = None) -> Action:
    """The `level` policy's action. With `cancel` (engine.ai.cancel), a search still running
    when the flag is set stops at its next playout and raises Cancelled instead of answering."""
    if len(actions) == 1:
        return actions[0]
    with watching(cancel):
        check()
        return policies_for(game)[level](view, actions, rng)
