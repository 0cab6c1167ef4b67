"""The table's chrome, around whatever board a game draws: the painted backdrop with the panels
that never move, the banner that says whose turn it is, and the rows of the seats at the table.

A part the table holds (`table.chrome`), kept apart from the turn control (scenes.table.host)
because it only reads the table: who is to move, what the banner must say while the board still
shows the last move. A game's table gives its own kind (`TableScene.chrome_class`) where its
banner says more (`banner_text`), its seat rows end otherwise (`draw_seat_tag`) or its board has
a part that never moves (`paint_still`).
"""
from __future__ import annotations

import pygame

from engine.words import banner, deeds, language
from engine.words.language import N_, tr
from saves import names
from scenes.kit import ink, paper, sound, text, theme
from scenes.kit.tween import Animated
from scenes.table import hinting

BANNER = pygame.Rect(16, 12, 1248, 66)
BOARD = pygame.Rect(16, 92, 872, 612)
SEATS = pygame.Rect(904, 92, 360, 0)   # height follows the seat count
FADE_FROM = 0.6   # how bright a new turn's words start, slid in (a dark frame reads as a flicker)
SLIDE = 12        # px new words slide in from: they start clear of the seat marker
SMALLEST = 17     # the banner's decision shrinks to this size, then goes on two lines
HINT_SMALLEST = 13    # a hint under it shrinks to this size, then takes both lines
GUIDE = hinting.BUTTON.move(-hinting.BUTTON.width - 10, 0)   # the Guide button, left of Hint
NAME_X, NAME_GAP = 36, 10    # a seat's name: from its row's left, and before its tag
MENU = pygame.Rect(SEATS.right - 136, SEATS.y + 8, 120, 32)   # in the seats' title row: the
# pause menu by mouse (a newcomer found only Esc, once the guide named it)
HUMAN = N_("human")     # who plays a seat, said beside its name: a person or an AI's level
FRIEND, AWAY = N_("friend"), N_("away")     # a person at another computer, there or not
STANDS_IN = N_("AI for now")                # away, and the AI plays the seat meanwhile
AI_LEVELS = {"easy": N_("easy AI"), "normal": N_("normal AI"), "hard": N_("hard AI")}


