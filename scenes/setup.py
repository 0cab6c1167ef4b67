"""New game: which game, which variant, who sits at the table (human or AI, and names), and
an optional seed. Start builds the Match and puts its table in this screen's place."""
from __future__ import annotations

import secrets
from dataclasses import dataclass

import pygame

from engine import ai, catalog
from engine.core import RuleError
from engine.match import AI_NAMES, Match, Seat, SeatSpecError
from scenes import dialogs, text, theme
from scenes.screen import Screen
from scenes.tables import table_for
from scenes.widgets import Button, Selector, TextField


def kinds(game) -> list[tuple[str, str]]:
    """Who may sit in a seat of this game: a human, or an AI of each level the game has."""
    return [("human", "Human")] + [(f"ai:{level}", f"AI · {level}") for level in ai.levels(game)]

LEFT = pygame.Rect(40, 112, 500, 516)
RIGHT = pygame.Rect(570, 112, 670, 516)
ROW_H = 50


@dataclass
class SeatChoice:
    """What the player has set for one seat so far (kept when the seat count changes)."""

    kind: str
    name: str
    named: bool = False   # True once the player typed a name: it is then never replaced

    def default_name(self, index: int) -> str:
        if self.kind == "human":
            return f"Player {index + 1}"
        return AI_NAMES[index % len(AI_NAMES)]

    def seat(self, index: int) -> Seat:
        name = self.name.strip() or self.default_name(index)
        if self.kind == "human":
            return Seat(name, "human")
        return Seat(name, "ai", self.kind.split(":")[1])


class SetupScene(Screen):
    heading = "New game"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [catalog.get(name) for name in catalog.names()]
        self.choices = [SeatChoice("human" if i == 0 else "ai:normal", "") for i in range(6)]
        for i, choice in enumerate(self.choices):
            choice.name = choice.default_name(i)
        self.start_button = self.add(Button((1060, 648, 180, 48), "Start", self.start, "primary"))
        self.default_button = self.start_button
        self.static = list(self.widgets)
        self.game_buttons = [Button((LEFT.x + 24, LEFT.y + 56 + i * 58, LEFT.width - 48, 48),
                                    game.TITLE, lambda g=game: self.choose_game(g))
                             for i, game in enumerate(self.games)]
        self.seed_field = TextField((RIGHT.x + 96, RIGHT.bottom - 66, 220, 44), "",
                                    "random", 9, str.isdigit)
        self.count = None
        self.variant = None
        self.seat_widgets: list = []
        self.game = None
        if self.games:
            self.choose_game(self.games[0])
        else:
            self.start_button.enabled = False

    # --- building the form --------------------------------------------------------------------
    def choose_game(self, game) -> None:
        self.game = game
        for button, g in zip(self.game_buttons, self.games):
            button.style = "primary" if g is game else "secondary"
        top = LEFT.y + 56 + len(self.games) * 58 + 48
        variants = [(None, "Standard")] + [(name, name.replace("_", " ").title())
                                           for name in game.VARIANTS]
        self.variant = Selector((LEFT.x + 24, top, LEFT.width - 48, 46), variants)
        self.variant_label_y = top - 32
        low, high = game.MIN_PLAYERS, game.MAX_PLAYERS
        wanted = self.count.value if self.count else min(max(3, low), high)
        counts = [(n, f"{n} players") for n in range(low, high + 1)]
        self.count = Selector((RIGHT.right - 224, RIGHT.y + 20, 200, 44), counts,
                              max(0, min(len(counts) - 1, wanted - low)),
                              on_change=lambda _: self.build_seats())
        self.build_seats()

    def build_seats(self) -> None:
        self.seat_widgets = []
        options = kinds(self.game)
        offered = [k for k, _ in options]
        for i in range(self.count.value):
            y = RIGHT.y + 86 + i * ROW_H
            choice = self.choices[i]
            if choice.kind not in offered:          # a level this game has not got
                choice.kind = offered[-1]
            name = TextField((RIGHT.x + 64, y, 300, 42), choice.name, "name", 20,
                             on_change=lambda v, c=choice: self.rename(c, v))
            kind = Selector((RIGHT.x + 384, y, RIGHT.width - 408, 42), options,
                            offered.index(choice.kind),
                            on_change=lambda v, c=choice, f=name, n=i: self.change_kind(c, f, n, v))
            self.seat_widgets += [name, kind]
        self.widgets = (self.static + self.game_buttons + [self.variant, self.count]
                        + self.seat_widgets + [self.seed_field])

    def rename(self, choice: SeatChoice, value: str) -> None:
        choice.name, choice.named = value, True

    def change_kind(self, choice: SeatChoice, field: TextField, index: int, kind: str) -> None:
        choice.kind = kind
        if not choice.named:
            choice.name = field.value = choice.default_name(index)

    # --- starting -----------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [self.choices[i].seat(i) for i in range(self.count.value)]

    def seed(self) -> int:
        return int(self.seed_field.value) if self.seed_field.value else secrets.randbelow(10 ** 9)

    def start(self) -> None:
        options = {"variant": self.variant.value} if self.variant.value else {}
        try:
            match = Match.new(self.game.NAME, self.seats(), self.seed(), options)
        except (RuleError, SeatSpecError) as exc:
            dialogs.message(self.app, "This game cannot start", str(exc))
            return
        self.app.stack.replace(table_for(match.name)(self.app, match))

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        if not self.games:
            box = pygame.Rect(240, 260, 800, 160)
            theme.panel(surface, box)
            text.draw_wrapped(surface, "No game is installed, so there is nothing to start yet.",
                              box.inflate(-60, -100), 26, theme.TEXT, "bold", "center")
            return
        theme.panel(surface, LEFT)
        theme.panel(surface, RIGHT)
        text.draw(surface, "Game", (LEFT.x + 24, LEFT.y + 16), 22, theme.GOLD, "bold")
        text.draw(surface, "Variant", (LEFT.x + 24, self.variant_label_y), 22, theme.GOLD, "bold")
        description = self.game.VARIANTS.get(self.variant.value) if self.variant.value else \
            "The game as its rulebook describes it."
        top = self.variant.rect.bottom + 14
        text.draw_wrapped(surface, description, pygame.Rect(LEFT.x + 28, top, LEFT.width - 56,
                                                            LEFT.bottom - top - 16), 19, theme.SAND,
                          "italic")
        text.draw(surface, "Players", (RIGHT.x + 24, RIGHT.y + 28), 22, theme.GOLD, "bold")
        players = f"{self.game.MIN_PLAYERS}–{self.game.MAX_PLAYERS} can play"
        text.draw(surface, players, (RIGHT.x + 124, RIGHT.y + 32), 18, theme.MUTED, "italic")
        for i in range(self.count.value):
            y = RIGHT.y + 86 + i * ROW_H + 21
            theme.seat_marker(surface, i, (RIGHT.x + 38, y), 12, self.app.settings.colour_blind)
        text.draw(surface, "Seed", (RIGHT.x + 24, self.seed_field.rect.centery), 22, theme.GOLD,
                  "bold", "midleft")
        text.draw(surface, "digits; empty means a random game", (self.seed_field.rect.right + 16,
                  self.seed_field.rect.centery), 17, theme.MUTED, "italic", "midleft",
                  max_width=RIGHT.right - self.seed_field.rect.right - 40)
