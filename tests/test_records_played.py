"""How a game was played, in the player's record (saves/records.py, saves/record_entry.py,
scenes/screens/records.py): take-backs and a game begun from a replay are kept in its entry and
marked on the Records screen with a legend; a game's entry is written once, with the time it
really finished; the game arrows step through every game, a game without a record saying so."""
import json
from datetime import datetime, timedelta, timezone

import pytest

from engine import catalog
from engine.match import Match, Seat
from saves import background, names, records, store
from saves.record_entry import checked
from scenes.kit import text, theme
from scenes.screens.records import EMPTY_GAME, LEGEND, REPLAY, TAKE_BACKS, RecordsScene
from support.matches import mini_match, moves, played_out, seats
from support.scenes import drawn_lines, start, steps

START = datetime(2025, 5, 1, 19, 0, tzinfo=timezone.utc)
LAYLA, HARD = Seat("Layla"), Seat("Morgiana", "ai", "hard")


def taken_back_once() -> Match:
    """A game of Ali Baba in which Layla took a move back, played on to its end."""
    match = Match.new("alibaba", [LAYLA, Seat("Kasim", "ai", "easy")], 5)
    for seat in moves(match):
        if seat == 0 and match.take_back_moves(0):
            match.take_back(0)
            break
    return played_out(match)


def entry(number, game="minigame", take_backs=0, from_replay=False, won=True):
    return records.Entry(f"{number:012x}", game, None, START + timedelta(days=number),
                         (LAYLA, HARD), (9, 4), (0,) if won else (1,), take_backs, from_replay)


def write(entries) -> None:
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records._write({e.match_id: e for e in entries})


def at(moment: datetime, monkeypatch) -> None:
    monkeypatch.setattr(records, "_now", lambda: moment)


# --- the entry keeps how the game was played --------------------------------------------------

def test_take_backs_and_a_game_begun_from_a_replay_are_kept_and_read_back():
    taken = taken_back_once()
    replayed = mini_match(("human", "ai:easy"), seed=3)
    replayed.apply(replayed.state.legal_actions()[0])
    begun = played_out(replayed.played_on(1, seats(("human", "ai:hard")),
                                          "Mini (2 Dec 2026, 21:40), after move 1"))
    assert records.note(taken) and records.note(begun)
    found = {e.match_id: e for e in records.load()}
    assert (found[taken.id].take_backs, found[taken.id].from_replay) == (taken.take_backs, False)
    assert taken.take_backs >= 1
    assert (found[begun.id].take_backs, found[begun.id].from_replay) == (0, True)
    line = records.summary(found.values(), "P1", "minigame").last[0]
    assert (line.take_backs, line.from_replay) == (0, True)
    line = records.summary(found.values(), "Layla", "alibaba").last[0]
    assert (line.take_backs, line.from_replay) == (taken.take_backs, False)


def test_a_rebuilt_record_keeps_how_the_saved_games_were_played():
    taken = taken_back_once()
    store.autosave(taken)
    found = records.load()          # no file yet: rebuilt from the save
    assert [(e.match_id, e.take_backs) for e in found] == [(taken.id, taken.take_backs)]


def test_a_summary_counts_the_games_helped_and_still_counts_them_played_and_won():
    games = [entry(0), entry(1, take_backs=3), entry(2, from_replay=True, won=False),
             entry(3, take_backs=1, from_replay=True)]
    summary = records.summary(games, "Layla", "minigame")
    assert (summary.played, summary.took_back, summary.from_replay) == (4, 2, 2)
    assert summary.rows[2].played == 4 and summary.rows[2].won == 3
    assert [(l.take_backs, l.from_replay) for l in summary.last] == \
        [(1, True), (0, True), (3, False), (0, False)]


def test_a_record_written_before_these_fields_still_loads_as_played_straight_through():
    old = entry(1).to_dict()
    del old["take_backs"], old["from_replay"]
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_text(json.dumps({"format": records.FORMAT, "version": 1,
                                          "entries": [old]}), encoding="utf-8")
    assert records._read(records.path()) == ({old["match_id"]: entry(1)}, True)
    assert records.load() == [entry(1)]


@pytest.mark.parametrize("field, value", [
    ("take_backs", "2"), ("take_backs", -1), ("take_backs", True), ("take_backs", 1.5),
    ("take_backs", 10 ** 7), ("from_replay", "yes"), ("from_replay", 1), ("from_replay", None),
    ("finished", "0001-01-01T00:00:00+01:00"), ("finished", "9999-12-31T23:59:59-01:00")])
def test_an_entry_with_a_wrong_field_is_dropped_without_an_error(field, value):
    assert checked({**entry(1).to_dict(), field: value}) is None
    assert checked(entry(1).to_dict()) == entry(1)


