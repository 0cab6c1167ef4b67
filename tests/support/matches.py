"""Matches for tests: seats from "human" / "ai:<level>" specs, a mini game match, and matches
played on through the engine's session."""
from __future__ import annotations

from engine.match import Match, Seat
from engine.session import Session


def seats(kinds) -> list[Seat]:
    """Seats named P1, P2, ... from specs such as ("human", "ai:easy")."""
    return [Seat(f"P{i + 1}", "human") if k == "human" else Seat(f"P{i + 1}", "ai", k[3:])
            for i, k in enumerate(kinds)]


def mini_match(kinds=("ai:easy", "ai:easy"), seed: int = 3) -> Match:
    return Match.new("minigame", seats(kinds), seed)


def moves(match: Match, level: str = "easy"):
    """Every seat (a person's too) played by the `level` AI through the engine's session, as
    the table and the arena play: one move at a time, the mover yielded after each, so a test
    stops wherever it likes; the game ends the run."""
    session = Session(match)
    while (seat := session.to_move()) is not None:
        session.play(seat, session.decision(seat, level).make())
        yield seat


def played_out(match: Match, level: str = "easy") -> Match:
    """`match` played to its end by the `level` AI at every seat."""
    for _ in moves(match, level):
        pass
    return match
