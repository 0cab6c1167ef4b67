"""The city table's words: actions, log lines, headlines and hover hints, with seat names.

A card's face (its good and its worth) is said only from its holder's own view, or in a private
event told to one of its seats; everywhere else a card is only its district, as its back shows.
The log and the banner may be read by every human at the computer, so the table passes
view=None, or private=False, whenever the words could reach someone else's eyes.
"""
from __future__ import annotations

from collections import Counter

from engine.bagdad.board import CITY, DISTANCES, PALACE_SHOPS, label
from engine.bagdad.cards import (BY_DISTRICT, CARDS, COPIES, GEM_CARD, GEM_OF_DISTRICT,
                                 GENIE_DISTRICTS, GENIE_VALUE, GOODS, card_value, district_of)
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.describe import describe_action
from engine.bagdad.gems import GEMS, LABEL, PRICE as GEM_PRICE
from engine.bagdad.pieces import EARNS, KIND_OF_SLOT, PRICE, VICTIMS, VIZIER, kind, owner
from engine.core import Action, Event

KINDS = tuple(dict.fromkeys(KIND_OF_SLOT))             # thief, caravaneer, ... in slot order
ABILITY = {"merchant": "kidnap", "trader": "kidnap", "assassin": "kill", "thief": "rob"}
CARD_VERBS = {"give": "offer", "ungive": "take back", "hand_over": "hand over",
              "pay": "pay with", "unpay": "take back"}
WHY = {"vizier": "the Grand Vizier stands on a Palace shop",
       "round_limit": "the round limit is reached",
       "stalled": "nobody holds a card, so nothing can change any more"}


# --- small words ------------------------------------------------------------------------------

def _cap(text: str) -> str:
    """Capitalised at the start only: str.capitalize would lower a name's other letters."""
    return text[:1].upper() + text[1:]


