"""Thieves of Bagdad: the walled city of five districts (assets/rules/bagdad.md).

The module protocol of engine.catalog. city_map.py reads the board from maps/baghdad.tmx into
city.py's City (spaces, gates, walls, the hex geometry and the cheapest moves), board.py keeps
what the rules ask of it and places.py where each space lies, for its name; cards.py, gems.py
and pieces.py hold the content; setup.py the options and the deal; state.py the data and whose
decision it is; placement.py, exchange.py and purchase.py the three kinds of decision (offers.py
an offer's data and the claims each seat has checked, reasons.py why an offer is refused),
rounds.py what happens by itself between them (income, the end), history.py each round's
exchange summed up from the moves; moves.py the moves and abilities; scoring.py the end;
views.py what a seat may see (and `open_view`, everything, for a replay), hidden.py
determinization and hidden twins, invariants.py what every reachable state keeps; actions.py the
action vocabulary. The game in words, one place for the table, the log, the replay, the AI's
hint and the command line alike, is the subpackage words/ (its actions.py gives describe_action).

Setup options: SETUP_OPTIONS describes them as plain data for the setup screen and the command
line, and `options_for(chosen, players, seed)` turns those choices (RANDOM among them) into
new_game's options, with a temperament dealt to every seat; `seat_options` keeps them for the
AI seats only.

Helpers for the UI and the AI: `reachable(state, piece)` -> {space: cost},
`ability_targets(state, piece)` -> {(space, victim): cost}, `card_value(card, character)`,
`payment_value(cards, character)`, `cheapest_payment(hand, character, price, purpose)`.
"""
from engine.core import IllegalAction, RuleError, action_from_dict

from .cards import CHARACTERS, card_value, cheapest_payment, payment_value
from .city import DESERT, DISTRICTS, City, CityError, Gate, Space
from .city_map import default_city, load_city
from .hidden import determinize, hidden_twin
from .invariants import invariant_errors
from .moves import ability_targets, reachable
from .pieces import VIZIER
from .setup import (MAX_PLAYERS, MIN_PLAYERS, RANDOM, SETUP_OPTIONS, TITLE, VARIANTS, new_game,
                    again_options, options_for, seat_options)
from .state import NAME, BagdadState, from_dict
from .views import open_view
from .words.actions import describe_action

# A card given and taken back, a payment unmade, a move cancelled: steps that can come back to
# where the turn was (engine.match leaves such loops out of the saves).
TAKES_BACK = True

# The moves whose every parameter every seat may know, sent as they are to the tables of friends
# on other computers (the cards given, claimed, paid or handed over are not: their ids would name
# them).
PUBLIC_ACTIONS = frozenset({"place", "move", "to", "stay", "done", "confirm", "pass_slipper",
                            "buy_piece", "buy_gem", "discard", "offer", "offer_all", "send",
                            "accept", "refuse"})

__all__ = ["NAME", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "BagdadState", "new_game",
           "SETUP_OPTIONS", "RANDOM", "options_for", "seat_options", "again_options", "TAKES_BACK",
           "from_dict", "action_from_dict", "describe_action", "determinize",
           "hidden_twin", "invariant_errors", "open_view", "IllegalAction", "RuleError",
           "reachable", "ability_targets", "card_value", "payment_value", "cheapest_payment",
           "CHARACTERS", "VIZIER",
           "City", "CityError", "Gate", "Space", "DESERT", "DISTRICTS", "default_city", "load_city",
           "PUBLIC_ACTIONS"]
