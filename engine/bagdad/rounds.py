"""What happens by itself between decisions: income at the start of a round, the change from
exchange to purchase, and the end of a round or of the game.

Every function changes the state and returns the events it caused; the phase modules call them
once a decision closes a phase.
"""
from __future__ import annotations

from engine.core import Event, event

from .board import PALACE_SHOPS, SHOP_DISTRICT
from .cards import face
from .city import DISTRICTS
from .pieces import EARNS, kind, pieces_of


def start_round(state) -> list[Event]:
    """Income, then the exchange. A round in which nobody holds a card after income can never
    change again (every piece stays where it is), so the game ends there, scored by gem value."""
    state.round += 1
    events = [event("round", round=state.round, slipper=state.slipper)]
    for seat in state.clockwise(state.slipper):
        events += _income(state, seat)
    if not state.holders():
        return events + finish(state, "stalled")
    state.phase, state.current, state.offer = "exchange", state.slipper, None
    state.trading = [True] * state.players
    state.offers_sent = [0] * state.players
    state.offers_started = [0] * state.players
    return events + [event("phase", phase="exchange", seat=state.slipper)]


def _income(state, seat: int) -> list[Event]:
    """One card for each of the seat's earning pieces on a shop, from that shop's district."""
    events = []
    for piece in pieces_of(seat):
        space = state.at[piece]
        district = None if space is None or space < 0 else SHOP_DISTRICT[space]
        if district is None or kind(piece) not in EARNS:
            continue
        name = DISTRICTS[district]
        deck = state.decks[district]
        if not deck and state.discards[district]:
            deck += state.discards[district]
            state.discards[district] = []
            state.rng.shuffle(deck)
            events.append(event("reshuffle", district=name, cards=len(deck)))
        if not deck:
            events.append(event("income", seat=seat, piece=piece, space=space, district=name,
                                drawn=False))
            continue
        card = deck.pop()
        state.hands[seat].append(card)
        events.append(event("income", seat=seat, piece=piece, space=space, district=name,
                            drawn=True))
        events.append(event("draw", visible_to=(seat,), seat=seat,
                             **face(card, state.characters[seat])))
    return events


def start_purchase(state) -> list[Event]:
    state.phase, state.offer, state.purchase, state.bought = "purchase", None, None, False
    state.trading = state.offers_sent = state.offers_started = None
    return [event("phase", phase="purchase", seat=state.slipper)]


def after_purchase(state) -> list[Event]:
    """Nobody holds a card: the purchase phase, and so the round, is over."""
    if state.holders():
        return []
    state.bought = False
    if state.vizier in PALACE_SHOPS:
        return finish(state, "vizier")
    if state.round >= state.round_limit:
        return finish(state, "round_limit")
    return start_round(state)


def finish(state, why: str) -> list[Event]:
    state.phase, state.end = "over", why
    state.purchase = state.offer = state.trading = state.offers_sent = None
    state.offers_started = None
    result = state.result()
    won_by = result.details[result.winners[0]]["won_by"] if result.winners else None
    return [event("game_over", why=why, scores=result.scores, winners=result.winners,
                  won_by=won_by)]
