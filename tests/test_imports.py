"""The modules others start from import on their own, in a fresh interpreter, whatever was
imported before (the table host and the table registry import each other's modules: a
module-level import the wrong way round fails only when one of them is imported first)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("module", ["scenes.table.host", "scenes.table.telling", "scenes.tables",
                                    "scenes.table.replay", "scenes.app", "cli.main"])
def test_a_module_imports_first(module):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", f"import {module}"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-1500:]
