"""Join a game a friend hosts on another computer: its address, the room code the host read out
and the name to sit down with, checked here (net/address.py) and then handed to the guest's
table (scenes/table/joined.py). Beside them, the games hosted on this network, found by a
browse (net/discovery.py) on a thread of its own, for a browse listens over a second and the
frame never waits; a click on one fills its address in.
"""
from __future__ import annotations

import threading

import pygame

from engine.words.language import N_, ntr, tr
from net import protocol
from net.address import MOST, NAME_LENGTH, clean_code, clean_name, parse_address
from net.host import DEFAULT_PORT
from saves.names import game_title, printable
from scenes.kit import idle, ink, text, theme
from scenes.kit.fields import TextField
from scenes.kit.scrolling import ScrollList
from scenes.kit.widgets import Button, Widget
from scenes.screens.screen import Screen

FORM = pygame.Rect(40, 112, 560, 516)
FOUND = pygame.Rect(630, 112, 610, 516)
LIST = pygame.Rect(FOUND.x + 12, FOUND.y + 72, FOUND.width - 24, FOUND.height - 84)
FIELD_X, FIELD_W, FIELD_H = FORM.x + 24, FORM.width - 48, 44
ROW_H = 70
BROWSE_SECONDS = 1.5
NOTE_SIZE = 16


def remembered_name(settings) -> str:
    """The name this player last typed for a person's seat on the New game screen, if any."""
    seats = settings.last_setup.get("seats", ())
    return next((seat["name"] for seat in seats if seat["kind"] == "human" and seat["named"]
                 and seat["name"].strip()), "")[:NAME_LENGTH]


def another_version(found) -> bool:
    return found.version != protocol.VERSION


class Looking:
    """One browse of the network on a thread of its own; `found` is None until it is done, then
    the games found (none where it failed), and the app's loop is woken to show them."""

    def __init__(self) -> None:
        self.found: list | None = None
        threading.Thread(target=self._browse, name="browse", daemon=True).start()

    def _browse(self) -> None:
        from net import discovery      # zeroconf only once someone looks: the title opens fast
        found: list = []
        try:
            found = discovery.browse(BROWSE_SECONDS)
        finally:
            self.found = found
            idle.wake()


