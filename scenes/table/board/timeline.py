"""The board's clock: what a table plays after a move, as beats one after another, so that the
three tables animate the same way and the host knows in one place (`busy`) when the board has
finished showing a move (the next AI move, the hand-off, the results and the banner wait).

A `Beat` is one moment on screen: it begins (reading where things lie from its stage, the table
it plays on), draws itself `t` (0 to 1) of the way through, and ends. `hidden` names what the
board at rest leaves out while the beat draws it. A `Together` beat plays several `Motion`s at
once, each after its own delay; motions that do not `hold` (points still rising after the tile
has landed) play on after the timeline has moved on, as its tails.

Words keep pace with the board: `cue(said, at)` runs `said` (a log line, a headline) as the
beat `at` begins, or once every beat queued now has been shown, so that nothing is told before
it is seen; a cue is never lost (skipping or clearing the beats runs it) and cues run in the
order given. `showing(events, beats)` says which beat shows which of a move's events.

Durations are at normal speed: the animation speed scales them (tween.set_speed) and "instant"
ends every beat at once (and runs every cue as it is given).
"""
from __future__ import annotations

from collections import deque
from typing import Callable

import pygame

from scenes.kit.tween import Tween, ease_out_cubic, linear, speed

Cue = Callable[[], None]


class Beat:
    """One moment of a move on screen; the base beat shows nothing for `duration` seconds.
    `events`: what it shows (a headline's cue, see Timeline's `started`)."""

    duration = 0.0

    def __init__(self, events=()) -> None:
        self.events = list(events)
        self.hidden: set = set()
        self.clock: Tween | None = None
        self.cues: list[Cue] = []       # run as it begins (Timeline.cue)

    def start_clock(self) -> None:
        """The timeline starts the beat's clock as it begins to play."""
        self.clock = Tween(0.0, 1.0, self.duration, linear)

    def tick(self, dt: float) -> None:
        self.clock.update(dt)

    @property
    def holding(self) -> bool:
        """True while the timeline waits for this beat."""
        return not self.clock.done

    @property
    def playing(self) -> bool:
        """True while the beat still draws something (it may outlast its holding)."""
        return self.holding

    @property
    def t(self) -> float:
        return self.clock.progress if self.clock is not None else 0.0

    def begin(self, stage) -> None:
        """Called when the beat starts playing."""

    def end(self, stage) -> None:
        """Called when it has played (or is skipped to its end)."""

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        """Paint the moving parts at progress t."""


class Motion:
    """A part of a `Together` beat: it waits `delay` seconds, then runs an eased tween; one
    that does not `hold` lets the board go on while it finishes."""

    holds = True

    def __init__(self, duration: float, delay: float = 0.0, ease=ease_out_cubic) -> None:
        self.wait = delay * speed()
        self.tween = Tween(0.0, 1.0, duration, ease)

    @property
    def done(self) -> bool:
        return self.wait <= 0 and self.tween.done

    @property
    def started(self) -> bool:
        return self.wait <= 0

    @property
    def t(self) -> float:
        return self.tween.value if self.started else 0.0

    def update(self, dt: float) -> None:
        if self.wait > 0:
            self.wait -= dt
            dt = max(0.0, -self.wait)
        if self.wait <= 0:
            self.tween.update(dt)

    def draw(self, surface: pygame.Surface, stage) -> None:
        """Paint the motion now (some are painted by the board instead)."""


class Together(Beat):
    """Several motions at once, each on its own delay and clock; it holds the timeline while a
    holding motion is left, and draws until the last is done."""

    def __init__(self, parts: list[Motion], events=()) -> None:
        super().__init__(events)
        self.parts = list(parts)

    def start_clock(self) -> None:
        """Its motions keep their own time (they started counting when made)."""

    def tick(self, dt: float) -> None:
        for part in self.parts:
            part.update(dt)
        self.parts = [part for part in self.parts if not part.done]

    @property
    def holding(self) -> bool:
        return any(part.holds for part in self.parts)

    @property
    def playing(self) -> bool:
        return bool(self.parts)

    def draw(self, surface: pygame.Surface, stage, t: float) -> None:
        for part in self.parts:
            part.draw(surface, stage)


