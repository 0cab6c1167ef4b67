"""The Forty Thieves' actions in words, as the banner, the log and the buttons say them (with
seat names), and as the catalog's describe_action says them (with seat numbers): one table,
action kind -> its template (engine.words.told)."""
from __future__ import annotations

from engine.core import Action
from engine.words import say, told

from ..cards import BOSS
from .terms import label, place


def action(act: Action, names: list[str], view: dict | None) -> str:
    """An action as the banner and the log say it."""
    return told(ACTIONS[act.kind], act, names, view)


def describe_action(act: Action, view: dict | None = None) -> str:
    """A short line for the log and the AI's "thinking" caption: a seat by its number."""
    if act.kind == "reveal":
        return say("forty_thieves.act.reveal_of", place=place(act.place), number=act.seat + 1)
    return action(act, [], view)


def _deck(act: Action, names: list[str], view: dict | None) -> tuple[str, dict]:
    """Two players turn up two deck cards and keep one, while the deck has two."""
    two = view is not None and view.get("players") == 2 and view.get("deck_size", 0) >= 2
    return ("forty_thieves.act.reveal_two" if two else "forty_thieves.act.reveal_top"), {}


def _choose(act: Action, names: list[str], view: dict | None) -> tuple[str, dict]:
    """"keep the 3"; the Boss has its own words, as a translation gives it another article."""
    if act.card == BOSS:
        return "forty_thieves.act.choose_boss", {}
    return "forty_thieves.act.choose", {"card": label(act.card)}


def unseen_choice() -> str:
    """A pair's choice as said to a seat that cannot see the pair: the cards turn over a moment
    later anyway."""
    return say("forty_thieves.act.choose_unseen")


# action kind -> its words: a template key, (key, fields), or a function choosing the template
ACTIONS = {
    "reveal": ("forty_thieves.act.reveal", lambda act, names, view: {
        "who": names[act.seat], "place": place(act.place)}),
    "reveal_deck": _deck,
    "choose": _choose,
    "pass": "forty_thieves.act.pass",
}
