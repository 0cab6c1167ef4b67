"""The cave table: clicks on the cave and on the pickers play the legal actions, colour-blind
marks are drawn, hot-seat hides each human's screen, a mid-effect save resumes its decision,
and a game played by clicks alone reaches the results."""
import os
from dataclasses import replace

import pygame
import pytest

from engine.alibaba.words.terms import tile_name as name
from engine.core import Action
from engine.match import Match
from saves import store
from scenes.alibaba import CaveTable, legend, motion, panels
from scenes.alibaba.table import LEGEND
from scenes.alibaba.results import CaveResults
from scenes.kit import paper, text
from scenes.table.board import Together
from scenes.table.handoff import HandOff
from scenes.tables import open_match, table_for
from support.alibaba import deciding, reach
from support.fixtures import WINDOWS
from support.matches import seats
from support.scenes import click, steps
from scenes.window import close_display

SHOTS = os.environ.get("SESAME_SHOTS")


def sit(app, match, symbols=False):
    """Open the match's table at instant speed and draw a frame."""
    app.apply_settings(replace(app.settings, animation_speed="instant", colour_blind=symbols))
    scene = open_match(app, match)
    steps(app, 2)
    return scene


def clicked(app, match, target):
    """Click and return the action that click played (AI replies follow at instant speed)."""
    before = len(match.log)
    click(app, target)
    return match.log[before] if len(match.log) > before else None


def tile_centre(scene, pos):
    return scene.layout.rect(scene.view["cells"][pos]).center


def test_the_cave_table_is_registered():
    assert table_for("alibaba") is CaveTable


def test_clicking_a_takeable_tile_plays_that_take(app):
    match = Match.new("alibaba", seats(("human", "ai:easy")), 3, {})
    scene = sit(app, match)
    pos, action = next(iter(scene.takes.items()))
    assert action.kind == "take" and len(scene.takes) == 4
    assert clicked(app, match, tile_centre(scene, pos)) == action


def test_a_tile_that_cannot_be_taken_does_nothing(app):
    match = Match.new("alibaba", seats(("human", "ai:easy")), 3, {})
    scene = sit(app, match)
    corner = scene.layout.rect(scene.view["cells"][0])          # face down, bottom layer
    click(app, (corner.x + 4, corner.y + 4))
    click(app, (scene.layout.floor.right + 6, scene.layout.floor.bottom + 6))
    assert match.log == [] and scene.hover is None


def test_green_highlights_the_neighbours_and_either_takes_one_or_none(app):
    match = reach(("human", "ai:easy"), deciding(0, "green"), prefer="green")
    scene = sit(app, match)
    assert scene.takes and all(a.kind == "green" for a in scene.takes.values())
    assert scene.button.visible and scene.button.label == "Take no second tile"
    pos, action = next(iter(scene.takes.items()))
    assert clicked(app, match, tile_centre(scene, pos)) == action
    other = reach(("human", "ai:easy"), deciding(0, "green"), prefer="green")
    scene = sit(app, other)
    assert clicked(app, other, scene.button.rect.center) == Action("skip")


def test_the_grey_picker_offers_kinds_and_colours_and_a_click_bars_one(app):
    match = reach(("human", "ai:easy", "ai:easy"), deciding(0, "restrict"), prefer="grey")
    scene = sit(app, match)
    options = scene.card.options
    assert len(options) == 16 and {o.action.what for o in options} == {"kind", "colour"}
    chosen = options[-1]
    assert chosen.action == Action("restrict", what="colour", value="grey")
    assert clicked(app, match, chosen.rect.center) == chosen.action
    assert any("bars grey" in e.message for e in scene.log.entries)


def test_yellow_show_then_pick_through_clicks(app):
    match = reach(("human", "ai:easy", "ai:easy"), deciding(0, "show"), prefer="yellow")
    scene = sit(app, match)
    mine = sorted(t["tile"] for t in scene.view["screen"])
    assert [o.action.tile for o in scene.card.options] == mine
    assert clicked(app, match, scene.card.options[0].rect.center) == Action("show", tile=mine[0])
    picking = reach(("human", "ai:easy", "ai:easy"), deciding(0, "pick"), prefer="yellow")
    scene = sit(app, picking)
    shown = [t for _, t in scene.view["pending"]["shown"]]
    assert [o.action.tile for o in scene.card.options] == shown and None not in shown
    last = scene.card.options[-1].rect.center
    assert clicked(app, picking, last) == Action("pick", tile=shown[-1])