class Timeline:
    """The beats waiting to play, the one playing, and the tails still finishing. `stage` is
    handed to every beat; `started(beat)` hears of each beat as it begins (for headlines)."""

    def __init__(self, stage=None, started: Callable[[Beat], None] | None = None) -> None:
        self.stage = stage
        self.started = started or (lambda beat: None)
        self.beats: deque[Beat] = deque()      # still to play, in order
        self.current: Beat | None = None
        self.tails: list[Beat] = []
        self.after: list[Cue] = []      # cues waiting for every beat queued now to be shown

    @property
    def busy(self) -> bool:
        return bool(self.beats or self.after) or self.current is not None and self.current.holding

    @property
    def clock(self) -> Tween | None:
        return self.current.clock if self.current is not None else None

    @property
    def hidden(self) -> set:
        return self.current.hidden if self.current is not None else set()

    @property
    def last(self) -> Beat | None:
        """The last beat to play (queued, or the one playing)."""
        return self.beats[-1] if self.beats else self.current

    def queued(self) -> list[Beat]:
        """The beat playing (holding the board) and those still to play, in order."""
        holding = [self.current] if self.current is not None and self.current.holding else []
        return holding + list(self.beats)

    def cue(self, said: Cue, at: Beat | None = None) -> None:
        """Run `said` as `at` begins (at once if it has begun), or with no beat once every beat
        queued now has been shown (at once when none holds the board). At "instant" speed
        everything is said as it comes, in order."""
        holding = self.current is not None and self.current.holding
        if speed() == 0:
            self._say_all()
            said()
        elif at is not None and at in self.beats:
            at.cues.append(said)
        elif self.after or at is None and (self.beats or holding):
            self.after.append(said)
        else:
            said()

    def playing(self) -> list[Beat]:
        """The beats drawing now: the tails, then the current beat."""
        return self.tails + ([self.current] if self.current is not None else [])

    def add(self, beats: list[Beat], at_once: bool = False) -> None:
        """Queue beats; `at_once`: the first begins now (drawn this very frame) unless another
        beat still holds the board. Cues waiting for the beats before run as the first begins."""
        if beats and self.after:
            beats[0].cues[:0], self.after = self.after, []
        self.beats.extend(beats)
        if at_once and self.beats and not (self.current is not None and self.current.holding):
            if self.current is not None:
                self._end()
            self._start()

    def update(self, dt: float) -> None:
        """Play on by dt: the tails finish, the current beat ends when it stops holding and the
        next begins in the same frame."""
        if self.tails:
            for tail in self.tails:
                tail.tick(dt)
            self.tails = [tail for tail in self.tails if tail.playing]
        while True:
            if self.current is None:
                if not self.beats:
                    self._run(self.after)
                    return
                self._start()
            self.current.tick(dt)
            dt = 0.0
            if self.current.holding:
                return
            self._end()

    def finish(self) -> None:
        """Play everything to its end at once (a click skips the animations)."""
        self.tails.clear()
        while self.current is not None or self.beats:
            if self.current is None:
                self.current = self.beats.popleft()
                self.current.begin(self.stage)
                self._run(self.current.cues)
            self.current.end(self.stage)
            self.current = None
        self._run(self.after)

    def clear(self) -> None:
        """Drop every beat unplayed (the board is laid out afresh); what they were to tell is
        told now."""
        self._say_all()
        self.beats.clear()
        self.tails.clear()
        self.current = None

    def draw(self, surface: pygame.Surface) -> None:
        for beat in self.playing():
            beat.draw(surface, self.stage, beat.t)

    def _start(self) -> None:
        beat = self.current = self.beats.popleft()
        beat.begin(self.stage)
        beat.start_clock()
        self._run(beat.cues)
        self.started(beat)

    def _say_all(self) -> None:
        """Every cue still waiting, in order, now."""
        for beat in self.beats:
            self._run(beat.cues)
        self._run(self.after)

    @staticmethod
    def _run(cues: list[Cue]) -> None:
        while cues:
            cues.pop(0)()

    def _end(self) -> None:
        beat, self.current = self.current, None
        beat.end(self.stage)
        if beat.playing:
            self.tails.append(beat)


def showing(events: list, beats: list[Beat]) -> list[tuple[Beat | None, list]]:
    """A move's events in groups, each with the beat that shows it: an event goes with the first
    of `beats` whose `events` hold it (never an earlier beat than the event before it), one no
    beat shows with the next that shows one (it leads up to it), and those after the last such
    beat with None (told once the move has been shown)."""
    groups: list[tuple[Beat | None, list]] = []
    waiting: list = []
    first = 0
    for e in events:
        waiting.append(e)
        found = next((i for i in range(first, len(beats))
                      if any(x is e for x in beats[i].events)), None)
        if found is None:
            continue
        first = found
        if groups and groups[-1][0] is beats[found]:
            groups[-1][1].extend(waiting)
        else:
            groups.append((beats[found], waiting))
        waiting = []
    if waiting:
        groups.append((None, waiting))
    return groups
