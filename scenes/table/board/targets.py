"""Clicking a board: a table names what lies under a point (`hit(pos)`, a key such as
("card", 1, 0)) and lists what the seat on screen may click now (`targets()`, key -> the action,
or the actions when one place offers several); this mixin does the rest, the same at every
table: the pointer and what it hovers, a click that first skips what the board still shows,
a press and release on the same target that plays it (or asks which, for several), the
Hint's rings round the targets of an advised action (a hover tip is put away by any click until
the pointer moves: the host's `tip_wanted`).

Mixed in before TableScene (class CardTable(ClickTargets, TableScene)): a mixin rather than a
part the table holds (scenes/table/host.py), as what it asks for (`hit`, `targets`, `ask`) and
what it gives (`hover`, `press`, `board_event`, `hint_marks`) are the board's own hooks on the
table, which a part would only pass back and forth. A table with targets also says where each
lies, `target_rect(key)`, for the Hint's rings: the kit cannot know it, so it has no default (a
table without targets never needs one).
"""
from __future__ import annotations

import pygame

from engine.core import Action
from scenes.kit.widgets import LEFT


class ClickTargets:
    press_plays = False         # True: a press plays at once (else the release over the same
                                # target does, so that a press can still be dragged away)
    hover_each_frame = True     # the hover follows a still pointer as the table changes

    def prepare_board(self) -> None:
        self.hover = self.pressed = None
        self.mouse = (0, 0)
        super().prepare_board()

    # --- what the table says ------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]):
        """The key of what lies under `pos` (clickable or not: hover tips use it), or None."""
        return None

    def targets(self) -> dict:
        """What may be clicked now: key -> Action, or a list of Actions."""
        return {}

    # --- what the kit does --------------------------------------------------------------------
    def clickable(self, key):
        """What a click on `key` plays now (nothing while the board is busy)."""
        if key is None or self.board_busy():
            return None
        return self.targets().get(key)

    def point(self, pos: tuple[int, int]) -> None:
        """Follow the pointer."""
        self.mouse = pos
        self.hover = self.hit(pos)

    def update_board(self, dt: float) -> None:
        if self.hover_each_frame:
            self.hover = self.hit(self.mouse)   # the table may change under a still pointer
        super().update_board(dt)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            busy = self.board_busy()
            self.timeline.finish()              # a click skips the animations
            return True if busy else self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == LEFT and self.pressed:
            key, self.pressed = self.pressed, None
            target = self.clickable(key)
            if target is not None and self.hit(event.pos) == key:
                self.choose(target, event.pos)
            return True
        return False

    def press(self, pos: tuple[int, int]) -> bool:
        """A press on the board (nothing playing); True when it was on a target."""
        key = self.hit(pos)
        target = self.clickable(key)
        if target is None:
            return False
        if self.press_plays:
            self.choose(target, pos)
        else:
            self.pressed = key
        return True

    def choose(self, target, pos: tuple[int, int]) -> None:
        """Play a click's action; a place with several asks which."""
        if isinstance(target, Action):
            self.play(target)
        elif len(target) == 1:
            self.play(target[0])
        else:
            self.ask(target, pos)

    def ask(self, actions: list[Action], pos: tuple[int, int]) -> None:
        """Several actions at one place: the table offers them (the first by default)."""
        self.play(actions[0])

    def hint_marks(self, action: Action) -> list[pygame.Rect]:
        """Rings round every target that plays the advised action."""
        return [self.target_rect(key) for key, target in self.targets().items()
                if target == action or isinstance(target, list) and action in target]
