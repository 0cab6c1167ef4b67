"""Thieves of Bagdad's options — a character per seat, the round limit, the first slipper — as
the setup screen offers them (driven with the mouse) and as the command line takes them; the
other games' setup is left as it was."""
import pygame
import pytest

import engine.bagdad as g
from cli.main import run
from engine.bagdad import CHARACTERS, RANDOM, options_for, seat_options
from engine.core import RuleError
from saves import store
from scenes.kit.dialogs import Dialog
from scenes.screens.setup import SetupScene
from scenes.table.host import TableScene
from support.cli import one_line_error
from support.scenes import click, key, start


def bagdad_setup(app, players: int = 3) -> SetupScene:
    setup = start(app, SetupScene)
    click(app, next(b for b in setup.game_buttons if b.label == g.TITLE))
    assert setup.game is g
    while setup.count.value != players:
        click(app, (setup.count.rect.right - 10, setup.count.rect.centery))
    return setup


def choose(app, selector, label: str) -> None:
    """Click the selector's right arrow until it shows `label`."""
    for _ in selector.options:
        if selector.options[selector.index][1] == label:
            return
        click(app, (selector.rect.right - 10, selector.rect.centery))
    raise AssertionError(f"{label!r} is not offered")


def type_seed(app, setup, digits: str) -> None:
    click(app, setup.seed_field)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=digits))
    app.step(0)


# --- the setup screen ------------------------------------------------------------------------

