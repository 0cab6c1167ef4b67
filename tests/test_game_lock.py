"""One game, one window: a game open in one window is refused by a second (`continue`, the Load
screen), a crashed window's lock blocks nothing, leaving the table lets go of the game, and
watching a replay takes no lock."""
import os
import subprocess
import sys
from pathlib import Path

import pygame

from engine.match import Match, seats_from_specs
from saves import locks, paths, store
from scenes.screens.load import LoadScene
from scenes.table.replay import ReplayScene
from scenes.screens.setup import SetupScene
from scenes.table.host import TableScene
from scenes.tables import open_match, open_saved
from support.matches import mini_match
from support.scenes import click, key, start

ROOT = Path(__file__).resolve().parent.parent
HOLDER = """
import sys, time
from saves import locks
held = locks.take(sys.argv[1])      # a window playing that game
print("held", flush=True)
time.sleep(60)
"""


def refused(match_id: str) -> bool:
    """Whether another window (here: this test) cannot take the game's lock now."""
    try:
        locks.take(match_id).release()
    except locks.GameOpenElsewhere:
        return True
    return False


def snapshot(folder: Path) -> dict:
    """Every file and folder under `folder`: its bytes (files) and modification time."""
    return {path.relative_to(folder): (path.read_bytes() if path.is_file() else None,
                                       path.stat().st_mtime_ns) for path in folder.rglob("*")}


def test_continue_refuses_a_game_open_in_another_window_and_changes_nothing(data_dir):
    match = Match.new("alibaba", seats_from_specs(["human", "ai:easy"]), 3)
    store.autosave(match)
    held = locks.take(match.id)
    before = snapshot(data_dir)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    try:
        proc = subprocess.run([sys.executable, "main.py", "continue", "--data-dir", str(data_dir)],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=30)
        after = snapshot(data_dir)
    finally:
        held.release()
    assert proc.returncode == 2
    assert proc.stderr == "cannot continue: this game is open in another window\n"
    assert after == before


def test_the_load_screen_refuses_a_game_open_in_another_window(app):
    match = mini_match()
    store.autosave(match)
    held = locks.take(match.id)
    load = start(app, LoadScene)
    click(app, load.load_button)
    dialog = app.stack.top
    assert dialog.is_overlay and dialog.title == "Open in another window"
    key(app, pygame.K_RETURN)
    assert app.stack.top is load and app.game_lock is None
    held.release()
    click(app, load.load_button)                 # closed there: it opens here
    assert isinstance(app.stack.top, TableScene) and app.stack.top.match.id == match.id


def test_the_load_screen_does_not_delete_a_game_open_in_another_window(app):
    match = mini_match()
    path = store.autosave(match)
    held = locks.take(match.id)
    load = start(app, LoadScene)
    click(app, load.delete_button)
    assert app.stack.top.title == "Open in another window" and path.exists()
    key(app, pygame.K_RETURN)
    held.release()
    click(app, load.delete_button)               # closed there: the delete is asked for
    assert app.stack.top.title == "Delete this save?"


def test_a_killed_window_leaves_its_game_free(data_dir):
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, "0123456789ab"], cwd=ROOT,
                              env=dict(os.environ), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "held\n"
        assert refused("0123456789ab")
    finally:
        holder.kill()                             # SIGKILL: no clean-up of its own
        holder.wait(timeout=10)
        holder.stdout.close()
    assert not refused("0123456789ab")


def test_leaving_the_table_lets_go_and_the_same_game_opens_again_in_its_window(app):
    match = mini_match(("human", "ai:easy"))
    path = store.autosave(match)
    assert isinstance(open_saved(app, path), TableScene) and refused(match.id)
    again = open_saved(app, path)                 # the window's own game: no refusal
    assert isinstance(again, TableScene) and app.stack.top is again and refused(match.id)
    app.home()
    assert not refused(match.id) and app.game_lock is None
    other = mini_match(seed=4)
    open_saved(app, path)
    open_match(app, other)                        # another game here lets go of the first
    assert not refused(match.id) and refused(other.id)
    app.quit()
    assert not refused(other.id)


def test_a_new_game_from_the_setup_screen_is_held(app):
    setup = start(app, SetupScene)
    click(app, [b for b in setup.game_buttons if b.label == "Mini Game"][0])
    click(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and refused(table.match.id)


def test_a_lock_that_cannot_be_taken_at_all_does_not_stop_the_game(app):
    paths.locks_dir().parent.mkdir(parents=True, exist_ok=True)
    paths.locks_dir().write_text("not a folder")          # as unusable as a read-only folder
    match = mini_match()
    assert isinstance(open_match(app, match), TableScene)
    assert app.game_lock is not None and app.game_lock.match_id == match.id


def test_watching_a_replay_takes_no_lock(app):
    match = mini_match()
    while not match.state.is_over():
        match.apply(match.state.legal_actions()[0])
    store.save_slot(match, "done")
    load = start(app, LoadScene)
    assert load.watch_button.visible
    click(app, load.watch_button)
    assert isinstance(app.stack.top, ReplayScene) and app.game_lock is None
    assert not paths.locks_dir().exists() or not any(paths.locks_dir().iterdir())
    assert not refused(match.id)
