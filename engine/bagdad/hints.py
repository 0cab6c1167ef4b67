"""Thieves of Bagdad's hover hints in English, from a seat's view: a city space, a district's
deck, a seat, the way the game ends and the viewer's wish. Plain data in, (title, lines) or
lines out, so that they are said the same wherever a view is shown and tested without a
screen; the table only decides what is under the mouse. The words are words.py's.
"""
from __future__ import annotations

from collections import Counter

from .board import CITY, DISTANCES, PALACE_SHOPS, label
from .cards import (BY_DISTRICT, CARDS, COPIES, GEM_CARD, GEM_OF_DISTRICT, GENIE_DISTRICTS,
                    GOODS, card_value)
from .city import DESERT, DISTRICTS
from .gems import GEMS, PRICE as GEM_PRICE
from .pieces import EARNS, VIZIER
from .words import (KINDS, article, cap, counted, dinars, district_word, gem_word, good,
                    joined, kinds_word, n_cards, piece_name, record_words, space_of)


def space_hint(view: dict, space: int, names) -> tuple[str, list[str]]:
    """(title, lines) for a city space: its district and kind, what it earns, who stands on
    it, its gate, and what moving there costs while a move is being chosen."""
    if space == DESERT:
        return "The Desert", _desert(view, names)
    s, viewer = CITY.spaces[space], view["seat"]
    district = district_word(s.district)
    rank = DISTRICTS.index(s.district) + 1
    lines = [f"A {s.kind} of the {district}, district {rank} of {len(DISTRICTS)} from the "
             "poorest."]
    if s.kind == "shop":
        earners = [k for k in KINDS if k in EARNS]
        idle = [article(k) for k in KINDS if k not in EARNS]
        lines.append(f"{cap(article(joined(earners, 'or')))} here draws {article(district)} card "
                     f"each round; {joined(idle, 'or')} earns nothing.")
    else:
        lines.append("A street: earns nothing.")
    if space in PALACE_SHOPS:
        lines.append("The Grand Vizier on a Palace shop ends the game after the purchase phase.")
    for gate in CITY.gates:
        if gate.inner == space and gate.outer == DESERT:
            lines.append(f"{gate.name}: the gate from the Desert (no piece goes back out).")
        elif space in (gate.inner, gate.outer):
            other = gate.outer if space == gate.inner else gate.inner
            lines.append(f"{gate.name}: the gate to the "
                         f"{district_word(CITY.spaces[other].district)} ({label(other)}).")
    here = [p["piece"] for p in view["pieces"] if p["space"] == space]
    here += [VIZIER] if view["vizier"]["space"] == space else []
    lines.append(f"{cap(piece_name(here[0], names, viewer))} stands here." if here else
                 "Empty.")
    buying = view.get("purchase")
    if buying and buying.get("stage") == "to" and not here:
        mover = buying["piece"]
        lines.append(f"Moving {piece_name(mover, names, viewer)} here costs "
                     f"{dinars(DISTANCES[space_of(view, mover)][space])}.")
    return label(space), lines


def _desert(view: dict, names) -> list[str]:
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
        lines.append(f"{who}: {kinds_word(kinds)}.")
    if not waiting:
        lines.append("No player's piece waits here.")
    return lines


def deck_hint(view: dict, district: str, names) -> tuple[str, list[str]]:
    """(title, lines) for a district's deck: what it holds, its discards (public), who holds
    its cards, where its gem card may be, and what its goods are worth to the viewer."""
    index, viewer = DISTRICTS.index(district), view["seat"]
    name, left, pile = district_word(district), view["decks"][district], view["discards"][district]
    gem = GEM_OF_DISTRICT[index]
    holds = [f"{len(GOODS[district])} goods ({COPIES} of each)", f"the {gem_word(gem)} card"]
    holds += ["a genie"] if district in GENIE_DISTRICTS else []
    lines = [f"{len(BY_DISTRICT[index])} cards in all: {joined(holds)}."]
    if pile:
        top = ", ".join(good(c) for c in reversed(pile[-3:]))
        lines.append(f"Discard pile ({n_cards(len(pile))}), topmost first: {top}.")
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
    lines.append(f"Its {gem_word(gem)} card {where} "
                 f"({counted(view['supply'][gem], gem_word(gem))} left to buy).")
    character = view["characters"][viewer]
    goods = {CARDS[c].name: c for c in BY_DISTRICT[index] if CARDS[c].kind == "goods"}
    worth = sorted(((card_value(c, character), item) for item, c in goods.items()), reverse=True)
    lines.append(f"Worth to you ({character}): " + ", ".join(f"{g} {v}" for v, g in worth) + ".")
    return f"The {name} deck: {n_cards(left)} left", lines


def seat_summary(view: dict, seat: int, names) -> list[str]:
    """Lines for hovering a seat: character, slipper, cards by district, gems (kinds as far as
    the viewer knows them), how true its claims proved to the viewer, wish when known, and
    pieces by where they are."""
    mine = seat == view["seat"]
    lines = [f"Plays {view['characters'][seat]}."]
    if view["slipper"] == seat:
        lines.append("Holds the slipper.")
    counts = view["hand_counts"][seat]
    by_district = ", ".join(f"{n} {district_word(d)}" for d, n in counts.items() if n)
    lines.append(f"Cards: {sum(counts.values())}" + (f" ({by_district})." if by_district else "."))
    gems = [g["gem"] for g in view["pouches"][seat]]
    known = Counter(g for g in gems if g is not None)
    unknown = len(gems) - sum(known.values())
    parts = [counted(known[g], gem_word(g)) for g in GEMS if known[g]]
    parts += [f"{'one' if unknown == 1 else unknown} whose kind you do not know"] if unknown \
        else []
    lines.append(f"Gems: {len(gems)}" + (f" ({joined(parts)})." if gems else "."))
    checked = record_words(view["learnt"][seat]) if not mine and view.get("learnt") else ""
    if checked:
        lines.append(f"Their claims you checked: {checked}.")
    if not mine and view.get("learnt") and view["learnt"][seat]["false"]:
        lines.append("Caught bluffing (the red mark on their row): a card they gave you was not "
                     "what they said.")
    wish = view["wish"] if mine else view["wishes"][seat] if view["wishes"] else None
    if wish:
        lines.append(f"{'Your wish' if mine else 'Wish'}: {joined(gem_word(g) for g in wish)}.")
    where: dict[str, list[str]] = {}
    for p in view["pieces"]:
        if p["seat"] == seat:
            where.setdefault(p["status"], []).append(p["kind"])
    for status, words in (("city", "In the city"), ("desert", "In the Desert"),
                          ("killed", "Killed"), ("box", "Not yet in play")):
        if where.get(status):
            lines.append(f"{words}: {kinds_word(where[status])}.")
    return lines


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
                 f"shop costs {dinars(distance)}. The game ends at the end of the purchase "
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
    have = joined(gem_word(g) for g in view["wish"])
    still = joined(gem_word(g) for g in lacking.elements()) if lacking else ""
    lines = [f"Your wish: {have}. " + ("You own them all: if the Vizier ends the game now, "
                                       "you win." if not lacking else f"Still to get: {still}.")]
    prices = [f"{gem_word(g)} {GEM_PRICE[GEMS.index(g)]} ({view['supply'][g]} left)" for g in GEMS]
    lines.append("Gems to buy, in dinars: " + ", ".join(prices) + ". A gem card buys its own "
                 "gem.")
    return lines
