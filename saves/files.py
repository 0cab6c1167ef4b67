"""Reading files a user can put in a folder: regular files only, never more than a bound.

A named pipe would block an ordinary open() forever and a link to /dev/zero would read without
end; opening without blocking, checking the opened file's type and reading at most `limit` + 1
bytes keeps both (and a runaway file) from ever stopping the app.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from engine.words.language import tr
from saves.names import printable


class FileRefused(OSError):
    """The path is not a regular file, or is larger than the caller accepts."""


def _name(path: Path) -> str:
    """The file's name for a message, printable (a folder's junk may be named anything)."""
    return printable(Path(path).name)


def read_bounded(path: Path, limit: int, keep: int | None = None) -> bytes:
    """The bytes of the regular file at `path` (only its first `keep` bytes, if given);
    FileRefused if it is anything else or larger than `limit`.

    Other OSErrors (missing, no permission) propagate as they are, for the caller to word.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(tr("{name} is not a regular file").format(name=_name(path)))
        if info.st_size > limit:
            raise FileRefused(tr("{name} is too large").format(name=_name(path)))
        chunks, left = [], limit + 1 if keep is None else min(keep, limit + 1)
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:   # it grew while we read it
        raise FileRefused(tr("{name} is too large").format(name=_name(path)))
    return data
