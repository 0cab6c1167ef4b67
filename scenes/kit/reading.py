"""The size of the reading text: the words players read at length (the rules, the log, tips,
the hand panels, dialogs). "Large" draws them a quarter bigger for those who find the normal
size hard to read; headings, labels and buttons keep their size so that every layout holds.

The setting lives here, not in each scene, so that a change reaches every panel at once: the
app sets it from the saved settings, and a panel asks `size(n)` for its design size `n`.
"""
from __future__ import annotations

LARGER = 1.25
_large = False


def set_large(large: bool) -> None:
    global _large
    _large = bool(large)


def large() -> bool:
    return _large


def size(n: int) -> int:
    """The design size `n` (of a font, or of the line step it sets) at the reading size."""
    return round(n * LARGER) if _large else n
