"""Names the app shows or prints go through saves.names.printable: a file name whose bytes are
not UTF-8 never stops the Load screen, and control codes (ESC, BEL, newlines) or format
characters (U+202E) from a file name or a save reach neither the screen nor the terminal raw."""
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import pygame
import pytest

from engine.match import Match, seats_from_specs
from saves import store
from saves.format import MAX_MESSAGE, SaveError
from saves.names import printable
from scenes.kit import paper, text
from scenes.screens.load import LoadScene
from support.scenes import click, drawn_lines as drawn, start, steps

ROOT = Path(__file__).resolve().parent.parent
POSIX_NAMES = pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                                 reason="the file system must take any bytes in a name")
HOSTILE = ("caf\udce9", "evil\u202enosj", "\x1b[31mred\nline\x07")


# --- the function -----------------------------------------------------------------------------

def test_a_printable_name_comes_back_as_it_is():
    for name in ("save", "Ali Baba, Smaller Cave, 1 Dec 21:40", "カード ゲーム", "😀", ""):
        assert printable(name) is name
    assert printable("two\xa06s") == "two\xa06s"           # a no-break space is no control


def test_bytes_paths_and_surrogates_read_as_the_bytes_they_stand_for():
    assert printable(b"caf\xe9.json") == "caf\\xe9.json"
    assert printable(os.fsdecode(b"caf\xe9.json")) == "caf\\xe9.json"
    assert printable(Path(os.fsdecode(b"/tmp/\xff/x.json"))) == "/tmp/\\xff/x.json"
    assert printable(b"plain.json") == "plain.json"
    assert printable("\ud800") == "\\ud800"                 # a lone surrogate of no byte


def test_controls_and_format_characters_are_visible_escapes():
    assert printable("\x1b[31mred\x07") == "\\x1b[31mred\\x07"
    assert printable("evil\u202enosj.json") == "evil\\u202enosj.json"
    assert printable("two\nlines\r\t") == "two\\nlines\\r\\t"
    assert printable("\x00\x7f\x9b\u2028\ufeff\U000e0001") == \
        "\\x00\\x7f\\x9b\\u2028\\ufeff\\U000e0001"


def test_whatever_goes_in_what_comes_out_is_printable():
    codes = [*range(0x10000), *range(0x10000, 0x110000, 89)]   # every plane, sampled
    everything = "".join(map(chr, codes))
    shown = printable(everything)
    assert all(ch.isprintable() or unicodedata.category(ch) == "Zs" for ch in shown)
    assert printable(shown) == shown                       # once is enough


def test_a_save_error_is_one_printable_line_whatever_path_it_names():
    path = Path(os.fsdecode(b"/data/\x1b]0;x\x07/caf\xe9") + "\n\u202e.json")
    message = str(SaveError(f"cannot read {path}: Permission denied"))
    assert message.isprintable() and "\x1b" not in message and "\x07" not in message
    assert message == "cannot read /data/\\x1b]0;x\\x07/caf\\xe9 \\u202e.json: Permission denied"
    assert len(str(SaveError(f"no save file at {path}" * 40))) == MAX_MESSAGE


@POSIX_NAMES
def test_a_folder_in_a_save_file_s_place_is_refused_by_a_printable_name(tmp_path):
    odd = tmp_path / "odd\x1b[2J\x07.json"
    odd.mkdir()
    with pytest.raises(SaveError) as refused:
        store.read_doc(odd)
    assert str(refused.value) == "odd\\x1b[2J\\x07.json is not a regular file"


# --- the screen -------------------------------------------------------------------------------

def test_the_renderer_takes_any_string(app):
    surface = paper.Paper(pygame.Surface((300, 200)), 1.0)
    font = text.theme.font(20)
    for content in HOSTILE + ("\u202e", "\x00", "a" * 40 + "\udce9", "\U000e0100", "\u200b"):
        text.draw(surface, content, (0, 0), max_width=120)
        text.draw(surface, content, (0, 0))
        assert text.ellipsize(content, font, 80).isprintable()
        text.draw_wrapped(surface, content + "\n" + content, pygame.Rect(0, 0, 100, 30))
        assert text.wrapped_height(content, 100) > 0


