"""Why an offer is refused: a reason as a code and its fields (engine/bagdad/words/reasons.py
words it), read from what everyone sees of the offer (its districts and claims) and of the
discard piles, the refuser's character (public) and its own record of the maker's claims, never from the refuser's cards,
so the reason tells nobody what it holds."""
from __future__ import annotations

from .cards import CARDS, COPIES, GEM_OF_DISTRICT, VALUES, district_of, name_value
from .offers import claimed, record

MEAN = {district: sum(values) / len(values) for district, values in VALUES.items()}


def refusal(state) -> dict:
    """The first reason that holds: goods claimed whose every copy lies on a discard pile, the
    maker's record of claims, an empty side, goods claimed that are worth less to the refuser than their district's average, too little for what is
    asked, and else that the refuser values what is asked more (which is why it refuses):
    {"code": ..., and its fields}."""
    offer = state.offer
    seat, maker = offer["to"], offer["from"]
    checked = record(state, seat)[maker]
    for claim in claimed(offer):
        if claim is not None and claim not in GEM_OF_DISTRICT and claim != "genie" \
                and _discarded(state, claim) == COPIES:
            return {"code": "seen_every", "name": claim}
    if offer["claims"] and checked["last"] is False:
        return {"code": "lied_last"}
    if offer["claims"] and checked["false"] > checked["true"]:
        return {"code": "lied_often"}
    if not offer["give"]:
        return {"code": "nothing_offered"}
    if not offer["ask"]:
        return {"code": "no_thanks"}
    character = state.characters[seat]
    got = []
    for district, claim in zip(map(district_of, offer["give"]), claimed(offer)):
        plain = claim is None or claim in GEM_OF_DISTRICT    # a gem card buys, not sells
        value = MEAN[district] if plain else name_value(district, claim, character)
        got.append((value - MEAN[district], _order(claim), value, claim))
    poorest = min(got)
    if poorest[0] < 0:      # a claim of goods worth little to this character (not "Bazaar
        return {"code": "worth_little", "name": poorest[3]}    # goods": it may want others)
    richest = max(offer["ask"], key=MEAN.get)
    mine = {"n": offer["ask"].count(richest), "district": richest}
    if sum(value for _, _, value, _ in got) < sum(MEAN[d] for d in offer["ask"]):
        return {"code": "not_enough", **mine}
    return {"code": "worth_more", **mine}


def _discarded(state, name: str) -> int:
    return sum(CARDS[c].name == name for pile in state.discards for c in pile)


def _order(claim: str | None) -> str:
    """Among claims equally poor, the first by this order (a genie before any goods, as it
    always was), so that the reason stays what it was."""
    return "a genie" if claim == "genie" else claim or ""
