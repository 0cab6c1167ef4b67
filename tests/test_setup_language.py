"""The games' own words outside their catalogues in the language in use: the titles, the
variants, Thieves of Bagdad's setup options and the engine's errors about seats, said on the
New game screen, the saves' lines, the window's caption and the command line; every AI level's
line reads whole on the New game screen at both window sizes; the English is left as it was."""
import pytest

from cli.main import run
from engine import catalog
from engine.match import Match, Seat, SeatSpecError, seats_from_specs
from engine.core import RuleError
from engine.words import language
from saves import names
from scenes.kit import text, theme
from scenes.screens import levels, setup as setup_screen
from scenes.screens.setup import LEFT, RIGHT, SetupScene
from scenes.tables import open_match
from support.fixtures import WINDOWS
from support.scenes import click, drawn_lines, start

GAMES = ("alibaba", "forty_thieves", "bagdad")


@pytest.fixture
def german():
    """German for this test, also after the app applies its settings."""
    language.force("de")
    language.use("de")
    yield
    language.force(None)
    language.use(language.ENGLISH)


def choose(app, setup, name: str, players: int | None = None, variant=None):
    game = catalog.get(name)
    click(app, next(b for b in setup.game_buttons if b.label == game.TITLE))
    while setup.variant.value != variant:
        click(app, (setup.variant.rect.right - 10, setup.variant.rect.centery))
    while players is not None and setup.count.value != players:
        click(app, (setup.count.rect.right - 10, setup.count.rect.centery))
    return game


def test_the_titles_and_variants_in_german(german):
    assert [names.game_title(n) for n in GAMES] == [
        "Ali Baba", "Ali Baba und die 40 Räuber", "Die Diebe von Bagdad"]
    alibaba = catalog.get("alibaba")
    assert [names.variant_title(alibaba, v) for v in (None, "lamp", "equal", "small")] == [
        "Standard", "Aladins Wunderlampe", "Gleiche Schätze", "Kleine Höhle"]
    assert names.game_line("alibaba", "small") == "Ali Baba, Kleine Höhle"
    assert names.game_line("forty_thieves", None, standard=True) == "Ali Baba und die 40 Räuber"


def test_the_titles_and_variants_stay_english_in_english():
    assert [names.game_title(n) for n in GAMES] == [
        "Ali Baba", "Ali Baba and the Forty Thieves", "Thieves of Bagdad"]
    assert names.game_line("alibaba", "lamp") == "Ali Baba, Aladdin's Lamp"


def test_the_new_game_screen_says_the_games_and_bagdads_options_in_german(app, monkeypatch,
                                                                          german):
    setup = start(app, SetupScene)
    choose(app, setup, "bagdad", 4)
    said = drawn_lines(app, monkeypatch, setup)
    for words in ("Ali Baba und die 40 Räuber", "Die Diebe von Bagdad", "Rundenlimit",
                  "Pantoffel", "40 Runden", "Platz 1", "Zufälliger Charakter",
                  "Beendet eine Partie, deren Großwesir den Palast nie erreicht.",
                  "Jeder Charakter schätzt andere Waren am meisten: Wähle einen, um sie zu "
                  "sehen"):
        assert words in said, words
    first = setup.seat_options["characters"][0]
    while first.value != "Sinbad":
        click(app, (first.rect.right - 10, first.rect.centery))
    said = drawn_lines(app, monkeypatch, setup)
    assert "Sindbad" in said
    assert "Sindbad schätzt am meisten: Töpferwaren, Salz, Parfüm, Silber und Bernstein" \
        in said
    second = setup.seat_options["characters"][1]
    while second.value != "Sinbad":
        click(app, (second.rect.right - 10, second.rect.centery))
    assert setup.problem == ("Sindbad ist für die Plätze 1 und 2 gewählt: Jeder Charakter "
                             "spielt nur einmal")


def test_the_kinds_left_out_are_named_in_german_and_chosen_by_kind(app, german):
    setup = start(app, SetupScene)
    choose(app, setup, "alibaba", variant="small")
    chips = {chip.label: chip for chip in setup.left_out_chips}
    assert list(chips)[:3] == ["Teppich", "Statue", "Rubin"] and "Halskette" in chips
    for label in ("Ring", "Lampe", "Krone", "Teppich"):     # a fourth pushes out the first
        click(app, chips[label])
    assert setup.left_out_chosen == ["lamp", "crown", "carpet"]
    assert [chip.label for chip in setup.left_out_chips if chip.style == "primary"] == [
        "Teppich", "Krone", "Lampe"]
    assert setup.variant.options[setup.variant.index][1] == "Kleine Höhle"
    for chip in setup.left_out_chips:        # every name whole, "Halskette" a point smaller
        size = text.fitting_size(chip.label, chip.rect.width - 20, 15, "bold")
        assert LEFT.contains(chip.rect) and size >= 14
        assert theme.font(size, "bold").size(chip.label)[0] <= chip.rect.width - 20


@pytest.mark.parametrize("app", WINDOWS, indirect=True)
@pytest.mark.parametrize("name", GAMES)
def test_every_ai_levels_line_reads_whole_in_german(app, monkeypatch, german, name):
    game = catalog.get(name)
    setup = start(app, SetupScene)
    choose(app, setup, name, game.MAX_PLAYERS)
    said = drawn_lines(app, monkeypatch, setup)
    lines = levels.lines(game, game.MAX_PLAYERS)
    assert [level for level, _ in lines] == ["easy", "normal", "hard"]
    for level, line in lines:
        words = said[line]
        assert words.width == theme.font(setup_screen.LEVEL_SIZE, "italic").size(line)[0], line
        assert RIGHT.contains(said[levels.name(level).capitalize()].union(words))


def test_the_caption_names_the_game_in_german(app, german):
    match = Match.new("forty_thieves", seats_from_specs(["human", "ai:easy"]), 3)
    table = open_match(app, match)
    assert table.caption == "Ali Baba und die 40 Räuber"


def test_the_engines_errors_about_seats_in_german(german):
    with pytest.raises(SeatSpecError, match="^Die Diebe von Bagdad ist für 3 bis 6 Spieler, "
                                            "nicht 2$"):
        Match.new("bagdad", seats_from_specs(["human", "ai"]), 1)
    with pytest.raises(RuleError, match="^Charaktere: 1 für 3 Plätze; nenne einen je Platz$"):
        catalog.get("bagdad").options_for({"characters": ["Said"]}, 3, 1)
    with pytest.raises(RuleError, match=r"^Ali Baba \(small\) ist für 2 bis 2 Spieler$"):
        Match.new("alibaba", seats_from_specs(["human", "ai", "ai"]), 1, {"variant": "small"})
    with pytest.raises(SeatSpecError, match="^unbekannter Spieler 'robot'"):
        seats_from_specs(["robot"])
    with pytest.raises(SeatSpecError, match="^ein Platz braucht einen Namen"):
        Seat.from_dict({})
    assert str(catalog.UnknownGame("chess")).startswith("unbekanntes Spiel 'chess'; wähle eines")


def test_the_command_lines_help_names_the_game_and_its_options_in_german(capsys, german):
    assert run(["--lang", "de", "play", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    for words in ("Die Diebe von Bagdad: Charakter, ", "Die Diebe von Bagdad: Rundenlimit, "
                  "beendet eine Partie, deren Großwesir den Palast nie erreicht (Standard 40)",
                  "Die Diebe von Bagdad: Pantoffel, wer den Pantoffel zuerst hält"):
        assert words in out, words
