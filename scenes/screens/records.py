"""Records: what one player has done at one game, from the record of finished games
(saves/records.py): games played and won against each AI level and among humans only, the best
and average score, the longest winning streak, and the last ten results, each marked when moves
were taken back in it or it began from a replay (a short legend says so): a record says how a
game was won.

Two choosers pick the player (the names seen, the most recent first) and the game: every game,
the player's latest first shown, so that the arrows always go somewhere; a game without a
record says so, and with no record at all one friendly line says how to start one. Names come
from a file anyone can edit: they go through `printable` and every line has a width to keep to.
"""
from __future__ import annotations

import pygame

from engine import catalog
from engine.words import language
from engine.words.language import N_, ntr, tr, trc
from saves import names, records
from scenes.kit import ink, text, theme
from scenes.kit.fields import Selector
from scenes.screens.screen import Screen

CHOOSERS_Y = 108
LEFT = pygame.Rect(40, 176, 560, 450)
RIGHT = pygame.Rect(624, 176, 616, 450)
ROW_STEP = 44           # the rows against each kind of opponents
LINE_STEP = 35          # the last results, the legend of their marks under them
AGAINST_X = 158         # where a result's opponents begin, after its date ("Wed 30 Nov, 22:04")
EMPTY = N_("Finish a game against the AIs or at hot-seat to start your record.")
EMPTY_GAME = N_("Finish one against the AIs or at hot-seat to add it to this record.")
NOT_COUNTED = N_("Games watched as replays and arena games do not count.")
AGAINST = {"easy": N_("Against easy AI"), "normal": N_("Against normal AI"),
           "hard": N_("Against hard AI"), records.HUMANS_ONLY: N_("Humans only")}
OUTCOMES = {"won": N_("Won"), "shared": N_("Shared"), "lost": N_("Lost")}
OUTCOME_COLOURS = {"won": theme.GOLD_LIGHT, "shared": theme.SAND, "lost": theme.MUTED}
FACT_STEP = 36          # the player's scores and streak, under the rows
TAKE_BACKS, REPLAY = "take-backs", "replay"     # the marks of how a result was played
MARK_COLOURS = {TAKE_BACKS: theme.LAMP, REPLAY: theme.lighten(theme.SEAT_COLOURS[1], 0.35)}
LEGEND = {TAKE_BACKS: ("← n", N_("n take-backs")),
          REPLAY: (N_("Replay"), N_("played on from a replay"))}
MARK_SIZE = 13          # the marks' lettering
MARK_GAP = 6
MARKS_RIGHT = RIGHT.right - 180     # a result's marks end here, left of its score


def number(value: float | None, places: int = 1) -> str:
    """A score as a player reads it: "42", "37.5" ("37,5" in German); "–" for none."""
    if value is None:
        return "–"
    if float(value).is_integer():
        return str(int(value))
    return language.decimal(value, places)


def variant_words(game: str, variant: str | None) -> str:
    """The variant's name ("Smaller Cave"), nothing for the standard game."""
    if variant is None:
        return ""
    try:
        module = catalog.get(game)
    except catalog.UnknownGame:
        module = None
    return names.variant_title(module, variant)


def marks(line: records.Line) -> list[tuple[str, str]]:
    """How a result was played, as (kind, label) marks: "← 2" for two take-backs, "Replay"
    for a game played on from a replay; none for a game played straight through."""
    found = [(TAKE_BACKS, f"← {line.take_backs}")] if line.take_backs else []
    return found + ([(REPLAY, LEGEND[REPLAY][0])] if line.from_replay else [])


def game_choices(played: list[str]) -> list[str]:
    """Every game the arrows step through: the shipped ones (playable here or not), the others
    registered, then any the record names that neither knows."""
    return list(dict.fromkeys([*catalog.SHIPPED, *catalog.names(), *played]))


def mark_width(label: str) -> int:
    return theme.font(MARK_SIZE, "bold").size(text.said(label))[0] + 12


def marks_left(shown: list[tuple[str, str]]) -> int:
    """Where a result's marks begin, so that they end at MARKS_RIGHT; without marks, where the
    score's room begins."""
    if not shown:
        return RIGHT.right - 160
    return MARKS_RIGHT + MARK_GAP - sum(mark_width(label) + MARK_GAP for _, label in shown)


