"""Setting up a game: the options, the deal of characters, wishes and decks, and an empty
city with the Vizier in the Desert; then the placement of the starting pieces begins.

SETUP_OPTIONS describes the options as plain data, so that the setup screen and the command
line can offer them without knowing this game: each entry has a `key` (new_game's keyword), a
`label`, `choices` as (value, label) pairs, and either `per_seat` (one choice per seat, the
first choice the default; `distinct` when two seats may not share one other than the default;
`notes`, a line saying what each choice means) or a `default` and a one-line `help`. A value
may be RANDOM; `options_for` turns the choices into new_game's options, drawing the random ones
from the match seed, so that a saved match replays with exactly the options it was dealt.
"""
from __future__ import annotations

from engine.core import RuleError, Rng, brief

from .board import CITY
from .cards import ABILITIES, BY_DISTRICT, CHARACTERS, TEMPERAMENTS
from .gems import SUPPLY, WISHES
from .pieces import BOX, PER_SEAT
from .state import BagdadState

TITLE = "Thieves of Bagdad"
MIN_PLAYERS, MAX_PLAYERS = 3, 6
VARIANTS: dict[str, str] = {}
ROUND_LIMIT = 40
ROUND_LIMITS = (10, 20, 30, 40, 60, 80, 120)
RANDOM = "random"
OPTIONS_STREAM = 0x5E7_0975   # salts the seed: random options never echo the deal's own draws

SETUP_OPTIONS = (
    {"key": "characters", "label": "Character", "per_seat": True, "distinct": True,
     "choices": ((RANDOM, "Random character"),) + tuple((c, c) for c in CHARACTERS),
     "notes": {RANDOM: "Each character pays best with other goods: choose one to see which",
               **ABILITIES}},
    {"key": "round_limit", "label": "Round limit", "default": ROUND_LIMIT,
     "choices": tuple((n, f"{n} rounds") for n in ROUND_LIMITS),
     "help": "Ends a game whose Grand Vizier never reaches the Palace."},
    {"key": "first_player", "label": "Slipper", "default": 0,
     "choices": ((0, "Seat 1"), (RANDOM, "Random seat")),
     "help": "Who holds the slipper first and places first."},
)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check(players, variant, first_player, characters, round_limit, temperaments) -> None:
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
    if temperaments is not None and (
            not isinstance(temperaments, (list, tuple)) or len(temperaments) != players
            or not all(t is None or t in TEMPERAMENTS for t in temperaments)):
        raise RuleError(f"temperaments must be {players} of {', '.join(TEMPERAMENTS)} or none, "
                        f"not {brief(temperaments)}")


def options_for(chosen: dict, players: int, seed: int) -> dict:
    """new_game's options from setup choices (keys of SETUP_OPTIONS; absent keys keep the
    defaults). Seats left to RANDOM get characters nobody chose, and a RANDOM first player any
    seat, both drawn from the seed; all characters random is left to new_game's own deal.
    Each seat's temperament, unless chosen, is drawn from the seed too (what a new game has;
    a game dealt without them, as before there were any, is all honest).
    A character chosen twice is a RuleError naming it."""
    options = dict(chosen)
    rng = Rng(seed ^ OPTIONS_STREAM)
    characters = _characters(options.pop("characters", None), players, rng)
    if characters is not None:
        options["characters"] = characters
    if options.get("first_player") == RANDOM:
        options["first_player"] = rng.below(players)
    if options.get("temperaments") is None:
        options["temperaments"] = [TEMPERAMENTS[rng.below(len(TEMPERAMENTS))]
                                   for _ in range(players)]
    return options


def again_options(options: dict, players: int, seed: int) -> dict:
    """A new deal's options from a finished game's (Play again): the temperaments, which chance
    deals at setup, dealt again from the new seed; what the players set stays."""
    return options_for({k: v for k, v in options.items() if k != "temperaments"}, players, seed)


def seat_options(options: dict, ais: list[bool]) -> dict:
    """A temperament is an AI's: at a person's seat there is none (its talk is its own)."""
    dealt = options.get("temperaments")
    if not isinstance(dealt, list) or len(dealt) != len(ais):
        return options
    return {**options, "temperaments": [t if ai else None for t, ai in zip(dealt, ais)]}


def _characters(chosen, players: int, rng: Rng) -> list[str] | None:
    if chosen is None:
        return None
    if not isinstance(chosen, (list, tuple)):
        raise RuleError(f"characters must be a list, one per seat, not {brief(chosen)}")
    if len(chosen) != players:
        raise RuleError(f"{len(chosen)} characters for {players} seats: name one per seat")
    named = [c for c in chosen if c != RANDOM]
    for name in named:
        if name not in CHARACTERS:
            raise RuleError(f"{brief(name)} is not a character: choose from "
                            f"{', '.join(CHARACTERS)} or {RANDOM}")
        seats = [str(s + 1) for s, c in enumerate(chosen) if c == name]
        if len(seats) > 1:
            raise RuleError(f"{name} is chosen for seats {', '.join(seats[:-1])} and "
                            f"{seats[-1]}: each character can play only once")
    if not named:
        return None
    left = iter(rng.sample([c for c in CHARACTERS if c not in named], players - len(named)))
    return [next(left) if c == RANDOM else c for c in chosen]


def new_game(players: int, seed: int, variant: str | None = None, first_player: int = 0,
             characters=None, round_limit: int = ROUND_LIMIT, temperaments=None) -> BagdadState:
    """A shuffled, dealt game at its placement; `first_player` holds the slipper first."""
    _check(players, variant, first_player, characters, round_limit, temperaments)
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
        vizier=CITY.vizier_start, slipper=first_player, current=first_player,
        temperaments=None if temperaments is None else list(temperaments))
