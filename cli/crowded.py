"""`main.py bench` figures for crowded saves folders: how much CPU the Load screen's first
frame, a listing and `continue` take when the folder holds what years of use leave behind.

Each case is built in a temporary data folder (never the player's): eight 4 MB files that begin
like a save, 2,000 newer junk files over one real game in progress, 20,000 real autosaves.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from engine import catalog
from engine.core import Rng
from engine.match import Match, Seat
from saves import format as fmt
from saves.paths import autosave_dir


def _game(seed: int = 1, moves: int = 30) -> Match:
    """A game in progress: the catalog's first, at three seats where it takes them."""
    game = catalog.get(catalog.names()[0])
    players = min(game.MAX_PLAYERS, max(game.MIN_PLAYERS, 3))
    match = Match.new(game.NAME, [Seat(f"P{i}", "human") for i in range(players)], seed)
    rng = Rng(seed)
    while len(match.log) < moves and not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def _write(path: Path, data: bytes, age_s: float = 0.0) -> None:
    path.write_bytes(data)
    if age_s:
        when = time.time() - age_s
        os.utime(path, (when, when))


def _heavy_lookalikes(folder: Path) -> None:
    head = b'{"format": "sesame-tabletop-save", "version": 1, "pad": ['
    body = b"0," * ((4 * 1024 * 1024 - len(head)) // 2 - 2) + b"0]}"
    for i in range(8):
        _write(folder / f"{i:012x}.json", head + body)


def _junk_over_a_game(folder: Path) -> None:
    match = _game()
    doc = fmt.encode(match, "autosave", "autosave")
    _write(folder / f"{match.id}.json", json.dumps(doc).encode(), age_s=3600)
    for i in range(2000):
        _write(folder / f"{i:012x}.json", b'{"format": "sesame-tabletop-save", "junk": %d}' % i)


def _many_real(folder: Path, count: int = 20_000) -> None:
    doc = fmt.encode(_game(), "autosave", "autosave")
    for i in range(count):
        doc["match_id"] = f"{i:012x}"
        doc["checksum"] = fmt.checksum(doc)
        _write(folder / f"{i:012x}.json", json.dumps(doc, separators=(",", ":")).encode())


CASES = {"8 files of 4 MB that begin like a save": _heavy_lookalikes,
         "2,000 newer junk files over a game": _junk_over_a_game,
         "20,000 real autosaves": _many_real}


def _cpu(action) -> float:
    start = time.process_time()
    action()
    return round(time.process_time() - start, 3)


def _measure() -> dict:
    from saves import listing, store
    from scenes.app import App
    from scenes.screens.load import LoadScene

    def load_screen():
        app = App()
        app.stack.push(LoadScene(app))
        app.step(0)

    def resume():
        try:
            store.resume_newest()
        except store.SaveError:
            pass

    figures = {"continue_s": _cpu(resume)}
    listing.forget()
    figures["load_screen_first_frame_s"] = _cpu(load_screen)
    return figures


def figures() -> dict:
    """{case: {"continue_s", "load_screen_first_frame_s"}}, CPU seconds, each case measured
    on a fresh folder in a process of its own memory of listings."""
    from cli.scratch import scratch_data
    from saves import listing

    out = {}
    for name, build in CASES.items():
        with scratch_data():
            folder = autosave_dir()
            folder.mkdir(parents=True)
            build(folder)
            listing.forget()
            out[name] = _measure()
    return out
