"""A guest's link to a host, from a thread of its own: each message the host sends, checked
(net/protocol.py), in `inbox` as it comes; `play` sends a move. A connection that drops is tried
again by itself, and the guest sits again at its own seat with the ticket its welcome gave; a
`bye` from the host sending the guest away ends the link, told in `inbox` as a message of its
own; one saying the host left does not: the link waits for it to come back (`patience`). Each
message wakes the app's loop (`heard`).
"""
from __future__ import annotations

import asyncio
import queue
import threading

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from engine.core import Action
from engine.words.language import N_
from net import protocol
from net.protocol import BadMessage, OtherVersion

RETRY = (0.2, 0.5, 1.0, 2.0)    # seconds between tries after a drop, the last repeated
FIRST_TRIES = 3     # tries at a host never reached: a wrong address is said within seconds
TRIES = 30          # tries at a host whose connection dropped mid-game (about a minute)
BACK_TRIES = 300    # tries at a host that left (ten minutes): it may come back with Continue
ANOTHER_VERSION = N_("the host plays another version of Sesame Tabletop: both computers need "
                     "the same version to play together")


class GuestLink:
    def __init__(self, host: str, port: int, code: str, name: str, heard=lambda: None) -> None:
        self.uri = f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"   # IPv6
        self.code, self.name, self.heard = code, name, heard
        self.seat: int | None = None
        self.ticket: str | None = None
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.conn: ClientConnection | None = None
        self.ended = threading.Event()
        self.host_left = False      # the host said it left: the guest waits for it longer
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()),
                                        name="guest", daemon=True)

    def tell(self, message: dict) -> None:
        """A message for the app, which `heard` wakes (its loop rests while nothing moves)."""
        self.inbox.put(message)
        self.heard()

    def start(self) -> None:
        self._thread.start()

    def play(self, action: Action, turn: int) -> None:
        self.send(protocol.encode("play", turn=turn, action=action.to_dict()))

    def send(self, text: str) -> None:
        """Send a frame as it is (the tests send what no app would)."""
        if self.loop is not None and self.conn is not None:
            asyncio.run_coroutine_threadsafe(self._send(self.conn, text), self.loop)

    def drop(self) -> None:
        """Lose the connection as a network would (the link tries again by itself)."""
        if self.loop is not None and self.conn is not None:
            self.loop.call_soon_threadsafe(self.conn.transport.abort)

    def close(self) -> None:
        self.ended.set()
        try:
            if self.loop is not None:       # a wait between tries ends at once
                self.loop.call_soon_threadsafe(self._closing.set)
                if self.conn is not None:
                    asyncio.run_coroutine_threadsafe(self.conn.close(), self.loop)
        except RuntimeError:                # its loop has ended already: nothing to close
            pass
        self._thread.join(5)

    async def _send(self, conn: ClientConnection, text: str) -> None:
        try:
            await conn.send(text)
        except ConnectionClosed:
            pass

    async def _main(self) -> None:
        self._closing = asyncio.Event()
        self.loop = asyncio.get_running_loop()
        tries = 0
        while not self.ended.is_set() and tries < self.patience():
            try:
                async with connect(self.uri, max_size=protocol.MAX_BYTES, compression=None,
                                   open_timeout=5, ping_interval=10, ping_timeout=10) as conn:
                    self.conn, tries = conn, 0
                    await conn.send(protocol.encode("hello", code=self.code, name=self.name,
                                                    seat=self.seat, ticket=self.ticket))
                    async for frame in conn:
                        self._heard(frame)
            except (ConnectionClosed, OSError, InvalidHandshake, InvalidURI, TimeoutError):
                pass
            self.conn = None
            if self.ended.is_set():
                break
            self.tell({"type": "away"})
            try:        # until the next try, or until the link is closed
                await asyncio.wait_for(self._closing.wait(), RETRY[min(tries, len(RETRY) - 1)])
            except TimeoutError:
                pass
            tries += 1
        self.ended.set()
        self.tell({"type": "ended"})

    def patience(self) -> int:
        """Tries before the guest gives up: few at a host never reached, more at one lost
        mid-game, many at one that left (and comes back when its player continues the game)."""
        if self.seat is None:
            return FIRST_TRIES
        return BACK_TRIES if self.host_left else TRIES

    def _heard(self, frame) -> None:
        try:
            message = protocol.decode(frame, protocol.FROM_HOST)
        except OtherVersion:        # nothing it says can be read: no use trying again
            self.ended.set()
            self.tell({"type": "bye", "reason": ANOTHER_VERSION})
            return
        except BadMessage as exc:
            self.tell({"type": "refused", "reason": f"the host sent {exc}"})
            return
        if message["type"] == "welcome":
            self.seat, self.ticket, self.host_left = message["seat"], message["ticket"], False
        elif message["type"] == "bye" and message["reason"] == protocol.HOST_LEFT \
                and self.seat is not None:
            self.host_left = True   # it may come back: the link tries again, patiently
        elif message["type"] == "bye":
            self.ended.set()
        self.tell(message)