def test_the_screen_offers_a_character_per_seat_a_round_limit_and_the_first_slipper(app):
    setup = bagdad_setup(app, 4)
    characters = setup.seat_options["characters"]
    assert len(characters) == 4
    assert [label for _, label in characters[0].options] == ["Random character", *CHARACTERS]
    assert all(c.value == RANDOM for c in characters)
    assert [v for v, _ in setup.game_options["round_limit"].options] == [10, 20, 30, 40, 60,
                                                                         80, 120]
    assert setup.game_options["round_limit"].value == 40
    assert [label for _, label in setup.game_options["first_player"].options] == [
        "Seat 1", "Random seat"]
    assert setup.variant not in setup.widgets          # Bagdad has none: options take its place
    rows = [setup.seat_widgets[2 * i:2 * i + 2] + [characters[i]] for i in range(4)]
    for row in rows:                                   # name, kind, character side by side
        assert all(a.rect.right < b.rect.x for a, b in zip(row, row[1:]))
        assert row[-1].rect.right <= 1240 - 20
    boxes = [w.rect for w in setup.widgets if w.visible]
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_start_deals_the_chosen_characters_round_limit_and_first_player(app):
    setup = bagdad_setup(app, 3)
    characters = setup.seat_options["characters"]
    choose(app, characters[0], "Sinbad")
    choose(app, characters[2], "Said")
    choose(app, setup.game_options["round_limit"], "60 rounds")
    choose(app, setup.game_options["first_player"], "Random seat")
    type_seed(app, setup, "42")
    click(app, setup.start_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and setup not in app.stack.scenes
    match = table.match
    expected = seat_options(options_for({"characters": ["Sinbad", RANDOM, "Said"],
                                         "round_limit": 60, "first_player": RANDOM}, 3, 42),
                            [seat.is_ai for seat in table.match.seats])
    assert expected["temperaments"][0] is None     # a person's seat has no temperament
    assert match.seed == 42 and match.options == expected
    dealt = match.options["characters"]
    assert dealt[0] == "Sinbad" and dealt[2] == "Said" and dealt[1] not in ("Sinbad", "Said")
    state = match.state
    assert [CHARACTERS[c] for c in state.characters] == dealt
    assert state.round_limit == 60
    assert state.first_player == state.slipper == match.options["first_player"]
    assert store.load(store.autosave(match)).options == match.options   # it saves as dealt


def test_defaults_leave_the_deal_of_characters_to_the_game(app):
    setup = bagdad_setup(app, 5)
    type_seed(app, setup, "7")
    key(app, pygame.K_RETURN)                 # the first Enter ends the typing of the seed
    assert app.stack.top is setup
    key(app, pygame.K_RETURN)
    match = app.stack.top.match
    temperaments = match.options.pop("temperaments")     # dealt from the seed, one a seat
    assert match.options == {"round_limit": 40, "first_player": 0}
    assert match.state.first_player == 0 and match.state.round_limit == 40
    assert len(set(match.state.characters)) == 5
    assert match.state.temperaments == temperaments and len(temperaments) == 5


def test_a_character_chosen_twice_is_named_and_start_waits(app):
    setup = bagdad_setup(app, 4)
    characters = setup.seat_options["characters"]
    choose(app, characters[1], "David")
    choose(app, characters[3], "David")
    assert setup.problem == "David is chosen for seats 2 and 4: each character can play only once"
    assert not setup.start_button.enabled
    key(app, pygame.K_RETURN)
    click(app, setup.start_button)
    assert app.stack.top is setup
    setup.start()                                      # even if reached: a dialog, no traceback
    assert isinstance(app.stack.top, Dialog) and "David is chosen" in app.stack.top.message
    key(app, pygame.K_ESCAPE)
    click(app, (setup.count.rect.x + 10, setup.count.rect.centery))   # seat 4 leaves the table
    assert setup.problem is None and setup.start_button.enabled
    click(app, setup.start_button)
    assert app.stack.top.match.options["characters"][1] == "David"


def test_the_other_games_keep_their_screen(app):
    setup = start(app, SetupScene)
    for game in setup.games:
        click(app, next(b for b in setup.game_buttons if b.label == game.TITLE))
        if game is g:
            continue
        assert setup.seat_options == {} and setup.game_options == {}
        assert setup.variant in setup.widgets
        name, kind = setup.seat_widgets[:2]
        assert (name.rect.x, name.rect.width) == (634, 300) and kind.rect.right == 1216
    click(app, next(b for b in setup.game_buttons if b.label == "Mini Game"))
    click(app, setup.start_button)
    assert app.stack.top.match.options == {}


# --- resolving random choices ----------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 6])
def test_random_choices_come_from_the_seed_and_never_repeat_a_chosen_character(players):
    chosen = {"characters": ["Afif"] + [RANDOM] * (players - 1), "first_player": RANDOM}
    dealt = [options_for(chosen, players, seed) for seed in range(40)]
    assert dealt == [options_for(chosen, players, seed) for seed in range(40)]
    for options in dealt:
        assert options["characters"][0] == "Afif"
        assert sorted(set(options["characters"])) == sorted(options["characters"])
        g.new_game(players, 1, **options)
    assert len({tuple(o["characters"]) for o in dealt}) > 1
    assert {o["first_player"] for o in dealt} == set(range(players))


def test_options_the_game_cannot_take_are_one_line_rule_errors():
    for chosen, words in [({"characters": ["Said", RANDOM, "Said"]}, "seats 1 and 3"),
                          ({"characters": ["Said", "Jafar", RANDOM]}, "'Jafar' is not a char"),
                          ({"characters": ["Said"]}, "1 characters for 3 seats")]:
        with pytest.raises(RuleError, match=words):
            options_for(chosen, 3, 1)


# --- the command line ------------------------------------------------------------------------

def test_play_takes_the_options(no_window):
    assert run(["play", "bagdad", "--players", "human,ai:normal,ai:easy", "--round-limit", "12",
                "--characters", "sinbad, Random ,DAVID", "--first-player", "3",
                "--seed", "5"]) == 0
    [match] = no_window
    people = [False, True, True]          # seat 1 is a person's: no temperament there
    assert match.options == seat_options(options_for({"characters": ["Sinbad", RANDOM, "David"],
                                                      "round_limit": 12, "first_player": 2},
                                                     3, 5), people)
    assert match.state.round_limit == 12 and match.state.first_player == 2
    assert CHARACTERS[match.state.characters[2]] == "David"
    assert run(["play", "bagdad", "--first-player", "random", "--seed", "5"]) == 0
    assert no_window[1].options == seat_options(options_for({"first_player": RANDOM}, 3, 5),
                                                people)


@pytest.mark.parametrize("argv, expected", [
    (["play", "alibaba", "--round-limit", "10"], "Ali Baba has no option --round-limit"),
    (["play", "forty_thieves", "--characters", "Sinbad,David,Said"], "has no option --characters"),
    (["play", "minigame", "--first-player", "1"], "Mini Game has no option --first-player"),
    (["play", "bagdad", "--round-limit", "0"], "'0' must be 1 or more"),
    (["play", "bagdad", "--round-limit", "soon"], "'soon' is not a whole number"),
    (["play", "bagdad", "--characters", "Sinbad,David"], "2 characters for 3 seats"),
    (["play", "bagdad", "--characters", "Sinbad,sinbad,Said"], "Sinbad is chosen for seats 1 an"),
    (["play", "bagdad", "--characters", "Sinbad,Aladdin,Said"], "'Aladdin' is not a character"),
    (["play", "bagdad", "--first-player", "4"], "--first-player 4 is not a seat of 3"),
    (["play", "bagdad", "--first-player", "last"], "'last' is not a seat number"),
    (["arena", "--game", "alibaba", "--players", "ai,ai", "--round-limit", "5"], "no option"),
    (["arena", "--game", "bagdad", "--players", "ai,ai,ai", "--characters", "Said,Said,Afif"],
     "Said is chosen for seats 1 and 2"),
])
def test_options_that_do_not_apply_or_do_not_fit_are_one_line_errors(
        capsys, no_window, argv, expected):
    one_line_error(capsys, argv, expected)
    assert no_window == []


def test_play_help_names_the_options(capsys):
    assert run(["play", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--round-limit N" in out and "--characters NAME,NAME,..." in out
    assert "--first-player N|random" in out and "Sheherazade" in out


def test_arena_plays_every_game_with_the_options(capsys, tmp_path):
    out = tmp_path / "games"
    assert run(["arena", "--game", "bagdad", "--players", "ai:easy,ai:easy,ai:easy", "--games",
                "3", "--round-limit", "2", "--characters", "Said,random,random",
                "--first-player", "random", "--save-to", str(out), "--json"]) == 0
    matches = [store.load(p) for p in sorted(out.glob("*.json"))]
    assert len(matches) == 3
    for match in matches:
        assert match.options == options_for({"characters": ["Said", RANDOM, RANDOM],
                                             "round_limit": 2, "first_player": RANDOM},
                                            3, match.seed)
        assert match.state.round <= 2 and CHARACTERS[match.state.characters[0]] == "Said"
