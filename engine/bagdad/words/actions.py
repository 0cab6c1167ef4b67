"""Thieves of Bagdad's actions in words, as buttons, the banner, the log, the AI's hint and the
command line show them: one table, action kind -> its template (engine.words.told), so that
the table and the engine's `describe_action` (the catalog protocol, which knows no seat names)
never disagree. `view` is the acting seat's own, or None where other humans may read the words:
card faces are named only from the holder's view (terms.py's privacy rule).
"""
from __future__ import annotations

from engine.core import Action
from engine.words import say, told

from ..board import DISTANCES
from ..city import DESERT
from ..gems import GEMS, PRICE as GEM_PRICE
from ..pieces import PRICE, VICTIMS, VIZIER, kind
from ..places import towards
from .terms import ABILITY, SIDE_WORDS, a_noun, card_in, dinars, district_word, label, n_cards, \
    piece_name, talk_phrase

TALK = frozenset({"claim", "unclaim", "wish", "unwish"})     # what is said of an offer's cards
THEN = {"kidnap": "bagdad.act.then_kidnap", "kill": "bagdad.act.then_kill",
        "rob": "bagdad.act.then_rob", "strike": "bagdad.act.then_strike"}


class Seats:
    """The seats' names where the caller has none (describe_action): "player 1", ..."""

    def __getitem__(self, seat: int) -> str:
        return say("bagdad.player", number=seat + 1)


SEATS = Seats()


def describe_action(act: Action, view: dict | None = None) -> str:
    """The catalog protocol's words for an action: the table's own, with "player 2" where the
    table says a seat's name (the protocol knows no names)."""
    return action(act, SEATS, view)


def action(act: Action, names, view: dict | None) -> str:
    """An action on a button, the banner and the log."""
    entry = ACTIONS.get(act.kind)
    return repr(act) if entry is None else told(entry, act, names, view)


def space_of(view: dict, piece: int) -> int | None:
    if piece == VIZIER:
        return view["vizier"]["space"]
    return view["pieces"][piece]["space"]


def _seat(view: dict | None) -> int | None:
    return None if view is None else view["seat"]


def _card(act: Action, names, view: dict | None) -> dict:
    return {"card": card_in(act.card, view)}


def _partner(act: Action, names, view: dict | None) -> dict:
    return {"partner": names[act.partner]}


def _district(act: Action, names, view: dict | None) -> dict:
    return {"district": district_word(str(act.get("district")))}


def _place(act: Action, names, view: dict | None) -> dict:
    return {"piece": piece_name(act.piece, names, _seat(view)), "space": label(act.space)}


def _buy_piece(act: Action, names, view: dict | None) -> dict:
    return {"piece": a_noun(act.piece_kind), "price": dinars(PRICE[act.piece_kind])}


def _buy_gem(act: Action, names, view: dict | None) -> dict:
    return {"gem": a_noun(act.gem), "price": dinars(GEM_PRICE[GEMS.index(act.gem)])}


def _pass_slipper(act: Action, names, view: dict | None) -> tuple[str, dict]:
    """With the view: how many cards the new holder has ("pass the slipper to Omar (3 cards)")."""
    if view is None:
        return "bagdad.act.pass_slipper", {"to": names[act.to]}
    held = n_cards(sum(view["hand_counts"][act.to].values()))
    return "bagdad.act.pass_slipper_held", {"to": names[act.to], "cards": held}


def _move(act: Action, names, view: dict | None) -> tuple[str, dict]:
    piece = piece_name(act.piece, names, _seat(view))
    if view is None:
        return "bagdad.act.move", {"piece": piece}
    return "bagdad.act.move_from", {"piece": piece, "start": label(space_of(view, act.piece))}


def _to(act: Action, names, view: dict | None) -> tuple[str, dict]:
    """Where a move ends, its cost when the view tells which piece moves, and the ability."""
    space, victim = act.space, act.get("victim")
    buying = None if view is None else view.get("purchase")
    piece = None if not buying else buying.get("piece")
    start = None if piece is None else space_of(view, piece)
    if start == space:
        where = "bagdad.act.stay", {"space": label(space)}
    elif start is None:
        where = "bagdad.act.to", {"space": label(space)}
    else:
        where = "bagdad.act.to_cost", {"space": label(space),
                                       "cost": dinars(DISTANCES[start][space])}
    if victim is None:
        return where
    if piece is not None:
        verb = ABILITY[kind(piece)]
    else:      # only the victim is known: its kind may leave one ability possible
        verbs = {ABILITY[k] for k, prey in VICTIMS.items() if kind(victim) in prey}
        verb = verbs.pop() if len(verbs) == 1 else "strike"
    victim_name = piece_name(victim, names, _seat(view))
    at = None if view is None else space_of(view, victim)
    if at not in (None, DESERT, space):     # two caravaneers of one seat may stand beside it
        victim_name = say("bagdad.piece_towards", piece=victim_name,
                          side=say(SIDE_WORDS[towards(space, at)]))
    return THEN[verb], {"where": say(where[0], **where[1]), "victim": victim_name}