def captions(app, monkeypatch, card) -> list[tuple[str, int, pygame.Rect]]:
    """Each option's caption as the next frame draws it: (words, size, where)."""
    said = []
    real = text.draw

    def spy(surface, words, pos, size, *rest, **named):
        said.append((words, size, real(surface, words, pos, size, *rest, **named)))
        return said[-1][2]
    monkeypatch.setattr(text, "draw", spy)
    steps(app, 1)
    monkeypatch.setattr(text, "draw", real)
    under = {(o.rect.centerx, o.rect.bottom + 4) for o in card.options}
    return [caption for caption in said if caption[2].midtop in under]


@pytest.mark.parametrize("app", WINDOWS, indirect=True)
def test_the_show_cards_captions_stand_apart_whole_and_even(app, monkeypatch):
    """Tiles of one kind side by side read as two words ("diamond diamond", never
    "diamonddiamond"), none cut, all at one size, in four columns or five, at the large text."""
    app.apply_settings(replace(app.settings, text_size="large"))
    try:
        for held in (12, 16):                           # 14 tiles, then 21: four columns, five
            many = lambda s: deciding(0, "show")(s) and len(s.screens[0]) >= held  # noqa: E731
            scene = sit(app, reach(("human", "ai:easy"), many, seed=2, prefer="yellow"))
            drawn = captions(app, monkeypatch, scene.card)
            assert sorted(w for w, _, _ in drawn) == sorted(o.caption for o in scene.card.options)
            assert [w for w, _, _ in drawn].count("diamond") == 2
            rows = {}
            for _, _, rect in drawn:
                rows.setdefault(rect.y, []).append(rect)
            for row in rows.values():
                row.sort(key=lambda r: r.x)
                gaps = [b.left - a.right for a, b in zip(row, row[1:])]
                assert min(gaps, default=6) >= 6, gaps          # more than a space between
            assert len({size for _, size, _ in drawn}) == 1
    finally:
        app.apply_settings(replace(app.settings, text_size="normal"))


def test_the_lamp_keeps_or_swaps_with_a_display_tile(app):
    lamp = deciding(0, "lamp")
    match = reach(("human", "ai:easy"), lamp, options={"variant": "lamp"}, seed=9)
    scene = sit(app, match)
    assert scene.button.visible and scene.button.label == "Keep the lamp"
    wanted = scene.view["display"][2]["tile"]
    assert clicked(app, match, scene.display.cells[2].center) == Action("lamp_swap", tile=wanted)
    again = reach(("human", "ai:easy"), lamp, options={"variant": "lamp"}, seed=9)
    scene = sit(app, again)
    assert clicked(app, again, scene.button.rect.center) == Action("lamp_keep")


