"""The Load screen after a hundred games (issue 11, items 4 and 5): autosaves of finished games
and of games left before anyone's second turn do not pile up, nothing the player named is ever
deleted, an unreadable file is never lost, and every entry reads as a person would name it
(game, variant, seats, turn, when), as do the save's default name and the prompts."""
import time
from datetime import datetime, timedelta

import pygame
import pytest

from engine.match import Match, Seat, seats_from_specs
from saves import names, store
from saves.atomic import backup_path
from scenes.screens import load as load_screen
from scenes.kit import text, theme
from scenes.screens.load import LIST, LoadScene
from scenes.screens.pause import PauseMenu
from scenes.table import hinting
from scenes.table.host import BANNER, TableScene
from scenes.tables import table_for
from support.matches import mini_match
from support.saves import played, rewrite
from support.scenes import click, drawn_lines as drawn, start, steps
from support.shots import keep


def finished(seed: int) -> Match:
    match = played(0, seed=seed)
    while not match.state.is_over():
        match.apply(match.state.legal_actions()[0])
    return match


def autosaved(match: Match) -> None:
    store.autosave(match)
    time.sleep(0.003)          # saves are dated to the millisecond: keep their order plain


def listed(folder=None) -> list[store.SaveInfo]:
    return store.listing((folder,) if folder else None).infos


# --- what is kept ---------------------------------------------------------------------------

def test_finished_games_keep_only_the_latest_autosaves():
    games = [finished(seed) for seed in range(store.KEEP_FINISHED + 4)]
    for match in games:
        autosaved(match)
    kept = {i.path.stem for i in listed(store.autosave_dir())}
    assert kept == {m.id for m in games[-store.KEEP_FINISHED:]}
    for match in games[:4]:
        path = store.autosave_path(match.id)
        assert not path.exists() and not backup_path(path).exists()


def test_a_game_left_in_its_first_round_goes_once_a_newer_game_is_saved():
    abandoned = played(2, seed=1)              # three seats, turn 3: nobody's second turn yet
    autosaved(abandoned)
    assert store.newest_autosave() == store.autosave_path(abandoned.id)   # Continue finds it
    going = played(3, seed=2)                  # turn 4: past the first round
    autosaved(going)
    assert not store.autosave_path(abandoned.id).exists()
    newest = played(0, seed=3)
    autosaved(newest)                          # a newer game: the one in progress stays
    assert store.autosave_path(going.id).exists()
    assert store.newest_autosave() == store.autosave_path(newest.id)   # the newest stays too


def test_named_saves_and_unreadable_files_are_never_tidied_away():
    for seed in range(store.KEEP_FINISHED + 2):
        store.save_slot(finished(seed), f"finished {seed}")
    store.save_slot(played(0, seed=40), "just started")
    junk = store.autosave_dir() / "junk.json"
    autosaved(played(0, seed=41))
    junk.write_text("{not json", encoding="utf-8")
    damaged = played(1, seed=42)
    autosaved(damaged)
    damaged.apply(damaged.state.legal_actions()[0])
    autosaved(damaged)                         # the first one is now its .bak
    store.autosave_path(damaged.id).write_text("{", encoding="utf-8")
    time.sleep(0.003)
    for seed in range(store.KEEP_FINISHED + 2):
        autosaved(finished(100 + seed))
    store.tidy()
    slots = listed(store.slots_dir())
    assert len(slots) == store.KEEP_FINISHED + 3
    assert junk.exists() and store.autosave_path(damaged.id).exists()
    assert backup_path(store.autosave_path(damaged.id)).exists()     # its .bak, to load


def test_a_file_that_cannot_be_deleted_stays_and_the_autosave_still_succeeds(monkeypatch):
    for seed in range(store.KEEP_FINISHED):
        autosaved(finished(seed))

    def refuse(path):
        raise store.SaveError(f"cannot delete {path}: permission denied")
    monkeypatch.setattr(store, "delete", refuse)
    path = store.autosave(finished(99))
    assert path.exists() and len(listed(store.autosave_dir())) == store.KEEP_FINISHED + 1


