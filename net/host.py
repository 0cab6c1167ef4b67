"""A Room served on a websocket port (the websockets library over asyncio), from a thread of its
own, so that the game loop never waits on the network: the loop asks `take` for a guest's move
and tells `moved` what was played; the thread receives, checks (net/room.py) and sends.

Frames are bounded by websockets itself (`max_size`: a larger one closes the connection with
1009, "message too big") and sent uncompressed, so no small frame inflates into a large one.
"""
from __future__ import annotations

import asyncio
import socket
import threading
import time

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.session import AI, REMOTE, Played, Session
from net import protocol
from net.room import Out, Room

DEFAULT_PORT = 47210
TIMEOUT = 10.0          # seconds to wait for the port to open, or to close


class Host:
    def __init__(self, room: Room, port: int = DEFAULT_PORT, bind: str = "0.0.0.0",
                 heard=None) -> None:
        """`heard`: called from the network's thread when a guest came, left or sent something
        (a move to take): the app's loop, asleep while nothing moves, wakes at once."""
        self.room, self.bind, self.port = room, bind, port
        self.heard = heard or (lambda: None)
        self.lock = threading.Lock()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Future | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="host", daemon=True)

    # --- the game loop's side ---------------------------------------------------------------
    def start(self) -> int:
        """Open the port (0: any free one); the port opened. OSError when it cannot be."""
        self._thread.start()
        if not self._ready.wait(TIMEOUT):
            raise OSError("the host's port did not open in time")
        if self._failed is not None:
            raise self._failed
        return self.port

    def take(self, seat: int):
        with self.lock:
            return self.room.take(seat)

    def moved(self, played: Played) -> None:
        with self.lock:
            outs = self.room.moved(played)
        self._send(outs)

    def away(self) -> list[int]:
        with self.lock:
            return self.room.away()

    def close(self, reason: str = protocol.HOST_LEFT) -> None:
        """Tell every guest, close the port and end the thread."""
        if self.loop is None or not self._thread.is_alive():
            return
        with self.lock:
            outs = self.room.closing(reason)
        done = asyncio.run_coroutine_threadsafe(self._deliver(outs), self.loop)
        try:
            done.result(TIMEOUT)
        except Exception:       # a guest gone already: nothing to tell it
            pass
        self.loop.call_soon_threadsafe(lambda: self._stop.done() or self._stop.set_result(None))
        self._thread.join(TIMEOUT)

    def _send(self, outs: list[Out]) -> None:
        if outs and self.loop is not None:
            asyncio.run_coroutine_threadsafe(self._deliver(outs), self.loop)

    # --- the network's side -----------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:        # the port taken, say: start() raises it
            self._failed = exc
            self._ready.set()

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = self.loop.create_future()
        async with serve(self._serve, self.bind, self.port, max_size=protocol.MAX_BYTES,
                         max_queue=8, compression=None, ping_interval=10, close_timeout=2,
                         ping_timeout=10) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop

    async def _serve(self, conn: ServerConnection) -> None:
        with self.lock:
            self.room.connected(conn)
        try:
            async for frame in conn:
                with self.lock:
                    outs = self.room.receive(conn, frame, time.monotonic())
                self.heard()
                await self._deliver(outs)
        except ConnectionClosed:
            pass
        finally:
            with self.lock:
                self.room.left(conn)
            self.heard()

    async def _deliver(self, outs: list[Out]) -> None:
        for out in outs:
            try:
                if out.text is not None:
                    await out.conn.send(out.text)
                else:
                    await out.conn.close(1008, out.reason[:120])
            except ConnectionClosed:
                pass


def play_hosted(session: Session, host: Host, stop: threading.Event, rest) -> None:
    """A hosted game's loop without a window (the bench's, the tests'): an AI seat moves, a
    friend's seat moves once its guest's move has come, and `rest()` waits between (the app's
    loop sleeps until a guest's message wakes it)."""
    while not stop.is_set() and (seat := session.to_move()) is not None:
        if session.kind(seat) == AI:
            host.moved(session.step())
        elif session.kind(seat) == REMOTE and (action := host.take(seat)) is not None:
            host.moved(session.play(seat, action))
        else:
            rest()


def reachable_address() -> str:
    """The address of this machine on its network (the one a route out would leave by), which it
    can reach itself too; the loopback address where it has no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))     # TEST-NET: nothing is sent, a route is looked up
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
