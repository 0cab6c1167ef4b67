"""Crafted and damaged files in the data folder: nothing is written outside it, nothing blocks
or crashes the app, every refusal is one short line, and a damaged autosave falls back."""
import json
import os
import sys
import time

import pytest

from cli.main import run
from engine.match import Match, seats_from_specs
from saves import format as fmt
from saves import listing, settings, store
from saves.atomic import backup_path
from support.saves import played, rewrite


def err(path):
    with pytest.raises(store.SaveError) as info:
        store.load(path)
    message = str(info.value)
    assert "\n" not in message and len(message) <= fmt.MAX_MESSAGE
    return message


# --- 1. names that reach a path -----------------------------------------------------------------

@pytest.mark.parametrize("bad_id", ["../../../../tmp/escape", "/tmp/escape", "a/b", "", "x" * 40,
                                    "ABC\n"])
def test_a_match_id_that_is_not_a_plain_id_is_refused(tmp_path, bad_id):
    path = store.save_slot(played(), "t")
    rewrite(path, lambda d: d.update(match_id=bad_id))
    assert "match id" in err(path)
    match = played()
    match.id = bad_id
    with pytest.raises(store.SaveError, match="refusing to autosave"):
        store.autosave(match)
    assert not list(tmp_path.rglob("escape*"))


# --- 2. one bad file never stops the app -------------------------------------------------------

def test_a_date_without_time_zone_sorts_with_the_others():
    store.autosave(played(3, seed=1))     # past its first round: a newer game leaves it be
    naive = store.autosave(played(2, seed=2))
    rewrite(naive, lambda d: d.update(saved_at="2030-01-01T10:00:00"))
    infos = store.listing().infos
    assert len(infos) == 2 and infos[0].path == naive and infos[0].error is None
    assert store.newest_autosave() == naive


def test_a_deeply_nested_settings_file_gives_the_defaults():
    settings.path().parent.mkdir(parents=True)
    settings.path().write_text("[" * 100_000 + "]" * 100_000)
    assert settings.load() == settings.Settings()


@pytest.mark.parametrize("change, expected", [
    (lambda d: d.update(seed=10 ** 5000), "a number is far too long"),
    (lambda d: d["log"].__setitem__(0, {"kind": "play", "card": json.loads("[" * 600 + "]" * 600)}),
     "nested too deeply"),
])
def test_huge_numbers_and_deep_moves_are_save_errors(change, expected):
    path = store.save_slot(played(), "t")
    doc = json.loads(path.read_text())
    change(doc)
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)                 # the tamperer's own Python writes it freely
    try:
        doc["checksum"] = fmt.checksum(doc)
        path.write_text(json.dumps(doc))
    finally:
        sys.set_int_max_str_digits(old)
    assert expected in err(path)


# --- 3. odd files -------------------------------------------------------------------------------

def test_a_named_pipe_among_the_saves_neither_blocks_nor_hides_the_others():
    store.autosave(played(1))
    pipe = store.autosave_dir() / "pipe.json"
    os.mkfifo(pipe)
    infos = {i.path.name: i for i in store.listing().infos}
    assert "not a regular file" in infos["pipe.json"].error
    assert store.newest_autosave() is not None
    match, note = store.resume_newest()
    assert note is not None and "could not be read" in note and len(match.log) == 1


def test_a_link_to_an_endless_device_is_refused():
    folder = store.slots_dir()
    folder.mkdir(parents=True)
    (folder / "zero.json").symlink_to("/dev/zero")
    assert "not a regular file" in err(folder / "zero.json")
    [info] = store.listing().infos
    assert "not a regular file" in info.error


