"""Your own cards that another player has turned face up are marked as yours at a glance (the
seat's colour and a "yours" tab), not only by lying at the bottom; nobody else's are."""
from dataclasses import replace

from engine.match import Match, Seat
from scenes.forty_thieves import board
from scenes.forty_thieves.board import marked_yours
from scenes.forty_thieves.shown import Slot
from scenes.forty_thieves.table import CardTable
from support.matches import moves
from support.scenes import start, steps


def test_only_the_players_own_face_up_cards_are_marked():
    up, down = Slot("3", True, 3), Slot("3", False)
    assert marked_yours(0, up, 0)
    assert not marked_yours(1, up, 0)                   # someone else's revealed card
    assert not marked_yours(0, down, 0)                 # still face down: shaded already
    assert not marked_yours(0, Slot(None, False), 0)
    assert not marked_yours(0, up, None)                # AIs alone, or a replay: nobody's "you"


def reach(moment, seeds: int = 80) -> Match:
    """A 3-seat match (the human first, easy AIs' moves) at the first state `moment` holds."""
    seats = [Seat("Layla", "human"), Seat("Omar", "ai", "normal"), Seat("Zaid", "ai", "normal")]
    for seed in range(seeds):
        match = Match.new("forty_thieves", seats, seed)
        if moment(match.state):
            return match
        for count, _ in enumerate(moves(match), 1):
            if moment(match.state):
                return match
            if count == 60:
                break
    raise AssertionError("no seed reaches the moment")


def revealed_both_ways() -> Match:
    """The human's turn, where its own card and another's lie face up."""
    def moment(state):
        ups = [any(slot["revealed"] for slot in hand) for hand in state.view(0)["hands"]]
        return state.to_move() == 0 and ups[0] and any(ups[1:])
    return reach(moment)


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


def own_card_revealed_last() -> Match:
    """The human's turn, the last reveal having turned up one of its own cards."""
    return reach(lambda state: state.to_move() == 0 and bool(state.reveals)
                 and state.reveals[-1]["owner"] == 0)


def test_your_card_revealed_last_keeps_its_tab_and_value_over_the_last_ring(app, monkeypatch):
    from scenes.table import last_move
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    match = own_card_revealed_last()
    drawn = []
    tab, badge, last_tab = board.yours_tab, board.value_badge, last_move.seat_tab
    monkeypatch.setattr(board, "yours_tab", lambda *a: (drawn.append("yours"), tab(*a)))
    monkeypatch.setattr(board, "value_badge", lambda *a: (drawn.append("value"), badge(*a)))
    monkeypatch.setattr(last_move, "seat_tab", lambda *a: (drawn.append("last"), last_tab(*a)))
    table = start(app, lambda a: CardTable(a, match))
    steps(app, 3)
    assert table.last.marked_now() and "last" in drawn
    after = drawn[len(drawn) - drawn[::-1].index("last"):]   # what the last frame drew after it
    assert after[:2] == ["value", "yours"]


def test_the_yours_tab_stays_inside_the_seats_plate(app, monkeypatch):
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    match = revealed_both_ways()
    feet = []
    tab = board.seat_tab
    monkeypatch.setattr(board, "seat_tab", lambda surface, foot, *rest: (feet.append(foot),
                                                                         tab(surface, foot, *rest)))
    table = start(app, lambda a: CardTable(a, match))
    steps(app, 3)
    plate = table.plan.seats[0].plate
    assert feet and all(plate.left < x < plate.right and y <= plate.bottom - 2 for x, y in feet)
