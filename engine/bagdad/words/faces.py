"""A partner's face while an offer is dealt with it: who it is and how it bluffs, what its
claims proved to you, and what each district's goods are worth to it (what the words of an
offer must convince it of). An offer to everyone shows each partner short."""
from __future__ import annotations

from engine.words import say

from ..cards import GOODS, name_value
from ..city import DISTRICTS
from . import terms
from .terms import cap, district_word, record_words, temperament_means, temperament_word

TOP = 3     # a district's goods shown in full, the most valued first


def partners(view: dict) -> list[int]:
    """Who the seat at the table deals with: those its offer goes to, or the offer's maker."""
    offer = view["offer"]
    if offer["from"] != view["seat"]:
        return [offer["from"]]
    return list(offer.get("everyone") or [offer["to"]])


def claim_worths(view: dict, district: str, name: str, dinars: int, names) -> str:
    """What a name is worth to each partner (whom the claim must convince), then to the seat:
    "5 dinars to Omar · 3 dinars to you"."""
    theirs = [say("bagdad.worth_to", worth=terms.dinars(
        name_value(district, name, view["characters"][p])), name=names[p])
        for p in partners(view)]
    return " · ".join(theirs + [say("bagdad.worth_to_you", worth=terms.dinars(dinars))])


def worths(character: str, district: str) -> list[tuple[str, int]]:
    """A district's goods by their worth to a character, the most valued first."""
    return sorted(((good, name_value(district, good, character)) for good in GOODS[district]),
                  key=lambda pair: -pair[1])


def _goods(pairs) -> str:
    return " · ".join(say("bagdad.face.good", good=good, worth=worth) for good, worth in pairs)


def _mood(view: dict, seat: int) -> str:
    mood = (view.get("temperaments") or [None] * view["players"])[seat]
    return "" if mood is None else say("bagdad.face.temperament",
                                       temperament=cap(temperament_word(mood)),
                                       means=temperament_means(mood))


def _record(view: dict, seat: int) -> dict:
    return (view.get("learnt") or [{"true": 0, "false": 0, "last": None}] * view["players"])[seat]


def face(view: dict, seat: int, names) -> list[str]:
    """The lines of one partner's face: its name and character, its temperament (an AI's),
    its record, and its TOP goods of each district with their worths to it."""
    character = view["characters"][seat]
    record = record_words(_record(view, seat))
    lines = [say("bagdad.face.title", name=names[seat], character=character), _mood(view, seat),
             say("bagdad.face.record", record=record) if record else say("bagdad.face.unchecked"),
             say("bagdad.face.worth", name=names[seat])]
    lines += [say("bagdad.face.district", district=district_word(d),
                  goods=_goods(worths(character, d)[:TOP])) for d in DISTRICTS]
    return [line for line in lines if line]


def short(view: dict, seat: int, names) -> list[str]:
    """One partner among several, in two lines: who, how it bluffs and its record; then its
    most valued good of each district."""
    character, row = view["characters"][seat], _record(view, seat)
    mood = (view.get("temperaments") or [None] * view["players"])[seat]
    who = say("bagdad.face.short", name=names[seat], character=character,
              true=row["true"], false=row["false"])
    if mood is not None:
        who = say("bagdad.face.short_mood", who=who, temperament=temperament_word(mood))
    return [who, say("bagdad.face.best", goods=_goods(worths(character, d)[0]
                                                     for d in DISTRICTS))]
