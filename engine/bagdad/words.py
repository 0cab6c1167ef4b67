"""Thieves of Bagdad in English: the small words every sentence about the game is made of
(pieces, cards, counts, dinars, the talk of offers) and the words for each action, as buttons,
the banner, the log, the AI's hint and the command line show them. One place says them, so
that the table and the engine's `describe_action` (the catalog protocol, which knows no seat
names) never disagree. telling.py puts events in words with these, hints.py the table's
hover hints.

The privacy rule: a card's face (its good and its worth) is said only from its holder's own
view, or in a private event told to one of its seats; everywhere else a card is only its
district, as its back shows. Callers pass view=None whenever the words could reach someone
else's eyes.
"""
from __future__ import annotations

from collections import Counter

from engine.core import Action

from .board import DISTANCES, label
from .cards import GEM_OF_DISTRICT, GENIE_VALUE, district_of
from .city import DISTRICTS
from .gems import GEMS, LABEL, PRICE as GEM_PRICE
from .pieces import KIND_OF_SLOT, PRICE, VICTIMS, VIZIER, kind, owner
from .setup import MAX_PLAYERS

KINDS = tuple(dict.fromkeys(KIND_OF_SLOT))             # thief, caravaneer, ... in slot order
ABILITY = {"merchant": "kidnap", "trader": "kidnap", "assassin": "kill", "thief": "rob"}
CARD_VERBS = {"give": "offer", "ungive": "take back", "hand_over": "hand over",
              "pay": "pay with", "unpay": "take back"}
TALK = frozenset({"claim", "unclaim", "wish", "unwish"})     # what is said of an offer's cards
# The seats' names where the caller has none (describe_action): "player 1", "player 2", ...
SEATS = tuple(f"player {seat + 1}" for seat in range(MAX_PLAYERS))


# --- small words ------------------------------------------------------------------------------

def cap(text: str) -> str:
    """Capitalised at the start only: str.capitalize would lower a name's other letters."""
    return text[:1].upper() + text[1:]


def article(word: str) -> str:
    """The word with its article: "a thief", "an assassin", "an emerald"."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def plural(word: str) -> str:
    if word == "thief":
        return "thieves"
    return word[:-1] + "ies" if word.endswith("y") and word[-2:-1] not in "aeiou" else word + "s"


def counted(n: int, word: str) -> str:
    """"a merchant", "2 merchants": counts of pieces, cards and gems."""
    return article(word) if n == 1 else f"{n} {plural(word)}"


def n_cards(n: int) -> str:
    return f"{n} card{'s' * (n != 1)}"


def dinars(n: int) -> str:
    return f"{n} dinar{'s' * (n != 1)}"


def joined(items, conj: str = "and") -> str:
    items = list(items)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {conj} {items[-1]}"


def gem_word(gem: str) -> str:
    """A gem as players call it: "false stone", "emerald"."""
    return LABEL[GEMS.index(gem)]


def district_word(district: str) -> str:
    return district.capitalize()


def backs(districts) -> str:
    """Cards as their backs show them: "2 Bazaar cards and a Souk card", or "nothing"."""
    return talked(districts, [None] * len(districts), {})


def _back(n: int, district: str) -> str:
    return f"{'a' if n == 1 else n} {district_word(district)} card{'s' * (n != 1)}"


def talk_word(name: str) -> str:
    """A name said in talk (a claim or a wish), bare: "saffron", "genie", "emerald card"."""
    return f"{gem_word(name)} card" if name in GEM_OF_DISTRICT else name


def talk_phrase(name: str) -> str:
    """The same in a sentence: "saffron", "a genie", "the emerald card"."""
    if name in GEM_OF_DISTRICT:
        return f"the {talk_word(name)}"
    return article(name) if name == "genie" else name


def talked(districts, claims, wishes: dict, hope: str = "hoping for") -> str:
    """Cards as their backs show them, with the talk on them: "a Souk card (said to be
    saffron) and 2 Bazaar cards" for cards given (`claims` aligned with `districts`, None where
    nothing is said), "a Palace card (hoping for silk)" for cards asked (`wishes` by district;
    `hope` says whose hope it is to the one asked: "they hope for")."""
    parts = []
    for district in DISTRICTS:
        n = list(districts).count(district)
        if not n:
            continue
        said = [c for d, c in zip(districts, claims) if d == district and c is not None]
        part = _back(n, district)
        if said:
            part += f" ({_said(n, said)})"
        if district in wishes:
            part += f" ({hope} {talk_phrase(wishes[district])})"
        parts.append(part)
    return joined(parts) if parts else "nothing"


def _said(n: int, said: list[str]) -> str:
    """"said to be saffron", "both said to be saffron", "one said to be saffron"."""
    names = joined(talk_phrase(name) for name in said)
    if len(said) < n:
        return f"{'one' if len(said) == 1 else len(said)} said to be {names}"
    if n > 1 and len(set(said)) == 1:
        return f"{'both' if n == 2 else 'all'} said to be {talk_phrase(said[0])}"
    return f"said to be {names}"


def kinds_word(kinds) -> str:
    """Pieces by kind, in slot order: "a thief, 2 caravaneers and a merchant"."""
    counts = Counter(kinds)
    return joined(counted(counts[k], k) for k in KINDS if counts[k])


def piece_name(piece: int, names, viewer: int | None) -> str:
    """A piece in words: "your merchant", "Omar's merchant", "the Grand Vizier"."""
    if piece == VIZIER:
        return "the Grand Vizier"
    seat = owner(piece)
    whose = "your" if seat == viewer else f"{names[seat]}'s"
    return f"{whose} {kind(piece)}"


def good(face: dict) -> str:
    """A face without its district: "saffron", "emerald card", "genie"."""
    return f"{gem_word(face['name'])} card" if face["kind"] == "gem" else face["name"]


def card_words(face: dict, note: str = "") -> str:
    """A card seen face up: "the Souk saffron (8 dinars)", with a `note` in the same brackets
    ("8 dinars; said to be carpets: not true"). Its worth is said only when the face carries
    one, which a face does only in its holder's view or in an event told to its holder."""
    text, value = f"the {district_word(face['district'])} {good(face)}", face.get("value")
    said = []
    if value is not None and face["kind"] == "genie":
        said.append(f"{dinars(GENIE_VALUE[1])} alone, {GENIE_VALUE[2]} for two, "
                    f"{GENIE_VALUE[3]} for three")
    elif value is not None and face["kind"] == "goods":
        said.append(dinars(value))
    said += [note] if note else []
    return f"{text} ({'; '.join(said)})" if said else text


