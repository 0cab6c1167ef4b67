"""The first-game guide of a table: a few short steps, each lighting one part of the table
with a note beside it (what it is, and how a turn uses it).

A table lists its steps (`TableScene.guide_steps`); the guide opens by itself the first time a
person sits at that game's table (the settings remember it) and from the table's Guide button
(or G) any time after. It is an overlay: the table stays still beneath it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.words.language import N_, tr
from scenes.kit import ink, paper, text, theme
from scenes.kit.scene import Scene
from scenes.kit.widgets import Button, LEFT

KEY = pygame.K_g
NOTE_W = 420
PAD = 18


@dataclass(frozen=True)
class Step:
    rect: pygame.Rect      # the part of the table lit by this step
    title: str             # the title and the body in the language in use (the guide is laid
    body: str              # out from them)


class GuideScene(Scene):
    """Steps through a table's parts; Next or Enter or → goes on, Back or ← goes back, Esc,
    Close or Done on the last step closes. A click beside the note is spent on nothing: the
    note (and its Next) moves with each step, so a quick second click on Next's old place
    must not put the guide away."""

    is_overlay = True

    def __init__(self, app, steps: list[Step]) -> None:
        super().__init__(app)
        self.steps, self.index = steps, 0
        self.back_button = self.add(Button((0, 0, 110, 40), N_("Back"), self.previous, size=18))
        self.next_button = self.add(Button((0, 0, 130, 40), N_("Next"), self.next, "primary", 18))
        self.close_button = self.add(Button((0, 0, 100, 40), N_("Close"), self.close, size=18))
        self.default_button = self.next_button
        self.place()

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def note_rect(self) -> pygame.Rect:
        """The note sits beside the lit part, on the side with room, kept on the canvas."""
        lit, canvas = self.step.rect, self.app.canvas.get_rect()
        body_h = text.wrapped_height(self.step.body, NOTE_W - 2 * PAD, 18)
        note = pygame.Rect(0, 0, NOTE_W, 86 + body_h + 58)
        if lit.right + 24 + NOTE_W <= canvas.right - 8:
            note.midleft = (lit.right + 24, lit.centery)
        elif lit.x - 24 - NOTE_W >= 8:
            note.midright = (lit.x - 24, lit.centery)
        elif lit.bottom + 24 + note.height <= canvas.bottom - 8:
            note.midtop = (lit.centerx, lit.bottom + 24)
        else:
            note.midbottom = (lit.centerx, lit.y - 24)
        return note.clamp(canvas.inflate(-16, -16))

    def place(self) -> None:
        note = self.note_rect()
        y = note.bottom - PAD - 40
        self.next_button.rect.topright = (note.right - PAD, y)
        self.back_button.rect.topright = (self.next_button.rect.x - 10, y)
        self.close_button.rect.topleft = (note.x + PAD, y)
        self.back_button.visible = self.index > 0
        last = self.index == len(self.steps) - 1
        self.next_button.label = N_("Done") if last else N_("Next")

    def next(self) -> None:
        if self.index == len(self.steps) - 1:
            self.close()
            return
        self.index += 1
        self.place()

    def previous(self) -> None:
        self.index = max(0, self.index - 1)
        self.place()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def back(self) -> None:
        self.close()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RIGHT:
            self.next()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_LEFT:
            self.previous()
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT
                and not self.note_rect().collidepoint(event.pos)):
            return          # spent: the table beneath is not clicked through the shade
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.step.rect.inflate(12, 12)
        surface.blit(_shade(surface.get_size(), tuple(lit)), (0, 0))
        ink.rect(surface, theme.GOLD_LIGHT, lit, 3, border_radius=14)
        note = self.note_rect()
        theme.panel(surface, note, 16, (44, 40, 84), (24, 28, 62), theme.GOLD, 250, 12)
        text.draw(surface, tr("Guide · {step} of {steps}").format(step=self.index + 1,
                                                                  steps=len(self.steps)),
                  (note.x + PAD, note.y + 14), 15, theme.MUTED, "italic")
        text.draw(surface, self.step.title, (note.x + PAD, note.y + 36), 26, theme.GOLD_LIGHT,
                  "black", max_width=note.width - 2 * PAD)
        body = pygame.Rect(note.x + PAD, note.y + 78, note.width - 2 * PAD, note.height - 140)
        text.draw_wrapped(surface, self.step.body, body, 18, theme.TEXT)
        self.draw_widgets(surface)


@paper.cache(maxsize=16)
def _shade(size: tuple, lit: tuple) -> pygame.Surface:
    """The table darkened everywhere but the lit part."""
    shade = paper.surface(size, pygame.SRCALPHA)
    shade.fill((4, 6, 18, 175))
    ink.rect(shade, (0, 0, 0, 0), pygame.Rect(lit), border_radius=14)
    return shade
