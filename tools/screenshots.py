"""Draw the README's pictures: each game's table in the middle of a game, as a player sees it.

    python tools/screenshots.py [DIR]     (default: docs/screenshots)

Each is `main.py screenshot GAME --size 960x540` (cli/screenshot.py): the moment its table
entry's SHOWCASE names, drawn in a 960x540 window (the files stay small), headless.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cli import screenshot  # noqa: E402

SIZE = (960, 540)


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    for name in screenshot.games():
        path = folder / f"{name}.png"
        screenshot.take(name, SIZE, path)
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
