"""The end of a Forty Thieves game: each player's gold as a sum, start + rewards + bonuses −
penalties = gold, so the ledger explains the winner."""
from __future__ import annotations

import pygame

from engine.forty_thieves.gold import START_GOLD
from engine.words.language import N_
from scenes.kit import text, theme
from scenes.screens.results import ResultsScene

HEADERS = (N_("Start"), N_("+ Rewards"), N_("+ Bonuses"), N_("− Penalties"),
           N_("= Gold"))


class FortyResults(ResultsScene):
    def headers(self) -> list[str]:
        return list(HEADERS)

    def draw_row(self, surface: pygame.Surface, i: int, row: pygame.Rect, t: float) -> None:
        xs, col_w = self.column_xs()
        d = self.result.details[i]
        values = (START_GOLD, d["rewards"], d["bonuses"], -d["penalties"], d["gold"])
        colours = (theme.MUTED, theme.TEXT, theme.TEXT, theme.DANGER_LIGHT, theme.GOLD_LIGHT)
        for k, (x, value, colour) in enumerate(zip(xs, values, colours)):
            shown = round(value * t)
            words = f"{shown:+d}" if 0 < k < len(values) - 1 and shown else str(shown)
            text.draw(surface, words, (x + col_w // 2, row.centery), 21 if k == 4 else 19,
                      colour, "black" if k == 4 else "regular", "center", max_width=col_w - 8)
