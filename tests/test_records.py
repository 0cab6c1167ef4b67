"""The player's record (saves/records.py, scenes/screens/records.py): what it says of a player at
a game, one entry per finished game however often it is noted, a damaged or missing file
rebuilt from the finished games on disk, a finished table noted, and the Records screen."""
import json
import threading
from datetime import datetime, timedelta, timezone

import pytest

from engine.match import Match, Seat, seats_from_specs
from saves import background, records, store
from saves.atomic import backup_path
from saves.paths import config_dir, slots_dir
from scenes.screens.records import EMPTY, RecordsScene
from scenes.screens.results import ResultsScene
from scenes.table.host import TableScene
from support.matches import mini_match
from support.scenes import drawn_lines, start, steps

START = datetime(2025, 5, 1, 19, 0, tzinfo=timezone.utc)


def entry(number, seats, scores, winners, game="minigame", days=None, variant=None):
    """A hand-built entry, the `number`th game (dated a day after the one before)."""
    return records.Entry(f"{number:012x}", game, variant,
                         START + timedelta(days=number if days is None else days),
                         tuple(seats), tuple(scores), tuple(winners))


def me(name="Layla"):
    return Seat(name)


def ai(level, name="Morgiana"):
    return Seat(name, "ai", level)


def finished(kinds=("human", "ai:easy"), seed=3) -> Match:
    """A mini game match played to its end."""
    match = mini_match(kinds, seed)
    while not match.state.is_over():
        match.apply(match.state.legal_actions()[-1])
    return match


# --- what the record says ----------------------------------------------------------------------

def test_a_game_counts_against_the_strongest_ai_at_the_table_or_among_humans_only():
    games = [entry(0, [me(), ai("easy")], [5, 3], [0]),
             entry(1, [me(), ai("easy"), ai("hard", "Kasim")], [5, 3, 9], [2]),
             entry(2, [me(), ai("normal"), ai("easy", "Kasim")], [5, 5, 1], [0, 1]),
             entry(3, [me(), Seat("Omar")], [2, 3], [1]),
             entry(4, [me(), ai("hard")], [8, 3], [0])]
    rows = {row.opponents: row for row in records.summary(games, "Layla", "minigame").rows}
    assert [r.opponents for r in rows.values()] == [*records.LEVELS, records.HUMANS_ONLY]
    assert (rows["easy"].played, rows["easy"].won) == (1, 1)
    assert (rows["normal"].played, rows["normal"].won) == (1, 1)     # a shared win is a win
    assert (rows["hard"].played, rows["hard"].won, rows["hard"].percent) == (2, 1, 50)
    assert (rows[records.HUMANS_ONLY].played, rows[records.HUMANS_ONLY].won) == (1, 0)
    assert records.opponents_level(games[1]) == "hard"


def test_best_average_streak_and_the_last_ten_newest_first():
    wins = [True, True, False, True, True, True, False, True, False, True, True, False]
    games = [entry(n, [me(), ai("normal")], [10 + n, 12], [0] if won else [1])
             for n, won in enumerate(wins)]
    shuffled = games[5:] + games[:5]               # the streak follows the dates, not the order
    summary = records.summary(shuffled, "Layla", "minigame")
    scores = [10 + n for n in range(len(wins))]
    assert summary.played == len(wins)
    assert summary.best == max(scores)
    assert summary.average == pytest.approx(sum(scores) / len(scores))
    longest, run = 0, 0
    for won in wins:
        run = run + 1 if won else 0
        longest = max(longest, run)
    assert summary.streak == longest == 3
    assert [line.score for line in summary.last] == scores[::-1][:records.LAST_RESULTS]
    assert [line.outcome for line in summary.last] == \
        ["won" if w else "lost" for w in wins[::-1][:records.LAST_RESULTS]]
    assert summary.last[0].opponents == "Morgiana (normal AI)"
    assert summary.last[0].finished == games[-1].finished


def test_a_hot_seat_game_counts_for_each_human_name_and_an_ai_only_game_for_nobody():
    games = [entry(0, [me("Layla"), me("Omar"), ai("easy")], [9, 4, 2], [0]),
             entry(1, [me("Omar"), ai("hard")], [7, 1], [0]),
             entry(2, [ai("hard"), ai("easy", "Layla")], [3, 4], [1])]    # no human seat
    assert records.players(games) == ["Omar", "Layla"]       # the most recently seen first
    layla = records.summary(games, "Layla", "minigame")
    omar = records.summary(games, "Omar", "minigame")
    assert (layla.played, [l.outcome for l in layla.last]) == (1, ["won"])
    assert (omar.played, [l.outcome for l in omar.last]) == (2, ["won", "lost"])
    assert omar.last[1].opponents == "Layla, Morgiana (easy AI)"
    assert records.summary(games, "Morgiana", "minigame").played == 0
    assert records.games(games, "Layla") == ["minigame"]
    assert records.games(games + [entry(3, [me(), ai("easy")], [1, 2], [1], game="alibaba")],
                         "Layla") == ["alibaba", "minigame"]


