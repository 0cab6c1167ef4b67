"""Setting up the cave: variants, removed kinds, the lamp display and the seeded deal."""
from __future__ import annotations

from engine.core import RuleError, Rng
from engine.words.language import N_, tr

from .geometry import BOARDS
from .state import TAKE, AliBabaState
from .tiles import KINDS, LAMP, TILES, kind, of_kinds

TITLE = N_("Ali Baba")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
VARIANTS = {      # English, said in the language in use where they are shown
    "lamp": N_("Aladdin's Lamp: six tiles wait beside the cave; take a lamp to swap it for one."),
    "equal": N_("Equal Treasures: all six tiles of one kind leave the game, known to all."),
    "small": N_("Smaller Cave, two players: a smaller cave of 36 tiles (4 by 4 at its base), "
                "three kinds left out, known to all."),
}
REMOVED_COUNT = {"equal": 1, "small": 3}
DISPLAY_SIZE = 6


def _check(players: int, variant: str | None, first_player: int) -> None:
    if variant not in (None, *VARIANTS):
        raise RuleError(tr("unknown variant {variant}; choose one of {variants}").format(
            variant=repr(variant), variants=", ".join(VARIANTS)))
    low, high = (2, 2) if variant == "small" else (MIN_PLAYERS, MAX_PLAYERS)
    if not low <= players <= high:
        raise RuleError(tr("{game} ({variant}) takes {low} to {high} players").format(
            game=tr(TITLE), variant=variant or tr("standard"), low=low, high=high))
    if not 0 <= first_player < players:
        raise RuleError(tr("first player {player} is not a seat of {n}").format(
            player=first_player, n=players))


def _removed(variant: str | None, chosen, rng: Rng) -> list[str]:
    """The kinds left out, in rulebook order: chosen by the players, else drawn at random."""
    count = REMOVED_COUNT.get(variant, 0)
    if chosen is None:
        chosen = rng.sample(KINDS, count)
    chosen = list(chosen)
    if len(set(chosen)) != count or not set(chosen) <= set(KINDS):
        raise RuleError(tr("{variant} leaves out {count} distinct kinds, not {chosen}").format(
            variant=variant or tr("the standard game"), count=count, chosen=repr(chosen)))
    return [k for k in KINDS if k in chosen]


def new_game(players: int, seed: int, variant: str | None = None, first_player: int = 0,
             removed_kinds=None) -> AliBabaState:
    _check(players, variant, first_player)
    rng = Rng(seed)
    removed = _removed(variant, removed_kinds, rng)
    pool = [t for t in TILES if kind(t) not in removed]
    display: list[int] = []
    if variant == "lamp":
        pool = [t for t in pool if kind(t) != LAMP]
        rng.shuffle(pool)
        display, pool = pool[:DISPLAY_SIZE], pool[DISPLAY_SIZE:] + of_kinds([LAMP])
    rng.shuffle(pool)
    board = BOARDS["small" if variant == "small" else "large"]
    return AliBabaState(
        players=players, variant=variant, board=board.name, first_player=first_player,
        removed_kinds=removed, rng=rng, cells=pool[:len(board)],
        up=[spot.layer == board.top for spot in board.spots],
        box=of_kinds(removed) + pool[len(board):], display=display,
        screens=[[] for _ in range(players)], scores=[0] * players, restrictions=[],
        current=first_player, turn=1, last_turn=None, over=False, pending=dict(TAKE))
