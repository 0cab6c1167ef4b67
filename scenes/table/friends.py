"""Friends on other computers, a part the table holds (`table.friends`): where the match has a
friend's seat, the table hosts the game (net/host.py): its session stays the only state, a
guest's move waits in the room until the table plays it as it plays an AI's, and each move the
table plays is sent to every guest as its own seat may see it. The banner and the seats say who
is away and how to join: the address, the port and the room code.
"""
from __future__ import annotations

import pygame

from engine.core import Action
from engine.match import Seat
from engine.session import Played
from engine.words.language import tr
from net.host import DEFAULT_PORT, Host, reachable_address
from net.room import Room
from scenes.kit import idle, theme
from scenes.kit.widgets import Button
from scenes.table import hinting

STAND_IN_W = 240        # the stand-in button, in the banner left of the Guide (where Undo is,
STAND_IN = pygame.Rect(hinting.BUTTON.x - hinting.BUTTON.width - 20 - STAND_IN_W,   # which
                       hinting.BUTTON.y, STAND_IN_W, hinting.BUTTON.height)    # friends turn off)


def open_room(session, port: int = DEFAULT_PORT) -> Host:
    """The match's friends' seats served from this computer: on the port a resumed game was on
    (where its guests look for it) or `port`, or any free one where that one is taken (another
    game hosted here). What a guest sends wakes the app's loop."""
    match = session.match
    friends = {i for i, seat in enumerate(match.seats) if seat.kind == "friend"}
    kept = match.room or {}         # a resumed game's: the same friends come back with it
    room = Room(session, friends, **({"code": kept["code"], "tickets": {
        int(seat): ticket for seat, ticket in kept["tickets"].items()}} if kept else {}))
    try:
        host = Host(room, kept.get("port") or port, heard=idle.wake)
        host.start()
    except OSError:
        host = Host(room, 0, heard=idle.wake)
        host.start()
    match.room = {"code": room.code, "tickets": {str(s): t for s, t in room.tickets.items()},
                  "port": host.port}
    return host


class Friends:
    STAND_IN = "normal"     # the level that plays a friend's seat while its guest is away, if
                            # the host asks it to (until the guest is back)

    def __init__(self, table) -> None:
        self.table = table
        self.standing: set[int] = set()     # away friends' seats the AI plays, as asked
        self.present: set[int] = set()      # friends' seats a guest sits at, as last seen
        self.button = table.add(Button(STAND_IN, "", self.toggle_stand_in, "secondary", 17))
        self.button.visible = False
        self.buttons = (self.button,)
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
        frame while a friend is to move)."""
        return self.host.take(seat) if self.host is not None else None

    def update(self) -> None:
        """Every frame: a friend's seat is named as its guest said it sitting down (kept in the
        save); the stand-in button offered while an away friend is to move."""
        if self.host is None:
            return
        seat, away = self.table.session.to_move(), self.away()
        self.standing &= set(away)      # a guest back at its seat plays it again
        self.button.visible = seat in away and not self.table.finished
        if self.button.visible:
            name = self.table.match.seats[seat].name
            self.button.label = tr("Wait for {name}") if seat in self.standing else \
                tr("AI plays for {name}")
            self.button.label = self.button.label.format(name=name)
        seats = self.table.match.seats
        with self.host.lock:
            named = {seat: self.host.room.name(seat) for seat in self.host.room.seated()}
        for seat, name in named.items():
            if name and seats[seat].name != name:
                seats[seat] = Seat(name, "friend")
        self.comings_and_goings(set(named))

    def comings_and_goings(self, seated: set[int]) -> None:
        """The log says when a friend sits down and when one is away (a dropped connection:
        they come back by themselves)."""
        seats, log = self.table.match.seats, self.table.log
        for seat in sorted(seated - self.present):
            log.add(tr("{name} sits down at the table.").format(name=seats[seat].name), seat,
                    colour=theme.GOLD_LIGHT)
        for seat in sorted(self.present - seated):
            log.add(tr("{name} is away.").format(name=seats[seat].name), seat,
                    colour=theme.DANGER_LIGHT)
        self.present = seated

    def unreachable(self) -> bool:
        """The host is here: never."""
        return False

    def stands_in(self, seat: int) -> bool:
        """Whether the AI plays `seat` now: its guest is away and the host asked it to."""
        return seat in self.standing

    def toggle_stand_in(self) -> None:
        seat = self.table.session.to_move()
        if seat in self.standing:
            self.standing.discard(seat)
        elif seat in self.away():
            self.standing.add(seat)
            self.table.log.add(tr("The normal AI plays for {name} until they are back.").format(
                name=self.table.match.seats[seat].name), colour=theme.GOLD_LIGHT)

    def moved(self, played: Played) -> None:
        if self.host is not None:
            self.host.moved(played)

    def away(self) -> list[int]:
        return self.host.away() if self.host is not None else []

    def joining(self) -> str:
        """How an away friend's seat is joined, said on the banner after their name."""
        return tr("joins at {address}:{port} with the room code {code}").format(
            address=self.address, port=self.host.port, code=self.host.room.code)

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
