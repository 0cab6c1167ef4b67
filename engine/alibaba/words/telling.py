"""Ali Baba's public events in words: the log's lines for what the action's own line does not
already say, a table, event kind -> its template (engine.words.told)."""
from __future__ import annotations

from engine.core import Event
from engine.words import joined, listed, say, told

from .terms import barred, colour_name, the_tile, tile_name


def event_lines(events: list[Event], names: list[str]) -> list[str]:
    """Log lines for the public events that the action's own line does not already say: the
    tiles turned face up make one line; a blue tile is said only when it scored nothing."""
    lines = []
    flips = [tile_name(e.data["tile"]) for e in events if e.kind == "flip"]
    if flips:
        lines.append(say("alibaba.ev.flipped", tiles=listed(flips)))
    scored = any(e.kind == "points" for e in events)
    for e in events:
        entry = LINES.get(e.kind)
        if entry is None or e.kind == "effect" and (e.data["colour"] != "blue" or scored):
            continue
        lines.append(told(entry, e.data, names))
    return lines


def _who(d: dict, names: list[str]) -> dict:
    return {"who": names[d["seat"]]}


def _skipped(d: dict, names: list[str]) -> dict:
    """The player turned down the second tile it could take, naming those it could."""
    return {"who": names[d["seat"]], "tiles": joined(map(the_tile, d["left"]), "or")}


def _no_second(d: dict, names: list[str]) -> tuple[str, dict]:
    """Nothing could be taken next to the green tile's place."""
    return ("alibaba.ev.face_down" if d["why"] == "face_down" else "alibaba.ev.none_next"), \
        _who(d, names)


# public event kind -> its line: a template key with its fields, or a function choosing both
LINES = {
    "effect": ("alibaba.ev.blue_nothing", _who),
    "skip": ("alibaba.ev.skipped", _skipped),
    "no_second_tile": _no_second,
    "points": ("alibaba.ev.points", lambda d, names: {
        "who": names[d["seat"]], "amount": d["amount"], "colour": colour_name(d["reason"]),
        "total": d["total"]}),
    "final_round": ("alibaba.ev.final_round", lambda d, names: {"turn": d["last_turn"]}),
    "unrestrict": ("alibaba.ev.ban_ends", lambda d, names: {
        "who": names[d["seat"]], "barred": barred(d["what"], d["value"])}),
}
