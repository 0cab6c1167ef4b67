"""F12 saves the window as a PNG at its own pixels in the Pictures folder, never over another
picture, and says where; a folder that cannot be written is said, not a traceback."""
from __future__ import annotations

from datetime import datetime

import pygame
import pytest

from saves import paths
from scenes.kit import snapshot
from support.scenes import key, start


@pytest.mark.parametrize("app", [(1920, 1080)], indirect=True)
def test_f12_saves_the_window_at_its_own_pixels(app, data_dir):
    start(app)
    key(app, pygame.K_F12, frames=2)
    pictures = sorted((data_dir / "pictures").iterdir())
    assert len(pictures) == 1 and pictures[0].name.startswith("Sesame Tabletop ")
    picture = pygame.image.load(pictures[0])
    assert picture.get_size() == (1920, 1080)
    assert app.note is not None and "Picture saved" in app.note.message
    key(app, pygame.K_F12, frames=2)
    assert len(list((data_dir / "pictures").iterdir())) == 2


def test_a_picture_never_replaces_another(tmp_path):
    window = pygame.Surface((64, 36))
    moment = datetime(2026, 12, 3, 21, 40, 5)
    first = snapshot.take(window, tmp_path, moment)
    first.write_bytes(b"the player's own file")
    second = snapshot.take(window, tmp_path, moment)
    third = snapshot.take(window, tmp_path, moment)
    assert first.read_bytes() == b"the player's own file"
    assert second.name.endswith("21-40-05 (2).png") and third.name.endswith("(3).png")


def test_a_folder_that_cannot_be_written_is_said(app, tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(snapshot, "pictures_dir", lambda: blocked / "inside")
    start(app)
    assert app.take_picture() is None
    assert not app.note.good and app.note.message.startswith("No picture taken: cannot make")


def test_the_pictures_folder_follows_xdg_and_the_data_dir(monkeypatch, tmp_path):
    assert paths.pictures_dir().parent.name == "data"           # tests: under the data dir
    monkeypatch.delenv(paths.ENV)
    monkeypatch.setenv("XDG_PICTURES_DIR", str(tmp_path / "Bilder"))
    assert paths.pictures_dir() == tmp_path / "Bilder" / "Sesame Tabletop"
