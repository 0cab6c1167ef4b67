"""Take-back at a table: Ctrl+Z and the Undo button take back the seat's last move where that is
fair, lay the table anew at the earlier position and say so in the log; where it is not fair the
log says why and nothing changes; Settings can turn it off; a replay has none."""
import dataclasses

import pygame

from engine.core import Rng
from engine.match import Match, Seat
from saves import store
from scenes.table.host import TableScene
from engine import takeback
from scenes.table import takeback as takeback_scene
from scenes.table.takeback import BUSY, OFF, PLAYED_ON, WHY
from scenes.tables import table_for
from support.matches import moves, played_out
from support.scenes import click, start, steps


def at_human_move(name: str, players: int, fair: bool, seed: int = 5,
                  to_move: bool = False) -> Match:
    """A game of one human and easy AIs just after a move of the human's that can (or
    cannot) be taken back; with `to_move`, once it is the human's turn again, the AIs done."""
    seats = [Seat("Layla", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    match = Match.new(name, seats, seed)
    for seat in moves(match):
        if (match.state.to_move() == 0 if to_move else seat == 0) \
                and bool(match.take_back_moves(0)) == fair:
            return match
    raise AssertionError("no such move")


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    app.step(1 / 60)


def test_ctrl_z_takes_back_the_move_and_lays_the_table_anew(app):
    match = at_human_move("alibaba", 3, fair=True, to_move=True)
    log, count = list(match.log), match.take_back_moves(0)
    table = start(app, lambda a: table_for(match.name)(a, match))
    ctrl_z(app)
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh is not table and fresh.match is match
    assert match.log == log[:-count] and match.take_backs == 1
    assert fresh.view == match.state.view(0)
    assert any(f"Layla took back {count} move" in e.message for e in fresh.log.entries)
    store.autosave(match)
    assert store.load(store.autosave_path(match.id)).take_backs == 1


def test_undo_where_it_is_not_fair_says_why_and_changes_nothing(app, monkeypatch):
    match = at_human_move("forty_thieves", 3, fair=False, to_move=True)
    log = list(match.log)
    table = start(app, lambda a: table_for(match.name)(a, match))
    table.take_backs.early = True                 # asked as the turn comes, as in the app
    steps(app, 1)
    assert table.take_backs.known() is None       # not at once: the position may change
    steps(app, 1, dt=takeback_scene.STILL)
    assert table.take_backs.known() == (0, takeback.SHOWN)   # worked out as the turn came
    assert not table.take_backs.button.enabled                # so Undo is greyed
    table.take_backs.button.hovered = True                    # a hover says why
    said = []
    monkeypatch.setattr(takeback_scene.tips, "draw", lambda *args: said.append(args[-1]))
    table.take_backs.draw_tip(app.canvas)
    assert said == [[WHY[takeback.SHOWN]]]
    ctrl_z(app)                                               # Ctrl+Z says it in the log
    assert WHY[takeback.SHOWN] in [e.message for e in table.log.entries]
    click(app, table.take_backs.button)                       # and a click does nothing
    assert app.stack.top is table and match.log[:len(log)] == log and match.take_backs == 0
    table.take_backs.press()
    before = [e.message for e in table.log.entries]
    assert before[-1] == WHY[takeback.SHOWN]
    table.take_backs.press()                                  # once: not again and again
    assert [e.message for e in table.log.entries] == before


def test_take_backs_off_in_the_settings_hides_undo_and_ctrl_z_says_so(app):
    app.apply_settings(dataclasses.replace(app.settings, take_backs=False))
    match = at_human_move("alibaba", 3, fair=True)
    log = list(match.log)
    table = start(app, lambda a: table_for(match.name)(a, match))
    assert not table.take_backs.button.visible
    ctrl_z(app)
    assert app.stack.top is table and match.log == log
    assert table.log.entries[-1].message == OFF == "Take-backs are off (Settings)."
    app.apply_settings(dataclasses.replace(app.settings, take_backs=True))   # from the pause
    app.step(1 / 60)                                                         # menu, at once
    assert table.take_backs.button.visible


def test_a_game_with_take_backs_says_so_in_the_load_list_results_and_replay(app):
    from saves import listing
    from scenes.screens.load import describe
    from scenes.screens.results import ResultsScene
    from scenes.table.replay import watch

    match = at_human_move("alibaba", 3, fair=True)
    match.take_back(0)
    taken = match.take_backs
    played_out(match)
    path = store.save_slot(match, "with take-backs")
    said = f"{taken} take-back{'s' * (taken != 1)}"
    info = next(i for i in listing.listing().infos if i.path == path)
    assert said in describe(info)[2]
    start(app, lambda a: table_for(match.name)(a, match))
    for _ in range(600):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(0.5)
    assert said in app.stack.top.message
    replay = watch(app, path)
    assert replay.saved.take_backs == taken


def said_over_undo(table, monkeypatch) -> list:
    """What the hover tip over Undo says now (nothing where it draws none)."""
    said = []
    monkeypatch.setattr(takeback_scene.tips, "draw", lambda *args: said.extend(args[-1]))
    table.take_backs.button.hovered = True
    table.take_backs.draw_tip(pygame.Surface((1280, 720)))
    return said


def test_undo_waits_while_the_board_still_moves_then_is_offered(app, monkeypatch):
    match = at_human_move("alibaba", 3, fair=True, to_move=True)
    assert match.state.to_move() == 0
    table = start(app, lambda a: table_for(match.name)(a, match))
    table.take_backs.early = True
    table.board_busy = lambda: True               # an animation still playing
    steps(app, 3, dt=takeback_scene.STILL)
    assert not table.take_backs.button.enabled and table.take_backs.known() is None
    assert said_over_undo(table, monkeypatch) == [BUSY]
    click(app, table.take_backs.button)           # greyed: nothing is taken back
    ctrl_z(app)
    assert app.stack.top is table and match.take_backs == 0
    assert app.note.message == BUSY                     # a passing note: the log tells the game
    assert BUSY not in [e.message for e in table.log.entries]
    del table.board_busy                          # at rest: worked out, then offered
    steps(app, 2, dt=takeback_scene.STILL)
    assert table.take_backs.button.enabled
    click(app, table.take_backs.button)
    assert app.stack.top is not table and match.take_backs == 1


def test_a_fair_answer_that_lands_between_update_and_draw_draws_no_refusal(app, monkeypatch):
    """The worker's judgement may come after the frame's update greyed Undo and before its
    draw: the greyed button then has no refusal to tell (it crashed on the missing words)."""
    match = at_human_move("alibaba", 3, fair=True, to_move=True)
    table = start(app, lambda a: table_for(match.name)(a, match))
    table.take_backs.early = True
    table.board_busy = lambda: True
    steps(app, 2, dt=takeback_scene.STILL)
    assert not table.take_backs.button.enabled and table.take_backs.known() is None
    del table.board_busy
    key = (len(match.log), table.viewer)
    table.take_backs.judged = (*key, takeback.judge(match, key[1]))    # lands just now
    assert table.take_backs.known()[1] is None and not table.take_backs.button.enabled
    assert said_over_undo(table, monkeypatch) == []
    steps(app, 1, dt=takeback_scene.STILL)
    assert table.take_backs.button.enabled


def test_a_greyed_undo_at_the_start_says_there_is_nothing_to_take_back(app, monkeypatch):
    seats = [Seat("Layla", "human"), Seat("AI 1", "ai", "easy")]
    match = Match.new("alibaba", seats, 3)
    assert match.state.to_move() == 0
    table = start(app, lambda a: table_for(match.name)(a, match))
    steps(app, 2, dt=takeback_scene.STILL)
    assert table.take_backs.button.visible and not table.take_backs.button.enabled
    assert said_over_undo(table, monkeypatch) == [WHY[takeback.NO_MOVE]]
    ctrl_z(app)
    assert table.log.entries[-1].message == WHY[takeback.NO_MOVE]


def test_no_take_back_once_the_game_is_over(app, monkeypatch):
    """The results show every hidden thing: Undo is gone, Ctrl+Z says why, the log stands."""
    from scenes.screens.results import ResultsScene

    match = at_human_move("alibaba", 2, fair=True)
    rng = Rng(3)
    while not match.state.is_over():
        state = match.state
        match.apply(rng.choice(state.legal_actions()))
    log = list(match.log)
    table = start(app, lambda a: table_for(match.name)(a, match))
    for _ in range(600):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(0.5)
    assert isinstance(app.stack.top, ResultsScene)
    assert not table.take_backs.button.visible and said_over_undo(table, monkeypatch) == []
    app.stack.pop()                               # "See the board": the table, still no Undo
    app.step(1 / 60)
    ctrl_z(app)
    assert match.log == log and match.take_backs == 0
    assert table.log.entries[-1].message == WHY[takeback.OVER]


def test_a_game_played_on_from_a_replay_never_calls_the_replays_move_yours(app, monkeypatch):
    saved = at_human_move("alibaba", 3, fair=True)
    match = saved.played_on(len(saved.log), saved.seats, "a replay, after move 9")
    assert match.begun == len(saved.log) and match.take_back_moves(0) == 0
    assert takeback.judge(match, 0) == (0, takeback.NO_MOVE)
    table = start(app, lambda a: table_for(match.name)(a, match))
    steps(app, 2, dt=takeback_scene.STILL)
    assert said_over_undo(table, monkeypatch) == [PLAYED_ON]
    ctrl_z(app)
    assert table.log.entries[-1].message == PLAYED_ON and match.log == saved.log
    path = store.save_slot(match, "played on")          # the point it began at is kept
    assert store.load(path).begun == match.begun


def test_undo_waits_for_the_persons_turn_while_another_seat_is_to_play(app, monkeypatch):
    """A press while an AI's move is on its way would race it (the click hurried the move and
    Undo went grey under the pointer): Undo is offered once the table waits for the person."""
    match = at_human_move("alibaba", 3, fair=True)
    assert match.state.to_move() != 0
    table = start(app, lambda a: table_for(match.name)(a, match))
    table.take_backs.early = True
    table.advance_ai = lambda seat, dt: None          # the AI's move stays on its way
    steps(app, 3, dt=takeback_scene.STILL)
    assert not table.take_backs.button.enabled
    assert said_over_undo(table, monkeypatch) == [BUSY]
