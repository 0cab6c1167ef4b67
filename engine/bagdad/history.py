"""Each round's exchange summed up from the match's moves: how often each seat traded, and what
its trades brought it at its own values.

The log's summary of an exchange is a fact of the match, not of the table that watched it: a
table that counted trades as they arrived started from zero wherever it was laid mid-exchange
(a game continued, a take-back, a replay's step back). Folded from the game's first position,
the same moves give every table the same numbers. Each move is folded once (`follow` goes on
from the last move it folded), so a table pays one replay of the log when it first asks, then
one step a move.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import Action, Event, GameState

from .cards import card_value


@dataclass(frozen=True)
class Exchange:
    """One round's exchange: trades per seat, and each seat's gain (its hand's worth to its
    own character when the phase closed, less when it began)."""
    trades: tuple[int, ...]
    gains: tuple[int, ...]


def hand_worth(state, seat: int) -> int:
    return sum(card_value(c, state.characters[seat]) for c in state.hands[seat])


class History:
    """The exchanges of a match from `first`, its position before the first move: those
    closed, by round."""

    def __init__(self, first: GameState) -> None:
        self.state, self.moves = first.clone(), 0
        self.closed: dict[int, Exchange] = {}
        self.trades: list[int] | None = None     # the exchange going on: trades so far
        self.worth: list[int] = []                # and the hands' worth as it began
        if self.state.phase == "exchange":
            self._open()

    def follow(self, log: list[Action]) -> "History":
        """Fold the moves of `log` not folded yet (the log of the match begun at `first`)."""
        for action in log[self.moves:]:
            for e in self.state.apply(action):
                self._fold(e)
        self.moves = len(log)
        return self

    def exchange(self, round_number: int) -> Exchange | None:
        """The round's exchange, once it is over."""
        return self.closed.get(round_number)

    def _fold(self, e: Event) -> None:
        if e.kind == "trade" and self.trades is not None:
            self.trades[e.data["seat"]] += 1
            self.trades[e.data["partner"]] += 1
        elif e.kind == "phase" and e.data["phase"] == "exchange":
            self._open()
        elif e.kind == "phase" and self.trades is not None:
            seats = range(self.state.players)
            gains = tuple(hand_worth(self.state, s) - self.worth[s] for s in seats)
            self.closed[self.state.round] = Exchange(tuple(self.trades), gains)
            self.trades = None

    def _open(self) -> None:
        self.trades = [0] * self.state.players
        self.worth = [hand_worth(self.state, s) for s in range(self.state.players)]
