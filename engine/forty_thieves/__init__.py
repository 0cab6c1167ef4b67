"""Ali Baba and the Forty Thieves: take turns revealing cards; stay below 12 to claim a reward.

The module protocol (see engine/catalog.py); invariants.py says what every reachable state
keeps, knowledge.py what a seat can know (determinization, hidden twins), views.py what it
sees (and `open_view`, every hand, for a replay), words/ everything a player reads of it (its
actions.py gives describe_action). There are no variants: the 2-player rule (a deck reveal
turns up two cards, keep one) applies by itself whenever two play.
"""
from __future__ import annotations

from engine.core import RuleError, action_from_dict
from engine.forty_thieves.invariants import invariant_errors
from engine.forty_thieves.knowledge import determinize, hidden_twin
from engine.forty_thieves.state import NAME, FortyState, new_state, state_from_dict
from engine.forty_thieves.views import open_view
from engine.forty_thieves.words.actions import describe_action
from engine.words.language import N_, tr

TITLE = N_("Ali Baba and the Forty Thieves")     # said with `tr` where shown
MIN_PLAYERS, MAX_PLAYERS = 2, 6
VARIANTS: dict[str, str] = {}

# The moves whose every parameter every seat may know, sent as they are to the tables of friends
# on other computers (a card chosen from one's own hand is not).
PUBLIC_ACTIONS = frozenset({"reveal", "reveal_deck", "pass"})

__all__ = ["NAME", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "FortyState", "new_game",
           "from_dict", "action_from_dict", "describe_action", "determinize", "hidden_twin",
           "invariant_errors", "open_view", "PUBLIC_ACTIONS"]


def new_game(players: int, seed: int, first_player: int = 0,
             variant: str | None = None) -> FortyState:
    """A shuffled, dealt first round; `first_player` (the oldest player) starts it."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleError(tr("{game} takes {low} to {high} players, not {n}").format(
            game=tr(TITLE), low=MIN_PLAYERS, high=MAX_PLAYERS, n=players))
    if variant is not None:
        raise RuleError(tr("{game} has no variant {variant}").format(game=tr(TITLE),
                                                                     variant=repr(variant)))
    if not 0 <= first_player < players:
        raise RuleError(tr("no seat {seat} among {n} players").format(seat=first_player,
                                                                      n=players))
    return new_state(players, seed, first_player)


def from_dict(d: dict) -> FortyState:
    """The state `to_dict` wrote; ValueError for anything the rules could not have reached."""
    return state_from_dict(d)
