"""Quitting does not wait for an AI: a decision still being worked out is cancelled (its flag
set: it ends at its next check, engine.ai.cancel) and its thread joined at once (here one that
would think for ever), the table's autosave is still written, and nothing is printed about the
stopped thread."""
import os
import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import engine.alibaba as ab
from engine import ai
from engine.ai import alibaba as ab_ai, search
from engine.ai.cancel import Cancelled, check
from engine.session import Decision, Session
from saves import store
from scenes.table import ai_worker
from scenes.table.ai_worker import AiMove
from scenes.table.host import TableScene
from support import minigame
from support.matches import mini_match
from support.scenes import start, steps

ROOT = Path(__file__).resolve().parent.parent
ENOUGH = threading.Event()      # set when a test is over: the endless level may stop then


def endless(view, actions, rng):
    """A level that never makes up its mind (within the test's lifetime), though it looks at
    its cancel flag as it goes, as a search does."""
    while not ENOUGH.is_set():
        check()
        sum(range(100))
    return actions[0]


@pytest.fixture
def slow_level():
    """The mini game's hard level made endless (a game offers only the usual level names)."""
    ENOUGH.clear()
    ai.register(minigame.NAME, {**minigame.POLICIES, "hard": endless})
    yield "hard"
    ENOUGH.set()
    ai.register(minigame.NAME, minigame.POLICIES)


def thinking(level):
    return AiMove(Session(mini_match()).decision(0, level))


def test_stop_all_ends_a_decision_in_progress_without_waiting_for_it(slow_level):
    move = thinking(slow_level)
    assert move.thread.is_alive() and not move.ready
    stopped = ai_worker.stop_all(timeout=5)
    assert stopped == [move]
    assert not move.thread.is_alive()               # joined: it did not think for a minute
    assert not move.ready and move.action is None and move.error.startswith("stopped")
    assert ai_worker.stop_all() == []


def test_stop_all_leaves_finished_decisions_and_answers_alone():
    move = thinking("easy")
    move.thread.join(5)
    assert move.ready and move.action is not None
    assert ai_worker.stop_all() == []
    assert move.ready and move.error is None


def test_quitting_mid_decision_stops_the_ai_and_still_autosaves(app, slow_level):
    app.threaded_ai = True
    scene = start(app, lambda a: TableScene(a, mini_match(("ai:hard", "ai:easy"))))
    steps(app, 2)                                   # the first frame is out: the AI thinks
    move = scene.thinking
    assert move is not None and move.thread.is_alive()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    steps(app, 1)
    assert not app.running and not move.thread.is_alive()
    assert store.load(store.newest_autosave()).id == scene.match.id


def test_a_stopped_worker_prints_nothing():
    code = ("import sys; sys.path.insert(0, 'tests')\n"
            "from support import minigame\n"
            "from engine import ai\n"
            "from engine.session import Session\n"
            "from engine.match import Match, Seat\n"
            "from scenes.table import ai_worker\n"
            "from engine.ai.cancel import check\n"
            "def endless(view, actions, rng):\n"
            "    while True:\n"
            "        check()\n"
            "        sum(range(100))\n"
            "from engine import catalog\n"
            "catalog.register(minigame)\n"
            "ai.register(minigame.NAME, {'hard': endless})\n"
            "session = Session(Match.new('minigame', [Seat('A', 'human'), Seat('B', 'human')], 1))\n"
            "moves = [ai_worker.AiMove(session.decision(0, 'hard')) for i in range(3)]\n"
            "print(len(ai_worker.stop_all(timeout=5)), sum(m.thread.is_alive() for m in moves))\n")
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}    # the worker wakes the window's
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env=env)                 # loop: pygame comes with it
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "3 0" and done.stderr == ""


def test_threads_other_than_workers_are_never_touched():
    stop = threading.Event()
    other = threading.Thread(target=lambda: stop.wait(30), daemon=True)
    other.start()
    try:
        assert ai_worker.stop_all() == []
        assert other.is_alive()
    finally:
        stop.set()
        other.join(5)


def test_a_cancelled_search_ends_its_thread_by_its_own_check(monkeypatch):
    """A real search (Ali Baba's, with a budget it would spend for hours) is cancelled: what
    ends it is the Cancelled its own check raises, nothing thrown into its thread from outside,
    and its thread returns."""
    seen, searching = [], threading.Event()
    endless_search = search.flat(replace(ab_ai.PLUGIN, moves=10**12, samples=10**12))

    def hard(view, actions, rng):
        searching.set()
        try:
            return endless_search(view, actions, rng)
        except BaseException as exc:
            seen.append(type(exc))
            raise

    monkeypatch.setitem(ai._extra, ab.NAME, {"hard": hard})
    state = ab.new_game(2, seed=1)
    seat = state.to_move()
    move = AiMove(Decision(ab, seat, state.view(seat), state.legal_actions(), "hard", 1))
    assert searching.wait(5)
    assert move.thread.is_alive() and not move.ready   # still searching
    move.cancel()
    move.thread.join(5)
    assert not move.thread.is_alive() and seen == [Cancelled]
    assert not move.ready and move.error.startswith("stopped")


def test_cancelling_a_finished_decision_keeps_its_answer():
    move = thinking("easy")
    move.thread.join(5)
    move.cancel()
    assert move.ready and move.error is None and move.action is not None


def test_going_back_to_the_title_cancels_the_tables_decision(app, slow_level):
    app.threaded_ai = True
    scene = start(app, lambda a: TableScene(a, mini_match(("ai:hard", "ai:easy"))))
    steps(app, 2)
    move = scene.thinking
    assert move is not None and move.thread.is_alive()
    app.home()
    move.thread.join(5)
    assert not move.thread.is_alive() and not move.ready and move.error.startswith("stopped")
