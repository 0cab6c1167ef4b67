"""The pieces: ids, kinds, prices and who may harm whom.

Each seat owns twelve pieces with fixed ids, seat * 12 + slot, in the order of KIND_OF_SLOT;
the Grand Vizier is VIZIER, after the six seats' pieces. Where a piece is, in the state's `at`,
is a space id (DESERT included), BOX (not yet placed or bought) or DEAD (killed, for good).
"""
from __future__ import annotations

KIND_OF_SLOT = ("thief",) + ("caravaneer",) * 4 + ("merchant",) * 3 + ("trader",) * 2 \
    + ("assassin",) * 2
PER_SEAT = len(KIND_OF_SLOT)
SLOTS = {k: tuple(i for i, slot in enumerate(KIND_OF_SLOT) if slot == k) for k in KIND_OF_SLOT}
MAX_SEATS = 6
VIZIER = MAX_SEATS * PER_SEAT
START_SLOTS = (0, 1, 2)              # the thief and two caravaneers, placed at set-up
BOX, DEAD = None, -1

PRICE = {"caravaneer": 5, "merchant": 9, "trader": 12, "assassin": 12}
EARNS = frozenset({"thief", "caravaneer", "merchant", "trader"})   # assassins never do
VICTIMS = {
    "merchant": ("caravaneer",),
    "trader": ("merchant",),
    "assassin": ("caravaneer", "merchant", "trader", "assassin"),
    "thief": ("thief",),
}


def kind(piece: int) -> str:
    return "vizier" if piece == VIZIER else KIND_OF_SLOT[piece % PER_SEAT]


def owner(piece: int) -> int | None:
    return None if piece == VIZIER else piece // PER_SEAT


def pieces_of(seat: int) -> range:
    return range(seat * PER_SEAT, (seat + 1) * PER_SEAT)


def is_start(piece: int) -> bool:
    return piece % PER_SEAT in START_SLOTS
