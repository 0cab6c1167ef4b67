"""Load: every save (slots and autosaves, newest first), each read as a person would name it:
the game and its variant, the seats, the turn and when it was saved. Under the list, one line
says which autosaves are kept (store.RETENTION; store.tidy keeps to it).

A save that cannot be read is listed with its one-line error and can only be deleted. A
finished game, and any game `arena --save-to` wrote, can also be watched (scenes.table.replay).
"""
from __future__ import annotations

import pygame

from engine.words.language import N_, ntr, tr
from saves import locks, names, store
from scenes.kit import dialogs, idle, ink, text, theme
from scenes.screens.screen import Screen
from scenes.table.replay import watch
from scenes.tables import OPEN_ELSEWHERE, open_saved
from scenes.kit.widgets import Button, Widget
from scenes.kit.scrolling import ScrollList

LIST = pygame.Rect(40, 112, 1200, 488)
ROW_H = 78
NOTE_SIZE = 15
FILL_EVERY, FILL_SECONDS = 0.1, 0.05     # a crowded folder: read 50 ms more every 100 ms


def seats_line(info: store.SaveInfo) -> str:
    return names.seats_line(info.seats)


def when(info: store.SaveInfo) -> str:
    """The save's date as a person says it ("Today, 21:40"), in local time; in UTC where local
    time cannot hold it (year 1 or 9999)."""
    return names.when(info.saved_at)


def describe(info: store.SaveInfo) -> tuple[str, str, str]:
    """A readable save's title, detail and status: ("Ali Baba, Smaller Cave", "2 players:
    Player 1, Morgiana (hard AI)", "Turn 14"); a slot's title is the name it was given."""
    game = names.game_line(info.game, info.variant, standard=True)
    status = " · ".join(filter(None, (progress(info), names.winners_line(info.winners),
                                      names.take_backs_line(info.take_backs),
                                      names.origin_line(info.origin))))
    if info.kind == "slot":
        return names.printable(info.label), f"{game} · {seats_line(info)}", status
    return game, seats_line(info), status


def progress(info: store.SaveInfo) -> str:
    """How far the game is, as the table's banner says it ("Turn 14"), or that it is over
    ("Finished, round 3")."""
    if not info.over:
        return names.progress_line(info.turn, info.round)
    if info.round is None:
        return tr("Finished, turn {n}").format(n=info.turn)
    return tr("Finished, round {n}").format(n=info.round) if info.round else tr("Finished, placing")


def watchable(info: store.SaveInfo) -> bool:
    """Whether the Load screen offers to watch a save: a readable finished game, or a game
    the arena played (a slot of AI seats only, named "arena ..." by `arena --save-to`)."""
    if info.error is not None:
        return False
    arena = (info.kind == "slot" and info.label.startswith("arena ")
             and bool(info.seats) and all(seat.is_ai for seat in info.seats))
    return info.over or arena


class SaveRow(Widget):
    """One save in the list; click to select it."""

    def __init__(self, info: store.SaveInfo, on_select) -> None:
        super().__init__((0, 0, LIST.width, ROW_H))
        self.info, self.on_select = info, on_select
        self.selected = False

    def activate(self, pos: tuple) -> None:
        self.on_select(self)

    def draw(self, surface: pygame.Surface) -> None:
        info, rect = self.info, self.rect
        body = theme.mix(theme.NIGHT_PANEL, theme.NIGHT_LIGHT, 0.35 + 0.5 * self.glow.value)
        if self.pressed:
            body = theme.darken(body, 0.2)
        ink.rect(surface, body, rect, border_radius=10)
        border = theme.GOLD if self.selected else theme.mix(theme.NIGHT_LIGHT, theme.GOLD_DARK,
                                                             self.glow.value)
        ink.rect(surface, border, rect, 2 if self.selected else 1, border_radius=10)
        kind = (tr("Unreadable") if info.error else tr("Autosave") if info.kind == "autosave"
                else tr("Named save"))
        tag = text.draw(surface, kind, (rect.right - 20, rect.y + 14), 16, theme.GOLD, "bold",
                        "topright")
        date = text.draw(surface, when(info), (tag.x - 18, rect.y + 14), 16, theme.MUTED,
                         anchor="topright")
        if info.error:
            title, detail = names.printable(info.label or info.path.name), info.error
            colour = theme.DANGER_LIGHT
            status = tr("backup readable") if info.backup else tr("unreadable")
        else:
            (title, detail, status), colour = describe(info), theme.SAND
        text.draw(surface, title, (rect.x + 20, rect.y + 10), 22, theme.TEXT, "bold",
                  max_width=date.x - rect.x - 40)
        shown = text.draw(surface, status, (rect.right - 20, rect.y + 44), 17, theme.SAND,
                          "italic", "topright")
        text.draw(surface, detail, (rect.x + 20, rect.y + 44), 17, colour,
                  max_width=shown.x - rect.x - 40)


