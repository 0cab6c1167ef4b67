"""The end: with the Vizier on a Palace shop, every player whose pouch holds the gems of its
wish wins; otherwise, and always after the round limit, the highest gem value wins (false
stones count 0) and ties share. Scores are gem values either way."""
from __future__ import annotations

from engine.core import Result

from .cards import CHARACTERS
from .gems import WISHES, fulfils, gem_value


def result(state) -> Result:
    gems = [[gem for gem, _ in pouch] for pouch in state.pouches]
    values = [gem_value(g) for g in gems]
    wished = [fulfils(g, state.wishes[s]) for s, g in enumerate(gems)]
    by_wish = state.end == "vizier" and any(wished)
    if by_wish:
        winners = [s for s, ok in enumerate(wished) if ok]
    else:
        winners = [s for s, v in enumerate(values) if v == max(values)]
    why = "wish" if by_wish else "gem value"
    details = [{"character": CHARACTERS[state.characters[s]], "wish": list(WISHES[state.wishes[s]]),
                "gems": gems[s], "gem_value": values[s], "wish_fulfilled": wished[s],
                "won_by": why if s in winners else None}
               for s in range(state.players)]
    return Result(values, winners, details)