def _card(card: int, view: dict | None) -> str:
    """The privacy rule: the face only if the card is in this view's own hand."""
    face = next((f for f in (view or {}).get("hand", ()) if f["card"] == card), None)
    return card_words(face) if face else f"a {district_word(district_of(card))} card"


def record_words(row: dict) -> str:
    """A seat's record of another's claims it checked: "2 true and 1 not true, the last not
    true", or "" before any."""
    if row["last"] is None:
        return ""
    last = "true" if row["last"] else "not true"
    return f"{row['true']} true and {row['false']} not true, the last {last}"


def checked_words(row: dict) -> str:
    """The same as a proportion: "2 of 3 claims you checked were true", or "" before any."""
    checked = row["true"] + row["false"]
    if not checked:
        return ""
    were = "was" if row["true"] == 1 or checked == 1 else "were"
    return f"{row['true']} of {checked} claim{'s' * (checked != 1)} you checked {were} true"


def worth(value: float) -> str:
    """A worth in dinars, to a tenth where it is an expectation: "6", "≈5.5"."""
    if value == int(value):
        return str(int(value))
    return f"≈{value:.1f}".rstrip("0").rstrip(".")


def times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def space_of(view: dict, piece: int) -> int | None:
    if piece == VIZIER:
        return view["vizier"]["space"]
    return view["pieces"][piece]["space"]


# --- actions ----------------------------------------------------------------------------------

def describe_action(act: Action, view: dict | None = None) -> str:
    """The catalog protocol's words for an action: the table's own, with "player 2" where the
    table says a seat's name (the protocol knows no names)."""
    return action(act, SEATS, view)


