"""Setting up a game: the options, the deal of characters, wishes and decks, and an empty
city with the Vizier in the Desert; then the placement of the starting pieces begins."""
from __future__ import annotations

from engine.core import RuleError, Rng, brief

from .board import CITY
from .cards import BY_DISTRICT, CHARACTERS
from .gems import SUPPLY, WISHES
from .pieces import BOX, PER_SEAT
from .state import BagdadState

TITLE = "Thieves of Bagdad"
MIN_PLAYERS, MAX_PLAYERS = 3, 6
VARIANTS: dict[str, str] = {}
ROUND_LIMIT = 40


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check(players, variant, first_player, characters, round_limit) -> None:
    if not _is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleError(f"{TITLE} takes {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                        f"not {brief(players)}")
    if variant is not None:
        raise RuleError(f"{TITLE} has no variant {brief(variant)}")
    if not _is_int(first_player) or not 0 <= first_player < players:
        raise RuleError(f"first player {brief(first_player)} is not a seat of {players}")
    if not _is_int(round_limit) or round_limit < 1:
        raise RuleError(f"the round limit must be a whole number from 1, not {brief(round_limit)}")
    if characters is not None and (
            not isinstance(characters, (list, tuple)) or len(characters) != players
            or not all(isinstance(c, str) and c in CHARACTERS for c in characters)
            or len(set(characters)) != players):
        raise RuleError(f"characters must be {players} different names of "
                        f"{', '.join(CHARACTERS)}, not {brief(characters)}")


def new_game(players: int, seed: int, variant: str | None = None, first_player: int = 0,
             characters=None, round_limit: int = ROUND_LIMIT) -> BagdadState:
    """A shuffled, dealt game at its placement; `first_player` holds the slipper first."""
    _check(players, variant, first_player, characters, round_limit)
    rng = Rng(seed)
    chosen = [CHARACTERS.index(c) for c in characters] if characters is not None \
        else rng.sample(range(len(CHARACTERS)), players)
    wishes = rng.sample(range(len(WISHES)), players)
    decks = [list(cards) for cards in BY_DISTRICT]
    for deck in decks:
        rng.shuffle(deck)
    return BagdadState(
        players=players, characters=chosen, wishes=wishes, first_player=first_player,
        round_limit=round_limit, rng=rng, decks=decks, discards=[[] for _ in decks],
        hands=[[] for _ in range(players)], supply=list(SUPPLY),
        pouches=[[] for _ in range(players)], at=[BOX] * (players * PER_SEAT),
        vizier=CITY.vizier_start, slipper=first_player, current=first_player)
