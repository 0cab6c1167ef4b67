"""One game, one window: the window that plays a game holds the game's lock, so that no second
window opens it (each would autosave over the other, and one window's moves would be lost).

The lock is the operating system's (filelock, keyed by the match id): a window that crashes or
is killed lets go of it with its process, so a lock never keeps a game closed. Its files live in
`paths.locks_dir()`, beside the saves and never among them. Only a lock held by another window
refuses a game; one that cannot be taken at all (a read-only data folder) lets it be played.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.words.language import N_, tr
from saves import paths
from saves.format import SaveError

if TYPE_CHECKING:
    import filelock

OPEN_ELSEWHERE = N_("this game is open in another window")


class GameOpenElsewhere(SaveError):
    """Another window holds the game's lock."""


class GameLock:
    """The lock of the game `match_id`, held until `release` (nothing held when it could not
    be taken for another reason than another window)."""

    def __init__(self, match_id: str, held: filelock.FileLock | None = None) -> None:
        self.match_id = match_id
        self._held = held

    def release(self) -> None:
        if self._held is not None:
            self._held.release()
            self._held = None


def take(match_id: str) -> GameLock:
    """The lock of the game `match_id`; GameOpenElsewhere when another window holds it. A refused
    attempt changes no file."""
    import filelock     # only once a game opens: its import takes 40 ms the title need not wait

    try:
        folder = paths.locks_dir()
        folder.mkdir(parents=True, exist_ok=True)
        lock = filelock.FileLock(folder / f"{match_id}.lock", timeout=0)
        lock.acquire()
    except filelock.Timeout:        # before OSError, which it is
        raise GameOpenElsewhere(tr(OPEN_ELSEWHERE)) from None
    except OSError:
        return GameLock(match_id)
    return GameLock(match_id, lock)


def open_elsewhere(match_id: str) -> bool:
    """Whether another window plays the game now (its lock is held): a screen that would
    delete or replace the game's save asks first. Looking takes the lock for an instant."""
    try:
        take(match_id).release()
    except GameOpenElsewhere:
        return True
    return False
