"""The Thieves of Bagdad results: after a game played out by the AIs every row shows its seat's
character, wish, gems and value as the result has them; the line above says why the winners
won for each way a game ends; six seats still fit the 1280×720 canvas.

Set SESAME_SHOTS=DIR to keep the rendered screens as PNGs."""
import os
from pathlib import Path

import pygame
import pytest

from cli.arena import play_out
import engine.bagdad as g
from engine import catalog
from engine.bagdad.gems import GEMS
from engine.bagdad.rounds import finish
from engine.match import Match, Seat
from scenes.bagdad import results as module
from scenes.bagdad.results import BagdadResults, reason
from scenes.kit import paper
from scenes.screens import results as screens_results
from scenes.table.host import TableScene
from support.bagdad_fixtures import give_gems, purchase
from support.scenes import click, steps

NAMES = ("Layla", "Omar", "Zubaida", "Kasim", "Jasmine", "Harun")


def seats(players: int, level: str = "normal") -> list[Seat]:
    return [Seat(NAMES[i], "ai", level) for i in range(players)]


def played(players: int, seed: int, **options) -> Match:
    match = Match.new("bagdad", seats(players), seed, options)
    play_out(match, {})
    assert match.state.is_over()
    return match


def ended(why: str, pouches: dict, players: int = 3) -> Match:
    """A game ended by `why` with those gems in the pouches (its log does not lead here: only
    the result and the reason are asked of it)."""
    state = purchase(players)
    for seat, gems in pouches.items():
        give_gems(state, seat, gems)
    finish(state, why)
    return Match(catalog.get("bagdad"), seats(players), 1, {}, state)


def open_results(app, match: Match) -> BagdadResults:
    table = app.stack.reset(TableScene(app, match))
    scene = app.stack.push(BagdadResults(app, table))
    steps(app, 40)
    return scene


def shot(app, name: str) -> paper.Paper:
    frame = paper.Paper(pygame.Surface((1280, 720)), 1.0)
    app.stack.draw(frame)
    out = os.environ.get("SESAME_SHOTS")
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        pygame.image.save(frame.pixels, str(Path(out) / f"{name}.png"))
    return frame


@pytest.mark.parametrize("players, seed", [(3, 1), (6, 2)])
def test_a_finished_game_opens_rows_that_match_its_result(app, monkeypatch, players, seed):
    match = played(players, seed)
    words, icon_rows = [], []
    real_text, real_icons = module.text.draw, BagdadResults.draw_icons
    monkeypatch.setattr(module.text, "draw", lambda s, content, *a, **k: words.append(content)
                        or real_text(s, content, *a, **k))
    monkeypatch.setattr(BagdadResults, "draw_icons", lambda self, s, icons, cell: icon_rows.append(
        icons) or real_icons(self, s, icons, cell))
    scene = open_results(app, match)
    assert scene.panel.top >= 0 and scene.panel.bottom <= 720       # six rows fit the canvas
    assert scene.message == reason(match) and scene.title.endswith(("wins!", "share the win!"))
    words.clear()
    icon_rows.clear()
    frame = shot(app, f"bagdad-results-{players}")
    result = match.state.result()
    names = {id(icon): (gem, True) for gem, icon in scene.icons.items()}
    names.update({id(icon): (gem, False) for gem, icon in scene.faded.items()})
    shown = iter(icon_rows)
    for d in result.details:
        assert d["character"] in words and str(d["gem_value"]) in words
        wish = [names[id(icon)] for icon in next(shown)]
        assert [gem for gem, _ in wish] == d["wish"]
        owned = list(d["gems"])
        for gem, full in wish:                     # full where the pouch holds that gem
            assert full == (gem in owned)
            if full:
                owned.remove(gem)
        if d["gems"]:
            gems = [names[id(icon)] for icon in next(shown)]
            assert sorted(gem for gem, _ in gems) == sorted(d["gems"]) and all(f for _, f in gems)
        else:
            assert "none" in words
    assert next(shown, None) is None
    assert frame.get_at(scene.panel.center) != frame.get_at((2, 2))