@POSIX_NAMES
def test_the_load_screen_lists_and_deletes_files_of_any_name(app, monkeypatch, data_dir):
    slots = os.path.join(os.fsencode(data_dir), b"saves", b"slots")
    os.makedirs(slots)
    for name in HOSTILE:
        fd = os.open(os.path.join(slots, os.fsencode(name) + b".json"), os.O_WRONLY | os.O_CREAT)
        os.write(fd, b"{not a save")
        os.close(fd)
    load = start(app, LoadScene)
    steps(app, 3)
    said = drawn(app, monkeypatch, load)
    for shown in ("caf\\xe9", "evil\\u202enosj", "\\x1b[31mred\\nline\\x07"):
        assert shown in said
    assert all(line.isprintable() for line in said)
    for _ in HOSTILE:
        click(app, load.list.items[0])
        click(app, load.delete_button, 2)
        dialog = app.stack.top
        assert dialog.message.isprintable()
        click(app, next(w for w in dialog.widgets if getattr(w, "label", "") == "Delete"), 2)
    assert os.listdir(slots) == []


# --- the terminal -----------------------------------------------------------------------------

def _continue(data_dir) -> subprocess.CompletedProcess:
    """`main.py continue --data-dir DIR` as a user runs it; DIR may be bytes."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("SESAME_DATA_DIR", None)
    return subprocess.run([sys.executable, "main.py", "continue", "--data-dir", data_dir],
                          cwd=ROOT, env=env, capture_output=True, timeout=60)


def _damaged_autosave(data_dir: bytes, dangling: bool = False) -> None:
    """An autosave cut short, or a link to nowhere (whose error names its whole path)."""
    folder = os.path.join(data_dir, b"saves", b"autosave")
    os.makedirs(folder)
    if dangling:
        os.symlink(b"gone.json", os.path.join(folder, b"abc123.json"))
        return
    with open(os.path.join(folder, b"abc123.json"), "wb") as file:
        file.write(b'{"format": "sesame-tabletop-save", "version": 1')


@POSIX_NAMES
def test_continue_prints_a_damaged_autosave_s_path_escaped(tmp_path):
    folder = os.fsencode(tmp_path / "data\x1b]0;x\x07\x1b[2J")
    _damaged_autosave(folder, dangling=True)
    done = _continue(folder)
    err = done.stderr.decode("utf-8")                     # strict: no stray byte either
    assert done.returncode == 2 and "Traceback" not in err
    assert "\x1b" not in err and "\x07" not in err
    escaped = "data\\x1b]0;x\\x07\\x1b[2J/saves/autosave/abc123.json"
    assert err.count(escaped) == 2 and ": no save file at " in err      # the path, the error
    assert err.count("\n") == 1 and err.startswith("cannot resume ")


@POSIX_NAMES
def test_a_data_folder_whose_path_is_not_utf8_gives_a_printable_error_line(tmp_path,
                                                                           monkeypatch):
    folder = os.path.join(os.fsencode(tmp_path), b"d\xff\xfe")
    _damaged_autosave(folder)
    done = _continue(folder)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2 and "Traceback" not in err
    assert err.rstrip("\n").isprintable() and "d\\xff\\xfe" in err
    monkeypatch.setenv("SESAME_DATA_DIR", os.fsdecode(folder))
    os.makedirs(os.path.join(folder, b"saves", b"slots", b"x.json"))   # no file goes there
    with pytest.raises(SaveError) as failed:
        store.write(Match.new("minigame", seats_from_specs(["human", "ai"]), 3),
                    store.slots_dir() / "x.json", "slot", "x")
    assert str(failed.value).isprintable() and "d\\xff\\xfe" in str(failed.value)
