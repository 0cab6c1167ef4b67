"""An offer in progress as data: its fields, its saved and public forms, and the record of the
claims each seat has checked.

`state.offer` holds `from` (who proposes the offer as it stands), `to` (who answers it now),
`stage` ("build", "answer", "pick" or "hand_over"), `give` (card ids of `from`), `ask` (district
names, one per card asked of `to`), `handed` (the cards `to` hands over once it accepts) and
the talk: `claims` (card -> the name its maker gives it, true or not) and `wishes` (asked
district -> the goods hoped for, not binding). A counter-offer swaps `from` and `to`, counts in
`counters` and keeps the offer it answers in `previous` until it is sent (cancelling it brings
that offer back). An offer to everyone lists its addressees in `everyone`, whom `to` walks
through, and those who accepted in `accepted`; its maker then picks one.

A save writes the talk and the counters only where used, so a save made before they existed
(an offer of just the first six fields) reads and replays to the same position.
"""
from __future__ import annotations

from engine.core import Event

from .cards import CARDS, NAMES, district_of

MAX_COUNTERS = 2       # counter-offers per offer, so that play moves on
BASE = ("from", "to", "stage", "give", "ask", "handed")
EXTRAS = {"claims": dict, "wishes": dict, "counters": int, "everyone": list, "accepted": list,
          "previous": lambda: None}


def new(maker: int, to: int, everyone=(), **extras) -> dict:
    offer = {"from": maker, "to": to, "stage": "build", "give": [], "ask": [], "handed": []}
    offer.update({k: make() for k, make in EXTRAS.items()})
    offer["everyone"] = list(everyone)
    offer.update(extras)
    return offer


def copy(offer: dict | None) -> dict | None:
    """An independent copy (lists and dicts a level deep, the previous offer likewise)."""
    if offer is None:
        return None
    out = {k: list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v
           for k, v in offer.items()}
    if "previous" in out:
        out["previous"] = copy(offer["previous"])
    return out


def saved(offer: dict | None) -> dict | None:
    """The JSON form: the base fields, and the extras that differ from their defaults."""
    if offer is None:
        return None
    out = {k: offer[k] for k in BASE}
    for key, make in EXTRAS.items():
        if key in offer and offer[key] != make():
            out[key] = offer[key]
    if "claims" in out:
        out["claims"] = {str(card): name for card, name in out["claims"].items()}
    if "previous" in out:
        out["previous"] = saved(out["previous"])
    return copy(out)


def loaded(d: dict | None) -> dict | None:
    """Inverse of `saved`: the missing extras at their defaults, claims keyed by card id."""
    if d is None:
        return None
    if not isinstance(d, dict) or not set(BASE) <= set(d) <= set(BASE) | set(EXTRAS):
        raise ValueError(f"an offer with fields {sorted(d) if isinstance(d, dict) else d}")
    offer = new(d["from"], d["to"])
    offer.update(copy({k: v for k, v in d.items() if k != "previous"}))
    offer["claims"] = {int(card): name for card, name in offer["claims"].items()}
    offer["previous"] = loaded(d.get("previous"))
    return offer


def claimed(offer: dict) -> list:
    """The claimed name of each card given, in the order given (None where unclaimed)."""
    return list(map(offer["claims"].get, offer["give"]))


def talk(offer: dict) -> dict:
    """What everyone sees of an offer: who, to whom, the districts on both sides and the talk."""
    return {"seat": offer["from"], "partner": offer["to"],
            "give": list(map(district_of, offer["give"])), "ask": list(offer["ask"]),
            "claims": claimed(offer), "wishes": dict(offer["wishes"]),
            "everyone": list(offer["everyone"]), "counter": offer["counters"]}


def public(name: str, offer: dict, **more) -> Event:
    """The event of everyone seeing the offer (made at every step of building one)."""
    return Event(name, {**talk(offer), **more})


def edit(offer: dict, action) -> None:
    """One building step: a card in or out, a district asked or not, a claim or a wish."""
    kind = action.kind
    if kind == "give":
        offer["give"].append(action.card)
    elif kind == "ungive":
        offer["give"].remove(action.card)
        offer["claims"].pop(action.card, None)
    elif kind == "ask":
        offer["ask"].append(action.district)
    elif kind == "unask":
        offer["ask"].remove(action.district)
        if action.district not in offer["ask"]:
            offer["wishes"].pop(action.district, None)
    elif kind == "claim":
        offer["claims"][action.card] = action.name
    elif kind == "unclaim":
        del offer["claims"][action.card]
    elif kind == "wish":
        offer["wishes"][action.district] = action.name
    else:   # unwish
        del offer["wishes"][action.district]


def talk_errors(offer: dict) -> list[str]:
    """What the talk of an offer must keep: claims on cards given, of names of their district;
    wishes for districts asked, of names of that district."""
    errors = []
    for card, name in offer["claims"].items():
        if card not in offer["give"] or name not in NAMES[district_of(card)]:
            errors.append(f"card {card} claimed as {name!r}")
    for district, name in offer["wishes"].items():
        if district not in offer["ask"] or name not in NAMES[district]:
            errors.append(f"a wish for {name!r} from the {district}")
    return errors


# --- what each seat has learnt of the others' claims ---------------------------------------------

def record(state, seat: int) -> list[dict]:
    """Seat's own record of each seat's claims it has checked after deals: how many were true,
    how many false, and whether the last one was true (None before any)."""
    rows = state.learnt[seat] if state.learnt is not None else [[0, 0, None]] * state.players
    return [{"true": t, "false": f, "last": last} for t, f, last in rows]


def learn(state, learner: int, claimant: int, cards, claims: dict) -> list[dict]:
    """The learner has received these cards: each that was claimed tells it whether the claim
    was true. Returns the claims it checked as {claimed, card}."""
    checked = [(claims[c], c) for c in cards if c in claims]
    if checked:
        if state.learnt is None:
            state.learnt = [[[0, 0, None] for _ in range(state.players)]
                            for _ in range(state.players)]
        row = state.learnt[learner][claimant]
        for name, card in checked:
            true = CARDS[card].name == name
            row[0 if true else 1] += 1
            row[2] = true
    return [{"claimed": name, "card": card} for name, card in checked]
