"""The window and the one main loop: events in, dt-based updates, one frame out.

Scenes draw on a logical 1280x720 canvas; each frame it is scaled, aspect kept and letterboxed,
into the resizable window, and mouse positions are mapped back (`canvas.to_logical`).
`step(dt)` runs exactly one frame so that tests can drive the app without the blocking loop.
"""
from __future__ import annotations

import gc
from pathlib import Path

import pygame

from engine.match import Match
from engine.shipped import ASSETS
from saves import background, locks
from saves import settings as saved_settings
from scenes.table import ai_worker
from scenes.kit import canvas, dialogs, sound, tween
from scenes.kit.scene import SceneStack
from scenes.tables import DAMAGED, table_for
from scenes.screens.title import TitleScene
from scenes.kit.widgets import OFF_CANVAS

TITLE = "Sesame Tabletop"
FPS = 60
RULES_DIR = ASSETS / "rules"
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class App:
    """Owns the window, the scene stack, the settings the scenes read and the lock of the game
    on its table (saves.locks: no other window opens that game).

    `threaded_ai=False` makes AI seats think on the frame loop (tests, benchmarks);
    `rules_dir` is where the rules reader finds `<game>.md`.
    """

    def __init__(self, window_size: tuple[int, int] = canvas.LOGICAL, threaded_ai: bool = True,
                 rules_dir: Path = RULES_DIR, guides: bool = False) -> None:
        pygame.display.init()   # not pygame.init(): audio opens only if sound is wanted
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        self.windowed_size = window_size
        self.fullscreen = False
        self.scaled = pygame.Surface(canvas.LOGICAL).convert()   # drawn on when the window
                                                                  # has another size
        self.stack = SceneStack()
        self.game_lock: locks.GameLock | None = None    # of the game on the table, if any
        self.running = True
        self.threaded_ai = threaded_ai
        self.guides = guides    # first-game guides open by themselves (the real app, not tests)
        self.rules_dir = Path(rules_dir)
        self.settings = saved_settings.load()
        self.apply_settings(self.settings)

    # --- settings and lifetime ----------------------------------------------------------------
    def apply_settings(self, settings) -> None:
        """Use new settings now (tween speed, sound) and keep them for the scenes to read."""
        self.settings = settings
        tween.set_speed(saved_settings.SPEED_FACTORS[settings.animation_speed])
        sound.enable(settings.sound)

    def quit(self) -> None:
        """End the app: AI decisions still being worked out are dropped at once (nobody wants
        their answers, and they would share the interpreter with what follows), then every
        scene keeps what must not be lost (a table autosaves) and the loop stops."""
        ai_worker.stop_all()
        for scene in self.stack.scenes:
            scene.closing()
        background.flush()          # every autosave handed to the writer is on disk
        self.let_go()
        self.running = False

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

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.windowed_size = self.window.get_size()
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = not self.fullscreen

    # --- one frame ----------------------------------------------------------------------------
    def _logical(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same mouse event with its position on the canvas (off-canvas on the bars)."""
        pos = canvas.to_logical(self.window.get_size(), event.pos) or OFF_CANVAS
        return pygame.event.Event(event.type, {**event.dict, "pos": pos})

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            if event.type in _MOUSE_EVENTS:
                event = self._logical(event)
            self.stack.handle_event(event)

    def step(self, dt: float) -> None:
        """Process pending events, update the top scene by `dt` seconds and draw one frame."""
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        self.stack.update(dt)
        if not self.stack:
            self.quit()
            return
        self.draw_frame()

    @property
    def canvas(self) -> pygame.Surface:
        """The logical 1280x720 surface scenes draw on: the window itself when it has that
        size (a frame then costs no full-screen copy), else a surface scaled to fit it."""
        return self.window if self.window.get_size() == canvas.LOGICAL else self.scaled

    def draw_frame(self) -> None:
        """Draw the stack on the canvas and show it, scaled when the window is not 1280x720."""
        self.stack.draw(self.canvas)
        if self.canvas is not self.window:
            x, y, w, h = canvas.fit(self.window.get_size())
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(self.canvas, (w, h)), (x, y))
        pygame.display.flip()

    def run(self) -> None:
        """Loop at ~60 fps over the scenes on the stack until the app quits."""
        clock = pygame.time.Clock()
        while self.running:
            self.step(min(clock.tick(FPS) / 1000, 0.1))


def run_app(match: Match | None = None, rules_dir: Path = RULES_DIR,
            lock: locks.GameLock | None = None, note: str | None = None) -> int:
    """Open the window on the title screen, or straight on the table of `match`, keeping the
    match's `lock` when the command took it already (`continue`), with `note` (a damaged save
    passed over) said in a dialog over it; 0 when closed."""
    app = App(rules_dir=rules_dir, guides=True)
    app.game_lock = lock
    if match is None:
        app.stack.push(TitleScene(app))
    else:
        app.hold(match)     # a new game's (`play`); a game that came with its lock keeps it
        app.stack.push(table_for(match.name)(app, match))
        if note:
            dialogs.message(app, DAMAGED, note)
    app.run()
    pygame.quit()       # the window goes; the game was saved when the app quit
    shut_down_quickly()
    return 0


def shut_down_quickly() -> None:
    """What is left of the process is ending: the interpreter's last garbage collections
    would walk every object of the cached art and tables (a third of a second, two thirds of
    the whole quit); frozen, they are left to the process's end. Files are closed already."""
    gc.freeze()