class FoundRow(Widget):
    """A game hosted on this network; click to fill its address in (not one of another
    version, which this app cannot join: greyed)."""

    def __init__(self, found, on_pick) -> None:
        super().__init__((0, 0, LIST.width, ROW_H))
        self.found, self.on_pick = found, on_pick
        self.enabled = not another_version(found)
        self.picked = False

    def activate(self, pos: tuple) -> None:
        self.on_pick(self)

    def draw(self, surface: pygame.Surface) -> None:
        found, rect = self.found, self.rect
        body = theme.mix(theme.NIGHT_PANEL, theme.NIGHT_LIGHT, 0.35 + 0.5 * self.glow.value)
        ink.rect(surface, theme.darken(body, 0.2) if self.pressed else body, rect,
                 border_radius=10)
        border = theme.GOLD if self.picked else theme.mix(theme.NIGHT_LIGHT, theme.GOLD_DARK,
                                                           self.glow.value)
        ink.rect(surface, border, rect, 2 if self.picked else 1, border_radius=10)
        if not self.enabled:
            tag, colour = tr("another version"), theme.MUTED
        elif found.free:
            tag = ntr("{n} seat free", "{n} seats free", found.free).format(n=found.free)
            colour = theme.GOLD
        else:
            tag, colour = tr("no seat free"), theme.SAND
        shown = text.draw(surface, tag, (rect.right - 20, rect.y + 12), 16, colour,
                          "bold" if self.enabled else "italic", "topright",
                          max_width=rect.width // 3)
        text.draw(surface, printable(found.name), (rect.x + 20, rect.y + 8), 21,
                  theme.TEXT if self.enabled else theme.MUTED, "bold",
                  max_width=shown.x - rect.x - 40)
        detail = " · ".join((game_title(found.game),
                             ntr("{n} player", "{n} players", found.players).format(
                                 n=found.players), f"{found.address}:{found.port}"))
        text.draw(surface, detail, (rect.x + 20, rect.y + 40), 17,
                  theme.SAND if self.enabled else theme.MUTED, "italic",
                  max_width=rect.width - 40)


class JoinScene(Screen):
    heading = N_("Join a game")

    def __init__(self, app) -> None:
        super().__init__(app)
        last = app.last_joined or ("", "", remembered_name(app.settings))   # to join again
        self.address = self.add(TextField((FIELD_X, FORM.y + 56, FIELD_W, FIELD_H), last[0],
                                          N_("the host's address"), MOST,
                                          on_change=self.address_changed))
        self.code = self.add(TextField((FIELD_X, FORM.y + 168, 180, FIELD_H), last[1], N_("code"),
                                       protocol.CODE_LENGTH, lambda c: c.isascii() and c.isalnum(),
                                       on_change=self.code_changed))
        self.name = self.add(TextField((FIELD_X, FORM.y + 258, 320, FIELD_H),
                                       last[2], N_("Guest"), NAME_LENGTH,
                                       on_change=lambda _: self.changed()))
        self.fields = [self.address, self.code, self.name]
        self.join_button = self.add(Button((1060, 648, 180, 48), N_("Join"), self.join,
                                           "primary"))
        self.refresh_button = self.add(Button((FOUND.right - 184, FOUND.y + 14, 160, 40),
                                              N_("Refresh"), self.refresh, size=18))
        self.list = self.add(ScrollList(LIST))
        self.default_button = self.join_button
        self.problem: str | None = None     # why the last Join did not go ahead
        self.picked: FoundRow | None = None
        self.looking: Looking | None = None
        self.refresh()

    # --- the games on this network ------------------------------------------------------------
    def refresh(self) -> None:
        """Browse anew (the app only: a test's or a picture's screen lists what it is given)."""
        self.show([])
        if self.app.browses:
            self.looking = Looking()
            self.refresh_button.enabled = False

    def show(self, found: list) -> None:
        self.picked = None
        self.list.set_items([FoundRow(game, self.pick) for game in found])

    def update(self, dt: float) -> None:
        if self.looking is not None and self.looking.found is not None:
            self.show(self.looking.found)
            self.looking = None
            self.refresh_button.enabled = True
        super().update(dt)

    def pick(self, row: FoundRow) -> None:
        """The game's address in the field (its port too, where it is not the usual one), what
        it is said under it, and the code next to type."""
        found = row.found
        self.address.value = found.address if found.port == DEFAULT_PORT \
            else f"{found.address}:{found.port}"
        self.changed()
        if self.picked is not None:
            self.picked.picked = False
        self.picked, row.picked = row, True
        for field in self.fields:
            field.focused = field is self.code and not self.code.value

    # --- the form -----------------------------------------------------------------------------
    def changed(self) -> None:
        self.problem = None

    def address_changed(self, value: str) -> None:
        self.changed()
        if self.picked is not None:
            self.picked.picked = False
            self.picked = None

    def code_changed(self, value: str) -> None:
        self.code.value = value.upper()     # as the host's table shows it
        self.changed()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Tab goes on to the next field (Shift+Tab back), as in any form."""
        focused = next((f for f in self.fields if f.focused), None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and focused is not None:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            ahead = self.fields[(self.fields.index(focused) + step) % len(self.fields)]
            for field in self.fields:
                field.focused, field.selected = field is ahead, False
            return
        super().handle_event(event)

    def join(self) -> None:
        """Check what was typed and join; a slip is said in red under the fields."""
        try:
            host, port = parse_address(self.address.value)
            code = clean_code(self.code.value)
            name = clean_name(self.name.value)
        except ValueError as exc:
            self.problem = str(exc)
            return
        self.problem = None
        self.app.last_joined = (self.address.value.strip(), code, self.name.value)
        from scenes.table.joined import join      # the guest's table, with its network
        join(self.app, host, port, code, name)

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        theme.panel(surface, FORM)
        theme.panel(surface, FOUND)
        labels = ((self.address, tr("Address")), (self.code, tr("Room code")),
                  (self.name, tr("Your name")))
        for field, label in labels:
            text.draw(surface, label, (FIELD_X, field.rect.y - 8), 21, theme.GOLD, "bold",
                      "bottomleft", max_width=FIELD_W)
        if self.picked is not None:
            found = self.picked.found
            said = tr("{game}, hosted by {name}").format(game=game_title(found.game),
                                                          name=printable(found.name))
            colour = theme.SAND
        else:
            said = tr("As the host's table shows it: its address, or address:port.")
            colour = theme.MUTED
        text.draw(surface, said, (FIELD_X, self.address.rect.bottom + 6), NOTE_SIZE, colour,
                  "italic", max_width=FIELD_W)
        code = self.code.rect
        text.draw(surface, tr("four letters and digits"), (code.right + 16, code.centery),
                  NOTE_SIZE, theme.MUTED, "italic", "midleft",
                  max_width=FORM.right - 24 - code.right - 16)
        text.draw(surface, tr("The others at the table see you by it."),
                  (FIELD_X, self.name.rect.bottom + 6), NOTE_SIZE, theme.MUTED, "italic",
                  max_width=FIELD_W)
        foot = tr("The host's table shows its address and room code while it waits for "
                  "friends. Both computers need the same version of Sesame Tabletop.")
        bottom = FORM.bottom - 20 - text.wrapped_height(foot, FIELD_W, NOTE_SIZE, "italic")
        text.draw_wrapped(surface, foot, pygame.Rect(FIELD_X, bottom, FIELD_W,
                                                     FORM.bottom - bottom), NOTE_SIZE,
                          theme.MUTED, "italic")
        if self.problem:
            top = self.name.rect.bottom + 44
            text.draw_wrapped(surface, self.problem,
                              pygame.Rect(FIELD_X, top, FIELD_W, bottom - 12 - top), 18,
                              theme.DANGER_LIGHT, "bold")
        self.draw_found(surface)

    def draw_found(self, surface: pygame.Surface) -> None:
        """The list's heading, and while it is empty, why."""
        room = self.refresh_button.rect.x - FOUND.x - 48
        heading = tr("Games on this network")
        text.draw(surface, heading, (FOUND.x + 24, self.refresh_button.rect.centery),
                  text.fitting_size(heading, room, 22, "bold"), theme.GOLD, "bold", "midleft",
                  max_width=room)
        if self.list.items:
            return
        if self.looking is not None:
            text.draw(surface, tr("Looking for games…"), LIST.center, 26, theme.MUTED, "italic",
                      "center")
            return
        text.draw(surface, tr("No game found on this network."), (LIST.centerx, LIST.y + 120),
                  24, theme.MUTED, "italic", "midtop", max_width=LIST.width - 48)
        text.draw_wrapped(surface, tr("A game over the internet is joined by its address: the "
                                      "host forwards port {port} on their router to their "
                                      "computer.").format(port=DEFAULT_PORT),
                          pygame.Rect(LIST.x + 40, LIST.y + 170, LIST.width - 80, 120), 18,
                          theme.MUTED, "italic", "center")
