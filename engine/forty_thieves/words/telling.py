"""The Forty Thieves' events in words: the log's lines for the public events (a new round's
refills make one line), the headlines over the table for the moments that matter, and the
catch's, each a table, event kind -> its template (engine.words.told)."""
from __future__ import annotations

from engine.core import Event
from engine.words import joined, say, told

from ..cards import BOSS, CARDS
from .terms import label, place


def event_lines(events: list[Event], names: list[str]) -> list[str]:
    """Log lines for the public events; the refills of a new round make one line."""
    lines = []
    refilled = [str(e.data["amount"]) for e in events if e.kind == "refill"]
    for e in events:
        if e.visible_to is not None:
            continue
        if e.kind == "refill" and refilled:
            lines.append(say("forty_thieves.ev.refill", amounts=joined(refilled)))
            refilled = []
        entry = LINES.get(e.kind)
        if entry is not None:
            lines.append(told(entry, e.data, names))
    return lines


def _who(d: dict, names: list[str]) -> dict:
    return {"who": names[d["seat"]]}


def _gold(d: dict, names: list[str]) -> dict:
    return {"who": names[d["seat"]], "amount": d["amount"]}


def _reveal(d: dict, names: list[str]) -> tuple[str, dict]:
    """"Omar's left card shows the 7: the sum is 9.", "The deck shows the Boss!"; a special
    card says what it is worth."""
    fields = {} if d["owner"] is None else {"who": names[d["owner"]], "place": place(d["place"])}
    deck = d["owner"] is None
    if d["card"] == BOSS:
        return ("forty_thieves.ev.deck_boss" if deck else "forty_thieves.ev.card_boss"), fields
    fields.update(card=label(d["card"]), sum=d["sum"])
    if CARDS[d["card"]].number is not None:
        return ("forty_thieves.ev.deck_shows" if deck else "forty_thieves.ev.card_shows"), fields
    fields["value"] = d["value"]
    return ("forty_thieves.ev.deck_worth" if deck else "forty_thieves.ev.card_worth"), fields


def _penalty(d: dict, names: list[str]) -> tuple[str, dict]:
    if not d["amount"]:
        return "forty_thieves.ev.no_gold", _who(d, names)
    return "forty_thieves.ev.penalty", _gold(d, names)


# public event kind -> its line: a template key with its fields, or a function choosing both
LINES = {
    "reveal": _reveal,
    "pair_seen": ("forty_thieves.ev.pair", lambda d, names: {
        "first": label(d["cards"][0]), "second": label(d["cards"][1])}),
    "set_aside": ("forty_thieves.ev.set_aside", lambda d, names: {"card": label(d["card"])}),
    "reward": ("forty_thieves.ev.reward", _gold),
    "bonus": ("forty_thieves.ev.bonus", _gold),
    "penalty": _penalty,
    "final_round": ("forty_thieves.ev.final_round", lambda d, names: {
        "who": names[d["seat"]], "gold": d["gold"]}),
    "deal": ("forty_thieves.ev.deal", lambda d, names: {
        "round": d["round"], "starter": names[d["start_player"]]}),
}
# event kind -> its headline: (title, subtitle), each as in LINES
HEADLINES = {
    "deal": (("forty_thieves.head.round", lambda d, names: {"round": d["round"]}),
             ("forty_thieves.head.starts", lambda d, names: {
                 "starter": names[d["start_player"]]})),
    "final_round": ("forty_thieves.head.final_round",
                    ("forty_thieves.head.has_gold", lambda d, names: {
                        "who": names[d["seat"]], "gold": d["gold"]})),
    "bonus": ("forty_thieves.head.bonus", ("forty_thieves.head.gets_bonus", _gold)),
}


def headline(e: Event, names: list[str]) -> tuple[str, str] | None:
    """The big words over the table for the moments that matter."""
    pair = HEADLINES.get(e.kind)
    if pair is None:
        return None
    return told(pair[0], e.data, names), told(pair[1], e.data, names)


def caught(penalty: Event, names: list[str], card: str | None, total: int,
           final: bool) -> tuple[str, str]:
    """The headline of a catch, over the penalty and the round's end: what broke the round
    (the card revealed last, and the sum it made) and what the caught player pays."""
    who, amount = names[penalty.data["seat"]], penalty.data["amount"]
    if card == BOSS:
        cause = say("forty_thieves.caught.boss")
    elif card is None:
        cause = say("forty_thieves.caught.sum", total=total)
    else:
        cause = say("forty_thieves.caught.card", card=label(card), total=total)
    if amount:
        pays = say("forty_thieves.caught.pays_game" if final else "forty_thieves.caught.pays",
                   who=who, amount=amount)
    else:
        pays = say("forty_thieves.caught.broke_game" if final else "forty_thieves.caught.broke",
                   who=who)
    return say("forty_thieves.head.caught"), say("forty_thieves.caught", cause=cause, pays=pays)
