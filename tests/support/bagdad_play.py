"""Opening and driving the Thieves of Bagdad city table in tests: seats from "human"/"ai:level"
kinds, a table on a new match or on a fixture's state (its log empty, so nothing replays), waiting
for a moment, hovering, the log's text, placing by clicks and the AI's own next move."""
from __future__ import annotations

from dataclasses import replace

import pygame

import engine.bagdad as g
from engine import catalog
from engine.core import Action
from engine.match import Match, Seat
from engine.session import Session
from scenes.bagdad.table import CityTable

from support.bagdad_table import point, space
from support.scenes import click, start, steps

NAMES = ("Layla", "Omar", "Zaid", "Nadia", "Tariq", "Salma")
GAME = catalog.get("bagdad")


# --- opening a table ----------------------------------------------------------------------------

def seats(kinds):
    return [Seat(NAMES[i], "human") if k == "human" else Seat(NAMES[i], "ai", k[3:])
            for i, k in enumerate(kinds)]


def open_table(app, kinds=("human", "ai:normal", "ai:easy"), seed=3, match=None,
               speed="instant") -> CityTable:
    app.apply_settings(replace(app.settings, animation_speed=speed, sound=False))
    match = match or Match.new("bagdad", seats(kinds), seed)
    return start(app, lambda a: CityTable(a, match))


def begun_at(state, seated) -> Match:
    """A match whose first position is a fixture's state: whatever replays its log (the
    exchange's history, a retelling) starts there, as a real match's replays start at its
    seed's deal."""
    assert g.invariant_errors(state) == []
    match = Match(GAME, seated, 1, {}, state)
    match.fresh_state = state.clone().clone
    return match


def at_position(app, state, kinds=("human", "ai:easy", "ai:easy"), speed="instant") -> CityTable:
    """The table on a fixture's state (its log is empty: the state is the match's own)."""
    return open_table(app, match=begun_at(state, seats(kinds)), speed=speed)


# --- looking and clicking -------------------------------------------------------------------------

def until(app, done, limit=1500, dt=1 / 20, what="the moment") -> None:
    for _ in range(limit):
        if done():
            return
        app.step(dt)
    raise AssertionError(f"{what} never came")


def my_turn(app, table) -> bool:
    return bool(table.actions) and not table.board_busy() and app.stack.top is table


def card(table, card_id: int):
    return next(s for s in table.panel.cards if s.card["card"] == card_id)


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point(pos), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    steps(app, 2)


def log_text(table) -> str:
    return "\n".join(e.message for e in table.log.entries)


def place_by_clicks(app, table) -> None:
    """The human places its pieces by clicking the first shaded space each time, until round 1."""
    while table.match.state.phase == "place":
        until(app, lambda: my_turn(app, table) or table.match.state.phase != "place")
        if table.match.state.phase == "place":
            click(app, space(table, table.actions[0].space))


def ai_move(match: Match, seat: int) -> Action:
    """The move the table's AI makes here (the table asks the same session)."""
    return Session(match).decide(seat)


def replay_placement(match: Match) -> None:
    """What place_by_clicks and the AIs do, without a table: up to round 1's exchange."""
    while match.state.phase == "place":
        seat = match.state.to_move()
        human = not match.seats[seat].is_ai
        match.apply(match.state.legal_actions()[0] if human else ai_move(match, seat))
