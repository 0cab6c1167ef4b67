"""Your own cards that another player has turned face up are marked as yours at a glance (the
seat's colour and a "yours" tab), not only by lying at the bottom; nobody else's are."""
from dataclasses import replace

from engine import ai
from engine.core import Rng
from engine.match import Match, Seat
from scenes.forty_thieves import board
from scenes.forty_thieves.board import Look, marked_yours
from scenes.forty_thieves.shown import Slot
from scenes.forty_thieves.table import CardTable
from support.scenes import start, steps


def look(viewer=0, you=True):
    return Look(["Layla", "Omar", "Zaid"], viewer, 1, you=you)


def test_only_the_players_own_face_up_cards_are_marked():
    up, down = Slot("3", True, 3), Slot("3", False)
    assert marked_yours(0, up, look())
    assert not marked_yours(1, up, look())              # someone else's revealed card
    assert not marked_yours(0, down, look())            # still face down: shaded already
    assert not marked_yours(0, Slot(None, False), look())
    assert not marked_yours(0, up, look(you=False))     # AIs alone, or a replay: nobody's "you"


def revealed_both_ways() -> Match:
    """A 3-seat match at the human's turn where its own card and another's lie face up."""
    seats = [Seat("Layla", "human"), Seat("Omar", "ai", "normal"), Seat("Zaid", "ai", "normal")]
    for seed in range(40):
        match, rng = Match.new("forty_thieves", seats, seed), Rng(seed)
        for _ in range(60):
            state = match.state
            hands = state.view(0)["hands"]
            ups = [any(slot["revealed"] for slot in hand) for hand in hands]
            if state.to_move() == 0 and ups[0] and any(ups[1:]):
                return match
            if state.is_over():
                break
            seat = state.to_move()
            match.apply(ai.choose(match.game, state.view(seat), state.legal_actions(), "easy", rng))
    raise AssertionError("no seed reaches the moment")


def test_the_table_marks_the_viewers_revealed_cards_and_no_others(app, monkeypatch):
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    match = revealed_both_ways()
    marked = []
    tab = board.yours_tab
    monkeypatch.setattr(board, "yours_tab",
                        lambda surface, drawn, seat, symbols: (marked.append(seat),
                                                               tab(surface, drawn, seat, symbols)))
    start(app, lambda a: CardTable(a, match))
    steps(app, 3)
    hand = match.state.view(0)["hands"][0]
    assert marked and set(marked) == {0}
    assert len(marked) % sum(slot["revealed"] for slot in hand) == 0    # each frame, each card
