"""While you waited: after a long run of other players' turns, a human seat finds, when its turn
comes back, a card over the board saying in a few lines what concerned it (the game's table
words them, from the events that seat could see; the log tells each in its place).

`Waits` keeps, for each human seat, what it could see since it last moved, which other seats
moved meanwhile and for how long. Players are counted, not actions: a trade's offer, answer
and hand-over are one exchange between two players, however many steps. A wait is long once
OTHERS other players have moved, or after SECONDS with at least two of them: two or three
others (a table of three or four) are watched as they go and remembered, but five AIs take 10
to 27 s at normal speed, more than anyone follows move by move; ten seconds is the bottom of
that range, and one slow player, however long, was watched whole. Each human seat waits on
its own (the hot seat). A wait in which the seat itself was struck (a piece taken, a gem
stolen: the game's `Waiting.struck`) is summed up however short, once another player has moved.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.core import Event
from engine.words.language import tr
from scenes.kit import ink, text, theme
from scenes.kit.widgets import LEFT, Widget
from scenes.table.chrome import BOARD

OTHERS = 4
SECONDS = 10.0
WIDTH = 540
SIZE = 17


@dataclass
class Wait:
    events: list[Event] = field(default_factory=list)
    others: set[int] = field(default_factory=set)
    seconds: float = 0.0


class Waits:
    def __init__(self, humans: list[int]) -> None:
        self.waits = {seat: Wait() for seat in humans}

    def saw(self, mover: int, events: list[Event]) -> None:
        """A move by `mover`: its own wait ends; every other human seat saw what it may see."""
        for seat, wait in self.waits.items():
            if seat == mover:
                self.waits[seat] = Wait()
            else:
                wait.events += [e for e in events if e.visible(seat)]
                wait.others.add(mover)

    def tick(self, dt: float, to_move: int | None) -> None:
        """Time passes for every human seat while another is to move."""
        for seat, wait in self.waits.items():
            if to_move is not None and to_move != seat:
                wait.seconds += dt

    def long(self, seat: int) -> bool:
        wait = self.waits.get(seat)
        return wait is not None and (len(wait.others) >= OTHERS
                                     or wait.seconds >= SECONDS and len(wait.others) >= 2)

    def seen(self, seat: int) -> list[Event]:
        """What the seat saw since it last moved (nothing for a seat that does not wait)."""
        wait = self.waits.get(seat)
        return wait.events if wait is not None and wait.others else []

    def take(self, seat: int) -> list[Event]:
        """What the seat saw while it waited; its wait starts again."""
        wait, self.waits[seat] = self.waits[seat], Wait()
        return wait.events


class Waiting:
    """The table's side of a wait, a part it holds (`table.waiting`): each human seat's
    `waits` and the `card` that sums one up. A game's table gives its own kind
    (`TableScene.waiting_class`) to say what concerned a seat (`waited_words`) and whether it
    was struck (`struck`)."""

    def __init__(self, table) -> None:
        self.table = table
        self.waits = Waits(table.humans if table.mode.plays else [])
        self.card = table.add(WaitedCard())
        self.shown: tuple[int, list[Event]] | None = None   # what the card sums up, for whom

    def saw(self, mover: int, events: list[Event]) -> None:
        """A move: the seats' waits go on, and the summary on screen is put away."""
        self.waits.saw(mover, events)
        self.card.visible = False

    def end(self, seat: int) -> None:
        """The human seat to move: after a long wait, or one in which it was struck, what
        concerned it on a card over the board (nothing, when nothing did). Not in the log,
        which tells each of those moves in its place: a summary added after the next round's
        first lines read as things happening out of order."""
        if not (self.waits.long(seat) or self.struck(seat, self.waits.seen(seat))):
            return
        events = self.waits.take(seat)
        lines = self.waited_words(seat, events)
        if lines:
            self.shown = seat, events
            self.card.show(lines)

    def language_changed(self) -> None:
        """The card on screen says its summary again in the language now in use."""
        if self.card.visible and self.shown is not None:
            self.card.show(self.waited_words(*self.shown))

    def waited_words(self, seat: int, events: list[Event]) -> list[str]:
        """Hook: a few lines on what concerned `seat` in `events` (all visible to it) while it
        waited; a game's table says them, none by default."""
        return []

    def struck(self, seat: int, events: list[Event]) -> bool:
        """Hook: whether `events` took something of the seat's own; none by default."""
        return False


class WaitedCard(Widget):
    """The summary over the board's top left, under the corner where a table keeps a note (the
    Vizier's, in Bagdad): its lines under a title; a click on it puts it away, and so does the
    next move. A table whose decision covers the board's top (Bagdad's offer, dealt over the
    city) has it `rest` at the foot of that area instead."""

    def __init__(self) -> None:
        super().__init__((BOARD.x + 36, BOARD.y + 64, WIDTH, 0))   # the corner note shows
        self.visible = False
        self.lines: list[list[str]] = []
        self.foot: pygame.Rect | None = None

    def show(self, lines: list[str]) -> None:
        font = theme.font(SIZE)
        self.lines = [text.wrap(line, font, WIDTH - 64) for line in lines]
        step = text.line_height(SIZE)
        self.rect.height = 96 + sum(len(w) * step + 6 for w in self.lines)
        self.rest(self.foot)
        self.visible = True

    def rest(self, foot: pygame.Rect | None) -> None:
        """Lie at the foot of `foot` (its bottom right corner), or in the board's top left."""
        self.foot = foot
        if foot is None:
            self.rect.topleft = (BOARD.x + 36, BOARD.y + 64)
        else:
            self.rect.bottomright = (foot.right - 12, foot.bottom - 12)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT \
                and self.rect.collidepoint(event.pos):
            self.visible = False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        theme.panel(surface, rect, 14, theme.NIGHT_LIGHT, theme.NIGHT_PANEL, theme.GOLD, 248, 10)
        text.draw(surface, tr("While you waited"), (rect.x + 24, rect.y + 16), 22,
                  theme.GOLD_LIGHT, "bold")
        step, y = text.line_height(SIZE), rect.y + 54
        for wrapped in self.lines:
            ink.circle(surface, theme.GOLD, (rect.x + 30, y + step // 2), 3)
            for i, line in enumerate(wrapped):
                surface.blit(theme.text(line, SIZE, theme.TEXT), (rect.x + 42, y + i * step))
            y += len(wrapped) * step + 6
        text.draw(surface, tr("Click to close · it is in the log too"), (rect.x + 24,
                  rect.bottom - 30), 14, theme.MUTED, "italic")
