"""The Hint button every table has: what the normal AI would do from the seat on screen,
marked on the table and said in the banner, never played.

The advice is the session's (engine.session.Session.advice), worked out like an AI move
(scenes.table.ai_worker: off the frame loop), from a copy of the seat's own view and an Rng of
its own, so asking for a hint changes neither the game nor its RNG nor its replay. A hint answers one decision: it is dropped once that decision
is made or changes. Each table says where an action lies on it (`TableScene.hint_marks`).
"""
from __future__ import annotations

import pygame

from engine.core import Action
from engine.session import Decision
from engine.words.language import N_, tr
from scenes.kit import idle, ink, theme
from scenes.table.ai_worker import AiMove
from scenes.kit.widgets import Button

KEY = pygame.K_h
BUTTON = pygame.Rect(1032, 25, 116, 40)      # in the banner, left of the turn count
MARK = (120, 222, 255)       # not gold: the tables light every legal target gold
SMALL = 48                   # px: a mark this size or less is a space or a piece
ASK, HIDE = N_("Hint (H)"), N_("Hide hint")     # the button's label


class Hints:
    """The button and the one hint asked for, if any: the decision it answers and its move."""

    def __init__(self, toggle) -> None:
        self.button = Button(BUTTON, ASK, toggle, "secondary", 18)
        self.button.visible = False
        self.move: AiMove | None = None
        self.moment: tuple | None = None
        self.beat = idle.Pulse(5)

    def ask(self, advice: Decision, moment: tuple, threaded: bool) -> None:
        self.moment = moment
        self.move = AiMove(advice, threaded)

    def drop(self) -> None:
        self.move = self.moment = None

    def follow(self, moment: tuple) -> None:
        """After every change: a hint for another decision than this one goes."""
        if moment != self.moment:
            self.drop()

    def offer(self, shown: bool) -> None:
        """Show the button (while the seat on screen may act and the board is still)."""
        self.button.visible = shown
        self.button.label = HIDE if self.move is not None else ASK

    @property
    def action(self) -> Action | None:
        """The advised action, once worked out (None while thinking, or when the AI failed)."""
        move = self.move
        return move.action if move is not None and move.ready and not move.error else None

    def line(self, words) -> str | None:
        """The banner's hint line: the advice in `words(action)`, or why there is none yet."""
        if self.move is None:
            return None
        if not self.move.ready:
            return tr("Hint: thinking…")
        if self.move.error:
            return tr("No hint for this decision, sorry.")
        return tr("Hint: {move}").format(move=words(self.move.action))

    def update(self, dt: float) -> None:
        if self.action is not None:
            self.beat.update(dt)

    def draw(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """A pulsing ring round each place the advice lies, dark-edged to show on any ground:
        a circle standing off a small thing (a space, a piece); on the edge of a bigger rect (a
        card, a tile, a button), which the table gives with the room it has round it."""
        beat = self.beat.value
        for rect in rects:
            if max(rect.size) <= SMALL:
                ring = rect.inflate(round(10 + 4 * beat), round(10 + 4 * beat))
                radius = ring.width // 2
                ink.rect(surface, theme.NIGHT_DEEP, ring.inflate(4, 4), 7,
                         border_radius=radius + 2)
            else:
                ring, radius = rect, min(12, rect.height // 2)
                ink.rect(surface, theme.NIGHT_DEEP, ring.inflate(-6, -6), 2,
                         border_radius=radius)
            ink.rect(surface, theme.mix(MARK, (255, 255, 255), 0.5 * beat), ring, 4,
                     border_radius=radius)
