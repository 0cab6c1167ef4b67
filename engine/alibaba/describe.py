"""Short English for an action, as the log and the buttons show it."""
from __future__ import annotations

from engine.core import Action

from .tiles import colour, name


def plural(kind: str) -> str:
    """A treasure kind in the plural: "rubies", "necklaces", "chests"."""
    return "rubies" if kind == "ruby" else kind + ("es" if kind.endswith(("s", "ch")) else "s")


def barred(what: str, value: str) -> str:
    """What a grey ban names, as a player says it: "rings", "grey tiles"."""
    return plural(value) if what == "kind" else f"{value} tiles"


def describe_action(action: Action, view: dict | None = None) -> str:
    tile = action.get("tile")
    if action.kind == "take":
        return f"take the {name(tile)}"
    if action.kind == "green":
        return f"also take the {name(tile)}"
    if action.kind == "skip":
        return "take no second tile"
    if action.kind == "lamp_keep":
        lamp = (view or {}).get("pending", {}).get("tile")
        return "keep the lamp" + (f" and use its {colour(lamp)} effect"
                                  if lamp is not None else "")
    if action.kind == "lamp_swap":
        return f"swap the lamp for the {name(tile)}"
    if action.kind == "show":
        return f"show the {name(tile)}"
    if action.kind == "pick":
        return f"keep the {name(tile)}"
    return f"bar {barred(action.what, action.value)} until their next turn"
