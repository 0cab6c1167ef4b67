"""Which of several actions one click on the city means: a card given in an offer or an asked
district opens the talk list (offer_picker.Picker: what to call it, what to hope for); a space
from which a move may also strike opens a button for each way, laid off the space it is about.
Their buttons are the table's widgets while they are open; a press anywhere else puts them away.
"""
from __future__ import annotations

from engine.core import Action
from scenes.bagdad.layout import MAP
from scenes.bagdad.offer_picker import Picker
from scenes.kit import theme
from scenes.kit.widgets import Button


class Chooser:
    def __init__(self, table) -> None:
        self.table = table
        self.talk = Picker(table)
        self.buttons: list[Button] = []     # the ways of a move, while they are asked

    def ask(self, actions: list[Action], pos: tuple[int, int]) -> None:
        """The talk list for talk, else a button for each way."""
        if not self.talk.open(actions, pos):
            self.open(actions, pos)

    def open(self, actions: list[Action], pos: tuple[int, int]) -> None:
        table = self.table
        width = max(theme.font(15, "bold").size(table.words(a, table.view))[0]
                    for a in actions) + 40
        width = min(width, MAP.width - 20)
        x = min(max(pos[0] - width // 2, MAP.x + 6), MAP.right - width - 6)
        height = 36 * len(actions)
        y = pos[1] - 30 - height if pos[1] - 30 - height >= MAP.y + 6 else \
            min(pos[1] + 30, MAP.bottom - height - 6)    # off the space it is about
        for i, action in enumerate(actions):
            label = table.words(action, table.view)
            button = Button((x, y + 36 * i, width, 32), label, lambda a=action: table.play(a),
                            "primary" if action.get("victim") is not None else "secondary", 15)
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
        for button in self.buttons:
            if button in self.table.widgets:
                self.table.widgets.remove(button)
        self.buttons = []