def draw_mark(surface: pygame.Surface, kind: str, label: str, left: int, y: int) -> int:
    """A small tag of the mark's colour from `left`, centred on `y`; where it ends."""
    colour = MARK_COLOURS[kind]
    box = pygame.Rect(left, y - 10, mark_width(label), 20)
    ink.rect(surface, theme.mix(theme.NIGHT_PANEL, colour, 0.18), box, border_radius=6)
    ink.rect(surface, colour, box, 1, border_radius=6)
    text.draw(surface, text.said(label), box.center, MARK_SIZE, colour, "bold", "center")
    return box.right


class RecordsScene(Screen):
    heading = N_("Your record")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = records.load()
        self.players = records.players(self.entries)
        self.summary: records.Summary | None = None
        shown = [(name, names.printable(name)) for name in self.players] or [(None, "")]
        self.player = self.add(Selector((150, CHOOSERS_Y, 400, 44), shown,
                                        on_change=self.choose_player))
        self.game = self.add(Selector((760, CHOOSERS_Y, 440, 44), [(None, "")],
                                      on_change=lambda _: self.show()))
        self.player.visible = self.game.visible = bool(self.players)
        self.default_button = self.back_button
        self.choose_player(self.player.value)

    def choose_player(self, name: str | None) -> None:
        """Every game in the game chooser, the one the player played last shown."""
        played = records.games(self.entries, name) if name is not None else []
        choices = game_choices(played)
        self.game.options = [(g, names.game_title(g)) for g in choices]
        self.game.index = choices.index(played[0]) if played else 0
        self.show()

    def show(self) -> None:
        name, game = self.player.value, self.game.value
        self.summary = None if name is None else records.summary(self.entries, name, game)

    # --- drawing -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        if self.summary is None:
            self.draw_empty(surface, tr("No record yet."), EMPTY, 360)
            return
        for label, chooser in ((tr("Player"), self.player), (tr("Game"), self.game)):
            text.draw(surface, label, (chooser.rect.x - 16, chooser.rect.centery), 22,
                      theme.SAND, "bold", "midright", max_width=110)
        if not self.summary.played:
            title = names.game_title(self.summary.game)
            self.draw_empty(surface, tr("No {game} games recorded yet.").format(game=title),
                            EMPTY_GAME, LEFT.centery)
            return
        theme.panel(surface, LEFT)
        theme.panel(surface, RIGHT)
        self.draw_rows(surface, self.summary)
        self.draw_last(surface, self.summary)

    def draw_empty(self, surface: pygame.Surface, title: str, how: str, y: int) -> None:
        """A box centred on `y`: nothing to show, and how to start a record (`how`: English,
        said here)."""
        box = pygame.Rect(0, 0, 900, 200)
        box.center = (surface.get_width() // 2, y)
        theme.panel(surface, box)
        text.draw(surface, title, (box.centerx, box.y + 64), 30, theme.GOLD_LIGHT,
                  "bold", "center", max_width=box.width - 60)
        text.draw(surface, tr(how), (box.centerx, box.y + 118), 21, theme.TEXT, "italic", "center",
                  max_width=box.width - 60)
        text.draw(surface, tr(NOT_COUNTED), (box.centerx, box.y + 154), 17, theme.MUTED, "italic",
                  "center", max_width=box.width - 60)

    def draw_rows(self, surface: pygame.Surface, summary: records.Summary) -> None:
        """Played, won and win % against each kind of opponents, then the player's scores and
        longest streak."""
        x, y = LEFT.x + 28, LEFT.y + 26
        columns = ((LEFT.x + 350, tr("Played")), (LEFT.x + 440, trc("a column of wins", "Won")),
                   (LEFT.right - 28, tr("Win %")))
        text.draw(surface, tr("Opponents"), (x, y), 18, theme.GOLD, "bold", "midleft")
        for right, label in columns:
            text.draw(surface, label, (right, y), 18, theme.GOLD, "bold", "midright")
        for i, row in enumerate(summary.rows):
            row_y = y + 42 + i * ROW_STEP
            colour = theme.TEXT if row.played else theme.MUTED
            percent = "–" if row.percent is None else language.percent(row.percent)
            against = text.said(AGAINST.get(row.opponents, row.opponents))
            text.draw(surface, against, (x, row_y), 21, colour, "bold", "midleft", max_width=250)
            for (right, _), value in zip(columns, (str(row.played), str(row.won), percent)):
                text.draw(surface, value, (right, row_y), 21, colour, anchor="midright",
                          max_width=80)
        line_y = y + 42 + len(summary.rows) * ROW_STEP - 12
        ink.line(surface, theme.GOLD_DARK, (LEFT.x + 24, line_y), (LEFT.right - 24, line_y))
        facts = ((tr("Games played"), str(summary.played)),
                 (tr("Best score"), number(summary.best)),
                 (tr("Average score"), number(summary.average)),
                 (tr("Longest winning streak"), self.streak(summary.streak)),
                 (tr("With take-backs / from a replay"),
                  f"{summary.took_back} / {summary.from_replay}"))
        for i, (label, value) in enumerate(facts):
            fact_y = line_y + 34 + i * FACT_STEP
            shown = text.draw(surface, value, (LEFT.right - 28, fact_y), 22, theme.TEXT, "bold",
                              "midright", max_width=170)
            text.draw(surface, label, (x, fact_y), 21, theme.SAND, anchor="midleft",
                      max_width=shown.x - 16 - x)     # the room the value leaves

    @staticmethod
    def streak(games: int) -> str:
        return ntr("{n} win", "{n} wins", games).format(n=games) if games else tr("none yet")

    def draw_last(self, surface: pygame.Surface, summary: records.Summary) -> None:
        """The last results, newest first: when, against whom, how it was played (its marks),
        the score and how it ended; under them, what the marks shown mean."""
        x, y = RIGHT.x + 24, RIGHT.y + 26
        count = len(summary.last)
        text.draw(surface, tr("Last result") if count == 1
                  else tr("Last {n} results").format(n=count),
                  (x, y), 18, theme.GOLD, "bold", "midleft")
        text.draw(surface, tr("Score"), (RIGHT.right - 130, y), 18, theme.GOLD, "bold", "midright")
        for i, line in enumerate(summary.last):
            line_y = y + 40 + i * LINE_STEP
            if i:
                ink.line(surface, theme.NIGHT_LIGHT, (x, line_y - LINE_STEP // 2),
                         (RIGHT.right - 24, line_y - LINE_STEP // 2))
            text.draw(surface, names.when(line.finished), (x, line_y), 17, theme.MUTED,
                      anchor="midleft", max_width=AGAINST_X - 8)
            versus = tr("vs {opponents}").format(opponents=line.opponents)
            against = " · ".join(filter(None, (versus, variant_words(summary.game, line.variant))))
            shown = marks(line)
            at = marks_left(shown)
            room = at - 10 - (x + AGAINST_X)          # three opponents are set smaller
            text.draw(surface, against, (x + AGAINST_X, line_y),
                      text.fitting_size(against, room, 17, "regular", 13), theme.TEXT,
                      anchor="midleft", max_width=room)
            for kind, label in shown:
                at = draw_mark(surface, kind, label, at, line_y) + MARK_GAP
            text.draw(surface, number(line.score), (RIGHT.right - 130, line_y), 19, theme.TEXT,
                      "bold", "midright", max_width=80)
            text.draw(surface, tr(OUTCOMES[line.outcome]), (RIGHT.right - 24, line_y), 19,
                      OUTCOME_COLOURS[line.outcome], "bold", "midright", max_width=100)
        used = {kind for line in summary.last for kind, _ in marks(line)}
        self.draw_legend(surface, [kind for kind in LEGEND if kind in used])

    @staticmethod
    def draw_legend(surface: pygame.Surface, kinds: list[str]) -> None:
        """What the marks mean, along the foot of the results (those shown only)."""
        at, y = RIGHT.x + 24, RIGHT.bottom - 22
        for kind in kinds:
            label, meaning = LEGEND[kind]
            at = draw_mark(surface, kind, label, at, y) + 8
            at = text.draw(surface, tr(meaning), (at, y), 15, theme.MUTED, "italic", "midleft",
                           max_width=230).right + 24
