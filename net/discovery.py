"""Friends on the same network find a hosted game without typing an address: the host announces
it by multicast DNS service discovery (zeroconf, as printers and speakers are found) and a
guest's Join screen browses for it. Announced are the host player's name, the game, its seats
and the protocol's version; never the room code, which is told person to person.

What a browse reads comes from anyone on the network: every record is decoded here into
printable, bounded values, or skipped."""
from __future__ import annotations

import asyncio
import contextlib
import queue
import secrets
import socket
import time
from concurrent.futures import Future
from dataclasses import dataclass

from zeroconf import (BadTypeInNameException, DNSQuestionType, InterfaceChoice, IPVersion,
                      ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf)

from net import protocol
from net.host import reachable_address
from saves.names import printable

SERVICE = "_sesame-tabletop._tcp.local."
MOST_SEATS = 16         # protocol.SEAT counts seats 0 to 15
MOST_FOUND = 64         # a flood of records lists no more than a Join screen can show
TEXT_LENGTH = 40
# A browse asks from a port of its own (zeroconf's unicast mode) for answers sent back to it:
# an answer to port 5353 may go to another responder there (a host on the same machine), and a
# question asked by multicast again within a second is dropped as a duplicate, so a browse soon
# after another would find nothing.
ASK = DNSQuestionType.QU


@dataclass(frozen=True)
class Found:
    """A game hosted on the network, as a guest's Join screen lists it; `name` is the host
    player's, `version` the host's protocol (another than ours: "another version")."""
    name: str
    game: str
    address: str
    port: int
    players: int
    free: int
    version: int


class Announcer:
    """Announces a hosted game until `close`. Registering probes the network for over a second
    and an update is sent three times, so each is done on zeroconf's own thread, one after the
    other: the game loop never waits on them. An announcement that fails leaves the game as
    joinable by its address; `announced` says whether friends can find it now."""

    def __init__(self, name: str, game: str, port: int, players: int, free: int,
                 address: str | None = None, interfaces=InterfaceChoice.All) -> None:
        self.name, self.game, self.port = printable(name)[:TEXT_LENGTH], game, port
        self.players, self.free = players, free
        self.address = address or reachable_address()
        self.interfaces = interfaces
        self.announced = False
        tag = secrets.token_hex(2)
        shown = printable(name).replace(".", " ").encode()[:40].decode(errors="ignore").strip()
        self._service = f"{shown or 'Sesame'} {tag}.{SERVICE}"    # a DNS label: 63 bytes
        self._server = f"sesame-tabletop-{tag}.local."
        self._zc: Zeroconf | None = None
        self._pending: Future | None = None

    def start(self) -> None:
        """Begin announcing (in the background); OSError where there is no network to do it."""
        self._zc = Zeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
        self._then(self._register)

    def update(self, free: int) -> None:
        """Tell the network how many seats are free now (a guest sat down or left)."""
        self.free = free
        if self._zc is not None:
            self._then(self._update)

    def close(self) -> None:
        """Withdraw the game (goodbye records, a quarter of a second) and stop zeroconf."""
        if self._zc is None:
            return
        if self._pending is not None:
            self._pending.cancel()
        self._zc.close()
        self._zc, self._pending, self.announced = None, None, False

    def _info(self) -> ServiceInfo:
        return ServiceInfo(SERVICE, self._service, port=self.port, server=self._server,
                           addresses=[socket.inet_aton(self.address)],
                           properties={"name": self.name, "game": self.game,
                                       "players": str(self.players), "free": str(self.free),
                                       "v": str(protocol.VERSION)})

    async def _register(self) -> None:
        info = self._info()
        await (await self._zc.async_register_service(info, allow_name_change=True))
        self._service = info.name       # another game's name taken: with "-2" after it
        self.announced = True

    async def _update(self) -> None:
        if self.announced:          # else there is nothing to update (the step before failed)
            await (await self._zc.async_update_service(self._info()))

    def _then(self, step) -> None:
        """Run `step` on zeroconf's thread once the steps before it are done."""
        before = self._pending

        async def run() -> None:
            if before is not None:
                with contextlib.suppress(Exception):    # it failed: this step is tried still
                    await asyncio.wrap_future(before)
            await step()
        self._pending = asyncio.run_coroutine_threadsafe(run(), self._zc.loop)


def browse(seconds: float = 1.5, interfaces=InterfaceChoice.All) -> list[Found]:
    """The games hosted on this network, by name: listens `seconds` and returns then, whatever
    answered (none where this machine has no network)."""
    deadline = time.monotonic() + seconds
    try:
        zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only, unicast=True)
    except OSError:
        return []
    heard: queue.Queue = queue.Queue()

    def changed(zeroconf, service_type, name, state_change) -> None:
        heard.put((name, state_change))

    found: dict[str, Found] = {}
    try:
        with ServiceBrowser(zc, SERVICE, handlers=[changed], question_type=ASK):
            while (left := deadline - time.monotonic()) > 0:
                try:
                    name, change = heard.get(timeout=left)
                except queue.Empty:
                    break
                game = None
                if change is not ServiceStateChange.Removed and (
                        name in found or len(found) < MOST_FOUND):
                    game = _resolve(zc, name, deadline)
                if game is None:
                    found.pop(name, None)
                else:
                    found[name] = game
    finally:
        zc.close()
    return sorted(found.values(), key=lambda g: (g.name.casefold(), g.address, g.port))


def _resolve(zc: Zeroconf, name: str, deadline: float) -> Found | None:
    """The game a service name stands for, asked for until `deadline` at most."""
    try:
        info = ServiceInfo(SERVICE, name)
    except BadTypeInNameException:      # a name zeroconf itself cannot read
        return None
    if not info.request(zc, max(1.0, (deadline - time.monotonic()) * 1000), ASK):
        return None
    addresses = info.parsed_addresses(IPVersion.V4Only)
    return parse(info.properties, addresses[0], info.port) if addresses else None


def parse(properties: dict, address: str, port) -> Found | None:
    """A record read as a game, or None where it is not one: texts decoded whatever their bytes
    and made printable and short, numbers only of digits and within their bounds."""
    name, game = _text(properties, b"name"), _text(properties, b"game")
    players = _whole(properties, b"players", 1, MOST_SEATS)
    free = _whole(properties, b"free", 0, players or 0)
    version = _whole(properties, b"v", 0, 2 ** 31)
    if None in (name, game, players, free, version) or not game \
            or not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536:
        return None
    return Found(name, game, address, port, players, free, version)


def _text(properties: dict, key: bytes) -> str | None:
    value = properties.get(key)
    if not isinstance(value, bytes):
        return None
    return printable(value[:4 * TEXT_LENGTH].decode("utf-8", errors="replace"))[:TEXT_LENGTH]


def _whole(properties: dict, key: bytes, least: int, most: int) -> int | None:
    value = properties.get(key)
    if isinstance(value, bytes) and value.isdigit() and len(value) <= 10 \
            and least <= int(value) <= most:
        return int(value)
    return None
