"""F12: the window as it is now, saved as a PNG at its own pixels in the player's Pictures folder
(saves.paths.pictures_dir), and a short note over the screen saying where.

A picture never replaces another: the name carries the time, and a second picture in the same
second is "(2)", claimed with an exclusive create so that two windows never write one file.
"""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pygame

from engine.words.language import tr
from saves.names import printable
from saves.paths import pictures_dir
from scenes.kit import text, theme

KEY = pygame.K_F12
SHOWN = 3.0          # seconds a note stays up
MOST_TRIES = 100     # "(2)" to "(100)" within one second: far more than a key repeats


class SnapshotError(OSError):
    """The picture could not be written; str() says why in one line, in the language in use."""


def take(window: pygame.Surface, folder: Path | None = None,
         now: datetime | None = None) -> Path:
    """Save `window` as a new PNG in `folder` (default: the Pictures folder) and return it."""
    folder = folder or pictures_dir()
    stem = f"Sesame Tabletop {(now or datetime.now()):%Y-%m-%d %H-%M-%S}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SnapshotError(tr("cannot make {folder}: {reason}").format(
            folder=printable(str(folder)), reason=exc.strerror or exc)) from None
    for number in range(1, MOST_TRIES + 1):
        path = folder / (f"{stem}.png" if number == 1 else f"{stem} ({number}).png")
        try:
            with open(path, "xb") as out:
                pygame.image.save(window, out, "png")
        except FileExistsError:
            continue
        except (OSError, pygame.error) as exc:
            _forget(path)
            raise SnapshotError(tr("cannot write {file}: {reason}").format(
                file=printable(str(path)),
                reason=getattr(exc, "strerror", None) or exc)) from None
        return path
    raise SnapshotError(tr("too many pictures this second in {folder}").format(
        folder=printable(str(folder))))


def _forget(path: Path) -> None:
    """A picture begun and not finished is not left half-written."""
    try:
        os.unlink(path)
    except OSError:
        pass


class Note:
    """A one-line note at the foot of the screen over every scene (a picture saved) for SHOWN
    seconds of real time (not animation time: "instant" animations must not hide it); its
    message is English (marked N_, or already said with its data), said as it is drawn."""

    def __init__(self, message: str, good: bool = True) -> None:
        self.message, self.good = message, good
        self.left = SHOWN

    @property
    def done(self) -> bool:
        return self.left <= 0

    def update(self, dt: float) -> None:
        self.left -= dt

    def draw(self, surface) -> None:
        colour = theme.TEXT if self.good else theme.DANGER_LIGHT
        message = text.said(self.message)
        width = min(theme.font(17, "bold").size(message)[0] + 32, surface.get_width() - 40)
        box = pygame.Rect(0, 0, width, text.line_height(17, "bold") + 16)
        box.midbottom = (surface.get_width() // 2, surface.get_height() - 24)
        theme.panel(surface, box, radius=10, alpha=245, shadow=6)
        text.draw(surface, message, box.center, 17, colour, "bold", "center",
                  max_width=box.width - 24)
