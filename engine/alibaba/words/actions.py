"""Ali Baba's actions in words, as the log, the buttons, the AI's hint and the command line
say them: one table, action kind -> its template (engine.words.told); the advice to the seat on
screen, with what a tile does for its sets; and what the log may say of a show or a pick, whose
tile only the two seats involved see (the log and the banner are read by everyone at the
computer, so there they read "a tile" unless the only human there is one of the two).
"""
from __future__ import annotations

from engine.core import Action
from engine.words import say, told

from ..tiles import colour, kind as tile_kind
from .terms import barred, colour_name, set_name, the_tile

TAKES = ("take", "green", "lamp_swap", "pick")      # the actions that bring the seat a tile


def describe_action(action: Action, view: dict | None = None) -> str:
    """An action in the third person, for the log and the buttons."""
    return told(ACTIONS[action.kind], action, view)


def _tile(action: Action, view: dict | None) -> dict:
    return {"tile": the_tile(action.tile)}


def _lamp(action: Action, view: dict | None) -> tuple[str, dict]:
    """Keeping the lamp uses its colour's effect, where the view tells the lamp."""
    lamp = (view or {}).get("pending", {}).get("tile")
    if lamp is None:
        return "alibaba.act.lamp_keep", {}
    return "alibaba.act.lamp_use", {"colour": colour_name(colour(lamp))}


def _ban(action: Action, view: dict | None) -> dict:
    return {"barred": barred(action.what, action.value)}


# action kind -> its words: a template key, (key, fields), or a function choosing the template
ACTIONS = {
    "take": ("alibaba.act.take", _tile), "green": ("alibaba.act.green", _tile),
    "skip": "alibaba.act.skip", "lamp_keep": _lamp,
    "lamp_swap": ("alibaba.act.lamp_swap", _tile), "show": ("alibaba.act.show", _tile),
    "pick": ("alibaba.act.pick", _tile), "restrict": ("alibaba.act.restrict", _ban),
}


def hint(action: Action, view: dict) -> str:
    """The advice to the seat on screen, naming its tile, with what it does for the player's
    sets."""
    if action.kind == "restrict":
        return say("alibaba.hint.restrict", barred=barred(action.what, action.value))
    said = describe_action(action, view)
    if action.kind not in TAKES:
        return said
    kind = tile_kind(action.tile)
    held = sum(1 for t in view["screen"] if t["kind"] == kind)
    if held:
        return say("alibaba.hint.grows", action=said, set=set_name(kind), size=held + 1)
    return say("alibaba.hint.starts", action=said, set=set_name(kind))


def secret_words(action: Action, names: list[str], view: dict) -> str | None:
    """The masked phrase for a show or pick, or None for an action with nothing to hide."""
    if action.kind == "show":
        return say("alibaba.act.show_secret", who=names[view["current"]])
    if action.kind == "pick":
        return say("alibaba.act.pick_secret")
    return None


def privy(action: Action, view: dict) -> set:
    """The seats that may see the tile of a show or a pick."""
    if action.kind == "show":
        return {view["pending"]["seat"], view["current"]}
    owners = {t: s for s, t in view["pending"]["shown"]}
    return {view["current"], owners.get(action.tile)}
