"""Reading a save file from a folder anyone can fill: bounded in bytes, junk refused early.

Every read of a save goes through here. A file is refused before it is parsed whole unless
its first PEEK bytes hold a valid header (format.peek), so a folder of files that merely begin
like a save costs a small read each, never a parse of megabytes.
"""
from __future__ import annotations

from pathlib import Path

from engine.words.language import tr
from saves import background
from saves import format as fmt
from saves.files import FileRefused, read_bounded

SaveError = fmt.SaveError
MAX_BYTES = 4 * 1024 * 1024   # a random six-player game of 8,000 moves saves 330 kB
PEEK = fmt.PEEK


def _read(path: Path, keep: int | None = None) -> bytes:
    """The file's bytes (the first `keep` of them), any failure as one SaveError line."""
    try:
        return read_bounded(path, MAX_BYTES, keep)
    except FileNotFoundError:
        raise SaveError(tr("no save file at {path}").format(path=path)) from None
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    except OSError as exc:
        raise SaveError(tr("cannot read {path}: {reason}").format(
            path=path, reason=exc.strerror or exc)) from None


def read_doc(path: Path) -> dict:
    """The whole checked document (not yet replayed)."""
    background.flush()              # never a file older than the game handed to the writer
    data = _read(Path(path))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(tr("not a save file (not UTF-8 text)")) from None
    fmt.peek(data[:PEEK])           # junk is refused before it is parsed
    return fmt.parse(text)


def read_head(path: Path) -> dict:
    """The header alone (format.header's fields), from the file's first PEEK bytes: what a
    listing needs to find the newest game, at the cost of a small read."""
    return fmt.peek(_read(Path(path), PEEK))


def check_text(text: str) -> None:
    """Refuse to write a save that a load would refuse (an id no file may be named by, a
    header past PEEK, a file too large or too deep), before it replaces anything: what the
    app writes, it can read back. The moves are the Match's own, legal as they were played."""
    try:
        data = text.encode("utf-8")
        if len(data) > MAX_BYTES:
            raise SaveError(tr("the file would be {n} bytes, more than a save may hold").format(
                n=len(data)))
        if text.count("{") + text.count("[") > fmt.MAX_CONTAINERS:
            raise SaveError(tr("far more values than any game holds"))
        fmt.peek(data[:PEEK])
    except SaveError as exc:
        raise SaveError(tr("this game cannot be saved: {reason}").format(reason=exc)) from None
