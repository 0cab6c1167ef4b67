"""A long AI run ends with a table a returning player understands: when the turn comes back to
the person, the log is at the newest line with the last move's lines marked (even if it was
scrolled back during the run), and the board rings where that move lies, until the next move."""
from dataclasses import replace

import pygame
import pytest

from engine.match import Match, Seat
from scenes.table import last_move
from scenes.table.log_view import LogView
from scenes.tables import table_for
from support.scenes import start, steps


def run_until_human(app, table, frames=3000):
    """Frames until the human is to move with the board still, after the AIs' run."""
    for _ in range(frames):
        steps(app, 1)
        if table.actions and not table.board_busy():
            return
    raise AssertionError("the turn never came back")


@pytest.mark.parametrize("game", ["alibaba", "forty_thieves"])
def test_after_an_ai_run_the_last_move_is_marked_and_the_log_brought_down(app, game,
                                                                          monkeypatch):
    app.apply_settings(replace(app.settings, animation_speed="fast"))
    seats = [Seat("Layla", "human")] + [Seat(n, "ai", "easy") for n in ("Omar", "Zaid", "Nadia")]
    match = Match.new(game, seats, 11)
    table = start(app, lambda a: table_for(game)(a, match))
    run_until_human(app, table)
    table.play(table.actions[0])
    steps(app, 2)
    table.log.scrollbar.scroll_to(0)         # the player reads back during the AIs' run
    run_until_human(app, table)
    steps(app, 1)
    log = table.log
    mover = table.last.move[0]
    assert mover != 0 and log.marked is not None
    first, end = log.marked
    assert log.entries[first].message.startswith(f"{match.seats[mover].name} ")
    assert end == len(log.entries) and log.at_bottom() and log.unseen == 0
    assert table.last.marked_now() and table.last.marks()     # the board rings it
    tabs = []
    monkeypatch.setattr(last_move, "seat_tab", lambda *args: tabs.append(args))
    steps(app, 1)
    ring = table.last.marks()[0]       # and a "last" tab in the mover's colour on it
    assert [(seat, word) for _, _, _, seat, word, _ in tabs] == [(mover, "last")]
    assert ring.left <= tabs[0][1][0] <= ring.right
    table.play(table.actions[0])                # the person moves: the marks go
    steps(app, 2)
    assert not table.last.marked_now() and log.marked is None


def long_move_log() -> LogView:
    """A log of 20 lines, then 12 of Nadia's move, then one that is not the move's."""
    pygame.font.init()                          # no app here: the log measures its lines
    log = LogView((0, 0, 360, 200))
    for i in range(20):
        log.add(f"line {i}")
    log.begin(2)
    for i in range(12):
        log.add(f"what Nadia's move did, part {i}", told=True)
    log.add("a line of the table's own")           # not the move's
    return log


def test_a_long_last_move_is_marked_and_shown_to_its_newest_line():
    """A move longer than the panel: marked whole, the view at the newest line (what the
    player answers now), not held at the move's first line with the newest hidden below; and
    what comes next is followed, with no "new below" pill."""
    log = long_move_log()
    log.scrollbar.scroll_to(0)
    log.show_last()
    log.update(1.0)
    assert log.marked == (20, 32)
    assert log.at_bottom() and log.unseen == 0
    log.begin(0)
    log.add("the player's move", told=True)
    log.update(1.0)
    assert log.unseen == 0 and log.at_bottom()


@pytest.mark.parametrize("game", ["alibaba", "forty_thieves", "bagdad"])
def test_a_continued_game_opens_with_the_last_move_marked(app, game):
    """Saved just after the AIs moved, the game comes back (Continue, a take-back's fresh table)
    with that move marked in the retold log and ringed on the board."""
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    seats = [Seat("Layla", "human")] + [Seat(n, "ai", "easy") for n in ("Omar", "Zaid")]
    match = Match.new(game, seats, 11)
    table = start(app, lambda a: table_for(game)(a, match))
    run_until_human(app, table)
    for _ in range(40):                   # on to a last move the board rings
        table.play(table.actions[0])
        run_until_human(app, table)
        if table.last.marks() or game == "bagdad" and len(match.log) > 20:
            break
    mover, rings = table.last.move[0], table.last.marks()
    assert rings or game == "bagdad"
    again = start(app, lambda a: table_for(game)(a, match))
    run_until_human(app, again)
    steps(app, 1)
    assert again.last.move[0] == mover != 0 and again.log.marked is not None
    first, _ = again.log.marked
    assert again.log.entries[first].seat == mover           # its lines, marked with its seat
    assert again.last.marked_now() and again.last.marks() == rings
