"""Settings: animation speed, colour-blind symbols, sound and text size, saved the moment they
change."""
from __future__ import annotations

import dataclasses

import pygame

from saves import settings as saved_settings
from scenes.kit import dialogs, ink, sound, text, theme
from scenes.screens.screen import Screen
from scenes.kit.fields import Segmented, Slider, Toggle

SPEEDS = [(s, s.title()) for s in saved_settings.SPEEDS]
TEXT_SIZES = [(s, s.title()) for s in saved_settings.TEXT_SIZES]
PANEL = pygame.Rect(240, 118, 800, 424)     # five rows, the note under it above the Back button
ROW_STEP = 82
NOTE = "Changes apply at once, to a game in progress too, and are kept for next time."
ROWS = (("Animation speed", "How fast things move and AI players play."),
        ("Colour-blind symbols", "Each seat gets a shape as well as a colour."),
        ("Sound", "Effects and their volume; M turns them off and on."),
        ("Text size", "Rules, log, tips, hand panels and dialogs."),
        ("Take-backs", "Undo (Ctrl+Z) a move that showed you nothing new."))


class SettingsScene(Screen):
    heading = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        x = PANEL.x + 420
        self.speed = self.add(Segmented((x, self.row_y(0) - 22, 340, 44), SPEEDS,
                                        saved_settings.SPEEDS.index(s.animation_speed),
                                        lambda v: self.change(animation_speed=v)))
        self.colour_blind = self.add(Toggle((x, self.row_y(1) - 17, 120, 34), s.colour_blind,
                                            lambda v: self.change(colour_blind=v)))
        self.sound = self.add(Toggle((x, self.row_y(2) - 17, 120, 34), s.sound,
                                     lambda v: self.change(sound=v)))
        self.volume = self.add(Slider((x + 130, self.row_y(2) - 15, 150, 30), s.volume,
                                      self.change_volume))
        self.text_size = self.add(Segmented((x, self.row_y(3) - 22, 220, 44), TEXT_SIZES,
                                            saved_settings.TEXT_SIZES.index(s.text_size),
                                            lambda v: self.change(text_size=v)))
        self.take_backs = self.add(Toggle((x, self.row_y(4) - 17, 120, 34), s.take_backs,
                                          lambda v: self.change(take_backs=v)))
        self.default_button = self.back_button

    @staticmethod
    def row_y(i: int) -> int:
        return PANEL.y + 48 + i * ROW_STEP

    def change(self, **changes) -> None:
        """Apply at once, and keep: the app reads its settings from here on."""
        new = dataclasses.replace(self.app.settings, **changes)
        self.app.apply_settings(new)
        try:
            saved_settings.save(new)
        except saved_settings.SaveError as exc:
            dialogs.message(self.app, "Settings not saved", str(exc))

    def change_volume(self, percent: int) -> None:
        """The volume, kept, then heard at once (with the sound on: it is what it sets)."""
        self.change(volume=percent)
        sound.play("coins")

    def update(self, dt: float) -> None:
        """The switch follows the setting, which M may turn while this screen is up."""
        if self.sound.value != self.app.settings.sound:
            self.sound.value = self.app.settings.sound
            self.sound.knob.target = float(self.sound.value)
        super().update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        theme.panel(surface, PANEL)
        text.draw(surface, NOTE, (PANEL.centerx, PANEL.bottom + 34), 18, theme.MUTED, "italic",
                  "center")
        for i, (label, hint) in enumerate(ROWS):
            y = self.row_y(i)
            text.draw(surface, label, (PANEL.x + 40, y - 14), 24, theme.TEXT, "bold", "midleft")
            text.draw(surface, hint, (PANEL.x + 40, y + 16), 17, theme.MUTED, "italic", "midleft",
                      max_width=370)
            if i:
                ink.line(surface, theme.NIGHT_LIGHT, (PANEL.x + 30, y - ROW_STEP // 2),
                         (PANEL.right - 30, y - ROW_STEP // 2))
