"""What the city table remembers of the exchange between moves: who refused whom and why (a
tag beside the refuser's seat for a few seconds), how often each seat traded, and what the
viewer's hand was worth when the phase began, so that its end is summed up in the log.

The host hands the table no events after a move, only the new view; so the watch keeps its own
copy of the game and plays the match's new moves on it, reading only the events the viewer
may see and the viewer's own view (its hand's worth), never another seat's cards.
"""
from __future__ import annotations

import pygame

from engine.bagdad import appraisal
from engine.bagdad.words import telling
from engine.bagdad.words.reasons import reason_words
from scenes.kit import ink, text, theme

REASON_TIME = 6.0       # seconds a refusal's reason stays beside the refuser's seat
MARK = 14               # the caught-bluffing mark's size


class OfferWatch:
    """Opened on a game mid-exchange (a resumed one), it counts from there."""

    def __init__(self, match, viewer: int | None) -> None:
        self.state, self.seen = match.state.clone(), len(match.log)
        self.trades = [0] * match.state.players
        self.start: int | None = None       # the viewer's hand's worth as the phase began
        self.said: dict[int, tuple[str, float]] = {}    # refuser -> (reason, when)
        self.quiet = {i for i, seat in enumerate(match.seats) if not seat.is_ai}   # people
        # clicked Refuse and said nothing: no words are put in their mouths
        if self.state.phase == "exchange":
            self.begin(viewer)

    def begin(self, viewer: int | None) -> None:
        self.start = 0 if viewer is None else appraisal.hand_worth(self.state.view(viewer))

    def follow(self, match, names, viewer: int | None, private: bool, clock: float) -> list[str]:
        """Play the match's new moves on the copy; the log lines the exchange's end adds."""
        lines = []
        for action in match.log[self.seen:]:
            for e in self.state.apply(action):
                if not e.visible(viewer):
                    continue
                if e.kind == "trade":
                    self.trades[e.data["seat"]] += 1
                    self.trades[e.data["partner"]] += 1
                elif e.kind == "refuse_offer" and e.data["partner"] not in self.quiet:
                    self.said[e.data["partner"]] = (reason_words(e.data["reason"]), clock)
                elif e.kind == "phase" and e.data["phase"] == "exchange":
                    self.begin(viewer)
                elif e.kind == "phase" and self.start is not None:
                    lines += self.summary(names, viewer, private)
        self.seen = len(match.log)
        return lines

    def summary(self, names, viewer: int | None, private: bool) -> list[str]:
        """The phase's summary, then a fresh count for the next phase."""
        gain = None
        if private and viewer is not None:
            gain = appraisal.hand_worth(self.state.view(viewer)) - self.start
        lines = telling.exchange_summary(self.trades, gain, names, viewer)
        self.trades, self.start = [0] * len(self.trades), None
        return lines

    def fades(self, clock: float) -> float | None:
        """Seconds until the next reason shown now is put away (None: none is shown)."""
        left = [when + REASON_TIME - clock for _, when in self.said.values()
                if clock - when < REASON_TIME]
        return min(left) if left else None

    def reason(self, seat: int, clock: float) -> str | None:
        said = self.said.get(seat)
        return said[0] if said and clock - said[1] < REASON_TIME else None

    def draw_marks(self, surface: pygame.Surface, row: pygame.Rect, x: int, view: dict,
                   seat: int, clock: float) -> int:
        """Left of `x` in a seat's row: the mark of a bluff the viewer caught (its own record,
        for the rest of the game), then a fresh refusal's reason. Returns the new left end."""
        bluffed = seat != view["seat"] and view["learnt"][seat]["false"] > 0
        return draw_marks(surface, row, x, bluffed, self.reason(seat, clock))


def draw_marks(surface: pygame.Surface, row: pygame.Rect, x: int, bluffed: bool,
               reason: str | None) -> int:
    """The caught-bluffing mark, then the reason in a speech bubble."""
    if bluffed:
        x -= MARK + 8
        centre = (x + MARK // 2, row.centery)
        ink.circle(surface, theme.DANGER, centre, MARK // 2 + 1)
        ink.circle(surface, theme.DANGER_LIGHT, centre, MARK // 2 + 1, 2)
        text.draw(surface, "!", centre, 13, theme.TEXT, "bold", "center")
    if reason:
        room = max(60, x - row.x - 150)       # the name keeps its room
        size, lines = _bubble_lines(f"\u201c{reason}\u201d", room - 14, row.height - 6)
        font = theme.font(size, "italic")
        width = min(room, max(font.size(line)[0] for line in lines) + 14)
        bubble = pygame.Rect(x - 8 - width, row.y + 2, width, row.height - 4)
        ink.rect(surface, theme.SAND, bubble, border_radius=9)
        ink.polygon(surface, theme.SAND, [(bubble.right - 2, bubble.centery - 5),
                                                  (bubble.right + 6, bubble.centery),
                                                  (bubble.right - 2, bubble.centery + 5)])
        step = text.line_height(size, "italic")
        top = bubble.centery - step * len(lines) / 2
        for i, line in enumerate(lines):
            text.draw(surface, line, (bubble.centerx, top + step * (i + 0.5)), size, theme.INK,
                      "italic", "center")
        x = bubble.x
    return x


def _bubble_lines(words: str, width: int, height: int) -> tuple[int, list[str]]:
    """The largest size (14 down to 10) at which the words fit the bubble, on two lines at
    most: a reason is a short sentence, and the seat's row is narrow."""
    for size in range(14, 9, -1):
        lines = text.wrap(words, theme.font(size, "italic"), width)
        if len(lines) * text.line_height(size, "italic") <= height:
            return size, lines
    return size, [text.ellipsize(words, theme.font(size, "italic"), width)]
