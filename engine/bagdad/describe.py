"""Short English for actions and public events, as the log, the buttons and the banner show
them. A card is named with its face only where the view given is its holder's.

`event_line` is not called describe_event on purpose: the generic table would log every event
through it, and most steps of an offer or a payment need no line of their own."""
from __future__ import annotations

from engine.core import Action, Event

from .board import label
from .cards import CARDS, card_value, district_of
from .gems import GEMS, LABEL, PRICE as GEM_PRICE
from .pieces import PRICE, VIZIER, kind, owner


def _seat(seat: int) -> str:
    return f"player {seat + 1}"


def _piece(piece: int, view: dict | None = None) -> str:
    if piece == VIZIER:
        return "the Grand Vizier"
    whose = "your" if view is not None and owner(piece) == view.get("seat") else \
        f"{_seat(owner(piece))}'s"
    return f"{whose} {kind(piece)}"


def _cards(n: int) -> str:
    return "no card" if n == 0 else f"{n} card{'s' * (n != 1)}"


def _a(word: str) -> str:
    """The word with its article: "a thief", "an assassin", "an emerald"."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _gem(gem: str) -> str:
    return LABEL[GEMS.index(gem)]


def _card(card: int, view: dict | None) -> str:
    """The card's name and worth when the view is its holder's; else only its district."""
    district = district_of(card).capitalize()
    mine = view is not None and any(c["card"] == card for c in view.get("hand", ()))
    if not mine:
        return f"a {district} card"
    c = CARDS[card]
    if c.kind == "gem":
        return f"the {district} {_gem(c.name)} card"
    worth = card_value(card, view["characters"][view["seat"]])
    name = "genie" if c.kind == "genie" else c.name
    return f"the {district} {name} ({worth} dinar{'s' * (worth != 1)})"


def _cancel(view: dict | None) -> str:
    """Cancel backs out one step: an offer, a payment for a move (back to its space), a purchase."""
    if view is None:
        return "cancel"
    if view["phase"] == "exchange":
        return "cancel the offer"
    buying = view.get("purchase") or {}
    if buying.get("item") == "move" and buying.get("stage") == "pay":
        return "choose another space"
    return "cancel the purchase"


def describe_action(action: Action, view: dict | None = None) -> str:
    k, get = action.kind, action.get
    if k == "place":
        return f"place {_piece(get('piece'), view)} on {label(get('space'))}"
    if k == "offer":
        return f"make an offer to {_seat(get('partner'))}"
    if k in ("give", "ungive", "hand_over", "pay", "unpay"):
        verb = {"give": "offer", "ungive": "take back", "hand_over": "hand over",
                "pay": "pay with", "unpay": "take back"}[k]
        return f"{verb} {_card(get('card'), view)}"
    if k == "buy_piece":
        return f"buy {_a(get('piece_kind'))} ({PRICE[get('piece_kind')]} dinars)"
    if k == "buy_gem":
        gem = get("gem")
        return f"buy {_a(_gem(gem))} ({GEM_PRICE[GEMS.index(gem)]} dinars or its gem card)"
    if k == "move":
        return f"move {_piece(get('piece'), view)}"
    if k == "to":
        victim = get("victim")
        strike = "" if victim is None else f", then strike {_piece(victim, view)}"
        return f"to {label(get('space'))}{strike}"
    if k == "pass_slipper":
        return f"pass the slipper to {_seat(get('to'))}"
    return {
        "ask": f"ask for a {str(get('district')).capitalize()} card",
        "unask": f"ask for one {str(get('district')).capitalize()} card less",
        "send": "send the offer", "cancel": _cancel(view), "done": "stop trading",
        "accept": "accept the offer", "refuse": "refuse the offer",
        "confirm": "confirm the payment", "discard": "discard the cards held: they can buy nothing",
    }.get(k, repr(action))


def event_line(e: Event) -> str | None:
    """A public event in words for the log, or None for a step the action's words already
    tell (building an offer or a payment). Private events are for their seats' eyes only."""
    d = e.data
    seat = _seat(d["seat"]).capitalize() if "seat" in d else ""
    if e.kind == "place":
        return f"{seat} places {_a(d['kind'])} on {label(d['space'])}."
    if e.kind == "round":
        return f"Round {d['round']} begins; {_seat(d['slipper'])} holds the slipper."
    if e.kind == "income":
        got = "draws a" if d["drawn"] else "finds no"
        return f"{seat} {got} {d['district'].capitalize()} card ({label(d['space'])})."
    if e.kind == "reshuffle":
        return f"The {d['district'].capitalize()} discards are shuffled into a new deck."
    if e.kind == "phase":
        return f"The {d['phase']} phase begins."
    if e.kind == "trade":
        return (f"{seat} trades with {_seat(d['partner'])}: gives {_cards(len(d['gave']))}, "
                f"gets {_cards(len(d['got']))}.")
    if e.kind == "send_offer":
        return f"{seat} makes an offer to {_seat(d['partner'])}."
    if e.kind in ("accept_offer", "refuse_offer"):
        return f"{_seat(d['partner']).capitalize()} {e.kind.split('_')[0]}s the offer."
    if e.kind == "done":
        return f"{seat} stops trading."
    if e.kind in ("pay", "discard"):
        cards = ", ".join(f"{_gem(c['name']) + ' card' if c['kind'] == 'gem' else c['name']} "
                          f"({c['district'].capitalize()})" for c in d["cards"])
        return f"{seat} {'pays with' if e.kind == 'pay' else 'discards'} {cards}."
    if e.kind == "buy_piece":
        return f"{seat} buys {_a(d['kind'])}: it waits in the Desert."
    if e.kind == "buy_gem":
        return f"{seat} buys {_a(_gem(d['gem']))}."
    if e.kind == "move":
        return f"{seat} moves {_piece(d['piece'])} to {label(d['space'])}."
    if e.kind == "kidnap":
        return f"{seat}'s {kind(d['piece'])} kidnaps {_piece(d['victim'])} to the Desert."
    if e.kind == "kill":
        return f"{seat}'s assassin kills {_piece(d['victim'])}."
    if e.kind == "rob":
        return f"{seat}'s thief robs {_seat(d['victim_seat'])}'s thief of a gem."
    if e.kind == "pass_slipper":
        return f"{seat} passes the slipper to {_seat(d['to'])}."
    if e.kind == "game_over":
        return f"The game is over ({d['why'].replace('_', ' ')})."
    return None
