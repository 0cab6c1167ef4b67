"""`main.py bench` works in a temporary data folder, which it removes at the end: the player's
folder (`--data-dir`, SESAME_DATA_DIR or the default) is never written. Its tables autosave,
and an autosave tidies: run in the player's folder, that deleted a finished game of theirs."""
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from cli import bench
from cli.main import run
from engine.core import Rng
from engine.match import Match, Seat
from saves import background
from saves import settings as saved_settings
from saves import store
from saves.paths import ENV

ROOT = Path(__file__).resolve().parent.parent


def finished(seed):
    match = Match.new("alibaba", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def players_folder(folder, monkeypatch):
    """As many finished games as are kept (one more and the oldest goes), and settings."""
    monkeypatch.setenv(ENV, str(folder))
    for seed in range(store.KEEP_FINISHED):
        store.autosave(finished(seed))
    saved_settings.save(saved_settings.Settings(animation_speed="fast", guides_seen=("bagdad",)))


def snapshot(folder):
    return {p.relative_to(folder): (p.read_bytes() if p.is_file() else None, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*"))}


def test_every_section_writes_in_a_temporary_folder_only(data_dir, tmp_path, monkeypatch, capsys):
    players_folder(data_dir, monkeypatch)
    before = snapshot(data_dir)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    seen = {"tidied": [], "startup": []}

    def scenes():
        """What the tables do when a game ends (autosave, which tidies), in both ways."""
        seen["data"] = Path(os.environ[ENV])
        saved_settings.save(saved_settings.seen_guide(saved_settings.load(), "alibaba"))
        seen["settings"] = saved_settings.path()
        seen["autosaves"] = [store.autosave(finished(90))]
        background.submit("slow", lambda: time.sleep(0.2), OSError)   # a slow disk: the next
        seen["autosaves"].append(store.autosave(finished(91), in_background=True))  # ends late
        return {}

    real_tidy, real_run = store.tidy, subprocess.run

    def tidy(keep=None):
        seen["tidied"].append(store.autosave_dir())
        return real_tidy(keep)

    def startup(args, **kwargs):
        """The start-up run, made to say which data folder it inherited."""
        out = real_run([sys.executable, "-c", f"import os; print(os.environ['{ENV}'])"], **kwargs)
        seen["startup"].append(Path(out.stdout.strip()))
        return out

    monkeypatch.setattr(bench, "_frame_times", scenes)
    monkeypatch.setattr(store, "tidy", tidy)
    monkeypatch.setattr(subprocess, "run", startup)
    assert run(["bench", "--only", "startup,scenes", "--json", "--data-dir", str(data_dir)]) == 0
    temp = seen["data"]
    assert temp.parent == scratch
    assert all(p.is_relative_to(temp) for p in [*seen["autosaves"], seen["settings"]])
    assert seen["tidied"] == [temp / "saves" / "autosave"] * 2   # the background one too
    assert seen["startup"] == [temp] * 6                # one untimed, then five timed
    assert snapshot(data_dir) == before
    assert list(scratch.iterdir()) == []                # the temporary folder is gone
    assert os.environ[ENV] == str(data_dir)             # and the data folder given is back


def test_an_unset_data_folder_stays_unset(monkeypatch):
    monkeypatch.delenv(ENV)
    assert bench.run(()) == {}
    assert ENV not in os.environ


def test_main_py_bench_leaves_both_folders_it_is_told_of_as_they_were(tmp_path, monkeypatch):
    """The command as a player types it, end to end, with the environment's folder too (the
    start-up section, whose runs of the app inherit the bench's folder)."""
    given, inherited, scratch = tmp_path / "given", tmp_path / "inherited", tmp_path / "tmp"
    players_folder(given, monkeypatch)
    players_folder(inherited, monkeypatch)
    scratch.mkdir()
    before = snapshot(given), snapshot(inherited)
    env = dict(os.environ, **{ENV: str(inherited)}, TMPDIR=str(scratch))
    subprocess.run([sys.executable, "main.py", "bench", "--only", "startup", "--data-dir",
                    str(given)], cwd=ROOT, env=env, check=True, capture_output=True, timeout=60)
    assert (snapshot(given), snapshot(inherited)) == before
    assert list(scratch.iterdir()) == []
