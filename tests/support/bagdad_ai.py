"""Helpers for the Thieves of Bagdad AI tests: Palace shops side by side, an AI's decision
and whole purchase, a seat's wish set by hand, an offer sent by hand, and seeded AI games."""
from __future__ import annotations

import engine.bagdad as g
from engine import ai
from engine.bagdad.board import CITY, DISTANCES, NEIGHBOURS, PALACE_SHOPS
from engine.bagdad.gems import WISHES
from engine.core import Action, Rng

from .bagdad_fixtures import give_gems, piece, purchase, put

SHOPS = sorted(PALACE_SHOPS)
# Palace shops A and B side by side, and C beside A but not B
A, B, C = next((a, b, c) for a in SHOPS for b in sorted(NEIGHBOURS[a]) if b in PALACE_SHOPS
               for c in sorted(NEIGHBOURS[a]) if c in PALACE_SHOPS and c != b
               and c not in NEIGHBOURS[b])
STREET = next(s for s in CITY.in_district("palace", "street")
              if set(NEIGHBOURS[s]) & PALACE_SHOPS)            # one step from a Palace shop


def decide(state, level: str = "normal", seed: int = 0) -> Action:
    seat = state.to_move()
    return ai.choose(g, state.view(seat), state.legal_actions(), level, Rng(seed))


def buy_as(state, level: str = "normal") -> list:
    """The slipper holder's AI makes one whole purchase (or passes); returns the events."""
    seat, events = state.slipper, []
    events += state.apply(decide(state, level))
    while state.to_move() == seat and state.purchase is not None:
        events += state.apply(decide(state, level))
    return events


def earning(state) -> None:
    """A caravaneer of seat 2 on a Bazaar shop, so that the next round is not the last."""
    put(state, piece(2, "caravaneer"), CITY.in_district("bazaar", "shop")[0])


def wish(state, seat: int, gems: tuple) -> None:
    """The seat's wish becomes `gems`; whoever held that wish takes the seat's old one."""
    new = WISHES.index(gems)
    if new in state.wishes:
        state.wishes[state.wishes.index(new)] = state.wishes[seat]
    state.wishes[seat] = new


def send_offer(state, give, ask, claims=(), wishes=()) -> None:
    """Seat 0 sends seat 1 an offer: these cards (claimed as `claims`, (card, name) pairs)
    for cards of these districts (hoping for `wishes`, (district, name) pairs)."""
    state.apply(Action("offer", partner=1))
    for card in give:
        state.apply(Action("give", card=card))
    for district in ask:
        state.apply(Action("ask", district=district))
    for card, name in claims:
        state.apply(Action("claim", card=card, name=name))
    for district, name in wishes:
        state.apply(Action("wish", district=district, name=name))
    state.apply(Action("send"))


def games(levels, count: int, seed: int):
    """Seeded whole games of these AI levels, seated in turn; yields (state, level, action)
    before each move."""
    for i in range(count):
        seats = [levels[(k + i) % len(levels)] for k in range(len(levels))]
        state, rng = g.new_game(len(seats), seed + i), Rng(seed + i)
        while not state.is_over():
            seat = state.to_move()
            actions = state.legal_actions()
            action = ai.choose(g, state.view(seat), actions, seats[seat], rng)
            yield state, seats[seat], action
            state.apply(action)


def holding_its_wish(players: int = 4):
    """Seat 0 holds its wish and each rival gems that fulfil another wish."""
    state = purchase(players)
    wish(state, 0, ("diamond", "sapphire"))
    give_gems(state, 0, ["diamond", "sapphire"])
    give_gems(state, 1, ["ruby", "emerald"])
    give_gems(state, 2, ["emerald", "emerald", "false"])
    give_gems(state, 3, ["ruby", "sapphire", "false"])
    earning(state)
    return state


def to_the_palace(space: int) -> int:
    return min(DISTANCES[space][s] for s in PALACE_SHOPS)