def test_play_again_deals_a_new_game_with_the_same_options_and_temperaments_dealt_again(
        app, monkeypatch):
    chosen = {"round_limit": 30, "first_player": 2, "characters": ["Sinbad", "David", "Afif"]}
    match = played(3, 4, **g.options_for(chosen, 3, 4))
    dealt = match.options["temperaments"]
    seed = next(s for s in range(100) if g.options_for(chosen, 3, s)["temperaments"] != dealt)
    monkeypatch.setattr(screens_results.secrets, "randbelow", lambda n: seed)
    scene = open_results(app, match)
    click(app, next(w for w in scene.widgets if w.label == "Play again"))
    fresh = app.stack.top.match
    assert fresh is not match and fresh.seed == seed and not fresh.log
    assert {k: v for k, v in fresh.options.items() if k != "temperaments"} \
        == {k: v for k, v in match.options.items() if k != "temperaments"}
    assert fresh.options["temperaments"] == fresh.state.temperaments \
        == g.options_for(chosen, 3, seed)["temperaments"] != dealt


@pytest.mark.parametrize("why, pouches, expected", [
    ("vizier", {1: ["ruby", "emerald"]},
     "The Grand Vizier reached the Palace: Omar's wish (ruby + emerald) came true."),
    ("vizier", {0: ["diamond", "sapphire"], 2: ["ruby", "sapphire", "false"]},
     "The Grand Vizier reached the Palace: Layla's wish (diamond + sapphire) and Zubaida's wish "
     "(ruby + sapphire + false stone) came true."),
    ("vizier", {0: ["diamond", "sapphire"], 1: ["ruby", "emerald"],
                2: ["ruby", "sapphire", "false"]},
     "The Grand Vizier reached the Palace: the wishes of Layla, Omar and Zubaida came true."),
    ("vizier", {0: ["false"], 2: ["sapphire"]},
     "The Grand Vizier reached the Palace but no wish came true: the highest gem value wins."),
    ("round_limit", {1: ["ruby", "emerald"]},
     "The round limit (40 rounds) ended the game: the highest gem value wins."),
    ("stalled", {},
     "Nobody could earn another card, so the game ended: the highest gem value wins."),
])
def test_the_line_above_says_why_the_winners_won(why, pouches, expected):
    # wishes in the fixture's seed-1 deal: Layla diamond + sapphire, Omar ruby + emerald,
    # Zubaida ruby + sapphire + false
    match = ended(why, pouches)
    assert [d["wish"] for d in match.state.result().details] == [
        ["diamond", "sapphire"], ["ruby", "emerald"], ["ruby", "sapphire", "false"]]
    assert reason(match) == expected


class Recorder(paper.Paper):
    """A surface that remembers where each blit landed."""

    def __init__(self) -> None:
        super().__init__(pygame.Surface((1280, 720)), 1.0)
        self.boxes: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        self.boxes.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


def test_many_gems_crowd_into_their_cell_without_leaving_it(app):
    match = ended("round_limit", {0: list(GEMS) * 2 + ["false", "sapphire"], 1: ["diamond"]}, 6)
    scene = open_results(app, match)
    shot(app, "bagdad-results-crowded")
    xs, col_w = scene.column_xs()
    cell = pygame.Rect(xs[3], 300, col_w, scene.row_h - 4)
    surface = Recorder()
    scene.draw_icons(surface, [scene.icons["ruby"]] * 12, cell)
    assert len(surface.boxes) == 12 and all(cell.contains(b) for b in surface.boxes)
    assert len({b.x for b in surface.boxes}) == 12                  # each still shows a sliver


def test_the_corners_of_a_gem_icon_show_the_row_beneath_it(app, monkeypatch):
    # an owned gem's icon was blitted with blending off: a black square behind the gem
    match = ended("round_limit", {0: ["ruby", "diamond"]})
    scene = open_results(app, match)
    cells = []
    real = BagdadResults.draw_icons
    monkeypatch.setattr(BagdadResults, "draw_icons", lambda self, s, icons, cell: cells.append(
        (len(s.boxes), icons)) or real(self, s, icons, cell))
    frame = Recorder()
    app.stack.draw(frame)
    owned = [icons for _, icons in cells if scene.icons["ruby"] in icons]
    assert owned and len(cells) > 1
    for first, icons in cells:
        for box in frame.boxes[first:first + len(icons)]:
            assert box.size == (module.ICON, module.ICON)
            beside = frame.get_at((box.x - 1, box.top + 1))
            assert frame.get_at(box.topleft) == beside, box
            assert frame.get_at((box.right - 1, box.bottom - 1)) == frame.get_at(
                (box.x - 1, box.bottom - 1))
