"""Settings: animation speed, colour-blind symbols, sound, text size, take-backs and language,
saved the moment they change (a new language shows at once: every word is looked up as it is
drawn)."""
from __future__ import annotations

import dataclasses

import pygame

from engine.words import language
from engine.words.language import N_, tr
from saves import settings as saved_settings
from scenes.kit import dialogs, ink, sound, text, theme
from scenes.screens.screen import Screen
from scenes.kit.fields import Segmented, Slider, Toggle

SPEEDS = list(zip(saved_settings.SPEEDS, (N_("Slow"), N_("Normal"), N_("Fast"), N_("Instant"))))
TEXT_SIZES = list(zip(saved_settings.TEXT_SIZES, (N_("Normal"), N_("Large"))))
# each language by its own name, whatever the language in use
LANGUAGES = [(language.SYSTEM, N_("System"))] + list(language.LANGUAGES.items())
PANEL = pygame.Rect(240, 104, 800, 448)     # six rows, the note under it above the Back button
ROW_STEP = 72
NOTE = N_("Changes apply at once, to a game in progress too, and are kept for next time.")
ROWS = ((N_("Animation speed"), N_("How fast things move and AI players play.")),
        (N_("Colour-blind symbols"), N_("Each seat gets a shape as well as a colour.")),
        (N_("Sound"), N_("Effects and their volume; M turns them off and on.")),
        (N_("Text size"), N_("Rules, log, tips, hand panels and dialogs.")),
        (N_("Take-backs"), N_("Undo (Ctrl+Z) a move that showed you nothing new.")),
        (N_("Language"), N_("The system's, or the one chosen here.")))
FORCED = N_("This run's is --lang's, until one is chosen here.")


class SettingsScene(Screen):
    heading = N_("Settings")

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
        self.language = self.add(Segmented((x, self.row_y(5) - 22, 340, 44), LANGUAGES,
                                           saved_settings.LANGUAGES.index(
                                               language.forced() or s.language),
                                           self.change_language))
        self.default_button = self.back_button

    @staticmethod
    def row_y(i: int) -> int:
        return PANEL.y + 44 + i * ROW_STEP

    def change(self, **changes) -> None:
        """Apply at once, and keep: the app reads its settings from here on."""
        new = dataclasses.replace(self.app.settings, **changes)
        self.app.apply_settings(new)
        try:
            saved_settings.save(new)
        except saved_settings.SaveError as exc:
            dialogs.message(self.app, tr("Settings not saved"), str(exc))

    def change_language(self, code: str) -> None:
        """A language chosen here replaces one asked for on the command line, at once."""
        language.force(None)
        self.change(language=code)

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
        text.draw(surface, tr(NOTE), (PANEL.centerx, PANEL.bottom + 34), 18, theme.MUTED, "italic",
                  "center")
        for i, (label, hint) in enumerate(ROWS):
            y = self.row_y(i)
            text.draw(surface, tr(label), (PANEL.x + 40, y - 14), 24, theme.TEXT, "bold",
                      "midleft", max_width=370)
            if hint is ROWS[-1][1] and language.forced() is not None:    # --lang rules now
                hint = FORCED
            text.draw(surface, tr(hint), (PANEL.x + 40, y + 16), 17, theme.MUTED, "italic",
                      "midleft", max_width=370)
            if i:
                ink.line(surface, theme.NIGHT_LIGHT, (PANEL.x + 30, y - ROW_STEP // 2),
                         (PANEL.right - 30, y - ROW_STEP // 2))
