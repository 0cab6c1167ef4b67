"""The saves a folder holds, as the Load screen and `continue` list them: bounded in time.

A data folder may hold anything after years: junk copied in, thousands of saves. A listing
puts the files named as the app names its saves first (then the rest), newest first by their
date on disk, reads each through saves.reading (a junk file costs a small read) and stops
reading after `seconds`: what it had no time for is counted in `left_out` and read by the next
listing, which remembers every line whose file is unchanged. So a screen's first frame and
`continue` stay quick whatever the folder holds, and the list fills in after.
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from engine import catalog
from engine.match import Seat
from engine.words.language import tr
from saves import background
from saves import format as fmt
from saves.atomic import backup_path, remove_stale_temps
from saves.paths import autosave_dir, slots_dir
from saves.reading import MAX_BYTES, read_doc, read_head

SaveError = fmt.SaveError
LIST_SECONDS = 0.3     # CPU seconds one listing reads for at most (the machine's load is not
                       # ours to count); the next listing goes on
LIST_BUDGET = 32 * 1024 * 1024   # bytes one listing reads afresh; the rest waits for the next
AUTOSAVE_NAME = re.compile(r"[0-9a-z]{1,32}\.json")
SLOT_NAME = re.compile(r"[\w-]{1,84}\.json")      # store.slot_filename's names


@dataclass
class SaveInfo:
    """One line of the Load screen; `error` is set (and the rest defaulted) when unreadable,
    and then `backup` names its .bak when that one can be read."""

    path: Path
    kind: str = "slot"
    label: str = ""
    game: str = ""
    game_title: str = ""
    variant: str | None = None
    seats: list[Seat] = field(default_factory=list)
    saved_at: datetime = datetime.fromtimestamp(0, timezone.utc)
    turn: int = 0
    over: bool = False
    match_id: str = ""
    error: str | None = None
    round: int | None = None      # for a game that counts rounds (its table says "Round 3")
    take_backs: int = 0           # moves taken back in the game (Match.take_backs)
    origin: str = ""              # the replay it was played on from (Match.origin)
    winners: list[str] = field(default_factory=list)   # a finished game's, by name
    backup: Path | None = None


@dataclass
class Listing:
    infos: list[SaveInfo]
    left_out: int = 0      # files not read this time (out of time or of the read budget)


def kind_of(path: Path) -> str:
    """Autosave or slot by the folder a file is in, never by what the file says."""
    return "autosave" if path.parent == autosave_dir() else "slot"


def head(path: Path, whole: bool = True) -> dict:
    """A save's header with its game's title; `whole`: the file is parsed and checked in full,
    else only its start is read (format.peek)."""
    found = fmt.header(read_doc(path)) if whole else read_head(path)
    try:
        found["game_title"] = catalog.get(found["game"]).TITLE
    except catalog.UnknownGame as exc:
        raise SaveError(str(exc)) from None
    return found


def _info(path: Path, whole: bool) -> SaveInfo:
    try:
        found = head(path, whole)
    except SaveError as exc:
        return _broken(path, str(exc))
    return SaveInfo(path, kind_of(path), found["label"], found["game"], found["game_title"],
                    found["variant"], found["seats"], found["saved_at"], found["turn"],
                    found["over"], found["match_id"], round=found["round"],
                    take_backs=found["take_backs"], origin=found["origin"],
                    winners=found["winners"])


def _broken(path: Path, error: str) -> SaveInfo:
    try:
        mtime = datetime.fromtimestamp(path.lstat().st_mtime, timezone.utc)
    except (OSError, ValueError, OverflowError):
        mtime = datetime.fromtimestamp(0, timezone.utc)
    kind = kind_of(path)
    backup = backup_path(path)
    try:
        read_head(backup)
    except SaveError:
        backup = None
    label = tr("Damaged autosave") if kind == "autosave" else path.name[:-len(".json")]
    return SaveInfo(path, kind, label=label, saved_at=mtime, error=error, backup=backup)


def save_files(folder: Path) -> list[tuple[str, os.stat_result]]:
    """The paths of the `*.json` entries of `folder` with their lstat: those named as the app
    names its saves first, then the rest, each group most recently changed first. Plain
    strings: a folder of 20,000 files is listed at every refresh."""
    background.flush()
    named = (AUTOSAVE_NAME if folder == autosave_dir() else SLOT_NAME).fullmatch
    found = []
    try:
        for entry in os.scandir(folder):
            if entry.name.endswith(".json") and not entry.name.startswith("."):
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                found.append((named(entry.name) is None, -info.st_mtime, entry.name,
                              entry.path, info))
    except OSError:
        return []
    found.sort(key=lambda f: f[:3])
    return [(f[3], f[4]) for f in found]


def _stamp(path: str, info: os.stat_result, line: SaveInfo | None = None) -> tuple:
    """What must stay the same for a file's line to stay true: the file, and for a line of an
    unreadable file (which offers its .bak) the .bak too."""
    if line is not None and line.error is None:
        return info.st_mtime_ns, info.st_size, info.st_ino, info.st_dev
    try:
        bak = os.lstat(path + ".bak")
        bak_stamp = (bak.st_mtime_ns, bak.st_size, bak.st_ino)
    except OSError:
        bak_stamp = None
    return info.st_mtime_ns, info.st_size, info.st_ino, info.st_dev, bak_stamp


# (path, whole) -> (stamp, its line), between listings
_lines: dict[tuple[str, bool], tuple[tuple, SaveInfo]] = {}


def forget(path: Path | None = None) -> None:
    """A file that was deleted: its lines go (every line, without a path: the bench's fresh
    start)."""
    if path is None:
        _lines.clear()
    for whole in (True, False):
        _lines.pop((str(path), whole), None)


_scans: dict[Path, list] = {}   # folder -> its last scan, for a listing that goes on


def listing(folders: tuple[Path, ...] | None = None, seconds: float | None = None,
            whole: bool = True, rescan: bool = True) -> Listing:
    """The saves in `folders` (default: slots and autosaves), newest first, unreadable files
    included with their error, as far as `seconds` (default LIST_SECONDS) of reading and
    LIST_BUDGET bytes allow (see the module's docstring), and one file at least, so that
    listing after listing reaches every file. `whole`: each file is parsed and checked in full,
    else only its header is read. `rescan=False` goes on from the folders as the last listing
    found them (a screen filling in a crowded folder, which a scan of takes 0.2 s).

    Temp files that a write killed midway left behind are cleared first.
    """
    deadline = time.process_time() + (LIST_SECONDS if seconds is None else seconds)
    infos, left_out, budget, read = [], 0, LIST_BUDGET, 0
    for folder in folders or (slots_dir(), autosave_dir()):
        if rescan or folder not in _scans:
            remove_stale_temps(folder)
            _scans[folder] = save_files(folder)
        for path, info in _scans[folder]:
            known = _lines.get((path, whole))
            if known is not None and known[0] == _stamp(path, info, known[1]):
                infos.append(known[1])
                continue
            cost = min(info.st_size, MAX_BYTES + 1 if whole else fmt.PEEK)   # what is read
            if read and (cost > budget or time.process_time() > deadline):
                left_out += 1
                continue
            budget, read = budget - cost, read + 1
            line = _info(Path(path), whole)
            _lines[(path, whole)] = (_stamp(path, info, line), line)
            infos.append(line)
    return Listing(sorted(infos, key=lambda i: i.saved_at, reverse=True), left_out)
