"""The 1280x720 design and how it sits, letterboxed, in a window of any size.

Scenes draw in design units only (on a scenes.kit.paper.Paper at the window's pixels); the app
lays the design over the part of the window `fit` gives and maps mouse positions back with
`to_logical`, a pure function so it can be tested without a display.
"""
from __future__ import annotations

LOGICAL = (1280, 720)


def fit(window: tuple[int, int], logical: tuple[int, int] = LOGICAL) -> tuple[int, int, int, int]:
    """(x, y, w, h) of the largest aspect-kept canvas centred in `window`."""
    ww, wh = window
    lw, lh = logical
    scale = min(ww / lw, wh / lh)
    w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
    return (ww - w) // 2, (wh - h) // 2, w, h


def to_logical(window: tuple[int, int], pos: tuple[int, int],
               logical: tuple[int, int] = LOGICAL) -> tuple[int, int] | None:
    """Window pixel -> logical pixel, or None on the letterbox bars or outside the window."""
    x, y, w, h = fit(window, logical)
    px, py = pos
    if not (x <= px < x + w and y <= py < y + h):
        return None
    lx = min(logical[0] - 1, int((px - x) * logical[0] / w))
    ly = min(logical[1] - 1, int((py - y) * logical[1] / h))
    return lx, ly
