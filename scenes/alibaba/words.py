"""The cave table's words: public events as log lines, and actions that keep a secret.

A shown or picked tile is seen only by the two seats involved; the log and the banner are
seen by everyone at the computer, so there they read "a tile" unless the only human there
is one of the two.
"""
from __future__ import annotations

from engine.alibaba.describe import barred, describe_action
from engine.alibaba.tiles import kind as tile_kind, name as tile_name
from engine.core import Action, Event


def event_lines(events: list[Event], names: list[str]) -> list[str]:
    """Log lines for the public events that the action's own line does not already say."""
    lines = []
    flips = [tile_name(e.data["tile"]) for e in events if e.kind == "flip"]
    if flips:
        lines.append("Turned face up: " + ", ".join(flips) + ".")
    scored = any(e.kind == "points" for e in events)
    for e in events:
        d = e.data
        if e.kind == "effect" and d["colour"] == "blue" and not scored:
            lines.append(f"{names[d['seat']]}'s blue tile turned nothing over: no points.")
        elif e.kind in ("no_second_tile", "skip"):
            lines.append(no_second_tile(e, names))
        elif e.kind == "points":
            lines.append(f"{names[d['seat']]} scores {d['amount']} for the {d['reason']} tile, "
                         f"now {d['total']} on the score track.")
        elif e.kind == "final_round":
            lines.append(f"The last face-down tile is up: the game ends after turn "
                         f"{d['last_turn']}.")
        elif e.kind == "unrestrict":
            lines.append(f"{names[d['seat']]}'s ban on {barred(d['what'], d['value'])} ends.")
    return lines


def no_second_tile(e: Event, names: list[str]) -> str:
    """Why a green take brought no second tile: nothing could be taken next to the green tile's
    place (`no_second_tile`), or the player turned down what could (`skip`)."""
    who, d = names[e.data["seat"]], e.data
    if e.kind == "skip":
        left = [f"the {tile_name(t)}" for t in d.get("left", ())]
        could = ", ".join(left[:-1]) + " or " + left[-1] if len(left) > 1 else "".join(left)
        return f"{who} chose to take no second tile" + (f", though {could} could be taken."
                                                        if could else ".")
    why = ("the tiles next to its place are still face down" if d["why"] == "face_down"
           else "no tile is left next to its place")
    return f"No second tile for {who}'s green tile: {why}."


def hint(action: Action, view: dict) -> str:
    """The advice to the seat on screen, naming its tile, with what it does for the player's
    sets."""
    if action.kind == "restrict":
        return f"bar {barred(action.what, action.value)} until your next turn"
    said = describe_action(action, view)
    if action.kind not in ("take", "green", "lamp_swap", "pick"):
        return said
    kind = tile_kind(action.tile)
    held = sum(1 for t in view["screen"] if t["kind"] == kind)
    return said + (f" — your {kind} set grows to {held + 1}" if held else
                   f" — it starts a {kind} set")


def secret_words(action: Action, names: list[str], view: dict) -> str | None:
    """The masked phrase for a show or pick, or None for an action with nothing to hide."""
    if action.kind == "show":
        return f"show {names[view['current']]} a tile"
    if action.kind == "pick":
        return "keep one of the shown tiles"
    return None


def privy(action: Action, view: dict) -> set:
    """The seats that may see the tile of a show or a pick."""
    if action.kind == "show":
        return {view["pending"]["seat"], view["current"]}
    owners = {t: s for s, t in view["pending"]["shown"]}
    return {view["current"], owners.get(action.tile)}
