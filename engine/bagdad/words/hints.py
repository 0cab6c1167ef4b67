"""Thieves of Bagdad's hover hints, from a seat's view: a city space, a district's deck, a
seat, the way the game ends and the viewer's wish. Plain data in, (title, lines) or lines out,
so that they are said the same wherever a view is shown and tested without a screen; the table
only decides what is under the mouse. Each line is a template of english.py.
"""
from __future__ import annotations

from collections import Counter

from engine.words import joined, listed, say

from ..board import CITY, DISTANCES, PALACE_SHOPS
from ..cards import (BY_DISTRICT, CARDS, COPIES, GEM_CARD, GEM_OF_DISTRICT, GENIE_DISTRICTS,
                     GOODS, card_value)
from ..city import DESERT, DISTRICTS
from ..gems import GEMS, PRICE as GEM_PRICE
from ..pieces import EARNS, VIZIER
from .actions import space_of
from .terms import (KINDS, back, cap, counted, dinars, district_word, gem_card, gem_word, good,
                    kinds_word, label, n_cards, noun, piece_name, record_words, talk_phrase,
                    temperament_means, temperament_word)

# where a seat's pieces are -> the line that lists them, in this order
STATUS = {"city": "bagdad.hint.in_city", "desert": "bagdad.hint.in_desert",
          "killed": "bagdad.hint.killed", "box": "bagdad.hint.in_box"}


def space_hint(view: dict, space: int, names) -> tuple[str, list[str]]:
    """(title, lines) for a city space: its district and kind, what it earns, who stands on
    it, its gate, and what moving there costs while a move is being chosen."""
    if space == DESERT:
        return say("bagdad.hint.desert"), _desert(view, names)
    s, viewer = CITY.spaces[space], view["seat"]
    lines = [say("bagdad.hint.space", kind=noun(s.kind), district=district_word(s.district),
                 rank=DISTRICTS.index(s.district) + 1, districts=len(DISTRICTS))]
    if s.kind == "shop":
        earners = [noun(k) for k in KINDS if k in EARNS]
        idle = [counted(1, k) for k in KINDS if k not in EARNS]
        lines.append(say("bagdad.hint.shop", earners=joined(earners, "or"),
                         card=back(1, s.district), idle=joined(idle, "or")))
    else:
        lines.append(say("bagdad.hint.street"))
    if space in PALACE_SHOPS:
        lines.append(say("bagdad.hint.palace"))
    for gate in CITY.gates:
        if gate.inner == space and gate.outer == DESERT:
            lines.append(say("bagdad.hint.desert_gate", gate=noun(gate.name)))
        elif space in (gate.inner, gate.outer):
            other = gate.outer if space == gate.inner else gate.inner
            lines.append(say("bagdad.hint.gate", gate=noun(gate.name), space=label(other),
                             district=district_word(CITY.spaces[other].district)))
    here = [p["piece"] for p in view["pieces"] if p["space"] == space]
    here += [VIZIER] if view["vizier"]["space"] == space else []
    lines.append(say("bagdad.hint.stands",
                     piece=cap(piece_name(here[0], names, viewer, subject=True)))
                 if here else say("bagdad.hint.empty"))
    buying = view.get("purchase")
    if buying and buying.get("stage") == "to":
        mover = buying["piece"]
        if space == space_of(view, mover):
            lines.append(say("bagdad.hint.strike_here",
                             piece=cap(piece_name(mover, names, viewer, subject=True))))
        elif not here:
            lines.append(say("bagdad.hint.move_cost", piece=piece_name(mover, names, viewer),
                             cost=dinars(DISTANCES[space_of(view, mover)][space])))
    return cap(label(space)), lines


def cost_tag(cost: int) -> str:
    """What a move's tag on its space says: its price in dinars, or "1 card" for a strike
    without moving, which costs no dinars but still the one card every purchase takes."""
    return str(cost) if cost else n_cards(1)


def _desert(view: dict, names) -> list[str]:
    """The Desert: what it is for, and who waits there, per owner."""
    gates = sum(g.outer == DESERT for g in CITY.gates)
    lines = [say("bagdad.hint.outside", gates=gates)]
    if view["vizier"]["space"] == DESERT:
        lines.append(say("bagdad.hint.vizier_waits"))
    waiting: dict[int, list[str]] = {}
    for p in view["pieces"]:
        if p["status"] == "desert":
            waiting.setdefault(p["seat"], []).append(p["kind"])
    for seat, kinds in sorted(waiting.items()):
        if seat == view["seat"]:
            lines.append(say("bagdad.hint.yours_wait", pieces=kinds_word(kinds)))
        else:
            lines.append(say("bagdad.hint.theirs_wait", who=names[seat], pieces=kinds_word(kinds)))
    if not waiting:
        lines.append(say("bagdad.hint.none_wait"))
    return lines


