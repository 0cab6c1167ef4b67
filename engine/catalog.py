"""Which games exist, and how to reach their modules by name.

A game module (engine.alibaba, ...) exposes: NAME, TITLE, MIN_PLAYERS, MAX_PLAYERS,
VARIANTS (dict: variant name -> one-line description; the standard game is variant None),
new_game(players, seed, **options), from_dict(d), action_from_dict(d),
describe_action(action, view) -> str, and optionally determinize(view, seat, rng) -> state.
"""
from __future__ import annotations

import importlib
from types import ModuleType

# Shipped games, in the order the setup screen lists them.
SHIPPED = ("alibaba", "forty_thieves", "bagdad")

_registry: dict[str, ModuleType] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}; choose one of: {', '.join(names()) or 'none'}"


def register(module: ModuleType) -> None:
    """Make a game module reachable by its NAME (tests register their own small game)."""
    _registry[module.NAME] = module


def unregister(name: str) -> None:
    _registry.pop(name, None)


def _load_shipped() -> None:
    for name in SHIPPED:
        if name in _registry:
            continue
        try:
            module = importlib.import_module(f"engine.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"engine.{name}":
                raise
            continue  # not built yet
        if not hasattr(module, "new_game"):
            continue  # a package still being built (its map or rules come first)
        register(module)


def names() -> list[str]:
    """Playable games: shipped ones first in their order, then registered extras."""
    _load_shipped()
    shipped = [n for n in SHIPPED if n in _registry]
    return shipped + sorted(n for n in _registry if n not in SHIPPED)


def get(name: str) -> ModuleType:
    _load_shipped()
    try:
        return _registry[name]
    except KeyError:
        raise UnknownGame(name) from None
