"""Ali Baba: collect treasures from a cave of stacked tiles (assets/rules/alibaba.md).

The module protocol of engine.catalog: tiles.py holds the 60 tiles, geometry.py both boards,
state.py the rules of a turn, setup.py the variants and the deal, scoring.py the end,
views.py what a seat may see, hidden.py determinization and hidden twins, invariants.py what
every reachable state keeps; words/ everything a player reads of it (its actions.py gives
describe_action).

For the generic screens: `open_view(state, seat)` (views.py) shows every seat's treasures to a
replay; LEFT_OUT says which kinds a variant leaves out, for the players to choose (the setup
screen's chips, new_game's `removed_kinds`).
"""
from engine.core import IllegalAction, RuleError, action_from_dict

from .hidden import determinize, hidden_twin
from .invariants import invariant_errors
from .setup import MAX_PLAYERS, MIN_PLAYERS, REMOVED_COUNT, TITLE, VARIANTS, new_game
from .state import NAME, AliBabaState, from_dict
from .tiles import KINDS
from .views import open_view
from .words.actions import describe_action
from .words.terms import kind_name

# The kinds a variant leaves out (Equal Treasures one, Smaller Cave three), which the players may
# choose: new_game's option `option`, so many kinds by variant, among `kinds`, each `named` as
# the game's catalogue says it.
LEFT_OUT = {"option": "removed_kinds", "counts": REMOVED_COUNT, "kinds": KINDS,
            "named": kind_name}

# The moves whose every parameter every seat may know, sent as they are to the tables of friends
# on other computers (a tile picked after a look, or shown, is the looker's secret).
PUBLIC_ACTIONS = frozenset({"take", "green", "restrict", "skip"})

__all__ = ["NAME", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "AliBabaState",
           "new_game", "from_dict", "action_from_dict", "describe_action", "determinize",
           "hidden_twin", "invariant_errors", "open_view", "LEFT_OUT", "IllegalAction", "RuleError",
           "PUBLIC_ACTIONS"]
