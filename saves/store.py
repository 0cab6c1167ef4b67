"""Save slots and autosaves on disk: write, list, load, delete, and keep the autosaves few.

Slots live in saves/slots/<label>.json, autosaves in saves/autosave/<match id>.json (one per
game in progress, rewritten after every completed turn). Every write is atomic and keeps the
previous file as .bak; every failure is a SaveError with one clear line.

What is kept (`tidy`, RETENTION says it to the player): a slot, which the player named, stays
until the player deletes it, and so does an unreadable file of either kind (its .bak may still
be loaded); the autosave of a game in progress stays, unless no seat has had a second turn yet
and a newer autosave has been written since; of finished games' autosaves, kept for watching
again, the KEEP_FINISHED newest stay.
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
from engine.match import Match, Seat, new_id
from saves import background
from saves import format as fmt
from saves.atomic import backup_path, remove_stale_temps, write_atomic
from saves.files import FileRefused, read_bounded
from saves.paths import saves_dir

SaveError = fmt.SaveError
MAX_BYTES = 4 * 1024 * 1024   # a random six-player game of 8,000 moves saves 330 kB
MAX_LISTED = 2000             # per folder, newest first
PEEK = 64 * 1024              # the format's name stands near the top of any save
LIST_BUDGET = 32 * 1024 * 1024   # bytes one listing reads afresh; the rest waits for the next
KEEP_FINISHED = 10            # finished games' autosaves kept, newest first
RETENTION = (f"Kept: your named saves until you delete them, every game in progress (one left "
             f"before anyone's second turn goes once a newer game is saved) and the "
             f"{KEEP_FINISHED} latest finished games.")


def slots_dir() -> Path:
    return saves_dir() / "slots"


def autosave_dir() -> Path:
    return saves_dir() / "autosave"


def slot_filename(label: str, number: int = 1) -> str:
    """A file name for a slot label: letters of any script, digits, - and _ (never a path)."""
    stem = re.sub(r"[^\w-]+", "-", label.strip()).strip("-_")[:80] or "save"
    return f"{stem}.json" if number == 1 else f"{stem}-{number}.json"


def _slot_path(folder: Path, label: str, match: Match) -> Path:
    """The slot's file: the one this game already saved under this label, else a free name;
    a save never replaces another game's, or another name's, slot, nor one holding a move the
    game lacks (a slot played on as its game, see `load_to_play`, may have left that line)."""
    for number in range(1, 1000):
        path = folder / slot_filename(label, number)
        if not path.exists() and not path.is_symlink():
            return path
        try:
            doc = read_doc(path)
        except SaveError:
            continue
        if doc.get("label") == label and doc.get("match_id") == match.id \
                and _holds_all(match, doc):
            return path
    raise SaveError(f"too many saves named {brief(label)}")


def write(match: Match, path: Path, kind: str, label: str) -> Path:
    background.flush()              # a save made now lands after the ones handed over before
    return _write_text(path, _json(fmt.encode(match, kind, label)))


def _json(doc: dict) -> str:
    """A save's text: compact, which json writes five times faster than indented (3.1 ->
    0.6 ms for a Bagdad game of 550 moves, paid in the frame of every autosave)."""
    return json.dumps(doc, separators=(",", ":"))


def _write_text(path: Path, text: str) -> Path:
    try:
        write_atomic(path, text, keep_backup=_readable(path))
        _written[path] = _identity(path)
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from None
    return path


_written: dict[Path, tuple] = {}   # path -> the file as this process last wrote it


def _identity(path: Path) -> tuple:
    info = os.stat(path)
    return info.st_mtime_ns, info.st_size, info.st_ino


def _readable(path: Path) -> bool:
    """Whether the file about to be replaced is a save worth keeping as the .bak (a damaged one,
    which a game resumed from its .bak leaves behind, must not replace the good .bak). A file
    this process wrote and nobody touched since is known good without reading it again."""
    try:
        if _written.get(path) == _identity(path):
            return True
    except OSError:
        pass
    try:
        read_doc(path)
    except SaveError:
        return not backup_path(path).exists()
    return True


def save_slot(match: Match, label: str, folder: Path | None = None) -> Path:
    label = " ".join(label.split())[: fmt.MAX_LABEL] or "save"
    return write(match, _slot_path(folder or slots_dir(), label, match), "slot", label)


def autosave_path(match_id: str) -> Path:
    """Where a match's autosave lives; the id must be a plain id, never part of a path."""
    if not fmt.MATCH_ID.fullmatch(match_id):
        raise SaveError(f"refusing to autosave under the id {brief(match_id)}")
    return autosave_dir() / f"{match_id}.json"