class LoadScene(Screen):
    heading = N_("Load a game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.list = self.add(ScrollList(LIST))
        self.delete_button = self.add(Button((860, 648, 180, 48), N_("Delete"), self.ask_delete,
                                             "danger"))
        self.load_button = self.add(Button((1060, 648, 180, 48), N_("Load"), self.load, "primary"))
        self.watch_button = self.add(Button((660, 648, 180, 48), N_("Watch"), self.watch))
        self.default_button = self.load_button
        self.selected: SaveRow | None = None
        self.picked = False         # the player clicked a row: filling in keeps it chosen
        self.left_out, self.filling = 0, 0.0
        self.refresh()

    def refresh(self, seconds: float | None = None) -> None:
        """List the saves afresh (and tidy them). A folder too full to read at once (see
        saves.listing) is listed as far as time allows, and `update` fills in the rest a
        little every few frames, the selection and the scroll kept."""
        filling = seconds is not None
        found = store.listing(seconds=seconds, rescan=not filling)
        gone = set() if filling else set(store.tidy(infos=found.infos))
        self.left_out, self.filling = found.left_out, 0.0
        chosen = self.selected.info.path if self.selected is not None else None
        known = {id(row.info): row for row in self.list.items} if filling else {}
        infos = sorted((i for i in found.infos if i.path not in gone),
                       key=lambda i: i.error is not None)   # what loads first, junk after
        rows = [known.get(id(info)) or SaveRow(info, self.pick) for info in infos]
        self.list.set_items(rows)
        readable = [row for row in rows if row.info.error is None]
        same = [row for row in rows if row.info.path == chosen
                and (self.picked or row.info.error is None)]   # else the first game found
        self.selected = None
        self.select((same or readable or rows or [None])[0])

    def pick(self, row: SaveRow) -> None:
        self.picked = True
        self.select(row)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.filling += dt
        if self.left_out and self.filling >= FILL_EVERY:
            self.refresh(FILL_SECONDS)
        if self.left_out:
            idle.due(FILL_EVERY - self.filling)     # the rest of the list, in a moment

    def select(self, row: SaveRow | None) -> None:
        if self.selected is not None:
            self.selected.selected = False
        self.selected = row
        if row is not None:
            row.selected = True
        self.delete_button.enabled = row is not None
        self.load_button.enabled = row is not None and self.path_to_load(row.info) is not None
        self.watch_button.visible = row is not None and watchable(row.info)
        self.default_button = self.watch_button if self.watch_button.visible else self.load_button
        backup = row is not None and row.info.error is not None and row.info.backup is not None
        self.load_button.label = N_("Load backup") if backup else N_("Load")

    @staticmethod
    def path_to_load(info: store.SaveInfo):
        """The file itself, or for an unreadable one the .bak that can still be read."""
        return info.path if info.error is None else info.backup

    def load(self) -> None:
        path = self.selected and self.path_to_load(self.selected.info)
        if path is not None:
            open_saved(self.app, path)

    def watch(self) -> None:
        """The selected game from its first move, on its own table (Esc comes back here)."""
        if self.selected is not None and watchable(self.selected.info):
            info = self.selected.info
            source = f"{describe(info)[0]} ({names.stamp(info.saved_at)})"
            watch(self.app, info.path, source)

    def ask_delete(self) -> None:
        if self.selected is None:
            return
        info = self.selected.info
        held = self.app.game_lock is not None and self.app.game_lock.match_id == info.match_id
        if info.error is None and not held and locks.open_elsewhere(info.match_id):
            dialogs.message(self.app, OPEN_ELSEWHERE, N_("Close the game there to delete it here."))
            return
        if info.error:
            gone = tr("The unreadable file “{name}” will be gone for good.").format(
                name=names.printable(info.path.name))
        elif info.kind == "slot":
            gone = tr("The save “{name}” will be gone for good.").format(
                name=names.printable(info.label))
        else:
            gone = tr("The autosave of {game} ({when}) will be gone for good.").format(
                game=names.game_line(info.game, info.variant, standard=True), when=when(info))
        dialogs.confirm(self.app, N_("Delete this save?"), gone, N_("Delete"),
                        lambda: self.delete(info))

    def delete(self, info: store.SaveInfo) -> None:
        try:
            store.delete(info.path)
        except store.SaveError as exc:
            dialogs.message(self.app, N_("Not deleted"), str(exc))
        self.refresh()

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        theme.panel(surface, LIST.inflate(16, 16))
        if self.left_out:
            text.draw(surface, ntr("Reading the saves folder: {n} more file to go…",
                                   "Reading the saves folder: {n} more files to go…",
                                   self.left_out).format(n=self.left_out),
                      (LIST.centerx, LIST.y - 10), 16, theme.MUTED, "italic", "midbottom",
                      max_width=LIST.width)
        text.draw(surface, text.said(store.RETENTION), (LIST.x, LIST.bottom + 16), NOTE_SIZE,
                  theme.MUTED, "italic", max_width=LIST.width)
        if not self.list.items:
            text.draw(surface, tr("No saved games yet."), LIST.center, 26, theme.MUTED, "italic",
                      "center")
            text.draw(surface,
                      tr("Games save themselves after every turn; the pause menu saves a named "
                         "slot."),
                      (LIST.centerx, LIST.centery + 40), 18, theme.MUTED, "italic", "center")
