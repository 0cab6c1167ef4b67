"""The Ali Baba results: per seat, how many tiles of each kind and what each set scores, the
effect points from the track, and the total."""
from __future__ import annotations

import pygame

from engine.alibaba.tiles import KINDS
from engine.words.language import N_
from scenes.kit import text, theme
from scenes.screens.results import ResultsScene

from . import panels, tiles_art

TOTALS = (N_("Sets"), N_("Track"), N_("Tiles"), N_("Score"))   # "track": the score track


class CaveResults(ResultsScene):
    row_h = 58

    def table_width(self) -> int:
        return 1200

    def kinds(self) -> list[str]:
        removed = getattr(self.table.match.state, "removed_kinds", [])
        return [k for k in KINDS if k not in removed]

    def headers(self) -> list[str]:
        return self.kinds() + list(TOTALS)

    def draw_header(self, surface: pygame.Surface, header: str, cell: pygame.Rect) -> None:
        if header in KINDS:
            icon = tiles_art.plain(header, 34)
            surface.blit(icon, icon.get_rect(center=cell.center))
        else:
            super().draw_header(surface, header, cell)

    def draw_row(self, surface: pygame.Surface, i: int, row: pygame.Rect, t: float) -> None:
        xs, col_w = self.column_xs()
        details = self.result.details[i]
        for x, kind in zip(xs, self.kinds()):
            count = details["kinds"].get(kind, 0)
            if not count:
                text.draw(surface, "·", (x + col_w // 2, row.centery), 20, theme.MUTED,
                          anchor="center")
                continue
            text.draw(surface, f"×{count}", (x + col_w // 2, row.centery - 9), 18, theme.TEXT,
                      "bold", "center")
            text.draw(surface, panels.points(round(details["set_points"][kind] * t)),
                      (x + col_w // 2, row.centery + 11), 14, theme.SAND, "italic", "center",
                      max_width=col_w - 4)
        totals = (details["sets"], details["effects"], details["tiles"], self.result.scores[i])
        for j, value in enumerate(totals):
            x = xs[len(self.kinds()) + j]
            last = j == len(totals) - 1
            text.draw(surface, str(round(value * t)), (x + col_w // 2, row.centery),
                      24 if last else 19, theme.GOLD_LIGHT if last else theme.TEXT,
                      "black" if last else "regular", "center", max_width=col_w - 4)
