"""Matches for tests: seats from "human" / "ai:<level>" specs, and a mini game match."""
from __future__ import annotations

from engine.match import Match, Seat


def seats(kinds) -> list[Seat]:
    """Seats named P1, P2, ... from specs such as ("human", "ai:easy")."""
    return [Seat(f"P{i + 1}", "human") if k == "human" else Seat(f"P{i + 1}", "ai", k[3:])
            for i, k in enumerate(kinds)]


def mini_match(kinds=("ai:easy", "ai:easy"), seed: int = 3) -> Match:
    return Match.new("minigame", seats(kinds), seed)
