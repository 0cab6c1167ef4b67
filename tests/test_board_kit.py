"""The board kit (scenes/table/board): the one timeline every table plays its moves on, the
headline, the click-target mixin, and that every table animates a move through the host's one
hook (`animate`, filling `self.timeline`, which `board_busy()` reads)."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.core import Action
from engine.match import Match
from scenes.kit import tween
from scenes.table.board import Beat, ClickTargets, Headline, Motion, Timeline, Together
from scenes.table.host import TableScene
from scenes.tables import table_for
from support.matches import mini_match, seats
from support.scenes import start, steps


@pytest.fixture(autouse=True)
def normal_speed():
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


class Probe(Beat):
    """A beat that tells a shared list when it begins, ends and draws."""

    def __init__(self, name: str, duration: float, said: list) -> None:
        super().__init__([name])
        self.name, self.duration, self.said = name, duration, said
        self.hidden = {name}

    def begin(self, stage) -> None:
        self.said.append(("begin", self.name, stage))

    def end(self, stage) -> None:
        self.said.append(("end", self.name))

    def draw(self, surface, stage, t: float) -> None:
        self.said.append(("draw", self.name, round(t, 3)))


# --- the timeline -----------------------------------------------------------------------------

def test_the_timeline_plays_its_beats_in_order_each_on_its_own_clock():
    said, started = [], []
    line = Timeline("stage", started.append)
    first, second = Probe("a", 0.5, said), Probe("b", 0.25, said)
    line.add([first, second])
    assert line.busy and line.current is None and line.hidden == set()   # begins on update
    line.update(0.25)
    assert line.current is first and line.clock.progress == 0.5 and line.hidden == {"a"}
    assert said == [("begin", "a", "stage")] and started == [first]
    line.draw(None)
    assert said[-1] == ("draw", "a", 0.5)
    line.update(0.25)          # a ends and b begins in the same frame, at its start
    assert said[1:] == [("draw", "a", 0.5), ("end", "a"), ("begin", "b", "stage")]
    assert line.current is second and line.clock.progress == 0.0 and started == [first, second]
    line.update(0.3)
    assert said[-1] == ("end", "b") and not line.busy and line.current is None
    assert line.hidden == set() and line.last is None


def test_finish_ends_every_beat_at_once_and_clear_drops_them():
    said, started = [], []
    line = Timeline("stage", started.append)
    line.add([Probe("a", 1.0, said), Probe("b", 1.0, said)])
    line.update(0.1)
    line.finish()              # a click skips: every beat ends, none is announced
    assert [s[:2] for s in said] == [("begin", "a"), ("end", "a"), ("begin", "b"), ("end", "b")]
    assert not line.busy and len(started) == 1
    said.clear()
    line.add([Probe("c", 1.0, said)])
    line.update(0.1)
    line.clear()               # laid out afresh: nothing ends
    assert not line.busy and said == [("begin", "c", "stage")]


def test_instant_speed_plays_every_beat_in_one_frame():
    tween.set_speed(0.0)
    said = []
    line = Timeline()
    line.add([Probe("a", 1.0, said), Probe("b", 2.0, said)])
    line.update(0.0)
    assert not line.busy and [s[0] for s in said] == ["begin", "end", "begin", "end"]


class Dot(Motion):
    def draw(self, surface, stage) -> None:
        stage.append(("dot", round(self.t, 2)))


class Tail(Dot):
    holds = False


def test_a_together_beat_plays_its_motions_at_once_and_its_tail_lets_the_board_go_on():
    drawn = []
    line = Timeline(drawn)
    beat = Together([Dot(0.5), Dot(0.5, delay=0.25), Tail(1.0, delay=0.25)])
    line.add([beat], at_once=True)          # begins now: drawn this very frame
    assert line.current is beat and line.busy
    line.draw(None)
    assert [d for d in drawn] == [("dot", 0.0), ("dot", 0.0), ("dot", 0.0)]
    line.update(0.5)
    assert line.busy and len(beat.parts) == 2           # the first dot is done
    line.update(0.25)                                   # the delayed dot lands: the tail plays
    assert not line.busy and line.current is None and line.tails == [beat]
    assert line.playing() == [beat] and len(beat.parts) == 1
    second = Together([Dot(0.5)])
    line.add([second], at_once=True)        # the next move does not wait for the tail
    assert line.current is second and line.playing() == [beat, second]
    line.update(0.5)
    assert line.tails == [] and not line.busy
    line.add([Together([Tail(1.0)])], at_once=True)
    line.finish()                           # a click skips the tails too
    assert line.playing() == []


# --- the headline -----------------------------------------------------------------------------

def test_the_headline_fades_in_and_out_and_keeps_its_words():
    painted = []
    headline = Headline(lambda surface, *args, **look: painted.append((args, look)), 0.1, 0.25)
    assert not headline.showing and headline.words is None
    headline.draw(None)
    assert painted == []
    headline.show("Caught!", "Layla pays", 2.0, colour=(1, 2, 3))
    headline.update(0.1)                     # t = 0.05: half faded in
    headline.draw(None)
    (title, subtitle, alpha), look = painted[-1]
    assert (title, subtitle, look) == ("Caught!", "Layla pays", {"colour": (1, 2, 3)})
    assert alpha == pytest.approx(0.5)
    headline.update(1.0)
    headline.draw(None)
    assert painted[-1][0][2] == 1.0
    headline.update(0.8)                     # t = 0.95: a fifth of the fade-out left
    headline.draw(None)
    assert painted[-1][0][2] == pytest.approx(0.2)
    headline.update(1.0)
    assert not headline.showing and headline.words == ("Caught!", "Layla pays")


# --- clicking ---------------------------------------------------------------------------------

class Host:
    """The part of TableScene the mixin leans on."""

    def __init__(self) -> None:
        self.timeline = Timeline(self)
        self.played: list = []
        self.prepare_board()

    def prepare_board(self) -> None:
        pass

    def update_board(self, dt: float) -> None:
        self.timeline.update(dt)

    def board_busy(self) -> bool:
        return self.timeline.busy

    def play(self, action) -> None:
        self.played.append(action)


class Board(ClickTargets, Host):
    """Two squares and a strip: the left square plays one move, the right offers two, the
    strip is only hovered."""

    LEFT_SQUARE, RIGHT_SQUARE = pygame.Rect(0, 0, 10, 10), pygame.Rect(20, 0, 10, 10)
    STRIP = pygame.Rect(0, 20, 30, 5)

    def prepare_board(self) -> None:
        super().prepare_board()
        self.asked = None

    def hit(self, pos):
        for key, rect in (("left", self.LEFT_SQUARE), ("right", self.RIGHT_SQUARE),
                          ("strip", self.STRIP)):
            if rect.collidepoint(pos):
                return key
        return None

    def targets(self) -> dict:
        return {"left": Action("take", tile=1),
                "right": [Action("take", tile=2), Action("green", tile=2)]}

    def target_rect(self, key) -> pygame.Rect:
        return (self.LEFT_SQUARE if key == "left" else self.RIGHT_SQUARE).inflate(4, 4)

    def ask(self, actions, pos) -> None:
        self.asked = actions, pos


def event(kind, pos, **extra):
    return pygame.event.Event(kind, pos=pos, **extra)


def press(board, pos) -> bool:
    return board.board_event(event(pygame.MOUSEBUTTONDOWN, pos, button=1))


def release(board, pos) -> bool:
    return board.board_event(event(pygame.MOUSEBUTTONUP, pos, button=1))


def test_the_pointer_hovers_what_lies_under_it_targets_or_not():
    board = Board()
    assert board.hover is None and board.mouse == (0, 0)
    assert not board.board_event(event(pygame.MOUSEMOTION, (5, 22)))   # hover only
    assert board.hover == "strip" and board.mouse == (5, 22)
    board.mouse = (25, 5)
    board.update_board(1 / 60)               # the table may change under a still pointer
    assert board.hover == "right"
    board.hover_each_frame = False
    board.mouse = (100, 100)
    board.update_board(1 / 60)
    assert board.hover == "right"


def test_a_press_and_release_on_a_target_plays_it_and_several_ask_which():
    board = Board()
    assert press(board, (5, 5)) and board.pressed == "left" and board.played == []
    assert release(board, (6, 6)) and board.played == [Action("take", tile=1)]
    assert press(board, (5, 5)) and release(board, (25, 5))     # dragged away: nothing
    assert board.played == [Action("take", tile=1)] and board.pressed is None
    assert not press(board, (5, 22)) and not press(board, (50, 50))  # not targets
    assert press(board, (25, 5)) and release(board, (25, 5))
    assert board.asked == (board.targets()["right"], (25, 5)) and len(board.played) == 1
    assert not board.board_event(event(pygame.MOUSEBUTTONDOWN, (5, 5), button=3))


def test_a_press_may_play_at_once():
    board = Board()
    board.press_plays = True
    assert press(board, (5, 5)) and board.played == [Action("take", tile=1)]
    assert board.pressed is None and not release(board, (5, 5))


def test_a_click_while_the_board_is_busy_only_skips_the_animations():
    board, said = Board(), []
    board.timeline.add([Probe("a", 1.0, said)])
    board.update_board(0.1)
    assert board.clickable("left") is None                      # nothing plays meanwhile
    assert press(board, (5, 5)) and not board.timeline.busy and board.played == []
    assert said[-1] == ("end", "a") and board.pressed is None
    assert board.clickable("left") == Action("take", tile=1)


def test_the_hint_rings_every_target_of_the_advised_action():
    board = Board()
    assert board.hint_marks(Action("take", tile=1)) == [Board.LEFT_SQUARE.inflate(4, 4)]
    assert board.hint_marks(Action("green", tile=2)) == [Board.RIGHT_SQUARE.inflate(4, 4)]
    assert board.hint_marks(Action("take", tile=9)) == []


# --- the tables --------------------------------------------------------------------------------

def test_a_table_prepares_its_board_before_the_first_layout(app):
    class Prepared(TableScene):
        def prepare_board(self) -> None:
            self.laid_out = 0

        def layout_board(self) -> None:
            self.laid_out += 1

    table = start(app, lambda a: Prepared(a, mini_match(("human", "ai:easy"))))
    assert table.laid_out >= 1 and table.timeline.busy is False and table.headline is None


GAMES = {"alibaba": {}, "forty_thieves": {}, "bagdad": {}, "minigame": {}}


@pytest.mark.parametrize("game", GAMES)
def test_every_table_animates_a_move_through_the_one_hook(app, monkeypatch, game):
    """A move played on any table reaches its board through `animate` (before the new layout,
    with the events the seat on screen may see), which puts its beats on the kit's timeline;
    `board_busy()` is the timeline's."""
    app.apply_settings(replace(app.settings, animation_speed="normal", sound=False))
    match = Match.new(game, seats(("human", "ai:easy", "ai:easy")), 3, GAMES[game])
    table = start(app, lambda a: table_for(game)(a, match))
    hooked, added = [], []
    real_animate, real_add = type(table).animate, Timeline.add

    def animate(self, before, events, after):
        hooked.append((before, events, after, self.timeline.busy))
        real_animate(self, before, events, after)

    def add(self, beats, at_once=False):
        added.append((self.stage, list(beats)))
        real_add(self, beats, at_once)

    monkeypatch.setattr(type(table), "animate", animate)
    monkeypatch.setattr(Timeline, "add", add)
    for _ in range(600):
        if table.actions:
            break
        steps(app, 1)
    shown = table.view
    viewer = table.viewer
    events = table.play(table.actions[0])
    assert len(hooked) == 1
    before, seen, after, _ = hooked[0]
    assert before is shown and seen == [e for e in events if e.visible(viewer)]
    assert after == table.seat_view(viewer)
    if game == "minigame":                       # the base table shows no animation
        assert added == [] and not table.board_busy()
        return
    assert added and all(stage is table for stage, _ in added)
    assert any(beats for _, beats in added)
    assert table.board_busy() is table.timeline.busy is True
    for _ in range(600):
        if not table.board_busy():
            break
        steps(app, 1)
    assert not table.board_busy() and len(hooked) == 1
