"""Fixtures that tests in several modules use by name; tests/conftest.py registers this module
with pytest_plugins, so no test imports them."""
from __future__ import annotations

import pytest

from scenes.app import App
from scenes.kit.canvas import LOGICAL
from scenes.window import close_display

WINDOWS = [LOGICAL, (2560, 1440)]     # what hidden-information tests at the table run in


@pytest.fixture
def app(request, tmp_path):
    """An App with synchronous AI and an empty rules folder of its own, in a 1280x720 window
    or one of the size a test names (`@pytest.mark.parametrize("app", [size], indirect=True)`)."""
    rules = tmp_path / "rules"
    rules.mkdir()
    application = App(getattr(request, "param", LOGICAL), threaded_ai=False, rules_dir=rules)
    yield application
    close_display()


@pytest.fixture
def no_window(monkeypatch):
    """Record what would have opened a window instead of opening one."""
    opened = []
    import cli.main
    monkeypatch.setattr(cli.main, "_open_app",
                        lambda match=None, lock=None, note=None, room=None: opened.append(match) or 0)
    return opened
