"""The player's record: every finished game played at a table, kept in records.json beside the
settings, and what the Records screen makes of it for one player name and one game.

Why a file of its own: the saves forget (store.tidy keeps only the newest finished autosaves),
and a record must not. It holds one small entry per finished game, keyed by its match id, so a
game noted twice (a finished game opened again, its results shown twice) counts once; only
the newest MAX_ENTRIES stay, so the file stays small.

Why it is checked field by field: like the saves it is anyone's file. It is read bounded in bytes
(files.read_bounded), every seat goes through Seat.from_dict, every number and index is
checked, and an entry that does not check out is dropped. A file missing or damaged is
rebuilt from the finished games still on disk (with the good entries of the file and its
.bak), within REBUILD_SECONDS, and written back atomically (atomic.write_atomic).

Why a lock: two windows may end games at once, and each writes the whole file; a
read-modify-write done under a file lock (filelock, as saves/locks.py) never loses the other
window's game. Nothing here ever breaks a game: `note` says False (and why, to `warn`); a
table hands its games to the saves' writer (`note_later`), which keeps what went wrong.

The arena never comes here (it has no table), and a game without a human seat counts for
nobody.
"""
from __future__ import annotations

import json
import math
import re
import time
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable

from engine.match import LEVELS, Match, Seat, SeatSpecError
from saves import background, names
from saves.atomic import backup_path, write_atomic
from saves.files import read_bounded
from saves.format import MATCH_ID, SaveError
from saves.paths import config_dir, locks_dir

FORMAT, VERSION = "sesame-records", 1
KEY = "records"             # the writer's name for a record's writes (saves.background)
MAX_ENTRIES = 2000          # finished games kept, the newest: years of evenings
MAX_BYTES = 4 * 1024 * 1024  # 2,000 games of six long names each stay under it (see _text)
MAX_SEATS = 12              # above any game's
MAX_SCORE = 10 ** 9
REBUILD_SECONDS = 3.0       # a rebuild reads finished saves for this long at most
LOCK_SECONDS = REBUILD_SECONDS + 1.0   # another window may be rebuilding: wait that long
GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
HUMANS_ONLY = "humans"      # the opponents of a game without AIs
OPPONENTS = (*LEVELS, HUMANS_ONLY)   # the rows of a summary, in this order
LAST_RESULTS = 10


@dataclass(frozen=True)
class Entry:
    """One finished game as the record keeps it."""

    match_id: str
    game: str
    variant: str | None
    finished: datetime          # UTC
    seats: tuple[Seat, ...]
    scores: tuple               # one number a seat
    winners: tuple[int, ...]    # seat indices; several share the win

    def to_dict(self) -> dict:
        return {"match_id": self.match_id, "game": self.game, "variant": self.variant,
                "finished": self.finished.isoformat(timespec="milliseconds"),
                "seats": [s.to_dict() for s in self.seats], "scores": list(self.scores),
                "winners": list(self.winners)}


def path() -> Path:
    return config_dir() / "records.json"


def entry_of(match: Match, finished: datetime | None = None) -> Entry | None:
    """The record of a finished match (None while it is still being played), dated now unless
    `finished` is given (a rebuild dates a game by its save)."""
    if not match.state.is_over():
        return None
    result = match.state.result()
    variant = match.options.get("variant") if isinstance(match.options, dict) else None
    when = (finished or datetime.now(timezone.utc)).astimezone(timezone.utc)
    return _entry({"match_id": match.id, "game": match.name, "variant": variant,
                   "finished": when.isoformat(timespec="milliseconds"),
                   "seats": [s.to_dict() for s in match.seats],
                   "scores": list(result.scores), "winners": list(result.winners)})


# --- reading and checking ----------------------------------------------------------------------

def _word(value, most: int = 40) -> bool:
    return isinstance(value, str) and 0 < len(value) <= most and value.isprintable()


def _number(value) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and abs(value) <= MAX_SCORE)