def test_the_load_screen_tidies_and_says_what_is_kept_in_one_line(app, monkeypatch):
    for seed in range(store.KEEP_FINISHED + 3):
        match = finished(seed)
        store.write(match, store.autosave_path(match.id), "autosave", "autosave")  # no tidy
        time.sleep(0.003)
    load = start(app, LoadScene)
    assert len(load.list.items) == store.KEEP_FINISHED
    said = drawn(app, monkeypatch, load)
    line = said[store.RETENTION]
    width = text.theme.font(load_screen.NOTE_SIZE, "italic").size(store.RETENTION)[0]
    assert line.width == width and line.x >= LIST.x and line.right <= LIST.right   # whole
    assert line.bottom <= load.back_button.rect.y and line.y >= LIST.bottom
    assert f"{store.KEEP_FINISHED} latest finished" in store.RETENTION


# --- how entries read -------------------------------------------------------------------------

def test_entries_name_the_game_variant_seats_turn_and_when(app, monkeypatch):
    seats = seats_from_specs(["human", "ai:hard", "ai:normal"])   # "Morgiana (hard)", ...
    lamp = Match.new("alibaba", seats, 3, {"variant": "lamp"})
    for _ in range(9):
        lamp.apply(lamp.state.legal_actions()[0])
    autosaved(lamp)
    cards = Match.new("forty_thieves", seats_from_specs(["human", "ai:easy"]), 4)
    for _ in range(6):
        cards.apply(cards.state.legal_actions()[0])
    store.save_slot(cards, names.default_label(cards))
    load = start(app, LoadScene)
    rows = {row.info.game: row for row in load.list.items}
    title, detail, status = load_screen.describe(rows["alibaba"].info)
    assert title == "Ali Baba, Aladdin's Lamp"
    assert detail == ("3 players: Player 1, Morgiana (hard AI), Aladdin (normal AI)")
    assert status == f"Turn {lamp.state.turn}"
    title, detail, status = load_screen.describe(rows["forty_thieves"].info)
    assert status == f"Round {cards.state.round}"          # as its table counts
    assert title.startswith("Ali Baba and the Forty Thieves, ")
    assert detail.startswith("Ali Baba and the Forty Thieves · 2 players: Player 1, Morgiana")
    said = drawn(app, monkeypatch, load)
    words = " ".join(said)
    for internal in ("forty_thieves", "alibaba", ".json", "(AI ", ") (", "lamp,"):
        assert internal not in words, internal
    assert "Today, " in words and "Autosave" in words and "Named save" in words
    keep(app.window, "load-entries")


def test_a_finished_game_and_the_standard_game_say_so():
    match = finished(1)
    info = store.SaveInfo(store.autosave_path(match.id), "autosave", game="alibaba",
                          game_title="Ali Baba", seats=[Seat("Ann")], turn=40, over=True)
    assert load_screen.describe(info) == ("Ali Baba, Standard", "1 player: Ann",
                                          "Finished, turn 40")
    info.game, info.game_title = "forty_thieves", "Ali Baba and the Forty Thieves"
    assert load_screen.describe(info)[0] == "Ali Baba and the Forty Thieves"   # no variants
    info.round = 3
    assert load_screen.describe(info)[2] == "Finished, round 3"
    info.game, info.round, info.over = "bagdad", 0, False
    assert load_screen.describe(info)[2] == "Placing"     # Bagdad's pieces being placed


def test_ai_names_carry_their_level_once():
    assert names.seat_name(Seat("Scheherazade (hard)", "ai", "hard")) == "Scheherazade (hard AI)"
    assert names.seat_name(Seat("Zoe", "ai", "easy")) == "Zoe (easy AI)"
    assert names.seat_name(Seat("Player 2")) == "Player 2"
    assert names.seat_name(Seat("(hard)", "ai", "hard")) == "(hard) (hard AI)"


def test_dates_read_as_a_person_says_them():
    now = datetime(2026, 12, 2, 21, 40).astimezone()
    assert names.when(now - timedelta(minutes=5), now) == "Today, 21:35"
    assert names.when(now - timedelta(days=1), now) == "Yesterday, 21:40"
    assert names.when(now - timedelta(days=3), now) == "Sun 29 Nov, 21:40"
    assert names.when(now - timedelta(days=30), now) == "2 Nov, 21:40"
    assert names.when(now - timedelta(days=400), now) == "28 Oct 2025"


def test_a_variant_or_round_that_is_not_what_the_app_writes_is_left_out_of_the_line():
    path = store.save_slot(played(1), "odd")
    rewrite(path, lambda d: (d["options"].update(variant=["x"] * 3),
                             d["snapshot"].update(round="9" * 50)))
    [info] = listed(store.slots_dir())
    assert info.error is None and info.variant is None and info.round is None
    assert load_screen.describe(info)[2] == f"Turn {info.turn}"


