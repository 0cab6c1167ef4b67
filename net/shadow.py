"""A guest's side of a game held on another computer: a Session whose moves are sent to the
host and whose game is rebuilt from what the host sends (net/room.py's `welcome` and `state`).

The guest's table is the game's own table, played through this session: the state it holds is
a shadow, a full game drawn from the seat's view by the game's own `determinize` (the AIs'
sampler), so that it shows exactly the seat's view and offers exactly its legal actions, and
holds nothing the seat does not know. A move is never played on the shadow: the host plays it,
and its news (the events the seat may see and its view after) becomes the next shadow. The
host's messages are hostile until they make a game: one that does not is a HostError.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import catalog
from engine.core import Action, Event, IllegalAction, Rng, action_from_dict
from engine.match import PEOPLE, Match, Seat, SeatSpecError
from engine.session import HUMAN, REMOTE, NotYourTurn, Played, Session
from saves.names import printable

NAME_LENGTH = 40


class HostError(ValueError):
    """What the host sent is no game this app can show."""


@dataclass
class Shadow(Match):
    """The guest's match: its state rebuilt from the seat's view after every move; it keeps no
    log (the moves are the host's) and its score chart is the one the host sends at the end."""

    history: list = field(default_factory=list)

    def score_history(self) -> list[list]:
        return self.history or [list(self.state.result().scores)]


def seats_from(welcome: dict) -> list[Seat]:
    """The welcome's seats as this table shows them: the guest's own is its person's, every
    other person is a friend elsewhere, an AI keeps its level."""
    seats = []
    for i, told in enumerate(welcome["seats"]):
        if not isinstance(told, dict):
            raise HostError("a seat is not described")
        name = printable(str(told.get("name") or "")).strip()[:NAME_LENGTH] or f"Seat {i + 1}"
        kind = told.get("kind")
        if i == welcome["seat"]:
            kind = "human"
        elif kind in PEOPLE:
            kind = "friend"
        try:
            seat = Seat(name, kind, told.get("level") if kind == "ai" else None)
            seat.validate()
        except SeatSpecError as exc:
            raise HostError(str(exc)) from None
        seats.append(seat)
    return seats


def events_from(told: list) -> list[Event]:
    events = []
    for e in told:
        if not isinstance(e, dict) or not isinstance(e.get("kind"), str) \
                or not isinstance(e.get("data"), dict):
            raise HostError("an event is not described")
        to = e.get("to")
        if to is not None and not (isinstance(to, list) and all(type(s) is int for s in to)):
            raise HostError("an event's seats are not described")
        events.append(Event(e["kind"], e["data"], None if to is None else tuple(to)))
    return events


def told_action(told: dict | None) -> Action | None:
    """Another seat's move as the host told it (where every seat may know it)."""
    try:
        return None if told is None else action_from_dict(told)
    except ValueError:
        raise HostError("a move is not described") from None


class GuestSession(Session):
    """The game as the guest's seat knows it; `send(action, turn)` carries a move to the host,
    `heard(state)` takes the host's news of one."""

    def __init__(self, welcome: dict, state: dict, send, seed: int = 0) -> None:
        try:
            game = catalog.get(welcome["game"])
        except catalog.UnknownGame:
            raise HostError(f"this app has no game {welcome['game']!r}") from None
        seats = seats_from(welcome)
        self.seat, self.send, self.rng = welcome["seat"], send, Rng(seed)
        if not 0 <= self.seat < len(seats):
            raise HostError("the seat given is not at the table")
        self.game, self.message, self.pending = game, state, None
        self.linked = True      # False while the host cannot be reached
        self.offered: list[Action] = []
        shadow = Shadow(game, seats, 0, dict(welcome["options"]), self.rebuild(state), [])
        super().__init__(shadow)

    def rebuild(self, state: dict):
        """The shadow game for the host's `state`; HostError when it makes none."""
        try:
            shadow = self.game.determinize(state["view"], self.seat, self.rng)
            offered = [action_from_dict(a) for a in state["actions"]]
        except Exception as exc:        # whatever a hostile view breaks in the sampler
            raise HostError(f"the host sent a game this app cannot show ({exc})") from None
        if shadow.to_move() != state["to_move"] or (offered and set(offered) !=
                                                    set(shadow.legal_actions())):
            raise HostError("the host's moves do not fit its game")
        self.offered = offered
        return shadow

    def ended(self, state: dict):
        """The game as it ended, all of it (nothing is hidden once it is over); HostError when
        it is no ended game of this seat's view."""
        try:
            game = self.game.from_dict(state["final"])
            ok = game.is_over() and game.view(self.seat) == state["view"]
        except Exception as exc:        # whatever a hostile state breaks in the loader
            raise HostError(f"the host sent a game this app cannot show ({exc})") from None
        if not ok:
            raise HostError("the host's game as it ended does not fit its view")
        self.offered = []
        return game

    @property
    def turn(self) -> int:
        return self.message["turn"]

    def kind(self, seat: int) -> str:
        return HUMAN if seat == self.seat else REMOTE

    def waiting_for(self) -> str | None:
        """HUMAN on the seat's own turn until its move is sent; REMOTE while the host has it,
        or while the host cannot be reached (a move made then would be lost)."""
        seat = self.to_move()
        if seat is None:
            return None
        return HUMAN if seat == self.seat and self.pending is None and self.linked \
            else REMOTE

    def actions(self, seat: int) -> list[Action]:
        return list(self.offered) if self.waiting_for() == HUMAN and seat == self.seat else []

    def play(self, seat: int, action: Action) -> None:
        """The move goes to the host, who plays it (or refuses it); its news comes back."""
        if seat != self.seat or self.waiting_for() != HUMAN:
            raise NotYourTurn(f"seat {seat} is not to move here")
        if action not in self.offered:
            raise IllegalAction(f"{action!r} is not a legal move now")
        self.pending = action
        self.send(action, self.turn)

    def refused(self) -> None:
        """The host refused the move sent: the seat may choose again."""
        self.pending = None

    def heard(self, state: dict) -> Played | None:
        """The host's news: the move it tells as played here (None when it is no single next
        move: the seat came back after several, or only who is away changed)."""
        before, mover = self.view(self.seat), self.to_move()
        self.match.state = self.ended(state) if state.get("final") else self.rebuild(state)
        self.linked = True          # the host's news: it is reached
        self.match.history = state.get("scores") or []
        turn, self.message = self.turn, state
        if self.turn == turn:       # the seat sat down again: a move sent before did not come
            self.pending = None
            return None
        action = self.pending if mover == self.seat else told_action(state.get("action"))
        self.pending = None
        if self.turn != turn + 1 or mover is None:
            return None
        return Played(mover, action, before, events_from(state["events"]), True)
