"""Friends find a hosted game on their network (net/discovery.py): an announced game is found with
its host's name, game, port, seats and version, its free seats as they change, and not at all
once withdrawn; the announcement and the browse stay on the loopback interface, never the
user's network. Whatever a record on the network holds (bytes that are not UTF-8, control
characters, a huge name, words for numbers) is read as printable, bounded values or skipped."""
import secrets
import socket
import time

import pytest

from net import protocol
from net.discovery import Announcer, Found, browse, parse

LOOPBACK = ["127.0.0.1"]
GROUP = "224.0.0.251"       # mDNS's multicast group


def multicast_comes_back() -> bool:
    """Whether a multicast datagram sent on loopback reaches this machine (some containers drop
    it): a browse cannot find anything where it does not."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listen, \
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as send:
        listen.bind(("", 0))
        listen.settimeout(1.0)
        listen.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                          socket.inet_aton(GROUP) + socket.inet_aton("127.0.0.1"))
        send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        send.sendto(b"sesame", (GROUP, listen.getsockname()[1]))
        try:
            return listen.recv(16) == b"sesame"
        except OSError:
            return False


def ours(port: int, seconds: float = 0.6) -> list[Found]:
    return [g for g in browse(seconds, interfaces=LOOPBACK) if g.port == port]


def test_an_announced_game_is_found_with_its_seats_until_it_is_withdrawn():
    if not multicast_comes_back():
        pytest.skip("multicast on loopback does not come back in this sandbox: nothing to find")
    name = "Dr. Şehrazat \x1b" + "🌙" * 30       # a dot, a control, four bytes a letter
    port = 40000 + secrets.randbelow(20000)
    announcer = Announcer(name, "alibaba", port, players=3, free=2, address="127.0.0.1",
                          interfaces=LOOPBACK)
    announcer.start()
    try:
        for _ in range(200):        # registering probes the network first
            if announcer.announced:
                break
            time.sleep(0.05)
        assert announcer.announced
        shown = "Dr. Şehrazat \\x1b" + "🌙" * 23
        assert ours(port) == [Found(shown, "alibaba", "127.0.0.1", port, 3, 2, protocol.VERSION)]
        announcer.update(free=0)
        assert [g.free for g in ours(port)] == [0]
    finally:
        announcer.close()
    assert ours(port) == []


GOOD = {b"name": b"Layla", b"game": b"alibaba", b"players": b"3", b"free": b"1", b"v": b"1"}


def test_a_record_is_read_as_a_game_of_any_version():
    assert parse(GOOD, "192.0.2.7", 47210) == Found("Layla", "alibaba", "192.0.2.7", 47210, 3,
                                                    1, protocol.VERSION)
    assert parse({**GOOD, b"v": b"7"}, "192.0.2.7", 47210).version == 7


@pytest.mark.parametrize("key, value", [
    (b"name", b"\xff\xfeLa\xc3"), (b"name", "\x1b[2J\x07Layla\n\u202e".encode()), (b"name", b"L" * 10 ** 5),
    (b"game", b"\x00" * 300), (b"game", "\u202ealibaba".encode()), (b"name", b""),
])
def test_hostile_text_is_read_printable_and_short(key, value):
    game = parse({**GOOD, key: value}, "192.0.2.7", 47210)
    text = getattr(game, key.decode())
    assert text.isprintable() and len(text) <= 40


@pytest.mark.parametrize("key, value", [
    (b"players", b"three"), (b"players", b"-1"), (b"players", b"0"), (b"players", b"99"),
    (b"players", b" 3"), (b"players", b"1_0"), (b"players", "٣".encode()), (b"players", None),
    (b"free", b"4"), (b"free", b"1.0"), (b"v", b"9" * 10 ** 5), (b"v", b"0x1"),
    (b"game", b""), (b"game", None), (b"name", None),
])
def test_a_record_that_is_no_game_is_skipped(key, value):
    assert parse({**GOOD, key: value}, "192.0.2.7", 47210) is None
    assert parse({k: v for k, v in GOOD.items() if k != key}, "192.0.2.7", 47210) is None


@pytest.mark.parametrize("port", [None, "47210", 0, 70000, -1, True, 47210.0])
def test_a_record_with_no_port_is_skipped(port):
    assert parse(GOOD, "192.0.2.7", port) is None
