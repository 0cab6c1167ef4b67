"""A missing city map costs Thieves of Bagdad only, in one line: the catalog leaves the game
out and says why, `play bagdad` and a Bagdad save explain it, and the other games, the setup
screen and the help still work. Each case runs a copy of the app whose maps/baghdad.tmx is
gone, in a fresh interpreter (the map is read when engine.bagdad is first imported)."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.match import Match, Seat
from saves import store

ROOT = Path(__file__).resolve().parents[1]
APP = ("main.py", "engine", "scenes", "saves", "cli", "net", "assets", "maps")


@pytest.fixture(scope="module")
def mapless(tmp_path_factory) -> Path:
    """The app copied without its city map."""
    copy = tmp_path_factory.mktemp("mapless")
    for part in APP:
        source = ROOT / part
        if source.is_dir():
            shutil.copytree(source, copy / part,
                            ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, copy / part)
    (copy / "maps" / "baghdad.tmx").unlink()
    return copy


def run(code: str, app: Path, data: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SESAME_DATA_DIR=str(data), PYTHONPATH=str(app))
    return subprocess.run([sys.executable, "-c", code], cwd=app, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_catalog_leaves_the_game_out_and_says_why(mapless, tmp_path):
    done = run("from engine import catalog; import json; "
               "print(json.dumps([catalog.names(), catalog.unavailable()]))", mapless, tmp_path)
    assert done.returncode == 0, done.stderr
    names, broken = json.loads(done.stdout.strip().splitlines()[-1])
    assert names == ["alibaba", "forty_thieves"]
    assert list(broken) == ["Thieves of Bagdad"]
    assert "map file not found" in broken["Thieves of Bagdad"]


def test_play_bagdad_is_one_line_and_the_help_still_works(mapless, tmp_path):
    done = run("import sys, cli.main; sys.exit(cli.main.run(['play', 'bagdad', '--players', "
               "'human,ai:easy,ai:easy']))", mapless, tmp_path)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if not line.startswith("ALSA")]
    assert len(lines) == 1
    assert "Thieves of Bagdad cannot be played here: map file not found" in lines[0]
    assert "Traceback" not in done.stderr
    helped = run("import sys, cli.main; sys.exit(cli.main.run(['play', '--help']))", mapless,
                 tmp_path)
    assert helped.returncode == 0 and "--players" in helped.stdout
    assert "--round-limit" not in helped.stdout      # its own flag: it cannot declare it here
    flagged = run("import sys, cli.main; sys.exit(cli.main.run(['play', 'bagdad', "
                  "'--round-limit', '12']))", mapless, tmp_path)
    assert flagged.returncode == 2
    assert "Thieves of Bagdad cannot be played here: map file not found" in flagged.stderr
    assert "unrecognized" not in flagged.stderr and "Traceback" not in flagged.stderr


def test_the_setup_screen_and_a_bagdad_save_explain_it(mapless, tmp_path):
    code = (
        "from scenes.app import App; from scenes.screens.setup import SetupScene; "
        "import scenes.registry as registry, json, pygame; "
        "app = App(threaded_ai=False); setup = app.stack.push(SetupScene(app)); app.step(0.02); "
        "print(json.dumps([[g.NAME for g in setup.games], sorted(registry.entries())]))")
    done = run(code, mapless, tmp_path)
    assert done.returncode == 0, done.stderr
    games, tables = json.loads(done.stdout.strip().splitlines()[-1])
    assert games == ["alibaba", "forty_thieves"] and "bagdad" not in tables
    slots = tmp_path / "saves" / "slots"
    slots.mkdir(parents=True)
    match = Match.new("bagdad", [Seat("Layla"), Seat("Omar", "ai", "easy"),
                                 Seat("Zaid", "ai", "easy")], 5)
    store.save_slot(match, "city", slots)         # saved where the map was there
    listed = run("from saves import store; import json; "
                 "print(json.dumps([i.error for i in store.listing().infos]))", mapless, tmp_path)
    assert listed.returncode == 0, listed.stderr
    errors = json.loads(listed.stdout.strip().splitlines()[-1])
    assert len(errors) == 1 and "cannot be played here: map file not found" in errors[0]


def test_the_shipped_titles_are_the_games_own():
    """The catalog's titles (used when a game cannot load) match what each game calls itself."""
    from engine import catalog
    assert {n: catalog.get(n).TITLE for n in catalog.names() if n in catalog.SHIPPED} == \
        catalog.SHIPPED
