"""The host's side of a networked game, without a socket (the transport is net/host.py): who sits
at each friend's seat, what each guest is sent, and what a guest's message may do.

Like boardgame.io's Master, the room checks who sends a move and whether it may: the sender's
own seat, its turn, the move it was shown (a move made for an earlier turn is refused without
blame), a legal action; and it sends each guest only its own seat's view and the events of a
move that seat may see. A guest that sends what is no message, acts for another seat, plays out
of turn or floods is refused with a reason and, at STRIKES, sent away; the game goes on. The
moves a guest sends wait in `moves` for the game loop, which plays them through the session
(`take`) and tells the room what was played (`moved`).
"""
from __future__ import annotations

import hmac
import secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Iterable

from engine.core import Action, Event, action_from_dict
from engine.session import Played, Session
from net import protocol
from net.protocol import BadMessage
from engine.words.language import N_
from saves.names import printable

STRIKES = 5             # bad messages before a guest is sent away
RATE, BURST = 60.0, 120   # messages a second a guest may send, and at once (a person sends a few)


@dataclass
class Guest:
    seat: int | None = None         # None until its hello seats it
    name: str = ""
    strikes: int = 0
    tokens: float = BURST
    heard: float | None = None      # when its last message came


@dataclass
class Out:
    """What the transport does: send `text` to `conn`, or close it (text None) with `reason`."""

    conn: object
    text: str | None
    reason: str = ""


