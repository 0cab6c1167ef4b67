"""Draw the README's pictures: each game's table in the middle of a game, as a player sees it.

    SDL_VIDEODRIVER=dummy python tools/screenshots.py [DIR]     (default: docs/screenshots)

Each game is one human seat and AIs, played by the normal AI from a fixed seed up to a moment
worth showing, then drawn at 1280x720 and saved at 960x540 (the files stay small).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SESAME_DATA_DIR", tempfile.mkdtemp())   # never the user's folders

import pygame  # noqa: E402

from engine import ai, catalog  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.match import Match, Seat  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.tables import table_for  # noqa: E402

SHOTS = {   # game: (seats, seed, moves to play first, options)
    "alibaba": (3, 4, 14, {"variant": "lamp"}),
    "forty_thieves": (4, 2, 7, {}),
    "bagdad": (4, 3, 60, {}),
}
NAMES = ("Layla", "Morgiana", "Aladdin", "Jasmine")


def shoot(app: App, game_name: str, folder: Path) -> Path:
    players, seed, moves, options = SHOTS[game_name]
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "ai", "normal") for i in range(1, players)]
    match = Match.new(game_name, seats, seed, options)
    game, rng = catalog.get(game_name), Rng(seed)
    while len(match.log) < moves or match.state.to_move() != 0:   # on the human's turn
        state = match.state
        seat = state.to_move()
        match.apply(ai.choose(game, state.view(seat), state.legal_actions(), "normal", rng))
    app.stack.reset(table_for(game_name)(app, match))
    for _ in range(90):                 # the table fades in and settles
        app.step(1 / 60)
    path = folder / f"{game_name}.png"
    pygame.image.save(pygame.transform.smoothscale(app.canvas, (960, 540)), str(path))
    return path


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    app = App(threaded_ai=False)
    for name in SHOTS:
        print(shoot(app, name, folder))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
