"""Save slots and autosaves on disk: write, list, load, delete.

Slots live in saves/slots/<label>.json, autosaves in saves/autosave/<match id>.json (one per
game in progress, rewritten after every completed turn). Every write is atomic and keeps the
previous file as .bak; every failure is a SaveError with one clear line.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from engine import catalog
from engine.match import Match, Seat
from saves import format as fmt
from saves.atomic import backup_path, write_atomic
from saves.paths import saves_dir

SaveError = fmt.SaveError
MAX_BYTES = 64 * 1024 * 1024   # far above any real save; refuses to read a runaway file


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
    path = (folder or slots_dir()) / slot_filename(label)
    return write(match, path, "slot", label.strip() or "save")


def autosave(match: Match) -> Path:
    return write(match, autosave_dir() / f"{match.id}.json", "autosave", "autosave")


def read_doc(path: Path) -> dict:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(f"{path.name} is too large to be a save file")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except UnicodeDecodeError:
        raise SaveError("not a save file (not UTF-8 text)") from None
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from None
    return fmt.parse(text)


def load(path: Path) -> Match:
    return fmt.decode(read_doc(path))


@dataclass
class SaveInfo:
    """One line of the Load screen; `error` is set (and the rest defaulted) when unreadable."""

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


def _info(path: Path) -> SaveInfo:
    try:
        head = fmt.header(read_doc(path))
        saved_at = datetime.fromisoformat(head["saved_at"])
    except SaveError as exc:
        return _broken(path, str(exc))
    except ValueError:
        return _broken(path, "damaged save: the date is malformed")
    try:
        title = catalog.get(head["game"]).TITLE
    except catalog.UnknownGame as exc:
        return _broken(path, str(exc))
    return SaveInfo(path, head["kind"], head["label"], head["game"], title, head["seats"],
                    saved_at, head["turn"], head["over"])


def _broken(path: Path, error: str) -> SaveInfo:
    try:
        mtime = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc)
    except OSError:
        mtime = datetime.fromtimestamp(0, timezone.utc)
    kind = "autosave" if path.parent == autosave_dir() else "slot"
    return SaveInfo(path, kind, label=path.stem, saved_at=mtime, error=error)


def list_saves() -> list[SaveInfo]:
    """Every slot and autosave, newest first; unreadable files included with their error."""
    paths = sorted(slots_dir().glob("*.json")) + sorted(autosave_dir().glob("*.json"))
    infos = [_info(p) for p in paths]
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)


def newest_autosave() -> Path | None:
    """The autosave of the most recently played unfinished game, readable or not."""
    candidates = [i for i in list_saves() if i.kind == "autosave" and not i.over]
    return candidates[0].path if candidates else None


def delete(path: Path) -> None:
    """Remove a save and its .bak (the player asked for it, after a confirm)."""
    for p in (Path(path), backup_path(Path(path))):
        try:
            p.unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(f"cannot delete {p}: {exc.strerror or exc}") from None
