"""Take-back at a table: Ctrl+Z and the Undo button take back the seat's last move where that is
fair, lay the table anew at the earlier position and say so in the log; where it is not fair the
log says why and nothing changes; Settings can turn it off; a replay has none."""
import dataclasses

import pygame

from engine import ai, catalog
from engine.core import Rng
from engine.match import Match, Seat
from saves import store
from scenes.table.host import TableScene
from engine import takeback
from scenes.table import takeback as takeback_scene
from scenes.table.takeback import WHY
from scenes.tables import table_for
from support.scenes import click, start, steps


def at_human_move(name: str, players: int, fair: bool, seed: int = 5) -> Match:
    """A game of one human and easy AIs just after a move of the human's that can (or
    cannot) be taken back."""
    seats = [Seat("Layla", "human")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    match, rng, game = Match.new(name, seats, seed), Rng(seed), catalog.get(name)
    while not match.state.is_over():
        state = match.state
        seat = state.to_move()
        match.apply(ai.choose(game, state.view(seat), state.legal_actions(), "easy", rng))
        if seat == 0 and bool(match.take_back_moves(0)) == fair:
            return match
    raise AssertionError("no such move")


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    app.step(1 / 60)


def test_ctrl_z_takes_back_the_move_and_lays_the_table_anew(app):
    match = at_human_move("alibaba", 3, fair=True)
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
    match = at_human_move("forty_thieves", 3, fair=False)
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
    click(app, table.take_backs.button)                       # and a click does nothing
    assert app.stack.top is table and match.log[:len(log)] == log and match.take_backs == 0
    ctrl_z(app)                                               # Ctrl+Z says it in the log
    assert WHY[takeback.SHOWN] in [e.message for e in table.log.entries]
    table.take_backs.press()
    before = [e.message for e in table.log.entries]
    assert before[-1] == WHY[takeback.SHOWN]
    table.take_backs.press()                                  # once: not again and again
    assert [e.message for e in table.log.entries] == before


def test_take_backs_off_in_the_settings_hides_undo_and_ctrl_z_does_nothing(app):
    app.apply_settings(dataclasses.replace(app.settings, take_backs=False))
    match = at_human_move("alibaba", 3, fair=True)
    log = list(match.log)
    table = start(app, lambda a: table_for(match.name)(a, match))
    assert not table.take_backs.button.visible
    ctrl_z(app)
    assert app.stack.top is table and match.log == log
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
    rng, game = Rng(8), catalog.get("alibaba")
    while not match.state.is_over():
        state = match.state
        seat = state.to_move()
        match.apply(ai.choose(game, state.view(seat), state.legal_actions(), "easy", rng))
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


def test_undo_pressed_while_the_board_still_moves_is_pressed_not_taken_as_a_skip(app):
    match = at_human_move("alibaba", 3, fair=True)
    table = start(app, lambda a: table_for(match.name)(a, match))
    table.board_busy = lambda: True               # an animation still playing
    click(app, table.take_backs.button)
    assert app.stack.top is not table and match.take_backs == 1
