"""How to start this program again as a new process: the one-file build's executable
(tools/build_app.py), else this Python with this checkout's (or wheel's) main.py."""
from __future__ import annotations

import sys
from pathlib import Path

MAIN = Path(__file__).resolve().parent.parent / "main.py"


def frozen() -> bool:
    """Whether this is the one-file build (PyInstaller sets sys.frozen)."""
    return bool(getattr(sys, "frozen", False))


def argv() -> list[str]:
    """The command line that starts the app, before its own arguments, all full paths."""
    if frozen():
        return [str(Path(sys.executable).resolve())]
    return [str(Path(sys.executable).absolute()), str(MAIN)]
