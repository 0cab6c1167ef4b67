"""What holds in every Thieves of Bagdad state the rules can reach, checked without trusting the
state: the soak tests call `invariant_errors` after every action, and `from_dict` refuses a
state that breaks any. A broken one is a rule bug (a lost card, a doubled gem, two pieces on one
space), not bad luck. Problems are returned as sentences, so the check survives `python -O`.
"""
from __future__ import annotations

from collections import Counter

from .board import BAZAAR_SHOPS, BAZAAR_STREETS, CITY
from .cards import (ALL_CARDS, BY_DISTRICT, CHARACTERS, GEM_CARD, GEM_CARDS, TEMPERAMENTS,
                    district_of)
from .city import DESERT, DISTRICTS
from .exchange import MAX_OFFERS, MAX_STARTED
from .offers import MAX_COUNTERS, talk_errors
from .gems import GEMS, SUPPLY, WISHES
from .pieces import BOX, DEAD, PER_SEAT, START_SLOTS, VIZIER, is_start, kind, owner

PHASES = ("place", "exchange", "purchase", "over")
ENDS = ("vizier", "round_limit", "stalled")


def invariant_errors(state) -> list[str]:
    """Every broken invariant of `state`, in words; an empty list when all hold."""
    shape = _shape(state)
    if shape:
        return shape        # the checks below index by seat, district and piece
    errors = _cards(state) + _gems(state) + _pieces(state) + _flow(state) + _learnt(state) \
        + _temperaments(state)
    if state.phase == "exchange":
        errors += _exchange(state)
    if state.phase == "purchase":
        errors += _purchase(state)
    return errors


def _shape(state) -> list[str]:
    n = state.players
    if not isinstance(n, int) or not 3 <= n <= 6:
        return [f"{n!r} players"]
    sizes = {"characters": n, "wishes": n, "hands": n, "pouches": n, "decks": len(DISTRICTS),
             "discards": len(DISTRICTS), "supply": len(GEMS), "at": n * PER_SEAT}
    wrong = [f"{name} holds {len(getattr(state, name))}, not {size}"
             for name, size in sizes.items() if len(getattr(state, name)) != size]
    if state.phase not in PHASES:
        wrong.append(f"an unknown phase {state.phase!r}")
    return wrong


def _cards(state) -> list[str]:
    """Each of the 68 cards lies in exactly one place; decks and piles hold their district's."""
    errors = []
    placed = [c for pile in state.decks + state.discards + state.hands for c in pile]
    if sorted(placed, key=repr) != sorted(ALL_CARDS, key=repr):
        counts = Counter(placed)
        doubled = sorted(c for c, k in counts.items() if k > 1)
        errors.append(f"cards not each exactly once: doubled {doubled}, "
                      f"lost {sorted(set(ALL_CARDS) - set(counts))}")
    for d, district in enumerate(DISTRICTS):
        for name, pile in (("deck", state.decks[d]), ("discard pile", state.discards[d])):
            strays = [c for c in pile if c not in BY_DISTRICT[d]]
            if strays:
                errors.append(f"the {district} {name} holds other districts' cards {strays}")
    if sorted(state.characters) != sorted(set(state.characters)) or \
            not set(state.characters) <= set(range(len(CHARACTERS))):
        errors.append(f"characters {state.characters}")
    if len(set(state.wishes)) != state.players or not set(state.wishes) <= set(range(len(WISHES))):
        errors.append(f"wishes {state.wishes}")
    return errors


def _gems(state) -> list[str]:
    """The 20 gems are in the supply or in pouches; an owner always knows its own gems."""
    errors, held = [], Counter()
    for seat, pouch in enumerate(state.pouches):
        for gem, known in pouch:
            held[gem] += 1
            if known is not None and (seat not in known
                                      or not set(known) <= set(range(state.players))):
                errors.append(f"seat {seat}'s {gem} is known to {known}")
    for i, gem in enumerate(GEMS):
        if state.supply[i] < 0 or state.supply[i] + held[gem] != SUPPLY[i]:
            errors.append(f"{state.supply[i]} {gem}s in the supply and {held[gem]} in pouches")
    if set(held) - set(GEMS):
        errors.append(f"unknown gems {sorted(set(held) - set(GEMS))}")
    return errors