def action(act: Action, names, view: dict | None) -> str:
    """An action on a button, the banner and the log. `view` is the acting seat's own, or None
    where other humans may read it: card faces are named only from the holder's view."""
    k, get = act.kind, act.get
    viewer = None if view is None else view["seat"]
    if k in CARD_VERBS:
        return f"{CARD_VERBS[k]} {_card(get('card'), view)}"
    if k in TALK:
        return _talk(act, view)
    if k == "place":
        return f"place {piece_name(get('piece'), names, viewer)} on {label(get('space'))}"
    if k == "offer":
        return f"make an offer to {names[get('partner')]}"
    if k == "pick":
        return f"take {names[get('partner')]}'s acceptance"
    if k == "pass_slipper":
        to = get("to")
        held = "" if view is None else f" ({n_cards(sum(view['hand_counts'][to].values()))})"
        return f"pass the slipper to {names[to]}{held}"
    if k == "buy_piece":
        piece_kind = get("piece_kind")
        return f"buy {article(piece_kind)} ({dinars(PRICE[piece_kind])})"
    if k == "buy_gem":
        gem = get("gem")
        return (f"buy {article(gem_word(gem))} ({dinars(GEM_PRICE[GEMS.index(gem)])} or its gem "
                "card)")
    if k == "move":
        piece = get("piece")
        start = "" if view is None else f" from {label(space_of(view, piece))}"
        return f"move {piece_name(piece, names, viewer)}{start}"
    if k == "to":
        return _to(act, names, view)
    return {
        "ask": f"ask for a {str(get('district')).capitalize()} card",
        "unask": f"ask for one {str(get('district')).capitalize()} card less",
        "offer_all": "offer to everyone", "send": f"send the {_which(view)}",
        "cancel": _cancel(view, names), "done": "make no more offers this phase",
        "accept": f"accept the {_which(view)}", "refuse": f"refuse the {_which(view)}",
        "counter": "counter-offer: answer with an offer of your own",
        "confirm": "confirm the payment", "discard": "discard the cards held: they can buy nothing",
    }.get(k, repr(act))


def _to(act: Action, names, view: dict | None) -> str:
    """Where a move ends, its cost when the view tells which piece moves, and the ability."""
    space, victim = act.space, act.get("victim")
    buying = None if view is None else view.get("purchase")
    piece = None if not buying else buying.get("piece")
    start = None if piece is None else space_of(view, piece)
    if start == space:
        where = f"stay on {label(space)} (at least one card)"
    elif start is None:
        where = f"to {label(space)}"
    else:
        where = f"to {label(space)} ({dinars(DISTANCES[start][space])})"
    if victim is None:
        return where
    if piece is not None:
        verb = ABILITY[kind(piece)]
    else:      # only the victim is known: its kind may leave one ability possible
        verbs = {ABILITY[k] for k, prey in VICTIMS.items() if kind(victim) in prey}
        verb = verbs.pop() if len(verbs) == 1 else "strike"
    viewer = None if view is None else view["seat"]
    return f"{where}, then {verb} {piece_name(victim, names, viewer)}"


def _talk(act: Action, view: dict | None) -> str:
    """A claim or a wish: "call your Souk card saffron", "hope for silk from the Palace"
    ("call", as the goods may be one or many: "call your Bazaar lanterns pottery")."""
    k, get = act.kind, act.get
    if k in ("claim", "unclaim"):
        card = _card(get("card"), view)     # "your" in the holder's own words, else "a ..."
        bare = card[4:] if card.startswith("the ") else card[2:]
        yours = card if view is None else f"your {bare}"
        if k == "unclaim":
            return f"stop claiming anything for {yours}"
        return f"call {yours} {talk_phrase(get('name'))}"
    where = f"the {district_word(str(get('district')))}"
    if k == "unwish":
        return f"hope for nothing in particular from {where}"
    return f"hope for {talk_phrase(get('name'))} from {where}"


def _which(view: dict | None) -> str:
    """"offer", or "counter-offer" where the view shows one (sent, or being built)."""
    offer = (view or {}).get("offer") or {}
    return "counter-offer" if offer.get("counters") else "offer"


def _cancel(view: dict | None, names) -> str:
    """Cancel backs out one step: an offer (a counter-offer: back to the offer it answers), a
    payment for a move (back to its space), a purchase."""
    if view is None:
        return "cancel"
    if view["phase"] == "exchange":
        previous = (view.get("offer") or {}).get("previous")
        if previous is not None:
            return f"drop the counter-offer and answer {names[previous['from']]}'s offer"
        return "cancel the offer"
    buying = view.get("purchase") or {}
    if buying.get("item") == "move" and buying.get("stage") == "pay":
        return "choose another space"
    return "cancel the purchase"