def test_a_shared_win_says_shared_and_an_empty_record_has_nothing_to_show():
    games = [entry(0, [me(), ai("easy")], [6, 6], [0, 1])]
    assert records.summary(games, "Layla", "minigame").last[0].outcome == "shared"
    empty = records.summary([], "Layla", "minigame")
    assert (empty.played, empty.best, empty.average, empty.streak, empty.last) == \
        (0, None, None, 0, ())
    assert all(row.percent is None for row in empty.rows)


# --- noting a game -----------------------------------------------------------------------------

def test_a_game_noted_again_counts_once_and_keeps_its_first_date():
    match = finished()
    assert records.note(match)
    first = records.load()
    assert records.note(match) and records.note(match)
    again = records.load()
    assert len(again) == 1 and again == first
    result = match.state.result()
    assert (again[0].match_id, again[0].game, again[0].seats) == \
        (match.id, "minigame", tuple(match.seats))
    assert (list(again[0].scores), list(again[0].winners)) == (result.scores, result.winners)
    assert records.note(finished(seed=9))
    assert len(records.load()) == 2


def test_an_unfinished_game_and_one_without_a_human_are_not_noted():
    assert not records.note(mini_match(("human", "ai:easy")))
    assert records.note(finished(("ai:easy", "ai:hard")))      # nothing to write, nothing lost
    assert records.load() == []


def test_the_file_is_written_whole_and_only_the_newest_are_kept(monkeypatch):
    monkeypatch.setattr(records, "MAX_ENTRIES", 3)
    matches = [finished(seed=s) for s in range(5)]
    for match in matches:
        assert records.note(match)
    doc = json.loads(records.path().read_text(encoding="utf-8"))
    assert doc["format"] == records.FORMAT and len(doc["entries"]) == 3
    assert {e.match_id for e in records.load()} <= {m.id for m in matches}
    assert not list(config_dir().glob(".*.tmp"))          # no temp file left beside it


