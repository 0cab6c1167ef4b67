"""The Hint button of every table: shown on a human seat's turn only; a click (or H) marks
exactly what the normal AI picks from that seat's own view, changes nothing in the match
(state, RNG, log), and the hint goes once the move is made.

Set SESAME_SHOTS=DIR to keep each table with a hint showing as a PNG (for looking at them).
"""
import copy
import random
from dataclasses import replace

import pygame
import pytest

from engine import ai
from engine.core import Rng
from engine.match import Match, Seat
from scenes.table import hinting
from scenes.table.host import TableScene
from scenes.tables import open_match
from support.alibaba import deciding, reach
from support.matches import mini_match
from support.scenes import click, key, start, steps
from support.shots import distinct_colours, keep

GAMES = ("alibaba", "forty_thieves", "bagdad")


def midgame(game: str, humans_turns: int, seed: int = 4) -> Match:
    """A match (the human in seat 0, two AIs) played at random up to the human's decision after
    `humans_turns` earlier ones."""
    seats = [Seat("Layla", "human"), Seat("Omar", "ai", "normal"), Seat("Zed", "ai", "easy")]
    match = Match.new(game, seats, seed)
    rng = random.Random(2)
    while humans_turns or match.state.to_move() != 0:
        humans_turns -= match.state.to_move() == 0
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def sit(app, match: Match) -> TableScene:
    app.apply_settings(replace(app.settings, animation_speed="instant"))
    scene = open_match(app, match)
    steps(app, 3)
    return scene


def snapshot(match: Match):
    return copy.deepcopy(match.state.to_dict()), list(match.log)


def normal_choice(scene: TableScene):
    """What the normal AI picks from the human's own view, with the table's fresh Rng."""
    state = scene.match.state
    return ai.choose(scene.match.game, state.view(0), state.legal_actions(), "normal",
                     Rng(scene.match.decision_seed()))


MOMENTS = [("alibaba", 0), ("alibaba", 6), ("forty_thieves", 0), ("forty_thieves", 6),
           ("bagdad", 0), ("bagdad", 4), ("bagdad", 6), ("bagdad", 33), ("bagdad", 35)]


@pytest.mark.parametrize("game, turns", MOMENTS)
def test_a_hint_marks_what_the_normal_ai_picks_and_changes_nothing(app, game, turns):
    match = midgame(game, turns)
    scene = sit(app, match)
    assert scene.hints.button.visible and scene.hints.action is None
    before = snapshot(match)
    click(app, scene.hints.button)
    wanted = normal_choice(scene)
    assert scene.hints.action == wanted
    assert snapshot(match) == before                    # same state, same RNG, same log
    marks = scene.hint_marks(wanted)
    assert marks and all(pygame.Rect(0, 0, 1280, 720).contains(m) for m in marks)
    assert scene.hints.line(scene.hint_words).startswith("Hint: ")
    assert scene.hints.button.label == "Hide hint"
    steps(app, 2)
    keep(app.canvas, f"hint_{game}_{turns}")
    assert distinct_colours(app.canvas) > 40


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_goes_once_the_move_is_made(app, game):
    match = midgame(game, 3)
    scene = sit(app, match)
    key(app, hinting.KEY)
    advice = scene.hints.action
    assert advice is not None
    scene.play(match.state.legal_actions()[-1])
    steps(app, 1)
    assert scene.hints.move is None and scene.hints.line(scene.hint_words) is None


def test_clicking_the_marked_tile_plays_the_advice(app):
    match = midgame("alibaba", 2)
    scene = sit(app, match)
    key(app, hinting.KEY)
    advice, (mark,) = scene.hints.action, scene.hint_marks(scene.hints.action)
    played = len(match.log)
    click(app, mark.center)
    assert match.log[played] == advice
    assert scene.hints.move is None


def test_h_again_or_hide_hint_puts_the_hint_away(app):
    scene = sit(app, midgame("forty_thieves", 1))
    key(app, hinting.KEY)
    assert scene.hints.action is not None
    key(app, hinting.KEY)
    assert scene.hints.move is None and scene.hints.button.label == "Hint (H)"
    click(app, scene.hints.button)
    click(app, scene.hints.button)
    assert scene.hints.move is None


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_on_an_ai_seats_turn(app, game):
    seats = [Seat("Omar", "ai", "easy"), Seat("Layla", "human"), Seat("Zed", "ai", "easy")]
    scene = start(app, lambda a: open_match(a, Match.new(game, seats, 4)))   # normal pace
    assert scene.match.state.to_move() == 0 and not scene.match.log
    assert not scene.hints.button.visible
    key(app, hinting.KEY)
    assert scene.hints.move is None


def test_the_generic_table_rings_the_advised_action_button(app):
    scene = start(app, lambda a: TableScene(a, mini_match(("human", "ai:easy"))))
    steps(app, 1)
    click(app, scene.hints.button)
    advice = scene.hints.action
    buttons = [b for b in scene.action_list.items if b.action == advice]
    assert scene.hint_marks(advice) == [b.rect.inflate(6, 6) for b in buttons] and len(buttons) == 1


def test_a_hint_on_the_cave_card_rings_the_option(app):
    scene = sit(app, reach(("human", "ai:easy", "ai:easy"), deciding(0, "restrict"), prefer="grey"))
    click(app, scene.hints.button)
    advice = scene.hints.action
    assert scene.hint_marks(advice) == [o.rect.inflate(12, 12) for o in scene.card.options
                                      if o.action == advice]
    steps(app, 2)
    keep(app.canvas, "hint_alibaba_card")
