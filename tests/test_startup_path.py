"""The app opens quickly because the title's first frame loads no game: neither the command line
(`main.py` with no command parses without the games' flags) nor the title imports a game's rules
or table until one is wanted. The bench's children (`bench --first-frame [title|continue]`) draw
the title, or the newest autosave's table, and end."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine import catalog
from engine.core import Rng
from engine.match import Match, Seat
from saves import store

ROOT = Path(__file__).resolve().parent.parent

GAMES_LOADED = """
import sys
from engine import catalog
print(sorted(name for name in catalog.SHIPPED
             if f"engine.{name}" in sys.modules or f"scenes.{name}" in sys.modules))
"""


def run(code: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-1500:]
    return done


def test_the_title_is_drawn_with_no_game_loaded():
    done = run("import os\n"
               "from cli import main\n"
               "main._open_app = lambda *a, **k: 0\n"        # the app as `main.py` opens it
               "assert main.run(['--data-dir', os.environ['SESAME_DATA_DIR']]) == 0\n"
               "from scenes.app import App\n"
               "from scenes.screens.title import TitleScene\n"
               "app = App()\n"
               "app.stack.push(TitleScene(app))\n"
               "app.step(0)\n" + GAMES_LOADED)
    assert done.stdout.splitlines()[-1] == "[]"


def test_the_games_load_when_a_table_asks():
    done = run("from scenes import registry\n"
               "registry.entries()\n" + GAMES_LOADED)
    assert done.stdout.splitlines()[-1] == str(sorted(catalog.SHIPPED))


def test_every_command_but_the_bare_one_parses_as_before(capsys):
    from cli.main import run as main_run

    assert main_run(["--data-dir"]) == 2
    assert "expected one argument" in capsys.readouterr().err
    assert main_run(["--bogus"]) == 2
    assert "unrecognized arguments: --bogus" in capsys.readouterr().err
    assert main_run(["bench", "--first-frame", "nonsense"]) == 2
    assert "invalid choice: 'nonsense'" in capsys.readouterr().err


def halfway(name: str) -> Match:
    match = Match.new(name, [Seat("You", "human"), Seat("AI", "ai", "easy")], 3)
    rng = Rng(3)
    for _ in range(20):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def child(kind: str, data_dir: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SESAME_DATA_DIR": str(data_dir)}
    return subprocess.run([sys.executable, "main.py", "bench", "--first-frame", kind], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)


def test_the_bench_children_draw_the_title_and_the_continued_table(data_dir):
    title = child("title", data_dir)
    assert title.returncode == 0 and title.stdout == "drawn\n", title.stderr[-1500:]
    nothing = child("continue", data_dir)          # as `main.py continue` with no autosave
    assert nothing.returncode == 2 and "nothing to continue" in nothing.stderr
    store.autosave(halfway("forty_thieves"))
    resumed = child("continue", data_dir)
    assert resumed.returncode == 0 and resumed.stdout == "drawn\n", resumed.stderr[-1500:]