def _index(value, count: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < count


def _when(value) -> datetime | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment.astimezone(timezone.utc) if moment.tzinfo is not None else None


def _entry(raw) -> Entry | None:
    """An entry from the file, every field checked; None for anything that does not check out."""
    if not isinstance(raw, dict):
        return None
    match_id, game, variant = raw.get("match_id"), raw.get("game"), raw.get("variant")
    seats, scores, winners = raw.get("seats"), raw.get("scores"), raw.get("winners")
    finished = _when(raw.get("finished"))
    if not (isinstance(match_id, str) and MATCH_ID.fullmatch(match_id)
            and isinstance(game, str) and GAME_NAME.fullmatch(game)
            and (variant is None or _word(variant)) and finished is not None
            and isinstance(seats, list) and 0 < len(seats) <= MAX_SEATS
            and isinstance(scores, list) and len(scores) == len(seats)
            and all(map(_number, scores)) and isinstance(winners, list)
            and all(_index(w, len(seats)) for w in winners)
            and len(set(winners)) == len(winners)):
        return None
    try:
        checked = tuple(Seat.from_dict(s) for s in seats)
    except SeatSpecError:
        return None
    return Entry(match_id, game, variant, finished, checked, tuple(scores), tuple(winners))


def _read(file: Path) -> tuple[dict[str, Entry], bool]:
    """The good entries of `file`, and whether the file was whole (every entry good): a file
    missing, too large, not JSON or of another shape is no entries and not whole."""
    try:
        raw = json.loads(read_bounded(file, MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):    # missing, refused, damaged or hostile
        return {}, False
    listed = raw.get("entries") if isinstance(raw, dict) and raw.get("format") == FORMAT \
        else None
    if not isinstance(listed, list):
        return {}, False
    found = {}
    for item in listed[:MAX_ENTRIES]:
        entry = _entry(item)
        if entry is not None:
            found[entry.match_id] = entry
    return found, len(found) == len(listed)


def rebuild(seconds: float = REBUILD_SECONDS) -> dict[str, Entry]:
    """The entries of the finished games still on disk (slots and autosaves), newest first as
    far as `seconds` allow; files that cannot be read are passed over. A save is dated by when
    it was written, which for a finished game's autosave is its end."""
    from saves import listing, store   # the listing and replaying: only when rebuilding

    deadline = time.monotonic() + seconds
    found = listing.listing(whole=False)
    while found.left_out and time.monotonic() < deadline:
        found = listing.listing(whole=False, rescan=False)
    entries: dict[str, Entry] = {}
    for info in found.infos:            # newest first
        if time.monotonic() > deadline:
            break
        if info.error or not info.over or info.match_id in entries \
                or all(seat.is_ai for seat in info.seats):
            continue
        try:
            match = store.load(info.path)
        except store.SaveError:
            continue
        entry = entry_of(match, info.saved_at)
        if entry is not None:
            entries.setdefault(entry.match_id, entry)
    return entries


# --- writing -----------------------------------------------------------------------------------

def _newest(entries: Iterable[Entry]) -> list[Entry]:
    return sorted(entries, key=lambda e: (e.finished, e.match_id), reverse=True)


def _text(entries: dict[str, Entry]) -> str:
    """The file: one entry a line, newest first, the newest MAX_ENTRIES, and never more bytes
    than a read accepts (the oldest go first), so that what is written can be read back."""
    kept = _newest(entries.values())[:MAX_ENTRIES]
    while True:
        lines = [json.dumps(e.to_dict(), ensure_ascii=False, separators=(",", ":"))
                 for e in kept]
        text = (f'{{"format":"{FORMAT}","version":{VERSION},"entries":[\n'
                + ",\n".join(lines) + "\n]}\n")
        if len(text.encode("utf-8")) <= MAX_BYTES or not kept:
            return text
        kept = kept[:len(kept) * 9 // 10]


def _whole() -> dict[str, Entry]:
    """The record as it stands, rebuilt when the file is missing or damaged (the good entries
    of the file and of its .bak kept beside the games found on disk)."""
    entries, whole = _read(path())
    if whole:
        return entries
    kept, _ = _read(backup_path(path()))
    kept.update(entries)
    for entry in rebuild().values():
        kept.setdefault(entry.match_id, entry)
    return kept


class _Locked:
    """The record's file lock for a read-modify-write, or none where it cannot be taken at all
    (a read-only folder: the write fails then anyway); filelock.Timeout when another window
    holds it for longer than LOCK_SECONDS."""

    def __enter__(self):
        import filelock     # as saves/locks.py: its import waits until a record is written

        self.lock = None
        try:
            folder = locks_dir()
            folder.mkdir(parents=True, exist_ok=True)
            lock = filelock.FileLock(folder / "records.lock", timeout=LOCK_SECONDS)
            lock.acquire()
        except filelock.Timeout:
            raise
        except OSError:
            return self
        self.lock = lock
        return self

    def __exit__(self, *exc) -> None:
        if self.lock is not None:
            self.lock.release()


def _write(entries: dict[str, Entry]) -> None:
    write_atomic(path(), _text(entries))


def note(match: Match, warn: Callable[[str], object] | None = None) -> bool:
    """Add a finished match to the record (again: the same game replaces its entry and keeps
    the date it was first noted). True when it is on disk; else False, and `warn` gets one
    line saying why: a record that cannot be written costs the record, never the game. A game
    without a human seat counts for nobody: nothing is written, and that is True too."""
    try:
        return _noted(entry_of(match))
    except Exception as exc:    # a disk refusing, a lock held too long, a bug: never the game's
        if warn is not None:
            warn(_why(exc))
        return False


def note_later(match: Match) -> None:
    """`note` on the saves' writer thread (saves.background): the game's end waits neither for
    the lock nor for a rebuild. The entry is taken now, as the game ended; what went wrong is
    said by `failures()`."""
    entry = entry_of(match)

    def write() -> None:
        try:
            _noted(entry)
        except Exception as exc:    # as `note`: said, never raised at the table
            raise SaveError(_why(exc)) from None

    background.submit(KEY, write, SaveError)


def failures() -> list[str]:
    """Why the records handed to the writer could not be written, each said once."""
    return background.failures(KEY)


def _why(exc: Exception) -> str:
    return f"Records could not be written: {names.printable(str(exc) or type(exc).__name__)}"


def _noted(entry: Entry | None) -> bool:
    if entry is None:
        return False
    if all(seat.is_ai for seat in entry.seats):
        return True
    with _Locked():
        entries = _whole()
        known = entries.get(entry.match_id)
        if known is not None:
            entry = replace(entry, finished=known.finished)
        entries[entry.match_id] = entry
        _write(entries)
    return True


def load() -> list[Entry]:
    """Every entry, newest first; a missing or damaged file is rebuilt here and written back
    when it can be (what cannot be written is still shown). A game handed to the writer is in
    it (`note_later`)."""
    background.flush()
    entries, whole = _read(path())
    if whole:
        return _newest(entries.values())
    rebuilt = None
    try:
        with _Locked():
            rebuilt = _whole()      # read again under the lock: another window may have written
            _write(rebuilt)
    except Exception:   # another window holds the lock, or the folder refuses: shown all the same
        pass
    return _newest((rebuilt if rebuilt is not None else _whole()).values())


# --- what the record says ---------------------------------------------------------------------

@dataclass(frozen=True)
class Row:
    """Games against one kind of opponents: played and won (a shared win is a win)."""

    opponents: str      # a level of OPPONENTS
    played: int
    won: int

    @property
    def percent(self) -> int | None:
        return round(100 * self.won / self.played) if self.played else None


@dataclass(frozen=True)
class Line:
    """One of the last results: when, against whom, the player's score, and how it ended."""

    finished: datetime
    variant: str | None
    opponents: str
    score: float
    outcome: str        # "won", "shared" or "lost"


@dataclass(frozen=True)
class Summary:
    game: str
    played: int
    rows: tuple[Row, ...]
    best: float | None
    average: float | None
    streak: int         # the longest run of wins in a row
    last: tuple[Line, ...]   # newest first


def _seats_of(entry: Entry, name: str) -> list[int]:
    """The human seats of `name` in a game (a hot-seat game may seat two of one name)."""
    return [i for i, s in enumerate(entry.seats) if not s.is_ai and s.name == name]


def opponents_level(entry: Entry) -> str:
    """What a game counts against: the strongest AI level at the table, else HUMANS_ONLY. A
    game of a human and an easy and a hard AI is a game against the hard AI."""
    levels = [LEVELS.index(s.level) for s in entry.seats if s.is_ai]
    return LEVELS[max(levels)] if levels else HUMANS_ONLY


def players(entries: Iterable[Entry]) -> list[str]:
    """The names of the human seats, the most recently seen first."""
    return list(dict.fromkeys(s.name for e in _newest(entries) for s in e.seats if not s.is_ai))


def games(entries: Iterable[Entry], name: str) -> list[str]:
    """The games `name` has a record in, the most recently played first."""
    return list(dict.fromkeys(e.game for e in _newest(entries) if _seats_of(e, name)))


def outcome(entry: Entry, seats: list[int]) -> str:
    """"won", "shared" (a win with another seat) or "lost", for the seats of one name."""
    if not any(i in entry.winners for i in seats):
        return "lost"
    return "shared" if len(entry.winners) > 1 else "won"


def summary(entries: Iterable[Entry], name: str, game: str) -> Summary:
    """What `name` did at `game`: games and wins against each kind of opponents, the best and
    average score, the longest winning streak (by finish time) and the last results. A name
    at two seats of one game counts once, with its better score."""
    mine = [(e, _seats_of(e, name)) for e in _newest(entries) if e.game == game]
    mine = [(e, seats) for e, seats in mine if seats]
    tally = {kind: [0, 0] for kind in OPPONENTS}
    scores, streak, run, last = [], 0, 0, []
    for entry, seats in reversed(mine):     # oldest first, for the streak
        won = outcome(entry, seats) != "lost"
        counts = tally[opponents_level(entry)]
        counts[0] += 1
        counts[1] += won
        run = run + 1 if won else 0
        streak = max(streak, run)
        scores.append(max(entry.scores[i] for i in seats))
    for (entry, seats), score in zip(mine[:LAST_RESULTS], reversed(scores)):
        others = [names.seat_name(s) for i, s in enumerate(entry.seats) if i not in seats]
        last.append(Line(entry.finished, entry.variant, ", ".join(others) or "nobody", score,
                         outcome(entry, seats)))
    return Summary(game, len(mine), tuple(Row(k, *tally[k]) for k in OPPONENTS),
                   max(scores, default=None),
                   sum(scores) / len(scores) if scores else None, streak, tuple(last))
