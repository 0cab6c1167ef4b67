"""A friend's table: the game hosted on another computer, played here at the guest's own seat.

`join` links to the host (net/guest.py) and waits, on a small screen of its own, for the host's
welcome; then the game's own table opens, played in the `Guesting` mode: its session is the
guest's (net/shadow.py), which sends each move to the host and rebuilds the game from the host's
news, and its friends' part is `Joined`, which hears that news and shows each move as the table
shows its own: the board animates the events the seat may see, the log tells them, the hint
works from the seat's view. The game is the host's: nothing is saved or taken back here.
"""
from __future__ import annotations

import queue

import pygame

from engine.words.language import N_, tr
from net.guest import GuestLink
from net.shadow import GuestSession, HostError
from saves.names import printable
from scenes.tables import table_for
from scenes.kit import dialogs, idle, night, text, theme
from scenes.kit.dialogs import Dialog
from scenes.kit.scene import Scene
from scenes.kit.widgets import Button
from scenes.table.mode import Playing

REASON_LENGTH = 200


def said(message: dict) -> str:
    """A reason the host gave, as it may be shown, in this app's language where it is one of
    the host's own (net/room.py's, marked for translation: they are sent in English)."""
    words = tr(printable(str(message.get("reason", "")))[:REASON_LENGTH])
    return words[:1].upper() + words[1:]    # said on its own: a sentence


class Guesting(Playing):
    """A game played at this table and held by the host: nothing is saved or taken back."""

    keeps = False

    def __init__(self, session: GuestSession, link: GuestLink) -> None:
        self.guest, self.link = session, link

    def session(self, match) -> GuestSession:
        return self.guest

    def friends(self, table) -> "Joined":
        return Joined(table, self.link)


class Joined:
    """The host's news at the guest's table, in place of a host's friends' part."""

    hosting, buttons, STAND_IN = False, (), None

    def __init__(self, table, link: GuestLink) -> None:
        self.table, self.link = table, link
        self.gone: list[int] = []       # the friends' seats nobody sits at now
        self.ended = False

    def update(self) -> None:
        """What the host said since the last frame; a move waits until the board has shown
        the one before it."""
        while not self.ended and not self.table.board_busy():
            try:
                message = self.link.inbox.get_nowait()
            except queue.Empty:
                return
            idle.moving()
            self.hear(message)

    def hear(self, message: dict) -> None:
        table, kind = self.table, message["type"]
        if kind == "state":
            self.gone = [s for s in message["away"] if isinstance(s, int)]
            try:
                played = table.session.heard(message)
            except HostError as exc:
                self.end(N_("The host's game cannot be shown"), str(exc))
                return
            if played is None:
                table.refresh()
            else:
                table.show(played)
        elif kind == "refused":
            table.session.refused()
            table.log.add(tr("The host refused: {reason}").format(reason=said(message)),
                          colour=theme.DANGER_LIGHT)
            table.refresh()
        elif kind == "away":        # each try again says so: the log says it once
            if table.session.linked:
                table.log.add(tr("The connection to the host is lost: trying again…"),
                              colour=theme.DANGER_LIGHT)
            self.unlinked()
        elif kind == "welcome":     # linked again once its state comes, laid out with it
            table.log.add(tr("Back at the table."), colour=theme.GOLD_LIGHT)
        elif kind == "bye" and self.link.host_left:
            self.unlinked()
            self.host_left()
        elif kind == "bye":
            self.end(N_("The host has left the game"), said(message))
        elif kind == "ended":
            self.end(N_("The host cannot be reached"),
                     tr("The connection was lost and could not be made again."))

    def unlinked(self) -> None:
        """The host cannot be reached: no move is offered until the seat sits down again."""
        self.table.session.linked = False
        self.table.refresh()

    def host_left(self) -> None:
        """The host left, and may come back (its game is saved; Continue reopens it): the table
        waits, and its player may leave instead."""
        table = self.table
        table.log.add(tr("The host has left the game: this table waits for them to come "
                         "back."), colour=theme.DANGER_LIGHT)
        if table.finished:
            return
        table.app.stack.push(Dialog(
            table.app, N_("The host has left the game"),
            tr("Their game is saved: when they continue it, you sit down again here by "
               "yourself. Wait for them, or leave for the title."),
            [(N_("Leave"), table.app.home, "secondary"), (N_("Wait"), None, "primary")]))

    def end(self, title: str, reason: str) -> None:
        """The game goes on no longer here: said once, over the table as it stands."""
        if self.ended or self.table.finished:
            self.ended = True
            return
        self.ended = True
        self.link.close()
        self.table.log.add(tr(title), colour=theme.DANGER_LIGHT)
        dialogs.message(self.table.app, title, reason)

    def take(self, seat: int) -> None:
        """A guest's table plays no one's moves: the host's news shows them (`update`)."""
        return None

    def stands_in(self, seat: int) -> bool:
        return False

    def unreachable(self) -> bool:
        return not self.table.session.linked

    def moved(self, played) -> None:
        """A move shown here was the host's already."""

    def away(self) -> list[int]:
        return self.gone

    def joining(self) -> str:
        return tr("the game waits for them to come back")

    def close(self) -> None:
        self.ended = True
        self.link.close()


