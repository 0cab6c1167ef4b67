"""Ali Baba: collect treasures from a cave of stacked tiles (see RULES.md section 1).

The module protocol of engine.catalog: tiles.py holds the 60 tiles, geometry.py both boards,
state.py the rules of a turn, setup.py the variants and the deal, scoring.py the end,
views.py what a seat may see, hidden.py determinization and hidden twins, invariants.py what
every reachable state keeps, describe.py the words for actions.
"""
from engine.core import IllegalAction, RuleError, action_from_dict

from .describe import describe_action
from .hidden import determinize, hidden_twin
from .invariants import invariant_errors
from .setup import MAX_PLAYERS, MIN_PLAYERS, TITLE, VARIANTS, new_game
from .state import NAME, AliBabaState, from_dict

__all__ = ["NAME", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "AliBabaState",
           "new_game", "from_dict", "action_from_dict", "describe_action", "determinize",
           "hidden_twin", "invariant_errors", "IllegalAction", "RuleError"]