def deck_hint(view: dict, district: str, names) -> tuple[str, list[str]]:
    """(title, lines) for a district's deck: what it holds, its discards (public), who holds
    its cards, where its gem card may be, and what its goods are worth to the viewer."""
    index, viewer = DISTRICTS.index(district), view["seat"]
    name, left, pile = district_word(district), view["decks"][district], view["discards"][district]
    gem = GEM_OF_DISTRICT[index]
    holds = [say("bagdad.hint.goods", n=len(GOODS[district]), copies=COPIES), talk_phrase(gem)]
    holds += [talk_phrase("genie")] if district in GENIE_DISTRICTS else []
    lines = [say("bagdad.hint.deck_holds", n=len(BY_DISTRICT[index]), holds=joined(holds))]
    if pile:
        top = listed(good(c) for c in reversed(pile[-3:]))
        lines.append(say("bagdad.hint.discards", cards=n_cards(len(pile)), top=top))
    else:
        lines.append(say("bagdad.hint.no_discards"))
    if not left:
        lines.append(say("bagdad.hint.reshuffles" if pile else "bagdad.hint.dry"))
    held = [say("bagdad.hint.held_you", n=counts[district]) if s == viewer else
            say("bagdad.hint.held_by", who=names[s], n=counts[district])
            for s, counts in enumerate(view["hand_counts"]) if counts[district]]
    lines.append(say("bagdad.hint.held", holders=listed(held)) if held else
                 say("bagdad.hint.nobody_holds", card=back(1, district)))
    card = GEM_CARD[gem]
    if any(f["card"] == card for f in view["hand"]):
        where = "bagdad.hint.gem_card_yours"
    elif any(f["card"] == card for f in pile):
        where = "bagdad.hint.gem_card_spent"
    else:
        where = "bagdad.hint.gem_card_unseen"
    lines.append(say(where, card=gem_card(gem), left=counted(view["supply"][gem], gem)))
    character = view["characters"][viewer]
    goods = {CARDS[c].name: c for c in BY_DISTRICT[index] if CARDS[c].kind == "goods"}
    worth = sorted(((card_value(c, character), item) for item, c in goods.items()), reverse=True)
    values = listed(say("bagdad.hint.value", goods=noun(g), value=v) for v, g in worth)
    lines.append(say("bagdad.hint.worth", character=noun(character), values=values))
    return say("bagdad.hint.deck", district=name, cards=n_cards(left)), lines


def seat_summary(view: dict, seat: int, names) -> list[str]:
    """Lines for hovering a seat: character, slipper, cards by district, gems (kinds as far as
    the viewer knows them), how true its claims proved to the viewer, wish when known, and
    pieces by where they are."""
    mine = seat == view["seat"]
    lines = [say("bagdad.hint.plays", character=noun(view["characters"][seat]))]
    mood = (view.get("temperaments") or [None] * view["players"])[seat]
    if mood is not None:
        lines.append(say("bagdad.hint.temperament", temperament=cap(temperament_word(mood)),
                         means=temperament_means(mood)))
    if view["slipper"] == seat:
        lines.append(say("bagdad.hint.slipper"))
    counts = view["hand_counts"][seat]
    by_district = listed(say("bagdad.hint.of_district", n=n, district=district_word(d))
                         for d, n in counts.items() if n)
    lines.append(say("bagdad.hint.cards_by", n=sum(counts.values()), districts=by_district)
                 if by_district else say("bagdad.hint.cards", n=sum(counts.values())))
    gems = [g["gem"] for g in view["pouches"][seat]]
    known = Counter(g for g in gems if g is not None)
    unknown = len(gems) - sum(known.values())
    parts = [counted(known[g], g) for g in GEMS if known[g]]
    parts += [say("bagdad.hint.unknown_gems", n=unknown)] if unknown else []
    lines.append(say("bagdad.hint.gems_of", n=len(gems), gems=joined(parts)) if gems
                 else say("bagdad.hint.gems", n=len(gems)))
    checked = record_words(view["learnt"][seat]) if not mine and view.get("learnt") else ""
    if checked:
        lines.append(say("bagdad.hint.checked", record=checked))
    if not mine and view.get("learnt") and view["learnt"][seat]["false"]:
        lines.append(say("bagdad.hint.bluffing"))
    wish = view["wish"] if mine else view["wishes"][seat] if view["wishes"] else None
    if wish:
        lines.append(say("bagdad.hint.your_wish" if mine else "bagdad.hint.wish",
                         gems=joined(gem_word(g) for g in wish)))
    where: dict[str, list[str]] = {}
    for p in view["pieces"]:
        if p["seat"] == seat:
            where.setdefault(p["status"], []).append(p["kind"])
    for status, key in STATUS.items():
        if where.get(status):
            lines.append(say(key, pieces=kinds_word(where[status])))
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
        where = say("bagdad.hint.vizier_on_palace")
    elif distance is None:
        where = say("bagdad.hint.palace_taken")
    else:
        where = say("bagdad.hint.vizier_way", cost=dinars(distance))
    return [where, say("bagdad.hint.winners"),
            say("bagdad.hint.round_limit", round=view["round"] or 1, limit=view["round_limit"])]


def wish_hint(view: dict) -> list[str]:
    """Hovering the wish and the supply: the wish's gems, which are owned, and the prices."""
    owned = Counter(g["gem"] for g in view["pouches"][view["seat"]])
    wish = Counter(view["wish"])
    lacking = wish - owned
    have = joined(gem_word(g) for g in view["wish"])
    lines = [say("bagdad.hint.wish_lacking", gems=have,
                 lacking=joined(gem_word(g) for g in lacking.elements())) if lacking
             else say("bagdad.hint.wish_owned", gems=have)]
    prices = [say("bagdad.hint.price", gem=gem_word(g), price=GEM_PRICE[GEMS.index(g)],
                  left=view["supply"][g]) for g in GEMS]
    lines.append(say("bagdad.hint.prices", prices=listed(prices)))
    return lines
