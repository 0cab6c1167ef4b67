"""Fixtures that tests in several modules use by name; tests/conftest.py registers this module
with pytest_plugins, so no test imports them."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import App


@pytest.fixture
def app(tmp_path):
    """An App with synchronous AI and an empty rules folder of its own."""
    rules = tmp_path / "rules"
    rules.mkdir()
    application = App(threaded_ai=False, rules_dir=rules)
    yield application
    pygame.display.quit()


@pytest.fixture
def no_window(monkeypatch):
    """Record what would have opened a window instead of opening one."""
    opened = []
    import cli.main
    monkeypatch.setattr(cli.main, "_open_app",
                        lambda match=None, lock=None, note=None: opened.append(match) or 0)
    return opened
