"""Stopping a decision that is no longer wanted (the app quits, the table closes): a flag that
the decision's long loops look at, rather than an exception thrown into its thread.

`engine.ai.choose(..., cancel=flag)` makes `flag` the current decision's (a context variable,
so each thread's decision sees only its own, and a policy keeps the plain
`policy(view, actions, rng)` signature); a search calls `check()` once per playout, which
raises Cancelled once the flag is set. The decision then ends at its next check, having
changed nothing: a policy works on its own samples of a view, never on the game.
Any object with `is_set()` will do as the flag (a `threading.Event` too); `Cancel` is the
engine's own, a plain attribute, so that no game rule needs threading.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterator, Protocol


class Flag(Protocol):
    def is_set(self) -> bool: ...


class Cancel:
    """Set once, from any thread, by whoever no longer wants the decision."""

    def __init__(self) -> None:
        self._set = False

    def set(self) -> None:
        self._set = True

    def is_set(self) -> bool:
        return self._set


class Cancelled(Exception):
    """Raised by `check` in a decision whose flag is set: nobody wants its answer."""


_current: ContextVar[Flag | None] = ContextVar("engine_ai_cancel", default=None)


@contextmanager
def watching(flag: Flag | None) -> Iterator[None]:
    """Make `flag` the current decision's while the block runs (None: nothing cancels it)."""
    token = _current.set(flag)
    try:
        yield
    finally:
        _current.reset(token)


def check() -> None:
    """Raise Cancelled if the current decision is no longer wanted; cheap enough for every
    playout of a search."""
    flag = _current.get()
    if flag is not None and flag.is_set():
        raise Cancelled