def test_a_record_that_cannot_be_written_says_why_and_nothing_breaks(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    config_dir().write_text("a file where the folder should be")
    said = []
    assert records.note(finished(), said.append) is False
    assert len(said) == 1 and said[0].startswith("Records could not be written: ")
    assert records.load() == []


def test_windows_noting_at_once_lose_none_of_the_games():
    matches = [finished(seed=s) for s in range(8)]
    errors = []

    def noting(part):
        for match in part:
            if not records.note(match, errors.append):
                errors.append(match.id)
    threads = [threading.Thread(target=noting, args=(matches[i::4],)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert {e.match_id for e in records.load()} == {m.id for m in matches}


# --- a damaged or missing file -----------------------------------------------------------------

def saved_on_disk():
    """Two finished games with a human seat and one of AIs alone saved on disk, and a game in
    progress; returns the ids of those the record should hold."""
    counted = [finished(seed=4), finished(("ai:normal", "human", "human"), seed=6)]
    for match in counted:
        store.autosave(match)
    store.save_slot(finished(("ai:easy", "ai:hard"), seed=2), "AIs alone")
    unfinished = mini_match(("human", "ai:easy"), seed=8)
    unfinished.apply(unfinished.state.legal_actions()[0])
    store.save_slot(unfinished, "not over")
    slots_dir().mkdir(parents=True, exist_ok=True)
    (slots_dir() / "junk.json").write_text("{not a save")
    return {match.id for match in counted}


def good_line(number=0, name="Layla") -> dict:
    return entry(number, [me(name), ai("hard")], [4, 9], [1]).to_dict()


def write(doc) -> None:
    records.path().parent.mkdir(parents=True, exist_ok=True)
    records.path().write_text(doc if isinstance(doc, str) else json.dumps(doc),
                              encoding="utf-8")


DAMAGED = {
    "garbage": "{{{ not json",
    "wrong shape": {"format": records.FORMAT, "entries": {"a": 1}},
    "another format": {"format": "something else", "entries": []},
    "wrong types": {"format": records.FORMAT,
                    "entries": [{**good_line(1), "scores": ["4", 9]},
                                {**good_line(2), "winners": [5]},
                                {**good_line(3), "finished": "yesterday"},
                                {**good_line(4), "seats": "Layla"},
                                {**good_line(5), "match_id": "../../x"}]},
    "unprintable names": {"format": records.FORMAT,
                          "entries": [good_line(1, "Lay\x1b[2Jla"), good_line(2, "x" * 500)]},
}


@pytest.mark.parametrize("damage", sorted(DAMAGED))
def test_a_damaged_file_is_rebuilt_from_the_finished_games_on_disk(damage):
    expected = saved_on_disk()
    write(DAMAGED[damage])
    found = records.load()
    assert {e.match_id for e in found} == expected
    assert all(s.name.isprintable() and len(s.name) <= 60 for e in found for s in e.seats)
    assert records._read(records.path()) == ({e.match_id: e for e in found}, True)   # mended


def test_a_file_too_large_is_refused_unread_and_rebuilt():
    expected = saved_on_disk()
    write('{"format":"%s","entries":[]}' % records.FORMAT + " " * records.MAX_BYTES)
    assert {e.match_id for e in records.load()} == expected
    assert records.path().stat().st_size < records.MAX_BYTES


def test_a_lost_file_is_rebuilt_and_a_damaged_files_good_entries_stay():
    expected = saved_on_disk()
    assert {e.match_id for e in records.load()} == expected        # there was none
    records.path().unlink()
    write({"format": records.FORMAT, "entries": [good_line(1), {"bad": True}]})
    kept = {e.match_id for e in records.load()}
    assert kept == expected | {good_line(1)["match_id"]}


def test_a_damaged_files_backup_keeps_the_games_the_saves_no_longer_hold():
    assert records.note(finished(seed=11)) and records.note(finished(seed=12))
    noted = {e.match_id for e in records.load()}
    assert backup_path(records.path()).is_file()       # the write before the last one
    write("damaged")
    assert len({e.match_id for e in records.load()} & noted) >= 1    # no save on disk at all


def test_a_rebuild_keeps_to_its_time():
    saved_on_disk()
    assert records.rebuild(seconds=0) == {}
    assert len(records.rebuild()) == 2


def test_a_noted_game_after_a_lost_file_brings_the_older_games_back():
    expected = saved_on_disk()
    match = finished(seed=21)
    assert records.note(match)
    assert {e.match_id for e in records.load()} == expected | {match.id}


# --- the table and the screen ------------------------------------------------------------------

def play_to_the_results(app, scene):
    for _ in range(400):
        if isinstance(app.stack.top, ResultsScene):
            return
        if scene.actions and not scene.board_busy():
            scene.play(scene.actions[-1])
        app.step(0.5)
    raise AssertionError("the game did not end")


def test_a_game_finished_at_the_table_is_in_the_record(app):
    scene = start(app, lambda a: TableScene(a, mini_match(("human", "ai:easy"), seed=5)))
    play_to_the_results(app, scene)
    found = records.load()
    assert [e.match_id for e in found] == [scene.match.id]
    assert found[0].scores == tuple(scene.match.state.result().scores)
    assert records.summary(found, "P1", "minigame").played == 1


def test_a_table_whose_record_cannot_be_written_goes_on_to_the_results(app, data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    config_dir().write_text("not a folder")
    scene = start(app, lambda a: TableScene(a, mini_match(("human", "ai:normal"), seed=7)))
    play_to_the_results(app, scene)
    background.flush()                          # the record is written off the frame loop
    steps(app, 1)                               # and what went wrong is said over the results
    assert isinstance(app.stack.top, ResultsScene)
    assert app.note is not None and app.note.message.startswith("Records could not be written")


def test_the_title_holds_records_among_its_eight_buttons(app):
    title = start(app)
    bottom = max(b.rect.bottom for b in title.buttons.values())
    assert bottom <= 720 - 40 and len(title.buttons) == 8 and "Records" in title.buttons


@pytest.mark.parametrize("app", [(1280, 720), (2560, 1440)], indirect=True)
def test_the_records_screen_with_no_record_says_how_to_start_one(app, monkeypatch):
    scene = start(app, RecordsScene)
    said = drawn_lines(app, monkeypatch, scene)
    assert EMPTY in said and not scene.player.visible
    assert said[EMPTY].width <= 1280


@pytest.mark.parametrize("app", [(1280, 720), (2560, 1440)], indirect=True)
def test_the_records_screen_shows_the_chosen_players_game(app, monkeypatch):
    hot_seat = Match.new("minigame", seats_from_specs(["human", "human", "ai:hard"]), 4)
    while not hot_seat.state.is_over():
        hot_seat.apply(hot_seat.state.legal_actions()[0])
    assert records.note(finished(seed=1)) and records.note(hot_seat)
    scene = start(app, RecordsScene)
    assert scene.player.visible and scene.summary is not None
    said = drawn_lines(app, monkeypatch, scene)
    assert "Against hard AI" in said and "Longest winning streak" in said
    assert all(rect.right <= 1280 and rect.bottom <= 720 for rect in said.values())
    players = [value for value, _ in scene.player.options]
    assert sorted(players) == ["P1", "Player 1", "Player 2"]
    seen = set()
    for _ in players:
        seen.add((scene.player.value, scene.summary.played, scene.summary.rows))
        scene.player.step(1)
        steps(app, 2)
    assert {name for name, _, _ in seen} == set(players)
    hard = {name: rows[2].played for name, _, rows in seen}
    assert hard == {"P1": 0, "Player 1": 1, "Player 2": 1}


def test_names_from_the_file_are_shown_printable(app, monkeypatch):
    """A name that Seat checks would refuse never reaches the screen; the ones it lets through
    are drawn as they are, within their width."""
    long = "Sheherazade " * 5
    write({"format": records.FORMAT, "entries": [good_line(1, long.strip()),
                                                 good_line(2, "Bad\x1bname")]})
    scene = start(app, RecordsScene)
    assert [value for value, _ in scene.player.options] == [long.strip()]
    said = drawn_lines(app, monkeypatch, scene)
    assert all(rect.right <= 1280 for rect in said.values())
