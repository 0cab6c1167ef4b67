"""The side panel as the city table holds it: laid anew after every change with the decision of
the seat on screen, its buttons among the table's widgets; held back without the decision while
the board still shows the move that led to it (the panel, too, waits for the board); and, with
no decision, saying what the board shows or whose turn it is.
"""
from __future__ import annotations

from typing import Callable

from engine.words.language import tr
from scenes.bagdad.panel import Panel


class SidePanel(Panel):
    def __init__(self, table, pick: Callable[[list, tuple], object]) -> None:
        super().__init__(table.play, table.names, pick)
        self.table = table
        self.held = False       # laid while the board moved: laid again once it is still

    def lay(self) -> None:
        """The panel for the view and actions on the table now, its buttons the table's."""
        table = self.table
        self.names = table.names        # as they are now: a friend's seat takes its guest's
        for button in self.buttons:
            if button in table.widgets:
                table.widgets.remove(button)
        self.held = table.timeline.busy     # its decision, or the move shown, waits for still
        if table.view:
            self.own = table.viewer in table.humans     # else a replay's or an AI's
            self.people = frozenset(i for i, seat in enumerate(table.match.seats)
                                    if not seat.is_ai)
            self.build(table.view, [] if self.held else table.actions, self.waiting_words())
            for button in self.buttons:
                button.hovered = button.rect.collidepoint(table.mouse)
                table.add(button)

    def waiting_words(self) -> str:
        """The panel's words without a decision: whose turn it is (the move the board still
        shows is the banner's and the log's: told here too, beside "Aladdin is thinking…",
        "Aladdin chose: confirm the payment." was read as an instruction left behind)."""
        table = self.table
        seat = table.state.to_move()
        if seat is None:
            return tr("The game is over.")
        if self.own and seat == table.viewer:
            return tr("Your turn, once the board has shown the last move.")
        return tr("Waiting for {name}.").format(name=self.names[seat])
