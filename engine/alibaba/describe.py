"""Short English for an action, as the log and the buttons show it."""
from __future__ import annotations

from engine.core import Action

from .tiles import colour, name


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
        return f"pick the {name(tile)}"
    return f"bar {action.value} tiles for a round"
