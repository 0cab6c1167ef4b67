"""The hover tip every table shows by the mouse: a title and wrapped lines in a small panel,
kept inside the board; its words are reading text (scenes/kit/reading.py), the panel grows
to hold them at the large size. The title and lines are said in the language in use as they
are drawn (English marked N_, or words already said)."""
from __future__ import annotations

import pygame

from scenes.kit import reading, text, theme

WIDTH = 340
SIZE = 15


def draw(surface: pygame.Surface, area: pygame.Rect, mouse: tuple[int, int], title: str,
         lines: list[str], width: int = WIDTH, size: int = SIZE) -> pygame.Rect:
    """Draw the tip by `mouse` inside `area`; returns the tip's rect. A long title (a space
    told by its place) wraps rather than losing its end."""
    size = reading.size(size)
    font = theme.font(size)
    wrapped = [line for para in lines
               for line in text.wrap(text.said(para), font, width - 24)]
    titled = text.wrap(text.said(title), theme.font(size + 2, "bold"), width - 24)
    step, head = font.get_linesize(), text.line_height(size + 2, "bold")
    top = 13 + head * len(titled)      # the lines start under the title
    tip = pygame.Rect(0, 0, width, top + 8 + step * len(wrapped))
    tip.topleft = (mouse[0] + 18, mouse[1] + 18)
    if tip.right > area.right - 6:
        tip.right = mouse[0] - 12
    if tip.bottom > area.bottom - 6:
        tip.bottom = mouse[1] - 12
    tip.clamp_ip(area.inflate(-12, -12))
    theme.panel(surface, tip, 10, theme.NIGHT_LIGHT, theme.NIGHT, theme.GOLD, 255, 6)
    for i, line in enumerate(titled):
        text.draw(surface, line, (tip.x + 12, tip.y + 9 + i * head), size + 2, theme.GOLD_LIGHT,
                  "bold", max_width=tip.width - 24)
    for i, line in enumerate(wrapped):
        surface.blit(theme.text(line, size, theme.TEXT), (tip.x + 12, tip.y + top + i * step))
    return tip
