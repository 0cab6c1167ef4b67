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
from pathlib import Path

from engine.core import brief
from engine.match import Match, new_id
from engine.words.language import N_, tr
from saves import background
from saves import format as fmt
from saves.atomic import backup_path, write_atomic
from saves.listing import SaveInfo, forget, kind_of, listing
from saves.paths import autosave_dir, slots_dir
from saves.reading import MAX_BYTES, check_text, read_doc

SaveError = fmt.SaveError
KEEP_FINISHED = 10            # finished games' autosaves kept, newest first
RETENTION = N_("Kept: your named saves until you delete them, every game in progress (one "
               "left before anyone's second turn goes once a newer game is saved) and the 10 "
               "latest finished games.")      # as KEEP_FINISHED is: a test holds them together


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
    raise SaveError(tr("too many saves named {name}").format(name=brief(label)))


def write(match: Match, path: Path, kind: str, label: str) -> Path:
    background.flush()              # a save made now lands after the ones handed over before
    return _write_text(path, _text(match, kind, label))


def _text(match: Match, kind: str, label: str) -> str:
    return _finished(fmt.body(match, kind, label))


def _finished(body: dict) -> str:
    """A save's text, sealed and checked as a load would check it (reading.check_text):
    compact, which json writes five times faster than indented."""
    text = json.dumps(fmt.sealed(body), separators=(",", ":"))
    check_text(text)
    return text


def _write_text(path: Path, text: str) -> Path:
    try:
        write_atomic(path, text, keep_backup=_readable(path))
        _written[path] = _identity(path)
    except OSError as exc:
        raise SaveError(tr("cannot write {path}: {reason}").format(
            path=path, reason=exc.strerror or exc)) from None
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
        raise SaveError(tr("refusing to autosave under the id {id}").format(id=brief(match_id)))
    return autosave_dir() / f"{match_id}.json"


def autosave(match: Match, in_background: bool = False) -> Path:
    """Write the match's autosave; its first one, and the one at its end, tidy the others.
    `in_background`: the game is taken as it is now, then sealed, checked and written by
    saves.background (the frame waits neither for the checksum nor for the disk); its failure
    is told by `background.failures(match.id)`."""
    path = autosave_path(match.id)
    body = fmt.body(match, "autosave", "autosave")   # the game now; sealed by the writer
    over = match.state.is_over()

    def write_it() -> Path:
        first = not os.path.lexists(path)
        _write_text(path, _finished(body))
        if first or over:
            tidy(keep=path)
        return path

    if in_background:
        background.submit(match.id, write_it, SaveError)
        return path
    background.flush()
    return write_it()


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
        return match, tr("The newest save was damaged: {reason}. The one before it was "
                         "loaded.").format(reason=exc)


CONTINUE_LISTINGS = 8      # listings `continue` may read on for (LIST_SECONDS each, at most)


def _unfinished_autosaves() -> list[SaveInfo]:
    """Newest first, from their headers alone (see saves.listing; loading one checks it): the
    games, readable or with a .bak to fall back on, before the files that hold no game (junk
    in the folder, or a first autosave damaged before it had a .bak). A listing that ran out of
    time among newer junk before reaching any game is read on, a few times at most: on a busy
    machine one listing's share may end before the game it is looking for."""
    found = listing((autosave_dir(),), whole=False)
    for _ in range(CONTINUE_LISTINGS):
        if not found.left_out or any(_resumable(i) for i in found.infos):
            break
        found = listing((autosave_dir(),), whole=False, rescan=False)
    infos = [i for i in found.infos if not i.over]
    return sorted(infos, key=lambda i: not _resumable(i))


def _resumable(info: SaveInfo) -> bool:
    return not info.over and (info.error is None or info.backup is not None)


def newest_autosave() -> Path | None:
    """The autosave of the most recently played unfinished game, else the newest file in the
    autosave folder that holds none."""
    candidates = _unfinished_autosaves()
    return candidates[0].path if candidates else None


def resume_newest() -> tuple[Match, str | None]:
    """The most recently played unfinished game, with a line for the player when it is not the
    newest autosave as it stands (that one was damaged: its .bak, or an older game, was taken).

    SaveError when there is nothing to continue, or nothing that loads (about the newest).
    """
    candidates = _unfinished_autosaves()
    if not candidates:
        raise SaveError(tr("there is no unfinished game to continue"))
    errors = []
    for info in candidates:
        try:
            match, note = load_or_backup(info.path)
        except SaveError as exc:
            errors.append((info, exc))
            continue
        newer = [exc for damaged, exc in errors + [(i, i.error) for i in candidates
                                                   if i.error and i.saved_at > info.saved_at]]
        if newer and note is None:
            note = tr("A newer autosave could not be read ({reason}). An earlier game was "
                      "resumed.").format(reason=newer[0])
        return match, note
    raise errors[0][1]


def first_round(info: SaveInfo) -> bool:
    """Whether the saved game never left its first round of turns: no seat has had a second
    turn yet (turns are counted over all seats, from 1)."""
    return not info.over and info.turn <= len(info.seats)


def tidy(keep: Path | None = None, infos: list[SaveInfo] | None = None) -> list[Path]:
    """Delete the autosaves that would only pile up (see the module's docstring) and return
    them. Slots and unreadable files are never touched; a file that cannot be deleted stays,
    and a folder that cannot be listed leaves everything as it is. `infos`: the lines a
    listing just gave (the Load screen's), else the autosave folder is listed here."""
    if infos is None:
        infos = listing((autosave_dir(),)).infos
    infos = [i for i in infos if i.kind == "autosave"]
    readable = [i for i in infos if i.error is None]
    # "A newer game": a readable one (an unreadable file's date is its mtime, finer than the
    # millisecond a save is dated to, and no game), never the one just written (`keep`).
    newest = max((i.saved_at for i in readable), default=None)
    finished = [i for i in readable if i.over]
    doomed = finished[KEEP_FINISHED:] + [i for i in readable if first_round(i)
                                          and i.saved_at < newest]
    gone = []
    for info in doomed:
        if kind_of(info.path) != "autosave" or info.path == keep:
            continue
        try:
            delete(info.path)
        except SaveError:
            continue
        forget(info.path)
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
            raise SaveError(tr("cannot delete {path}: {reason}").format(
                path=p, reason=exc.strerror or exc)) from None
