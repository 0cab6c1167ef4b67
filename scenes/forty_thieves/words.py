"""The card table's words: actions, log lines, headlines and hover hints, with seat names.

Hints are plain counts from `knowledge.unseen` (cards this seat has not seen), never the AI's
estimate: a human gets the facts a careful player would count, not advice.
"""
from __future__ import annotations

from engine.core import Action, Event
from engine.forty_thieves.cards import BOSS, CARDS, PLACES, PLUS1, TIMES2, value_of
from engine.forty_thieves.gold import STACK_SIZES
from engine.forty_thieves.knowledge import unseen
from engine.forty_thieves.state import TARGET


def label(card: str) -> str:
    return "the Boss" if card == BOSS else CARDS[card].label


def the(card: str) -> str:
    """A card named in a sentence: "the Boss", "the 7", "the ×2"."""
    return label(card) if card == BOSS else f"the {label(card)}"


def capital(words: str) -> str:
    """The first letter raised, the rest left as it is ("the Boss" → "The Boss")."""
    return words[:1].upper() + words[1:]


def joined(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


NUMBERS = {2: "two", 3: "three"}
NBSP = "\u00a0"      # a space the hover tip's wrapping never breaks at


def counted(card: str, n: int) -> str:
    """n copies of a card in a list: "the Boss", "7", "two 3s" (never "2×3": ×2 is a card)."""
    if n == 1:
        return label(card)
    return f"{NUMBERS.get(n, n)} {label(card)}s"


def whose(names: list[str], owner: int, viewer: int | None) -> str:
    return "Your" if owner == viewer else f"{names[owner]}'s"


def action(act: Action, names: list[str], view: dict | None) -> str:
    """An action as the banner and the log say it."""
    if act.kind == "reveal":
        return f"reveal {names[act.seat]}'s {act.place} card"
    if act.kind == "reveal_deck":
        two = view is not None and view.get("players") == 2 and view.get("deck_size", 0) >= 2
        return "reveal two deck cards and keep one" if two else "reveal the top card of the deck"
    if act.kind == "choose":
        return f"keep {the(act.card)}"
    return "pass: nothing is left to reveal"


def event_lines(events: list[Event], names: list[str]) -> list[str]:
    """Log lines for the public events; the refills of a new round make one line."""
    lines = []
    refilled = [str(e.data["amount"]) for e in events if e.kind == "refill"]
    for e in events:
        if e.visible_to is not None:
            continue
        if e.kind == "refill" and refilled:
            lines.append(f"The bank refills the empty stacks: {joined(refilled)} gold.")
            refilled = []
        line = _line(e, names)
        if line:
            lines.append(line)
    return lines


LINES = {
    "reward": "{who} takes {amount} gold from the treasure.",
    "bonus": "Sun and moon! {who} gets {amount} gold from the bank.",
    "penalty": "{who} is caught and pays {amount} gold to the bank.",
    "final_round": "{who} has {gold} gold: this round is the last.",
    "deal": "Round {round}: the cards are dealt; {starter} starts.",
}
HEADLINES = {
    "deal": ("Round {round}", "{starter} starts"),
    "final_round": ("Final round", "{who} has {gold} gold"),
    "bonus": ("Sun and moon!", "{who} gets a bonus of {amount} gold"),
}


def _fields(d: dict, names: list[str]) -> dict:
    """The event's data plus the names of the seats it mentions."""
    seats = {"who": d.get("seat"), "starter": d.get("start_player"), "caught": d.get("loser")}
    return {**d, **{key: names[seat] for key, seat in seats.items() if seat is not None}}


def _line(e: Event, names: list[str]) -> str | None:
    d = e.data
    if e.kind == "reveal":
        where = "The deck" if d["owner"] is None else f"{names[d['owner']]}'s {d['place']} card"
        if d["card"] == BOSS:
            return f"{where} shows the Boss!"
        worth = "" if CARDS[d["card"]].number is not None else f", worth {d['value']}"
        return f"{where} shows {label(d['card'])}{worth}: the sum is {d['sum']}."
    if e.kind == "pair_seen":
        return f"The two cards are {label(d['cards'][0])} and {label(d['cards'][1])}."
    if e.kind == "set_aside":
        return f"{capital(the(d['card']))} is set aside."
    if e.kind == "penalty" and not d["amount"]:
        return f"{names[d['seat']]} is caught but has no gold to pay."
    template = LINES.get(e.kind)
    return template.format(**_fields(d, names)) if template else None


def headline(e: Event, names: list[str]) -> tuple[str, str] | None:
    """The big words over the table for the moments that matter."""
    pair = HEADLINES.get(e.kind)
    if pair is None:
        return None
    fields = _fields(e.data, names)
    return pair[0].format(**fields), pair[1].format(**fields)


def caught(penalty: Event, names: list[str], card: str | None, total: int,
           final: bool) -> tuple[str, str]:
    """The headline of a catch, over the penalty and the round's end: what broke the round
    (the card revealed last, and the sum it made) and what the caught player pays."""
    who, amount = names[penalty.data["seat"]], penalty.data["amount"]
    if card == BOSS:
        cause = "The Boss turned up"
    elif card is None:
        cause = f"The sum reached {total}"
    else:
        cause = f"{capital(the(card))} brought the sum to {total}"
    pays = f"pays {amount} gold to the bank" if amount else "has no gold to pay"
    return "Caught!", f"{cause}: {who} {pays} and the {'game' if final else 'round'} ends"


# --- hover hints ------------------------------------------------------------------------------

def card_hint(view: dict, names: list[str], owner: int, index: int) -> tuple[str, list[str]]:
    """(title, lines) for a card on the table, as the seat on screen sees it."""
    viewer = view["seat"]
    slot = view["hands"][owner][index]
    title = f"{whose(names, owner, viewer)} {PLACES[index]} card"
    if slot["revealed"]:
        value = next((r["value"] for r in view["reveals"]
                      if r["owner"] == owner and r["place"] == PLACES[index]), None)
        if slot["card"] == BOSS:
            return title, ["Revealed: the Boss, which ended the round."]
        if CARDS[slot["card"]].number is not None:
            return title, [f"Revealed: {label(slot['card'])}."]
        return title, [f"Revealed: {label(slot['card'])}, counted as {value}."]
    if owner == viewer:
        return title, [f"Only you can see it: {label(slot['card'])}. You may not reveal your "
                       "own cards."]
    return title, risk(view)


def deck_hint(view: dict) -> tuple[str, list[str]]:
    size = view["deck_size"]
    title = f"The deck: {size} card{'s' * (size != 1)}"
    if size == 0:
        return title, ["Empty."]
    lines = risk(view)
    if view["players"] == 2 and size >= 2:
        lines.insert(0, "A reveal turns up two cards and you keep one (the Boss, if it is "
                        "one of them).")
    return title, lines


def stack_hint(view: dict, index: int) -> tuple[str, list[str]]:
    amount = view["stacks"][index]
    lowest = next((i for i, a in enumerate(view["stacks"]) if a > 0), None)
    lines = [f"Holds {amount} gold." if amount else
             "Empty: the bank refills it when the next round starts."]
    if index == lowest:
        lines.append("The next safe reveal takes it.")
    return f"The {STACK_SIZES[index]}-gold reward stack", lines


def bank_hint(view: dict) -> tuple[str, list[str]]:
    return f"The bank: {view['bank']} gold", ["Bonuses come from it, penalties go to it, and it "
                                              "refills the empty stacks."]


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
    left = totals[True] + totals[False]
    return [f"The sum is {view['sum']}. Of {left} card{'s' * (left != 1)} you have not seen:",
            f"{totals[True]} {'keeps' if totals[True] == 1 else 'keep'} it below {TARGET}: "
            + (joined(names[True]) if names[True] else "none") + ".",
            f"{totals[False]} {'ends' if totals[False] == 1 else 'end'} the round: "
            + (joined(names[False]) if names[False] else "none") + "."]


def _in_order(name: str) -> tuple:
    """Numbers low to high, a plain card before its twin with the sun or moon, then +1, ×2 and
    the Boss."""
    card = CARDS[name]
    if card.number is None:
        return (1, (PLUS1, TIMES2, BOSS).index(name))
    return (0, card.number, card.symbol is not None)