class Chrome:
    """The banner, the seat rows and the backdrop they lie on, for `table`."""

    def __init__(self, table) -> None:
        self.table = table
        self.seats_rect = pygame.Rect(SEATS.x, SEATS.y, SEATS.width,
                                      54 + 40 * len(table.match.seats))
        self.banner_in = Animated(1.0, 0.3)
        self.banner_seat: int | None = None     # whose turn the banner says: it follows the
        self.banner_count: str | None = None    # board, not the engine, and so does the round
        self.picture: tuple | None = None       # (what it was painted for, the picture)

    def update(self, dt: float) -> None:
        self.follow_banner()
        self.banner_in.update(dt)

    def follow_banner(self) -> None:
        """Turn the banner to the seat to move once the board has finished showing the last
        move: until then it still says who moved and what they chose, and its count stays (a
        new round told before the card has turned would give the catch away)."""
        table = self.table
        if not table.board_busy() or self.banner_count is None:
            self.banner_count = names.state_progress(table.state)
        to_move = table.state.to_move()
        if to_move != self.banner_seat and not table.board_busy():
            if table.actions:
                sound.play("chime")
            self.banner_seat = to_move
            self.banner_in = Animated(0.0, 0.3)
            self.banner_in.target = 1.0

    def banner_text(self) -> tuple[str, str]:
        """(whose turn, what they must decide) for the banner: one sentence (words/banner.py)."""
        table = self.table
        seat = table.state.to_move()
        if seat is None:
            return banner.over()
        if table.friends.unreachable():     # a friend's table whose host cannot be reached
            return tr("The host"), tr("cannot be reached: this table waits for them")
        player = table.match.seats[seat]
        move = table.thinking
        if player.is_ai and move is not None and move.ready:
            with deeds():
                return banner.did(player.name, table.words(move.action, move.decision.view))
        if player.is_ai:
            return banner.thinking(player.name)
        if player.kind == "friend":
            friends = table.friends
            if friends.stands_in(seat):
                return banner.thinking(player.name)
            return banner.away(player.name, friends.joining()) if seat in friends.away() \
                else banner.elsewhere(player.name)
        if seat != table.viewer:
            return banner.passed_to(player.name)
        return banner.turn(player.name, table.decision)

    def staged_text(self) -> tuple[str, str]:
        """The banner while the board still shows the last move: who made it, and what."""
        last = self.table.last.move
        if last is None or self.banner_seat is None:
            return self.banner_text()
        seat, words = last
        return banner.did(self.table.match.seats[seat].name, words)

    def draw(self, surface: pygame.Surface) -> None:
        """The still picture, then the banner and the seat rows over it."""
        surface.blit(self.painted(surface.get_size()), (0, 0))
        self.draw_banner(surface)
        self.draw_seats(surface)

    def painted(self, size: tuple) -> paper.Paper:
        """The backdrop with the table's panels that never move (banner, seats, board, log) and
        what of the board stands still (`paint_still`), painted once per window size and
        language: a frame starts with one opaque blit instead of many translucent ones the size
        of the window."""
        key = (size, paper.scale(), bool(self.table.view), language.current())
        if self.picture is None or self.picture[0] != key:
            image = theme.backdrop(size).copy()
            theme.panel(image, BANNER, top=(58, 50, 92), bottom=(30, 32, 70), border=theme.GOLD)
            theme.panel(image, self.seats_rect)
            text.draw(image, tr("At the table"), (self.seats_rect.x + 16,
                                                  self.seats_rect.y + 12), 20, theme.GOLD, "bold")
            theme.panel(image, BOARD)
            self.table.log.draw_frame(image)
            if self.table.view:
                self.paint_still(image)
            self.picture = key, image
        return self.picture[1]

    def paint_still(self, image: paper.Paper) -> None:
        """Paint what of the board never moves (a cloth, a map, a cave floor) into the chrome;
        a hidden board (a hand-off) has none."""

    def draw_banner(self, surface: pygame.Surface) -> None:
        table, seat = self.table, self.banner_seat
        who, what = self.banner_text() if seat == table.state.to_move() else self.staged_text()
        t = self.banner_in.value
        x = BANNER.x + 64 - round(SLIDE * (1 - t))    # new words slide in, never over the marker
        t = FADE_FROM + (1 - FADE_FROM) * t     # new words brighten: never a dark banner
        if seat is not None:
            theme.seat_marker(surface, seat, (BANNER.x + 34, BANNER.centery), 13,
                              table.app.settings.colour_blind)
        colour = theme.mix(theme.NIGHT, theme.GOLD_LIGHT, t)
        rect = text.draw(surface, who, (x, BANNER.centery), 28, colour, "black", "midleft",
                         max_width=BANNER.width // 2)
        shown = [b.rect.x for b in (table.hints.button, table.take_backs.button,
                                    *table.friends.buttons) if b.visible]
        right = min(shown + [GUIDE.x]) - 16
        hint = table.hints.line(table.hint_words)
        sand = theme.mix(theme.NIGHT, theme.SAND, t)
        left, width = rect.right + 18, right - rect.right - 18
        if hint is None:
            size = text.fitting_size(what, width, 21, "italic", SMALLEST)
            lines = text.wrap(what, theme.font(size, "italic"), width)
            lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 1 else lines
            step = text.line_height(size, "italic") - 2
            top = BANNER.centery + 2 - step * (len(lines) - 1) // 2
            for i, line in enumerate(lines):     # shrunk, or on two lines (the rest of a
                text.draw(surface, line, (left, top + i * step), size, sand, "italic",
                          "midleft", max_width=width)    # third is an ellipsis, never lost)
        elif theme.font(HINT_SMALLEST, "bold").size(hint)[0] <= width:
            # the decision stays said, the hint under it
            text.draw(surface, what, (left, BANNER.centery - 11),
                      text.fitting_size(what, width, 18, "italic", 13), sand, "italic",
                      "midleft", max_width=width)
            text.draw(surface, hint, (left, BANNER.centery + 13),
                      text.fitting_size(hint, width, 18, "bold", HINT_SMALLEST),
                      hinting.MARK, "bold", "midleft", max_width=width)
        else:       # a hint too long for one line takes both: what it advises is the decision
            lines = text.wrap(hint, theme.font(HINT_SMALLEST, "bold"), width)
            for i, line in enumerate(lines[:1] + [" ".join(lines[1:])]):
                text.draw(surface, line, (left, BANNER.centery - 11 + 24 * i), HINT_SMALLEST,
                          hinting.MARK, "bold", "midleft", max_width=width)
        room = BANNER.right - 24 - hinting.BUTTON.right - 12        # never under Hint
        size = text.fitting_size(self.banner_count, room, 18)   # a longer word set smaller
        text.draw(surface, self.banner_count, (BANNER.right - 24, BANNER.centery), size,
                  theme.MUTED, anchor="midright", max_width=room)

    def seat_row(self, seat: int) -> pygame.Rect:
        """A seat's row in the list of seats."""
        rect = self.seats_rect
        return pygame.Rect(rect.x + 8, rect.y + 48 + seat * 40, rect.width - 16, 36)

    def draw_seats(self, surface: pygame.Surface) -> None:
        to_move = self.banner_seat      # in step with the banner and the board (the panel is
        colour_blind = self.table.app.settings.colour_blind             # in the picture)
        for i, seat in enumerate(self.table.match.seats):
            row = self.seat_row(i)
            if i == to_move:
                ink.rect(surface, theme.mix(theme.NIGHT_LIGHT, theme.GOLD_DARK, 0.45), row,
                         border_radius=8)
            theme.seat_marker(surface, i, (row.x + 18, row.centery), 9, colour_blind)
            tag = self.draw_seat_tag(surface, row, i)
            room = tag.x - row.x - NAME_X - NAME_GAP
            text.draw(surface, seat.name, (row.x + NAME_X, row.centery),
                      text.fitting_size(seat.name, room, 19, "bold", 14),
                      theme.GOLD_LIGHT if i == to_move else theme.TEXT, "bold", "midleft",
                      max_width=room)

    def seat_kind(self, seat: int) -> str:
        """"human", "friend" ("away" while not connected) or the AI's level ("hard AI"), said
        beside the name rather than in it."""
        player = self.table.match.seats[seat]
        if player.kind == "friend":
            friends = self.table.friends
            return tr(STANDS_IN if friends.stands_in(seat) else
                      AWAY if seat in friends.away() else FRIEND)
        return tr(AI_LEVELS[player.level] if player.is_ai else HUMAN)

    def draw_seat_tag(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> pygame.Rect:
        """The right end of a seat's row (human or AI level); returns where it was drawn."""
        return text.draw(surface, self.seat_kind(seat), (row.right - 10, row.centery), 16,
                         theme.MUTED, "italic", "midright")
