"""The command line: every error path is one line and exit 2; arena figures; continue."""
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cli import arena
from cli.main import run
from engine.match import Match, seats_from_specs
from saves import store
from support.cli import one_line_error

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("argv, expected", [
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["fly"], "invalid choice: 'fly'"),
    (["play"], "the following arguments are required: game"),
    (["play", "chess"], "unknown game 'chess'"),
    (["play", "minigame", "--players", "human,robot"], "unknown player 'robot'"),
    (["play", "minigame", "--players", "human"], "takes 2 to 4 players, not 1"),
    (["play", "minigame", "--players", "human,ai,ai,ai,ai"], "takes 2 to 4 players, not 5"),
    (["play", "minigame", "--variant", "huge"], "has no variant 'huge' (variants: short)"),
    (["play", "minigame", "--seed", "abc"], "'abc' is not a whole number"),
    (["arena", "--players", "ai,ai"], "required: --game"),
    (["arena", "--game", "minigame", "--players", "human,ai"], "AI seats only"),
    (["arena", "--game", "minigame", "--players", "ai,ai", "--games", "0"], "1 or more"),
])
def test_user_errors_are_one_line_and_exit_2(capsys, no_window, argv, expected):
    one_line_error(capsys, argv, expected)
    assert no_window == []


def test_a_level_the_game_has_not_got_is_refused(capsys, no_window, monkeypatch):
    from engine import ai
    from support import minigame
    monkeypatch.setitem(ai._extra, "minigame", {"easy": minigame.POLICIES["easy"]})
    one_line_error(capsys, ["play", "minigame", "--players", "human,ai:normal"],
                   "Mini Game has no normal AI (its levels: easy)")
    one_line_error(capsys, ["arena", "--game", "minigame", "--players", "ai:easy,ai:hard"],
                   "Mini Game has no hard AI (its levels: easy)")


def test_play_opens_the_game_with_those_seats(no_window):
    assert run(["play", "minigame", "--players", "human,ai:hard", "--variant", "short",
                "--seed", "9"]) == 0
    [match] = no_window
    assert match.name == "minigame" and match.seed == 9 and match.options == {"variant": "short"}
    assert [s.spec for s in match.seats] == ["human", "ai:hard"]


@pytest.fixture
def joining(monkeypatch):
    """What `join` would have opened the app to join, instead of opening it."""
    import cli.main
    asked = []
    monkeypatch.setattr(cli.main, "_open_app", lambda match=None, join=None, **kw:
                        asked.append((match, join)) or 0)
    return asked


def test_join_opens_the_app_joining_that_host(joining):
    assert run(["join", "192.168.1.5:47211", "--code", "k7wq", "--name", "Layla"]) == 0
    assert run(["join", "[fe80::1]", "--code", "K7WQ", "--lang", "en"]) == 0
    assert joining == [(None, ("192.168.1.5", 47211, "K7WQ", "Layla")),
                       (None, ("fe80::1", 47210, "K7WQ", "Guest"))]


@pytest.mark.parametrize("argv, expected", [
    (["join", "lamp.local"], "the following arguments are required: --code"),
    (["join", "lamp.local", "--code", "KO1Q"], "main.py join: error: A room code is four"),
    (["join", "lamp:0", "--code", "K7WQ"], "a number from 1 to 65535, not “0”"),
    (["join", "my lamp", "--code", "K7WQ"], "An address has no spaces in it."),
    (["join", "lamp", "--code", "K7WQ", "--name", "x" * 30], "A name is at most 20 letters"),
])
def test_join_with_a_slip_is_one_line_and_exit_2(capsys, joining, argv, expected):
    one_line_error(capsys, argv, expected)
    assert joining == []


def test_no_command_opens_the_title(no_window):
    assert run([]) == 0 and no_window == [None]


def test_data_dir_flag_points_saves_there(tmp_path, no_window, monkeypatch):
    target = tmp_path / "elsewhere"
    match = Match.new("minigame", seats_from_specs(["human", "ai"]), 3)
    monkeypatch.setenv("SESAME_DATA_DIR", str(target))
    store.autosave(match)
    monkeypatch.setenv("SESAME_DATA_DIR", str(tmp_path / "empty"))
    assert run(["continue", "--data-dir", str(target)]) == 0
    assert no_window[0].id == match.id


def test_continue_without_autosave(capsys, no_window):
    one_line_error(capsys, ["continue"], "nothing to continue")


def test_continue_with_a_corrupt_save_changes_nothing(capsys, no_window, data_dir):
    match = Match.new("minigame", seats_from_specs(["human", "ai"]), 3)
    path = store.autosave(match)
    path.write_text(path.read_text()[:100])
    before = {p: p.read_bytes() for p in data_dir.rglob("*") if p.is_file()}
    err = one_line_error(capsys, ["continue"], f"cannot resume {path}: not a save file")
    assert err.count("\n") == 1 and no_window == []
    assert {p: p.read_bytes() for p in data_dir.rglob("*") if p.is_file()} == before