def test_colour_blind_mode_draws_each_colours_mark_on_the_tiles(app):
    match = Match.new("alibaba", seats(("human", "ai:easy")), 3, {})
    frames = []
    for symbols in (False, True):
        scene = sit(app, match, symbols)
        pos = next(iter(scene.takes))
        rect = scene.layout.rect(scene.view["cells"][pos])
        corner = pygame.Rect(rect.x, rect.y, rect.width // 3, rect.height // 3)
        frames.append(pygame.image.tobytes(app.canvas.subsurface(corner).pixels, "RGB"))
    assert frames[0] != frames[1]


def test_hot_seat_curtains_every_human_decision_and_hides_the_others_screens(app):
    yellow_by_human = lambda s: s.current == 0 and s.pending["decision"] == "show" \
        and s.to_move() == 1                                              # noqa: E731
    match = reach(("human", "human", "ai:easy"), yellow_by_human, prefer="yellow")
    scene = sit(app, match)
    curtain = app.stack.top
    assert isinstance(curtain, HandOff) and curtain.seat == 1 and scene.view == {}
    click(app, curtain.ready)
    assert scene.view["seat"] == 1 and scene.card is not None
    assert sorted(t["tile"] for t in scene.view["screen"]) == sorted(match.state.screens[1])
    shown = scene.card.options[0].action.tile
    told = len(scene.log.entries)          # the retold moves before may name it: it was taken
    click(app, scene.card.options[0].rect.center)
    while not isinstance(app.stack.top, HandOff):
        app.step(1.0)                                   # the AI seat shows, if it holds tiles
    assert app.stack.top.seat == 0 and scene.view["seat"] == 1
    assert all(name(shown) not in e.message for e in scene.log.entries[told:])
    click(app, app.stack.top.ready)
    held = {t["tile"] for t in scene.view["screen"]}
    assert scene.view["seat"] == 0 and held == set(match.state.screens[0])
    assert not held & set(match.state.screens[1])
    assert shown in [o.action.tile for o in scene.card.options]


def test_a_save_in_the_middle_of_a_yellow_resumes_at_the_pick(app):
    match = reach(("human", "ai:easy", "ai:normal"), deciding(0, "pick"), prefer="yellow")
    path = store.save_slot(match, "mid-yellow")
    resumed = store.load(path)
    scene = sit(app, resumed)
    assert isinstance(scene, CaveTable) and scene.view["pending"]["decision"] == "pick"
    assert [o.action for o in scene.card.options] == match.state.legal_actions()
    assert clicked(app, resumed, scene.card.options[0].rect.center).kind == "pick"


def first_target(scene):
    """Where a player who always takes the first highlighted choice clicks."""
    if scene.card is not None:
        return scene.card.options[0].rect.center
    if scene.takes:
        return tile_centre(scene, next(iter(scene.takes)))
    return scene.button.rect.center


@pytest.mark.parametrize("variant", ["small", "lamp"])
def test_a_whole_game_played_by_clicks_reaches_the_results(app, variant):
    kinds = ("human", "ai:easy") if variant == "small" else ("human", "ai:easy", "ai:normal")
    match = Match.new("alibaba", seats(kinds), 21, {"variant": variant})
    scene = sit(app, match)
    for _ in range(600):
        if isinstance(app.stack.top, CaveResults) or match.state.is_over():
            break
        if scene.actions:
            click(app, first_target(scene))
        else:
            app.step(1.0)
    steps(app, 3)
    assert isinstance(app.stack.top, CaveResults) and match.state.is_over()
    if SHOTS:
        pygame.image.save(app.window, os.path.join(SHOTS, f"cave-results-{variant}.png"))


MOMENTS = {
    "start": (("human", "ai:normal", "ai:easy"), lambda s: True, {}, None),
    "green": (("human", "ai:easy"), deciding(0, "green"), {}, "green"),
    "show": (("human", "ai:easy", "ai:easy"), deciding(0, "show"), {}, "yellow"),
    "grey": (("human", "ai:easy", "ai:easy", "ai:easy"), deciding(0, "restrict"), {}, "grey"),
    "lamp": (("human", "ai:easy"), deciding(0, "lamp"), {"variant": "lamp"}, None),
    "final": (("human", "ai:easy", "ai:easy", "ai:easy"),
              lambda s: s.last_turn is not None and s.to_move() == 0, {}, None),
    "small": (("human", "ai:easy"), lambda s: s.turn > 9 and s.to_move() == 0,
              {"variant": "small"}, None),
}


@pytest.mark.parametrize("window", [(1280, 720), (960, 540)])
def test_every_moment_of_the_cave_draws_at_two_window_sizes(window):
    from scenes.app import App
    application = App(window, threaded_ai=False)
    try:
        for moment, (kinds, want, options, prefer) in MOMENTS.items():
            match = reach(kinds, want, seed=9, options=options, prefer=prefer)
            sit(application, match, symbols=moment in ("grey", "small"))
            if SHOTS:
                pygame.image.save(application.window,
                                  os.path.join(SHOTS, f"cave-{moment}-{window[0]}.png"))
    finally:
        close_display()


def test_a_prompt_waits_for_the_board_and_a_flying_tile_is_shown_once(app):
    match = reach(("human", "ai:easy", "ai:easy"), deciding(0, "show"), prefer="yellow")
    scene = sit(app, match)
    option = scene.card.options[0]
    mine = scene.view["screen"][0]["tile"]
    flight = motion.Flight(mine, scene.card.rect, scene.treasures.slot("ring"))
    scene.timeline.add([Together([flight])], at_once=True)
    assert scene.board_busy()
    before = len(match.log)
    click(app, option.rect.center)              # hurries the flight, plays nothing
    assert len(match.log) == before and not scene.board_busy()

    panel = scene.treasures
    drawn, landing = (paper.Paper(pygame.Surface(panel.rect.bottomright), 1.0) for _ in range(2))
    panel.draw(drawn, False)
    panel.draw(landing, False, {mine})
    empty = paper.Paper(pygame.Surface(panel.rect.bottomright), 1.0)
    panels.TreasurePanel(panel.rect, [], panel.track).draw(empty, False)
    row = pygame.Rect(panel.rect.x + 12, panel.rect.y + panels.HEADER, 8, panel.row_h - 4)
    inside = [(x, y) for x in range(row.left, row.right) for y in range(row.top, row.bottom)]
    differs = [p for p in inside if drawn.get_at(p) != landing.get_at(p)]
    assert differs                      # the tile in flight is not in the panel as well


def hover_at(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    steps(app, 2)


def test_hovering_a_tile_or_the_legend_explains_its_colour(app):
    match = reach(("human", "ai:easy"), deciding(0, "lamp"), options={"variant": "lamp"}, seed=9)
    scene = sit(app, match)
    up = next(c for c in scene.view["cells"] if c["state"] == "up")
    hover_at(app, scene.layout.rect(up).center)
    assert scene.tip == ("tile", up["tile"])
    title, lines = legend.tip(up["tile"])
    assert title == f"{up['colour'].capitalize()} {up['kind']}"
    assert lines[0] == legend.EFFECTS[up["colour"]][1]
    shown = scene.view["display"][0]["tile"]
    hover_at(app, scene.display.cells[0].center)
    assert scene.tip == ("tile", shown)
    held = scene.treasures.groups[0][1][0]
    hover_at(app, scene.treasures.slot(scene.treasures.groups[0][0]).center)
    assert scene.tip == ("tile", held)
    for hue, row in legend.entries(LEGEND):
        hover_at(app, row.center)
        assert scene.tip == ("legend", hue)


def test_watching_ais_the_treasures_are_named_for_their_seat_not_you(app):
    match = Match.new("alibaba", seats(("ai:easy", "ai:easy")), 5)
    scene = sit(app, match)
    assert scene.treasures.title == f"{scene.names[scene.view['seat']]}'s treasures"
    played = sit(app, Match.new("alibaba", seats(("human", "ai:easy")), 5))
    assert played.treasures.title == "Your treasures"


def test_a_barred_tiles_tip_says_who_barred_it(app):
    """A face-up tile another player's grey bar keeps you from: its tip says so."""
    named = {"kind": lambda t: name(t).split()[-1], "colour": lambda t: name(t).split()[0]}

    def barred_here(state) -> list:
        if state.to_move() != 0 or state.pending["decision"] != "take":
            return []
        takeable = {a.tile for a in state.legal_actions() if a.kind == "take"}
        return [(t, ban) for t, shown in zip(state.cells, state.up)
                for ban in state.restrictions
                if t is not None and shown and t not in takeable and ban["by"] != 0
                and named[ban["what"]](t) == ban["value"]]

    match = reach(("human", "ai:easy"), barred_here, prefer="grey", rng_seed=3)
    scene = sit(app, match)
    for tile, ban in barred_here(match.state):
        said = scene.barred_lines(tile)
        assert said and said[0].startswith(f"Barred by {match.seats[ban['by']].name} until")
    for action in scene.takes.values():
        assert scene.barred_lines(action.tile) == []
