"""The right part of the wide panel an offer is dealt in: the face of the partner (or each
partner, short, of an offer to everyone) beside the decision, so that what its goods are worth
to it and how far its word goes are read while the offer is made or answered."""
from __future__ import annotations

from engine.bagdad.words import faces
from scenes.kit import text, theme

PAD = 10
HAND_ROOM = 164     # below the faces: the hand's title (36 at the large text) and a row of
#                     cards whose names read (114), with their margins


def lay(panel, view: dict) -> int:
    """Write the faces in the panel's right part, from its top; returns where they end. A
    person's seat shows no temperament (its talk is its own, even in a game whose views
    call every seat honest). The lines are wrapped to the column; several partners' faces
    (up to five) that would then leave the hand too little room keep a line each to what
    they say, in one size that fits."""
    kept, first = panel.y, len(panel.notes)
    x = panel.area.right + 2 * PAD
    width = panel.rect.right - PAD - x
    seats = faces.partners(view)
    moods = view.get("temperaments") or [None] * view["players"]
    said = [(faces.face if len(seats) == 1 else faces.short)(
        view, seat, panel.names, None if seat in panel.people else moods[seat]) for seat in seats]
    bottom = _write(panel, said, x, width, None)
    if len(seats) > 1 and bottom > max(kept, panel.rect.bottom - HAND_ROOM):
        del panel.notes[first:]
        bottom = _write(panel, said, x, width, min(
            text.fitting_size(line, width, panel.read) for lines in said for line in lines[1:]))
    panel.y = kept
    return bottom


def _write(panel, said: list[list[str]], x: int, width: int, size: int | None) -> int:
    """The faces from the panel's top, each a title (in the largest size that fits) over its
    lines: wrapped (`size` None), or a line each in `size`. Returns where they end."""
    panel.y = panel.rect.y + PAD
    for lines in said:
        for i, line in enumerate(lines):
            colour = theme.GOLD_LIGHT if i == 0 else theme.SAND
            weight = "bold" if i == 0 or line.endswith(":") else "regular"
            if size is None and i:
                panel.para(line, colour, x, width, weight)
            else:
                panel.line(line, colour, x, width, weight, None if i == 0 else size)
        panel.y += 3
    return panel.y