def article(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _plural(word: str) -> str:
    if word == "thief":
        return "thieves"
    return word[:-1] + "ies" if word.endswith("y") and word[-2:-1] not in "aeiou" else word + "s"


def _count(n: int, word: str) -> str:
    """"a merchant", "2 merchants": counts of pieces, cards and gems."""
    return article(word) if n == 1 else f"{n} {_plural(word)}"


def _cards(n: int) -> str:
    return f"{n} card{'s' * (n != 1)}"


def _dinars(n: int) -> str:
    return f"{n} dinar{'s' * (n != 1)}"


def joined(items, conj: str = "and") -> str:
    items = list(items)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {conj} {items[-1]}"


def _gem(gem: str) -> str:
    return LABEL[GEMS.index(gem)]


def _district(district: str) -> str:
    return district.capitalize()


def _whose(names: list[str], seat: int, viewer: int | None) -> str:
    return "your" if seat == viewer else f"{names[seat]}'s"


def _backs(districts) -> str:
    """Cards as their backs show them: "2 Bazaar cards and a Souk card", or "nothing"."""
    counts = Counter(districts)
    parts = [f"{'a' if counts[d] == 1 else counts[d]} {_district(d)} card{'s' * (counts[d] != 1)}"
             for d in DISTRICTS if counts[d]]
    return joined(parts) if parts else "nothing"


def _kinds(kinds) -> str:
    """Pieces by kind, in slot order: "a thief, 2 caravaneers and a merchant"."""
    counts = Counter(kinds)
    return joined(_count(counts[k], k) for k in KINDS if counts[k])


def piece_name(piece: int, names: list[str], viewer: int | None) -> str:
    """A piece in words: "your merchant", "Omar's merchant", "the Grand Vizier"."""
    if piece == VIZIER:
        return "the Grand Vizier"
    return f"{_whose(names, owner(piece), viewer)} {kind(piece)}"


def _good(face: dict) -> str:
    """A face without its district: "saffron", "emerald card", "genie"."""
    return f"{_gem(face['name'])} card" if face["kind"] == "gem" else face["name"]


def card_words(face: dict) -> str:
    """A card seen face up: "the Souk saffron (8 dinars)". Its worth is said only when the face
    carries one, which a face does only in its holder's view or in an event told to its holder."""
    text, value = f"the {_district(face['district'])} {_good(face)}", face.get("value")
    if value is None or face["kind"] == "gem":
        return text
    if face["kind"] == "genie":
        return (f"{text} ({_dinars(GENIE_VALUE[1])} alone, {GENIE_VALUE[2]} for two, "
                f"{GENIE_VALUE[3]} for three)")
    return f"{text} ({_dinars(value)})"


def _card(card: int, view: dict | None) -> str:
    """The privacy rule: the face only if the card is in this view's own hand."""
    face = next((f for f in (view or {}).get("hand", ()) if f["card"] == card), None)
    return card_words(face) if face else f"a {_district(district_of(card))} card"


def _space_of(view: dict, piece: int) -> int | None:
    if piece == VIZIER:
        return view["vizier"]["space"]
    return view["pieces"][piece]["space"]


# --- actions ----------------------------------------------------------------------------------

def action(act: Action, names: list[str], view: dict | None) -> str:
    """An action on a button, the banner and the log. `view` is the acting seat's own, or None
    where other humans may read it: card faces are named only from the holder's view."""
    k, get = act.kind, act.get
    viewer = None if view is None else view["seat"]
    if k in CARD_VERBS:
        return f"{CARD_VERBS[k]} {_card(get('card'), view)}"
    if k == "place":
        return f"place {piece_name(get('piece'), names, viewer)} on {label(get('space'))}"
    if k == "offer":
        return f"make an offer to {names[get('partner')]}"
    if k == "pass_slipper":
        to = get("to")
        held = "" if view is None else f" ({_cards(sum(view['hand_counts'][to].values()))})"
        return f"pass the slipper to {names[to]}{held}"
    if k == "buy_piece":
        piece_kind = get("piece_kind")
        return f"buy {article(piece_kind)} ({_dinars(PRICE[piece_kind])})"
    if k == "buy_gem":
        gem = get("gem")
        return f"buy {article(_gem(gem))} ({_dinars(GEM_PRICE[GEMS.index(gem)])} or its gem card)"
    if k == "move":
        piece = get("piece")
        start = "" if view is None else f" from {label(_space_of(view, piece))}"
        return f"move {piece_name(piece, names, viewer)}{start}"
    if k == "to":
        return _to(act, names, view)
    return describe_action(act, view)     # no seat and no card in these: the engine's words


def _to(act: Action, names: list[str], view: dict | None) -> str:
    """Where a move ends, its cost when the view tells which piece moves, and the ability."""
    space, victim = act.space, act.get("victim")
    buying = None if view is None else view.get("purchase")
    piece = None if not buying else buying.get("piece")
    start = None if piece is None else _space_of(view, piece)
    if start == space:
        where = f"stay on {label(space)} (at least one card)"
    elif start is None:
        where = f"to {label(space)}"
    else:
        where = f"to {label(space)} ({_dinars(DISTANCES[start][space])})"
    if victim is None:
        return where
    if piece is not None:
        verb = ABILITY[kind(piece)]
    else:      # only the victim is known: its kind may leave one ability possible
        verbs = {ABILITY[k] for k, prey in VICTIMS.items() if kind(victim) in prey}
        verb = verbs.pop() if len(verbs) == 1 else "strike"
    viewer = None if view is None else view["seat"]
    return f"{where}, then {verb} {piece_name(victim, names, viewer)}"


# --- the log ----------------------------------------------------------------------------------

def event_lines(events: list[Event], names: list[str], viewer: int | None,
                private: bool) -> list[str]:
    """The log's lines for what an action caused. A private event is told only when `private`
    and `viewer` is one of its seats, else left out without a trace; a round's income makes one
    line, and so do the viewer's draws. Steps the action's own words tell make none."""
    def told(e: Event) -> bool:
        return e.visible_to is None or private and viewer in e.visible_to

    lines, grouped = [], set()
    for e in events:
        if not told(e) or e.kind in grouped:
            continue
        if e.kind == "income":
            line = _income([x for x in events if x.kind == "income"],
                           next((x for x in events if x.kind == "round"), None), names)
        elif e.kind == "draw":
            drawn = [card_words(x.data) for x in events if x.kind == "draw" and told(x)]
            line = f"You draw {joined(drawn)}."
        elif e.visible_to is None:
            line = _public(e, names)
        else:
            line = _private(e, names, viewer)
        if e.kind in ("income", "draw"):
            grouped.add(e.kind)
        if line:
            lines.append(line)
    return lines


def _income(incomes: list[Event], round_event: Event | None, names: list[str]) -> str:
    """"Income: Omar draws 2 Souk cards and a Palace card; Layla finds nothing." With the
    round's start at hand every seat is told, in income order from the slipper holder."""
    drawn: dict[int, list[str]] = {}
    missed: dict[int, list[str]] = {}
    for e in incomes:
        d = e.data
        (drawn if d["drawn"] else missed).setdefault(d["seat"], []).append(d["district"])
    seats = list(dict.fromkeys(e.data["seat"] for e in incomes))
    if round_event is not None:
        first = round_event.data["slipper"]
        seats = [(first + i) % len(names) for i in range(len(names))]
    parts = []
    for seat in seats:
        got, lost = drawn.get(seat, []), missed.get(seat, [])
        part = f"{names[seat]} draws {_backs(got)}" if got else f"{names[seat]} finds nothing"
        if lost:
            left = joined(_district(d) for d in dict.fromkeys(lost))
            part += f" (no {left} card was left to draw)"
        parts.append(part)
    return "Income: " + "; ".join(parts) + "."


def _offer(d: dict, names: list[str]) -> str:
    who, partner = names[d["seat"]], names[d["partner"]]
    if not d["give"]:
        return f"{who} asks {partner} for {_backs(d['ask'])}, giving nothing."
    return f"{who} offers {partner} {_backs(d['give'])} for {_backs(d['ask'])}."


def _sides(d: dict, names: list[str]) -> tuple[str, str]:
    """An ability's striker and victim: ("Layla's merchant", "Omar's caravaneer")."""
    return (f"{names[d['seat']]}'s {kind(d['piece'])}",
            f"{names[d['victim_seat']]}'s {kind(d['victim'])}")


def _strike(d: dict, names: list[str]) -> str:
    """"Layla's merchant kidnaps Omar's caravaneer"."""
    striker, victim = _sides(d, names)
    return f"{striker} {ABILITY[kind(d['piece'])]}s {victim}"


def _game_over(d: dict, names: list[str]) -> tuple[str, str]:
    """Why the game ended, and who won."""
    why = WHY.get(d["why"], str(d["why"]).replace("_", " "))
    won = joined([names[s] for s in d["winners"]]) + (" wins" if len(d["winners"]) == 1 else
                                                     " share the win")
    if d.get("won_by") == "wish":
        won += " (the wish came true)" if len(d["winners"]) == 1 else " (their wishes came true)"
    elif d.get("won_by"):
        won += " on gem value"
    return why, won


def _public(e: Event, names: list[str]) -> str | None:
    d, k = e.data, e.kind
    who = names[d["seat"]] if "seat" in d else ""
    if k == "place":
        return f"{who} places {article(d['kind'])} on {label(d['space'])}."
    if k == "round":
        return f"Round {d['round']} begins; {names[d['slipper']]} holds the slipper."
    if k == "reshuffle":
        return (f"The {_district(d['district'])} discards are shuffled into a new deck of "
                f"{_cards(d['cards'])}.")
    if k == "phase":
        if d["phase"] == "purchase":
            return f"The purchase phase begins: {who} holds the slipper and buys first."
        return f"The {d['phase']} phase begins with {who}."
    if k == "send_offer":
        return _offer(d, names)
    if k in ("accept_offer", "refuse_offer"):
        verb = "accepts" if k == "accept_offer" else "refuses"
        return f"{names[d['partner']]} {verb} {who}'s offer."
    if k == "trade":
        return (f"{who} gives {names[d['partner']]} {_backs(d['gave'])} and gets "
                f"{_backs(d['got'])}.")
    if k == "done":
        return f"{who} stops trading."
    if k == "pay":
        return f"{who} pays with {joined(card_words(c) for c in d['cards'])}."
    if k == "discard":
        return f"{who} discards {joined(card_words(c) for c in d['cards'])}: they could buy nothing."
    if k == "buy_piece":
        return f"{who} buys {article(d['kind'])}: it waits in the Desert."
    if k == "buy_gem":
        return f"{who} buys {article(_gem(d['gem']))}."
    if k == "move":
        way = f"from {label(d['start'])} to {label(d['space'])}"
        if d["piece"] == VIZIER:
            return f"{who} moves the Grand Vizier {way}."
        if d["start"] == d["space"]:
            return f"{who}'s {d['kind']} stays on {label(d['space'])}."
        return f"{who}'s {d['kind']} moves {way}."
    if k == "kidnap":
        return f"{_strike(d, names)}: it goes to the Desert."
    if k == "kill":
        after = "both leave the game" if d["assassin_to"] == "killed" else \
            "it leaves the game, and the assassin goes to the Desert"
        return f"{_strike(d, names)}: {after}."
    if k == "rob":
        return f"{_strike(d, names)} of a gem."
    if k == "pass_slipper":
        return f"{who} passes the slipper to {names[d['to']]}."
    if k == "game_over":
        why, won = _game_over(d, names)
        values = ", ".join(f"{names[s]} {v}" for s, v in enumerate(d["scores"]))
        return f"The game is over: {why}. {won}. Gem values: {values}."
    return None


def _private(e: Event, names: list[str], viewer: int | None) -> str | None:
    """A private event in words for one of its own seats."""
    d = e.data
    if e.kind == "receive":
        return (f"You receive {joined(card_words(c) for c in d['cards'])} from "
                f"{names[d['from_seat']]}.")
    if e.kind == "robbed_gem":
        if viewer == d["seat"]:
            return f"You steal {article(_gem(d['gem']))} from {names[d['victim_seat']]}."
        return f"{names[d['seat']]} steals your {_gem(d['gem'])}."
    return None


# --- headlines --------------------------------------------------------------------------------

def headline(e: Event, names: list[str]) -> tuple[str, str] | None:
    """The big words over the board for the moments worth stopping for: (title, subtitle)."""
    d = e.data
    if e.kind == "round":
        return f"Round {d['round']}", f"{names[d['slipper']]} holds the slipper"
    if e.kind == "phase" and d["phase"] == "purchase":
        return "Purchase", f"{names[d['seat']]} holds the slipper and buys first"
    if e.kind == "kidnap":
        striker, victim = _sides(d, names)
        return "Kidnapped!", f"{striker} sends {victim} to the Desert"
    if e.kind == "kill":
        both = "; both assassins leave the game" if d["assassin_to"] == "killed" else ""
        return "Killed!", _strike(d, names) + both
    if e.kind == "rob":
        return "Robbed!", (f"{names[d['seat']]}'s thief steals a gem from "
                           f"{names[d['victim_seat']]}")
    if e.kind == "move" and d["piece"] == VIZIER and d["space"] in PALACE_SHOPS:
        return ("The Vizier is in the Palace!",
                f"{names[d['seat']]} brings him to {label(d['space'])}: if he stays, "
                "the game ends with this purchase phase")
    if e.kind == "game_over":
        why, won = _game_over(d, names)
        return "Game over", f"{_cap(why)}: {won}"
    return None


# --- hover hints ------------------------------------------------------------------------------

def space_hint(view: dict, space: int, names: list[str]) -> tuple[str, list[str]]:
    """(title, lines) for a city space: its district and kind, what it earns, who stands on
    it, its gate, and what moving there costs while a move is being chosen."""
    if space == DESERT:
        return "The Desert", _desert(view, names)
    s, viewer = CITY.spaces[space], view["seat"]
    district = _district(s.district)
    rank = DISTRICTS.index(s.district) + 1
    lines = [f"A {s.kind} of the {district}, district {rank} of {len(DISTRICTS)} from the "
             "poorest."]
    if s.kind == "shop":
        earners = [k for k in KINDS if k in EARNS]
        idle = [article(k) for k in KINDS if k not in EARNS]
        lines.append(f"{_cap(article(joined(earners, 'or')))} here draws {article(district)} card each "
                     f"round; {joined(idle, 'or')} earns nothing.")
    else:
        lines.append("A street: earns nothing.")
    if space in PALACE_SHOPS:
        lines.append("The Grand Vizier on a Palace shop ends the game after the purchase phase.")
    for gate in CITY.gates:
        if gate.inner == space and gate.outer == DESERT:
            lines.append(f"{gate.name}: the gate from the Desert (no piece goes back out).")
        elif space in (gate.inner, gate.outer):
            other = gate.outer if space == gate.inner else gate.inner
            lines.append(f"{gate.name}: the gate to the {_district(CITY.spaces[other].district)}"
                         f" ({label(other)}).")
    here = [p["piece"] for p in view["pieces"] if p["space"] == space]
    here += [VIZIER] if view["vizier"]["space"] == space else []
    lines.append(f"{_cap(piece_name(here[0], names, viewer))} stands here." if here else
                 "Empty.")
    buying = view.get("purchase")
    if buying and buying.get("stage") == "to" and not here:
        mover = buying["piece"]
        lines.append(f"Moving {piece_name(mover, names, viewer)} here costs "
                     f"{_dinars(DISTANCES[_space_of(view, mover)][space])}.")
    return label(space), lines


def _desert(view: dict, names: list[str]) -> list[str]:
    """The Desert: what it is for, and who waits there, per owner."""
    gates = sum(g.outer == DESERT for g in CITY.gates)
    lines = [f"Outside the walls. Bought and kidnapped pieces wait here and enter the city "
             f"through its {gates} gates (1 dinar to the gate street)."]
    if view["vizier"]["space"] == DESERT:
        lines.append("The Grand Vizier waits here.")
    waiting: dict[int, list[str]] = {}
    for p in view["pieces"]:
        if p["status"] == "desert":
            waiting.setdefault(p["seat"], []).append(p["kind"])
    for seat, kinds in sorted(waiting.items()):
        who = "Yours" if seat == view["seat"] else f"{names[seat]}'s"
        lines.append(f"{who}: {_kinds(kinds)}.")
    if not waiting:
        lines.append("No player's piece waits here.")
    return lines


def deck_hint(view: dict, district: str, names: list[str]) -> tuple[str, list[str]]:
    """(title, lines) for a district's deck: what it holds, its discards (public), who holds
    its cards, where its gem card may be, and what its goods are worth to the viewer."""
    index, viewer = DISTRICTS.index(district), view["seat"]
    name, left, pile = _district(district), view["decks"][district], view["discards"][district]
    gem = GEM_OF_DISTRICT[index]
    holds = [f"{len(GOODS[district])} goods ({COPIES} of each)", f"the {_gem(gem)} card"]
    holds += ["a genie"] if district in GENIE_DISTRICTS else []
    lines = [f"{len(BY_DISTRICT[index])} cards in all: {joined(holds)}."]
    if pile:
        top = ", ".join(_good(c) for c in reversed(pile[-3:]))
        lines.append(f"Discard pile ({_cards(len(pile))}), topmost first: {top}.")
    else:
        lines.append("Discard pile: empty.")
    if not left:
        lines.append("The deck is empty: at the next income its discards become a new deck."
                     if pile else "No card is left to draw: its shops earn nothing for now.")
    held = [("you" if s == viewer else names[s], counts[district])
            for s, counts in enumerate(view["hand_counts"]) if counts[district]]
    lines.append("Held: " + ", ".join(f"{who} {n}" for who, n in held) + "." if held else
                 f"Nobody holds {article(name)} card.")
    card = GEM_CARD[gem]
    if any(f["card"] == card for f in view["hand"]):
        where = "is in your hand"
    elif any(f["card"] == card for f in pile):
        where = "was spent: it lies in the discard pile"
    else:
        where = "is unseen: in the deck or in someone's hand"
    lines.append(f"Its {_gem(gem)} card {where} "
                 f"({_count(view['supply'][gem], _gem(gem))} left to buy).")
    character = view["characters"][viewer]
    goods = {CARDS[c].name: c for c in BY_DISTRICT[index] if CARDS[c].kind == "goods"}
    worth = sorted(((card_value(c, character), good) for good, c in goods.items()), reverse=True)
    lines.append(f"Worth to you ({character}): " + ", ".join(f"{g} {v}" for v, g in worth) + ".")
    return f"The {name} deck: {_cards(left)} left", lines


def seat_summary(view: dict, seat: int, names: list[str]) -> list[str]:
    """Lines for hovering a seat: character, slipper, cards by district, gems (kinds as far as
    the viewer knows them), wish when known, and pieces by where they are."""
    mine = seat == view["seat"]
    lines = [f"Plays {view['characters'][seat]}."]
    if view["slipper"] == seat:
        lines.append("Holds the slipper.")
    counts = view["hand_counts"][seat]
    by_district = ", ".join(f"{n} {_district(d)}" for d, n in counts.items() if n)
    lines.append(f"Cards: {sum(counts.values())}" + (f" ({by_district})." if by_district else "."))
    gems = [g["gem"] for g in view["pouches"][seat]]
    known = Counter(g for g in gems if g is not None)
    unknown = len(gems) - sum(known.values())
    parts = [_count(known[g], _gem(g)) for g in GEMS if known[g]]
    parts += [f"{'one' if unknown == 1 else unknown} whose kind you do not know"] if unknown \
        else []
    lines.append(f"Gems: {len(gems)}" + (f" ({joined(parts)})." if gems else "."))
    wish = view["wish"] if mine else view["wishes"][seat] if view["wishes"] else None
    if wish:
        lines.append(f"{'Your wish' if mine else 'Wish'}: {joined(_gem(g) for g in wish)}.")
    where: dict[str, list[str]] = {}
    for p in view["pieces"]:
        if p["seat"] == seat:
            where.setdefault(p["status"], []).append(p["kind"])
    for status, words in (("city", "In the city"), ("desert", "In the Desert"),
                          ("killed", "Killed"), ("box", "Not yet in play")):
        if where.get(status):
            lines.append(f"{words}: {_kinds(where[status])}.")
    return lines


# --- the end and the wish ---------------------------------------------------------------------

def vizier_distance(view: dict) -> int | None:
    """Dinars the Grand Vizier's cheapest move to a free Palace shop costs (0: he stands on
    one; None: every Palace shop is taken)."""
    at = view["vizier"]["space"]
    if at in PALACE_SHOPS:
        return 0
    taken = {p["space"] for p in view["pieces"] if p["status"] == "city"}
    costs = [DISTANCES[at][s] for s in PALACE_SHOPS if s not in taken]
    return min((c for c in costs if c is not None), default=None)


def ending_hint(view: dict) -> list[str]:
    """Hovering the Vizier's note: how near the end is, and what decides the winners then."""
    distance = vizier_distance(view)
    if distance == 0:
        where = ("The Grand Vizier stands on a Palace shop: the game ends when this purchase "
                 "phase ends, unless someone moves him off it first.")
    elif distance is None:
        where = "Every Palace shop is taken: the Vizier cannot end the game until one is free."
    else:
        where = (f"Any player may move the Grand Vizier; his cheapest way to a free Palace "
                 f"shop costs {_dinars(distance)}. The game ends at the end of the purchase "
                 "phase in which he stands on one.")
    return [where, "Then every player who owns the gems of their wish wins; if nobody does, the "
            "highest gem value wins (false stones count nothing).",
            f"Round {view['round'] or 1} of at most {view['round_limit']}: at the limit the "
            "game ends anyway, won by gem value."]


def wish_hint(view: dict) -> list[str]:
    """Hovering the wish and the supply: the wish's gems, which are owned, and the prices."""
    owned = Counter(g["gem"] for g in view["pouches"][view["seat"]])
    wish = Counter(view["wish"])
    lacking = wish - owned
    have = joined(_gem(g) for g in view["wish"])
    lines = [f"Your wish: {have}. " + ("You own them all: if the Vizier ends the game now, "
                                       "you win." if not lacking else
                                       f"Still to get: {joined(_gem(g) for g in lacking.elements())}.")]
    prices = [f"{_gem(g)} {GEM_PRICE[GEMS.index(g)]} ({view['supply'][g]} left)" for g in GEMS]
    lines.append("Gems to buy, in dinars: " + ", ".join(prices) + ". A gem card buys its own "
                 "gem.")
    return lines