@dataclass
class Room:
    session: Session
    friends: frozenset[int]
    code: str = field(default_factory=protocol.room_code)
    guests: dict = field(default_factory=dict)      # conn -> Guest
    moves: deque = field(default_factory=deque)     # (seat, turn, action) for the game loop
    rate: tuple[float, int] = (RATE, BURST)         # (a second, at once) a guest may send
    tickets: dict = field(default_factory=dict)     # seat -> the ticket that proves it, on a
                                                    # return (kept from a saved game's room)

    def __post_init__(self) -> None:
        self.friends = frozenset(self.friends)
        self.tickets = {seat: self.tickets.get(seat) or secrets.token_urlsafe(24)
                        for seat in self.friends}

    # --- who is here ----------------------------------------------------------------------
    def seated(self) -> dict[int, object]:
        """Friend seat -> the connection sitting there."""
        return {g.seat: conn for conn, g in self.guests.items() if g.seat is not None}

    def away(self) -> list[int]:
        """The friends' seats nobody sits at now (not yet come, or dropped)."""
        return sorted(self.friends - set(self.seated()))

    def name(self, seat: int) -> str:
        return next((g.name for g in self.guests.values() if g.seat == seat), "")

    # --- a guest's messages -----------------------------------------------------------------
    def connected(self, conn) -> None:
        self.guests[conn] = Guest(tokens=self.rate[1])

    def left(self, conn) -> None:
        """A connection closed: its seat is away until its guest comes back."""
        self.guests.pop(conn, None)

    def receive(self, conn, frame, now: float) -> list[Out]:
        """What to send or close after `frame` came from `conn` at `now` (seconds)."""
        guest = self.guests.setdefault(conn, Guest(tokens=self.rate[1]))
        if guest.heard is not None:
            guest.tokens = min(self.rate[1], guest.tokens + (now - guest.heard) * self.rate[0])
        guest.heard = now
        if guest.tokens < 1:
            return self.strike(conn, N_("too many messages: slow down"))
        guest.tokens -= 1
        try:
            message = protocol.decode(frame, protocol.FROM_GUEST)
        except BadMessage as exc:
            return self.strike(conn, str(exc))
        if message["type"] == "hello":
            return self.hello(conn, message)
        if guest.seat is None:
            return self.strike(conn, N_("say hello with the room code first"))
        if message["type"] == "play":
            return self.play(conn, guest, message)
        return []

    def hello(self, conn, message: dict) -> list[Out]:
        if not hmac.compare_digest(message["code"].upper().encode(), self.code.encode()):
            return self.strike(conn, N_("wrong room code"))
        seat, ticket = message["seat"], message["ticket"]
        if seat is not None:        # coming back: its own seat, proved by the ticket it was given
            if seat not in self.tickets or ticket is None \
                    or not hmac.compare_digest(ticket.encode(), self.tickets[seat].encode()):
                return self.strike(conn, N_("that seat is not yours"))
        else:
            free = self.away()
            if not free:
                return [Out(conn, protocol.encode("refused", reason=N_("the table is full"))),
                        Out(conn, None, N_("the table is full"))]
            seat = free[0]
        out = [Out(old, None, N_("you sat down again elsewhere"))
               for old, g in list(self.guests.items()) if g.seat == seat and old is not conn]
        for old in out:
            self.guests.pop(old.conn, None)
        guest = self.guests[conn]
        guest.seat, guest.name = seat, printable(message["name"]).strip() or f"Guest {seat + 1}"
        match = self.session.match
        welcome = protocol.encode(
            "welcome", game=match.name, seat=seat, ticket=self.tickets[seat],
            seats=[{"name": self.name(i) if i in self.friends else s.name,
                    "kind": "friend" if i in self.friends else s.kind, "level": s.level}
                   for i, s in enumerate(match.seats)],
            options=dict(match.options))
        return out + [Out(conn, welcome), Out(conn, self.state(seat))]

    def play(self, conn, guest: Guest, message: dict) -> list[Out]:
        if message["turn"] != self.turn:
            return [Out(conn, protocol.encode("refused",
                                              reason=N_("that move was for an earlier turn")))]
        if self.session.to_move() != guest.seat:
            return self.strike(conn, N_("it is not your turn"))
        try:
            action = action_from_dict(message["action"])
        except ValueError:
            return self.strike(conn, N_("not an action"))
        if action not in self.session.actions(guest.seat):
            return self.strike(conn, N_("not a legal move now"))
        self.moves.append((guest.seat, self.turn, action))
        return []

    def strike(self, conn, reason: str) -> list[Out]:
        guest = self.guests.setdefault(conn, Guest())
        guest.strikes += 1
        if guest.strikes >= STRIKES:
            self.guests.pop(conn, None)
            return [Out(conn, protocol.encode("bye", reason=f"sent away: {reason}")),
                    Out(conn, None, reason)]
        return [Out(conn, protocol.encode("refused", reason=reason))]

    # --- the game loop's side ---------------------------------------------------------------
    @property
    def turn(self) -> int:
        """The moves made so far: a guest's move names the one it answers."""
        return self.session.turn

    def take(self, seat: int):
        """The move a guest sent for `seat`, if it is still that seat's turn it answered (not
        played meanwhile by an AI standing in) and legal; else None."""
        while self.moves:
            mover, turn, action = self.moves.popleft()
            if mover == seat == self.session.to_move() and turn == self.turn \
                    and action in self.session.actions(seat):
                return action
        return None

    def moved(self, played: Played) -> list[Out]:
        """Each seated guest's news of a move: what its seat may see of it (the action itself
        where the seat may know it: Session.told), and its view now."""
        return [Out(conn, self.state(seat, Session.seen_by(played, seat),
                                     self.session.told(played, seat)))
                for seat, conn in self.seated().items()]

    def state(self, seat: int, events: Iterable[Event] = (), action: Action | None = None) -> str:
        """What `seat` may see now, as the text sent to its guest."""
        session = self.session
        return protocol.encode(
            "state", turn=self.turn, to_move=session.to_move(), view=session.view(seat),
            action=None if action is None else action.to_dict(),
            actions=[a.to_dict() for a in session.actions(seat)],
            events=[{"kind": e.kind, "data": e.data,
                     "to": None if e.visible_to is None else list(e.visible_to)} for e in events],
            away=self.away(), **self.ending())

    def ending(self) -> dict:
        """Once the game is over nothing is hidden: the whole game as it ended (for the guest's
        results, which count what was behind every screen) and the score after every turn."""
        over = self.session.state.is_over()
        return {"final": self.session.state.to_dict() if over else None,
                "scores": self.session.match.score_history() if over else []}

    def closing(self, reason: str) -> list[Out]:
        """The host leaves: every guest is told, then its connection closed."""
        return [out for conn in list(self.guests)
                for out in (Out(conn, protocol.encode("bye", reason=reason)),
                            Out(conn, None, reason))]
