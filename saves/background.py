"""Autosaves written off the frame loop, one after another, in the order they were made.

A turn's autosave costs tens of milliseconds (encoding, then fsyncs that keep it crash-safe):
in the frame loop that is a visible hitch every turn. So a table may hand the write to this
writer: the game is encoded at once (what is written is the game as it was at that move), the
file is written on a thread of its own. Nothing is lost or read stale: every read of the saves
folder through `saves.store` and every save made in the foreground first waits for the writes
handed over (`flush`), and so does the app before it ends. A window asleep while nothing moves
is woken after each write (`wake_with`), so that a failure is said at once.
"""
from __future__ import annotations

import queue
import threading
from typing import Callable

_jobs: queue.Queue = queue.Queue()
_failed: list[tuple[str, str]] = []     # (match id, the one-line reason) of writes that failed
_lock = threading.Lock()
_thread: threading.Thread | None = None
_waker: list[Callable[[], object]] = []     # called on the writer thread after each write


def wake_with(waker: Callable[[], object]) -> None:
    """After each write, call `waker` (on the writer's thread): the app's loop wakes."""
    _waker[:] = [waker]


def submit(match_id: str, write: Callable[[], object], error: type[Exception]) -> None:
    """Run `write()` on the writer thread, after every write submitted before it; an `error`
    it raises is kept for `failures(match_id)`."""
    global _thread
    with _lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_work, name="autosave writer", daemon=True)
            _thread.start()
    _jobs.put((match_id, write, error))


def _work() -> None:
    while True:
        match_id, write, error = _jobs.get()
        try:
            write()
        except error as exc:
            with _lock:
                _failed.append((match_id, str(exc)))
        finally:
            _jobs.task_done()
            for waker in list(_waker):
                waker()


def flush() -> None:
    """Wait until every write handed over is on disk (at once on the writer's own thread)."""
    if threading.current_thread() is not _thread:
        _jobs.join()


def failures(match_id: str) -> list[str]:
    """The reasons of the failed writes of this match since last asked (each said once)."""
    with _lock:
        mine = [reason for owner, reason in _failed if owner == match_id]
        _failed[:] = [(owner, reason) for owner, reason in _failed if owner != match_id]
    return mine
