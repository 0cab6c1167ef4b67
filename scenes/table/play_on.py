"""Play on from a replayed move: the replay's "Play from here" asks who sits where, then a new
game starts at that move as its own save, "from a replay of …" (Match.played_on).

The new game is the old one's seed and first moves, so every hand, the deck and the tiles are as
they were at that move; the replay showed them all, and the dialog says so in one line rather
than dealing the hidden things anew (a player trying another line wants the same cards).
"""
from __future__ import annotations

from engine.core import RuleError
from engine.match import AI_NAMES, Match, Seat, SeatSpecError, parse_spec
from engine.words.language import N_, tr
from saves import names
from scenes import tables
from scenes.kit import dialogs, text, theme
from scenes.kit.dialogs import Dialog
from scenes.kit.fields import Selector
from scenes.screens.seating import kinds

ROW_H, ROW_GAP = 44, 8


def after(moves: int) -> str:
    return tr("Play on after move {n}").format(n=moves) if moves else tr("Play on from the start")


def origin(source: str, moves: int) -> str:
    """The new game's "from a replay of …" words, short enough for a save's one line (kept in
    the save as they are said now, in the language in use)."""
    if moves:
        return tr("{source}, after move {n}").format(source=source[:80], n=moves)
    return tr("{source}, from the start").format(source=source[:80])


def seated(was: list[Seat], specs: list[str]) -> list[Seat]:
    """The seats of the new game: a seat that keeps its kind keeps its name; a seat you take
    over gets a human name of the old game not in use (else "Player N"), and a seat handed to
    an AI gets a storybook name the old game did not use: no record counts a person's name
    for an AI, and no seat takes the name another seat had."""
    kinds_now = [parse_spec(spec) for spec in specs]
    kept = {seat.name for seat, (kind, _) in zip(was, kinds_now) if seat.kind == kind}
    humans = [seat.name for seat in was if not seat.is_ai and seat.name not in kept]
    storybook = [name for name in AI_NAMES if name not in {seat.name for seat in was}]
    seats = []
    for number, (seat, (kind, level)) in enumerate(zip(was, kinds_now), 1):
        if seat.kind == kind:
            name = seat.name
        elif kind == "human":
            name = humans.pop(0) if humans else tr("Player {n}").format(n=number)
        else:
            name = storybook.pop(0) if storybook else tr("AI {n}").format(n=number)
        seats.append(Seat(name, kind, level))
    return seats


def play_on(app, saved: Match, moves: int, source: str, specs: list[str]):
    """Sit down at a new game: `saved` after its first `moves` moves, with seats of `specs`;
    it is saved at once, so that it is in the Load list whether or not a move follows."""
    try:
        match = saved.played_on(moves, seated(saved.seats, specs), origin(source, moves))
    except (RuleError, SeatSpecError) as exc:
        dialogs.message(app, tr("This game cannot be played on"), str(exc))
        return None
    table = tables.open_match(app, match)
    if table is not None:
        table.log.add(tr("Played on {origin}: everything hidden is as it was then (the replay "
                         "showed it all).").format(origin=names.origin_line(match.origin)))
        table.autosave()
    return table


def first_choice(seat: Seat, values: list[str]) -> int:
    """Where a seat's chooser starts: as it was, or for an AI at a level no longer offered (a
    game saved by an older version), the strongest AI offered."""
    if seat.spec in values:
        return values.index(seat.spec)
    return len(values) - 1 if seat.is_ai else 0


class PlayOnDialog(Dialog):
    """Who plays which seat from here: each seat's row and a chooser (a human, or an AI at a
    level offered at this table size), each seat first as it was."""

    def __init__(self, app, saved: Match, moves: int, source: str) -> None:
        self.saved, self.moves, self.source = saved, moves, source
        seats = saved.seats
        count = len(seats)
        rows = count * ROW_H + (count - 1) * ROW_GAP
        body = tr("A new game starts from this move and is saved on its own; this replay stays "
                  "as it is. Everything hidden is as it was at this move: the replay showed it "
                  "all. Choose who plays each seat.")
        super().__init__(app, after(moves), body,
                         [(N_("Cancel"), None, "secondary"), (N_("Play on"), self.start,
                                                              "primary")],
                         width=640, extra=rows)
        options = kinds(saved.game, count)
        self.choosers: list[Selector] = []
        for i, seat in enumerate(seats):
            index = first_choice(seat, [value for value, _ in options])
            rect = (self.extra_rect.right - 250, self.extra_rect.y + i * (ROW_H + ROW_GAP),
                    250, ROW_H)
            self.choosers.append(self.add(Selector(rect, options, index, size=18)))

    def start(self) -> None:
        play_on(self.app, self.saved, self.moves, self.source, [c.value for c in self.choosers])

    def draw_dialog(self, surface) -> None:
        super().draw_dialog(surface)
        symbols = self.app.settings.colour_blind
        for i, (seat, chooser) in enumerate(zip(self.saved.seats, self.choosers)):
            y = chooser.rect.centery
            theme.seat_marker(surface, i, (self.extra_rect.x + 10, y), 9, symbols)
            text.draw(surface, names.seat_name(seat), (self.extra_rect.x + 28, y), 19,
                      theme.TEXT, "bold", "midleft",
                      max_width=chooser.rect.x - 16 - self.extra_rect.x - 28)
