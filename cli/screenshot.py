"""`main.py screenshot SCREEN --size WxH [--text large] --out FILE.png`: one screen of the app
drawn headless in a window of that size, at the normal or the large reading text (the setting of
that name, for this picture only), and saved; tools/screenshots.py draws the README's pictures
with it.

SCREEN is one of the app's screens, or a game by its id: its table mid-game, at the moment its
table entry (scenes/registry.py) names, so that generic code keeps no list of moments:
    SHOWCASE = {"players": 4, "seed": 3, "moves": 66, "options": {}}
a match of one human and normal AIs from that seed, played by the normal AI for that many moves
and on to the human's turn. Every screen is stepped the same frames whatever the size, then on
until its board is still, so that a screen shows the same thing at every size.

The command never opens a real window (the dummy video driver, unless another is set) and never
touches the player's folders: its data folder is a temporary one unless one is given.
"""
from __future__ import annotations

import os
import re
from contextlib import nullcontext
from dataclasses import replace
from pathlib import Path

from cli.scratch import scratch_data
from engine.match import Match, Seat
from engine.session import Session
from engine.words.language import tr
from saves.names import printable
from saves.settings import TEXT_SIZES
from saves.paths import ENV
from scenes import registry

SCREENS = ("title", "setup", "load", "records", "settings", "rules")
WIDTHS, HEIGHTS = (320, 7680), (200, 4320)
FRAME = 1 / 60
SETTLE = 90             # frames every screen is stepped: its entrance (a table's fade) is over
MOST = 600              # frames at most: a board still busy then is drawn as it is
NAMES = ("Layla", "Morgiana", "Aladdin", "Jasmine", "Kasim", "Shahrazad")


class ScreenshotError(ValueError):
    """What the command cannot do as asked, in one line (main.py reports it, exit status 2)."""


def window_size(text: str) -> tuple[int, int]:
    """"2560x1440" -> (2560, 1440), within the sizes a window can take."""
    found = re.fullmatch(r"(\d{1,5})[xX](\d{1,5})", text.strip())
    size = found and (int(found[1]), int(found[2]))
    if not size or not (WIDTHS[0] <= size[0] <= WIDTHS[1] and HEIGHTS[0] <= size[1] <= HEIGHTS[1]):
        raise ScreenshotError(tr("--size {value} is not a window size WxH from {least} to "
                                 "{most}").format(value=repr(printable(text)),
                                                  least=f"{WIDTHS[0]}x{HEIGHTS[0]}",
                                                  most=f"{WIDTHS[1]}x{HEIGHTS[1]}"))
    return size


def text_size(text: str) -> str:
    """The --text value, one of the settings' text sizes."""
    if text not in TEXT_SIZES:
        raise ScreenshotError(tr("--text {value} is not a text size; choose one of: "
                                 "{sizes}").format(value=repr(printable(text)),
                                                   sizes=", ".join(TEXT_SIZES)))
    return text


def games() -> list[str]:
    """The games whose table entry names a moment to show, in the registry's order."""
    return [name for name, entry in registry.entries().items() if hasattr(entry, "SHOWCASE")]


def screens() -> list[str]:
    return [*SCREENS, *games()]


def showcase_match(name: str) -> Match:
    """The game's SHOWCASE moment: its match played by the normal AI (for every seat, the
    human's too, through the session) up to the human's turn."""
    moment = registry.entry(name).SHOWCASE
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "ai", "normal")
                                         for i in range(1, moment["players"])]
    match = Match.new(name, seats, moment["seed"], moment["options"])
    session = Session(match)
    while len(match.log) < moment["moves"] or session.to_move() != 0:
        seat = session.to_move()
        session.play(seat, session.decision(seat, "normal").make())
    return match


def _scene(app, screen: str):
    from scenes.screens.load import LoadScene
    from scenes.screens.records import RecordsScene
    from scenes.screens.rules import RulesScene
    from scenes.screens.settings_scene import SettingsScene
    from scenes.screens.setup import SetupScene
    from scenes.screens.title import TitleScene
    from scenes.tables import table_for

    made = {"title": TitleScene, "setup": SetupScene, "load": LoadScene, "records": RecordsScene,
            "settings": SettingsScene, "rules": lambda app: RulesScene(app, app.rules_dir)}
    if screen in made:
        return made[screen](app)
    return table_for(screen)(app, showcase_match(screen))


def settle(app, scene) -> None:
    """Step the app SETTLE frames, then on while the scene's board still shows a move."""
    busy = getattr(scene, "board_busy", lambda: False)
    for frame in range(MOST):
        if frame >= SETTLE and not busy():
            return
        app.step(FRAME)


def _check_out(out: Path) -> None:
    shown = printable(str(out))
    if out.suffix.lower() != ".png":
        raise ScreenshotError(tr("--out {path}: name a .png file").format(path=shown))
    if out.is_dir():
        raise ScreenshotError(tr("cannot write {path}: it is a folder").format(path=shown))
    if not out.parent.is_dir():
        raise ScreenshotError(tr("cannot write {path}: there is no folder {folder}").format(
            path=shown, folder=printable(str(out.parent))))
    if not os.access(out.parent, os.W_OK) or (out.exists() and not os.access(out, os.W_OK)):
        raise ScreenshotError(tr("cannot write {path}: permission denied").format(path=shown))


def take(screen: str, size: tuple[int, int], out: Path, text: str = "normal") -> None:
    """Draw `screen` in a window of `size` with the reading text at `text` size, settled, and
    save the window as the PNG `out`; the saved settings are left as they are."""
    text = text_size(text)
    if screen not in screens():
        raise ScreenshotError(tr("unknown screen {value}; choose one of: {screens}").format(
            value=repr(printable(screen)), screens=", ".join(screens())))
    _check_out(out)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.app import App
    from scenes.window import close_display
    from scenes.kit import reading

    was_large = reading.large()     # taken in a process that goes on (tools/screenshots.py)
    with nullcontext() if os.environ.get(ENV) else scratch_data():
        app = App(window_size=size, threaded_ai=False)
        try:
            app.apply_settings(replace(app.settings, text_size=text))
            reading.set_large(text == "large")
            settle(app, app.stack.push(_scene(app, screen)))
            _save(app.window, out)
        finally:
            reading.set_large(was_large)
            close_display()


def _save(surface, out: Path) -> None:
    import pygame

    try:
        pygame.image.save(surface, str(out))
    except (pygame.error, OSError) as exc:
        raise ScreenshotError(tr("cannot write {path}: {reason}").format(
            path=printable(str(out)), reason=getattr(exc, "strerror", None) or exc)) from None
