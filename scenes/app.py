"""The window and the one main loop: events in, dt-based updates, one frame out.

Scenes draw in the 1280x720 design's units on a paper over the window (scenes.kit.paper): the
part of the window the design fills, aspect kept and letterboxed, at the window's own pixels, so
nothing is ever enlarged; mouse positions are mapped back to design units (`canvas.to_logical`).
A window being resized keeps its drawing scale until the size has settled for `SETTLE` seconds
(its art is painted anew once per size, not once per step of the drag).
`step(dt)` runs exactly one frame so that tests can drive the app without the blocking loop.
"""
from __future__ import annotations

import gc
from dataclasses import replace
from pathlib import Path

import pygame

from engine.match import Match
from engine.words import language
from engine.shipped import ASSETS
from saves import background, locks, records
from saves import settings as saved_settings
from scenes.table import ai_worker
from saves.names import printable
from scenes.kit import canvas, dialogs, idle, paper, reading, snapshot, sound, tween
from scenes.kit.scene import SceneStack
from scenes.tables import DAMAGED, table_for
from scenes.screens.title import TitleScene
from scenes.kit.widgets import OFF_CANVAS
from scenes import sleep
from scenes.window import caption, close_display, in_pixels, open_window, reopen, shape

FPS = 60
MUTE = pygame.K_m
SETTLE = 0.25
RULES_DIR = ASSETS / "rules"
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
_GONE = (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN)
_BACK = (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED, pygame.WINDOWMAXIMIZED)
HIDDEN_FPS = 10         # a minimised window's steps: the AIs and autosaves go on, nothing drawn
ASLEEP = 5.0            # seconds the loop sleeps at most with nothing due: a wake-up missed
                        # somewhere costs a pause, never a stalled screen


