"""Crash-safe file replacement: at every instant the old or the new file is whole on disk.

Links: a link to a folder is followed, a link at a file's own name is never written through.
The player may point the data folder, `saves` or one of its folders at a synced folder
elsewhere, and the files then land there. But a link standing where a file (a save, its .bak,
the settings) is written may have been planted to make us write elsewhere, so any such link,
even one the player made, is replaced: `os.replace` puts the new file in place of the link
itself, a backup is only made of a regular file and written the same way, and temp files are
always new (mkstemp), so the file a link points at is at most read, never changed.
"""
from __future__ import annotations

import os
import shutil
import stat
import tempfile
import time
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


def write_atomic(path: Path, text: str | bytes, keep_backup: bool = True) -> None:
    """Write `text` (UTF-8, or bytes as they are) to `path` through a temp file in the same
    folder and `os.replace`.

    The previous file, if any, is first copied (itself atomically) to `path` + ".bak", so the
    last good version survives even a save that turns out wrong later.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    tmp = _write_temp(folder, path.name, data)
    try:
        if keep_backup and _is_regular(path):   # never follow an odd file put in our place
            _back_up(path)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    _fsync_dir(folder)


def _back_up(path: Path) -> None:
    """Copy `path` to its .bak atomically; a .bak that cannot be written (a folder squats its
    name) costs the backup, never the save itself."""
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".baktmp", dir=path.parent)
    os.close(fd)
    bak_tmp = Path(name)
    try:
        shutil.copyfile(path, bak_tmp)
        with open(bak_tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(bak_tmp, backup_path(path))
    except IsADirectoryError:
        pass
    finally:
        bak_tmp.unlink(missing_ok=True)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def _is_regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


TEMP_SUFFIXES = (".tmp", ".baktmp")


def remove_stale_temps(folder: Path, older_than_s: float = 600.0) -> list[Path]:
    """Delete the temp files a write killed midway left in `folder` (a write in progress, in
    another window of the app, is younger than `older_than_s` and stays); the removed paths."""
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIXES)):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and \
                    now - entry.stat(follow_symlinks=False).st_mtime >= older_than_s:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue   # gone already, or not ours to remove
    return removed
