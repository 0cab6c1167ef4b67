"""Watching a finished game again, move by move, on its own table with every hand open.

A ReplayScene holds the saved Match (the whole log) and a table of the game's own kind in
replay mode (the host given the `Watching` mode, scenes.table.mode): it never autosaves, runs
no AI, hands nothing off, gives no hints, opens no guide and brings up no results; "Play from
here" starts a new game at the move shown (scenes.table.play_on). The control bar over the
banner steps through the log: a step forwards plays the next logged action through the table's
own `play`, so its animations run as in the game; a step backwards, a jump to the start or the
end, or a click on the strip under the bar rebuilds the game from the seed and the first k actions
(same seed, same actions, same game) on a fresh table, shown at once. Play walks forwards at
the pace the table gives AI moves (the animation speed setting).

Nothing is secret in a finished game: the table shows the seat to move (as when only AIs play)
through its game module's `open_view`, which fills in what the other seats hide where the table
draws it; a hover over a seat's row shows what the table cannot (its entry's `seat_tip`), and
the bar names what each move played (its `replay_words`; scenes/registry.py).
"""
from __future__ import annotations


import pygame

from engine.core import Action
from engine.match import Match
from engine.words import banner, deeds
from engine.words.language import N_, tr
from saves import names, store
from scenes.kit import dialogs, ink, text, theme, tips
from scenes.screens.results import headline
from scenes.kit.scene import Scene
from scenes.table.mode import Playing
from scenes.table.host import BANNER, BOARD, TableScene, describe
from scenes import registry, tables
from scenes.kit.tween import Tween
from scenes.kit.widgets import LEFT, Button, Widget
from scenes.table.play_on import PlayOnDialog

