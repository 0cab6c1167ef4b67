"""The player's record: every finished game played at a table, kept in records.json beside the
settings, and what the Records screen makes of it for one player name and one game.

Why a file of its own: the saves forget (store.tidy keeps only the newest finished autosaves),
and a record must not. It holds one small entry per finished game (saves/record_entry.py),
keyed by its match id, and a game's entry is written once: noted again (a finished game opened
again, its results reached twice, a game finished anew after a take-back) it keeps its first
scores and the time it really finished. Only the newest MAX_ENTRIES stay, so the file stays
small.

Why it is checked field by field: like the saves it is anyone's file. It is read bounded in bytes
(files.read_bounded), and whatever its bytes (nulls, broken UTF-8, cut short) reading it never
raises: every entry is checked (record_entry.checked) and one that does not check out is
dropped; a file no longer JSON as a whole is read line by line (one entry a line), so that a
damaged byte costs its line's entry. A file missing or damaged is rebuilt from the finished
games still on disk (with the good entries of the file and its .bak), within REBUILD_SECONDS,
and written back atomically (atomic.write_atomic).

Why a lock: two windows may end games at once, and each writes the whole file; a
read-modify-write done under a file lock (filelock, as saves/locks.py) never loses the other
window's game. Nothing here ever breaks a game: `note` says False (and why, to `warn`); a
table hands its games to the saves' writer (`note_later`), which keeps what went wrong.

The arena never comes here (it has no table), and a game without a human seat counts for
nobody.
"""
from __future__ import annotations

import itertools
import json
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable

from engine.ai import LEVELS
from engine.match import Match
from engine.words.language import tr
from saves import background, names
from saves.atomic import backup_path, write_atomic
from saves.files import read_bounded
from saves.format import SaveError
from saves.paths import config_dir, locks_dir
from saves.record_entry import Entry, checked, entry_of

FORMAT, VERSION = "sesame-records", 1
KEY = "records"             # the writer's name for a record's writes (saves.background)
MAX_ENTRIES = 2000          # finished games kept, the newest: years of evenings
MAX_BYTES = 4 * 1024 * 1024  # 2,000 games of six long names each stay under it (see _text)
REBUILD_SECONDS = 3.0       # a rebuild reads finished saves for this long at most
LOCK_SECONDS = REBUILD_SECONDS + 1.0   # another window may be rebuilding: wait that long
HUMANS_ONLY = "humans"      # the opponents of a game without AIs
OPPONENTS = (*LEVELS, HUMANS_ONLY)   # the rows of a summary, in this order
LAST_RESULTS = 10


def path() -> Path:
    return config_dir() / "records.json"


def _now() -> datetime:
    return datetime.now(timezone.utc)


# --- reading ------------------------------------------------------------------------------------

def _read(file: Path) -> tuple[dict[str, Entry], bool]:
    """The good entries of `file`, and whether the file was whole (every entry good, no match
    id twice: the first is kept). A file missing or too large is no entries; one no longer
    UTF-8, JSON or a records file as a whole, the entries of its lines that still check out;
    neither is whole."""
    try:
        data = read_bounded(file, MAX_BYTES)
    except OSError:             # missing or refused
        return {}, False
    try:
        raw = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        raw = None
    listed = raw.get("entries") if isinstance(raw, dict) and raw.get("format") == FORMAT \
        else None
    if not isinstance(listed, list):    # damaged, hostile or not ours: what its lines hold
        return _checked(_lines(data)), False
    found = _checked(listed[:MAX_ENTRIES])
    return found, len(found) == len(listed)


def _checked(items: Iterable) -> dict[str, Entry]:
    """The items that check out as entries, by match id, the first of an id kept."""
    found: dict[str, Entry] = {}
    for item in items:
        good = checked(item)
        if good is not None:
            found.setdefault(good.match_id, good)
    return found


