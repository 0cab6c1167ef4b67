"""The bench's network figures: how long a friend waits from a click to the host's answer. A host
on this machine paced as the table is (it asks for a friend's move once a frame, at 60 frames a
second) and a guest that plays its first legal move the moment its turn comes and times the
round until the host's news of that move arrives: over loopback, and through a relay that holds
every chunk 50 ms each way (100 ms more a round trip, as a friend across a country). The target:
no more than one frame plus the round trip added. Like the app's loop, asleep while nothing
moves, the host wakes when a guest's message comes (net/host.py's `heard`)."""
from __future__ import annotations

import asyncio
import statistics
import threading
import time

from engine import catalog
from engine.core import action_from_dict
from engine.match import Match, Seat
from engine.session import Session
from net.guest import GuestLink
from net.host import Host, play_hosted
from net.room import Room

FRAME = 1 / 60
MOVES = 40
DELAY = 0.05                # seconds a relay holds each chunk, each way


def figures(moves: int = MOVES) -> dict:
    return {"loopback": _latency(moves, 0.0), "delayed": _latency(moves, DELAY),
            "frame_ms": round(FRAME * 1000, 1), "added_round_trip_ms": round(2 * DELAY * 1000)}


def _latency(moves: int, delay: float) -> dict:
    game = catalog.get(catalog.names()[0])      # any game: a friend and easy AIs
    seats = [Seat("Friend", "friend")] + [Seat(f"AI {i}", "ai", "easy")
                                          for i in range(1, game.MIN_PLAYERS)]
    session = Session(Match.new(game.NAME, seats, 1))
    woken, stop = threading.Event(), threading.Event()
    host = Host(Room(session, {0}), port=0, bind="127.0.0.1", heard=woken.set)
    host.start()
    def rest() -> None:          # a frame's time, or less where a guest's message wakes it
        woken.wait(FRAME)
        woken.clear()
    threading.Thread(target=play_hosted, args=(session, host, stop, rest), daemon=True).start()
    relay = _Relay(host.port, delay) if delay else None
    link = GuestLink("127.0.0.1", relay.start() if relay else host.port, host.room.code, "Bench")
    link.start()
    waits = []
    try:
        sent: tuple[int, float] | None = None
        while len(waits) < moves and session.to_move() is not None:
            message = link.inbox.get(timeout=10)
            if message["type"] != "state":
                continue
            if sent is not None and message["turn"] > sent[0]:
                waits.append(time.perf_counter() - sent[1])
                sent = None
            if message["to_move"] == link.seat and message["actions"] and sent is None:
                sent = message["turn"], time.perf_counter()
                link.play(action_from_dict(message["actions"][0]), message["turn"])
    finally:
        stop.set()
        link.close()
        host.close()
        if relay:
            relay.close()
    ms = sorted(w * 1000 for w in waits)
    return {"median": round(statistics.median(ms), 1), "p95": round(ms[int(len(ms) * 0.95)], 1),
            "n": len(ms)}


class _Relay:
    """A TCP relay to `port` that holds every chunk `delay` seconds, each way."""

    def __init__(self, port: int, delay: float) -> None:
        self.port, self.delay = port, delay
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.listening = 0

    def start(self) -> int:
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        asyncio.run_coroutine_threadsafe(self._open(), self.loop).result(5)
        return self.listening

    async def _open(self) -> None:
        self.server = await asyncio.start_server(self._pair, "127.0.0.1", 0)
        self.listening = self.server.sockets[0].getsockname()[1]

    async def _pair(self, reader, writer) -> None:
        far_reader, far_writer = await asyncio.open_connection("127.0.0.1", self.port)
        await asyncio.gather(self._pipe(reader, far_writer), self._pipe(far_reader, writer))

    async def _pipe(self, reader, writer) -> None:
        try:
            while chunk := await reader.read(65536):
                self.loop.call_later(self.delay, writer.write, chunk)
        finally:
            self.loop.call_later(self.delay, writer.close)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.server.close)
        self.loop.call_soon_threadsafe(self.loop.stop)


def network_lines(found: dict) -> list[str]:
    target = found["frame_ms"]
    return [f"network: a friend's click to the host's answer (ms): median / p95 over "
            f"{found['loopback']['n']} moves",
            f"  loopback               {found['loopback']['median']} / "
            f"{found['loopback']['p95']}  (target: at most {target})",
            f"  {found['added_round_trip_ms']} ms round trip added {found['delayed']['median']} / "
            f"{found['delayed']['p95']}  (target: at most "
            f"{round(target + found['added_round_trip_ms'], 1)})"]
