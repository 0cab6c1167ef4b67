"""A move shown on the city: its beats (beats.build) fly from where things stood in the view on
screen when it was made to where the view now puts them, and put on the table's timeline; as
each begins, a headline over the city for a moment worth one (a round, a kidnap, ...). The
events no beat shows are announced once the board has shown the move.
"""
from __future__ import annotations

from engine.bagdad.words import telling
from engine.core import Event
from scenes.bagdad import beats, board

HEADLINE_TIME = 1.6


class Staging:
    def __init__(self, table) -> None:
        self.table = table

    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        """The host's `animate`: the beats fly from the spots of the view before the move to
        those of the view now."""
        table = self.table
        now = board.spots(after, table.art)
        stage = beats.Stage(table.art, table.spots or now, now, table.chrome.seats_rect,
                            table.viewer, table.app.settings.colour_blind, table.panel,
                            after.get("hand") or [])
        played, after_them = beats.build(events, stage)
        table.timeline.add(played)
        if after_them:
            table.timeline.cue(lambda: self.announce(after_them))

    def announce(self, events: list[Event]) -> None:
        """A headline over the city for the moments worth one; a robbery says which gem to the
        robber and the victim on screen."""
        table = self.table
        for e in events:
            said = telling.headline(e, table.names)
            if e.kind == "robbed_gem":
                said = (telling.robbed_title(e.data, table.viewer), telling.event_lines([e], table.names, table.viewer, True)[0])
            if said:
                table.headline.show(*said, HEADLINE_TIME)
