"""Twenty guests in five games hosted on one machine at once, each game played to its end over
real sockets: every guest received every message its host sent its seat, in order, none lost
(`-m slow`)."""
import json
import threading

import pytest

from net.room import Room
from support.network import WAIT, AiGuest, host_loop, hosted

GAMES = [("alibaba", ["friend"] * 4), ("alibaba", ["friend"] * 4),
         ("forty_thieves", ["friend"] * 4 + ["ai:easy"]),
         ("forty_thieves", ["ai:easy"] + ["friend"] * 4),
         ("bagdad", ["friend", "friend", "ai:easy", "friend", "friend"])]


@pytest.mark.slow
def test_twenty_guests_in_five_games_on_one_host_lose_no_message(monkeypatch):
    sent: dict[int, list] = {}
    state = Room.state

    def recorded(room, seat, events=(), action=None):
        text = state(room, seat, events, action)
        sent.setdefault(id(room), []).append((seat, text))
        return text
    monkeypatch.setattr(Room, "state", recorded)
    games = []
    for number, (game, kinds) in enumerate(GAMES):
        session, host = hosted(game, kinds, seed=number)
        guests = [AiGuest(game, host.port, host.room.code, f"G{number}.{i}", seed=i).start()
                  for i in range(kinds.count("friend"))]
        games.append((session, host, guests))
    assert sum(len(guests) for _, _, guests in games) == 20
    loops = [host_loop(session, host, threading.Event()) for session, host, _ in games]
    for loop in loops:
        loop.join(WAIT * 10)
    for session, host, guests in games:
        assert session.state.is_over()
        host.close()
        for guest in guests:
            guest.thread.join(WAIT)
            mine = [json.loads(text) for seat, text in sent[id(host.room)]
                    if seat == guest.link.seat]
            assert [m for m in guest.received if m["type"] == "state"] == mine
            assert guest.received[-1] == {"type": "ended"}