def test_a_file_of_countless_empty_values_is_refused_before_parsing(tmp_path):
    path = tmp_path / "many.json"
    path.write_text('["sesame-tabletop-save",' + ",".join(["{}"] * (fmt.MAX_CONTAINERS + 1)) + "]")
    assert "not a Sesame Tabletop save" in err(path)
    real = store.save_slot(played(), "t")        # a true header, then countless values
    text = real.read_text().replace('"log":', '"x":[' + "{}," * fmt.MAX_CONTAINERS + '{}],"log":')
    real.write_text(text)
    assert "more values than any game" in err(real)
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(store.MAX_BYTES + 1)
    assert "too large" in err(big)


def test_saving_over_an_odd_file_never_reads_it():
    folder = store.slots_dir()
    folder.mkdir(parents=True)
    (folder / "t.json").symlink_to("/dev/zero")
    path = store.save_slot(played(), "t")                 # would copy /dev/zero forever
    assert store.load(path).log == played().log and not backup_path(path).exists()


# --- 4. error lines -----------------------------------------------------------------------------

@pytest.mark.parametrize("change, expected", [
    (lambda d: d.update(game="g" * 1_000_000), "field 'game'"),
    (lambda d: d.update(game="g" * 40), "unknown game 'gggggggggggggggggggggggggggggggggggggg…"),
    (lambda d: d.update(game="two\nlines"), "field 'game'"),
    (lambda d: d.update(label="two\nlines"), "field 'label'"),
    (lambda d: d["seats"][0].update(name="a\nb"), "seat's name"),
    (lambda d: d["seats"][0].update(kind="robot\n" * 1000), "human, friend or ai"),
    (lambda d: d["log"].__setitem__(0, {"kind": "play\nx", "card": "c" * 100_000}),
     "move 1 is not legal"),
    (lambda d: d.update(version="v\n" * 1000), "unknown save format version"),
])
def test_messages_are_one_short_line(change, expected):
    path = store.save_slot(played(), "t")
    rewrite(path, change)
    assert expected in err(path)


# --- 5. arena --save-to into a target it cannot write -----------------------------------------

def one_line(capsys, argv, expected):
    assert run(argv) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and expected in lines[0] and "Traceback" not in lines[0]


def test_arena_into_a_file_or_under_one_is_one_line(capsys, tmp_path):
    target = tmp_path / "file"
    target.write_text("x")
    base = ["arena", "--game", "minigame", "--players", "ai,ai", "--games", "2", "--save-to"]
    one_line(capsys, base + [str(target)], "it is not a folder")
    one_line(capsys, base + [str(target / "sub")], "Not a directory")


@pytest.mark.parametrize("errno_, words", [(30, "Read-only file system"),
                                           (28, "No space left on device")])
def test_arena_into_a_read_only_or_full_folder_is_one_line(capsys, tmp_path, monkeypatch,
                                                            errno_, words):
    def refuse(*a, **k):
        raise OSError(errno_, words)
    monkeypatch.setattr(store, "write_atomic", refuse)
    one_line(capsys, ["arena", "--game", "minigame", "--players", "ai,ai", "--games", "2",
                      "--save-to", str(tmp_path / "out")], words)
    monkeypatch.setattr("tempfile.TemporaryFile", refuse)
    one_line(capsys, ["arena", "--game", "minigame", "--players", "ai,ai", "--games", "2",
                      "--save-to", str(tmp_path / "out")], words)


# --- 6. recovery --------------------------------------------------------------------------------

def two_turns():
    match = Match.new("minigame", seats_from_specs(["human", "ai"]), 3)
    match.apply(match.state.legal_actions()[0])
    store.autosave(match)
    match.apply(match.state.legal_actions()[0])
    return match, store.autosave(match)


def test_continue_resumes_the_backup_of_a_damaged_autosave_and_says_so(capsys, monkeypatch):
    import cli.main
    opened = []
    monkeypatch.setattr(cli.main, "_open_app",
                        lambda match=None, lock=None, note=None: opened.append(match) or 0)
    match, path = two_turns()
    path.write_text(path.read_text()[:50])
    before = path.read_bytes()
    assert run(["continue"]) == 0
    [resumed] = opened
    assert resumed.id == match.id and resumed.log == match.log[:1]
    err_text = capsys.readouterr().err
    assert err_text.startswith("note: The newest save was damaged") and err_text.count("\n") == 1
    assert path.read_bytes() == before                      # nothing is changed by looking


