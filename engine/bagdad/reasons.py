"""Why an offer is refused, in the refuser's words: read from what everyone sees of the offer
(its districts and claims), the refuser's character (public) and its own record of the maker's
claims, never from the refuser's cards, so the words tell nobody what it holds."""
from __future__ import annotations

from .cards import GEM_OF_DISTRICT, VALUES, district_of, name_value
from .offers import claimed, record

MEAN = {district: sum(values) / len(values) for district, values in VALUES.items()}


def refusal(state) -> str:
    """The first reason that holds: the maker's record of claims, an empty side, goods claimed
    that are worth less to the refuser than their district's average, too little for what is asked,
    and else that the refuser values what is asked more (which is why it refuses)."""
    offer = state.offer
    seat, maker = offer["to"], offer["from"]
    checked = record(state, seat)[maker]
    if offer["claims"] and checked["last"] is False:
        return "your last claim was not true"
    if offer["claims"] and checked["false"] > checked["true"]:
        return "your claims have not been true"
    if not offer["give"]:
        return "nothing offered in return"
    if not offer["ask"]:
        return "no, thank you"
    character = state.characters[seat]
    got = []
    for district, claim in zip(map(district_of, offer["give"]), claimed(offer)):
        plain = claim is None or claim in GEM_OF_DISTRICT    # a gem card buys, not sells
        value = MEAN[district] if plain else name_value(district, claim, character)
        said = "a genie" if claim == "genie" else claim or ""    # goods: "dates", "silk"
        got.append((value - MEAN[district], said, value))
    poorest = min(got)
    if poorest[0] < 0:      # a claim of goods worth little to this character (not "Bazaar
        return f"{poorest[1]} would be worth little to me"     # goods": it may want others)
    richest = max(offer["ask"], key=MEAN.get)
    mine = asked_cards(offer["ask"].count(richest), richest)
    if sum(value for _, _, value in got) < sum(MEAN[d] for d in offer["ask"]):
        return f"not enough for my {mine}"
    return f"my {mine} {'is' if offer['ask'].count(richest) == 1 else 'are'} worth more to me"


def asked_cards(n: int, district: str) -> str:
    """"Souk card", "2 Souk cards": the refuser's cards of the richest district asked."""
    return f"{district.title()} card" if n == 1 else f"{n} {district.title()} cards"

