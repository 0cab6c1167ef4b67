"""The city rings where the last move lies once the turn is back with the person: the spaces
the other seat's pieces were placed or moved to, and nothing for a run of steps with no place on
the board (an offer, a pass, a gem bought). A "last move" is one
seat's steps in a row, as the log marks them (scenes/bagdad/last_marks.py)."""
from support.bagdad_fixtures import gem_card, goods, purchase, set_hand
from support.bagdad_play import at_position, my_turn, open_table, until
from support.bagdad_table import PALACE
from support.scenes import steps

PLACED = ("place", "move")


def last_run(match) -> list:
    """The last mover's steps in a row, each with the public events it caused (a replay)."""
    state, run, mover = match.fresh_state(), [], None
    for action in match.log:
        seat = state.to_move()
        events = [e for e in state.apply(action) if e.visible_to is None]
        run, mover = (run if seat == mover else []), seat
        run.append((action, events))
    return run


def back_to_me(app, table) -> None:
    until(app, lambda: my_turn(app, table) or table.state.is_over(), 6000, what="my turn")
    steps(app, 1)


def test_after_ai_moves_the_space_a_piece_went_to_is_ringed_and_an_offer_rings_nothing(app):
    """The person plays as the AI would; each time the turn comes back, the ring is the
    board's own rect of the space the run's last piece went to, or none after a trade."""
    table = open_table(app, kinds=("human", "ai:normal", "ai:easy"), seed=3)
    seen = set()
    for _ in range(60):
        back_to_me(app, table)
        if table.state.is_over() or {"place", "move", "offer"} <= seen:
            break
        if table.last.marked_now():
            run, marks = last_run(table.match), table.last.marks()
            assert table.last.move[0] != 0 and len(marks) <= 2
            moved = [e for _, events in run for e in events if e.kind in PLACED]
            if moved:
                piece, space = moved[-1].data["piece"], moved[-1].data["space"]
                if table.view["pieces"][piece]["space"] == space:   # not struck down since
                    assert table.target_rect(("space", space)) in marks
                    assert marks[-1].collidepoint(table.spots[piece])
                    seen.add(moved[-1].kind)
            elif any(a.kind == "send" for a, _ in run) and all(
                    e.kind not in ("buy_piece", "buy_gem") for _, es in run for e in es):
                assert marks == []
                seen.add("offer")
        table.play(table.session.decision(table.state.to_move(), "normal").make())
    assert {"place", "move", "offer"} <= seen


def holder_then_me(app, hand):
    """Round 1's purchase: an AI (seat 0) holds the slipper and `hand`; the person (seat 1)
    holds a card, so the slipper comes to it."""
    state = purchase()
    set_hand(state, 0, hand)
    set_hand(state, 1, [goods(PALACE, 1, 4)])
    table = at_position(app, state, kinds=("ai:easy", "human", "ai:easy"))
    back_to_me(app, table)
    assert table.state.to_move() == 1 and table.last.marked_now() and table.last.move[0] == 0
    return table


def test_a_pass_alone_rings_nothing(app):
    """A holder without cards passes the slipper at once: nothing on the city to show."""
    table = holder_then_me(app, [])
    assert [a.kind for a in table.match.log] == ["pass_slipper"]
    assert table.last.marks() == []


def test_a_gem_bought_rings_nothing(app):
    """A gem card buys only its gem, which goes to the pouch: no space of the city."""
    table = holder_then_me(app, [gem_card("ruby")])
    assert "confirm" in [a.kind for a in table.match.log]
    assert table.last.marks() == []


def test_no_ring_is_drawn_over_the_trading_panel(app):
    """An AI buys a piece, then (the first to trade next round) offers the person a trade: one
    run of its steps, its places under the wide trading panel, which no ring may cover."""
    covered = 0
    for seed in range(3, 9):
        table = open_table(app, kinds=("human", "ai:normal", "ai:normal", "ai:normal"),
                           seed=seed)
        for _ in range(40):
            back_to_me(app, table)
            if table.state.is_over() or table.state.round > 3:
                break
            run = last_run(table.match)
            if table.panel.wide and table.last.marked_now() and any(
                    e.kind in (*PLACED, "buy_piece") for _, es in run for e in es):
                covered += 1
                assert table.last.marks() == []
            table.play(table.session.decision(table.state.to_move(), "normal").make())
        if covered:
            break
    assert covered