def test_bad_flag_in_a_real_process_prints_usage_not_traceback(tmp_path):
    env = dict(os.environ, SESAME_DATA_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "main.py", "arena", "--game"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.startswith("usage: main.py arena") and "Traceback" not in proc.stderr


def test_wilson_interval():
    lo, hi = arena.wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    assert arena.wilson(0, 10)[0] == 0.0 and round(arena.wilson(0, 10)[1], 4) == 0.2775
    assert arena.wilson(10, 10)[1] == 1.0


def test_arena_json_rotates_seats_and_saves_every_game(capsys, tmp_path):
    out = tmp_path / "games"
    assert run(["arena", "--game", "minigame", "--players", "ai:easy,ai:normal,ai:easy",
                "--games", "6", "--seed", "4", "--json", "--save-to", str(out)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "minigame" and report["games"] == 6
    assert report["players"] == ["ai:easy#1", "ai:normal", "ai:easy#2"]
    assert set(report) >= {"wins", "win_rate", "ci95", "decision_ms"}
    assert sum(report["wins"].values()) >= 6           # ties share: each winner counts
    for p in report["players"]:
        lo, hi = report["ci95"][p]
        assert lo <= report["win_rate"][p] <= hi
    assert set(report["decision_ms"]) == {"easy", "normal"}
    saves = sorted(out.glob("*.json"))
    assert len(saves) == 6
    seatings = [[s.name for s in store.load(p).seats] for p in saves]
    for seat in range(3):    # every player sat in every seat exactly twice
        column = [names[seat] for names in seatings]
        assert sorted(column) == sorted(report["players"] * 2)
    again = arena.run("minigame", ["ai:easy", "ai:normal", "ai:easy"], 6, 4)
    assert again.wins == report["wins"]                 # same seed, same games


def test_arena_in_worker_processes_plays_the_same_games(tmp_path):
    """`--jobs N` plays the games in N processes; every game's seed is drawn before, in order,
    so wins, turns and the number of decisions equal the serial run's (only times differ), and
    the saves written by the workers load."""
    specs = ["ai:easy", "ai:normal", "ai:easy"]
    serial = arena.run("minigame", specs, 9, 7, jobs=1)
    seen = []
    parallel = arena.run("minigame", specs, 9, 7, save_to=tmp_path, jobs=3,
                         progress=lambda done, games: seen.append((done, games)))
    assert parallel.wins == serial.wins and parallel.turns == serial.turns
    assert {k: len(v) for k, v in parallel.decision_s.items()} == \
        {k: len(v) for k, v in serial.decision_s.items()}
    assert seen == [(n, 9) for n in range(1, 10)]
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 9 and all(store.load(p).state.is_over() for p in saves)


def test_arena_takes_a_jobs_count(capsys):
    assert run(["arena", "--game", "minigame", "--players", "ai:easy,ai:easy", "--games", "4",
                "--jobs", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 4
    assert run(["arena", "--game", "minigame", "--players", "ai:easy,ai:easy", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err


def test_arena_text_report(capsys):
    assert run(["arena", "--game", "minigame", "--players", "ai:easy,ai:easy", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("minigame: 4 games") and "95% CI" in out and "ai:easy#2" in out


def test_readme_test_command_is_what_ci_runs():
    readme = (ROOT / "README.md").read_text().splitlines()
    commands = [line.strip() for line in readme[:6] if line.startswith("    ")]
    assert len(commands) == 2 and "main.py" in commands[0] and "pytest" in commands[1]
    ci = (ROOT / ".ci" / "run").read_text()
    assert commands[1] in ci.splitlines()


def test_bench_figures_have_the_promised_shape():
    from cli import bench
    speed = bench.engine_speed("minigame", games=2)
    assert speed["games"] == 2 and speed["actions"] == 24 and speed["actions_per_s"] > 0
    times = bench.ai_times("minigame", games=1)
    assert set(times) == {"easy", "normal", "hard"}
    seats = bench.seat_counts("minigame")
    assert all(set(by_seats) == set(seats) for by_seats in times.values())
    assert all(t["n"] > 0 and t["median"] <= t["p95"] <= t["max"]
               for by_seats in times.values() for t in by_seats.values())
    saved = bench.save_times("minigame")
    assert saved["moves"] == 12 and saved["bytes"] > 0
    report = bench.text({"engine": {"minigame": speed}, "ai": {"minigame": times},
                         "saves": {"minigame": saved},
                         "scenes": {"title": {"median": 1, "p95": 2, "p99": 2.5, "max": 3}},
                         "startup": 100.0})
    assert "minigame" in report and "12 moves" in report and "title" in report
    assert "title                  1 / 2 / 2.5 / 3" in report
    assert f"hard    {seats[0]} seats" in report


def test_bench_measures_only_the_sections_asked_for(capsys, monkeypatch):
    from cli import bench
    monkeypatch.setattr(bench, "_take_backs", functools.partial(bench._take_backs, steps=1000))
    assert run(["bench", "--only", "saves", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert list(figures) == ["saves"] and set(figures["saves"]) >= {"alibaba", "bagdad"}
    assert run(["bench", "--only", "engine,nonsense"]) == 2
    assert "choose from engine, ai, saves, folders, scenes, startup, continue, memory" \
        in capsys.readouterr().err


def test_output_into_a_closed_pipe_ends_quietly(tmp_path):
    """`main.py arena ... | head -1` must not end in a BrokenPipeError traceback."""
    env = dict(os.environ, SESAME_DATA_DIR=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "main.py", "arena", "--game", "alibaba", "--players",
                             "ai:easy,ai:easy", "--games", "2"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()                       # the reader is gone before anything is printed
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert proc.wait(timeout=120) == 1 and "Traceback" not in err and "Error" not in err
