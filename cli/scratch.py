"""A data folder of its own for a tool that drives the app (the bench), so that it never
touches the player's saves or settings."""
from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager

from saves import background
from saves.paths import ENV


@contextmanager
def scratch_data():
    """Point SESAME_DATA_DIR at a temporary folder, removed at the end, and put it back after.

    The bench must never touch the player's data: the tables it drives autosave and tidy (which
    deleted a player's finished game), the app reads the settings, and the start-up subprocess
    inherits the environment. Settings are then the defaults, which also makes figures taken on
    different machines comparable."""
    previous = os.environ.get(ENV)
    with tempfile.TemporaryDirectory(prefix="sesame-bench-") as folder:
        os.environ[ENV] = folder
        try:
            yield
        finally:
            background.flush()      # autosaves handed over land (and tidy) here, not after
            if previous is None:
                os.environ.pop(ENV, None)
            else:
                os.environ[ENV] = previous
