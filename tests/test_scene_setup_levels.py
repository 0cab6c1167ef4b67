"""The setup screen says in one line what each AI level of the chosen game is like: one line
per level the game offers (no more), inside the players' panel, clear of the seat rows, the
reason a choice clashes and the seed, even with the most seats."""
import pytest

from engine import ai, catalog
from engine.ai import alibaba as alibaba_ai
from scenes.screens import levels, setup as setup_screen
from scenes.kit import text, theme
from scenes.screens.setup import RIGHT, SetupScene
from support.scenes import click, drawn_lines, start
from support.shots import keep

GAMES = ("alibaba", "forty_thieves", "bagdad")


def choose(app, setup, name: str, players: int) -> None:
    game = catalog.get(name)
    click(app, next(b for b in setup.game_buttons if b.label == game.TITLE))
    while setup.count.value != players:
        click(app, (setup.count.rect.right - 10, setup.count.rect.centery))


@pytest.mark.parametrize("name, hard", [(g, False) for g in GAMES] + [("bagdad", True)])
def test_one_line_per_offered_level_fits_the_players_panel(app, monkeypatch, name, hard):
    game = catalog.get(name)
    if hard:                    # as when Bagdad gets its hard level: three lines
        policies = ai.policies_for(game)
        monkeypatch.setitem(ai._extra, name, {**policies, "hard": policies["normal"]})
    setup = start(app, SetupScene)
    choose(app, setup, name, game.MAX_PLAYERS)
    if name == "bagdad":        # a clash puts its reason under the seats too
        values = setup.seat_values["characters"]
        values[1] = values[3] = setup.declared["characters"]["choices"][3][0]
        setup.build_seats()
        assert setup.problem
    said = drawn_lines(app, monkeypatch, setup)
    offered = ai.levels(game, game.MAX_PLAYERS)
    assert [level for level, _ in levels.lines(game, game.MAX_PLAYERS)] == offered
    seats_bottom = max(w.rect.bottom for w in setup.seat_widgets)
    for level, line in levels.lines(game, game.MAX_PLAYERS):
        label, words = said[level.capitalize()], said[line]
        assert words.width == theme.font(setup_screen.LEVEL_SIZE, "italic").size(line)[0]  # whole
        assert RIGHT.contains(label.union(words))
        assert label.right < words.x and label.top == words.top
        assert words.top > seats_bottom and words.bottom < setup.seed_field.rect.top
    if setup.problem:           # a line of room for it
        assert setup.levels_top() - seats_bottom >= text.line_height(18, "bold")
    keep(app.canvas, f"setup_levels_{name}{'_hard' * hard}")


def test_a_level_the_game_does_not_offer_is_not_described(app, monkeypatch):
    monkeypatch.setitem(ai._extra, "alibaba", {"easy": alibaba_ai.easy,
                                               "normal": alibaba_ai.normal})
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba", 2)
    said = drawn_lines(app, monkeypatch, setup)
    assert "Easy" in said and "Normal" in said and "Hard" not in said
    assert levels.said(catalog.get("alibaba"))["hard"] not in said


def test_every_shipped_game_has_a_line_for_every_level():
    for name in GAMES:
        assert set(levels.said(catalog.get(name))) == {"easy", "normal", "hard"}


def test_a_level_kept_to_some_seat_counts_is_explained_where_it_is_not_offered(monkeypatch):
    from engine.ai import forty_thieves as ft_ai
    monkeypatch.setattr(ft_ai, "SEATS", {"hard": (2, 3)}, raising=False)
    game = catalog.get("forty_thieves")
    kept = ai.seats_for(game)["hard"]
    beyond = max(kept) + 1
    assert "hard" not in ai.levels(game, beyond)
    words = f" and {max(kept)}" if len(kept) == 2 else ""
    assert levels.kept_out(game, beyond) == [
        ("hard", f"only at {min(kept)}{words} players: at more it does not yet beat normal")]
    assert levels.kept_out(game, max(kept)) == []
    assert levels._counts([2, 3, 4]) == "2 to 4" and levels._counts([2, 4, 6]) == "2, 4 and 6"