ICON = 46                      # the square control buttons
GAP = 8
CONTROLS = pygame.Rect(BANNER.right - 14 - 5 * ICON - 4 * GAP,
                       BANNER.y + (BANNER.height - ICON) // 2, 5 * ICON + 4 * GAP, ICON)
STRIP = pygame.Rect(BANNER.x + 10, BANNER.bottom + 2, BANNER.width - 20, 10)   # in the gap
PLAY_ON = pygame.Rect(CONTROLS.x - 20 - 176, CONTROLS.y, 176, ICON)
CHECKPOINT = 64               # moves between the states kept for stepping back quickly
PLAY, PAUSE = N_("Play (Space)"), N_("Pause (Space)")     # the play button's tips
KEYS = {pygame.K_HOME: "first", pygame.K_LEFT: "back", pygame.K_SPACE: "play",
        pygame.K_RIGHT: "forward", pygame.K_END: "last"}


def seat_tip(table: TableScene, seat: int) -> tuple[str, list[str]] | None:
    """What a seat holds that its table does not show, for a hover over its row, as the game's
    table entry says (`seat_tip`); None for a game whose table shows it all."""
    tip = getattr(registry.entry(table.match.name), "seat_tip", None)
    return None if tip is None else tip(table, seat)


def open_words(table: TableScene, action: Action, view: dict | None) -> str:
    """An action said in full (cards and tiles named, from the mover's own view: a replay
    keeps nothing secret) and in the third person (everyone watches: nobody is "you"), as the
    game's table entry says (`replay_words`), else as its table says it."""
    words = getattr(registry.entry(table.match.name), "replay_words", None)
    return describe(table.match, action, view) if words is None else words(table, action, view)


class Watching(Playing):
    """The mode of a table in a replay (see the module's docstring): nobody plays, every hand
    is open, actions are said in full and in the third person, and the log's last moves are
    retold from the nearest state the replay kept."""

    plays = keeps = False

    def __init__(self, kept: dict | None = None) -> None:
        self.kept = kept or {}      # move -> the game after it, kept by the replay

    def seat_view(self, table, seat: int) -> dict:
        opened = getattr(table.match.game, "open_view", None)
        return table.state.view(seat) if opened is None else opened(table.state, seat)

    def words(self, table, action: Action, view: dict | None) -> str:
        return open_words(table, action, view)

    def retold_from(self, table, first: int):
        start = max((k for k in self.kept if k <= first), default=None)
        return None if start is None else (start, self.kept[start].clone())


def replay_table(app, match: Match, kept: dict | None = None) -> TableScene:
    """The game's own table, watching."""
    return tables.table_for(match.name)(app, match, Watching(kept))


def watch(app, path, source: str | None = None) -> "ReplayScene | None":
    """Open the save at `path` for watching, over the screen on top (Esc comes back to it);
    a save that cannot be read is explained in a dialog. `source`: the save as a game played
    on from it names it (default: the game's name)."""
    try:
        match = store.load(path)
    except store.SaveError as exc:
        dialogs.message(app, tr("This game cannot be watched"), str(exc))
        return None
    return app.stack.push(ReplayScene(app, match, source))


class IconButton(Button):
    """A square control button with a drawn symbol (the font has no media glyphs): play (in
    gold, the one to find first), pause, one step either way, and to either end; its `tip` is
    said with `tr` where it is drawn."""

    def __init__(self, rect, shape: str, on_click, tip: str) -> None:
        super().__init__(rect, "", on_click, "primary" if shape == "play" else "secondary")
        self.shape, self.tip = shape, tip

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.enabled:
            tint = (120, 122, 144)
        else:
            tint = theme.INK if self.style == "primary" else theme.TEXT
        lift = 0 if self.pressed or not self.enabled else round(2 * self.glow.value)
        x, y = self.rect.centerx, self.rect.centery - lift + (1 if self.pressed else 0)

        def tri(tip_x: int, direction: int, h: int = 8) -> None:
            """A triangle pointing `direction` (1 right, -1 left) with its point at tip_x."""
            back = tip_x - direction * round(h * 1.2)
            ink.polygon(surface, tint, [(back, y - h), (back, y + h), (tip_x, y)])

        if self.shape == "play":
            tri(x + 8, 1, 11)
        elif self.shape == "pause":
            for dx in (-6, 6):
                ink.rect(surface, tint, (x + dx - 3, y - 10, 6, 20), border_radius=1)
        elif self.shape == "forward":
            tri(x + 5, 1)
        elif self.shape == "back":
            tri(x - 5, -1)
        elif self.shape == "last":          # two steps on and the wall: the end
            tri(x - 2, 1)
            tri(x + 8, 1)
            ink.rect(surface, tint, (x + 10, y - 8, 3, 16))
        elif self.shape == "first":
            tri(x + 2, -1)
            tri(x - 8, -1)
            ink.rect(surface, tint, (x - 13, y - 8, 3, 16))


class Strip(Widget):
    """The game's length under the bar, the part watched in gold; a click goes to that move,
    and dragging along it follows the pointer."""

    def __init__(self, rect, on_seek, on_drag) -> None:
        super().__init__(rect)
        self.on_seek, self.on_drag = on_seek, on_drag
        self.fraction = 0.0

    def at(self, pos: tuple) -> float:
        return max(0.0, min(1.0, (pos[0] - self.rect.x) / self.rect.width))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.pressed:
            self.on_drag(self.at(event.pos))
        return super().handle_event(event)

    def press(self, pos: tuple) -> None:
        self.on_seek(self.at(pos))

    def draw(self, surface: pygame.Surface) -> None:
        bar = pygame.Rect(self.rect.x, self.rect.centery - 2, self.rect.width, 4)
        if self.hovered:
            bar.inflate_ip(0, 4)
        ink.rect(surface, theme.NIGHT_LIGHT, bar, border_radius=3)
        done = bar.copy()
        done.width = round(bar.width * self.fraction)
        if done.width:
            ink.rect(surface, theme.GOLD, done, border_radius=3)
        ink.circle(surface, theme.GOLD_LIGHT, (bar.x + done.width, bar.centery),
                   6 if self.hovered else 5)


class ReplayScene(Scene):
    """A saved game watched from its first move to its last (see the module's docstring)."""

    def __init__(self, app, match: Match, source: str | None = None) -> None:
        super().__init__(app)
        self.saved = match                  # the whole game; never played on
        variant = match.options.get("variant")
        self.source = source or names.game_line(match.name, variant)   # for "from a replay of"
        self.total = len(match.log)
        self.at = 0                         # moves applied on the table
        self.said: tuple[int, str] | None = None     # the last move's seat and words
        self.playing = False
        self.pace: Tween | None = None
        self.kept = {0: match.fresh_state()}     # move -> the state after it (never played on)
        self.mouse = (-100, -100)
        x = CONTROLS.x
        self.buttons: dict[str, IconButton] = {}
        for name, shape, call, tip in (
                ("first", "first", self.first, N_("First move (Home)")),
                ("back", "back", self.step_back, N_("Back one move (←)")),
                ("play", "play", self.toggle_play, PLAY),
                ("forward", "forward", self.step_forward, N_("Forward one move (→)")),
                ("last", "last", self.last, N_("Last move (End)"))):
            self.buttons[name] = self.add(IconButton((x, CONTROLS.y, ICON, ICON), shape, call,
                                                     tip))
            x += ICON + GAP
        self.strip = self.add(Strip(STRIP, self.seek, self.drag))
        self.play_on_button = self.add(Button(PLAY_ON, N_("Play from here"), self.ask_play_on,
                                              size=18))
        self.dragged: int | None = None       # the move the strip was dragged to this frame
        self.table = self.table_at(0)
        self.follow()

    @property
    def caption(self) -> str:
        return tr("{game} (replay)").format(game=names.game_title(self.saved.name))

    # --- the table at a move --------------------------------------------------------------------
    def state_after(self, moves: int):
        """The game after its first `moves` actions: the seed's state and the log replayed,
        from the nearest state kept on the way (same seed, same actions, same game)."""
        start = max(k for k in self.kept if k <= moves)
        state = self.kept[start].clone()
        for k in range(start, moves):
            state.apply(self.saved.log[k])
            if (k + 1) % CHECKPOINT == 0:
                self.kept.setdefault(k + 1, state.clone())
        return state

    def table_at(self, moves: int) -> TableScene:
        """A fresh table of the game after its first `moves` actions, shown at once."""
        saved = self.saved
        said = None
        if moves:
            before = self.state_after(moves - 1)
            seat = before.to_move()
            view = before.view(seat)
            before.apply(saved.log[moves - 1])
            state, said = before, (seat, view)
        else:
            state = self.state_after(0)
        match = Match(saved.game, list(saved.seats), saved.seed, dict(saved.options), state,
                      list(saved.log[:moves]), id=saved.id)
        table = replay_table(self.app, match, self.kept)
        table.menu_button.label = N_("Close (Esc)")     # the table's Menu leaves the replay here
        table.menu_button.on_click = self.back
        self.at = moves
        if said is not None:
            with deeds():
                self.said = (said[0], table.words(saved.log[moves - 1], said[1]))
            if state.to_move() is None:
                table.viewer = said[0]      # the end: the last mover stays on screen
                table.refresh()
        else:
            self.said = None
        self.table = table
        self.follow()
        return table

    def follow(self) -> None:
        """Once the board is still, the seat to move is on screen (its hand open)."""
        table = self.table
        mover = table.state.to_move()
        if mover is not None and mover != table.viewer and not table.board_busy():
            table.viewer = mover
            table.refresh()
        elif table.viewer is None:
            table.viewer = 0
            table.refresh()
        self.buttons["back"].enabled = self.buttons["first"].enabled = self.at > 0
        ahead = self.at < self.total
        for name in ("forward", "last", "play"):
            self.buttons[name].enabled = ahead
        if not ahead:
            self.playing = False
        self.play_on_button.enabled = not table.state.is_over()
        self.buttons["play"].shape = "pause" if self.playing else "play"
        self.buttons["play"].tip = PAUSE if self.playing else PLAY
        self.strip.fraction = self.at / self.total if self.total else 1.0

    # --- the controls -------------------------------------------------------------------------
    def step_forward(self) -> None:
        """The next logged move, played on the table with its animations; while the board is
        still showing the last one, the table jumps there at once instead."""
        if self.at >= self.total:
            return
        if self.table.board_busy():
            self.table_at(self.at + 1)
            return
        self.follow()
        table = self.table
        seat = table.state.to_move()
        action = self.saved.log[self.at]
        with deeds():
            words = table.words(action, table.state.view(seat))
        table.play(action)
        self.at += 1
        self.said = (seat, words)
        self.pace = None
        self.follow()

    def step_back(self) -> None:
        self.playing = False
        if self.at > 0:
            self.table_at(self.at - 1)

    def first(self) -> None:
        self.playing = False
        self.table_at(0)

    def last(self) -> None:
        self.playing = False
        self.table_at(self.total)

    def seek(self, fraction: float) -> None:
        self.playing = False
        moves = round(fraction * self.total)
        if moves != self.at:
            self.table_at(moves)

    def drag(self, fraction: float) -> None:
        """Dragging along the strip: the table follows once a frame (a long game's rebuild
        takes a moment)."""
        self.playing = False
        self.dragged = round(fraction * self.total)

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.at < self.total
        self.pace = None
        self.follow()

    # --- the frame ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in KEYS:
                button = self.buttons[KEYS[event.key]]
                if button.enabled:
                    button.click()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle_event(event):
                return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT \
                    and event.pos[1] < BOARD.y:
                return              # the bar's own area: nothing of the table's under it
            self.table.handle_event(event)     # hover tips; a click hurries the animations

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.dragged is not None:
            if self.dragged != self.at:
                self.table_at(self.dragged)
            self.dragged = None
        self.table.update(dt)
        if len(self.table.match.log) != self.at:     # a table plays nothing of its own here
            self.table_at(self.at)
        self.follow()
        if not self.playing or self.table.board_busy():
            return
        if self.pace is None:
            self.pace = Tween(0.0, 1.0, self.table.ai_pause(self.saved.log[self.at]))
        self.pace.update(dt)
        if self.pace.done:
            self.step_forward()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw_background(surface)
        self.table.draw_widgets(surface)
        self.draw_seat_tip(surface)
        self.draw_bar(surface)
        self.draw_widgets(surface)
        hovered = next((b for b in self.buttons.values() if b.hovered), None)
        if hovered is not None:
            self.draw_tip(surface, hovered)
        theme.dim(surface, round(255 * (1 - self.appear.value)))

    def draw_bar(self, surface: pygame.Surface) -> None:
        """Over the table's banner: which move of how many, who made it and what it was."""
        theme.panel(surface, BANNER, top=(58, 50, 92), bottom=(30, 32, 70), border=theme.GOLD,
                    alpha=255)           # the table's own banner lies under it
        symbols = self.app.settings.colour_blind
        left = BANNER.x + 24
        room = PLAY_ON.x - 16 - left
        state = self.table.state
        over = state.to_move() is None
        if self.at == 0:
            parts = [tr("Replay · before the first move of {total}").format(total=self.total)]
        else:
            parts = [tr("Replay · move {at} of {total}").format(at=self.at, total=self.total)]
        parts.append(names.state_progress(state))
        if self.saved.take_backs:
            parts.append(names.take_backs_line(self.saved.take_backs))
        if over and self.at == self.total:
            parts.append(tr("the game is over: {headline}").format(
                headline=headline(self.table.match)))
        place = " · ".join(parts)
        leave = text.draw(surface, tr("Esc: back to the saves"), (PLAY_ON.x - 16, BANNER.y + 10),
                          15, theme.MUTED, "italic", "topright")
        text.draw(surface, place, (left, BANNER.y + 8), 17, theme.GOLD_LIGHT, "bold",
                  max_width=leave.x - 24 - left)
        y = BANNER.y + 44
        if self.said is None:
            mover = state.to_move()
            who = self.saved.seats[mover].name if mover is not None else ""
            theme.seat_marker(surface, mover or 0, (left + 10, y), 9, symbols)
            begins = tr("{name} begins. → steps through the game, Space plays it.")
            text.draw(surface, begins.format(name=who), (left + 28, y), 20, theme.SAND, "italic",
                      "midleft", max_width=room - 28)
            return
        seat, words = self.said
        theme.seat_marker(surface, seat, (left + 10, y), 9, symbols)
        who, chose = banner.did(self.saved.seats[seat].name, words)    # as the banner says it
        name = text.draw(surface, who, (left + 28, y), 21, theme.TEXT, "bold", "midleft",
                         max_width=room // 2)
        text.draw(surface, chose, (name.right + 12, y), 20, theme.SAND, "italic", "midleft",
                  max_width=left + room - name.right - 12)

    def draw_seat_tip(self, surface: pygame.Surface) -> None:
        """Over a seat's row, what that seat holds where its own table cannot show it."""
        rows = self.table.chrome.seats_rect
        if not rows.collidepoint(self.mouse) or self.table.board_busy():
            return
        said = seat_tip(self.table, (self.mouse[1] - rows.y - 48) // 40)  # the rows of
        if said is not None:                                             # draw_seats
            tips.draw(surface, surface.get_rect(), self.mouse, *said)

    def draw_tip(self, surface: pygame.Surface, button: IconButton) -> None:
        label = theme.text(tr(button.tip), 15, theme.TEXT, "bold")
        box = label.get_rect(midtop=(button.rect.centerx, STRIP.bottom + 4)).inflate(16, 8)
        box.right = min(box.right, BANNER.right)
        ink.rect(surface, theme.NIGHT_DEEP, box, border_radius=6)
        ink.rect(surface, theme.GOLD_DARK, box, 1, border_radius=6)
        surface.blit(label, label.get_rect(center=box.center))

    def ask_play_on(self) -> None:
        """Play from here: who sits where, then a new game from the move shown."""
        self.playing = False
        self.app.stack.push(PlayOnDialog(self.app, self.saved, self.at, self.source))

    def back(self) -> None:
        """Esc: back to the screen the replay was opened from (the Load screen)."""
        self.app.stack.pop()
