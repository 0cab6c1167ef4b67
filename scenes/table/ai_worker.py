"""AI decisions worked out off the frame loop, so that the window never freezes while an AI
seat thinks. The worker gets only what the seat may see: its view and its legal actions.

When the app quits, `stop_all` ends the decisions still being worked out: their answers are
wanted by nobody, and a thread busy with one would share the interpreter with the last
autosave and the shutdown, slowing both (an Ali Baba hard decision takes a quarter second).
"""
from __future__ import annotations

import ctypes
import threading
import time
from types import ModuleType

from engine import ai
from engine.core import Action, Rng


class Stopped(SystemExit):
    """Raised inside a worker that `stop_all` ends; a SystemExit, so that a thread it reaches
    anywhere (even after its decision) ends without a word."""


_live: set["AiMove"] = set()
_live_lock = threading.Lock()


class AiMove:
    """One decision in progress. Poll `ready`; then read `action` (or `error`, one line).

    With `threaded=False` the decision is made at once, on the caller's thread (tests).
    """

    def __init__(self, game: ModuleType, view: dict, actions: list[Action], level: str,
                 rng: Rng, threaded: bool = True) -> None:
        self.action: Action | None = None
        self.error: str | None = None
        self._done = threading.Event()
        self.view = view
        self._args = (game, view, actions, level, rng)
        self.thread: threading.Thread | None = None
        if threaded:
            self.thread = threading.Thread(target=self._work, name="ai-move", daemon=True)
            with _live_lock:
                _live.add(self)
            self.thread.start()
        else:
            self._think()

    def _work(self) -> None:
        try:
            self._think()
        except Stopped:
            self.error = "stopped: the app is closing"
        finally:
            with _live_lock:
                _live.discard(self)

    def _think(self) -> None:
        game, view, actions, level, rng = self._args
        try:
            self.action = ai.choose(game, view, actions, level, rng)
            if self.action not in actions:
                self.error = f"the {level} AI chose {self.action!r}, which is not legal"
        except Exception as exc:  # an AI bug must not take the table down with it
            self.error = f"the {level} AI failed: {type(exc).__name__}: {exc}"
        if self.error:
            self.action = actions[0]
        self._done.set()

    @property
    def ready(self) -> bool:
        return self._done.is_set()


def working() -> list[AiMove]:
    """The threaded decisions still being worked out."""
    with _live_lock:
        return [move for move in _live if not move.ready]


def stop_all(timeout: float = 0.2) -> list[AiMove]:
    """End every decision still being worked out, without waiting for its answer: each of
    their threads is interrupted where it stands (at its next step of Python) and joined, all
    within `timeout` seconds. Only for the app's end: an answer cut short is never used.
    Returns the moves that were stopped."""
    with _live_lock:
        moves = [move for move in _live if not move.ready]
        for move in moves:
            _interrupt(move.thread)
    deadline = time.monotonic() + timeout
    for move in moves:
        move.thread.join(max(0.0, deadline - time.monotonic()))
    return moves


def _interrupt(thread: threading.Thread | None) -> None:
    """Raise Stopped in `thread` at its next step; an interpreter without CPython's API (the
    thread, a daemon, then simply ends with the process) is left to that."""
    if thread is None or thread.ident is None or not thread.is_alive():
        return
    try:
        raise_in = ctypes.pythonapi.PyThreadState_SetAsyncExc
    except AttributeError:
        return
    raise_in(ctypes.c_ulong(thread.ident), ctypes.py_object(Stopped))
