"""The city table's part of the first-game guide: the city and its gates, the Desert, the
decks, your character and wish, trading and buying. Its words follow the in-app rules
(assets/rules/bagdad.md); a character's line is the one the setup screen shows
(engine/bagdad/setup.py's `pays_best`, in the language in use).
"""
from __future__ import annotations

import pygame

from engine.bagdad.cards import CHARACTERS
from engine.bagdad.setup import pays_best
from engine.words.language import tr
from scenes.bagdad.city_art import CityArt
from scenes.bagdad.layout import DECKS, DESERT_CAMP, MAP, PANEL, WISH
from scenes.table.guide import Step

GATES_PAD = 14      # px lit around the five gates of Baghdad


def gates_rect(art: CityArt) -> pygame.Rect:
    """Where the five gates from the Desert stand, with room around them."""
    points = [centre for centre, from_desert in art.gates if from_desert] or [MAP.center]
    xs, ys = [round(x) for x, _ in points], [round(y) for _, y in points]
    rect = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    return rect.inflate(2 * GATES_PAD, 2 * GATES_PAD)


def steps(art: CityArt, character: str | None) -> list[Step]:
    """The steps about this table, `character` being the seat on screen's (None: nobody's)."""
    wish = [tr("{ability}: those goods are worth the most to you.").format(
        ability=pays_best(character))] if character in CHARACTERS else []
    wish.append(tr("Your wish names gems: when the Vizier stands on a Palace shop at a round's "
                   "end, whoever owns the gems of their wish wins."))
    return [
        Step(MAP, tr("The city"), tr("Five walled districts, poorest to richest: Bazaar, "
             "Harbour, Souk, Kasbah, Palace. Each of your pieces on a shop earns a card of that "
             "district every round.")),
        Step(gates_rect(art), tr("The gates"), tr("Walls close every district; the gold arches "
             "are its gates, the only ways through. Five lead from the Desert into Bazaar "
             "streets, one or two from each district into the next richer one. A move pays 1 "
             "dinar for every space it enters.")),
        Step(DESERT_CAMP, tr("The Desert"), tr("New and kidnapped pieces wait here, outside "
             "the walls, and enter by the five gates; the Grand Vizier walks from here towards "
             "his palace.")),
        Step(DECKS, tr("The decks"), tr("Each district's merchandise cards. Their backs show "
             "the district; only you see your cards' faces, and what they are worth to you.")),
        Step(WISH, tr("Your character and wish"), " ".join(wish)),
        Step(PANEL, tr("Trading"), tr("A round: income, trading, buying; what you may do now "
             "is here. An offer gives cards for cards of other districts. It may name each card "
             "given, truly or not (a claim), and the goods hoped for (a wish); the other side "
             "accepts, refuses or counters. A deal is a deal, and each side then sees what it "
             "got: every claim makes or breaks a reputation.")),
        Step(PANEL, tr("Buying"), tr("Then the slipper holder buys pieces, gems and moves, one "
             "at a time; no change is given. Every card is spent before the round ends: keep "
             "some for a later turn with the slipper, but none lasts into the next round. While "
             "you pay for a move, the map shows its way and where it ends.")),
    ]
