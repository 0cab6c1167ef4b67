"""The right part of the wide panel an offer is dealt in: the face of the partner (or each
partner, short, of an offer to everyone) beside the decision, so that what its goods are worth
to it and how far its word goes are read while the offer is made or answered."""
from __future__ import annotations

from engine.bagdad.words import faces
from scenes.kit import theme

PAD = 10


def lay(panel, view: dict) -> int:
    """Write the faces in the panel's right part, from its top; returns where they end. A
    person's seat shows no temperament (its talk is its own, even in a game whose views
    call every seat honest)."""
    kept, panel.y = panel.y, panel.rect.y + PAD
    x = panel.area.right + 2 * PAD
    width = panel.rect.right - PAD - x
    seats = faces.partners(view)
    for seat in seats:
        moods = view.get("temperaments") or [None] * view["players"]
        mood = None if seat in panel.people else moods[seat]
        lines = (faces.face if len(seats) == 1 else faces.short)(view, seat, panel.names, mood)
        for i, line in enumerate(lines):
            head = i == 0
            panel.para(line, theme.GOLD_LIGHT if head else theme.SAND, x, width,
                       "bold" if head or line.endswith(":") else "regular")
        panel.y += 6
    bottom, panel.y = panel.y, kept
    return bottom
