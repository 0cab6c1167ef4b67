"""Crash-safe file replacement: at every instant the old or the new file is whole on disk."""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # some platforms cannot open a folder; the replace is still atomic there
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_temp(folder: Path, name: str, data: bytes) -> Path:
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return Path(tmp)


def write_atomic(path: Path, text: str, keep_backup: bool = True) -> None:
    """Write `text` to `path` through a temp file in the same folder and `os.replace`.

    The previous file, if any, is first copied (itself atomically) to `path` + ".bak", so the
    last good version survives even a save that turns out wrong later.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(folder, path.name, text.encode("utf-8"))
    try:
        if keep_backup and path.exists():
            fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".baktmp", dir=folder)
            os.close(fd)
            bak_tmp = Path(name)
            try:
                shutil.copyfile(path, bak_tmp)
                with open(bak_tmp, "rb+") as f:
                    os.fsync(f.fileno())
                os.replace(bak_tmp, backup_path(path))
            finally:
                bak_tmp.unlink(missing_ok=True)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    _fsync_dir(folder)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")