def _pieces(state) -> list[str]:
    """Pieces stand on real spaces, one per city space; thieves are never killed; the
    starting pieces are placed (on the Bazaar) once set-up is over, nothing else before."""
    errors, spaces = [], len(CITY.spaces)
    where = list(enumerate(state.at)) + [(VIZIER, state.vizier)]
    for piece, space in where:
        if space not in (BOX, DEAD) and not (isinstance(space, int) and 0 <= space < spaces):
            errors.append(f"piece {piece} stands on {space!r}")
    on_city = Counter(s for _, s in where if isinstance(s, int) and s > DESERT)
    crowded = sorted(s for s, k in on_city.items() if k > 1)
    if crowded:
        errors.append(f"more than one piece on spaces {crowded}")
    if state.vizier in (BOX, DEAD):
        errors.append("the Grand Vizier has left the game")
    for piece, space in enumerate(state.at):
        if kind(piece) == "thief" and space == DEAD:
            errors.append(f"thief {piece} was killed")
        placing = state.phase == "place"
        if not placing and is_start(piece) and space is BOX:
            errors.append(f"starting piece {piece} was never placed")
        if placing and not is_start(piece) and space is not BOX:
            errors.append(f"piece {piece} is out before the set-up ends")
        if placing and is_start(piece) and space is not BOX and \
                space not in (BAZAAR_STREETS if kind(piece) == "thief" else BAZAAR_SHOPS):
            errors.append(f"starting {kind(piece)} {piece} placed on {space}")
    return errors


def _flow(state) -> list[str]:
    """Seats, rounds and the end agree with the phase."""
    errors, n = [], state.players
    if not (0 <= state.slipper < n and 0 <= state.current < n and 0 <= state.first_player < n):
        errors.append(f"slipper {state.slipper}, current {state.current}, "
                      f"first {state.first_player}")
    if state.turn < 1 or not 0 <= state.round <= state.round_limit:
        errors.append(f"turn {state.turn}, round {state.round} of {state.round_limit}")
    if (state.phase == "over") != (state.end in ENDS) or \
            state.end is not None and state.end not in ENDS:
        errors.append(f"phase {state.phase} with end {state.end!r}")
    if state.phase in ("place", "over") and any(state.hands):
        errors.append(f"cards in hand during the {state.phase} phase")
    if state.phase == "place":
        placed = sum(state.at[s * PER_SEAT + slot] is not BOX
                     for s in range(n) for slot in START_SLOTS)
        if state.round != 0 or state.slipper != state.first_player or \
                state.current != (state.first_player + placed) % n:
            errors.append(f"placement {placed} by seat {state.current} in round {state.round}")
    if state.phase != "exchange" and (state.offer is not None or state.trading is not None
                                      or state.offers_started is not None):
        errors.append("an exchange outside the exchange phase")
    if state.phase != "purchase" and state.purchase is not None:
        errors.append("a purchase outside the purchase phase")
    if state.phase != "purchase" and state.bought:
        errors.append("a purchase made outside the purchase phase")
    return errors


def _learnt(state) -> list[str]:
    """Each seat's record of each seat's checked claims: counts, and the last one's truth."""
    rows, n = state.learnt, state.players
    if rows is None:
        return []
    if not isinstance(rows, list) or len(rows) != n or any(
            not isinstance(r, list) or len(r) != n for r in rows):
        return [f"a record of claims shaped {rows!r}"]
    bad = [cell for r in rows for cell in r
           if not isinstance(cell, list) or len(cell) != 3
           or any(type(k) is not int or k < 0 for k in cell[:2])
           or not (cell[2] is None or type(cell[2]) is bool)
           or (cell[2] is None) != (cell[0] + cell[1] == 0)]
    return [f"a record of claims holding {bad[0]!r}"] if bad else []


def _temperaments(state) -> list[str]:
    kept = state.temperaments
    if kept is None or isinstance(kept, list) and len(kept) == state.players \
            and all(t is None or t in TEMPERAMENTS for t in kept):
        return []
    return [f"temperaments {kept!r}"]


def _exchange(state) -> list[str]:
    errors, offer = [], state.offer
    if not len(state.trading) == len(state.offers_sent) == len(state.offers_started) \
            == state.players:
        return ["trading flags or offer counts per seat are missing"]
    if not state.trading[state.current]:
        errors.append(f"seat {state.current} has the exchange turn but is done")
    for seat, (sent, started) in enumerate(zip(state.offers_sent, state.offers_started)):
        pending = offer is not None and state.current == seat
        capped = sent == MAX_OFFERS and not (pending and (offer["stage"] != "build"
                                                          or offer["counters"])) \
            or started == MAX_STARTED and not pending
        if not 0 <= sent <= min(started, MAX_OFFERS) or started > MAX_STARTED \
                or capped and state.trading[seat]:
            errors.append(f"seat {seat} sent {sent} of {started} offers started, "
                          f"trading {state.trading[seat]}")
    if offer is None:
        return errors
    return errors + _offer(state, offer, answering=False)


