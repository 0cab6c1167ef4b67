"""Play on from a replayed move: a new game at that position, its own save "from a replay of …",
with the seats the player chose and every hidden thing as it was at that move."""
from __future__ import annotations

import json

import pytest

from engine.core import RuleError
from engine.match import Match, Seat, position
from saves import format as fmt, names, store
from saves.paths import slots_dir
from scenes.screens.load import describe
from scenes.table import replay as replay_module
from scenes.table.host import TableScene
from scenes.table.play_on import PlayOnDialog, first_choice, seated
from support.matches import played_out
from support.scenes import click, steps


def finished(game="alibaba", seed=7, level="easy") -> Match:
    """A whole game of one human (played by the easy AI here) against one AI."""
    return played_out(Match.new(game, [Seat("Layla"), Seat("Morgiana", "ai", level)], seed),
                      level)


def test_a_game_played_on_is_the_old_game_at_that_move_under_a_new_id():
    saved = finished()
    moves = len(saved.log) // 2
    seats = [Seat("Layla"), Seat("Omar")]
    fresh = saved.played_on(moves, seats, "Ali Baba (2 Dec 2026, 21:40), after move 9")
    again = saved.played_on(moves, seats, "")
    old = Match.new("alibaba", saved.seats, saved.seed)
    for action in saved.log[:moves]:
        old.apply(action)
    assert position(fresh.state) == position(old.state) == position(again.state)
    assert fresh.log == saved.log[:moves] and fresh.seats == seats
    assert fresh.id != saved.id and fresh.take_backs == 0
    assert fresh.origin.endswith("after move 9")
    for seat in range(2):    # what each seat is shown is what it was shown then
        assert fresh.state.view(seat) == old.state.view(seat)
    with pytest.raises(RuleError):
        saved.played_on(len(saved.log) + 1, seats, "")
    with pytest.raises(RuleError):
        saved.played_on(moves, seats[:1], "")


def test_seats_keep_their_names_unless_their_kind_changes():
    was = [Seat("Layla"), Seat("Morgiana", "ai", "hard"), Seat("Omar")]
    assert seated(was, ["human", "ai:hard", "human"]) == was
    assert seated(was, ["human", "ai:easy", "human"])[1] == Seat("Morgiana", "ai", "easy")
    swapped = seated(was, ["ai:normal", "human", "human"])
    assert swapped[0].is_ai and swapped[0].name not in ("Layla", "Omar", "Morgiana")
    assert swapped[1] == Seat("Layla")          # the human name no seat kept
    assert seated(was, ["human", "human", "human"])[1] == Seat("Player 2")


def test_each_chooser_starts_as_the_seat_was():
    values = ["human", "ai:easy", "ai:normal"]
    assert first_choice(Seat("Layla"), values) == 0
    assert first_choice(Seat("Kasim", "ai", "easy"), values) == 1
    assert first_choice(Seat("Kasim", "ai", "hard"), values) == 2     # not offered here


def test_the_origin_is_saved_listed_and_checked(tmp_path):
    saved = finished()
    fresh = saved.played_on(4, saved.seats, "My game (2 Dec 2026, 21:40), after move 4")
    path = store.save_slot(fresh, "tried again")
    assert store.load(path).origin == fresh.origin
    info = next(i for i in store.listing().infos if i.path == path)
    assert "from a replay of My game (2 Dec 2026, 21:40), after move 4" in describe(info)[2]
    plain = store.load(store.save_slot(saved, "plain"))
    assert plain.origin == "" and names.origin_line("") == ""
    for bad in ("a\x1b[2Jline", "x" * (fmt.MAX_LABEL + 1), 7):
        doc = json.loads(path.read_text())
        doc["from_replay"] = bad
        with pytest.raises(fmt.SaveError, match="from_replay"):
            fmt.decode(fmt.sealed({k: v for k, v in doc.items() if k != "checksum"}))


def test_play_from_here_starts_a_new_saved_game_with_the_seats_chosen(app):
    saved = store.load(store.save_slot(finished(), "the first try"))
    original = {p: p.read_bytes() for p in slots_dir().iterdir()}
    replay = app.stack.push(replay_module.ReplayScene(app, saved, "the first try (2 Dec)"))
    steps(app, 2)
    replay.table_at(6)
    steps(app, 2)
    click(app, replay.play_on_button)
    dialog = app.stack.top
    assert isinstance(dialog, PlayOnDialog) and dialog.title == "Play on after move 6"
    assert "Everything hidden is as it was at this move" in dialog.message
    assert [c.value for c in dialog.choosers] == ["human", "ai:easy"]
    dialog.choosers[1].step(1)          # the AI seat becomes a normal AI
    click(app, dialog.default_button, frames=3)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.mode.plays
    match = table.match
    assert match.log[:6] == saved.log[:6] and match.id != saved.id
    assert match.seats == [Seat("Layla"), Seat("Morgiana", "ai", "normal")]
    assert match.origin == "the first try (2 Dec), after move 6"
    assert any("from a replay of the first try" in e.message for e in table.log.entries)
    reloaded = store.load(store.autosave_path(match.id))     # its own save, at once
    assert reloaded.origin == match.origin and reloaded.log[:6] == saved.log[:6]
    assert {p: p.read_bytes() for p in slots_dir().iterdir()} == original


def test_a_finished_game_cannot_be_played_on_from_its_end(app):
    saved = finished()
    replay = app.stack.push(replay_module.ReplayScene(app, saved))
    replay.last()
    steps(app, 2)
    assert not replay.play_on_button.enabled
    replay.step_back()
    steps(app, 2)
    assert replay.play_on_button.enabled
    assert replay.source == "Ali Baba"       # watched without a name: the game's
