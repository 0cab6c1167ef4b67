"""A partner's face while an offer is dealt with it: who it is and how it bluffs (an AI's
temperament), how many of its claims you caught as bluffs, and what each district's goods are
worth to it (what the words of an offer must convince it of). An offer to everyone shows each
partner short: who, its record and the goods it pays best for. And a name's worth in the talk,
to the one partner and to you."""
from __future__ import annotations

from engine.words import joined, say

from ..cards import GOODS, PRIZED, name_value
from ..city import DISTRICTS
from .terms import cap, dinars, district_word, noun, temperament_means, temperament_word

TOP = 3     # a district's goods shown in full, the most valued first


def partners(view: dict) -> list[int]:
    """Who the seat at the table deals with: the offer's maker, those who accepted its offer
    to everyone (it picks one), or those the offer goes to."""
    offer = view["offer"]
    if offer["from"] != view["seat"]:
        return [offer["from"]]
    if offer["stage"] == "pick":
        return list(offer["accepted"])
    return list(offer.get("everyone") or [offer["to"]])


def talk_worths(view: dict, district: str, name: str, yours: int, names,
                yours_first: bool = False) -> str:
    """A name's worth to the one partner (whom a claim must convince) beside its worth to the
    seat: "5 dinars to Omar · 3 dinars to you" (a wish, hoped for by the seat: yours first);
    with several partners, its worth to the seat alone: "3 dinars"."""
    dealt = partners(view)
    if len(dealt) != 1:
        return dinars(yours)
    partner = dealt[0]
    theirs = say("bagdad.worth_to", name=names[partner],
                 worth=dinars(name_value(district, name, view["characters"][partner])))
    mine = say("bagdad.worth_to_you", worth=dinars(yours))
    return " · ".join([mine, theirs] if yours_first else [theirs, mine])


def worths(character: str, district: str) -> list[tuple[str, int]]:
    """A district's goods by their worth to a character, the most valued first."""
    return sorted(((good, name_value(district, good, character)) for good in GOODS[district]),
                  key=lambda pair: -pair[1])


def _goods(pairs) -> str:
    return " · ".join(say("bagdad.face.good", good=noun(good), worth=worth)
                      for good, worth in pairs)


def _row(view: dict, seat: int) -> dict:
    return (view.get("learnt") or [{"true": 0, "false": 0}] * view["players"])[seat]


def record(view: dict, seat: int) -> str:
    """The seat's record of the partner's claims: "2 bluffs caught of 5 claims checked"."""
    row = _row(view, seat)
    checked = row["true"] + row["false"]
    if not checked:
        return say("bagdad.face.unchecked")
    return say("bagdad.face.caught", n=checked, bluffs=say("bagdad.face.bluffs", n=row["false"]))


def _title(name: str, character: str, mood: str | None) -> str:
    if mood is None:
        return say("bagdad.face.title", name=name, character=noun(character))
    return say("bagdad.face.title_mood", name=name, character=noun(character),
               temperament=temperament_word(mood))


def face(view: dict, seat: int, names, mood: str | None) -> list[str]:
    """The lines of one partner's face: its name, character and temperament (`mood`, an AI's;
    None at a person's seat), what it means, its record, and its TOP goods of each district
    with their worths to it."""
    character = view["characters"][seat]
    lines = [_title(names[seat], character, mood)]
    if mood is not None:
        lines.append(say("bagdad.face.temperament", temperament=cap(temperament_word(mood)),
                         means=temperament_means(mood)))
    lines += [record(view, seat), say("bagdad.face.worth", name=names[seat])]
    return lines + [say("bagdad.face.district", district=district_word(d),
                        goods=_goods(worths(character, d)[:TOP])) for d in DISTRICTS]


def short(view: dict, seat: int, names, mood: str | None) -> list[str]:
    """One partner among several: who (its character and temperament), its record once any
    claim of its was checked, and the goods it pays best for, one a district."""
    character, row = view["characters"][seat], _row(view, seat)
    checked = [record(view, seat)] if row["true"] + row["false"] else []
    return [_title(names[seat], character, mood)] + checked + \
        [say("bagdad.face.pays_best", goods=joined(noun(good) for good in PRIZED[character]))]
