"""A game is registered in one place: its engine package and a line in engine/catalog.py's
SHIPPED, its table package and a line in scenes/registry.py's TABLES. No other file of the app
names a game; the setup screen, its level lines, save names, replays and the command line learn
what they need of a game from its module and its table entry."""
from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from cli import main as cli_main
from engine import catalog
from engine.core import Rng
from engine.match import Match, Seat
from saves import names, store
from scenes import registry, tables
from scenes.screens import levels
from scenes.screens.setup import SetupScene
from scenes.table import replay as replay_module
from scenes.table.host import TableScene
from support import minigame
from support.scenes import click, start, steps

ROOT = Path(__file__).resolve().parent.parent
REGISTRIES = {"engine/catalog.py", "scenes/registry.py"}


def game_packages(name: str) -> tuple[str, ...]:
    return (f"engine/{name}/", f"scenes/{name}/", f"engine/ai/{name}.py", f"engine/ai/{name}/")


def test_only_the_two_registries_name_a_game_outside_its_own_packages():
    ids = list(catalog.SHIPPED)
    assert len(ids) >= 3 and all(re.fullmatch(r"[a-z_]+", n) for n in ids)
    packages = tuple(folder for n in ids for folder in game_packages(n))
    naming: dict[str, list[str]] = {}
    for top in ("engine", "scenes", "saves", "cli"):
        for path in sorted((ROOT / top).rglob("*")):
            rel = path.relative_to(ROOT).as_posix()
            if not path.is_file() or "__pycache__" in rel or rel.startswith(packages):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            named = [n for n in ids if n in text]
            if named:
                naming[rel] = named
    assert set(naming) <= REGISTRIES, {f: n for f, n in naming.items() if f not in REGISTRIES}
    for held in REGISTRIES:              # each holds every shipped game, a line each
        lines = (ROOT / held).read_text(encoding="utf-8").splitlines()
        for name in ids:
            assert any(line.strip().startswith(f'"{name}": ') for line in lines), (held, name)


def test_every_shipped_table_is_reached_through_its_entry():
    for name in catalog.names():
        if name not in catalog.SHIPPED:
            continue
        entry = registry.entry(name)
        assert issubclass(tables.table_for(name), TableScene) and entry.TABLE is not TableScene
        assert set(entry.LEVELS) >= {"easy", "normal"}, name
        assert catalog.get(name).open_view is not None


# --- a game registered from outside: the mini game, with an entry of its own -----------------

class MiniTable(TableScene):
    """The mini game's own table: the base table, told apart."""


LEVELS = {"easy": "plays any card", "normal": "plays its highest card",
          "hard": "keeps its best cards for later"}
OPTION = {"key": "tempo", "label": "Tempo", "default": 2, "choices": ((1, "Slow"), (2, "Quick")),
          "help": "How quickly the cards fly."}


def open_view(state, seat: int) -> dict:
    """Every hand shown, as a replay of the mini game would."""
    return {**state.view(seat), "hands": [sorted(h) for h in state.hands]}


def replay_words(table, action, view) -> str:
    return f"{table.match.seats[view['seat']].name} lays down the {action.card}"


def seat_tip(table, seat: int):
    if not 0 <= seat < len(table.match.seats):
        return None
    return f"{table.match.seats[seat].name}'s hand", [str(c) for c in table.view["hands"][seat]]


@pytest.fixture
def mini(monkeypatch):
    """The mini game with what a shipped game declares: options (a flag, a selector), kinds a
    variant leaves out, an open view, and a table entry with its levels, words and tips."""
    real = minigame.new_game

    def new_game(players, seed, variant=None, tempo=2, skipped=None):
        return real(players, seed, variant)

    def options_for(chosen, players, seed):
        return dict(chosen)

    for attribute, value in {
            "new_game": new_game, "options_for": options_for, "SETUP_OPTIONS": (OPTION,),
            "LEFT_OUT": {"option": "skipped", "counts": {"short": 1},
                         "kinds": ("odd", "even")},
            "open_view": open_view}.items():
        monkeypatch.setattr(minigame, attribute, value, raising=False)
    assert tables.table_for("minigame") is TableScene      # no entry: the base table
    registry.register("minigame", SimpleNamespace(TABLE=MiniTable, LEVELS=LEVELS,
                                                replay_words=replay_words, seat_tip=seat_tip))
    yield minigame
    registry.unregister("minigame")


def test_the_setup_screen_and_its_levels_reach_a_registered_game(app, mini):
    setup = start(app, SetupScene)
    click(app, next(b for b in setup.game_buttons if b.label == "Mini Game"))
    assert setup.game is mini and [n for n, _ in setup.count.options] == [2, 3, 4]
    assert levels.lines(mini) == list(LEVELS.items())
    assert list(setup.game_options) == ["tempo"]
    assert [label for _, label in setup.game_options["tempo"].options] == ["Slow", "Quick"]
    assert setup.left_out_chips == []
    while setup.variant.value != "short":
        click(app, (setup.variant.rect.right - 10, setup.variant.rect.centery))
    assert [chip.label for chip in setup.left_out_chips] == ["Odd", "Even"]
    click(app, setup.left_out_chips[1])
    assert setup.options(3) == {"variant": "short", "skipped": ["even"], "tempo": 2}
    click(app, setup.start_button)
    table = app.stack.top
    assert type(table) is MiniTable and table.match.options["skipped"] == ["even"]


def test_save_names_reach_a_registered_game(mini):
    assert names.game_title("minigame") == "Mini Game"
    assert names.game_line("minigame", "short") == "Mini Game, Short"
    assert names.game_line("minigame", None, standard=True) == "Mini Game, Standard"


def test_the_command_line_takes_a_registered_games_options(mini, capsys):
    assert cli_main.run(["play", "--help"]) == 0
    helped = " ".join(capsys.readouterr().out.split())
    assert "minigame" in helped and "--tempo N" in helped
    assert "Mini Game: tempo, how quickly the cards fly (default 2)" in helped
    args = cli_main.build_parser().parse_args(["play", "minigame", "--tempo", "1"])
    assert cli_main._new_match(args).options == {"tempo": 1}
    assert cli_main.run(["play", "alibaba", "--tempo", "1"]) == 2
    assert "Ali Baba has no option --tempo" in capsys.readouterr().err


def test_a_replay_reaches_a_registered_games_view_words_and_tips(app, mini):
    match = Match.new("minigame", [Seat("Ann"), Seat("Bo")], 4)
    rng = Rng(4)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    saved = store.load(store.save_slot(match, "mini done"))
    replay = app.stack.push(replay_module.ReplayScene(app, saved))
    steps(app, 1)
    assert isinstance(replay.table, MiniTable)
    replay.step_forward()
    first = saved.log[0].card
    assert replay.said == (0, f"Ann lays down the {first}")
    table = replay.table
    assert table.view["hands"] == [sorted(h) for h in table.state.hands]   # every hand open
    assert replay_module.seat_tip(table, 1) == (
        "Bo's hand", [str(c) for c in sorted(table.state.hands[1])])
    assert replay_module.seat_tip(table, 2) is None
