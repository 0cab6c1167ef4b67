"""A minimised or hidden window draws nothing, while the AIs go on playing and the table goes on
autosaving; restored, its first frame shows the game as it stands."""
from __future__ import annotations

import pygame

from engine.match import Match, Seat
from scenes.tables import table_for
from support.scenes import start, steps


def window_event(app, kind: int) -> None:
    pygame.event.post(pygame.event.Event(kind, window=None))


def test_a_minimised_window_draws_nothing_and_the_game_goes_on(app, monkeypatch):
    seats = [Seat("Kasim", "ai", "easy"), Seat("Omar", "ai", "easy")]
    match = Match.new("forty_thieves", seats, 3)
    table = start(app, lambda a: table_for(match.name)(a, match))
    frames, saved = [], []
    draw = app.draw_frame
    monkeypatch.setattr(app, "draw_frame", lambda: (frames.append(len(match.log)), draw()))
    autosave = table.autosave
    monkeypatch.setattr(table, "autosave", lambda *a, **k: (saved.append(1), autosave(*a, **k)))
    for kind in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
        frames.clear()
        moves = len(match.log)
        window_event(app, kind)
        steps(app, 240, dt=0.1)
        assert not app.shown and frames == []
        assert len(match.log) > moves and saved             # the AIs played, the game saved
        window_event(app, pygame.WINDOWRESTORED if kind == pygame.WINDOWMINIMIZED
                     else pygame.WINDOWSHOWN)
        steps(app, 1)
        assert app.shown and frames == [len(match.log)]     # drawn at once, as it stands now
