"""Which table plays which game: TABLES is the one table registry, a line per game, its id ->
its table package scenes/<id>/, whose __init__ is the game's entry here (tests `register` an
entry of their own):
  TABLE: its table, a subclass of scenes.table.host.TableScene; a game without an entry is
    played on the base TableScene.
  LEVELS: {AI level: what it plays like, in a player's words}, the setup screen's lines.
  SOUNDS: {event kind: a sound of scenes.kit.sound}, optional: what a move sounds like.
  replay_words(table, action, view) -> str, optional: a move said in full and in the third
    person, for a replay's bar (else the table's own words for it).
  seat_tip(table, seat) -> (title, lines) or None, optional: in a replay, what a seat holds that
    its table does not show, for a hover over its row.
  SHOWCASE: {"players", "seed", "moves", "options"}, optional: the moment `main.py screenshot`
    shows of a game in progress (the normal AI plays that many moves, then to the human's turn).
What the rules say of a game (seats, variants, options, its open view) its engine module says
(engine/catalog.py). This module imports no table: the table host asks it for its game's
entry, and scenes.tables opens matches on the tables it names.
"""
from __future__ import annotations

import importlib

from engine import catalog

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
