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


def pictures_dir() -> Path:
    """Where F12 puts pictures of the window: a "Sesame Tabletop" folder in the user's Pictures
    (XDG_PICTURES_DIR where set, as the XDG user-dirs spec names it), or DIR/pictures under
    SESAME_DATA_DIR, so that tests and tools never write to the real one."""
    base = _override()
    if base:
        return base / "pictures"
    named = os.environ.get("XDG_PICTURES_DIR", "")
    pictures = Path(named).expanduser() if os.path.isabs(os.path.expanduser(named)) else None
    return (pictures or platformdirs.user_pictures_path()) / "Sesame Tabletop"


def config_dir() -> Path:
    base = _override()
    return base / "config" if base else platformdirs.user_config_path(APP)