def _lines(data: bytes) -> Iterable:
    """The entries of a file that is no longer JSON as a whole, line by line as `_text` writes
    them (one entry a line): a damaged byte costs the entry of its line, not the record."""
    lines = (line for line in data.split(b"\n") if line.strip())
    for line in itertools.islice(lines, MAX_ENTRIES + 2):      # the head and foot lines too
        try:
            yield json.loads(line.decode("utf-8").strip().removesuffix(","))
        except (ValueError, RecursionError):
            continue


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
        saved = entry_of(match, info.saved_at)
        if saved is not None:
            entries.setdefault(saved.match_id, saved)
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


def _whole() -> tuple[dict[str, Entry], bool]:
    """The record as it stands, and whether the file held it whole; rebuilt when the file is
    missing or damaged (the good entries of the file and of its .bak kept beside the games
    found on disk)."""
    entries, whole = _read(path())
    if whole:
        return entries, True
    kept, _ = _read(backup_path(path()))
    kept.update(entries)
    for found in rebuild().values():
        kept.setdefault(found.match_id, found)
    return kept, False


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
    """Add a finished match to the record, finished now (again: its first entry stands, with
    the scores and the time it was first noted). True when it is on disk; else False, and
    `warn` gets one line saying why: a record that cannot be written costs the record, never
    the game. A game without a human seat counts for nobody: nothing is written, and that is
    True too."""
    try:
        return _noted(entry_of(match, _now()))
    except Exception as exc:    # a disk refusing, a lock held too long, a bug: never the game's
        if warn is not None:
            warn(_why(exc))
        return False


def note_later(match: Match) -> None:
    """`note` on the saves' writer thread (saves.background): the game's end waits neither for
    the lock nor for a rebuild. The entry is taken now, as the game ended; what went wrong is
    said by `failures()`."""
    ended = entry_of(match, _now())

    def write() -> None:
        try:
            _noted(ended)
        except Exception as exc:    # as `note`: said, never raised at the table
            raise SaveError(_why(exc)) from None

    background.submit(KEY, write, SaveError)


def failures() -> list[str]:
    """Why the records handed to the writer could not be written, each said once."""
    return background.failures(KEY)


def _why(exc: Exception) -> str:
    return tr("Records could not be written: {reason}").format(
        reason=names.printable(str(exc) or type(exc).__name__))


def _noted(ended: Entry | None) -> bool:
    """Write `ended` unless its game is in the record already: then nothing is written (a
    record found damaged is written back mended, its first entry of the game kept)."""
    if ended is None:
        return False
    if all(seat.is_ai for seat in ended.seats):
        return True
    with _Locked():
        entries, whole = _whole()
        if whole and ended.match_id in entries:
            return True
        entries.setdefault(ended.match_id, ended)
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
            rebuilt, _ = _whole()   # read again under the lock: another window may have written
            _write(rebuilt)
    except Exception:   # another window holds the lock, or the folder refuses: shown all the same
        pass
    return _newest((rebuilt if rebuilt is not None else _whole()[0]).values())


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
    """One of the last results: when, against whom, the player's score, how it ended, and how
    it was played (the screen marks moves taken back and a game begun from a replay)."""

    finished: datetime
    variant: str | None
    opponents: str
    score: float
    outcome: str        # "won", "shared" or "lost"
    take_backs: int = 0
    from_replay: bool = False


@dataclass(frozen=True)
class Summary:
    game: str
    played: int
    rows: tuple[Row, ...]
    best: float | None
    average: float | None
    streak: int         # the longest run of wins in a row
    last: tuple[Line, ...]   # newest first
    took_back: int = 0       # games in which moves were taken back
    from_replay: int = 0     # games begun from a replay


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
    average score, the longest winning streak (by finish time), the last results and how many
    games were helped by take-backs or began from a replay (they count all the same: the
    screen marks them). A name at two seats of one game counts once, with its better score."""
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
        last.append(Line(entry.finished, entry.variant, ", ".join(others) or tr("nobody"), score,
                         outcome(entry, seats), entry.take_backs, entry.from_replay))
    return Summary(game, len(mine), tuple(Row(k, *tally[k]) for k in OPPONENTS),
                   max(scores, default=None),
                   sum(scores) / len(scores) if scores else None, streak, tuple(last),
                   sum(1 for e, _ in mine if e.take_backs),
                   sum(1 for e, _ in mine if e.from_replay))
