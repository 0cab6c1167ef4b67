"""Take-back at the table: Ctrl+Z or Undo takes back the last move of the seat on screen, and
again goes further, as far as is fair (engine/takeback.py: never over a move that showed the
seat something new, nor over another person's move). The table is laid anew at the earlier
position, as a resumed game is, and its log says what was taken back. Settings can turn
take-backs off; a seat that cannot take back is told why instead.

Whether a take-back is fair takes a moment to work out (40-70 ms: engine/takeback.py replays
the game from many hidden twins), so it is worked out off the frame loop as the seat's turn
comes, from a copy of the log; until the answer is in, Undo stays usable and asks on the
press. Once it is in, Undo is greyed where it would be refused, and a hover says why."""
from __future__ import annotations

import threading
from dataclasses import replace

import pygame

from engine import takeback
from scenes.kit import theme, tips
from scenes.kit.widgets import Button
from scenes.table import ai_worker
from scenes.table.chrome import GUIDE

UNDO = GUIDE.move(-GUIDE.width - 10, 0)     # in the banner, left of the Guide
KEY = pygame.K_z
STILL = 0.3             # seconds a position stands before a take-back from it is worked out
WHY = {takeback.NO_MOVE: "You have made no move to take back yet.",
       takeback.OTHER: "Your last move cannot be taken back: another player has moved since.",
       takeback.SHOWN: "Your last move cannot be taken back: it, or a move after it, showed you "
                       "something you could not know before."}


class TakeBacks:
    """The Undo button and Ctrl+Z of a table that is played (not watched)."""

    def __init__(self, table) -> None:
        self.table = table
        self.button = Button(UNDO, "Undo", self.press, "secondary", 18)
        self.judged: tuple | None = None     # (moves in the log, seat, (count, why)) when known
        self.asking: tuple | None = None     # the (moves, seat) being worked out now
        self.early = table.app.threaded_ai   # asked as the turn comes (where a thread can:
                                             # tests with the AI on the frame loop set it)
        self.still = 0.0                     # seconds the log has stood as it is
        self.asked_for: tuple | None = None  # the (moves, seat) `still` counts for

    def follow(self, dt: float) -> None:
        """Shown where a person plays and take-backs are on; usable once that seat has a move
        in the game and, once that is known, where a take-back would be fair. Asked once the
        log has stood still for STILL seconds: a person building an offer or a payment step by
        step is not followed by a search at every click."""
        table = self.table
        seat = table.viewer
        self.button.visible = (table.mode.plays and table.app.settings.take_backs
                               and seat is not None and not table.match.seats[seat].is_ai)
        key = (len(table.match.log), seat)
        self.still = 0.0 if self.asked_for != key else self.still + dt
        self.asked_for = key
        if self.early and self.button.visible and key[0] and self.asking is None \
                and (self.judged is None or self.judged[:2] != key) \
                and self.still >= STILL and not table.board_busy():
            self.ask(key)
        known = self.known()
        self.button.enabled = (self.button.visible and bool(table.match.log)
                               and (known is None or known[0] > 0))

    def known(self) -> tuple[int, str | None] | None:
        """(count, why) for the game as it stands and the seat on screen, once worked out."""
        key = (len(self.table.match.log), self.table.viewer)
        return self.judged[2] if self.judged is not None and self.judged[:2] == key else None

    def ask(self, key: tuple) -> None:
        """Work out whether a take-back is fair now: on a thread of its own, from a copy of the
        log (a move made meanwhile makes the answer stale, never wrong: it is keyed by the
        log's length); at once where the table's AI thinks on the frame loop (tests)."""
        table = self.table
        snapshot = replace(table.match, log=list(table.match.log))
        self.asking = key

        def work() -> None:
            try:
                self.judged = (*key, takeback.judge(snapshot, key[1]))
            except Exception:       # a log that does not replay (a test's made-up position):
                self.judged = (*key, None)      # unknown, so Undo asks again when pressed
            finally:
                self.asking = None

        if table.app.threaded_ai:
            threading.Thread(target=work, name="take-back", daemon=True).start()
        else:
            work()

    def draw_tip(self, surface: pygame.Surface) -> None:
        """Over a greyed Undo, why a take-back would not be fair now."""
        known = self.known()
        if self.button.visible and self.button.hovered and known is not None and not known[0]:
            under = (self.button.rect.x - 40, self.button.rect.bottom - 12)
            tips.draw(surface, surface.get_rect(), under, "Undo", [WHY[known[1]]])

    def is_key(self, event: pygame.event.Event) -> bool:
        return (event.type == pygame.KEYDOWN and event.key == KEY
                and bool(event.mod & pygame.KMOD_CTRL) and self.button.visible)

    def press(self) -> None:
        table = self.table
        seat = table.viewer
        if not self.button.visible or seat is None:
            return
        count, why = self.known() or takeback.judge(table.match, seat)
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
