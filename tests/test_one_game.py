"""One seed, one game: the arena and a table in a window, given the same seed and the same AI
seats, play the same game move for move, because both play through the engine's session
(engine/session.py), whose one rule seeds every AI decision; and the session checks who sends
a move and whether it is legal."""
from __future__ import annotations

from dataclasses import replace

import pytest

from cli import arena
from engine.core import Action, IllegalAction
from engine.match import Match, Seat
from engine.session import AI, HUMAN, REMOTE, NotYourTurn, Session
from saves import store
from scenes.tables import table_for

GAMES = [("alibaba", ["ai:normal", "ai:easy"]),         # every level here draws from its rng
         ("forty_thieves", ["ai:hard", "ai:normal", "ai:easy"]),
         ("bagdad", ["ai:normal", "ai:easy", "ai:normal"])]


def arena_game(game: str, specs: list[str], folder) -> Match:
    """The one game `main.py arena --games 1 --seed 5` plays, as it saved it."""
    arena.run(game, specs, 1, 5, save_to=folder)
    return store.load(next(folder.glob("*.json")))


@pytest.mark.parametrize("game, specs", GAMES)
def test_the_arena_and_a_table_play_one_game_from_one_seed(app, tmp_path, game, specs):
    saved = arena_game(game, specs, tmp_path / "arena")
    match = Match.new(game, saved.seats, saved.seed, saved.options)
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    table = app.stack.push(table_for(game)(app, match))
    for _ in range(20_000):
        if table.finished:
            break
        app.step(1 / 60)
    assert table.finished and match.state.is_over()
    assert match.kept_log == saved.log          # move for move
    replayed = Match.new(game, saved.seats, saved.seed, saved.options)
    for action in saved.log:
        replayed.restore(action)
    assert replayed.state.result() == match.state.result()


def test_a_session_takes_a_move_only_from_the_seat_to_move_and_only_a_legal_one():
    seats = [Seat("A", "human"), Seat("B", "ai", "easy"), Seat("C", "human")]
    session = Session(Match.new("forty_thieves", seats, 3), remote={2})
    assert [session.kind(s) for s in range(3)] == [HUMAN, AI, REMOTE]
    seat = session.to_move()
    other = (seat + 1) % 3
    assert session.actions(other) == [] and session.actions(seat)
    before = list(session.match.log)
    with pytest.raises(NotYourTurn):
        session.play(other, session.state.legal_actions()[0])
    with pytest.raises(IllegalAction):
        session.play(seat, Action("no_such_move"))
    assert session.match.log == before          # nothing changed
    played = session.play(seat, session.actions(seat)[0])
    assert played.seat == seat and session.match.log == [played.action]


def test_an_ai_decision_is_the_same_wherever_it_is_made():
    """The decision's seed is the game's seed and the move's place in the log: two sessions
    of the same game decide alike, and a later move of the same seat decides anew."""
    seats = [Seat("A", "ai", "normal"), Seat("B", "ai", "normal"), Seat("C", "ai", "normal")]
    one = Session(Match.new("bagdad", seats, 8))
    two = Session(Match.new("bagdad", seats, 8))
    for _ in range(40):
        decision = one.decision(one.to_move())
        assert decision == two.decision(two.to_move())
        assert decision.seed == one.match.seed * 1_000_003 + len(one.match.log)
        one.play(decision.seat, decision.make())
        two.step()
    assert one.match.log == two.match.log


def test_the_session_runs_the_ai_seats_until_a_person_is_to_move():
    seats = [Seat("A", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "normal")]
    session = Session(Match.new("alibaba", seats, 2))
    while session.waiting_for() is not None:
        played = session.run()
        assert all(p.seat != 0 for p in played)
        if session.waiting_for() == HUMAN:
            assert session.to_move() == 0
            session.play(0, session.decision(0, "easy").make())
    with pytest.raises(ValueError):
        session.decision(0)         # a person's seat has no level of its own
    assert session.match.state.is_over() and session.waiting_for() is None
