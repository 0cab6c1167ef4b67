"""One entry of the player's record (saves/records.py): what a finished game keeps, and how an
entry read from records.json is checked.

Why apart from the file's reading and writing: an entry is checked field by field because the
file is anyone's, and that checking is the one place a new field is added (take-backs and a game
begun from a replay came after the first records: an entry without them reads as a game
played straight through). Anything that does not check out, whatever its bytes, is None here,
never an exception: the caller drops it.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timezone

from engine.match import Match, Seat, SeatSpecError
from saves.format import MATCH_ID

GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
MAX_SEATS = 12              # above any game's
MAX_SCORE = 10 ** 9
MAX_TAKE_BACKS = 10 ** 6    # far above any game's moves


@dataclass(frozen=True)
class Entry:
    """One finished game as the record keeps it, and how it was played: how many moves were
    taken back and whether it began from a replay (played on from a move of a replayed game)."""

    match_id: str
    game: str
    variant: str | None
    finished: datetime          # UTC
    seats: tuple[Seat, ...]
    scores: tuple               # one number a seat
    winners: tuple[int, ...]    # seat indices; several share the win
    take_backs: int = 0
    from_replay: bool = False

    def to_dict(self) -> dict:
        return {"match_id": self.match_id, "game": self.game, "variant": self.variant,
                "finished": self.finished.isoformat(timespec="milliseconds"),
                "seats": [s.to_dict() for s in self.seats], "scores": list(self.scores),
                "winners": list(self.winners), "take_backs": self.take_backs,
                "from_replay": self.from_replay}


def entry_of(match: Match, finished: datetime) -> Entry | None:
    """The record of a finished match (None while it is still being played), finished at
    `finished` (now, as the game ends; a rebuild dates a game by its save)."""
    if not match.state.is_over():
        return None
    result = match.state.result()
    variant = match.options.get("variant") if isinstance(match.options, dict) else None
    return checked({"match_id": match.id, "game": match.name, "variant": variant,
                    "finished": _iso(finished), "seats": [s.to_dict() for s in match.seats],
                    "scores": list(result.scores), "winners": list(result.winners),
                    "take_backs": match.take_backs, "from_replay": bool(match.origin)})


def _iso(moment: datetime) -> str | None:
    try:
        return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds")
    except (OverflowError, ValueError, OSError):    # a date UTC cannot hold: no entry
        return None


def _word(value, most: int = 40) -> bool:
    return isinstance(value, str) and 0 < len(value) <= most and value.isprintable()


def _whole_number(value, most: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


def _number(value) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and abs(value) <= MAX_SCORE)


def when(value) -> datetime | None:
    """A finish time from the file, in UTC; None for anything else (no zone, a date that UTC
    cannot hold, not a date at all)."""
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        moment = datetime.fromisoformat(value)
        return moment.astimezone(timezone.utc) if moment.tzinfo is not None else None
    except (ValueError, OverflowError):
        return None


def checked(raw) -> Entry | None:
    """An entry from the file, every field checked; None for anything that does not check out.
    `take_backs` and `from_replay` may be missing (records written before them), never wrong."""
    if not isinstance(raw, dict):
        return None
    match_id, game, variant = raw.get("match_id"), raw.get("game"), raw.get("variant")
    seats, scores, winners = raw.get("seats"), raw.get("scores"), raw.get("winners")
    take_backs, from_replay = raw.get("take_backs", 0), raw.get("from_replay", False)
    finished = when(raw.get("finished"))
    if not (isinstance(match_id, str) and MATCH_ID.fullmatch(match_id)
            and isinstance(game, str) and GAME_NAME.fullmatch(game)
            and (variant is None or _word(variant)) and finished is not None
            and isinstance(seats, list) and 0 < len(seats) <= MAX_SEATS
            and isinstance(scores, list) and len(scores) == len(seats)
            and all(map(_number, scores)) and isinstance(winners, list)
            and all(_whole_number(w, len(seats) - 1) for w in winners)
            and len(set(winners)) == len(winners)
            and _whole_number(take_backs, MAX_TAKE_BACKS) and isinstance(from_replay, bool)):
        return None
    try:
        sitting = tuple(Seat.from_dict(s) for s in seats)
    except SeatSpecError:
        return None
    return Entry(match_id, game, variant, finished, sitting, tuple(scores), tuple(winners),
                 take_backs, from_replay)