# --- the prompts ------------------------------------------------------------------------------

def test_every_delete_prompt_starts_with_a_capital(app):
    store.save_slot(mini_match(), "lower-case name")
    autosaved(played(3))
    (store.slots_dir() / "broken.json").write_text("{", encoding="utf-8")
    load = start(app, LoadScene)
    for row in load.list.items:
        click(app, row)
        click(app, load.delete_button)
        dialog = app.stack.top
        assert dialog.message[0].isupper(), dialog.message
        assert "gone for good" in dialog.message
        dialog.close()
        steps(app, 1)


def test_the_default_save_name_and_the_saved_dialog_use_no_internal_names(app):
    table = start(app, lambda a: TableScene(a, Match.new(
        "alibaba", seats_from_specs(["human", "ai:easy"]), 5, {"variant": "small"})))
    menu = app.stack.push(PauseMenu(app, table))
    steps(app, 1)
    menu.ask_slot()
    steps(app, 1)
    prompt = app.stack.top
    label = prompt.field.value
    assert label.startswith("Ali Baba, Smaller Cave, ") and "_" not in label
    keep(app.window, "save-prompt")
    click(app, prompt.default_button)
    dialog = app.stack.top
    assert dialog.title == "Saved" and f"“{label}”" in dialog.message
    assert ".json" not in dialog.message and "alibaba" not in dialog.message
    [info] = listed(store.slots_dir())
    assert info.label == label


def test_a_damaged_file_written_later_is_no_newer_game_and_never_tidies_the_one_just_saved():
    old = played(0, seed=41)
    autosaved(old)
    (store.autosave_dir() / "junk.json").write_text("{not json", encoding="utf-8")
    fresh = played(0, seed=42)           # before anyone's second turn, like `old`
    store.autosave(fresh)                 # its first autosave tidies: `old` goes, it stays
    assert store.autosave_path(fresh.id).exists()
    assert not store.autosave_path(old.id).exists()


def test_an_arena_seat_says_its_level_once():
    assert names.seat_name(Seat("ai:hard", "ai", "hard")) == "hard AI"
    assert names.seat_name(Seat("ai:normal#2", "ai", "normal")) == "normal AI 2"
    assert names.seat_name(Seat("Morgiana", "ai", "hard")) == "Morgiana (hard AI)"


def test_a_finished_game_says_who_won_and_a_damaged_winners_field_is_refused():
    match = played(turns=0)
    while not match.state.is_over():
        match.apply(match.state.legal_actions()[0])
    path = store.save_slot(match, "done")
    info = next(i for i in store.listing().infos if i.path == path)
    won = [match.seats[s].name for s in match.state.result().winners]
    assert info.winners == won and names.winners_line(won) in load_screen.describe(info)[2]
    going = store.save_slot(played(turns=2), "going")
    assert next(i for i in store.listing().infos if i.path == going).winners == []
    assert names.winners_line(["Ann", "Bo"]) == "Ann and Bo shared the win"
    rewrite(path, lambda doc: doc.update(winners=["\x1b[2Jgone"]))
    with pytest.raises(store.SaveError, match="winners"):
        store.load(path)



@pytest.mark.parametrize("game, words", [("alibaba", "Turn 1"), ("forty_thieves", "Round 1"),
                                         ("bagdad", "Placing")])
def test_the_banner_counts_the_game_as_the_load_list_does(app, game, words, monkeypatch):
    """A game of rounds counts rounds (the Forty Thieves' rounds to 12, Bagdad's rounds of
    turns after the placing), Ali Baba every seat's turns, as its end of game says it; the
    words fit between the Hint button and the banner's edge."""
    match = Match.new(game, [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cy", "human")], 4)
    start(app, lambda a: table_for(game)(a, match))
    said = []
    monkeypatch.setattr(text, "draw", lambda surface, content, *a, **k:
                        said.append(content) or pygame.Rect(0, 0, 1, 1))
    steps(app, 1)
    assert words in said
    state = match.state
    assert names.state_progress(state) == words
    assert names.progress_line(14, None) == "Turn 14" and names.progress_line(3, 2) == "Round 2"
    room = BANNER.right - 24 - hinting.BUTTON.right - 12
    assert all(theme.font(18).size(names.progress_line(*made))[0] <= room
               for made in [(999, None), (1, 99), (1, 0)])
