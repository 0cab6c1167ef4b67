"""Networked games over a real socket (net/host.py, net/guest.py): a whole game of each of the
three games with a friend's seat played from another connection; every message its guest
received is the host's own for that seat, and the same when only what that seat cannot see is
changed (its hidden twin, over the wire); a guest whose connection drops sits again at its
own seat by itself; hostile guests (garbage, a frame too large, a wrong code, another's seat, a
flood) are refused or sent away while the game goes on; a host that leaves tells its guests."""
import copy
import json
import threading
import time

import pytest
from websockets.sync.client import connect

from engine.core import Rng
from net import protocol
from support.network import WAIT, AiGuest, host_loop, hosted

GAMES = [("alibaba", ["friend", "ai:easy"]),
         ("forty_thieves", ["ai:easy", "friend", "ai:easy"]),
         ("bagdad", ["friend", "ai:easy", "ai:easy"])]


def _with(room, session):
    """The room as it would be over another session (a hidden twin's)."""
    other = copy.copy(room)
    other.session = session
    return other


def twin(session, seat: int, rng: Rng):
    """The session over the hidden twin of its game for `seat`."""
    other = copy.copy(session)
    other.match = copy.copy(session.match)
    other.match.state = session.match.game.hidden_twin(session.state, seat, rng)
    return other


@pytest.mark.parametrize("game, kinds", GAMES, ids=[g for g, _ in GAMES])
def test_a_whole_game_over_the_wire_sends_each_guest_only_its_seats_view(game, kinds):
    session, host = hosted(game, kinds, seed=7)
    sent, twins, rng = [], {"checked": 0, "differed": 0}, Rng(11)
    real_state = type(host.room).state

    def state(room, seat, events=(), action=None):
        text = real_state(room, seat, events, action)
        if room is host.room:
            sent.append((seat, text))
            if len(sent) % 7 == 0 and session.to_move() is not None:   # a hidden twin, often
                other = twin(session, seat, rng)
                assert real_state(_with(room, other), seat, events, action) == text
                twins["checked"] += 1
                twins["differed"] += other.state.to_dict() != session.state.to_dict()
        return text
    type(host.room).state = state
    try:
        guests = [AiGuest(game, host.port, host.room.code, f"G{i}", seed=i).start()
                  for i in range(kinds.count("friend"))]
        host_loop(session, host, threading.Event()).join(WAIT * 6)
        assert session.state.is_over()
    finally:
        type(host.room).state = real_state
        host.close()
    for guest in guests:
        guest.thread.join(WAIT)
    assert twins["checked"] > 3 and twins["differed"] > 0
    for guest in guests:
        seat = guest.link.seat
        states = [m for m in guest.received if m["type"] == "state"]
        mine = [json.loads(text) for s, text in sent if s == seat]
        assert states == mine and len(states) > 10      # what the host said, all of it, in order
        assert {"type": "bye", "v": 1, "reason": "the host has left the game"} in guest.received
        assert guest.received[-1] == {"type": "ended"}


def test_a_guest_whose_connection_drops_sits_again_at_its_own_seat_and_the_game_ends():
    session, host = hosted("forty_thieves", ["friend", "ai:easy", "friend"], seed=3)
    guests = [AiGuest("forty_thieves", host.port, host.room.code, f"G{i}", seed=i).start()
              for i in range(2)]
    stop = threading.Event()
    loop = host_loop(session, host, stop)
    try:
        _until(lambda: len(session.match.log) > 40)
        seat = guests[0].link.seat
        guests[0].link.drop()
        _until(lambda: seat in host.away() or any(m["type"] == "away"
                                                  for m in guests[0].received))
        loop.join(WAIT * 3)
        assert session.state.is_over() and host.away() == []
        welcomes = [m for m in guests[0].received if m["type"] == "welcome"]
        assert [w["seat"] for w in welcomes] == [seat, seat]
    finally:
        stop.set()
        host.close()


@pytest.mark.parametrize("send, reason", [
    (lambda ws, code: ws.send("garbage"), "a message is a JSON object"),
    (lambda ws, code: ws.send(protocol.encode("hello", code="ZZZZ", name="x", seat=None,
                                              ticket=None)), "wrong room code"),
    (lambda ws, code: ws.send(protocol.encode("hello", code=code, name="x", seat=1,
                                              ticket="guess")), "that seat is not yours"),
    (lambda ws, code: ws.send(protocol.encode("play", turn=0, action={"kind": "take"})),
     "say hello with the room code first"),
])
def test_a_hostile_guest_is_refused_with_a_reason_and_the_game_goes_on(send, reason):
    session, host = hosted("alibaba", ["friend", "ai:easy"], seed=5)
    try:
        with connect(f"ws://127.0.0.1:{host.port}", close_timeout=1) as hostile:
            send(hostile, host.room.code)
            assert json.loads(hostile.recv(WAIT)) == {"type": "refused", "v": 1,
                                                      "reason": reason}
        _plays_to_the_end(session, host)
    finally:
        host.close()


def test_a_frame_too_large_closes_that_connection_only_and_a_flood_is_sent_away():
    session, host = hosted("alibaba", ["friend", "ai:easy"], seed=5, rate=(10.0, 20))
    try:
        with connect(f"ws://127.0.0.1:{host.port}", max_size=None, close_timeout=1) as big:
            big.send("x" * (protocol.MAX_BYTES + 10))
            with pytest.raises(Exception):
                big.recv(WAIT)
            assert big.close_code == 1009           # message too big
        with connect(f"ws://127.0.0.1:{host.port}", close_timeout=1) as flood:
            flood.send(protocol.encode("hello", code=host.room.code, name="Flood", seat=None,
                                       ticket=None))
            assert [json.loads(flood.recv(WAIT))["type"] for _ in "ab"] == ["welcome", "state"]
            for _ in range(200):
                try:
                    flood.send(protocol.encode("ping"))
                except Exception:
                    break
            heard = []
            try:
                while True:
                    heard.append(json.loads(flood.recv(WAIT)))
            except Exception:
                pass
        assert heard[0]["reason"] == "too many messages: slow down"
        assert heard[-1] == {"type": "bye", "v": 1,
                             "reason": "sent away: too many messages: slow down"}
        with host.lock:
            host.room.rate = (10_000.0, 10_000)
        _plays_to_the_end(session, host)
    finally:
        host.close()


def _plays_to_the_end(session, host) -> None:
    guest = AiGuest(session.match.name, host.port, host.room.code, "Fair").start()
    host_loop(session, host, threading.Event()).join(WAIT * 3)
    assert session.state.is_over() and guest.link.seat == 0


def _until(done) -> None:
    for _ in range(int(WAIT * 100)):
        if done():
            return
        time.sleep(0.01)
    raise AssertionError("never came")
