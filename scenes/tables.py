"""Which table scene plays which game, and opening a match on it.

Game-specific tables subclass `scenes.table.host.TableScene` and add themselves here:
`TABLES["alibaba"] = CaveTable`. A game without its own table gets the base TableScene.
"""
from __future__ import annotations

from pathlib import Path

from engine import catalog
from engine.match import Match
from saves import store
from saves.locks import GameOpenElsewhere
from scenes.kit import dialogs
from scenes.table.host import TableScene

TABLES: dict[str, type[TableScene]] = {}


def _register_game_tables() -> None:
    """Each game's own table; imported here, after TABLES exists, so that importing this
    module is enough (the game tables import scenes.table.host, never this module)."""
    from scenes.alibaba import CaveTable
    from scenes.forty_thieves import CardTable
    TABLES["alibaba"] = CaveTable
    TABLES["forty_thieves"] = CardTable
    if "bagdad" in catalog.names():      # not when its map cannot be read (it says why)
        from scenes.bagdad import CityTable
        TABLES["bagdad"] = CityTable


_register_game_tables()


def table_for(game_name: str) -> type[TableScene]:
    return TABLES.get(game_name, TableScene)


def open_match(app, match: Match) -> TableScene | None:
    """Leave whatever is on screen and sit down at the match's table, its lock taken; a game
    open in another window stays there, and a dialog says so."""
    try:
        app.hold(match)
    except GameOpenElsewhere:
        dialogs.message(app, "This game is open in another window",
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


def continue_newest(app) -> TableScene | None:
    """Continue the newest unfinished game; when its autosave was damaged, the game is resumed
    from the newest save that loads, and a dialog over the table says so."""
    try:
        match, note = store.resume_newest()
    except store.SaveError as exc:
        dialogs.message(app, "This game cannot be continued", str(exc))
        return None
    table = open_match(app, match)
    if note and table is not None:
        dialogs.message(app, "Your newest save was damaged", note)
    return table