def _offer(state, offer: dict, answering: bool) -> list[str]:
    """An offer in progress, or (`answering`) the one a counter being built answers."""
    errors = []
    giver, taker, stage = offer["from"], offer["to"], offer["stage"]
    seats = range(state.players)
    if state.current not in (giver, taker) or taker == giver or taker not in seats \
            or (giver != state.current) != (offer["counters"] % 2 == 1):
        return [f"an offer from {giver} to {taker} in seat {state.current}'s turn"]
    if stage not in (("answer",) if answering else ("build", "answer", "pick", "hand_over")):
        errors.append(f"an offer at stage {stage!r}")
    everyone, accepted = offer["everyone"], offer["accepted"]
    if everyone and (giver in everyone or not set(everyone) <= set(seats)
                     or taker not in everyone or offer["counters"]) \
            or not set(accepted) <= set(everyone) or len(set(accepted)) != len(accepted):
        errors.append(f"an offer to {everyone} accepted by {accepted}")
    if not 0 <= offer["counters"] <= MAX_COUNTERS \
            or (offer["previous"] is not None) != (stage == "build" and offer["counters"] > 0):
        errors.append(f"counter {offer['counters']} at stage {stage}")
    give, handed = offer["give"], offer["handed"]
    if len(set(give)) != len(give) or not set(give) <= set(state.hands[giver]):
        errors.append(f"seat {giver} offers cards {give} it does not hold")
    if len(set(handed)) != len(handed) or not set(handed) <= set(state.hands[taker]):
        errors.append(f"seat {taker} hands over cards {handed} it does not hold")
    asked = Counter(offer["ask"])
    holding = [Counter(district_of(c) for c in state.hands[s]) for s in everyone or [taker]]
    if stage == "build":        # to everyone: each district held by someone, so far
        holding = [Counter({d: max(held[d] for held in holding) for d in asked})]
    if set(asked) - set(DISTRICTS) or any(k > held[d] for held in holding
                                          for d, k in asked.items()):
        errors.append(f"asking {dict(asked)} of hands of {[dict(h) for h in holding]}")
    if Counter(district_of(c) for c in handed) - asked:
        errors.append(f"cards {handed} handed over that were not asked for")
    if stage != "hand_over" and handed:
        errors.append(f"cards handed over at stage {stage}")
    if stage != "build" and not give and not asked:
        errors.append("an empty offer was sent")
    errors += talk_errors(offer)
    if offer["previous"] is not None:
        errors += _offer(state, offer["previous"], answering=True)
    return errors


def _purchase(state) -> list[str]:
    errors, buying, seat = [], state.purchase, state.slipper
    if not state.holders():
        errors.append("the purchase phase goes on with no cards in hand")
    if buying is None:
        return errors
    paid, item = buying["paid"], buying["item"]
    if len(set(paid)) != len(paid) or not set(paid) <= set(state.hands[seat]):
        errors.append(f"seat {seat} pays with cards {paid} it does not hold")
    gem_cards = [c for c in paid if c in GEM_CARDS]
    if gem_cards and (item != "gem" or paid != [GEM_CARD[buying["gem"]]]):
        errors.append(f"gem cards {gem_cards} pay for a {item}")
    bought = buying.get("piece")
    if item == "piece" and (owner(bought) != seat or kind(bought) != buying["kind"]
                            or state.at[bought] is not BOX):
        errors.append(f"seat {seat} buys piece {buying['piece']}, which is not its own to buy")
    if item == "move":
        piece = buying["piece"]
        if piece != VIZIER and (owner(piece) != seat or not state.in_play(piece)):
            errors.append(f"seat {seat} moves piece {piece}")
        if buying["stage"] == "to" and paid:
            errors.append("cards paid before the move's end is chosen")
    if item not in ("piece", "gem", "move") or buying["stage"] not in ("to", "pay"):
        errors.append(f"a purchase of {item!r} at stage {buying['stage']!r}")
    return errors