# --- a game's entry is written once -----------------------------------------------------------

def test_a_game_noted_again_keeps_its_first_scores_and_the_time_it_finished(monkeypatch):
    """As a game finished anew after a take-back from its end (71/57, then 72/58) would be."""
    first = played_out(mini_match(("human", "ai:easy"), seed=3))
    at(START, monkeypatch)
    assert records.note(first)
    written = records.path().read_bytes()
    other = played_out(mini_match(("human", "ai:easy"), seed=8))
    other.id = first.id
    assert other.state.result().scores != first.state.result().scores
    at(START + timedelta(hours=2), monkeypatch)
    assert records.note(other)
    assert records.path().read_bytes() == written           # not written again
    [kept] = records.load()
    assert kept.finished == START and list(kept.scores) == first.state.result().scores


def test_a_finished_save_resumed_and_its_results_reached_twice_keep_the_finish_time(monkeypatch):
    match = played_out(mini_match(("human", "ai:normal"), seed=4))
    at(START, monkeypatch)
    records.note_later(match)
    background.flush()
    store.autosave(match)
    resumed = store.load(store.autosave_path(match.id))
    at(START + timedelta(days=3), monkeypatch)
    records.note_later(resumed)
    records.note_later(resumed)
    assert [(e.match_id, e.finished) for e in records.load()] == [(match.id, START)]


def test_a_file_holding_a_game_twice_keeps_its_first_entry_and_is_mended():
    first, second = entry(1).to_dict(), {**entry(1).to_dict(), "scores": [1, 2]}
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_text(json.dumps({"format": records.FORMAT, "entries": [first, second]}),
                              encoding="utf-8")
    assert records._read(records.path()) == ({first["match_id"]: entry(1)}, False)
    assert records.load() == [entry(1)]
    assert records._read(records.path()) == ({first["match_id"]: entry(1)}, True)


# --- the Records screen -----------------------------------------------------------------------

def title_of(game: str) -> str:
    return f"No {names.game_title(game)} games recorded yet."


@pytest.mark.parametrize("app", [(1280, 720), (2560, 1440)], indirect=True)
def test_the_game_arrows_step_through_every_game_with_one_game_recorded(app, monkeypatch):
    write([entry(1, game="bagdad"), entry(2, game="bagdad", take_backs=1)])
    scene = start(app, RecordsScene)
    every = [value for value, _ in scene.game.options]
    assert every[:3] == list(catalog.SHIPPED) and set(catalog.names()) <= set(every)
    assert scene.game.value == "bagdad"
    seen = []
    for _ in every:
        said = drawn_lines(app, monkeypatch, scene)
        seen.append(scene.game.value)
        if scene.game.value == "bagdad":
            assert "Against hard AI" in said and title_of("bagdad") not in said
        else:
            assert title_of(scene.game.value) in said and "Against hard AI" not in said
            for line, size, weight in ((title_of(scene.game.value), 30, "bold"),
                                       (EMPTY_GAME, 21, "italic")):   # whole in the box (900 wide)
                assert text.ellipsize(line, theme.font(size, weight), 840) == line
            assert scene.summary.played == 0 and scene.game.visible and scene.player.visible
        assert all(rect.right <= 1280 and rect.bottom <= 720 for rect in said.values())
        scene.game.step(1)
        steps(app, 2)
    assert sorted(seen) == sorted(every) and scene.game.value == "bagdad"    # round again


@pytest.mark.parametrize("app", [(1280, 720), (2560, 1440)], indirect=True)
def test_results_are_marked_with_their_take_backs_and_replay_and_a_legend_says_so(app,
                                                                                   monkeypatch):
    write([entry(1, take_backs=2), entry(2, from_replay=True), entry(3)])
    scene = start(app, RecordsScene)
    said = drawn_lines(app, monkeypatch, scene)
    assert "← 2" in said and LEGEND[REPLAY][0] in said
    assert all(meaning in said for _, meaning in LEGEND.values())
    assert LEGEND[TAKE_BACKS][0] in said
    assert "With take-backs / from a replay" in said and "1 / 1" in said
    mark, score, against = said["← 2"], said["9"], said["vs Morgiana (hard AI)"]
    assert against.right < mark.left and mark.right < score.left
    assert all(rect.right <= 1280 and rect.bottom <= 720 for rect in said.values())


def test_results_played_straight_through_have_no_marks_and_no_legend(app, monkeypatch):
    write([entry(1), entry(2)])
    scene = start(app, RecordsScene)
    said = drawn_lines(app, monkeypatch, scene)
    assert not any(meaning in said for _, meaning in LEGEND.values())
    assert LEGEND[REPLAY][0] not in said and "0 / 0" in said