def autosave(match: Match, in_background: bool = False) -> Path:
    """Write the match's autosave; its first one, and the one at its end, tidy the others.
    `in_background`: the game is encoded now and written by saves.background (the frame loop
    does not wait for the disk); its failure is told by `background.failures(match.id)`."""
    path = autosave_path(match.id)
    text = _json(fmt.encode(match, "autosave", "autosave"))
    over = match.state.is_over()

    def write_it() -> Path:
        first = not os.path.lexists(path)
        _write_text(path, text)
        if first or over:
            tidy(keep=path)
        return path

    if in_background:
        background.submit(match.id, write_it, SaveError)
        return path
    background.flush()
    return write_it()


def read_doc(path: Path) -> dict:
    background.flush()              # never a file older than the game handed to the writer
    path = Path(path)
    try:
        data = read_bounded(path, MAX_BYTES)
        if fmt.FORMAT.encode() not in data[:PEEK]:   # junk is refused before it is parsed
            raise SaveError("not a Sesame Tabletop save file")
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


def load_to_play(path: Path) -> Match:
    """A save to play on. A game loaded from a slot carries on as the game it was saved from
    (its autosaves replace that game's) when that game's autosave holds nothing the slot lacks,
    so that Continue never goes back to a position already played on; otherwise it gets an id
    of its own and autosaves beside, never over, the autosave that went further."""
    match = load(path)
    if Path(path).parent != autosave_dir() and not _autosave_within(match):
        match.id = new_id()
    return match


def _autosave_within(match: Match) -> bool:
    """Whether the autosave of the match's id and its .bak, where they exist, load and are the
    match at the same or an earlier move. A damaged one may hold moves nobody can see: no."""
    main = autosave_path(match.id)
    for path in (main, backup_path(main)):
        try:
            os.lstat(path)
        except FileNotFoundError:
            continue
        except OSError:
            return False
        try:
            doc = read_doc(path)
            if not _holds_all(match, doc):
                return False
            fmt.decode(doc)          # the moves are the match's; the rest of it must check out
        except SaveError:
            return False
    return True


def _holds_all(match: Match, doc: dict) -> bool:
    """Whether `match` is the game saved in `doc` (same game, options, seed and seats) at the
    same or a later move, compared as the save file writes them."""
    ours = fmt.encode(match, "slot", "")
    log = doc.get("log")
    return (all(doc.get(key) == ours[key] for key in ("game", "options", "seed", "seats"))
            and isinstance(log, list) and log == ours["log"][:len(log)])


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
    variant: str | None = None
    seats: list[Seat] = field(default_factory=list)
    saved_at: datetime = datetime.fromtimestamp(0, timezone.utc)
    turn: int = 0
    over: bool = False
    error: str | None = None
    round: int | None = None      # for a game that counts rounds (its table says "Round 3")
    backup: Path | None = None


def _head(path: Path) -> dict:
    head = fmt.header(read_doc(path))
    try:
        head["game_title"] = catalog.get(head["game"]).TITLE
    except catalog.UnknownGame as exc:
        raise SaveError(str(exc)) from None
    return head


def _kind(path: Path) -> str:
    """Autosave or slot by the folder a file is in, never by what the file says."""
    return "autosave" if path.parent == autosave_dir() else "slot"


def _info(path: Path) -> SaveInfo:
    try:
        head = _head(path)
    except SaveError as exc:
        return _broken(path, str(exc))
    return SaveInfo(path, _kind(path), head["label"], head["game"], head["game_title"],
                    head["variant"], head["seats"], head["saved_at"], head["turn"], head["over"],
                    round=head["round"])


def _broken(path: Path, error: str) -> SaveInfo:
    try:
        mtime = datetime.fromtimestamp(path.lstat().st_mtime, timezone.utc)
    except (OSError, ValueError, OverflowError):
        mtime = datetime.fromtimestamp(0, timezone.utc)
    kind = _kind(path)
    backup = backup_path(path)
    try:
        _head(backup)
    except SaveError:
        backup = None
    label = "Damaged autosave" if kind == "autosave" else path.name[:-len(".json")]
    return SaveInfo(path, kind, label=label, saved_at=mtime, error=error, backup=backup)


