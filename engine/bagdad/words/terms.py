"""Thieves of Bagdad's terms: the small words every sentence about the game is made of (pieces,
spaces, cards, counts, dinars, the talk of offers). Each phrase is a template of english.py,
said through engine.words, and each noun in it the catalogue's own word (nouns.py); what is
left here as code is the choice among templates.

The privacy rule: a card's face (its good and its worth) is said only from its holder's own
view, or in a private event told to one of its seats; everywhere else a card is only its
district, as its back shows. Callers pass view=None whenever the words could reach someone
else's eyes.
"""
from __future__ import annotations

from collections import Counter


from engine.words import joined, language, say

from ..cards import GEM_OF_DISTRICT, GENIE_VALUE, district_of
from ..city import DESERT, DISTRICTS
from ..pieces import KIND_OF_SLOT, VIZIER, kind, owner
from ..places import PLACES, Place
from .nouns import a_noun, counted, gem_card, noun, noun_object

KINDS = tuple(dict.fromkeys(KIND_OF_SLOT))             # thief, caravaneer, ... in slot order
ABILITY = {"merchant": "kidnap", "trader": "kidnap", "assassin": "kill", "thief": "rob"}


def cap(text: str) -> str:
    """Capitalised at the start only: str.capitalize would lower a name's other letters."""
    return text[:1].upper() + text[1:]


def n_cards(n: int) -> str:
    return say("bagdad.cards", n=n)


def dinars(n: int) -> str:
    return say("bagdad.dinars", n=n)


def times(n: int) -> str:
    """"once", "twice", "3 times"."""
    if n in (1, 2):
        return say("bagdad.once" if n == 1 else "bagdad.twice")
    return say("bagdad.times", n=n)


def worth(value: float) -> str:
    """A worth in dinars, to a tenth where it is an expectation: "6", "≈5.5" (the language's
    decimal mark: "≈5,5" in German)."""
    if value == int(value):
        return str(int(value))
    return say("bagdad.about", value=language.decimal(value, 1))


def gem_word(gem: str) -> str:
    """A gem as players call it: "false stone", "emerald"."""
    return noun(gem)


# an AI seat's temperament -> its word on the seat's row, and what it means
TEMPERAMENT_WORDS = {
    "honest": ("bagdad.temperament.honest", "bagdad.temperament_means.honest"),
    "shrewd": ("bagdad.temperament.shrewd", "bagdad.temperament_means.shrewd"),
    "sly": ("bagdad.temperament.sly", "bagdad.temperament_means.sly"),
}


def temperament_word(temperament: str) -> str:
    """An AI seat's temperament as its row shows it: "sly"."""
    return say(TEMPERAMENT_WORDS[temperament][0])


def temperament_means(temperament: str) -> str:
    """"bluffs whenever a lie pays, naming your best goods"."""
    return say(TEMPERAMENT_WORDS[temperament][1])


def district_word(district: str) -> str:
    return noun(district)


# A place's words (engine/bagdad/places.py): where -> (alone, one of a line of alike).
PLACE_WORDS = {"edge": ("bagdad.place.edge", "bagdad.place.edge_which"),
               "inner": ("bagdad.place.inner", "bagdad.place.inner_which"),
               "heart": ("bagdad.place.heart", "bagdad.place.heart_which")}
SIDE_WORDS = {"east": "bagdad.side.east", "south_east": "bagdad.side.south_east",
              "south": "bagdad.side.south", "south_west": "bagdad.side.south_west",
              "west": "bagdad.side.west", "north_west": "bagdad.side.north_west",
              "north": "bagdad.side.north", "north_east": "bagdad.side.north_east"}
WHICH_WORDS = {"westmost": "bagdad.which.westmost", "west": "bagdad.which.west",
               "middle": "bagdad.which.middle", "east": "bagdad.which.east",
               "eastmost": "bagdad.which.eastmost", "northmost": "bagdad.which.northmost",
               "north": "bagdad.which.north", "south": "bagdad.which.south",
               "southmost": "bagdad.which.southmost", "outer": "bagdad.which.outer",
               "inner": "bagdad.which.inner"}


def label(space: int) -> str:
    """A space told by its place, never its number: "the outer shop at the Bazaar's north
    edge", "the Bazaar street at the Camel Gate", "the Desert"."""
    return say("bagdad.desert") if space == DESERT else place_words(PLACES[space])


def place_words(place: Place) -> str:
    fields = {"kind": noun(place.kind), "district": district_word(place.district)}
    if place.where == "gate":
        return say("bagdad.place.gate", gate=noun(place.side), **fields)
    if place.side is not None:
        fields["side"] = say(SIDE_WORDS[place.side])
    alone, among = PLACE_WORDS[place.where]
    if place.which is None:
        return say(alone, **fields)
    return say(among, which=say(WHICH_WORDS[place.which]), **fields)


def kinds_word(kinds) -> str:
    """Pieces by kind, in slot order: "a thief, 2 caravaneers and a merchant"."""
    counts = Counter(kinds)
    return joined(counted(counts[k], k) for k in KINDS if counts[k])


# a piece in words, by whose it is: (as the object of a verb, as the subject opening a sentence)
PIECE_WORDS = {"vizier": ("bagdad.piece.vizier", "bagdad.piece.vizier.subject"),
               "yours": ("bagdad.piece.yours", "bagdad.piece.yours.subject"),
               "theirs": ("bagdad.piece.theirs", "bagdad.piece.theirs.subject")}