def test_continue_says_in_the_window_too_that_the_backup_was_resumed(monkeypatch):
    """The note is not for the terminal alone: a dialog over the table says it."""
    import pygame
    from scenes import app as app_module
    seen = []
    monkeypatch.setattr(app_module.App, "run", lambda app: seen.append(app.stack.top) or app.let_go())
    monkeypatch.setattr(pygame, "quit", lambda: None)       # the next tests' fonts live on
    monkeypatch.setattr(app_module, "shut_down_quickly", lambda: None)
    match, path = two_turns()
    path.write_text(path.read_text()[:50])
    assert run(["continue"]) == 0
    [dialog] = seen
    assert dialog.title == "Your newest save was damaged" and dialog.is_overlay


def test_a_damaged_newest_autosave_without_backup_gives_way_to_an_older_game():
    older = played(3, seed=1)             # past its first round: a newer game leaves it be
    store.autosave(older)
    time.sleep(0.01)
    newest = store.autosave(played(2, seed=2))
    newest.write_text("{")
    match, note = store.resume_newest()
    assert match.id == older.id and "earlier game" in note


def test_stale_temp_files_are_cleared_and_fresh_ones_kept():
    path = store.autosave(played(1))
    stale = path.parent / f".{path.name}.abc123.tmp"
    fresh = path.parent / f".{path.name}.def456.tmp"
    other = path.parent / "notes.tmp"
    for p in (stale, fresh, other):
        p.write_text("half a save")
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    store.listing().infos
    assert not stale.exists() and fresh.exists() and other.exists()


@pytest.mark.parametrize("change", [lambda d: d.update(over=True),
                                    lambda d: d.update(turn=d["turn"] + 5)])
def test_a_header_that_disagrees_with_the_replayed_game_is_refused(change):
    path = store.autosave(played(2))
    rewrite(path, change)
    assert "does not match the replayed moves" in err(path)


# --- what a tester found next: dates, seats, junk folders, names, lines of play ---------------

def test_dates_local_time_cannot_hold_are_shown_in_utc():
    from datetime import datetime, timedelta, timezone
    from scenes.screens.load import when
    for moment in (datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=23, minutes=59))),
                   datetime(9999, 12, 31, 23, 59, tzinfo=timezone(timedelta(hours=-23)))):
        shown = when(store.SaveInfo(store.slots_dir() / "x.json", saved_at=moment))
        assert shown.endswith("UTC") or shown[-4:].isdigit()


def test_a_save_with_thousands_of_seats_is_refused_before_any_screen_draws_it():
    path = store.save_slot(played(), "t")
    rewrite(path, lambda d: d.update(seats=[{"name": "W" * 60, "kind": "human"}] * 2000))
    assert "field 'seats'" in err(path)
    [info] = store.listing().infos
    assert "seats" in info.error


@pytest.mark.parametrize("change, expected", [
    (lambda d: d.update(turn=-1), "turn -1 is out of range"),
    (lambda d: d.update(turn=10 ** 4000), "is out of range"),
    (lambda d: d.update(match_id="../x"), "match id"),
])
def test_a_bad_turn_or_id_shows_in_the_list_not_only_on_load(change, expected):
    path = store.save_slot(played(), "t")
    rewrite(path, change)
    [info] = store.listing().infos
    assert expected in info.error


def test_a_slot_file_that_calls_itself_an_autosave_stays_a_slot():
    path = store.save_slot(played(), "t")
    rewrite(path, lambda d: d.update(kind="autosave"))
    [info] = store.listing().infos
    assert info.error is None and info.kind == "slot" and store.newest_autosave() is None


