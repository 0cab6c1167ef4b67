"""Playing on from a slot: the game carries on as the game it was saved from when that game's
autosave holds nothing the slot lacks, and forks (a new id, both kept) whenever it might."""
import os

import pygame
import pytest

from saves import store
from saves.atomic import backup_path
from scenes.screens.pause import PauseMenu
from scenes.screens.results import ResultsScene
from scenes.table.host import TableScene
from scenes.screens.title import TitleScene
from support.matches import mini_match
from support.saves import played, rewrite
from support.scenes import click, key, start, steps


def autosaves():
    return sorted(store.autosave_dir().glob("*.json"))


def move(match, times=1):
    for _ in range(times):
        match.apply(match.state.legal_actions()[0])
    return match


def test_the_newcomers_flow_continue_never_goes_back_in_time(app):
    """Slot saved, quit to title, slot loaded, game played to the end: the autosave of that id
    is the finished game, so Continue offers nothing (it used to resume the slot's move)."""
    scene = start(app, lambda a: TableScene(a, mini_match(("human", "ai:easy"))))
    click(app, scene.action_list.items[0])
    steps(app, 10, 0.5)                                  # the AI answers
    key(app, pygame.K_ESCAPE)
    steps(app, 30)
    click(app, app.stack.top.widgets[1])                 # Save, under the offered name
    click(app, app.stack.top.default_button)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseMenu)
    click(app, app.stack.top.widgets[4])                 # Quit to title: autosaves first
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.buttons["Continue"].enabled
    slot_log = list(scene.match.log)

    click(app, title.buttons["Load"])
    load = app.stack.top
    [slot_row] = [row for row in load.list.items if row.info.kind == "slot"]
    click(app, slot_row)
    click(app, load.load_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.id == scene.match.id
    assert table.match.log == slot_log
    for _ in range(200):
        if isinstance(app.stack.top, ResultsScene):
            break
        if app.stack.top is table and table.actions:
            click(app, table.action_list.items[0])
        steps(app, 1, 0.5)
    assert isinstance(app.stack.top, ResultsScene) and table.match.state.is_over()

    app.home()
    steps(app, 1)
    assert not app.stack.top.buttons["Continue"].enabled
    [path] = autosaves()
    assert store.load(path).log == table.match.log
    assert store.load(backup_path(path)).log == table.match.log[:-1]   # the usual .bak


def test_a_slot_at_the_autosaves_move_carries_on_as_that_game():
    """The same flow on the store: Continue resumes the newest move, not the slot's; the slot
    itself stays as it was, and a listing made before sees the autosave change."""
    match = move(played(3), 0)
    slot = store.save_slot(match, "before dinner")
    slot_text = slot.read_text()
    old_auto = store.autosave(match)
    assert [i.turn for i in store.listing().infos if i.kind == "autosave"] == [match.state.turn]
    again = store.load_to_play(slot)
    assert again.id == match.id
    move(again)
    store.autosave(again)
    move(again)
    store.autosave(again)
    assert autosaves() == [old_auto] and slot.read_text() == slot_text
    resumed, note = store.resume_newest()
    assert note is None and resumed.log == again.log and len(again.log) == len(match.log) + 2
    assert store.load(backup_path(old_auto)).log == again.log[:-1]
    [line] = [i for i in store.listing().infos if i.kind == "autosave"]
    assert line.turn == again.state.turn


def test_an_autosave_behind_the_slot_is_carried_on_too():
    """A slot saved mid-turn, or after moves the autosave has not seen, is ahead of it: the
    autosave's moves are all in the slot, so nothing is lost by replacing it."""
    match = played(2)
    store.autosave(match)
    slot = store.save_slot(move(match, 2), "later")
    assert store.load_to_play(slot).id == match.id


def test_no_autosave_at_all_keeps_the_id():
    """Nothing to protect: the game is the slot's, and its first autosave is written as usual."""
    match = played(3)
    slot = store.save_slot(match, "t")
    again = store.load_to_play(slot)
    assert again.id == match.id
    store.autosave(move(again))
    assert [store.load(p).log for p in autosaves()] == [again.log]


def test_an_autosave_further_on_forks_and_both_are_kept():
    """The old rule, still: playing on from an older slot never overwrites the newer game."""
    match = played(3)
    slot = store.save_slot(match, "earlier")
    newer = store.autosave(move(match, 2))
    newer_text, newer_bak = newer.read_text(), backup_path(newer).exists()
    branch = store.load_to_play(slot)
    assert branch.id != match.id
    store.autosave(move(branch))
    assert newer.read_text() == newer_text and backup_path(newer).exists() == newer_bak
    assert {store.load(p).id for p in autosaves()} == {match.id, branch.id}
    assert store.resume_newest()[0].log == branch.log


def test_an_autosave_that_went_another_way_forks():
    """Same length, other moves: the autosave holds moves the slot lacks."""
    match = played(3)
    slot = store.save_slot(match, "t")
    other = store.load(slot)
    other.log.pop()
    other.state = other.fresh_state()
    for action in other.log:
        other.state.apply(action)
    other.apply(other.state.legal_actions()[0])
    assert other.log != match.log and len(other.log) == len(match.log)
    store.autosave(other)
    assert store.load_to_play(slot).id != match.id


@pytest.mark.parametrize("damage", [
    lambda p: p.write_text(p.read_text()[:80]),                        # cut short
    lambda p: rewrite(p, lambda d: d.update(turn=d["turn"] + 1)),      # resealed, but a lie
    lambda p: (p.unlink(), os.mkfifo(p)),                              # not a file at all
])
def test_a_damaged_autosave_forks_and_stays_as_it_was(damage):
    """Whatever an unreadable autosave holds cannot be known, so it is never replaced; its .bak
    (offered by Load) is left too."""
    match = played(2)
    store.autosave(match)
    path = store.autosave(move(match))
    slot = store.save_slot(move(match), "t")
    damage(path)
    bak = backup_path(path).read_text()
    branch = store.load_to_play(slot)
    assert branch.id != match.id
    store.autosave(move(branch))
    assert backup_path(path).read_text() == bak and len(autosaves()) == 2


def test_a_backup_with_moves_the_slot_lacks_forks():
    """The .bak is a game too (Load offers it when the autosave is damaged)."""
    match = played(3)
    slot = store.save_slot(match, "t")
    store.autosave(move(store.load(slot), 2))
    path = store.autosave(match)                         # at the slot's move; the .bak further
    assert len(store.load(backup_path(path)).log) == len(match.log) + 2
    assert store.load_to_play(slot).id != match.id


def test_a_slot_carried_on_never_replaces_a_slot_of_its_name_that_went_further():
    """With no autosave left, an early slot carries on under its game's id; saving that line
    under the name of a later slot of the same game keeps both, while saving it under its own
    name replaces it as any game's re-save does (it holds all of it; the old one is the .bak)."""
    match = played(2)
    early = store.save_slot(match, "early")
    late = store.save_slot(move(match, 3), "late")
    late_text = late.read_text()
    again = store.load_to_play(early)
    assert again.id == match.id
    again.apply(again.state.legal_actions()[-1])          # another line than the late slot's
    assert again.log != match.log[:len(again.log)]
    assert store.save_slot(again, "late") != late and late.read_text() == late_text
    assert store.save_slot(again, "early") == early and store.load(early).log == again.log
    assert store.load(backup_path(early)).log == match.log[:2]
