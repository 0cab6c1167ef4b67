"""The title screen: the night city, the gold title, and the way into everything else."""
from __future__ import annotations

import pygame

from engine.words.language import N_, tr
from saves import store
from scenes.kit import idle, night, text, theme
from scenes.screens.join import JoinScene
from scenes.screens.load import LoadScene
from scenes.screens.records import RecordsScene
from scenes.screens.rules import RulesScene
from scenes.kit.scene import Scene
from scenes.screens.settings_scene import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.tables import continue_newest
from scenes.kit.tween import Tween, ease_out_cubic
from scenes.kit.widgets import Button

MENU_W, MENU_H, MENU_GAP, MENU_TOP = 300, 44, 8, 240    # eight buttons: the panel ends at y 670


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.time = 0.0
        self.rise = Tween(30.0, 0.0, 0.6, ease_out_cubic)
        entries = [(N_("New game"), self.new_game, "primary"),
                   (N_("Continue"), self.resume_game, "secondary"),
                   (N_("Join a game"), lambda: app.stack.push(JoinScene(app)), "secondary"),
                   (N_("Load"), lambda: app.stack.push(LoadScene(app)), "secondary"),
                   (N_("Records"), lambda: app.stack.push(RecordsScene(app)), "secondary"),
                   (N_("Rules"), lambda: app.stack.push(RulesScene(app, app.rules_dir)),
                    "secondary"),
                   (N_("Settings"), lambda: app.stack.push(SettingsScene(app)), "secondary"),
                   (N_("Quit"), app.quit, "secondary")]
        x = app.canvas.get_width() // 2 - MENU_W // 2
        self.buttons = {}
        for i, (label, action, style) in enumerate(entries):
            rect = (x, MENU_TOP + i * (MENU_H + MENU_GAP), MENU_W, MENU_H)
            self.buttons[label] = self.add(Button(rect, label, action, style, size=24))
        self.default_button = self.buttons["New game"]
        self.resume()

    def resume(self) -> None:
        """Coming back here (from a game, the load screen) may have changed the autosaves."""
        self.autosave = store.newest_autosave()
        self.buttons["Continue"].enabled = self.autosave is not None

    def new_game(self) -> None:
        self.app.stack.push(SetupScene(self.app))

    def resume_game(self) -> None:
        if self.autosave is not None:
            continue_newest(self.app)

    def back(self) -> None:
        """Esc on the title does nothing: quitting is the Quit button's job."""

    def update(self, dt: float) -> None:
        super().update(dt)
        if idle.lively():        # the stars twinkle while the player is about, then rest
            self.time += dt
        self.rise.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        night.paint(surface, self.time)
        w = surface.get_width()
        y = 70 + round(self.rise.value)
        halo = theme.glow(300, theme.LAMP, 40)
        surface.blit(halo, halo.get_rect(center=(w // 2, y + 60)))
        text.draw(surface, "Sesame Tabletop", (w // 2 + 3, y + 4), 88, (20, 12, 4), "black",
                  "midtop")
        rect = text.draw(surface, "Sesame Tabletop", (w // 2, y), 88, theme.GOLD_LIGHT, "black",
                         "midtop")
        subtitle = tr("Three tales of the Arabian Nights, played at one table")
        text.draw(surface, subtitle, (w // 2, rect.bottom + 2), 24, theme.SAND, "italic", "midtop")
        count = len(self.buttons)
        panel = pygame.Rect(0, 0, MENU_W + 60, count * MENU_H + (count - 1) * MENU_GAP + 44)
        panel.midtop = (w // 2, MENU_TOP - 22)
        theme.panel(surface, panel, radius=20, alpha=200, shadow=12)
