"""The one-file build (tools/build_app.py) runs without the source and without Python: built
into a temporary folder and started from another one, `bench --json --only startup` (which
starts the build again as its child) exits 0 with a number. Slow (half a minute of
PyInstaller): under -m long, where PyInstaller is installed (pip install -e '.[build]')."""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.long,
              pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                                 reason="PyInstaller is not installed")]


def test_the_one_file_build_runs_away_from_the_source(tmp_path):
    dist = tmp_path / "dist"
    built = subprocess.run([sys.executable, str(ROOT / "tools" / "build_app.py"),
                            "--dist", str(dist)], capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stderr[-2000:]
    program = dist / ("sesame-tabletop.exe" if sys.platform == "win32" else "sesame-tabletop")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SESAME_DATA_DIR=str(tmp_path / "data"))
    ran = subprocess.run([str(program), "bench", "--json", "--only", "startup"],
                         cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr[-2000:]
    startup = json.loads(ran.stdout)["startup"]
    assert isinstance(startup, float) and startup > 0
