"""The setup screen offers only what can start (issue 11, item 3): the seat counts follow the
variant as the game's rules take them, the label says that range, and the kinds Ali Baba's
Equal Treasures and Smaller Cave leave out can be chosen, or left to chance."""
import pygame
import pytest

from engine import catalog
from engine.match import Match
from saves import store
from saves.names import variant_title
from scenes.screens import setup as setup_screen
from scenes.kit import theme
from scenes.screens.setup import LEFT, RIGHT, SetupScene
from scenes.table.host import TableScene
from support.scenes import click, drawn_lines as drawn, start, steps
from support.shots import keep


def choose(app, setup, name: str, variant=None):
    game = catalog.get(name)
    click(app, next(b for b in setup.game_buttons if b.label == game.TITLE))
    while setup.variant.value != variant:
        click(app, (setup.variant.rect.right - 10, setup.variant.rect.centery))
    return game


def counts_offered(setup) -> list[int]:
    return [n for n, _ in setup.count.options]


def test_the_smaller_cave_offers_two_seats_only_and_says_so(app, monkeypatch):
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba")
    assert setup.count.value == 3 and counts_offered(setup) == [2, 3, 4]
    assert "2–4 can play" in drawn(app, monkeypatch, setup)
    choose(app, setup, "alibaba", "small")
    assert setup.variant.options[setup.variant.index][1] == "Smaller Cave"
    assert counts_offered(setup) == [2] and setup.count.value == 2
    assert len(setup.seat_widgets) == 4
    said = drawn(app, monkeypatch, setup)
    assert "only 2 can play" in said and "2–4 can play" not in said
    keep(app.window, "setup-smaller-cave")
    click(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and len(table.match.seats) == 2
    assert table.match.options["variant"] == "small"


def test_leaving_the_smaller_cave_gives_back_the_seat_count_chosen_before(app):
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba")
    click(app, (setup.count.rect.right - 10, setup.count.rect.centery))     # 3 -> 4
    assert setup.count.value == 4
    choose(app, setup, "alibaba", "small")
    assert setup.count.value == 2
    choose(app, setup, "alibaba", None)                                       # wraps round
    assert setup.count.value == 4 and counts_offered(setup) == [2, 3, 4]


@pytest.mark.parametrize("name", ["alibaba", "forty_thieves", "bagdad", "minigame"])
def test_every_seat_count_offered_with_every_variant_starts(app, name):
    game = catalog.get(name)
    for variant in (None, *game.VARIANTS):
        counts = setup_screen.seat_counts(game, variant)
        assert counts, variant
        for players in range(game.MIN_PLAYERS, game.MAX_PLAYERS + 1):
            options = {"variant": variant} if variant else {}
            try:
                game.new_game(players=players, seed=1, **options)
                starts = True
            except Exception:
                starts = False
            assert starts == (players in counts), (variant, players)


def test_variants_are_named_as_a_player_names_them():
    game = catalog.get("alibaba")
    assert [variant_title(game, v) for v in (None, *game.VARIANTS)] == [
        "Standard", "Aladdin's Lamp", "Equal Treasures", "Smaller Cave"]
    assert variant_title(catalog.get("minigame"), "short") == "Short"
    assert setup_screen.seats_phrase([2]) == "only 2 can play"
    assert setup_screen.seats_phrase([3, 4, 5, 6]) == "3–6 can play"


def test_the_smaller_cave_leaves_out_the_three_kinds_chosen(app, monkeypatch):
    catalog.unregister("minigame")          # the shipped games only, as the app lists them
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba", "small")
    chips = {chip.label: chip for chip in setup.left_out_chips}
    assert len(chips) == 10
    for label in ("Ring", "Lamp", "Crown", "Carpet"):       # a fourth pushes out the first
        click(app, chips[label])
    assert setup.left_out_chosen == ["lamp", "crown", "carpet"]
    assert [c.style for c in chips.values()].count("primary") == 3
    said = drawn(app, monkeypatch, setup)
    for chip in setup.left_out_chips:        # every chip inside the left panel, name whole
        assert LEFT.contains(chip.rect)
        assert theme.font(15, "bold").size(chip.label)[0] <= chip.rect.width - 20
    hint = said["known to all; click a kind to change it"]
    assert LEFT.contains(hint) and LEFT.contains(said["Left out"])
    keep(app.window, "setup-smaller-cave-chosen")
    click(app, setup.seed_field)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="77"))
    steps(app, 1)
    click(app, setup.start_button)
    match = app.stack.top.match
    assert match.options == {"variant": "small", "removed_kinds": ["carpet", "crown", "lamp"]}
    assert match.state.removed_kinds == ["carpet", "crown", "lamp"]
    again = store.load(store.save_slot(match, "chosen kinds"))     # a save deals them again
    assert again.state.removed_kinds == ["carpet", "crown", "lamp"]


def test_kinds_not_chosen_are_drawn_from_the_seed(app):
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba", "small")
    click(app, next(c for c in setup.left_out_chips if c.label == "Ring"))
    first, again = setup.options(5), setup.options(5)
    assert first == again and "ring" in first["removed_kinds"]
    assert len(set(first["removed_kinds"])) == 3
    seeds = {tuple(setup.options(seed)["removed_kinds"]) for seed in range(20)}
    assert len(seeds) > 1
    click(app, next(c for c in setup.left_out_chips if c.label == "Ring"))   # unchosen again
    assert "removed_kinds" not in setup.options(5)       # all to chance: the game's own deal
    Match.new("alibaba", setup.seats(), 5, setup.options(5))


def test_equal_treasures_leaves_out_the_one_kind_chosen(app):
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba", "equal")
    assert counts_offered(setup) == [2, 3, 4]
    chips = {chip.label: chip for chip in setup.left_out_chips}
    click(app, chips["Ring"])
    click(app, chips["Necklace"])
    assert setup.left_out_chosen == ["necklace"]
    assert setup.options(1) == {"variant": "equal", "removed_kinds": ["necklace"]}


def test_no_kind_chips_where_nothing_is_left_out(app):
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba", "lamp")
    assert setup.left_out_chips == [] and counts_offered(setup) == [2, 3, 4]
    for name in ("forty_thieves", "bagdad"):
        choose(app, setup, name)
        assert setup.left_out_chips == []
        assert not any(w in setup.widgets for w in setup.left_out_chips)


def test_the_players_label_fits_beside_the_seat_count(app, monkeypatch):
    setup = start(app, SetupScene)
    for name in ("alibaba", "forty_thieves", "bagdad"):
        game = choose(app, setup, name)
        for variant in (None, *game.VARIANTS):
            choose(app, setup, name, variant)
            phrase = setup_screen.seats_phrase(setup_screen.seat_counts(game, variant))
            rect = drawn(app, monkeypatch, setup)[phrase]
            assert RIGHT.contains(rect) and rect.right < setup.count.rect.x
