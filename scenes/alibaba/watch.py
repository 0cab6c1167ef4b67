"""What a replay of Ali Baba shows beyond the table: the treasures behind any seat's screen."""
from __future__ import annotations

from engine.alibaba.words.terms import colour_name, counted
from engine.words import listed
from engine.words.language import ntr, tr


def seat_tip(table, seat: int) -> tuple[str, list[str]] | None:
    """The treasures behind a seat's screen, for a hover over its row (the table shows only
    those of the seat on screen); None past the seats."""
    screens = table.view.get("screens")
    if screens is None or not 0 <= seat < len(screens):
        return None
    kinds: dict[str, list[str]] = {}
    for tile in screens[seat]:
        kinds.setdefault(tile["kind"], []).append(tile["colour"])
    name = table.match.seats[seat].name
    count = len(screens[seat])
    title = ntr("{name}'s treasures: {n} tile", "{name}'s treasures: {n} tiles", count).format(
        name=name, n=count)
    lines = [tr("{tiles}: {colours}").format(tiles=counted(kind, len(hues)),
                                             colours=listed(map(colour_name, hues)))
             for kind, hues in kinds.items()]
    return title, lines or [tr("Nothing yet.")]