class JoiningScene(Scene):
    """Waiting for the host's welcome: on it, the game's table; on a refusal, why."""

    def __init__(self, app, link: GuestLink, where: str) -> None:
        super().__init__(app)
        self.link, self.where = link, where
        self.welcome: dict | None = None
        self.trouble = ""
        self.refused = False        # the host said no, or none answered: check the address
        w = app.canvas.get_width()
        self.cancel = self.add(Button((w // 2 - 110, 464, 220, 48), N_("Cancel"), self.back,
                                      "secondary", 22))

    def update(self, dt: float) -> None:
        super().update(dt)
        while True:
            try:
                message = self.link.inbox.get_nowait()
            except queue.Empty:
                return
            idle.moving()
            kind = message["type"]
            if kind == "welcome":
                self.welcome = message
            elif kind == "state" and self.welcome is not None:
                self.sit(self.welcome, message)
                return
            elif self.refused:
                continue        # said already: what the closing link says after is not news
            elif kind in ("refused", "bye"):
                self.trouble, self.refused = said(message), True
                self.link.close()
                self.cancel.label = N_("Back")
            elif kind == "away":
                self.trouble = tr("No answer yet from {where}: trying again…").format(
                    where=self.where)
            elif kind == "ended":
                self.refused, self.cancel.label = True, N_("Back")
                self.trouble = tr("{where} cannot be reached.").format(where=self.where)

    def sit(self, welcome: dict, state: dict) -> None:
        try:
            session = GuestSession(welcome, state, self.link.play)
        except HostError as exc:
            self.trouble = str(exc)
            self.link.close()
            return
        table = table_for(session.match.name)
        self.app.stack.replace(table(self.app, session.match, Guesting(session, self.link)))

    def back(self) -> None:
        self.link.close()
        self.app.stack.pop()

    def draw_background(self, surface: pygame.Surface) -> None:
        night.paint(surface, 0.0)
        w = surface.get_width()
        panel = pygame.Rect(w // 2 - 330, 220, 660, 320)
        theme.panel(surface, panel, radius=20, alpha=220, shadow=12)
        text.draw(surface, tr("Joining {where}").format(where=self.where),
                  (w // 2, panel.y + 30), 30, theme.GOLD_LIGHT, "black", "midtop",
                  max_width=panel.width - 60)
        words = self.trouble or tr("Reaching the host…")
        text.draw_wrapped(surface, words, pygame.Rect(panel.x + 40, panel.y + 96,
                                                      panel.width - 80, 70), 22,
                          theme.DANGER_LIGHT if self.trouble else theme.TEXT, align="center")
        note = tr("Check the address and the room code with the host, then join again.") \
            if self.refused else tr("Your table opens as soon as the host seats you; Cancel "
                                    "goes back.")
        text.draw_wrapped(surface, note,
                          pygame.Rect(panel.x + 40, panel.y + 170, panel.width - 80, 50), 18,
                          theme.MUTED, align="center")


def join(app, host: str, port: int, code: str, name: str) -> None:
    """Link to the game hosted at `host`:`port` and sit down when its host says so."""
    link = GuestLink(host, port, code, name, heard=idle.wake)
    link.start()
    app.stack.push(JoiningScene(app, link, f"{host}:{port}"))
