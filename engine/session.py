"""The game loop without a screen: whose turn it is, who may act, checked moves, AI decisions
and what each seat may see of a move. The table, the arena, the screenshots, the bench, the
hint and the tests all play through a Session, so one seed and the same seats give one game
everywhere; a remote seat (another computer) will be one more kind of seat here.

Like boardgame.io's Master, `play` checks who sends a move and whether it is legal, and
`seen_by` gives each seat only the events it may see. The session has no thread of its own:
an AI decision is a `Decision` (plain data: the seat's view, its legal actions, the level and
the decision's own Rng), made at once by `decide` or handed to a worker by whoever has one.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

from engine import ai
from engine.ai.cancel import Flag
from engine.core import Action, Event, IllegalAction, Rng
from engine.match import Match

AI, HUMAN, REMOTE = "ai", "human", "remote"
HINT_LEVEL = "normal"       # the hint is what the normal AI would do


class NotYourTurn(IllegalAction):
    """A move sent by a seat that is not to move (or by nobody's seat)."""


@dataclass(frozen=True)
class Decision:
    """One AI decision, from what its seat may know only. `seed` is the session's rule (the
    game's seed and the move's place in the log), so whoever makes it, wherever, makes the
    same choice."""

    game: object
    seat: int
    view: dict
    actions: list[Action]
    level: str
    seed: int

    @property
    def forced(self) -> Action | None:
        """The one legal action, when there is no choice to make."""
        return self.actions[0] if len(self.actions) == 1 else None

    def make(self, cancel: Flag | None = None) -> Action:
        """The level's choice (engine.ai.cancel: with `cancel` set it ends with Cancelled)."""
        return ai.choose(self.game, self.view, self.actions, self.level, Rng(self.seed), cancel)


@dataclass(frozen=True)
class Played:
    """A move as it was made: who, what, the mover's view just before it, what it caused."""

    seat: int
    action: Action
    before: dict
    events: list[Event]
    turn_done: bool     # it ended a turn or the game: an autosave point


class Session:
    """A Match and who sits at each seat: an AI (its level is the seat's), a person at this
    computer, or a person elsewhere (`remote`)."""

    def __init__(self, match: Match, remote: frozenset[int] | set[int] = frozenset()) -> None:
        self.match = match
        self.remote = frozenset(remote) | {i for i, seat in enumerate(match.seats)
                                           if seat.kind == "friend"}
        self._turn = match.state.turn

    @property
    def state(self):
        return self.match.state

    def kind(self, seat: int) -> str:
        if self.match.seats[seat].is_ai:
            return AI
        return REMOTE if seat in self.remote else HUMAN

    @property
    def turn(self) -> int:
        """The moves made so far: a move sent from another computer names the one it answers."""
        return len(self.match.log)

    def to_move(self) -> int | None:
        """The seat whose move it is; None once the game is over."""
        return self.state.to_move()

    def waiting_for(self) -> str | None:
        """Who the game waits for: AI, HUMAN or REMOTE; None once it is over."""
        seat = self.to_move()
        return None if seat is None else self.kind(seat)

    def actions(self, seat: int) -> list[Action]:
        """What `seat` may do now: the legal actions on its turn, nothing otherwise."""
        return self.state.legal_actions() if seat == self.to_move() else []

    def view(self, seat: int) -> dict:
        return self.state.view(seat)

    def play(self, seat: int, action: Action) -> Played:
        """`seat` makes `action`: NotYourTurn when it is not to move, IllegalAction when the
        action is not one of its legal ones; nothing changes then."""
        if seat != self.to_move():
            raise NotYourTurn(f"seat {seat} is not to move")
        before = self.state.view(seat)
        events = self.match.apply(action)
        done = self.state.turn != self._turn or self.state.is_over()
        self._turn = self.state.turn
        return Played(seat, action, before, events, done)

    def decision(self, seat: int, level: str | None = None) -> Decision:
        """The decision an AI at `level` (the seat's own when None) makes for `seat` now,
        from its view only."""
        level = level or self.match.seats[seat].level
        if level is None:
            raise ValueError(f"seat {seat} is a person's: name the level that decides for it")
        return Decision(self.match.game, seat, self.state.view(seat),
                        self.state.legal_actions(), level, self.match.decision_seed())

    def advice(self, seat: int) -> Decision:
        """The hint for `seat`: what the normal AI would do, from a copy of its view (a
        worker may read it while the game goes on)."""
        decision = self.decision(seat, HINT_LEVEL)
        return Decision(decision.game, seat, copy.deepcopy(decision.view),
                        list(decision.actions), HINT_LEVEL, decision.seed)

    def decide(self, seat: int) -> Action:
        """The AI's choice for `seat`, made here and now."""
        return self.decision(seat).make()

    def step(self) -> Played:
        """The AI to move makes its move (IllegalAction when no AI is to move)."""
        seat = self.to_move()
        if seat is None or self.kind(seat) != AI:
            raise IllegalAction("no AI seat is to move")
        return self.play(seat, self.decide(seat))

    def run(self, until=None) -> list[Played]:
        """AI seats move until a person is to move, the game is over, or `until(session)`
        says stop; the moves made."""
        played = []
        while self.waiting_for() == AI and not (until is not None and until(self)):
            played.append(self.step())
        return played

    def told(self, played: Played, seat: int) -> Action | None:
        """The move itself, where `seat` may know it: its own, one every seat sees made (the
        game's PUBLIC_ACTIONS), or one that let `seat` see what only it and the mover see (a
        tile shown to it); None otherwise (a card given: its id would name it)."""
        public = getattr(self.match.game, "PUBLIC_ACTIONS", ())
        shared = any(e.visible_to is not None and {seat, played.seat} <= set(e.visible_to)
                     for e in played.events)
        return played.action if seat == played.seat or played.action.kind in public \
            or shared else None

    @staticmethod
    def seen_by(played: Played, seat: int | None) -> list[Event]:
        """The events of a move that `seat` may see (None: the public ones)."""
        return [e for e in played.events if e.visible(seat)]
