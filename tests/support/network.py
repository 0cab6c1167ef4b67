"""Networked games for tests: a host serving a session on a free loopback port, played on by a
loop that moves the AI seats and waits for the guests' moves, and guests that answer every
turn of theirs with a random legal move, keeping every message they received."""
from __future__ import annotations

import queue
import threading
import time

from engine import ai, catalog
from engine.core import Rng, action_from_dict
from engine.match import Match, Seat
from engine.session import Session
from net.guest import GuestLink
from net.host import Host, play_hosted
from net.room import Room

WAIT = 20.0             # seconds a test waits for the network at most


def hosted(game: str, kinds, seed: int = 1, rate=(10_000.0, 10_000)) -> tuple[Session, Host]:
    """A session of `kinds` ("friend" or "ai:LEVEL") served on a free port of 127.0.0.1; its
    guests may send at `rate` (an AI guest beside instant AIs sends hundreds a second)."""
    seats = [Seat(f"P{i + 1}", "human") if k == "friend" else Seat(f"P{i + 1}", "ai", k[3:])
             for i, k in enumerate(kinds)]
    friends = {i for i, k in enumerate(kinds) if k == "friend"}
    session = Session(Match.new(game, seats, seed), remote=friends)
    host = Host(Room(session, friends, rate=rate), port=0, bind="127.0.0.1")
    host.start()
    return session, host


def host_loop(session: Session, host: Host, stop: threading.Event) -> threading.Thread:
    """The host's game loop in a thread: AI seats move, a guest's seat waits for its move."""
    thread = threading.Thread(target=play_hosted, daemon=True,
                              args=(session, host, stop, lambda: time.sleep(0.001)))
    thread.start()
    return thread


class AiGuest:
    """A guest that plays the easy AI's move, from the view it was sent, whenever its seat is
    to move."""

    def __init__(self, game: str, port: int, code: str, name: str = "Guest", seed: int = 0):
        self.link = GuestLink("127.0.0.1", port, code, name)
        self.game, self.rng, self.received = catalog.get(game), Rng(seed), []
        self.thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> "AiGuest":
        self.link.start()
        self.thread.start()
        return self

    def _run(self) -> None:
        while True:
            try:
                message = self.link.inbox.get(timeout=WAIT)
            except queue.Empty:
                return
            self.received.append(message)
            if message["type"] == "ended":
                return
            if message["type"] == "bye":
                self.link.close()       # it does not wait for a host that left
            if message["type"] == "state" and message["to_move"] == self.link.seat \
                    and message["actions"]:
                actions = [action_from_dict(a) for a in message["actions"]]
                action = ai.choose(self.game, message["view"], actions, "easy", self.rng)
                self.link.play(action, message["turn"])