def _save_files(folder: Path) -> tuple[list[tuple[Path, os.stat_result]], int]:
    """The `*.json` entries of `folder` with their lstat, most recently changed first: at most
    MAX_LISTED of them, and how many more there are."""
    background.flush()
    found = []
    try:
        for entry in os.scandir(folder):
            if entry.name.endswith(".json") and not entry.name.startswith("."):
                try:
                    found.append((Path(entry.path), entry.stat(follow_symlinks=False)))
                except OSError:
                    continue
    except OSError:
        return [], 0
    found.sort(key=lambda f: (-f[1].st_mtime, f[0].name))
    return found[:MAX_LISTED], max(0, len(found) - MAX_LISTED)


def _stamp(path: Path, info: os.stat_result) -> tuple:
    """What must stay the same for a file's line (and its .bak's part in it) to stay true."""
    try:
        bak = backup_path(path).lstat()
        bak_stamp = (bak.st_mtime_ns, bak.st_size, bak.st_ino)
    except OSError:
        bak_stamp = None
    return info.st_mtime_ns, info.st_size, info.st_ino, info.st_dev, bak_stamp


_lines: dict[Path, tuple[tuple, SaveInfo]] = {}   # path -> (stamp, its line), between listings


@dataclass
class Listing:
    infos: list[SaveInfo]
    left_out: int = 0      # files not read this time: past MAX_LISTED, or past the read budget


def listing(folders: tuple[Path, ...] | None = None) -> Listing:
    """Every save in `folders` (default: slots and autosaves), newest first, unreadable files
    included with their error. Lines of unchanged files are remembered, and one listing reads
    at most LIST_BUDGET bytes afresh, so a folder full of junk cannot stall a screen.

    Temp files that a write killed midway left behind are cleared first.
    """
    infos, left_out, budget = [], 0, LIST_BUDGET
    for folder in folders or (slots_dir(), autosave_dir()):
        remove_stale_temps(folder)
        found, more = _save_files(folder)
        left_out += more
        for path, info in found:
            stamp = _stamp(path, info)
            known = _lines.get(path)
            if known is not None and known[0] == stamp:
                infos.append(known[1])
                continue
            if info.st_size > budget:
                left_out += 1
                continue
            budget -= info.st_size
            line = _info(path)
            _lines[path] = (stamp, line)
            infos.append(line)
    return Listing(sorted(infos, key=lambda i: i.saved_at, reverse=True), left_out)


def list_saves() -> list[SaveInfo]:
    """Every slot and autosave, newest first (see `listing`)."""
    return listing().infos


def _unfinished_autosaves() -> list[SaveInfo]:
    return [i for i in listing((autosave_dir(),)).infos if not i.over]


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


def first_round(info: SaveInfo) -> bool:
    """Whether the saved game never left its first round of turns: no seat has had a second
    turn yet (turns are counted over all seats, from 1)."""
    return not info.over and info.turn <= len(info.seats)


def tidy(keep: Path | None = None) -> list[Path]:
    """Delete the autosaves that would only pile up (see the module's docstring) and return
    them. Slots and unreadable files are never touched; a file that cannot be deleted stays,
    and a folder that cannot be listed leaves everything as it is."""
    try:
        infos = listing((autosave_dir(),)).infos          # newest first
    except OSError:
        return []
    readable = [i for i in infos if i.error is None]
    # "A newer game": a readable one (an unreadable file's date is its mtime, finer than the
    # millisecond a save is dated to, and no game), never the one just written (`keep`).
    newest = max((i.saved_at for i in readable), default=None)
    finished = [i for i in readable if i.over]
    doomed = finished[KEEP_FINISHED:] + [i for i in readable if first_round(i)
                                          and i.saved_at < newest]
    gone = []
    for info in doomed:
        if _kind(info.path) != "autosave" or info.path == keep:
            continue
        try:
            delete(info.path)
        except SaveError:
            continue
        _lines.pop(info.path, None)
        gone.append(info.path)
    return gone


def delete(path: Path) -> None:
    """Remove a save and its .bak (the player asked for it, after a confirm, or `tidy`): the
    .bak first, so that a kill or a refusal midway leaves the save listed, never a .bak that
    no screen shows."""
    background.flush()
    for p in (backup_path(Path(path)), Path(path)):
        try:
            p.unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(f"cannot delete {p}: {exc.strerror or exc}") from None
