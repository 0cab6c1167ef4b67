"""The panels around the cave: your treasures grouped by kind, the lamp display, the score
track, the status chips (final round, grey bans, left-out kinds) and the seat rows' counts.

Each painter takes the rect it must stay inside; text is fitted or ellipsized, never spilled.
Your treasures' rows and sums are reading text (scenes/kit/reading.py).
"""
from __future__ import annotations

import pygame

from engine.alibaba.words.terms import barred, counted
from engine.alibaba.scoring import set_points
from engine.alibaba.tiles import KINDS
from engine.words.language import ntr, tr
from scenes.kit import ink, reading, text, theme

from . import cave, tiles_art

HEADER = 34


def points(amount: int) -> str:
    return ntr("{n} pt", "{n} pts", amount).format(n=amount)


def grouped(screen: list[dict]) -> list[tuple[str, list[int]]]:
    """The screen's tiles by kind, kinds in rulebook order."""
    by_kind: dict[str, list[int]] = {}
    for tile in screen:
        by_kind.setdefault(tile["kind"], []).append(tile["tile"])
    return [(k, sorted(by_kind[k])) for k in KINDS if k in by_kind]


class TreasurePanel:
    """Your screen (or, watching AIs, the screen of `owner`, a seat's name): one row per kind
    held, its tiles fanned, its count and set value."""

    def __init__(self, rect: pygame.Rect, screen: list[dict], track: int,
                 owner: str | None = None) -> None:
        self.rect, self.track, self.owner = rect, track, owner
        self.groups = grouped(screen)
        room = rect.height - HEADER - 34
        self.row_h = max(18, min(30, room // max(1, len(self.groups))))

    @property
    def title(self) -> str:
        if self.owner is None:
            return tr("Your treasures")
        return tr("{name}'s treasures").format(name=self.owner)

    def slot(self, kind: str) -> pygame.Rect:
        """Where a tile of `kind` lands (its row, or where a new row would be)."""
        kinds = [k for k, _ in self.groups]
        index = kinds.index(kind) if kind in kinds else len(kinds)
        y = self.rect.y + HEADER + index * self.row_h
        return pygame.Rect(self.rect.x + 12, y, self.row_h - 2, self.row_h - 2)

    def hit(self, point: tuple) -> int | None:
        """The tile under `point` (of a fanned row, the one drawn on top)."""
        size = self.row_h - 2
        step = max(6, round(size * 0.5))
        for i, (_, tiles) in enumerate(self.groups):
            y = self.rect.y + HEADER + i * self.row_h
            for j in range(len(tiles) - 1, -1, -1):
                if pygame.Rect(self.rect.x + 12 + j * step, y, size, size).collidepoint(point):
                    return tiles[j]
        return None

    def draw(self, surface: pygame.Surface, symbols: bool, landing=frozenset()) -> None:
        """`landing`: tiles still flying here, drawn by their flight until they land (a tile
        is never on screen twice)."""
        rect = self.rect
        read = reading.size(16)
        theme.panel(surface, rect)
        count = sum(len(t) for _, t in self.groups)
        text.draw(surface, self.title, (rect.x + 14, rect.y + 9), 19, theme.GOLD, "bold",
                  max_width=rect.width - 90)
        text.draw(surface, ntr("{n} tile", "{n} tiles", count).format(n=count),
                  (rect.right - 14, rect.y + 11), 16, theme.MUTED, "italic", "topright")
        if not self.groups:
            empty = tr("Nothing yet: the tiles you take gather here, hidden from the others.")
            text.draw_wrapped(surface, empty, rect.inflate(-28, 0).move(0, HEADER)
                              .clip(rect.inflate(-28, -HEADER - 40)), read, theme.MUTED, "italic")
        size = self.row_h - 2
        for i, (kind, tiles) in enumerate(self.groups):
            y = rect.y + HEADER + i * self.row_h
            step = max(6, round(size * 0.5))
            for j, tile in enumerate(tiles):
                if tile not in landing:
                    surface.blit(tiles_art.face(tile, size, symbols), (rect.x + 12 + j * step, y))
            name_x = rect.x + 12 + 5 * step + size + 8
            value = text.draw(surface, points(set_points(len(tiles))),
                              (rect.right - 14, y + size // 2), read, theme.GOLD_LIGHT, "bold",
                              "midright")
            label, room = counted(kind, len(tiles)), value.x - name_x - 6
            text.draw(surface, label, (name_x, y + size // 2), text.fitting_size(label, room, read),
                      theme.TEXT, "regular", "midleft", max_width=room)
        sets = sum(set_points(len(t)) for _, t in self.groups)
        footer = tr("Sets {sets} + track {track} = {total} so far").format(
            sets=sets, track=self.track, total=sets + self.track)
        ink.line(surface, theme.GOLD_DARK, (rect.x + 12, rect.bottom - 32),
                 (rect.right - 12, rect.bottom - 32))
        room = rect.width - 24      # the large text's sum is made a little smaller, not cut
        text.draw(surface, footer, (rect.centerx, rect.bottom - 16),
                  text.fitting_size(footer, room, read, "italic"), theme.SAND, "italic", "center",
                  max_width=room)


class DisplayPanel:
    """Aladdin's Lamp: the six tiles beside the cave, to swap a fresh lamp for."""

    def __init__(self, rect: pygame.Rect, display: list[dict]) -> None:
        self.rect, self.display = rect, display
        cols = 3
        self.size = min((rect.width - 24) // cols - 8, (rect.height - HEADER - 10) // 2 - 8)
        self.cells = []
        for i in range(len(display)):
            col, row = i % cols, i // cols
            self.cells.append(pygame.Rect(rect.x + 12 + col * ((rect.width - 24) // cols) + 4,
                                          rect.y + HEADER + row * (self.size + 8),
                                          self.size, self.size))

    def hit(self, point: tuple) -> int | None:
        return next((i for i, r in enumerate(self.cells) if r.collidepoint(point)), None)

    def draw(self, surface: pygame.Surface, symbols: bool, pulse: float | None,
             hover: int | None, landing=frozenset()) -> None:
        """`pulse` (0..1, the glow's beat) when the seat on screen is choosing a swap;
        `hover` is the display tile under the pointer then, lifted; `landing` as for the
        treasures."""
        choosing = pulse is not None
        theme.panel(surface, self.rect, border=theme.GOLD if choosing else theme.GOLD_DARK)
        title = tr("Swap the lamp for one:") if choosing else tr("Lamp display")
        text.draw(surface, title, (self.rect.x + 14, self.rect.y + 9), 18,
                  theme.GOLD_LIGHT if choosing else theme.GOLD, "bold",
                  max_width=self.rect.width - 28)
        for i, (cell, tile) in enumerate(zip(self.cells, self.display)):
            if choosing:
                cell = cell.move(0, -5) if i == hover else cell
                cave.glow(surface, cell, 1.0 if i == hover else 0.5 + 0.5 * pulse)
            if tile["tile"] not in landing:
                surface.blit(tiles_art.face(tile["tile"], self.size, symbols), cell)


class ScoreTrack:
    """The public score track: a ribbon with one lane per seat and a token on each."""

    def __init__(self, rect: pygame.Rect, players: int) -> None:
        self.rect, self.players = rect, players
        self.ribbon = pygame.Rect(rect.x + 70, rect.y + 6, rect.width - 84, rect.height - 12)

    def scale(self, scores) -> int:
        return max(30, (max(scores, default=0) // 10 + 1) * 10)

    def token(self, seat: int, value: float, top: int) -> tuple[int, int]:
        lane = self.ribbon.height / self.players
        x = self.ribbon.x + 8 + (self.ribbon.width - 16) * value / top
        return round(x), round(self.ribbon.y + lane * (seat + 0.5))

    def draw(self, surface: pygame.Surface, values: list[float], top: int, symbols: bool) -> None:
        # the track's name on two lines, broken where its words say ("Score" / "track"); a
        # longer word than "Score" is set smaller to fit before the ribbon
        first, _, second = tr("Score\ntrack").partition("\n")
        room = self.ribbon.x - self.rect.x - 6
        text.draw(surface, first, (self.rect.x + 4, self.rect.centery - 9),
                  text.fitting_size(first, room, 16, "bold", 12), theme.GOLD, "bold", "midleft",
                  max_width=room)
        text.draw(surface, second, (self.rect.x + 4, self.rect.centery + 9), 14, theme.MUTED,
                  "italic", "midleft", max_width=room)
        ribbon = self.ribbon
        surface.blit(theme.gradient(ribbon.size, (92, 70, 46), (58, 42, 30), 8), ribbon)
        ink.rect(surface, theme.GOLD_DARK, ribbon, 1, border_radius=8)
        for mark in range(0, top + 1, 5):
            x = self.token(0, mark, top)[0]
            tall = mark % 10 == 0
            ink.line(surface, theme.GOLD if tall else theme.GOLD_DARK,
                     (x, ribbon.bottom - (8 if tall else 4)), (x, ribbon.bottom - 1))
            if tall and 0 < mark < top:
                text.draw(surface, str(mark), (x, ribbon.y + 1), 11, theme.SAND, "bold",
                          "midtop")
        radius = max(5, min(8, round(ribbon.height / self.players / 2) - 1))
        for seat, value in enumerate(values):
            theme.seat_marker(surface, seat, self.token(seat, value, top), radius, symbols)


def seat_tag(surface: pygame.Surface, row: pygame.Rect, seat: int, kind: str, tiles: int,
             score: int, ban: dict | None, symbols: bool) -> pygame.Rect:
    """A seat row's right end: its kind, its grey ban, its tile count and its points."""
    points = text.draw(surface, str(score), (row.right - 10, row.centery), 20, theme.GOLD_LIGHT,
                       "black", "midright")
    count = text.draw(surface, str(tiles), (points.x - 14, row.centery), 17, theme.TEXT, "bold",
                      "midright")
    back = tiles_art.back(18)
    left = count.x - 22
    surface.blit(back, (left, row.centery - 9))
    if ban is not None:
        left -= 26
        surface.blit(ban_tile(ban, 20, symbols), (left, row.centery - 10))
    return text.draw(surface, kind, (left - 8, row.centery), 14, theme.MUTED, "italic",
                     "midright")


def ban_tile(ban: dict, size: int, symbols: bool) -> pygame.Surface:
    """What a grey ban names, as a small tile: a plain kind tile or a colour swatch."""
    if ban["what"] == "kind":
        return tiles_art.plain(ban["value"], size)
    return tiles_art.swatch(ban["value"], size, symbols)


def chips(surface: pygame.Surface, rect: pygame.Rect, view: dict, names: list[str],
          symbols: bool) -> None:
    """The status line: final round, the bans in force, the kinds left out, face-down tiles."""
    items = []
    if view["final_round"] and not view["over"]:     # over: the results say it all
        items.append((None, tr("Final round: the game ends after turn {turn}").format(
            turn=view["last_turn"]), theme.GOLD))
    for ban in view["restrictions"]:
        items.append((ban_tile(ban, 22, symbols),
                      tr("{who} bars {barred}").format(who=names[ban["by"]],
                                                       barred=barred(ban["what"], ban["value"])),
                      (120, 122, 134)))
    if view["removed_kinds"]:
        items.append(("removed", tr("Left out"), theme.NIGHT_LIGHT))
    if view["face_down"]:       # said first: the chips take the room it leaves
        said = text.draw(surface, tr("{n} face down").format(n=view["face_down"]),
                         (rect.right, rect.centery), 15, theme.MUTED, "italic", "midright")
        rect = pygame.Rect(rect.x, rect.y, said.x - 12 - rect.x, rect.height)
    x = rect.x
    for icon, label, shade in items:
        x = _chip(surface, x, rect, icon, label, shade, view["removed_kinds"]) + 8
        if x >= rect.right - 40:
            break


def _chip(surface, x, rect, icon, label, shade, removed) -> int:
    """One pill of the status line; returns its right edge."""
    size = 15 if shade == theme.GOLD else 14
    ink_colour = theme.INK if shade == theme.GOLD else theme.TEXT
    icons = [tiles_art.plain(k, 22) for k in removed] if icon == "removed" else (
        [icon] if icon is not None else [])
    room = rect.right - x - 24 - 24 * len(icons)
    label = text.ellipsize(label, theme.font(size, "bold"), max(20, room))
    width = 20 + 24 * len(icons) + theme.font(size, "bold").size(label)[0]
    pill = pygame.Rect(x, rect.y + 4, width, rect.height - 8)
    ink.rect(surface, shade, pill, border_radius=pill.height // 2)
    ink.rect(surface, theme.GOLD_DARK, pill, 1, border_radius=pill.height // 2)
    at = x + 10
    for image in icons:
        surface.blit(image, (at, pill.centery - 11))
        at += 24
    text.draw(surface, label, (at, pill.centery), size, ink_colour, "bold", "midleft")
    return pill.right

