"""The kinds a variant leaves out (a game's LEFT_OUT, engine/catalog.py), as the New game screen
offers them: how many and which, the kinds chosen completed from the seed, and the hint that
says what becomes of those not chosen."""
from __future__ import annotations

from engine.core import Rng
from engine.words.language import tr

LEFT_OUT_STREAM = 0x1EF7_0C7   # salts the seed: kinds left to chance never echo the deal


def left_out(game, variant: str | None) -> tuple[int, tuple[str, ...]]:
    """How many kinds the variant leaves out and the kinds to choose from, as the game's LEFT_OUT
    says; (0, ()) for a game or variant that leaves nothing out."""
    spec = getattr(game, "LEFT_OUT", None) or {"counts": {}, "kinds": ()}
    return spec["counts"].get(variant, 0), tuple(spec["kinds"])


def kind_word(game, kind: str) -> str:
    """A kind as the game names it in the language in use (LEFT_OUT's "named"), else its id."""
    named = getattr(game, "LEFT_OUT", {}).get("named")
    return named(kind) if named else kind


def left_out_kinds(kinds: tuple[str, ...], count: int, chosen, seed: int) -> list[str] | None:
    """The kinds to leave out: those chosen, the rest drawn from the seed; None when none is
    chosen (the game's own deal draws them, as `play` does)."""
    chosen = [k for k in kinds if k in chosen]
    if not chosen:
        return None
    drawn = Rng(seed ^ LEFT_OUT_STREAM).sample([k for k in kinds if k not in chosen],
                                                count - len(chosen))
    return [k for k in kinds if k in chosen or k in drawn]


def hint(count: int, chosen: int) -> str:
    """What becomes of the kinds not chosen, with `chosen` of the `count` to leave out chosen."""
    if chosen == count:
        return tr("known to all; click a kind to change it")
    if count == 1:
        return tr("choose a kind, or leave it to chance")
    if chosen:
        return tr("choose {n} more, or leave the rest to chance").format(n=count - chosen)
    return tr("choose {n} kinds, or leave them to chance").format(n=count)
