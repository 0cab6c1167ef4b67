"""Take-back at the table: Ctrl+Z or Undo takes back the last move of the seat on screen, and
again goes further, as far as is fair (engine/takeback.py: never over a move that showed the
seat something new, nor over another person's move). The table is laid anew at the earlier
position, as a resumed game is, and its log says what was taken back. Settings can turn
take-backs off; a seat that cannot take back is told why instead."""
from __future__ import annotations

import pygame

from engine import takeback
from scenes.kit import theme
from scenes.kit.widgets import Button
from scenes.table import ai_worker
from scenes.table.chrome import GUIDE

UNDO = GUIDE.move(-GUIDE.width - 10, 0)     # in the banner, left of the Guide
KEY = pygame.K_z
WHY = {takeback.NO_MOVE: "You have made no move to take back yet.",
       takeback.OTHER: "Your last move cannot be taken back: another player has moved since.",
       takeback.SHOWN: "Your last move cannot be taken back: it, or a move after it, showed you "
                       "something you could not know before."}


class TakeBacks:
    """The Undo button and Ctrl+Z of a table that is played (not watched)."""

    def __init__(self, table) -> None:
        self.table = table
        self.button = Button(UNDO, "Undo", self.press, "secondary", 18)

    def follow(self) -> None:
        """Shown where a person plays and take-backs are on; usable once that seat has a move
        in the game (whether it is fair is worked out when asked: it takes a moment)."""
        table = self.table
        seat = table.viewer
        self.button.visible = (table.mode.plays and table.app.settings.take_backs
                               and seat is not None and not table.match.seats[seat].is_ai)
        self.button.enabled = self.button.visible and bool(table.match.log)

    def is_key(self, event: pygame.event.Event) -> bool:
        return (event.type == pygame.KEYDOWN and event.key == KEY
                and bool(event.mod & pygame.KMOD_CTRL) and self.button.visible)

    def press(self) -> None:
        table = self.table
        seat = table.viewer
        if not self.button.visible or seat is None:
            return
        count, why = takeback.judge(table.match, seat)
        if not count:
            if not table.log.entries or table.log.entries[-1].message != WHY[why]:
                table.log.add(WHY[why], colour=theme.DANGER_LIGHT)
            return
        ai_worker.cancel_all()              # a decision for the position that is gone
        table.match.take_back(seat)
        fresh = type(table)(table.app, table.match)
        fresh.appear.skip()
        name = table.match.seats[seat].name
        fresh.log.add(f"{name} took back {count} move{'s' * (count != 1)}.", colour=theme.GOLD)
        table.app.stack.replace(fresh)
        fresh.autosave(in_background=table.app.threaded_ai)
