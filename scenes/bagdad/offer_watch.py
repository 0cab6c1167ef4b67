"""What the city table remembers of the exchange between moves: who refused whom and why (a
bubble in the refuser's seat row for a few seconds, put away when the exchange ends), and each round's exchange summed up in the log
as it closes.

The refusals are heard from the moves played here, the viewer's visible events only (a game
continued shows none of the refusals before it). The summary is asked of the match's history
(engine/bagdad/history.py), folded from the game's first move: a table laid mid-exchange (a game
continued, a take-back, a replay) sums it up as the table that watched it all would.
"""
from __future__ import annotations

import pygame

from engine.bagdad.history import History
from engine.bagdad.words import telling
from engine.bagdad.words.reasons import reason_words
from engine.core import Event
from engine.words.language import tr
from scenes.kit import ink, text, theme

REASON_TIME = 6.0       # seconds a refusal's reason stays beside the refuser's seat
MARK = 14               # the caught-bluffing mark's size
CALLOUT_SIZE = 15       # the words of a bubble hung under its row


class OfferWatch:
    def __init__(self, match) -> None:
        self.history = History(match.fresh_state())
        self.said: dict[int, tuple[dict, float]] = {}   # refuser -> (reason's code, when)
        self.quiet = {i for i, seat in enumerate(match.seats) if not seat.is_ai}   # people
        # clicked Refuse and said nothing: no words are put in their mouths

    def heard(self, events: list[Event], viewer: int | None, clock: float) -> None:
        """A move's refusals, each reason said beside its refuser from `clock` on."""
        for e in events:
            if e.kind == "refuse_offer" and e.visible(viewer) \
                    and e.data["partner"] not in self.quiet:
                self.said[e.data["partner"]] = (e.data["reason"], clock)

    def summary(self, match, round_number: int, names, viewer: int | None,
                private: bool) -> list[str]:
        """The log's lines summing up the round's exchange (none before it is over); the
        viewer's gain where the log is its alone."""
        closed = self.history.follow(match.log).exchange(round_number)
        if closed is None:
            return []
        gain = closed.gains[viewer] if private and viewer is not None else None
        return telling.exchange_summary(list(closed.trades), gain, names, viewer)

    def fades(self, clock: float) -> float | None:
        """Seconds until the next reason shown now is put away (None: none is shown)."""
        left = [when + REASON_TIME - clock for _, when in self.said.values()
                if clock - when < REASON_TIME]
        return min(left) if left else None

    def reason(self, seat: int, clock: float) -> str | None:
        """What `seat` says of its refusal now, in the language in use (worded as it is shown,
        so a language chosen meanwhile is the one it speaks)."""
        said = self.said.get(seat)
        return reason_words(said[0]) if said and clock - said[1] < REASON_TIME else None

    def draw_mark(self, surface: pygame.Surface, row: pygame.Rect, x: int, view: dict,
                  seat: int) -> int:
        """Left of `x` in a seat's row: the mark of the bluffs the viewer caught (its own record,
        for the rest of the game). Returns the new left end."""
        bluffs = view["learnt"][seat]["false"] if seat != view["seat"] else 0
        return draw_mark(surface, row, x, bluffs)

    def hush(self) -> None:
        """The exchange is over: what was said in it is put away with it."""
        self.said.clear()


def draw_mark(surface: pygame.Surface, row: pygame.Rect, x: int, bluffs: int) -> int:
    """The caught-bluffing mark with how many were caught ("! 2")."""
    if bluffs:
        count = theme.text(str(bluffs), 15, theme.DANGER_LIGHT, "bold")
        x -= count.get_width() + 8
        surface.blit(count, count.get_rect(midleft=(x, row.centery)))
        x -= MARK + 4
        centre = (x + MARK // 2, row.centery)
        ink.circle(surface, theme.DANGER, centre, MARK // 2 + 1)
        ink.circle(surface, theme.DANGER_LIGHT, centre, MARK // 2 + 1, 2)
        text.draw(surface, "!", centre, 13, theme.TEXT, "bold", "center")
    return x


def draw_bubble(surface: pygame.Surface, room: pygame.Rect, reason: str) -> pygame.Rect | None:
    """The reason in a speech bubble pointing right, within `room` (the row between the
    speaker's name and its card count), wrapped rather than cut; None (nothing drawn) where
    it does not fit there whole at a readable size. Returns where it lies."""
    lines = _bubble_lines(tr("\u201c{words}\u201d").format(words=reason), room.width - 14,
                          room.height - 2)
    if lines is None:
        return None
    size, lines = lines
    font = theme.font(size, "italic")
    width = min(room.width, max(font.size(line)[0] for line in lines) + 14)
    bubble = pygame.Rect(room.right - width, room.y, width, room.height)
    ink.rect(surface, theme.SAND, bubble, border_radius=9)
    ink.polygon(surface, theme.SAND, [(bubble.right - 2, bubble.centery - 5),
                                      (bubble.right + 6, bubble.centery),
                                      (bubble.right - 2, bubble.centery + 5)])
    _draw_lines(surface, bubble, size, lines)
    return bubble


def draw_callout(surface: pygame.Surface, spot: pygame.Rect, marker, reason: str) -> pygame.Rect:
    """The reason too long for its seat's row: a speech bubble under the seats' panel, as wide
    as `spot`, with the speaker's seat marker (`marker(surface, centre)`) at its start, over
    the log's top for its few seconds. Returns where it lies."""
    size = CALLOUT_SIZE
    lines = text.wrap(tr("\u201c{words}\u201d").format(words=reason), theme.font(size, "italic"),
                      spot.width - 48)
    height = text.line_height(size, "italic") * len(lines) + 12
    bubble = pygame.Rect(spot.x, spot.y, spot.width, height)
    ink.rect(surface, theme.SAND, bubble, border_radius=9)
    marker(surface, (bubble.x + 16, bubble.centery))
    _draw_lines(surface, bubble.inflate(-36, 0).move(18, 0), size, lines)
    return bubble


def _draw_lines(surface: pygame.Surface, bubble: pygame.Rect, size: int,
                lines: list[str]) -> None:
    step = text.line_height(size, "italic")
    top = bubble.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        text.draw(surface, line, (bubble.centerx, top + step * (i + 0.5)), size, theme.INK,
                  "italic", "center")


def _bubble_lines(words: str, width: int, height: int) -> tuple[int, list[str]] | None:
    """The largest size (14 down to 12) at which the words fit the bubble, on as many lines
    as its height holds: a reason is a short sentence, and the seat's row is narrow."""
    for size in range(14, 11, -1):
        lines = text.wrap(words, theme.font(size, "italic"), width)
        if len(lines) * text.line_height(size, "italic") <= height \
                and " ".join(lines) == words:       # no word broken in two
            return size, lines
    return None
