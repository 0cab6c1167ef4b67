"""Take-back at the table: Ctrl+Z or Undo takes back the last move of the seat on screen, and
again goes further, as far as is fair (engine/takeback.py: never over a move that showed the
seat something new, nor over another person's move). The table is laid anew at the earlier
position, as a resumed game is, and its log says what was taken back. Settings can turn
take-backs off; a seat that cannot take back is told why instead.

Whether a take-back is fair takes a moment to work out (40-70 ms: engine/takeback.py replays
the game from many hidden twins), so it is worked out off the frame loop as the seat's turn
comes, from a copy of the log; until the answer is in, Undo is greyed (where the AI thinks on
the frame loop, in tests, or where the answer could not be worked out, it asks on the press).
Undo is greyed while the board still shows moves, and where a take-back would be refused;
a hover over it always says why, and Ctrl+Z says it in the log (take-backs off in Settings, the
game over, nothing of this game's to take back yet)."""
from __future__ import annotations

import threading
from dataclasses import replace

import pygame

from engine import takeback
from engine.words.language import N_, ntr, tr
from scenes.kit import idle, snapshot, theme, tips
from scenes.kit.widgets import Button
from scenes.table import ai_worker
from scenes.table.chrome import GUIDE

UNDO = GUIDE.move(-GUIDE.width - 10, 0)     # in the banner, left of the Guide
KEY = pygame.K_z
STILL = 0.3             # seconds a position stands before a take-back from it is worked out
# why Undo is greyed or took nothing back: in English, said with `tr` where it is shown
WHY = {takeback.NO_MOVE: N_("Nothing to take back yet: you have made no move."),
       takeback.OTHER: N_("Your last move cannot be taken back: another player has moved "
                          "since."),
       takeback.SHOWN: N_("Your last move cannot be taken back: it, or a move after it, showed "
                          "you something new (a card, a tile, a new deal)."),
       takeback.OVER: N_("The game is over: its moves stand.")}
PLAYED_ON = N_("Nothing to take back yet: the moves before you played on were the replay's.")
OFF = N_("Take-backs are off (Settings).")
BUSY = N_("Undo waits for your turn, once the moves before it have been shown.")
WORKING = N_("Working out how far back is fair…")
UNDO_LABEL = N_("Undo")


