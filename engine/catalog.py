"""Which games exist, and how to reach their modules by name.

A game module (engine.alibaba, ...) exposes: NAME, TITLE, MIN_PLAYERS, MAX_PLAYERS,
VARIANTS (dict: variant name -> one-line description; the standard game is variant None),
new_game(players, seed, **options), from_dict(d), action_from_dict(d),
describe_action(action, view) -> str, and optionally determinize(view, seat, rng) -> state.

Two reliability hooks too, which tests/test_soak.py and tests/test_hidden_info.py run over every
game here, so that a new game is soaked and checked for leaks just by being registered:
  invariant_errors(state) -> list[str]: every conservation and consistency rule the state
    breaks, in words ([] when sound); returned, not asserted, so it still checks under -O.
  hidden_twin(state, seat, rng) -> state: a copy in which only what `seat` cannot see differs
    (hidden things dealt again among themselves), itself a sound state; its view(seat), and so
    every AI's choice for that seat, must equal the real state's.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from engine.core import brief

# Shipped games, in the order the setup screen lists them.
SHIPPED = ("alibaba", "forty_thieves", "bagdad")

_registry: dict[str, ModuleType] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"unknown game {brief(self.args[0])}; choose one of: {', '.join(names()) or 'none'}"


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
