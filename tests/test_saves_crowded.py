"""Crowded and heavy saves folders (issue 19, items 3, 5 and 10): files that merely begin like
a save are refused before they are parsed whole, junk never hides the player's game, a folder
too full to read at once is listed as far as time allows and fills in, and the app never writes
a save that it would refuse to load."""
from __future__ import annotations

import json
import os
import time

import pytest

from cli.main import run
from engine.match import Match, seats_from_specs
from saves import format as fmt
from saves import listing, reading, store
from scenes.screens import load as load_screen
from scenes.screens.load import LoadScene
from support.saves import played
from support.scenes import start, steps

HEAD = b'{"format": "sesame-tabletop-save", "version": 1, "pad": ['


def _aged(path, seconds: float) -> None:
    when = time.time() - seconds
    os.utime(path, (when, when))


@pytest.fixture
def parses(monkeypatch):
    """Every whole parse of a save, by the length of its text."""
    seen = []
    real = fmt.parse
    monkeypatch.setattr(fmt, "parse", lambda text: seen.append(len(text)) or real(text))
    return seen


def test_files_that_only_begin_like_a_save_are_never_parsed_whole(parses):
    game = played(3, seed=2)
    store.autosave(game)
    _aged(store.autosave_path(game.id), 60)
    folder = store.autosave_dir()
    for i in range(8):                            # newer, and named as autosaves are
        (folder / f"{i:012x}.json").write_bytes(HEAD + b"0," * 300_000 + b"0]}")
    infos = store.listing().infos
    assert [i.path for i in infos if i.error is None] == [store.autosave_path(game.id)]
    assert all("field 'kind'" in i.error for i in infos if i.error)
    match, note = store.resume_newest()
    assert match.id == game.id and "An earlier game was resumed" in note
    assert max(parses) < 100_000                   # only the real save was parsed


def test_a_header_cut_off_at_the_peek_is_refused_unparsed(parses):
    path = store.save_slot(played(), "long")
    doc = json.loads(path.read_text())
    doc["label"] = "x" * 70_000                     # past the first 64 KiB
    doc["checksum"] = fmt.checksum(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(store.SaveError, match="field 'label'"):
        store.load(path)
    assert parses == []


def _junk_over_a_game(count: int) -> Match:
    """The player's game in progress, then `count` newer junk files: half named as autosaves
    are, half not."""
    game = played(3, seed=4)
    store.autosave(game)
    _aged(store.autosave_path(game.id), 3600)
    folder = store.autosave_dir()
    for i in range(count):
        name = f"{i:012x}.json" if i % 2 else f"Copy of save ({i}).json"
        (folder / name).write_bytes(b'{"format": "sesame-tabletop-save", "junk": %d}' % i)
    return game


def test_two_thousand_newer_junk_files_never_hide_the_game(monkeypatch, app):
    game = _junk_over_a_game(2000)
    assert store.newest_autosave() == store.autosave_path(game.id)
    opened = []
    import cli.main
    monkeypatch.setattr(cli.main, "_open_app", lambda match=None, lock=None, note=None: opened.append(match) or 0)
    assert run(["continue"]) == 0 and [m.id for m in opened] == [game.id]
    screen = start(app, LoadScene)
    while screen.left_out:            # a busy machine lists the folder over a few frames
        steps(app, 1, load_screen.FILL_EVERY)
    assert screen.selected.info.path == store.autosave_path(game.id)   # first of the readable


def test_the_load_screen_moves_to_the_game_once_found_unless_a_row_was_clicked(monkeypatch, app):
    """Listing one file at a time, the screen first shows junk only; the game, found as it
    fills in, is chosen, unless the player has clicked a row meanwhile."""
    game = _junk_over_a_game(6)
    monkeypatch.setattr(listing, "LIST_SECONDS", 0)
    monkeypatch.setattr(load_screen, "FILL_SECONDS", 0)
    for clicked in (False, True):
        listing.forget()
        screen = start(app, LoadScene)
        assert screen.left_out and screen.selected.info.error is not None
        junk = screen.selected
        if clicked:
            junk.activate(junk.rect.center)
        while screen.left_out:
            steps(app, 1, load_screen.FILL_EVERY)
        want = junk.info.path if clicked else store.autosave_path(game.id)
        assert screen.selected.info.path == want
        app.stack.pop()


def test_continue_reads_on_past_newer_junk_when_a_listing_runs_out_of_time(monkeypatch):
    """A busy machine: each listing's share of time ends after one file (LIST_SECONDS 0), and
    six newer junk files named as autosaves come before the game: `continue` still finds it."""
    game = _junk_over_a_game(12)
    monkeypatch.setattr(listing, "LIST_SECONDS", 0)
    listing.forget()
    assert store.listing((store.autosave_dir(),), whole=False).left_out > 0
    assert store.newest_autosave() == store.autosave_path(game.id)
    assert store.resume_newest()[0].id == game.id


def test_the_saves_named_as_the_app_names_them_are_read_first(monkeypatch):
    game = played(3, seed=4)
    path = store.autosave(game)
    _aged(path, 3600)
    for i in range(40):                           # newer, and not named as the app names saves
        (store.autosave_dir() / f"Copy of save ({i}).json").write_bytes(b"[%d]" % i)
    monkeypatch.setattr(listing, "LIST_BUDGET", path.stat().st_size)   # room for one file
    found = store.listing((store.autosave_dir(),))
    assert [i.path for i in found.infos] == [path] and found.left_out == 40


def test_a_folder_too_full_to_read_at_once_fills_in_after_the_first_frame(monkeypatch,
                                                                           app):
    games = [played(1, seed=seed) for seed in range(12)]
    for match in games:
        store.save_slot(match, f"game {match.seed}")
    monkeypatch.setattr(listing, "LIST_SECONDS", 0)      # the first frame reads one file
    listing.forget()
    screen = start(app, LoadScene)
    assert len(screen.list.items) == 1 and screen.left_out == 11
    monkeypatch.setattr(load_screen, "FILL_SECONDS", 0)  # then one file per refresh
    first = screen.selected.info.path
    for _ in range(11):
        steps(app, 1, dt=load_screen.FILL_EVERY)
        assert screen.selected.info.path == first            # the choice stays as rows arrive
    assert screen.left_out == 0 and len(screen.list.items) == 12


def test_a_save_the_loader_would_refuse_is_never_written():
    match = Match.new("minigame", seats_from_specs(["human", "ai"]), 3)
    path = store.save_slot(match, "mine")
    before = path.read_bytes()
    match.id = "A000000"                          # from a tool or a script using the API
    with pytest.raises(store.SaveError, match="cannot be saved.*match id"):
        store.save_slot(match, "mine")
    assert path.read_bytes() == before and sorted(p.name for p in path.parent.iterdir()) == [
        "mine.json"]


def test_a_save_larger_than_a_load_takes_is_never_written(monkeypatch):
    match = played()
    path = store.save_slot(match, "big")
    before = path.read_bytes()
    monkeypatch.setattr(reading, "MAX_BYTES", len(before) - 1)
    with pytest.raises(store.SaveError, match="more than a save may hold"):
        store.save_slot(match, "big")
    assert path.read_bytes() == before
