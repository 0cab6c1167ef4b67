"""How a table is used: played (the default) or watched (a replay, scenes.table.replay).

The host is given its mode rather than testing a flag: a mode says whether the game is played
here (autosaves, AI seats thinking, hand-offs, hints, the first-game guide and the results all
follow from that), which view of a seat the table shows, how an action reads, and where a
retelling of the last moves starts. A game's table never needs to know which mode it is in.
"""
from __future__ import annotations

from typing import Any

from engine.core import Action
from engine.session import Session
from scenes.table.friends import Friends


class Playing:
    """A game being played at this table: each seat sees its own view, the table its own
    words; the game is this table's own (`keeps`: autosaved, taken back, recorded), played
    through its session, with friends on other computers where it has their seats."""

    plays = True
    keeps = True

    def session(self, match) -> Session:
        return Session(match)

    def friends(self, table) -> Friends:
        return Friends(table)

    def seat_view(self, table, seat: int) -> dict:
        return table.state.view(seat)

    def words(self, table, action: Action, view: dict | None) -> str | None:
        """An action's words where the mode has its own; None: the table's."""
        return None

    def retold_from(self, table, first: int) -> tuple[int, Any] | None:
        """A state to retell the moves from, at or before move `first`; None: the seed's."""
        return None


PLAYING = Playing()
