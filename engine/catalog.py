"""Which games exist, and how to reach their modules by name.

SHIPPED is the one list of the games that ship, by id: a game is its package engine/<id>/
(the module protocol below), its table package scenes/<id>/ (registered in scenes/registry.py),
and its line here. Nothing else names a game: the setup screen, the command line, saves and the
bench ask the game's module (and its table's entry) what they need to know.

A game module (engine.<id>) exposes: NAME, TITLE, MIN_PLAYERS, MAX_PLAYERS,
VARIANTS (dict: variant name -> one-line description, opening with the name a player knows it
by before a colon; the standard game is variant None); the title and the descriptions are
English, marked N_ for Babel and said with `tr` where they are shown;
new_game(players, seed, **options), from_dict(d), action_from_dict(d),
describe_action(action, view) -> str, and optionally:
  determinize(view, seat, rng) -> state, for the AIs that guess what they cannot see;
  TAKES_BACK = True where a player can step back within a turn to a position already reached
    (engine.match then leaves those loops out of what a save holds);
  SETUP_OPTIONS and options_for(chosen, players, seed): its options as plain data, which the
    setup screen offers as selectors and the command line as flags (--round-limit for the key
    round_limit), and what new_game makes of those choices;
  seat_options(options, ais) -> options: what of the options depends on who sits where (ais:
    per seat, whether an AI plays it), applied by Match.new;
  again_options(options, players, seed) -> options: a new deal's options from a finished
    game's (Play again), what chance dealt at setup dealt again from the new seed;
  LEFT_OUT = {"option", "counts", "kinds"}: kinds a variant leaves out of the game (so many by
    variant), which the setup screen lets the players choose, as new_game's `option`; with
    "named", a function saying a kind's name in the language in use;
  open_view(state, seat) -> dict: the seat's view with every hidden thing shown (a replay).

Two reliability hooks too, which tests/test_soak.py and tests/test_hidden_info.py run over every
game here, so that a new game is soaked and checked for leaks just by being registered:
  invariant_errors(state) -> list[str]: every conservation and consistency rule the state
    breaks, in words ([] when sound); returned, not asserted, so it still checks under -O.
  hidden_twin(state, seat, rng) -> state: a copy in which only what `seat` cannot see differs
    (hidden things dealt again among themselves, and the state's random stream drawn afresh:
    the deals, draws and dice to come are as hidden as the deck), itself a sound state; its
    view(seat), and so every AI's choice for that seat, must equal the real state's.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from engine.core import Unavailable, brief
from engine.words.language import N_, tr

# Shipped games, one line each, in the order the setup screen lists them, with their titles (for
# saying which game is unavailable when its module cannot load to tell its TITLE itself; English,
# said with `tr` where shown, as every TITLE is).
SHIPPED = {
    "alibaba": N_("Ali Baba"),
    "forty_thieves": N_("Ali Baba and the Forty Thieves"),
    "bagdad": N_("Thieves of Bagdad"),
}

_registry: dict[str, ModuleType] = {}
_broken: dict[str, str] = {}     # shipped games that cannot load here -> why, in one line


class UnknownGame(KeyError):
    def __str__(self) -> str:
        name = self.args[0]
        if name in _broken:
            return tr("{game} cannot be played here: {reason}").format(game=tr(SHIPPED[name]),
                                                                       reason=_broken[name])
        return tr("unknown game {name}; choose one of: {names}").format(
            name=brief(name), names=", ".join(names()) or tr("none"))


def register(module: ModuleType) -> None:
    """Make a game module reachable by its NAME (tests register their own small game)."""
    _registry[module.NAME] = module


def unregister(name: str) -> None:
    _registry.pop(name, None)


def _load_shipped() -> None:
    for name in SHIPPED:
        if name in _registry:
            continue
        if name in _broken:
            continue
        try:
            module = importlib.import_module(f"engine.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"engine.{name}":
                raise
            continue  # not built yet
        except Unavailable as exc:
            _broken[name] = str(exc)
            continue
        if not hasattr(module, "new_game"):
            continue  # a package still being built (its map or rules come first)
        register(module)


def names() -> list[str]:
    """Playable games: shipped ones first in their order, then registered extras."""
    _load_shipped()
    shipped = [n for n in SHIPPED if n in _registry]
    return shipped + sorted(n for n in _registry if n not in SHIPPED)


def unavailable() -> dict[str, str]:
    """Shipped games that cannot be played on this machine, by title, and why (e.g. a missing
    map)."""
    _load_shipped()
    return {SHIPPED[name]: why for name, why in _broken.items()}


def get(name: str) -> ModuleType:
    _load_shipped()
    try:
        return _registry[name]
    except KeyError:
        raise UnknownGame(name) from None
