"""Draw the README's pictures: each game's table in the middle of a game, as a player sees it.

    python tools/screenshots.py [DIR] [--lang CODE]   (default: docs/screenshots, English;
                                                       with --lang de: docs/screenshots/de)

Each is `main.py screenshot GAME --size 960x540` (cli/screenshot.py): the moment its table
entry's SHOWCASE names, drawn in a 960x540 window (the files stay small), headless, in the
language asked for.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cli import screenshot  # noqa: E402
from engine.words import language  # noqa: E402

SIZE = (960, 540)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Draw the README's pictures of the tables.")
    parser.add_argument("folder", nargs="?", type=Path)
    parser.add_argument("--lang", choices=sorted(language.LANGUAGES), default=language.ENGLISH)
    args = parser.parse_args(argv)
    folder = args.folder or Path("docs/screenshots") / (
        "" if args.lang == language.ENGLISH else args.lang)
    folder.mkdir(parents=True, exist_ok=True)
    language.force(args.lang)
    for name in screenshot.games():
        path = folder / f"{name}.png"
        screenshot.take(name, SIZE, path)
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
