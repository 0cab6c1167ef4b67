"""Opening a match on its game's table (the one the registry, scenes.registry, names; the base
TableScene for a game without one), from the setup screen, a save or Continue.
"""
from __future__ import annotations

from pathlib import Path

from engine.match import Match
from engine.words.language import N_, tr
from saves import store
from saves.locks import GameOpenElsewhere
from scenes import registry
from scenes.kit import dialogs
from scenes.table.host import TableScene


def table_for(game_name: str) -> type[TableScene]:
    return getattr(registry.entry(game_name), "TABLE", TableScene)


OPEN_ELSEWHERE = N_("Open in another window")     # dialogs' titles: one short line each
DAMAGED = N_("Your newest save was damaged")


def open_match(app, match: Match) -> TableScene | None:
    """Leave whatever is on screen and sit down at the match's table, its lock taken; a game
    open in another window stays there, and a dialog says so."""
    try:
        app.hold(match)
    except GameOpenElsewhere:
        dialogs.message(app, OPEN_ELSEWHERE,
                        N_("Play on in that window, or close the game there to open it here."))
        return None
    return app.stack.reset(table_for(match.name)(app, match))


def open_saved(app, path: Path) -> TableScene | None:
    """Load a save and open its table; a save that cannot be read is explained in a dialog."""
    try:
        match = store.load_to_play(path)
    except store.SaveError as exc:
        dialogs.message(app, N_("This game cannot be loaded"), str(exc))
        return None
    return open_match(app, match)


UNREADABLE = N_("It stays in the Load list, marked damaged, where Delete removes it.")


def continue_newest(app) -> TableScene | None:
    """Continue the newest unfinished game; when its autosave was damaged, the game is resumed
    from the newest save that loads, and a dialog over the table says so."""
    try:
        match, note = store.resume_newest()
    except store.SaveError as exc:
        dialogs.message(app, N_("This game cannot be continued"), f"{exc}. {tr(UNREADABLE)}")
        return None
    table = open_match(app, match)
    if note and table is not None:
        dialogs.message(app, DAMAGED, note)
    return table
