"""What the cave's colours do, where the player looks: the legend beside the cave (each
colour's tile with its mark and a two-word reminder) and the one-sentence hover tip of any
tile, in the cave, in the lamp display or behind your screen. The words follow
assets/rules/alibaba.md ("The magic effects"), English kept here and said in the language in
use as they are drawn."""
from __future__ import annotations

import pygame

from engine.alibaba.tiles import COLOURS, colour, kind
from engine.alibaba.words.terms import plural, tile_name
from engine.words.language import N_, tr
from scenes.kit import text, theme

from . import tiles_art

EFFECTS = {   # colour: (the legend's reminder, the tip's sentence)
    "pink": (N_("+5 points"), N_("Pink: scores 5 points.")),
    "blue": (N_("+2 a flip"), N_("Blue: scores 2 points for each tile its take turns face up "
                                 "(2 if it clears a square of the bottom layer).")),
    "brown": (N_("+2 a kind"), N_("Brown: scores 2 points for each tile of its kind behind "
                                  "your screen, this one included.")),
    "green": (N_("a 2nd tile"), N_("Green: you may also take a face-up tile next to where it "
                                   "lay (with no effect).")),
    "yellow": (N_("see & keep"), N_("Yellow: each rival with tiles shows you one of theirs; "
                                    "you keep one of the shown tiles.")),
    "grey": (N_("bar one"), N_("Grey: bar a kind or a colour; the others may not take it from "
                               "the cave until your next turn.")),
}
WIDTH = 78
SWATCH = 34


def tip(tile: int) -> tuple[str, list[str]]:
    """(title, lines) for a tile: its name, what its colour does, how its kind scores."""
    name = tile_name(tile)
    return (name[:1].upper() + name[1:],
            [tr(EFFECTS[colour(tile)][1]), tr("At the end, 1, 2, 3, 4 {kinds} score 1, 3, 6, "
                                              "10 points.").format(kinds=plural(kind(tile)))])


def entries(rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """Each colour's place in the legend, top to bottom."""
    step = (rect.height - 30) // len(COLOURS)
    return [(hue, pygame.Rect(rect.x, rect.y + 30 + i * step, rect.width, step))
            for i, hue in enumerate(COLOURS)]


def hit(rect: pygame.Rect, point: tuple) -> str | None:
    """The colour whose legend entry is under `point`."""
    return next((hue for hue, row in entries(rect) if row.collidepoint(point)), None)


def draw(surface: pygame.Surface, rect: pygame.Rect, hover: str | None) -> None:
    """The six colours with their marks (the colour-blind symbols, always shown here) and
    what each does in two words."""
    text.draw(surface, tr("Colours"), (rect.centerx, rect.y + 4), 15, theme.GOLD, "bold", "midtop")
    for hue, row in entries(rect):
        lit = hue == hover
        image = tiles_art.swatch(hue, SWATCH + 4 * lit, True)
        surface.blit(image, image.get_rect(midtop=(row.centerx, row.y + 2 - 2 * lit)))
        label = tr(EFFECTS[hue][0])
        text.draw(surface, label, (row.centerx, row.y + SWATCH + 6), 13,
                  theme.GOLD_LIGHT if lit else theme.SAND, "bold" if lit else "regular",
                  "midtop", max_width=rect.width)
