"""The Forty Thieves' hover hints: (title, lines) for a card on the table, the deck, a reward
stack and the bank, as the seat on screen sees them.

Hints are plain counts from `knowledge.unseen` (cards this seat has not seen), never the AI's
estimate: a human gets the facts a careful player would count, not advice.
"""
from __future__ import annotations

from engine.words import joined, say

from ..cards import BOSS, CARDS, PLACES, PLUS1, TIMES2, value_of
from ..gold import STACK_SIZES
from ..knowledge import unseen
from ..state import TARGET
from .terms import NBSP, counted, label, place


def card_hint(view: dict, names: list[str], owner: int, index: int) -> tuple[str, list[str]]:
    """(title, lines) for a card on the table, as the seat on screen sees it."""
    viewer = view["seat"]
    slot = view["hands"][owner][index]
    if owner == viewer:
        title = say("forty_thieves.hint.your_card", place=place(PLACES[index]))
    else:
        title = say("forty_thieves.hint.whose_card", who=names[owner],
                    place=place(PLACES[index]))
    if slot["revealed"]:
        value = next((r["value"] for r in view["reveals"]
                      if r["owner"] == owner and r["place"] == PLACES[index]), None)
        if slot["card"] == BOSS:
            return title, [say("forty_thieves.hint.boss_shown")]
        if CARDS[slot["card"]].number is not None:
            return title, [say("forty_thieves.hint.shown", card=label(slot["card"]))]
        return title, [say("forty_thieves.hint.shown_as", card=label(slot["card"]), value=value)]
    if owner == viewer:
        return title, [say("forty_thieves.hint.yours", card=label(slot["card"]))]
    return title, risk(view)


def deck_hint(view: dict) -> tuple[str, list[str]]:
    size = view["deck_size"]
    title = say("forty_thieves.hint.deck", n=size)
    if size == 0:
        return title, [say("forty_thieves.hint.empty")]
    lines = risk(view)
    if view["players"] == 2 and size >= 2:
        lines.insert(0, say("forty_thieves.hint.two_cards"))
    return title, lines


def stack_hint(view: dict, index: int) -> tuple[str, list[str]]:
    amount = view["stacks"][index]
    lowest = next((i for i, a in enumerate(view["stacks"]) if a > 0), None)
    lines = [say("forty_thieves.hint.holds", amount=amount) if amount else
             say("forty_thieves.hint.refilled")]
    if index == lowest:
        lines.append(say("forty_thieves.hint.next"))
    return say("forty_thieves.hint.stack", size=STACK_SIZES[index]), lines


def bank_hint(view: dict) -> tuple[str, list[str]]:
    return say("forty_thieves.hint.bank", gold=view["bank"]), [say("forty_thieves.hint.bank_is")]


def risk(view: dict) -> list[str]:
    """What a reveal risks now, as plain counts of the cards this seat has not seen."""
    previous = view["reveals"][-1]["value"] if view["reveals"] else None
    names: dict[bool, list[str]] = {True: [], False: []}
    totals = {True: 0, False: 0}
    counts = unseen(view)
    for name in sorted(counts, key=_in_order):
        n = counts[name]
        if n:
            value = value_of(name, previous)
            safe = value is not None and view["sum"] + value < TARGET
            names[safe].append(counted(name, n).replace(" ", NBSP))    # "two 6s" kept whole
            totals[safe] += n
    return [say("forty_thieves.hint.sum", sum=view["sum"], n=totals[True] + totals[False]),
            say("forty_thieves.hint.safe", n=totals[True], target=TARGET,
                cards=_listed(names[True])),
            say("forty_thieves.hint.unsafe", n=totals[False], cards=_listed(names[False]))]


def _listed(cards: list[str]) -> str:
    return joined(cards) if cards else say("forty_thieves.none")


def _in_order(name: str) -> tuple:
    """Numbers low to high, a plain card before its twin with the sun or moon, then +1, ×2 and
    the Boss."""
    card = CARDS[name]
    if card.number is None:
        return (1, (PLUS1, TIMES2, BOSS).index(name))
    return (0, card.number, card.symbol is not None)
