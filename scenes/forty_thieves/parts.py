"""The card table's own kinds of the parts every table holds (scenes.table.host): its banner
says which card to click and its seat rows end with each seat's purse, counting with the table,
over the cloth (`CardChrome`); its log says the events in the game's words (`CardTelling`); the
last move's ring goes round the card revealed last, with its badges kept readable
(`CardLastMove`).
"""
from __future__ import annotations

import pygame

from engine.core import Event
from engine.forty_thieves.words import telling
from engine.words.language import tr
from scenes.forty_thieves import board
from scenes.forty_thieves.layout import layout
from scenes.kit import text, theme
from scenes.table.chrome import BOARD, Chrome
from scenes.table.last_move import LastMove
from scenes.table.telling import Telling


class CardChrome(Chrome):
    def banner_text(self) -> tuple[str, str]:
        who, what = super().banner_text()
        if self.table.actions:
            what = (tr("click the card to keep") if self.table.state.pending else
                    tr("click another player's face-down card, or the deck"))
        return who, what

    def draw_seat_tag(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> pygame.Rect:
        """The seat's gold, counting with the table, and whether a person or which AI plays it."""
        purses = self.table.purses
        amount = round(purses[seat].value) if seat < len(purses) else 0
        purse = board.draw_purse(surface, (row.right - 12, row.centery), amount)
        return text.draw(surface, self.seat_kind(seat), (purse.x - 12, row.centery), 14,
                         theme.MUTED, "italic", "midright")

    def paint_still(self, image) -> None:
        board.draw_cloth(image, layout(BOARD, self.table.view["players"], 0).board)


class CardTelling(Telling):
    def describe_events(self, events: list[Event]) -> list[str]:
        return telling.event_lines(events, self.table.names)


class CardLastMove(LastMove):
    def marks(self) -> list[pygame.Rect]:
        """The card revealed last, in a seat's hand or beside the deck (none once gathered)."""
        shown, plan = self.table.shown, self.table.plan
        key = shown.last_key
        if key is None or plan is None:
            return []
        return [plan.rect_of(key, len(shown.row))]

    def over_mark(self, surface: pygame.Surface) -> None:
        """The value badge and "yours" tab of a hand's card revealed last, over its ring."""
        table = self.table
        key = table.shown.last_key
        if key is not None and key[0] != "row":
            board.card_marks(surface, table.plan.rect_of(key, len(table.shown.row)), key[1],
                             table.shown.hands[key[1]][key[2]],
                             table.viewer if table.humans else None,
                             table.app.settings.colour_blind)

    def tab_foot(self, ring: pygame.Rect) -> tuple[int, int]:
        """Inside the card's top, where the name and gold over a hand would be covered."""
        return ring.centerx, ring.top + 19
