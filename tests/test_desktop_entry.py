"""install-desktop writes a valid freedesktop entry and its icons under XDG_DATA_HOME, naming the
command by its full path; uninstall-desktop removes exactly those; HOME and the real menu are
never touched (both point into the test's folder)."""
from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cli import desktop, main as cli_main

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG entry")


@pytest.fixture
def homes(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg data"))
    return tmp_path


def test_install_and_uninstall_a_menu_entry(homes, capsys):
    assert cli_main.run(["install-desktop"]) == 0
    said = capsys.readouterr().out.splitlines()
    entry = homes / "xdg data" / "applications" / "sesame-tabletop.desktop"
    assert f"wrote {entry}" in said and len(said) == 1 + len(desktop.ICON_SIZES)
    text = entry.read_text()
    fields = dict(line.split("=", 1) for line in text.splitlines()[1:] if line)
    assert fields["Icon"] == "sesame-tabletop" and fields["Type"] == "Application"
    argv = desktop.command()
    assert all(part.startswith("/") or part.startswith('"/') for part in argv)
    for size in desktop.ICON_SIZES:       # the theme's name resolves at every size
        icon = (homes / "xdg data" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / "sesame-tabletop.png")
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True,
                               text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    assert not (homes / "home" / ".local").exists()     # XDG_DATA_HOME, not HOME's default
    assert cli_main.run(["uninstall-desktop"]) == 0
    removed = capsys.readouterr().out.splitlines()
    assert len(removed) == 1 + len(desktop.ICON_SIZES) and not entry.exists()
    assert cli_main.run(["uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_the_exec_line_names_files_that_exist(homes):
    desktop.install()
    entry = homes / "xdg data" / "applications" / "sesame-tabletop.desktop"
    line = next(line for line in entry.read_text().splitlines() if line.startswith("Exec="))
    words = shlex.split(line[len("Exec="):].replace("\\\\", "\\"))
    assert words and all(Path(word).is_absolute() and Path(word).is_file() for word in words)
    assert words == desktop.command()


@pytest.mark.parametrize("argument, written", [
    ("/usr/bin/sesame-tabletop", "/usr/bin/sesame-tabletop"),
    ("/home/a b/main.py", '"/home/a b/main.py"'),
    ("/x/$HOME/1", '"/x/\\\\$HOME/1"'),
    ('/x/"q"', '"/x/\\\\"q\\\\""'),
    ("/x/100%", "/x/100%%")])
def test_exec_arguments_are_quoted_as_the_spec_says(argument, written):
    assert desktop.quoted(argument) == written


def test_a_relative_xdg_data_home_is_ignored(homes, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "relative/place")
    assert desktop.data_home() == homes / "home" / ".local" / "share"


def test_a_folder_that_cannot_be_written_is_one_line(homes, monkeypatch, capsys):
    blocker = homes / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    assert cli_main.run(["install-desktop"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot write" in err[0]
