"""Helpers for the Thieves of Bagdad tests: games brought to a chosen moment by hand, moving
cards, pieces and gems only in ways that keep what the rules conserve, so that every state
built here still passes the game's own invariants."""
from __future__ import annotations

import engine.bagdad as g
from engine.bagdad.board import CITY
from engine.bagdad.cards import CARDS, CHARACTERS, GEM_CARD, NAMED, VALUE
from engine.bagdad.city import DESERT
from engine.bagdad.gems import GEMS
from engine.bagdad.pieces import KIND_OF_SLOT, PER_SEAT, VIZIER
from engine.core import Action


def placed(players: int = 3, seed: int = 1, **options):
    """A new game (characters in seat order: Ali Baba, Sinbad, David, ...) with its starting
    pieces placed by the first legal choice each time: round 1's exchange is next."""
    options.setdefault("characters", list(CHARACTERS[:players]))
    state = g.new_game(players, seed, **options)
    while state.phase == "place":
        state.apply(state.legal_actions()[0])
    return state


def to_purchase(state):
    """Every player stops trading at once."""
    while state.phase == "exchange":
        state.apply(Action("done"))
    return state


def purchase(players: int = 3, seed: int = 1, **options):
    """Round 1's purchase phase, with every piece in the Desert and no cards in hand: tests
    put in place exactly what they need (and must leave someone holding a card)."""
    state = to_purchase(placed(players, seed, **options))
    for seat in range(players):
        set_hand(state, seat, [])
    for piece, space in enumerate(state.at):
        if space is not None:
            state.at[piece] = DESERT
    return state


def set_hand(state, seat: int, cards) -> None:
    """The seat's hand becomes exactly `cards`, taken from wherever they lie; its old cards go
    back on top of their decks."""
    cards = list(cards)
    for old in [c for c in state.hands[seat] if c not in cards]:
        state.hands[seat].remove(old)
        state.decks[CARDS[old].district].append(old)
    for card in cards:
        if card in state.hands[seat]:
            continue
        for pile in state.decks + state.discards + state.hands:
            if card in pile:
                pile.remove(card)
        state.hands[seat].append(card)


def goods(district: int, character: int, value: int) -> int:
    """A goods card of the district worth exactly `value` to the character (first copy)."""
    return next(c.id for c in CARDS if c.district == district and c.kind == "goods"
                and VALUE[character][c.id] == value)


def gem_card(gem: str) -> int:
    return GEM_CARD[gem]


def give_gems(state, seat: int, gems) -> None:
    """Bought gems, public, straight from the supply."""
    for gem in gems:
        state.supply[GEMS.index(gem)] -= 1
        state.pouches[seat].append((gem, None))


def piece(seat: int, kind: str, nth: int = 0) -> int:
    """The id of the seat's `nth` piece of that kind."""
    slots = [i for i, k in enumerate(KIND_OF_SLOT) if k == kind]
    return seat * PER_SEAT + slots[nth]


def put(state, p: int, space: int) -> None:
    if p == VIZIER:
        state.vizier = space
    else:
        state.at[p] = space


def pair(wall: bool = False, district: str = "souk") -> tuple[int, int]:
    """Two hex neighbours of one district: with a wall between them, or joined."""
    walled = {tuple(sorted(w)) for w in CITY.walls}
    for a in CITY.in_district(district):
        s = CITY.spaces[a]
        for cell in CITY.grid.neighbours(s.col, s.row):
            b = CITY.at(*cell)
            if not b or CITY.spaces[b].district != district:
                continue
            if (tuple(sorted((a, b))) in walled) == wall:
                return a, b
    raise AssertionError(f"no {'walled' if wall else 'open'} pair in the {district}")


def face_off(attacker_kind: str, victim_kind: str, card: int):
    """Round 1's purchase: seat 0's `attacker_kind` on one space of an open pair, seat 1's
    `victim_kind` on the other (a thief victim holds a ruby to rob), seat 0 holding `card`.
    Returns the state, the two pieces and their spaces."""
    state = purchase()
    a, b = pair()
    attacker, victim = piece(0, attacker_kind), piece(1, victim_kind)
    put(state, attacker, a)
    put(state, victim, b)
    if victim_kind == "thief":
        give_gems(state, 1, ["ruby"])
    set_hand(state, 0, [card])
    return state, attacker, victim, a, b


def trading_turn():
    """Round 1's exchange, the human (seat 0, Ali Baba) to trade: it holds the Bazaar pottery
    and a Palace card, Omar 2 Souk cards, Zaid a Palace card."""
    state = placed(3)
    set_hand(state, 0, [NAMED["bazaar", "pottery"], NAMED["palace", "silk"]])
    set_hand(state, 1, [c.id for c in CARDS if c.district == 2][:2])
    set_hand(state, 2, [NAMED["palace", "gold"]])
    return state
