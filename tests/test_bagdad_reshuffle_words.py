"""A deck that runs out during the income is refilled from its discards, and the log says so
as a refill before the income, which reads as what each seat got: told after the first draws,
at a table that showed the income in two flights, it read as cards lost ("Zaid finds
nothing", then the reshuffle, then Zaid's cards)."""
from __future__ import annotations

from engine.bagdad.board import BAZAAR_SHOPS, CITY
from engine.bagdad.city import DESERT
from engine.bagdad.pieces import VIZIER
from engine.bagdad.words import hints, telling
from engine.core import Action

from support.bagdad_fixtures import piece, purchase, put, set_hand
from support.bagdad_play import at_position, log_text, until

NAMES = ("Layla", "Omar", "Zaid")
BAZAAR = 0
REFILL = "The Bazaar deck ran out: its discards are shuffled into a new deck of 12 cards."
INCOME = "Income: Layla gets a Bazaar card; Omar gets a Bazaar card; Zaid gets a Bazaar card."
GATE = next(gate.inner for gate in CITY.gates if gate.outer == DESERT)
ENDING = (Action("move", piece=VIZIER), Action("to", space=GATE),
          Action("confirm"))           # Layla spends her last card: round 2 begins


def running_out():
    """Layla's purchase ends round 1; each seat's caravaneer earns a Bazaar card, and the
    Bazaar deck holds one: the first seat's draw empties it, the next refills it."""
    state = purchase()
    for seat in range(3):
        put(state, piece(seat, "caravaneer"), BAZAAR_SHOPS[seat])
    deck = state.decks[BAZAAR]
    set_hand(state, 0, [deck[0]])
    state.discards[BAZAAR] += deck[:-1]
    del deck[:-1]
    return state


def test_the_refill_is_told_before_the_income_which_tells_each_seats_cards():
    state = running_out()
    events = [e for action in ENDING for e in state.apply(action)]
    assert [e.kind for e in events if e.kind in ("income", "reshuffle")] == \
        ["income", "reshuffle", "income", "income"]
    lines = telling.event_lines(events, NAMES, 0, True)
    assert lines.index(REFILL) + 1 == lines.index(INCOME)
    assert sum(line.startswith("Income") for line in lines) == 1


def test_at_the_table_the_income_is_one_flight_told_after_the_refill(app):
    table = at_position(app, running_out(), speed="normal")
    for action in ENDING:
        table.play(action)
    until(app, lambda: not table.board_busy(), dt=1 / 10)
    said = log_text(table).splitlines()
    assert said.index(REFILL) + 1 == said.index(INCOME)
    assert sum(line.startswith("Income") for line in said) == 1
    assert not any("gets nothing" in line for line in said)


def test_the_deck_hint_tells_the_refill_to_come():
    state = running_out()
    state.apply(ENDING[0])
    state.decks[BAZAAR], state.discards[BAZAAR] = [], state.discards[BAZAAR] + state.decks[BAZAAR]
    title, lines = hints.deck_hint(state.view(1), "bazaar", NAMES)
    assert title == "The Bazaar deck: 0 cards left"
    assert "The deck ran out: at the next income its discards are shuffled into a new deck, " \
           "so its shops still earn." in lines
