"""The end of a Thieves of Bagdad game: per seat its character, its wish as gems (the ones it
lacks faded), whether the wish came true, the gems it owns and their value; and above them one
line saying why the winners won, since the rule that decides differs with how the game ended."""
from __future__ import annotations

from collections import Counter

import pygame

from engine.bagdad.gems import GEMS
from engine.bagdad.words import terms
from engine.match import Match
from engine.words import joined
from engine.words.language import N_, ntr, tr
from scenes.kit import ink, paper, text, theme
from scenes.screens.results import ResultsScene

from . import pieces_art

HEADERS = (N_("Character"), N_("Wish"), N_("Wish met"), N_("Gems owned"), N_("Gem value"))
# how the game ended without a wish come true -> why the winners won
ENDED = {"vizier": N_("The Grand Vizier reached the Palace but no wish came true: the highest "
                      "gem value wins."),
         "round_limit": N_("The round limit ({n} rounds) ended the game: the highest gem value "
                           "wins."),
         "stalled": N_("Nobody could earn another card, so the game ended: the highest gem "
                       "value wins.")}
ICON = 28
MISSING_ALPHA = 70      # a wished gem the seat does not own


def _gems(gems) -> str:
    return " + ".join(terms.gem_word(g) for g in gems)


def reason(match: Match) -> str:
    """Why the winners won: the wishes that came true when the Vizier reached the Palace, or
    the highest gem value after whatever else ended the game."""
    state, result = match.state, match.state.result()
    names = [seat.name for seat in match.seats]
    wished = [s for s, d in enumerate(result.details) if d["won_by"] == "wish"]
    if len(wished) > 2:         # the rows show the gems; the line stays short enough to fit
        return tr("The Grand Vizier reached the Palace: the wishes of {names} came true.").format(
            names=joined(names[s] for s in wished))
    if wished:
        whose = [tr("{name}'s wish ({gems})").format(name=names[s],
                                                     gems=_gems(result.details[s]["wish"]))
                 for s in wished]
        return ntr("The Grand Vizier reached the Palace: {wishes} came true.",
                   "The Grand Vizier reached the Palace: {wishes} came true.",
                   len(wished)).format(wishes=joined(whose))
    return tr(ENDED[state.end]).format(n=state.round_limit)


@paper.cache(maxsize=2)
def _icons(faded: bool) -> dict:
    """Each gem's icon, or the faint one of a gem missing from a wish (painted once per size).
    The full ones are left as painted: set_alpha(None) would turn their blending off and show
    the transparent corners as a black square."""
    icons = {gem: pieces_art.gem(gem, ICON).copy() for gem in GEMS}
    for icon in icons.values():
        if faded:
            icon.set_alpha(MISSING_ALPHA)
    return icons


class BagdadResults(ResultsScene):
    def __init__(self, app, table) -> None:
        self.row_h = 52 if len(table.match.seats) <= 4 else 44   # six rows still fit 720 px
        super().__init__(app, table)

    @property
    def icons(self) -> dict:
        return _icons(False)

    @property
    def faded(self) -> dict:
        return _icons(True)

    def message(self) -> str:
        return reason(self.table.match)

    def table_width(self) -> int:
        return 1180

    def headers(self) -> list[str]:
        return [tr(header) for header in HEADERS]

    def draw_row(self, surface: pygame.Surface, i: int, row: pygame.Rect, t: float) -> None:
        xs, col_w = self.column_xs()
        d = self.result.details[i]
        won = i in self.result.winners
        text.draw(surface, terms.noun(d["character"]), (xs[0] + col_w // 2, row.centery), 19,
                  theme.TEXT, "bold", "center", max_width=col_w - 8)    # "Scheherazade"
        owned = Counter(d["gems"])
        wish = []
        for gem in d["wish"]:
            wish.append((self.icons if owned[gem] > 0 else self.faded)[gem])
            owned[gem] -= 1
        self.draw_icons(surface, wish, pygame.Rect(xs[1], row.y, col_w, row.height))
        _mark(surface, (xs[2] + col_w // 2, row.centery), 10, d["wish_fulfilled"])
        gems = sorted(d["gems"], key=GEMS.index, reverse=True)
        if gems:
            self.draw_icons(surface, [self.icons[g] for g in gems],
                            pygame.Rect(xs[3], row.y, col_w, row.height))
        else:
            text.draw(surface, tr("none"), (xs[3] + col_w // 2, row.centery), 17, theme.MUTED,
                      "italic", "center")
        text.draw(surface, str(round(d["gem_value"] * t)), (xs[4] + col_w // 2, row.centery),
                  24, theme.GOLD_LIGHT if won else theme.TEXT, "black", "center",
                  max_width=col_w - 8)

    def draw_icons(self, surface: pygame.Surface, icons: list, cell: pygame.Rect) -> None:
        """Icons side by side, centred in the cell; overlapping when too many for its width."""
        room = cell.width - 12
        step = min(ICON + 4, (room - ICON) // max(1, len(icons) - 1)) if len(icons) > 1 else 0
        width = ICON + step * (len(icons) - 1)
        x = cell.centerx - width // 2
        for k, icon in enumerate(icons):
            surface.blit(icon, (x + k * step, cell.centery - ICON // 2))


def _mark(surface: pygame.Surface, centre: tuple, r: int, ok: bool) -> None:
    """A drawn tick or cross (the font has neither glyph); the shape, not only the colour,
    tells them apart."""
    x, y = centre
    if ok:
        points = [(x - r, y), (x - r // 3, y + r * 2 // 3), (x + r, y - r * 2 // 3)]
        ink.lines(surface, theme.GOLD_LIGHT, False, points, 4)
    else:
        for dx in (-1, 1):
            ink.line(surface, theme.DANGER_LIGHT, (x - r * 2 // 3, y - r * 2 // 3 * dx),
                     (x + r * 2 // 3, y + r * 2 // 3 * dx), 3)