WAY = {"bagdad.act.then_kidnap": "bagdad.way.kidnap", "bagdad.act.then_kill": "bagdad.way.kill",
       "bagdad.act.then_rob": "bagdad.way.rob", "bagdad.act.then_strike": "bagdad.way.strike"}


def way(act: Action, names, view: dict | None) -> tuple[str, str]:
    """A move's end told in two: where it goes ("go to … (18 dinars)"), said once over the
    ways a click there may mean, and what this way does there ("then kidnap Omar's
    caravaneer to the west", "and strike no one"): whole sentences did not fit their buttons."""
    key, fields = _to(act, names, view)
    if act.get("victim") is None:
        return say(key, **fields), say("bagdad.way.none")
    return fields["where"], say(WAY[key], victim=fields["victim"])


def _claim(act: Action, names, view: dict | None) -> tuple[str, dict]:
    """"call your Souk card saffron" ("call", as the goods may be one or many: "call your
    Bazaar lanterns pottery"); "your" in the holder's own words, else "a Souk card"."""
    card = card_in(act.card, view, yours=view is not None)
    if act.kind == "unclaim":
        return "bagdad.act.unclaim", {"card": card}
    return "bagdad.act.claim", {"card": card, "name": talk_phrase(act.name)}


def _wish(act: Action, names, view: dict | None) -> tuple[str, dict]:
    """"hope for silk from the Palace"."""
    district = district_word(str(act.get("district")))
    if act.kind == "unwish":
        return "bagdad.act.unwish", {"district": district}
    return "bagdad.act.wish", {"name": talk_phrase(act.name), "district": district}


def _countering(view: dict | None) -> bool:
    """Whether the view shows a counter-offer (sent, or being built), not an offer."""
    return bool(((view or {}).get("offer") or {}).get("counters"))


def _which(offer_key: str, counter_key: str):
    """An answer to an offer or a counter-offer: "accept the counter-offer"."""
    return lambda act, names, view: (counter_key if _countering(view) else offer_key, {})


def _cancel(act: Action, names, view: dict | None) -> tuple[str, dict]:
    """Cancel backs out one step: an offer (a counter-offer: back to the offer it answers), a
    payment for a move (back to its space), a purchase."""
    if view is None:
        return "bagdad.act.cancel", {}
    if view["phase"] == "exchange":
        previous = (view.get("offer") or {}).get("previous")
        if previous is not None:
            return "bagdad.act.drop_counter", {"who": names[previous["from"]]}
        return "bagdad.act.cancel_offer", {}
    buying = view.get("purchase") or {}
    if buying.get("item") == "move" and buying.get("stage") == "pay":
        return "bagdad.act.other_space", {}
    return "bagdad.act.cancel_purchase", {}


# action kind -> its words: a template key, (key, fields), or a function choosing the template
ACTIONS = {
    "give": ("bagdad.act.give", _card), "ungive": ("bagdad.act.ungive", _card),
    "hand_over": ("bagdad.act.hand_over", _card), "pay": ("bagdad.act.pay", _card),
    "unpay": ("bagdad.act.unpay", _card),
    "claim": _claim, "unclaim": _claim, "wish": _wish, "unwish": _wish,
    "place": ("bagdad.act.place", _place),
    "offer": ("bagdad.act.offer", _partner), "pick": ("bagdad.act.pick", _partner),
    "pass_slipper": _pass_slipper,
    "buy_piece": ("bagdad.act.buy_piece", _buy_piece), "buy_gem": ("bagdad.act.buy_gem", _buy_gem),
    "move": _move, "to": _to,
    "ask": ("bagdad.act.ask", _district), "unask": ("bagdad.act.unask", _district),
    "offer_all": "bagdad.act.offer_all",
    "send": _which("bagdad.act.send", "bagdad.act.send_counter"),
    "accept": _which("bagdad.act.accept", "bagdad.act.accept_counter"),
    "refuse": _which("bagdad.act.refuse", "bagdad.act.refuse_counter"),
    "cancel": _cancel, "done": "bagdad.act.done", "counter": "bagdad.act.counter",
    "confirm": "bagdad.act.confirm", "discard": "bagdad.act.discard",
}
