"""The city table's side panel holds every decision of whole games, at both text sizes and at
every table size: its buttons, notes and every card of the hand lie inside it (inside the
wide panel over the city while an offer is dealt, the buttons in its decision's column)."""
import pygame
import pytest

from engine.match import Match, Seat
from engine.session import Session
from scenes.bagdad.layout import DEAL, PANEL, TRADE
from scenes.bagdad.panel import Panel
from scenes.kit import reading


def decisions(players: int, seed: int):
    """(view, actions) of every decision of a game the easy AI plays through."""
    seats = [Seat(f"P{i}", "ai", "easy") for i in range(players)]
    session = Session(Match.new("bagdad", seats, seed))
    while (seat := session.to_move()) is not None:
        yield session.view(seat), session.actions(seat)
        session.step()


def overflow(panel: Panel) -> list[str]:
    rect, column = (TRADE, DEAL) if panel.wide else (PANEL, PANEL)
    out = [f"button {b.label!r} at {b.rect}" for b in panel.buttons
           if not column.contains(b.rect)]
    out += [f"card {s.card['card']} at {s.rect}" for s in panel.cards
            if not rect.contains(s.rect)]
    if panel.wide and panel.hand_top < panel.face_bottom:    # the hand beside the faces
        out += [f"card {s.card['card']} over the faces" for s in panel.cards
                if s.rect.right > panel.area.right]
    out += [f"note {n.words!r} past the right edge" for n in panel.notes
            if n.x + n.width > rect.right]
    bottom = max((n.y + panel.note_step for n in panel.notes), default=rect.y)
    return out + ([f"notes down to {bottom}"] if bottom > min(rect.bottom, panel.hand_top + 8)
                  else [])


@pytest.mark.parametrize("players, large", [
    pytest.param(players, large, marks=() if large == (players % 2 == 0) else pytest.mark.slow)
    for players in (3, 4, 5, 6) for large in (False, True)])
def test_every_decision_of_a_game_fits_the_panel(players, large):
    """Every seat count, with normal and large text in turn (both under -m slow)."""
    pygame.font.init()
    reading.set_large(large)
    try:
        panel = Panel(lambda action: None, [f"Shahrazad {i}" for i in range(players)])
        kinds = set()
        for view, actions in decisions(players, seed=players):
            panel.build(view, actions, "waiting")
            kinds |= {a.kind for a in actions}
            assert overflow(panel) == [], (panel.title, sorted({a.kind for a in actions}))
        assert {"offer", "accept", "send", "buy_piece", "to", "discard"} <= kinds   # all came up
    finally:
        reading.set_large(False)
