"""Which of several actions one click on the city means: a card given in an offer or an asked
district opens the talk list (offer_picker.Picker: what to call it, what to hope for); a space
from which a move may also strike opens a button for each way, laid off the space it is about.
Their buttons are the table's widgets while they are open; a press anywhere else puts them away.
"""
from __future__ import annotations

import pygame

from engine.bagdad.words import actions as words, terms
from engine.core import Action
from scenes.bagdad.layout import MAP
from scenes.bagdad.offer_picker import Picker
from scenes.kit import ink, text, theme
from scenes.kit.widgets import Button, Widget

SIZE = 15       # the ways' words


class Chooser:
    def __init__(self, table) -> None:
        self.table = table
        self.talk = Picker(table)
        self.buttons: list[Button] = []     # the ways of a move, while they are asked
        self.caption: Caption | None = None     # over them, where they end (long ways)

    def ask(self, actions: list[Action], pos: tuple[int, int]) -> None:
        """The talk list for talk, else a button for each way."""
        if not self.talk.open(actions, pos):
            self.open(actions, pos)

    def open(self, actions: list[Action], pos: tuple[int, int]) -> None:
        """A button for each way, each its whole sentence; where the longest would not fit
        the map's width, the move's end is said once in a caption over them and each button
        says what its way does there."""
        table, font = self.table, theme.font(SIZE, "bold")
        labels = [table.words(a, table.view) for a in actions]
        caption = None
        if max(font.size(label)[0] for label in labels) + 40 > MAP.width - 20:
            told = [words.way(a, table.names, table.view) for a in actions]
            caption, labels = terms.cap(told[0][0]), [terms.cap(way) for _, way in told]
        width = min(max(font.size(line)[0] for line in labels + [caption or ""]) + 40,
                    MAP.width - 20)
        x = min(max(pos[0] - width // 2, MAP.x + 6), MAP.right - width - 6)
        rows = len(actions) + (caption is not None)
        height = 36 * rows
        y = pos[1] - 30 - height if pos[1] - 30 - height >= MAP.y + 6 else \
            min(pos[1] + 30, MAP.bottom - height - 6)    # off the space it is about
        if caption is not None:
            self.caption = table.add(Caption((x, y, width, 32), caption))
            y += 36
        for i, (action, label) in enumerate(zip(actions, labels)):
            button = Button((x, y + 36 * i, width, 32), label, lambda a=action: table.play(a),
                            "primary" if action.get("victim") is not None else "secondary",
                            SIZE)
            button.action = action
            self.buttons.append(table.add(button))

    def dismiss(self) -> bool:
        """A press off the buttons: the ways go, else the talk list; True if one was open."""
        if not self.buttons:
            return self.talk.close()
        self.close_ways()
        return True

    def close(self) -> None:
        self.close_ways()
        self.talk.close()

    def close_ways(self) -> None:
        for widget in self.buttons + [self.caption]:
            if widget in self.table.widgets:
                self.table.widgets.remove(widget)
        self.buttons, self.caption = [], None


class Caption(Widget):
    """Where a move with several ways ends, said once over their buttons: a click on it is
    spent on nothing (it is no way)."""

    def __init__(self, rect, words_: str) -> None:
        super().__init__(rect)
        self.words = words_

    def handle_event(self, event: pygame.event.Event) -> bool:
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        ink.rect(surface, theme.SAND, self.rect, border_radius=9)
        size = text.fitting_size(self.words, self.rect.width - 20, SIZE, "bold")
        text.draw(surface, self.words, self.rect.center, size, theme.INK, "bold", "center",
                  max_width=self.rect.width - 16)
