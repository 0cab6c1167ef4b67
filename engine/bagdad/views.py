"""What one seat may know, JSON-safe: its own cards (faces and values for its character) and
wish, the others' cards as district counts, deck sizes, the public discard piles, pouches with
the gems this seat cannot know masked, every piece, and the offer or purchase in progress as
this seat may see it. At the end of the game wishes and pouches are shown to all.

It carries every public fact a full state needs, so `hidden.determinize` can rebuild one.
"""
from __future__ import annotations

from .cards import CHARACTERS, HONEST, district_of, face, tally
from .city import DESERT, DISTRICTS
from .gems import GEMS, WISHES
from .offers import claimed, record
from .pieces import DEAD, VIZIER, kind, owner
from .purchase import public


def district_counts(hand) -> dict[str, int]:
    return dict(zip(DISTRICTS, tally(hand)))


STATUS = {None: "box", DEAD: "killed", DESERT: "desert"}


def status(space) -> str:
    return STATUS.get(space, "city")


def _pieces(at: list) -> list[dict]:
    """Every piece where it stands; the piece's owner and kind never change, so they are
    worked out once (a view is made for every seat at every step of a search)."""
    return [{"piece": p, "seat": seat, "kind": what, "status": STATUS.get(space, "city"),
             "space": space if space is not None and space >= DESERT else None}
            for (p, seat, what), space in zip(_FACTS, at)]


def _pouch(pouch, seat: int, over: bool) -> list[dict]:
    return [{"gem": gem if over or known is None or seat in known else None,
             "secret": known is not None} for gem, known in pouch]


def _offer(offer: dict | None, seat: int) -> dict | None:
    """The offer as the seat sees it: card ids only of its own cards; the claims in the order
    of the districts given (so a card's claim never says which card it is); the offer a
    counter being built answers, likewise."""
    if offer is None:
        return None
    return {"from": offer["from"], "to": offer["to"], "stage": offer["stage"],
            "give": list(offer["give"]) if seat == offer["from"] else None,
            "give_districts": [district_of(c) for c in offer["give"]],
            "ask": list(offer["ask"]),
            "handed": list(offer["handed"]) if seat == offer["to"] else None,
            "handed_districts": [district_of(c) for c in offer["handed"]],
            "claims": claimed(offer), "wishes": dict(offer["wishes"]),
            "counters": offer["counters"], "everyone": list(offer["everyone"]),
            "accepted": list(offer["accepted"]), "previous": _offer(offer["previous"], seat)}


def _purchase(state, seat: int) -> dict | None:
    if state.purchase is None:
        return None
    shown = public(state.purchase)
    shown["paid"] = list(state.purchase["paid"]) if seat == state.slipper else None
    return shown


_FACTS = [(p, owner(p), kind(p)) for p in range(VIZIER)]


def seat_view(state, seat: int) -> dict:
    over, mover = state.phase == "over", state.to_move()
    return {
        "game": state.game, "seat": seat, "players": state.players, "turn": state.turn,
        "round": state.round, "round_limit": state.round_limit, "phase": state.phase,
        "to_move": mover, "over": over, "end": state.end, "first_player": state.first_player,
        "slipper": state.slipper, "current": state.current,
        "characters": [CHARACTERS[c] for c in state.characters],
        "temperaments": list(state.temperaments or [HONEST] * state.players),
        "wish": list(WISHES[state.wishes[seat]]),
        "wishes": [list(WISHES[w]) for w in state.wishes] if over else None,
        "hand": [face(c, state.characters[seat]) for c in sorted(state.hands[seat])],
        "hand_counts": [district_counts(hand) for hand in state.hands],
        "decks": {d: len(deck) for d, deck in zip(DISTRICTS, state.decks)},
        "discards": {d: [face(c) for c in pile] for d, pile in zip(DISTRICTS, state.discards)},
        "supply": dict(zip(GEMS, state.supply)),
        "pouches": [_pouch(pouch, seat, over) for pouch in state.pouches],
        "pieces": _pieces(state.at),
        "vizier": {"piece": VIZIER, "space": state.vizier},
        "trading": None if state.trading is None else list(state.trading),
        "offers_sent": None if state.offers_sent is None else list(state.offers_sent),
        "offers_started": None if state.offers_started is None else list(state.offers_started),
        "offer": _offer(state.offer, seat), "purchase": _purchase(state, seat),
        "learnt": record(state, seat),
        "told": [record(state, s)[seat] for s in range(state.players)],
        "bought": state.bought,
        "options": [a.to_dict() for a in state.legal_actions()] if seat == mover else [],
    }


def open_view(state, seat: int) -> dict:
    """`seat_view(state, seat)` with nothing secret: every seat's hand ("hands", the faces
    valued for their holder's character), every wish and every gem in every pouch, and the
    cards of an offer or a payment in progress (and of the offer a counter answers). For
    replaying a finished game only: the AI and the live tables read `seat_view`, never this."""
    view = seat_view(state, seat)
    view["hands"] = [[face(c, state.characters[s]) for c in sorted(hand)]
                     for s, hand in enumerate(state.hands)]
    view["wishes"] = [list(WISHES[w]) for w in state.wishes]
    view["pouches"] = [_pouch(pouch, seat, True) for pouch in state.pouches]
    offer, shown = state.offer, view["offer"]
    while offer is not None:
        shown["give"], shown["handed"] = list(offer["give"]), list(offer["handed"])
        offer, shown = offer["previous"], shown["previous"]
    if view["purchase"] is not None:
        view["purchase"]["paid"] = list(state.purchase["paid"])
    return view
