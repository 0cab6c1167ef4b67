"""Save slots and autosaves on disk: write, list, load, delete.

Slots live in saves/slots/<label>.json, autosaves in saves/autosave/<match id>.json (one per
game in progress, rewritten after every completed turn). Every write is atomic and keeps the
previous file as .bak; every failure is a SaveError with one clear line.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from engine import catalog
from engine.core import brief
from engine.match import Match, Seat
from saves import format as fmt
from saves.atomic import backup_path, remove_stale_temps, write_atomic
from saves.files import FileRefused, read_bounded
from saves.paths import saves_dir

SaveError = fmt.SaveError
MAX_BYTES = 8 * 1024 * 1024   # a long six-player game saves well under 1 MB
MAX_LISTED = 500              # per folder, newest first: a folder of junk cannot stall the title


def slots_dir() -> Path:
    return saves_dir() / "slots"


def autosave_dir() -> Path:
    return saves_dir() / "autosave"


def slot_filename(label: str) -> str:
    stem = re.sub(r"[^A-Za-z0-9_-]+", "-", label.strip()).strip("-")[:80]
    return (stem or "save") + ".json"


def write(match: Match, path: Path, kind: str, label: str) -> Path:
    text = json.dumps(fmt.encode(match, kind, label), indent=1)
    try:
        write_atomic(path, text)
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


def save_slot(match: Match, label: str, folder: Path | None = None) -> Path:
    label = " ".join(label.split())[: fmt.MAX_LABEL]
    path = (folder or slots_dir()) / slot_filename(label)
    return write(match, path, "slot", label or "save")


def autosave_path(match_id: str) -> Path:
    """Where a match's autosave lives; the id must be a plain id, never part of a path."""
    if not fmt.MATCH_ID.fullmatch(match_id):
        raise SaveError(f"refusing to autosave under the id {brief(match_id)}")
    return autosave_dir() / f"{match_id}.json"


def autosave(match: Match) -> Path:
    return write(match, autosave_path(match.id), "autosave", "autosave")


def read_doc(path: Path) -> dict:
    path = Path(path)
    try:
        data = read_bounded(path, MAX_BYTES)
        text = data.decode("utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    except UnicodeDecodeError:
        raise SaveError("not a save file (not UTF-8 text)") from None
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from None
    return fmt.parse(text)


def load(path: Path) -> Match:
    return fmt.decode(read_doc(path))


def load_or_backup(path: Path) -> tuple[Match, str | None]:
    """The game at `path`, or, when that file is damaged, the one its .bak holds (one move
    earlier), with a line saying so; SaveError (about `path`) when neither loads."""
    try:
        return load(path), None
    except SaveError as exc:
        backup = backup_path(Path(path))
        if not backup.is_file():
            raise
        try:
            match = load(backup)
        except SaveError:
            raise exc from None
        return match, f"The newest save was damaged: {exc}. The one before it was loaded."


@dataclass
class SaveInfo:
    """One line of the Load screen; `error` is set (and the rest defaulted) when unreadable,
    and then `backup` names its .bak when that one can be read."""

    path: Path
    kind: str = "slot"
    label: str = ""
    game: str = ""
    game_title: str = ""
    seats: list[Seat] = field(default_factory=list)
    saved_at: datetime = datetime.fromtimestamp(0, timezone.utc)
    turn: int = 0
    over: bool = False
    error: str | None = None
    backup: Path | None = None


def _head(path: Path) -> dict:
    head = fmt.header(read_doc(path))
    try:
        head["game_title"] = catalog.get(head["game"]).TITLE
    except catalog.UnknownGame as exc:
        raise SaveError(str(exc)) from None
    return head


def _info(path: Path) -> SaveInfo:
    try:
        head = _head(path)
    except SaveError as exc:
        return _broken(path, str(exc))
    return SaveInfo(path, head["kind"], head["label"], head["game"], head["game_title"],
                    head["seats"], head["saved_at"], head["turn"], head["over"])


def _broken(path: Path, error: str) -> SaveInfo:
    try:
        mtime = datetime.fromtimestamp(path.lstat().st_mtime, timezone.utc)
    except (OSError, ValueError, OverflowError):
        mtime = datetime.fromtimestamp(0, timezone.utc)
    kind = "autosave" if path.parent == autosave_dir() else "slot"
    backup = backup_path(path)
    try:
        _head(backup)
    except SaveError:
        backup = None
    return SaveInfo(path, kind, label=path.name[:-len(".json")], saved_at=mtime, error=error,
                    backup=backup)


def _save_files(folder: Path) -> list[Path]:
    """The `*.json` entries of `folder`, at most MAX_LISTED of them, most recently changed first."""
    try:
        entries = [e for e in os.scandir(folder)
                   if e.name.endswith(".json") and not e.name.startswith(".")]
    except OSError:
        return []

    def changed(entry) -> float:
        try:
            return entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            return 0.0

    entries.sort(key=lambda e: (-changed(e), e.name))
    return [Path(e.path) for e in entries[:MAX_LISTED]]


def list_saves() -> list[SaveInfo]:
    """Every slot and autosave, newest first; unreadable files included with their error.

    Temp files that a write killed midway left behind are cleared first.
    """
    for folder in (slots_dir(), autosave_dir()):
        remove_stale_temps(folder)
    infos = [_info(p) for p in _save_files(slots_dir()) + _save_files(autosave_dir())]
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)


def _unfinished_autosaves() -> list[SaveInfo]:
    return [i for i in list_saves() if i.kind == "autosave" and not i.over]


def newest_autosave() -> Path | None:
    """The autosave of the most recently played unfinished game, readable or not."""
    candidates = _unfinished_autosaves()
    return candidates[0].path if candidates else None


def resume_newest() -> tuple[Match, str | None]:
    """The most recently played unfinished game, with a line for the player when it is not the
    newest autosave as it stands (that one was damaged: its .bak, or an older game, was taken).

    SaveError when there is nothing to continue, or nothing that loads (about the newest).
    """
    candidates = _unfinished_autosaves()
    if not candidates:
        raise SaveError("there is no unfinished game to continue")
    first_error = None
    for info in candidates:
        try:
            match, note = load_or_backup(info.path)
        except SaveError as exc:
            first_error = first_error or exc
            continue
        if first_error is not None:
            note = f"The newest autosave is damaged: {first_error}. An earlier game was resumed."
        return match, note
    raise first_error


def delete(path: Path) -> None:
    """Remove a save and its .bak (the player asked for it, after a confirm)."""
    for p in (Path(path), backup_path(Path(path))):
        try:
            p.unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(f"cannot delete {p}: {exc.strerror or exc}") from None
