"""What cards are worth to one seat, from that seat's view alone: a card it holds (its face
says), a card of a district it cannot see (the mean over the district's cards it has not seen:
not in its hand, not in a discard pile), and each name a card of a district may be given in
talk. The offer builder, the answering panel and the hints read these, so that a human weighs
an offer with the same arithmetic everywhere; reading only the view keeps the others' hands
hidden.
"""
from __future__ import annotations

from .cards import BY_DISTRICT, NAMES, card_value, name_value
from .city import DISTRICTS


def unseen(view: dict, district: str) -> list[int]:
    """The cards of the district the seat has not seen: any of them may be the card it gets."""
    seen = {f["card"] for f in view["hand"]} | {f["card"] for f in view["discards"][district]}
    return [c for c in BY_DISTRICT[DISTRICTS.index(district)] if c not in seen]


def likely_worth(view: dict, district: str) -> float:
    """The expected worth to the seat's character of a card of the district it cannot see
    (over all the district's cards if it has somehow seen every one)."""
    character = view["characters"][view["seat"]]
    cards = unseen(view, district) or list(BY_DISTRICT[DISTRICTS.index(district)])
    return sum(card_value(c, character) for c in cards) / len(cards)


def name_worths(view: dict, district: str) -> list[tuple[str, int]]:
    """Every name a card of the district may be given in talk, with its worth to the seat's
    character alone (a genie 1, a gem card 0), in the engine's order."""
    character = view["characters"][view["seat"]]
    return [(name, name_value(district, name, character)) for name in NAMES[district]]


def held_worth(view: dict, cards) -> int:
    """The worth of some of the seat's own cards to it."""
    faces = {f["card"]: f.get("value", 0) for f in view["hand"]}
    return sum(faces[c] for c in cards)


def hand_worth(view: dict) -> int:
    return sum(f.get("value", 0) for f in view["hand"])


def claimed_worth(view: dict, district: str, claim: str | None) -> float:
    """A card offered to the seat: worth what its claim says to the seat's character if it is
    claimed (true or not: the seat's record of the claimant says how far to believe it), else
    a card of the district it cannot see."""
    if claim is None:
        return likely_worth(view, district)
    return name_value(district, claim, view["characters"][view["seat"]])


def cheapest_asked(view: dict, asked) -> int:
    """What the seat would give for the districts asked of it: its cheapest cards of each (it
    chooses which to hand over)."""
    total = 0
    for district in dict.fromkeys(asked):
        values = sorted(f.get("value", 0) for f in view["hand"] if f["district"] == district)
        total += sum(values[:list(asked).count(district)])
    return total