def test_junk_is_read_within_a_budget_and_remembered(monkeypatch):
    good = store.save_slot(played(), "real")
    for i in range(6):
        (store.slots_dir() / f"junk{i}.json").write_text('["sesame-tabletop-save"' + ",1" * 5000 + "]")
    monkeypatch.setattr(listing, "LIST_BUDGET", 25_000)
    first = store.listing()
    assert first.left_out >= 3 and good in [i.path for i in first.infos]
    reads = []
    real_info = listing._info
    monkeypatch.setattr(listing, "_info", lambda p, whole: reads.append(p) or real_info(p, whole))
    second = store.listing()                         # what was read is remembered ...
    assert all(p not in reads for p in [i.path for i in first.infos])
    assert len(second.infos) > len(first.infos)      # ... so the budget reaches further
    for i in range(5):
        (store.slots_dir() / f"more{i}.json").write_text("{}")
    monkeypatch.setattr(listing, "LIST_SECONDS", 0)
    assert store.listing().left_out >= 5             # and the list says what it left out


def test_slot_names_never_overwrite_another_slot():
    first = store.save_slot(played(1, seed=1), "My first game")
    second = store.save_slot(played(2, seed=2), "My first game!")
    third = store.save_slot(played(1, seed=3), "My first game")     # same name, other game
    names = ["علي بابا", "游戏", "Партия 1", "..."]
    paths = [store.save_slot(played(1, seed=4), n) for n in names]
    assert len({first, second, third, *paths}) == 3 + len(names)
    assert [store.load(p).log for p in (first, second)] == [played(1, seed=1).log,
                                                             played(2, seed=2).log]
    again = store.save_slot(store.load(first), "My first game")     # the same game: same file
    assert again == first


def test_playing_on_from_a_slot_never_overwrites_the_newer_autosave():
    """The autosave is a move past the slot, so the slot forks; one at the slot's move or
    earlier is carried on instead (test_saves_play_on)."""
    match = played(3)
    slot = store.save_slot(match, "earlier")
    match.apply(match.state.legal_actions()[0])
    newer = store.autosave(match)
    newer_text = newer.read_text()
    branch = store.load_to_play(slot)
    assert branch.id != match.id
    branch.apply(branch.state.legal_actions()[-1])
    store.autosave(branch)
    assert newer.read_text() == newer_text and len(list(store.autosave_dir().glob("*.json"))) == 2


def test_a_folder_squatting_the_backup_name_does_not_stop_autosaves():
    match = played(1)
    path = store.autosave(match)
    backup_path(path).mkdir()
    match.apply(match.state.legal_actions()[0])
    store.autosave(match)
    assert store.load(path).log == match.log


def test_resuming_from_the_backup_keeps_the_good_backup():
    match, path = two_turns()
    good_backup = backup_path(path).read_text()
    path.write_text(path.read_text()[:50])
    resumed, note = store.resume_newest()
    assert note and resumed.log == match.log[:1]
    resumed.apply(resumed.state.legal_actions()[0])
    store.autosave(resumed)
    assert backup_path(path).read_text() == good_backup
    assert store.load(path).log == resumed.log


def test_settings_with_a_byte_order_mark_are_read():
    settings.path().parent.mkdir(parents=True)
    settings.path().write_bytes(b"\xef\xbb\xbf" + json.dumps({"animation_speed": "fast"}).encode())
    assert settings.load().animation_speed == "fast"


def test_arena_into_a_full_disk_says_it_once(capsys, tmp_path, monkeypatch):
    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store, "write_atomic", full)
    assert run(["arena", "--game", "minigame", "--players", "ai,ai", "--games", "1",
                "--save-to", str(tmp_path / "out")]) == 2
    line = capsys.readouterr().err.strip()
    assert line.count("cannot write") == 1 and "No space left" in line
