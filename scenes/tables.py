"""Which table scene plays which game, what the generic screens learn of it there, and opening
a match on it.

TABLES is the one table registry: a line per game, its id -> its table package scenes/<id>/,
whose __init__ is the game's entry here (tests `register` an entry of their own):
  TABLE: its table, a subclass of scenes.table.host.TableScene; a game without an entry is
    played on the base TableScene.
  LEVELS: {AI level: what it plays like, in a player's words}, the setup screen's lines.
  replay_words(table, action, view) -> str, optional: a move said in full and in the third
    person, for a replay's bar (else the table's own words for it).
  seat_tip(table, seat) -> (title, lines) or None, optional: in a replay, what a seat holds that
    its table does not show, for a hover over its row.
  SHOWCASE: {"players", "seed", "moves", "options"}, optional: the moment `main.py screenshot`
    shows of a game in progress (the normal AI plays that many moves, then to the human's turn).
What the rules say of a game (seats, variants, options, its open view) its engine module says
(engine/catalog.py).
"""
from __future__ import annotations

import importlib
from pathlib import Path

from engine import catalog
from engine.match import Match
from saves import store
from saves.locks import GameOpenElsewhere
from scenes.kit import dialogs
from scenes.table.host import TableScene

TABLES = {
    "alibaba": "scenes.alibaba",
    "forty_thieves": "scenes.forty_thieves",
    "bagdad": "scenes.bagdad",
}

_entries: dict[str, object] = {}
_loaded = False


def _load_entries() -> dict[str, object]:
    """Each playable game's entry, imported on the first question asked here (the title's first
    frame needs no game: loading every game's rules and table first cost a fifth of the
    start-up), so that importing this module is still enough (the game tables import
    scenes.table.host, never this module); none for a game that cannot load here (its map
    missing: the catalog says why)."""
    global _loaded
    if not _loaded:
        _loaded = True
        playable = catalog.names()
        for name, package in TABLES.items():
            if name in playable:
                _entries.setdefault(name, importlib.import_module(package))
    return _entries


def register(name: str, entry) -> None:
    """Give the game `name` a table entry (any object with the attributes above)."""
    _load_entries()[name] = entry


def unregister(name: str) -> None:
    _load_entries().pop(name, None)


def entry(name: str):
    """The game's table entry, or None for a game without one."""
    return _load_entries().get(name)


def entries() -> dict:
    """The games with a table entry here, and their entries."""
    return dict(_load_entries())


def table_for(game_name: str) -> type[TableScene]:
    return getattr(entry(game_name), "TABLE", TableScene)


OPEN_ELSEWHERE = "Open in another window"     # dialogs' titles: one short line each
DAMAGED = "Your newest save was damaged"


def open_match(app, match: Match) -> TableScene | None:
    """Leave whatever is on screen and sit down at the match's table, its lock taken; a game
    open in another window stays there, and a dialog says so."""
    try:
        app.hold(match)
    except GameOpenElsewhere:
        dialogs.message(app, OPEN_ELSEWHERE,
                        "Play on in that window, or close the game there to open it here.")
        return None
    return app.stack.reset(table_for(match.name)(app, match))


def open_saved(app, path: Path) -> TableScene | None:
    """Load a save and open its table; a save that cannot be read is explained in a dialog."""
    try:
        match = store.load_to_play(path)
    except store.SaveError as exc:
        dialogs.message(app, "This game cannot be loaded", str(exc))
        return None
    return open_match(app, match)


UNREADABLE = "It stays in the Load list, marked damaged, where Delete removes it."


def continue_newest(app) -> TableScene | None:
    """Continue the newest unfinished game; when its autosave was damaged, the game is resumed
    from the newest save that loads, and a dialog over the table says so."""
    try:
        match, note = store.resume_newest()
    except store.SaveError as exc:
        dialogs.message(app, "This game cannot be continued", f"{exc}. {UNREADABLE}")
        return None
    table = open_match(app, match)
    if note and table is not None:
        dialogs.message(app, DAMAGED, note)
    return table
