"""Setting up a game: the options, the deal of characters, wishes and decks, and an empty
city with the Vizier in the Desert; then the placement of the starting pieces begins.

SETUP_OPTIONS describes the options as plain data, so that the setup screen and the command
line can offer them without knowing this game: each entry has a `key` (new_game's keyword), a
`label`, `choices` as (value, label) pairs, and either `per_seat` (one choice per seat, the
first choice the default; `distinct` when two seats may not share one other than the default;
`notes`, a function saying what a choice means) or a `default` and a one-line `help`. The
words are English, marked N_ for Babel and said with `tr` where they are shown; where a
choice's words are not one fixed phrase (a count of rounds, a character's name as the game's
catalogue says it), `named` says a choice in the language in use. A value may be RANDOM;
`options_for` turns the choices into new_game's options, drawing the random ones from the
match seed, so that a saved match replays with exactly the options it was dealt.
"""
from __future__ import annotations

from engine.core import RuleError, Rng, brief
from engine.words import joined
from engine.words.language import N_, ntr, tr

from .board import CITY
from .cards import BY_DISTRICT, CHARACTERS, PRIZED, TEMPERAMENTS
from .gems import SUPPLY, WISHES
from .pieces import BOX, PER_SEAT
from .state import BagdadState
from .words.nouns import noun

TITLE = N_("Thieves of Bagdad")     # said with `tr` where shown
MIN_PLAYERS, MAX_PLAYERS = 3, 6
VARIANTS: dict[str, str] = {}
ROUND_LIMIT = 40
ROUND_LIMITS = (10, 20, 30, 40, 60, 80, 120)
RANDOM = "random"
OPTIONS_STREAM = 0x5E7_0975   # salts the seed: random options never echo the deal's own draws


def _character(value: str) -> str:
    """A choice of character in the language in use: "Sindbad", "Random character"."""
    return tr("Random character") if value == RANDOM else noun(value)


def pays_best(value: str) -> str:
    """What a choice of character means: the goods it pays best with (RANDOM: that each has
    its own), in the language in use."""
    if value == RANDOM:
        return tr("Each character pays best with other goods: choose one to see which")
    return tr("{character} pays best with {goods}").format(
        character=noun(value), goods=joined(noun(good) for good in PRIZED[value]))


def _rounds(n: int) -> str:
    return ntr("{n} round", "{n} rounds", n).format(n=n)


SETUP_OPTIONS = (
    {"key": "characters", "label": N_("Character"), "per_seat": True, "distinct": True,
     "choices": ((RANDOM, N_("Random character")),) + tuple((c, c) for c in CHARACTERS),
     "named": _character, "notes": pays_best},
    {"key": "round_limit", "label": N_("Round limit"), "default": ROUND_LIMIT,
     "choices": tuple((n, f"{n} rounds") for n in ROUND_LIMITS), "named": _rounds,
     "help": N_("Ends a game whose Grand Vizier never reaches the Palace.")},
    {"key": "first_player", "label": N_("Slipper"), "default": 0,
     "choices": ((0, N_("Seat 1")), (RANDOM, N_("Random seat"))),
     "help": N_("Who holds the slipper first and places first.")},
)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check(players, variant, first_player, characters, round_limit, temperaments) -> None:
    if not _is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleError(tr("{game} takes {low} to {high} players, not {n}").format(
            game=tr(TITLE), low=MIN_PLAYERS, high=MAX_PLAYERS, n=brief(players)))
    if variant is not None:
        raise RuleError(tr("{game} has no variant {variant}").format(game=tr(TITLE),
                                                                     variant=brief(variant)))
    if not _is_int(first_player) or not 0 <= first_player < players:
        raise RuleError(tr("first player {player} is not a seat of {n}").format(
            player=brief(first_player), n=players))
    if not _is_int(round_limit) or round_limit < 1:
        raise RuleError(tr("the round limit must be a whole number from 1, not {value}").format(
            value=brief(round_limit)))
    if characters is not None and (
            not isinstance(characters, (list, tuple)) or len(characters) != players
            or not all(isinstance(c, str) and c in CHARACTERS for c in characters)
            or len(set(characters)) != players):
        raise RuleError(tr("characters must be {n} different names of {names}, not {value}")
                        .format(n=players, names=", ".join(CHARACTERS), value=brief(characters)))
    if temperaments is not None and (
            not isinstance(temperaments, (list, tuple)) or len(temperaments) != players
            or not all(t is None or t in TEMPERAMENTS for t in temperaments)):
        raise RuleError(tr("temperaments must be {n} of {names} or none, not {value}").format(
            n=players, names=", ".join(TEMPERAMENTS), value=brief(temperaments)))


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
        raise RuleError(tr("characters must be a list, one per seat, not {value}").format(
            value=brief(chosen)))
    if len(chosen) != players:
        raise RuleError(tr("{count} characters for {n} seats: name one per seat").format(
            count=len(chosen), n=players))
    named = [c for c in chosen if c != RANDOM]
    for name in named:
        if name not in CHARACTERS:
            raise RuleError(tr("{value} is not a character: choose from {names} or {random}")
                            .format(value=brief(name), names=", ".join(CHARACTERS),
                                    random=RANDOM))
        seats = [str(s + 1) for s, c in enumerate(chosen) if c == name]
        if len(seats) > 1:
            raise RuleError(tr("{character} is chosen for seats {seats}: each character can "
                               "play only once").format(character=noun(name),
                                                        seats=joined(seats)))
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
