"""End-of-game scoring: sets of one kind score n(n+1)/2, added to the effect points on the track."""
from __future__ import annotations

from collections import Counter

from engine.core import Result

from .tiles import KINDS, kind


def set_points(count: int) -> int:
    """1, 3, 6, 10, 15, 21 for 1..6 tiles of one kind."""
    return count * (count + 1) // 2


def kind_counts(tiles) -> dict[str, int]:
    """How many tiles of each kind, kinds in rulebook order, absent kinds left out."""
    counts = Counter(kind(t) for t in tiles)
    return {k: counts[k] for k in KINDS if counts[k]}


def seat_details(tiles, track: int) -> dict:
    counts = kind_counts(tiles)
    sets = {k: set_points(n) for k, n in counts.items()}
    total = sum(sets.values())
    return {"kinds": counts, "set_points": sets, "sets": total, "effects": track,
            "tiles": len(tiles), "score": total + track}


def result(screens, track) -> Result:
    """Most points wins; a tie goes to fewer tiles collected; still tied, the win is shared."""
    details = [seat_details(tiles, points) for tiles, points in zip(screens, track)]
    best = max((d["score"], -d["tiles"]) for d in details)
    winners = [seat for seat, d in enumerate(details) if (d["score"], -d["tiles"]) == best]
    return Result([d["score"] for d in details], winners, details)
