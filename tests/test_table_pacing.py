"""The board kit's cues (scenes/table/board/timeline.py): words wait for the beats that show
them, in the order given, and are never lost; `showing` pairs a move's events with its beats;
every table's log keeps pace with its board through the host's `say` and `tell`."""
from __future__ import annotations

import pytest

from engine.core import Event
from scenes.kit import tween
from scenes.table.board import Beat, Timeline
from scenes.table.board.timeline import showing


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


def beat(duration: float, *events) -> Beat:
    made = Beat(events)
    made.duration = duration
    return made


def test_a_cue_waits_for_its_beat_and_one_without_for_every_beat_queued():
    said, line = [], Timeline()
    first, second = beat(0.5), beat(0.5)
    line.add([first, second])
    line.cue(lambda: said.append("first"), first)
    line.cue(lambda: said.append("second"), second)
    line.cue(lambda: said.append("after"))
    assert said == [] and line.busy
    line.update(0.1)
    assert said == ["first"]
    line.update(0.3)
    assert said == ["first"]
    line.update(0.2)            # the first ends, the second begins
    assert said == ["first", "second"]
    line.update(0.45)
    assert said == ["first", "second"] and line.busy
    line.update(0.1)
    assert said == ["first", "second", "after"] and not line.busy


def test_a_cue_on_a_still_board_is_said_at_once_and_later_beats_carry_waiting_ones():
    said, line = [], Timeline()
    line.cue(lambda: said.append("now"))
    assert said == ["now"] and not line.busy
    playing = beat(0.5)
    line.add([playing])
    line.update(0.1)
    line.cue(lambda: said.append("after the first"))
    nxt = beat(0.5)
    line.add([nxt])               # queued behind the playing beat: said as it begins
    assert nxt.cues and not line.after
    line.update(0.45)
    assert said == ["now", "after the first"] and line.current is nxt


def test_skipping_or_clearing_the_beats_says_everything_in_order():
    for drop in (Timeline.finish, Timeline.clear):
        said, line = [], Timeline()
        a, b = beat(1.0), beat(1.0)
        line.add([a, b])
        line.cue(lambda: said.append(1), a)
        line.cue(lambda: said.append(2), b)
        line.cue(lambda: said.append(3))
        drop(line)
        assert said == [1, 2, 3] and not line.busy


def test_at_instant_speed_every_cue_is_said_as_it_comes_in_order():
    said, line = [], Timeline()
    a = beat(1.0)
    line.add([a])
    line.cue(lambda: said.append(1), a)
    tween.set_speed(0)
    line.cue(lambda: said.append(2))
    assert said == [1, 2]


def test_showing_pairs_each_event_with_the_beat_that_shows_it():
    e = [Event(k) for k in ("round", "income", "draw", "move", "kidnap", "phase")]
    flight, walk, kidnap = beat(1, e[0], e[1]), beat(1, e[3]), beat(1, e[4])
    groups = showing(e, [flight, walk, kidnap])
    assert [(g[0], [x.kind for x in g[1]]) for g in groups] == [
        (flight, ["round", "income"]), (walk, ["draw", "move"]), (kidnap, ["kidnap"]),
        (None, ["phase"])]
    same = [Event("move"), Event("move")]           # equal events, told apart by identity
    assert showing(same, [beat(1, same[1])])[0][1] == same
    assert showing(e, []) == [(None, e)]
