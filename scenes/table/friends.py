"""Friends on other computers, a part the table holds (`table.friends`): where the match has a
friend's seat, the table hosts the game (net/host.py): its session stays the only state, a
guest's move waits in the room until the table plays it as it plays an AI's, and each move the
table plays is sent to every guest as its own seat may see it. The banner and the seats say who
is away and how to join: the address, the port and the room code.
"""
from __future__ import annotations

from engine.core import Action
from engine.match import Seat
from engine.session import Played
from engine.words.language import tr
from net.host import DEFAULT_PORT, Host, reachable_address
from net.room import Room
from scenes.kit import idle


def open_room(session, port: int = DEFAULT_PORT) -> Host:
    """The match's friends' seats served from this computer: on `port`, or any free one where
    that one is taken (another game hosted here). What a guest sends wakes the app's loop."""
    match = session.match
    friends = {i for i, seat in enumerate(match.seats) if seat.kind == "friend"}
    kept = match.room or {}         # a resumed game's: the same friends come back with it
    room = Room(session, friends, **({"code": kept["code"], "tickets": {
        int(seat): ticket for seat, ticket in kept["tickets"].items()}} if kept else {}))
    match.room = {"code": room.code, "tickets": {str(s): t for s, t in room.tickets.items()}}
    try:
        host = Host(room, port, heard=idle.wake)
        host.start()
    except OSError:
        host = Host(room, 0, heard=idle.wake)
        host.start()
    return host


class Friends:
    def __init__(self, table) -> None:
        self.table = table
        wanted = any(seat.kind == "friend" for seat in table.match.seats) and table.mode.plays
        opened = getattr(table.app, "opened_room", None)    # `play` opened it, to print it
        if opened is not None and opened.room.session.match is table.match:
            table.app.opened_room, self.host = None, opened
        else:
            self.host = open_room(table.session) if wanted else None
        self.address = reachable_address() if self.host is not None else ""
        self.announcer = None
        if self.host is not None and getattr(table.app, "announces", False):
            self.announcer = self._announce()

    def _announce(self):
        """Friends on this network find the game without its address (net/discovery.py); one
        that cannot be announced is still joined by address."""
        from net.discovery import Announcer
        match = self.table.match
        person = next(seat.name for seat in match.seats if seat.kind == "human")
        announcer = Announcer(person, match.name, self.host.port, len(match.seats),
                              len(self.away()), self.address)
        try:
            announcer.start()
        except OSError:
            return None
        return announcer

    @property
    def hosting(self) -> bool:
        return self.host is not None

    def take(self, seat: int) -> Action | None:
        """A friend's move for `seat`, checked by the room, when one has come (asked every
        frame while a friend is to move: the seats take the names their guests sat down with)."""
        if self.host is None:
            return None
        action = self.host.take(seat)
        self.name_seats()       # after the move came: its guest has sat down by then
        return action

    def name_seats(self) -> None:
        """A friend's seat is named as its guest said it sitting down (kept in the save)."""
        seats = self.table.match.seats
        with self.host.lock:
            named = {seat: self.host.room.name(seat) for seat in self.host.room.seated()}
        for seat, name in named.items():
            if name and seats[seat].name != name:
                seats[seat] = Seat(name, "friend")

    def moved(self, played: Played) -> None:
        if self.host is not None:
            self.host.moved(played)

    def away(self) -> list[int]:
        return self.host.away() if self.host is not None else []

    def invitation(self) -> str:
        """How a friend joins, said while the table waits for one."""
        return tr("Friends join at {address}:{port} with the room code {code}").format(
            address=self.address, port=self.host.port, code=self.host.room.code)

    def close(self) -> None:
        """The table is left: the game is no longer announced, every guest is told, and the port
        closed."""
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        if self.host is not None:
            self.host.close()
            self.host = None
