"""AI decisions worked out off the frame loop, so that the window never freezes while an AI
seat thinks. The worker is handed the session's Decision (engine.session): what the seat may
see, its legal actions, the level and the decision's seed, and makes it as the session would.

A decision nobody wants any more is cancelled, not killed: `AiMove.cancel` (one decision),
`cancel_all` (every one: back to the title) and `stop_all` (every one, joined: the app quits)
set the flag the decision was started with (engine.ai.cancel); a search looks at it once per
playout and ends with Cancelled, and its thread returns. The app quitting must not wait for an
answer nobody will use, nor share the interpreter with the last autosave and the shutdown (an
Ali Baba hard decision takes a quarter second). A policy that never looks at the flag (the
quick one-ply levels) simply finishes; its thread, a daemon, never holds the app open.
"""
from __future__ import annotations

import threading
import time
from engine.ai.cancel import Cancel, Cancelled
from engine.core import Action
from engine.session import Decision
from scenes.kit import idle

_live: set["AiMove"] = set()
_live_lock = threading.Lock()


class AiMove:
    """One decision in progress. Poll `ready`; then read `action` (or `error`, one line).

    With `threaded=False` the decision is made at once, on the caller's thread (tests).
    A cancelled decision never becomes ready: its answer, if any, is not to be played.
    """

    def __init__(self, decision: Decision, threaded: bool = True) -> None:
        self.action: Action | None = None
        self.error: str | None = None
        self._done = threading.Event()
        self._cancel = Cancel()
        self.decision = decision
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
        finally:
            with _live_lock:
                _live.discard(self)
            idle.wake()         # the table plays the answer at once, asleep or not

    def _think(self) -> None:
        actions, level = self.decision.actions, self.decision.level
        try:
            self.action = self.decision.make(self._cancel)
            if self.action not in actions:
                self.error = f"the {level} AI chose {self.action!r}, which is not legal"
        except Cancelled:
            pass
        except Exception as exc:  # an AI bug must not take the table down with it
            self.error = f"the {level} AI failed: {type(exc).__name__}: {exc}"
        if self._cancel.is_set():   # stopped at a check, or finished without looking: unwanted
            self.action, self.error = None, "stopped: nobody wants this decision any more"
            return
        if self.error:
            self.action = actions[0]
        self._done.set()

    def cancel(self) -> None:
        """Nobody wants this decision any more: it ends at its next check and never becomes
        ready. A decision already made is left as it is."""
        if not self.ready:
            self._cancel.set()

    @property
    def ready(self) -> bool:
        return self._done.is_set()


def cancel_all() -> list[AiMove]:
    """Cancel every threaded decision still being worked out (the table they were for is
    gone), without waiting for them to end; returns them."""
    with _live_lock:
        moves = [move for move in _live if not move.ready]
    for move in moves:
        move.cancel()
    return moves


def stop_all(timeout: float = 0.2) -> list[AiMove]:
    """Cancel every threaded decision still being worked out and join their threads, all
    within `timeout` seconds (a policy that never checks its flag is not waited for beyond
    that: its daemon thread ends with the process). For the app's end; returns the moves
    that were cancelled."""
    moves = cancel_all()
    deadline = time.monotonic() + timeout
    for move in moves:
        move.thread.join(max(0.0, deadline - time.monotonic()))
    return moves