class TakeBacks:
    """The Undo button and Ctrl+Z of a table that is played (not watched)."""

    def __init__(self, table) -> None:
        self.table = table
        self.button = Button(UNDO, UNDO_LABEL, self.press, "secondary", 18)
        self.judged: tuple | None = None     # (moves in the log, seat, (count, why)) when known
        self.asking: tuple | None = None     # the (moves, seat) being worked out now
        self.early = table.app.threaded_ai   # asked as the turn comes (where a thread can:
                                             # tests with the AI on the frame loop set it)
        self.still = 0.0                     # seconds the log has stood as it is
        self.asked_for: tuple | None = None  # the (moves, seat) `still` counts for

    def seat(self) -> int | None:
        """The person on screen at a played table, or None where nobody could take back (a
        game with friends on other computers: their tables would not follow it back)."""
        table = self.table
        seat = table.viewer
        if not table.mode.keeps or seat is None or table.match.seats[seat].is_ai \
                or any(s.kind == "friend" for s in table.match.seats):
            return None
        return seat

    def busy(self) -> bool:
        """The table does not wait for this person yet: the board still shows moves or the
        round's banner (the answer would come before the player has seen what it is about), or
        another seat is still to play (a press then would race that seat's move)."""
        table = self.table
        headline = table.headline
        to_move = table.state.to_move()
        return (table.board_busy() or (headline is not None and headline.showing)
                or to_move is not None and to_move != table.viewer)

    def follow(self, dt: float) -> None:
        """Shown where a person plays, take-backs are on and the game is not over; enabled
        once the board is at rest and a take-back is known to be fair (where the answer is
        worked out early) or may be (where it is asked on the press). Asked once the log has
        stood still for STILL seconds: a person building an offer or a payment step by step is
        not followed by a search at every click."""
        table = self.table
        seat = self.seat()
        self.button.visible = (seat is not None and table.app.settings.take_backs
                               and not table.match.state.is_over())
        key = (len(table.match.log), seat)
        self.still = 0.0 if self.asked_for != key else self.still + dt
        self.asked_for = key
        busy = self.busy()
        if self.early and self.button.visible and not self.nothing_yet() \
                and self.asking is None and (self.judged is None or self.judged[:2] != key) \
                and not busy:
            if self.still >= STILL:
                self.ask(key)
            else:
                idle.due(STILL - self.still)
        known = self.known()
        if known is None:       # not worked out (yet): asked on the press where it never will be
            failed = self.judged is not None and self.judged[:2] == key
            fair = not self.nothing_yet() and (failed or not self.early)
        else:
            fair = known[0] > 0
        self.button.enabled = self.button.visible and fair and not busy

    def why_not(self) -> str | None:
        """Why Undo is greyed now, in one sentence in English (None where it is not)."""
        if not self.button.visible or self.button.enabled:
            return None
        if self.nothing_yet():
            return self.sentence(takeback.NO_MOVE)
        if self.busy():
            return BUSY
        known = self.known()       # a fair answer that came after the update: offered next frame
        return WORKING if known is None else None if known[1] is None else self.sentence(known[1])

    def nothing_yet(self) -> bool:
        """No move of this game's in the log yet (a played-on game's first are the replay's)."""
        return len(self.table.match.log) <= self.table.match.begun

    def sentence(self, why: str) -> str:
        """The words for a refusal: in a game played on from a replay, "no move yet" says
        that the moves before were the replay's, not the player's."""
        return PLAYED_ON if why == takeback.NO_MOVE and self.table.match.begun else WHY[why]

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
                idle.wake()         # Undo is greyed or offered at once, asleep or not

        if table.app.threaded_ai:
            threading.Thread(target=work, name="take-back", daemon=True).start()
        else:
            work()

    def draw_tip(self, surface: pygame.Surface) -> None:
        """Over a greyed Undo, why it is greyed now (until a click, as every hover tip)."""
        why = self.why_not()
        if why is not None and self.button.hovered and not self.table.tip_away:
            under = (self.button.rect.x - 40, self.button.rect.bottom - 12)
            tips.draw(surface, surface.get_rect(), under, tr(UNDO_LABEL), [tr(why)])

    def is_key(self, event: pygame.event.Event) -> bool:
        return (event.type == pygame.KEYDOWN and event.key == KEY
                and bool(event.mod & pygame.KMOD_CTRL) and self.seat() is not None)

    def say(self, why: str) -> None:
        """Tell the log why nothing was taken back, once however often it is asked; a wait is
        said in a passing note instead (the log tells the game, and a line put between a
        move's lines would stay there)."""
        if why == BUSY:
            self.table.app.note = snapshot.Note(tr(BUSY))
            return
        log, said = self.table.log, tr(why)
        if not log.entries or log.entries[-1].message != said:
            log.add(said, colour=theme.DANGER_LIGHT)

    def press(self) -> None:
        """Undo or Ctrl+Z: take back as far as is fair, or say in the log why not."""
        table = self.table
        seat = self.seat()
        if seat is None:
            return
        if table.match.state.is_over():
            return self.say(self.sentence(takeback.OVER))
        if not table.app.settings.take_backs:
            return self.say(OFF)
        if self.nothing_yet():
            return self.say(self.sentence(takeback.NO_MOVE))
        known = self.known()
        if self.busy() and (known is None or known[0]):
            return self.say(BUSY)
        count, why = known or takeback.judge(table.match, seat)
        if not count:
            return self.say(self.sentence(why))
        ai_worker.cancel_all()              # a decision for the position that is gone
        table.match.take_back(seat)
        fresh = type(table)(table.app, table.match)
        fresh.appear.skip()
        name = table.match.seats[seat].name
        fresh.log.add(ntr("{name} took back {n} move.", "{name} took back {n} moves.",
                          count).format(name=name, n=count), colour=theme.GOLD)
        table.app.stack.replace(fresh)
        fresh.autosave(in_background=table.app.threaded_ai)
