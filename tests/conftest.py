"""Shared set-up: every test gets its own data dir, and the mini game is registered.

Helpers live in tests/support/ (no test module imports another); the fixtures tests use by name
across modules are in support/fixtures.py, registered here as a plugin. The suite runs in
parallel (pytest -n auto): a test keeps to its own tmp_path and data dir.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
pytest.register_assert_rewrite("support")        # helpers' asserts explain themselves too

from engine import ai, catalog  # noqa: E402
from engine.words import language  # noqa: E402
from saves import background  # noqa: E402
from scenes.kit import paper  # noqa: E402
from support import minigame  # noqa: E402

pytest_plugins = ["support.fixtures"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Saves and settings go to a temporary folder, never the user's real ones."""
    folder = tmp_path / "data"
    monkeypatch.setenv("SESAME_DATA_DIR", str(folder))
    yield folder
    background.flush()      # a write handed over lands in this test's folder, not the next's


@pytest.fixture(autouse=True)
def design_scale():
    """Art painted outside an app is painted at one pixel a design unit, whatever window the
    test before drew in."""
    paper.set_scale(1.0)
    yield


@pytest.fixture(autouse=True)
def mini_registered():
    catalog.register(minigame)
    ai.register(minigame.NAME, minigame.POLICIES)
    yield minigame
    catalog.unregister(minigame.NAME)


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Every test reads English, whatever the machine's language, unless it chooses another;
    the language it chose is gone after it."""
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    language.force(None)
    language.use(language.ENGLISH)
