"""The log keeps pace with the board: a move's lines appear as the beats that show them begin
(scenes.table.board.timeline's cues), what no beat shows once the move has been shown, so that
the log never tells a kidnapping, a robbery or the game's end before the board shows it. With
nothing on the board (a retelling, a hidden board, the "instant" speed) they appear at once.

A move is heard as it is seen, too: each group of its events that the game's table entry gives
a sound (its SOUNDS: event kind -> a sound of scenes.kit.sound) plays it as the beat showing it
begins. A resumed game's log retells its last moves (`retell`) without a sound.

A part the table holds (`table.telling`): the host hands it each move with the beats `animate`
queued for it (`move`). A game's table gives its own kind (`TableScene.telling_class`) where
its events read otherwise (`describe_events`) or a move is told otherwise (`log_move`).
"""
from __future__ import annotations

from typing import Any

from engine.core import Action, Event
from engine.words import deeds
from engine.words.language import ntr, tr
from saves import names
from scenes import registry
from scenes.kit import sound, theme
from scenes.table.board.timeline import Beat, showing

RETOLD_MOVES = 40   # moves a resumed game's log retells


class Telling:
    """The log's side of the table: a move's lines, said (and heard) in step with its beats."""

    # True for a game whose own line tells the end and its winners: no host line after it
    tells_the_end = False

    def __init__(self, table) -> None:
        self.table = table
        self.beats: list[Beat] = []     # the beats showing the move being told
        self.retelling = False          # True while `retell` says moves already played: no sound
        self.begun = True               # the log opened on a game begun here, not resumed
        self.told_from = 0              # the first move the log tells

    def move(self, seat: int, action: Action | None, before: dict, events: list[Event],
             beats: list[Beat]) -> None:
        """A move played or retold, shown by `beats`: its lines are the last move's
        (scenes.table.last_move), then told."""
        self.beats = beats
        self.table.last.begin(seat, events, beats[0] if beats else None)
        self.log_move(seat, action, before, events)

    def log_move(self, seat: int, action: Action | None, before: dict,
                 events: list[Event]) -> None:
        """The log's lines for one move: who did what as the board begins to show it ("Layla
        takes the pink statue": the action as its player's deed), then what it caused (`tell`).
        Another seat's move at a joined game comes without its action: its events tell it."""
        if action is None:
            self.tell(events, seat)
            return
        with deeds():
            deed = self.table.words(action, before)
        self.say(tr("{name} {deed}.").format(name=self.table.match.seats[seat].name, deed=deed),
                 seat, self.beats[0] if self.beats else None)
        self.tell(events)

    def tell(self, events: list[Event], seat: int | None = None, subject=None) -> None:
        """Events in the log's words, each group as the beat showing it begins, those no beat
        shows once the move has been shown. The first line is marked with `seat`; with
        `subject` (an event -> the seat its line is about), each group's first line with its
        first public event's, so that a trade one seat accepted is marked as the giver's line
        it reads as; with no beats (a game retold, the instant speed) the groups are
        `unbeaten`'s."""
        timeline = self.table.timeline
        heard = getattr(registry.entry(self.table.match.name), "SOUNDS", {})
        for beat, group in showing(events, self.beats) if self.beats else self.unbeaten(events):
            noises = {heard[e.kind] for e in group if e.kind in heard and e.visible_to is None}
            if noises and not self.retelling:
                timeline.cue(lambda played=sound.first(noises): sound.play(played), beat)
            if subject is not None:
                seat = next((subject(e) for e in group if e.visible_to is None), seat)
            for line in self.describe_events(group):
                self.say(line, seat, beat)
                seat = None

    def unbeaten(self, events: list[Event]) -> list[tuple[None, list[Event]]]:
        """Hook: a move's events in groups where no beat shows them: one group by default; a
        game whose beats mark each line with its seat (`tell`'s subject) splits them so."""
        return [(None, events)]

    def say(self, line: str, seat: int | None = None, at: Beat | None = None) -> None:
        """A line for the log when the board shows it: as beat `at` begins, or once every beat
        queued now has played (at once when the board is still, as in a retelling)."""
        self.table.timeline.cue(lambda: self.table.log.add(line, seat, told=True), at)

    def describe_events(self, events: list[Event]) -> list[str]:
        """Public events in words, when the game module can put them in words."""
        describe_event = getattr(self.table.match.game, "describe_event", None)
        if describe_event is None:
            return []
        return [describe_event(e) for e in events if e.visible_to is None]

    def open_log(self, first: int | None = None) -> None:
        """The log as a table opens: the game begun or resumed, and its last moves retold (from
        move `first` on, where given)."""
        match, table = self.table.match, self.table
        if first is None:
            self.begun = not table.session.turn
        opening = tr("{game} begins: {players}.") if self.begun else \
            tr("{game} resumes: {players}.")
        table.log.add(opening.format(game=names.game_title(match.name),
                                     players=", ".join(s.name for s in match.seats)))
        unseen = table.session.turn - len(match.log)    # a friend's table: the host's moves
        if unseen:                                      # before it sat down are the host's
            table.log.add(ntr("({n} move was made before you sat down: the host's log tells "
                              "it.)", "({n} moves were made before you sat down: the host's "
                              "log tells them.)", unseen).format(n=unseen), colour=theme.MUTED)
        self.retell(first)
        if table.friends.hosting:       # how friends join, where the newest lines are read
            table.log.add(table.friends.invitation(), colour=theme.GOLD_LIGHT)

    def tell_again(self) -> None:
        """The log in the language now in use: a log is the game's moves, worded as they are
        shown, so the beats on the board finish and the log is told again as it was, from its
        first line, every move it showed included."""
        self.table.timeline.finish()
        self.table.log.clear()
        self.open_log(self.told_from)

    def retell(self, first: int | None = None) -> None:
        """A resumed game's log opens with its last moves (or those from move `first`), replayed
        from the seed, so that the players see what led here (the moves themselves are the
        save's, nothing new); the last of them is the last move, marked as after a run of moves
        (a game continued, a take-back) as the table lays it."""
        table = self.table
        log = table.match.log
        first = self.retold_first() if first is None else min(first, len(log))
        self.told_from = first
        if first:
            table.log.add(self.unretold(first), colour=theme.MUTED)
        start, state = self.retold_from(first)
        self.retelling, last = True, None
        for number, action in enumerate(log[start:], start):
            seat = state.to_move()
            before = state.view(seat) if number >= first else None
            events = state.apply(action)
            if number >= first:
                self.move(seat, action, before, events, [])
                last = seat, action, before
        self.retelling = False
        if last is not None:            # marked once it is shown, as after a run of moves
            seat, action, before = last
            with deeds():
                table.last.move = seat, table.words(action, before)

    def retold_first(self) -> int:
        """Hook: the first move a resumed game's log retells: the last RETOLD_MOVES; a game
        whose moves are many small steps retells by a unit of its own."""
        return max(0, len(self.table.match.log) - RETOLD_MOVES)

    def unretold(self, first: int) -> str:
        """Hook: the log's note on the moves before `first`, which it does not retell."""
        return ntr("({n} earlier moves are not shown.)", "({n} earlier moves are not shown.)",
                   first).format(n=first)

    def retold_from(self, first: int) -> tuple[int, Any]:
        """Where `retell` starts replaying, at or before move `first`, and the game there: the
        seed's first state, unless the mode kept states of its own on the way (a replay)."""
        kept = self.table.mode.retold_from(self.table, first)
        return (0, self.table.match.fresh_state()) if kept is None else kept
