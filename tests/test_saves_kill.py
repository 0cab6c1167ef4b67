"""A save killed at any instant: a child process saves one slot over and over and is SIGKILLed
at random moments; after every kill the slot (and its .bak) loads the game as it was at one of
the moves written, never a mixture and never nothing."""
import os
import signal
import time

import pytest

from engine.core import Rng
from engine.match import Match, seats_from_specs
from saves import store
from saves.atomic import backup_path, remove_stale_temps

LABEL = "kill"


def versions(seed=11):
    """The same Ali Baba game after 0, 1, 2, ... moves, as separate Matches (one id)."""
    match = Match.new("alibaba", seats_from_specs(["ai:easy"] * 3), seed)
    rng, out = Rng(seed), []
    while True:
        copy = Match(match.game, match.seats, match.seed, match.options, match.state.clone(),
                     list(match.log), match.id)
        out.append(copy)
        if match.state.is_over():
            return out
        match.apply(rng.choice(match.state.legal_actions()))


def saver(games, start, path, done):
    """In the child: save versions start, start+1, ... (cycling) until killed, saying on the
    pipe `done` after each whole write; never returns. It writes the slot's file itself:
    save_slot would put version 0, which lacks the moves of the slot it follows, in a slot of
    its own."""
    try:
        k = start
        while True:
            store.write(games[k % len(games)], path, "slot", LABEL)
            os.write(done, b"w")
            k += 1
    finally:
        os._exit(1)


def check_slot(path, games):
    """The slot and its .bak each hold one whole version; returns the slot's move count."""
    moves = len(store.load(path).log)
    assert store.load(path).log == games[moves].log
    if backup_path(path).exists():
        assert store.load(backup_path(path)).log == games[len(store.load(backup_path(path)).log)].log
    return moves


def kill_loop(kills, seed):
    games = versions()
    path = store.save_slot(games[0], LABEL)
    rng, current, written = Rng(seed), 0, 0
    for _ in range(kills):
        start = (current + 1) % len(games)
        ready_r, ready_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(ready_r)
            os.write(ready_w, b"x")
            saver(games, start, path, ready_w)
        os.close(ready_w)
        os.read(ready_r, 1)
        for _ in range(rng.below(3)):       # after none, one or two whole writes, however
            os.read(ready_r, 1)             # busy the machine: the kill lands in the next one
        time.sleep(rng.random() * 0.01)
        os.kill(pid, signal.SIGKILL)
        os.close(ready_r)
        os.waitpid(pid, 0)
        moves = check_slot(path, games)
        possible = {current} | {(start + i) % len(games) for i in range(200)}
        assert moves in possible
        written += moves != current
        current = moves
        leftovers = remove_stale_temps(path.parent, older_than_s=0)
        assert all(p.name.startswith(f".{path.name}.") for p in leftovers)
        assert sorted(p.name for p in path.parent.iterdir()) in (
            [path.name], [path.name, backup_path(path).name])
    return written


def test_killed_mid_save_40_times_the_slot_always_loads_a_whole_game():
    written = kill_loop(kills=40, seed=1)
    assert written >= 8         # the kills really landed among completed writes, not only before


@pytest.mark.slow
def test_killed_mid_save_the_slot_always_loads_a_whole_game():
    written = kill_loop(kills=100, seed=1)
    assert written >= 20        # the kills really landed among completed writes, not only before


@pytest.mark.long
def test_killed_mid_save_2000_times():
    assert kill_loop(kills=2000, seed=2) >= 400
