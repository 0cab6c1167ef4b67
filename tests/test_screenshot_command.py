"""`main.py screenshot SCREEN --size WxH --out FILE.png`: every screen drawn headless at the size
asked, the same thing at every size, a temporary data folder, and bad input as one line."""
import tempfile
from pathlib import Path

import pygame
import pytest

import scenes.app
from cli import screenshot
from cli.main import run
from saves import paths
from support.cli import one_line_error


def shoot(tmp_path: Path, screen: str, size: str) -> pygame.Surface:
    out = tmp_path / f"{screen}-{size}.png"
    assert run(["screenshot", screen, "--size", size, "--out", str(out)]) == 0
    return pygame.image.load(str(out))


def colours(image: pygame.Surface) -> int:
    w, h = image.get_size()
    return len({image.get_at((x, y))[:3] for x in range(0, w, w // 80) for y in range(0, h, h // 45)})


def mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean absolute difference of two images of one size, over the channels, 0 to 255."""
    over, under = a.copy(), b.copy()
    over.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    under.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    over.blit(under, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return sum(pygame.transform.average_color(over)[:3]) / 3


def test_the_screens_are_the_apps_and_every_shipped_game():
    assert screenshot.screens() == ["title", "setup", "load", "records", "settings", "rules",
                                    *screenshot.games()]
    assert len(screenshot.games()) >= 3


@pytest.mark.parametrize("screen", screenshot.screens())
def test_each_screen_is_drawn_at_the_size_asked(tmp_path, screen):
    image = shoot(tmp_path, screen, "1280x720")
    assert image.get_size() == (1280, 720)
    assert colours(image) > 60, screen          # a drawn screen, not a blank frame


def test_a_table_shows_the_same_thing_at_every_size(tmp_path):
    table = screenshot.games()[-1]
    small, big = shoot(tmp_path, table, "1280x720"), shoot(tmp_path, table, "2560x1440")
    assert big.get_size() == (2560, 1440) and colours(big) > 200
    shrunk = pygame.transform.smoothscale(big, small.get_size())
    assert mean_difference(shrunk, small) < 8       # scaled up and down: edges blur, no more
    other = shoot(tmp_path, screenshot.games()[0], "1280x720")
    assert mean_difference(other, small) > 20      # the measure tells two screens apart


def test_the_data_folder_is_a_temporary_one_unless_one_is_given(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    for xdg in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(xdg, raising=False)
    monkeypatch.delenv(paths.ENV)
    used = []

    class Spied(scenes.app.App):
        def __init__(self, *args, **kwargs):
            used.append(paths.saves_dir())
            super().__init__(*args, **kwargs)
    monkeypatch.setattr(scenes.app, "App", Spied)
    shoot(tmp_path, "load", "640x360")
    assert used[0].is_relative_to(tempfile.gettempdir()) and not used[0].parent.exists()
    assert not home.exists()
    given = tmp_path / "given"
    assert run(["screenshot", "settings", "--size", "640x360", "--out", str(tmp_path / "s.png"),
                "--data-dir", str(given)]) == 0
    assert used[1] == given / "saves"


def test_sizes_are_kept_to_what_a_window_can_take():
    assert screenshot.window_size("320x200") == (320, 200)
    assert screenshot.window_size("7680X4320") == (7680, 4320)


@pytest.mark.parametrize("argv, expected", [
    (["nowhere", "--size", "1280x720"], "unknown screen 'nowhere'; choose one of: title, setup"),
    (["title", "--size", "1280"], "--size '1280' is not a window size WxH from 320x200"),
    (["title", "--size", "wide"], "--size 'wide' is not a window size"),
    (["title", "--size", "319x720"], "--size '319x720' is not a window size"),
    (["title", "--size", "1280x4321"], "--size '1280x4321' is not a window size"),
    (["title", "--size", "1280*720"], "--size '1280*720' is not a window size"),
])
def test_bad_screens_and_sizes_are_one_line(capsys, tmp_path, argv, expected):
    out = tmp_path / "shot.png"
    err = one_line_error(capsys, ["screenshot", *argv, "--out", str(out)], expected)
    assert len(err.strip().splitlines()) == 1 and not out.exists()


@pytest.mark.parametrize("out, expected", [
    ("missing/shot.png", "cannot write {}: there is no folder"),
    ("a-file/shot.png", "cannot write {}: there is no folder"),
    ("a-folder.png", "cannot write {}: it is a folder"),
    ("shot.jpg", "--out {}: name a .png file"),
])
def test_an_out_file_that_cannot_be_written_is_one_line(capsys, tmp_path, out, expected):
    (tmp_path / "a-file").write_text("")
    (tmp_path / "a-folder.png").mkdir()
    target = tmp_path / out
    err = one_line_error(capsys, ["screenshot", "title", "--size", "1280x720", "--out",
                                  str(target)], expected.format(target))
    assert len(err.strip().splitlines()) == 1