def piece_name(piece: int, names, viewer: int | None, subject: bool = False) -> str:
    """A piece in words: "your merchant", "Omar's merchant", "the Grand Vizier"; as the
    object of a verb ("move your merchant"), or as the subject, which begins its sentence
    ("Your merchant stands here.")."""
    if piece == VIZIER:
        return say(PIECE_WORDS["vizier"][subject])
    seat = owner(piece)
    if seat == viewer:
        return say(PIECE_WORDS["yours"][subject], kind=_kind(kind(piece), subject))
    return their_piece(names[seat], kind(piece), subject)


def their_piece(who: str, kind_of: str, subject: bool = False) -> str:
    """A seat's piece by its kind: "Omar's merchant"."""
    return say(PIECE_WORDS["theirs"][subject], who=who, kind=_kind(kind_of, subject))


def _kind(kind_of: str, subject: bool) -> str:
    return noun(kind_of) if subject else noun_object(kind_of)


# --- cards ------------------------------------------------------------------------------------

def backs(districts) -> str:
    """Cards as their backs show them: "2 Bazaar cards and a Souk card", or "nothing"."""
    return talked(districts, [None] * len(districts), {})


def back(n: int, district: str) -> str:
    """"a Souk card", "2 Souk cards"."""
    return say("bagdad.backs", n=n, district=district_word(district))


def talk_word(name: str) -> str:
    """A name said in talk (a claim or a wish), bare: "saffron", "genie", "emerald card"."""
    return gem_card(name) if name in GEM_OF_DISTRICT else noun(name)


def talk_phrase(name: str) -> str:
    """The same in a sentence: "saffron", "a genie", "the emerald card"."""
    if name in GEM_OF_DISTRICT:
        return say("bagdad.the_gem_card", card=gem_card(name))
    return a_noun(name) if name == "genie" else noun(name)


def talked(districts, claims, wishes: dict, theirs: bool = False) -> str:
    """Cards as their backs show them, with the talk on them: "a Souk card (said to be
    saffron) and 2 Bazaar cards" for cards given (`claims` aligned with `districts`, None where
    nothing is said), "a Palace card (hoping for silk)" for cards asked (`wishes` by district;
    `theirs`: "they hope for", as the one asked reads it)."""
    parts = []
    for district in DISTRICTS:
        n = list(districts).count(district)
        if not n:
            continue
        said = [c for d, c in zip(districts, claims) if d == district and c is not None]
        part = back(n, district)
        if said:
            part = say("bagdad.cards_said", cards=part, said=_said(n, said))
        if district in wishes:
            part = say("bagdad.they_hope" if theirs else "bagdad.hoping", cards=part,
                       wish=talk_phrase(wishes[district]))
        parts.append(part)
    return joined(parts) if parts else say("bagdad.nothing")


def _said(n: int, said: list[str]) -> str:
    """"said to be saffron", "both said to be saffron", "one said to be saffron"."""
    names = joined(talk_phrase(name) for name in said)
    if len(said) < n:
        return say("bagdad.some_said", n=len(said), names=names)
    if n > 1 and len(set(said)) == 1:
        return say("bagdad.both_said" if n == 2 else "bagdad.all_said",
                   name=talk_phrase(said[0]))
    return say("bagdad.said", names=names)


def good(face: dict) -> str:
    """A face without its district: "saffron", "emerald card", "genie"."""
    return talk_word(face["name"])


# a face's (the, your) templates by its kind, where it has its own: counted things, which a
# language may give an article where it gives goods none
FACES = {"gem": ("bagdad.face.gem", "bagdad.your_face.gem"),
         "genie": ("bagdad.face.genie", "bagdad.your_face.genie")}


def card_words(face: dict, yours: bool = False) -> str:
    """A card seen face up: "the Souk saffron (8 dinars)" ("your Souk saffron ..."). Its worth
    is said only when the face carries one, which a face does only in its holder's view or in
    an event told to its holder."""
    key = FACES.get(face["kind"], ("bagdad.face", "bagdad.your_face"))[yours]
    text = say(key, district=district_word(face["district"]), good=good(face))
    value = face.get("value")
    if value is None or face["kind"] == "gem":
        return text
    if face["kind"] == "genie":
        worth_said = say("bagdad.genie_worth", alone=dinars(GENIE_VALUE[1]), two=GENIE_VALUE[2],
                         three=GENIE_VALUE[3])
    else:
        worth_said = dinars(value)
    return say("bagdad.card_worth", card=text, worth=worth_said)


def card_in(card: int, view: dict | None, yours: bool = False) -> str:
    """The privacy rule: the face only if the card is in this view's own hand, else "a Souk
    card" ("your Souk card")."""
    face = next((f for f in (view or {}).get("hand", ()) if f["card"] == card), None)
    if face:
        return card_words(face, yours)
    if yours:
        return say("bagdad.your_back", district=district_word(district_of(card)))
    return back(1, district_of(card))


def record_words(row: dict) -> str:
    """A seat's record of another's claims it checked: "2 true and 1 not true, the last not
    true", or "" before any."""
    if row["last"] is None:
        return ""
    return say("bagdad.record_true" if row["last"] else "bagdad.record_false",
               true=row["true"], false=row["false"])


def checked_words(row: dict) -> str:
    """The same as a proportion: "2 of 3 claims you checked were true", or "" before any."""
    checked = row["true"] + row["false"]
    if not checked:
        return ""
    if checked == 1:
        return say("bagdad.checked_one", true=row["true"])
    return say("bagdad.checked", n=row["true"], checked=checked)
