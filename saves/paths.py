"""Where saves and settings live: the user's folders, or one folder named by the user.

`--data-dir DIR` (main.py puts it into SESAME_DATA_DIR) or SESAME_DATA_DIR keeps everything
under DIR (saves in DIR/saves, settings in DIR/config, the locks of the games open in a
window in DIR/locks); tests always use it.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "sesame-tabletop"
ENV = "SESAME_DATA_DIR"


def _override() -> Path | None:
    value = os.environ.get(ENV)
    return Path(value).expanduser() if value else None


def saves_dir() -> Path:
    base = _override()
    return (base if base else platformdirs.user_data_path(APP)) / "saves"


def slots_dir() -> Path:
    return saves_dir() / "slots"


def autosave_dir() -> Path:
    return saves_dir() / "autosave"


def locks_dir() -> Path:
    """Where saves.locks keeps its lock files: beside the saves, not among them."""
    base = _override()
    return (base if base else platformdirs.user_data_path(APP)) / "locks"


def config_dir() -> Path:
    base = _override()
    return base / "config" if base else platformdirs.user_config_path(APP)
