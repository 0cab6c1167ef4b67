"""The child process the bench's `startup` and `continue` figures time (`bench --first-frame
[title|continue]`): the app opened as `main.py` or `main.py continue` opens it, its first frame
drawn, then the process ends at once.

It imports only what the command it stands for imports, so that the figure is that command's;
the process ends with os._exit once the frame is out, so that the figure stops there (the
interpreter's tidying of a table's art is no part of opening it).
"""
from __future__ import annotations

import os
import sys

from engine.match import Match
from scenes import tables
from scenes.app import App
from scenes.kit import dialogs, heap
from scenes.screens.title import TitleScene


def opened(match: Match | None = None, lock=None, note: str | None = None) -> int:
    """What scenes.app.run_app does before its loop (the title, or the match's table with its
    lock and the note of a damaged save), then one frame drawn and the process ended."""
    heap.keep_art_apart()           # as main.py's _open_app
    app = App(guides=True, remember=True)
    app.game_lock = lock
    if match is None:
        app.stack.push(TitleScene(app))
    else:
        app.hold(match)
        app.stack.push(tables.table_for(match.name)(app, match))
        if note:
            dialogs.message(app, tables.DAMAGED, note)
    app.step(0)
    print("drawn", flush=True)
    sys.stderr.flush()
    os._exit(0)