class App:
    """Owns the window, the scene stack, the settings the scenes read and the lock of the game
    on its table (saves.locks: no other window opens that game).

    `threaded_ai=False` makes AI seats think on the frame loop (tests, benchmarks);
    `rules_dir` is where the rules reader finds `<game>.md`.
    """

    def __init__(self, window_size: tuple[int, int] = canvas.LOGICAL, threaded_ai: bool = True,
                 rules_dir: Path = RULES_DIR, guides: bool = False,
                 remember: bool = False) -> None:
        pygame.font.init()
        self.settings = saved_settings.load()
        self.sdl = open_window(window_size)
        self.windowed_size, self.windowed_at = window_size, None
        self.fullscreen = False
        self.remember = remember    # the window opens as it was and is kept at quit (the app)
        if remember and self.settings.window:
            self.windowed_size, self.windowed_at, self.fullscreen = reopen(
                self.sdl, self.settings.window)
        self._paper: paper.Paper | None = None     # over the window, made each frame
        self._laid: tuple = (None, 1.0, None)       # (window size it settled for, scale, area)
        self._seen = window_size
        self._unsettled = SETTLE    # seconds since the window's size last changed
        self._fresh_paper()     # the scale is set before any scene paints its art
        self.stack = SceneStack()
        self.game_lock: locks.GameLock | None = None    # of the game on the table, if any
        self.opened_room = None     # friends' room the command line opened for the first table
        self.last_joined: tuple | None = None   # what the Join screen last joined with
        self.announces = False      # whether a hosted game is announced on the local network
        self.browses = False        # whether the Join screen looks for games on the network
        self.running = True
        self.threaded_ai = threaded_ai
        self.guides = guides    # first-game guides open by themselves (the real app, not tests)
        self.rules_dir = Path(rules_dir)
        self.note: snapshot.Note | None = None     # over every scene: a picture taken
        self.shown = True       # False while minimised or hidden: nothing is drawn then
        background.wake_with(idle.wake)     # a save's failure is said at once
        self.apply_settings(self.settings)

    # --- settings and lifetime ----------------------------------------------------------------
    def apply_settings(self, settings) -> None:
        """Use new settings now (tween speed, sound, language) and keep them for the scenes to
        read."""
        self.settings = settings
        was = language.current()
        language.use(language.chosen(settings.language))
        if language.current() != was:
            for scene in self.stack.scenes:
                scene.language_changed()
        tween.set_speed(saved_settings.SPEED_FACTORS[settings.animation_speed])
        reading.set_large(settings.text_size == "large")
        sound.enable(settings.sound)
        sound.set_volume(settings.volume)

    def quit(self) -> None:
        """End the app: AI decisions still being worked out are dropped at once (nobody wants
        their answers, and they would share the interpreter with what follows), then every
        scene keeps what must not be lost (a table autosaves) and the loop stops."""
        ai_worker.stop_all()
        for scene in self.stack.scenes:
            scene.closing()
        background.flush()          # every autosave handed to the writer is on disk
        self.let_go()
        self.keep_window()
        self.running = False

    def keep_window(self) -> None:
        """The window's size, position and full screen, for the next start (the app's window
        only: tests and tools open theirs as they ask). A failure to write loses only that."""
        if not self.remember:
            return
        if not self.fullscreen:
            self.windowed_size, self.windowed_at = self.sdl.size, self.sdl.position
        kept = shape(self.windowed_size, self.windowed_at, self.fullscreen)
        self.settings = replace(self.settings, window=kept)
        try:
            saved_settings.save(self.settings)
        except saved_settings.SaveError:
            pass

    def home(self) -> None:
        """Back to a fresh title screen, dropping everything else (quit to title): the AI
        decisions still being worked out for the table left are cancelled."""
        ai_worker.cancel_all()
        self.let_go()
        self.stack.reset(TitleScene(self))

    def hold(self, match: Match) -> None:
        """Take the lock of the game about to be played in this window and let go of the one
        before (the same game keeps its lock); GameOpenElsewhere when another window plays it."""
        if self.game_lock is not None and self.game_lock.match_id == match.id:
            return
        taken = locks.take(match.id)
        self.let_go()
        self.game_lock = taken

    def let_go(self) -> None:
        """The table is left: once its last autosave is on disk, another window may open it."""
        if self.game_lock is not None:
            background.flush()
            self.game_lock.release()
            self.game_lock = None

    @property
    def window(self) -> pygame.Surface:
        """The window's surface, in its real pixels (made anew by SDL when the size changes)."""
        return self.sdl.get_surface()

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.sdl.set_windowed()
            self.sdl.size = self.windowed_size
            if self.windowed_at is not None:
                self.sdl.position = self.windowed_at
        else:
            self.windowed_size, self.windowed_at = self.sdl.size, self.sdl.position
            self.sdl.set_fullscreen(desktop=True)
        self.fullscreen = not self.fullscreen

    def typing(self) -> bool:
        """Whether a text field on the top screen has the keyboard (M is then a letter)."""
        top = self.stack.top
        return top is not None and any(getattr(w, "focused", False) and w.visible
                                       for w in top.widgets)

    def toggle_sound(self) -> None:
        """M: sound off or on again, kept like any setting, and said in a note."""
        on = not self.settings.sound
        self.apply_settings(replace(self.settings, sound=on))
        try:
            saved_settings.save(self.settings)
        except saved_settings.SaveError:
            pass                    # this session still follows it
        self.note = snapshot.Note("Sound on (M)" if on else "Sound off (M turns it on)")

    def take_picture(self) -> Path | None:
        """F12: the window as it is, saved in the Pictures folder; a note says where (or why
        not) for a few seconds."""
        try:
            path = snapshot.take(self.window)
        except snapshot.SnapshotError as exc:
            self.note = snapshot.Note(f"No picture taken: {exc}", good=False)
            return None
        self.note = snapshot.Note(f"Picture saved: {printable(str(path))}")
        return path

    # --- one frame ----------------------------------------------------------------------------
    def _logical(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same mouse event with its position on the canvas (off-canvas on the bars)."""
        at = in_pixels(self.sdl, event.pos)
        pos = canvas.to_logical(self.window.get_size(), at) or OFF_CANVAS
        return pygame.event.Event(event.type, {**event.dict, "pos": pos})

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == idle.WAKE:
            return          # a thread's work is done: the frame it woke is enough
        idle.active()
        if event.type in _GONE or event.type in _BACK:
            self.shown = event.type in _BACK
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.KEYDOWN and event.key == snapshot.KEY:
            self.take_picture()
        elif event.type == pygame.KEYDOWN and event.key == MUTE and not self.typing():
            self.toggle_sound()
        else:
            if event.type in _MOUSE_EVENTS:
                event = self._logical(event)
            self.stack.handle_event(event)

    def step(self, dt: float, checking: bool = False) -> None:
        """Process pending events, update the top scene by `dt` seconds and draw one frame;
        scenes/kit/idle.py then knows whether anything moved in it. `checking`: the safety
        wake-up of a sleep nothing ended (`rest`), drawn only if something moves after all (a
        frame after a long sleep costs far more than one in motion: the memory has gone cold)."""
        idle.begin(dt)
        top, depth = self.stack.top, len(self.stack)
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        self._unsettled = 0.0 if self.window.get_size() != self._seen else self._unsettled + dt
        self._seen = self.window.get_size()
        if self._unsettled < SETTLE:
            idle.moving()         # the art is painted anew once the size settles
        self.stack.update(dt)
        for reason in records.failures():     # over whatever is up: the results, mostly
            self.note = snapshot.Note(reason, good=False)
        if self.note is not None:
            idle.moving()
            self.note.update(dt)
            self.note = None if self.note.done else self.note
        if not self.stack:
            self.quit()
            return
        if self.stack.top is not top or len(self.stack) != depth:
            idle.moving()         # a new screen: its first frames settle it
        title = caption(self.stack.scenes)
        if title != self.sdl.title:
            self.sdl.title = title
        if self.shown and not (checking and idle.still()):   # minimised: no one would see it
            self.draw_frame()

    @property
    def canvas(self) -> paper.Paper:
        """The paper scenes draw on: the 1280x720 design over the part of the window it fills,
        at the window's own pixels."""
        if self._paper is None or self._laid[0] != self.window.get_size():
            self._fresh_paper()
        return self._paper

    def _fresh_paper(self) -> None:
        """A paper over the window's surface of now (SDL makes the surface anew when the window
        changes, and a paper kept from before would draw on pixels that are gone): at the scale
        that fits the window or, while it is being dragged larger, still at the scale of the
        size before, centred. The bars around it are black."""
        size = self.window.get_size()
        if self._laid[0] != size:
            x, y, w, h = canvas.fit(size)
            at, settled = w / canvas.LOGICAL[0], True
            if self._paper is not None and self._unsettled < SETTLE and at > self._laid[1]:
                at, settled = self._laid[1], False
                w, h = round(canvas.LOGICAL[0] * at), round(canvas.LOGICAL[1] * at)
                x, y = (size[0] - w) // 2, (size[1] - h) // 2
            paper.set_scale(at)
            self._laid = (size if settled else None, at, pygame.Rect(x, y, w, h))
        _, at, area = self._laid
        window = self.window
        for bar in _bars(window.get_rect(), area):
            window.fill((0, 0, 0), bar)
        self._paper = paper.Paper(window.subsurface(area), at, canvas.LOGICAL)

    def draw_frame(self) -> None:
        """Draw the stack on a paper over the window and show it."""
        self._fresh_paper()
        self.stack.draw(self._paper)
        if self.note is not None:
            self.note.draw(self._paper)
        self.sdl.flip()

    def run(self) -> None:
        """Loop at ~60 fps over the scenes on the stack while anything moves, and sleep while
        nothing does, until an event, a thread's wake-up or the next due timer (`rest`); at
        HIDDEN_FPS, drawing nothing, while the window is minimised or hidden."""
        clock = pygame.time.Clock()
        woke: tuple[float, bool, bool] | None = None
        while self.running:
            if woke is None:
                dt = min(clock.tick(FPS if self.shown else HIDDEN_FPS) / 1000, 0.1)
            else:       # a timer's wake-up is stepped its whole time (its part counts it);
                dt = min(woke[0], 0.1 if woke[1] else 1.0)  # an event's, as a frame
            self.step(dt, checking=woke is not None and woke[2])
            woke = self.rest(clock) if self.running and self.shown and idle.still() else None

    def rest(self, clock: pygame.time.Clock) -> tuple[float, bool, bool]:
        """Sleep until an event comes or the next due timer, ASLEEP at most: (seconds slept,
        whether an event ended it, whether only ASLEEP did: the safety wake-up)."""
        due = idle.next_due()
        clock.tick()
        came = sleep.until_event(ASLEEP if due is None else min(due, ASLEEP))
        return clock.tick() / 1000, came, not came and due is None


def run_app(match: Match | None = None, rules_dir: Path = RULES_DIR,
            lock: locks.GameLock | None = None, note: str | None = None, room=None,
            join: tuple | None = None) -> int:
    """Open the window on the title screen, or straight on the table of `match`, keeping the
    match's `lock` when the command took it already (`continue`), with `note` (a damaged save
    passed over) said in a dialog over it, and the `room` its friends join (net/host.py)
    when the command opened it already; or joining the game hosted at `join` (host, port,
    code, name: `main.py join`), over the title that a guest who leaves comes back to; 0 when
    closed."""
    app = App(rules_dir=rules_dir, guides=True, remember=True)
    app.game_lock, app.opened_room = lock, room
    app.announces = app.browses = True     # the network's games are found (not in tests)
    if match is None:
        app.stack.push(TitleScene(app))
        if join is not None:
            from scenes.table.joined import join as join_game   # a guest's modules: for `join`
            join_game(app, *join)
    else:
        app.hold(match)     # a new game's (`play`); a game that came with its lock keeps it
        app.stack.push(table_for(match.name)(app, match))
        if note:
            dialogs.message(app, DAMAGED, note)
    app.run()
    close_display()     # the window goes; the game was saved when the app quit
    pygame.quit()
    shut_down_quickly()
    return 0


def _bars(window: pygame.Rect, area: pygame.Rect) -> list[pygame.Rect]:
    """The window's parts around `area` (the letterbox)."""
    return [r for r in (pygame.Rect(0, 0, window.width, area.y),
                        pygame.Rect(0, area.bottom, window.width, window.height - area.bottom),
                        pygame.Rect(0, area.y, area.x, area.height),
                        pygame.Rect(area.right, area.y, window.width - area.right, area.height))
            if r.width > 0 and r.height > 0]


def shut_down_quickly() -> None:
    """What is left of the process is ending: the interpreter's last garbage collections
    would walk every object of the cached art and tables (a third of a second, two thirds of
    the whole quit); frozen, they are left to the process's end. Files are closed already."""
    gc.freeze()
