"""The save store: round trips, .bak, atomic replacement, and every error path."""
import json
import os
from pathlib import Path

import pytest

from engine.match import Match, seats_from_specs
from saves import format as fmt
from saves import reading, settings, store
from saves.atomic import backup_path, write_atomic
from support.saves import played, rewrite

GOLDEN = Path(__file__).parent / "golden"


def test_round_trip_restores_the_same_game(data_dir):
    match = played()
    path = store.save_slot(match, "my game")
    assert path == data_dir / "saves" / "slots" / "my-game.json"
    again = store.load(path)
    assert again.log == match.log and again.seats == match.seats and again.id == match.id
    assert again.state.to_dict() == match.state.to_dict()
    assert again.state.legal_actions() == match.state.legal_actions()


def test_second_write_keeps_previous_as_bak():
    match = played(1)
    path = store.autosave(match)
    first = path.read_text()
    match.apply(match.state.legal_actions()[0])
    store.autosave(match)
    assert backup_path(path).read_text() == first
    assert store.load(backup_path(path)).log == match.log[:1]
    assert store.load(path).log == match.log


def test_crash_during_replace_leaves_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    write_atomic(target, "old")
    real_replace = os.replace

    def crash(src, dst):
        if Path(dst) == target:
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json", "f.json.bak"]


def test_write_failure_is_a_save_error(monkeypatch):
    def no_space(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(store, "write_atomic", no_space)
    with pytest.raises(store.SaveError, match="No space left"):
        store.save_slot(played(1), "x")


def test_list_newest_first_with_broken_files_and_newest_autosave(data_dir):
    old = played(4, seed=1)          # past its first round: kept (see store.tidy)
    store.autosave(old)
    finished = played(1, seed=2)
    while not finished.state.is_over():
        finished.apply(finished.state.legal_actions()[0])
    store.autosave(finished)
    store.save_slot(played(2, seed=3), "slot one")
    broken = store.slots_dir() / "junk.json"
    broken.write_text("{not json")
    infos = store.listing().infos
    assert len(infos) == 4
    good = [i for i in infos if i.error is None]
    assert [i.saved_at for i in good] == sorted((i.saved_at for i in good), reverse=True)
    assert {i.kind for i in good} == {"slot", "autosave"}
    assert good[0].label == "slot one" and good[0].turn == 3 and good[0].game_title == "Mini Game"
    assert [i for i in infos if i.error][0].path == broken
    # the finished game is newer but not resumable: Continue takes the unfinished one
    assert store.newest_autosave() == store.autosave_dir() / f"{old.id}.json"


def test_no_saves_at_all():
    assert store.listing().infos == [] and store.newest_autosave() is None


def test_delete_removes_file_and_backup():
    match = played(1)
    path = store.autosave(match)
    store.autosave(match)
    store.delete(path)
    assert not path.exists() and not backup_path(path).exists()


def err(path):
    with pytest.raises(store.SaveError) as info:
        store.load(path)
    message = str(info.value)
    assert "\n" not in message and "Traceback" not in message
    return message


def test_missing_file(tmp_path):
    assert "no save file" in err(tmp_path / "nope.json")


@pytest.mark.parametrize("content, expected", [
    (b'{"format": "sesame-tabletop-save", oops', "field 'version' is missing"),
    (b'"sesame-tabletop-save"\xff\xfe\x00garbage', "not UTF-8"),
    (b"[1, 2]", "not a Sesame Tabletop save"),
    (b'{"format": "other"}', "not a Sesame Tabletop save"),
    (b'["sesame-tabletop-save"]', "not a Sesame Tabletop save"),
    (b"[" * 20000 + b'"sesame-tabletop-save"', "not a Sesame Tabletop save"),
    (b'{"format": "sesame-tabletop-save", "version": ' + b"[" * 20000, "nested too deeply"),
    (b"[1," * 1_000_000 + b'"sesame-tabletop-save"]', "not a Sesame Tabletop save"),
])
def test_not_a_save(tmp_path, content, expected):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    assert expected in err(path)


def test_checksum_mismatch_when_edited_by_hand():
    path = store.save_slot(played(), "t")
    doc = json.loads(path.read_text())
    doc["seed"] += 1
    path.write_text(json.dumps(doc))
    assert "checksum" in err(path)


def test_newer_format_version():
    path = store.save_slot(played(), "t")
    rewrite(path, lambda d: d.update(version=fmt.VERSION + 1))
    assert "newer version" in err(path)


@pytest.mark.parametrize("change, expected", [
    (lambda d: d.update(game="chess"), "unknown game 'chess'"),
    (lambda d: d.update(seed="7"), "field 'seed'"),
    (lambda d: d.update(turn=True), "field 'turn'"),
    (lambda d: d["seats"].__setitem__(0, {"name": "x", "kind": "robot"}), "seat is malformed"),
    (lambda d: d["seats"].pop(), "damaged save: "),  # 2 seats: another deal
    (lambda d: d["log"].__setitem__(1, {"kind": "play", "card": 99}), "move 2 is not legal"),
    (lambda d: d["log"].__setitem__(0, {"card": 1}), "move 1 is not legal"),
    (lambda d: d["snapshot"]["scores"].__setitem__(0, 999), "replaying the moves"),
    (lambda d: d.update(options={"variant": "nonsense"}), "cannot set up the game"),
])
def test_tampered_but_resealed(change, expected):
    path = store.save_slot(played(), "t")
    rewrite(path, change)
    assert expected in err(path)


def test_too_large(monkeypatch):
    path = store.save_slot(played(), "t")
    monkeypatch.setattr(reading, "MAX_BYTES", 10)
    assert "too large" in err(path)


def test_unreadable_listed_with_error_not_raised():
    path = store.save_slot(played(), "t")
    rewrite(path, lambda d: d.update(game="chess"))
    [info] = store.listing().infos
    assert info.error == "unknown game 'chess'; choose one of: " + ", ".join(
        __import__("engine.catalog", fromlist=["names"]).names())


def test_golden_v1_file_keeps_loading():
    """A save written by format version 1; must load in every later version (via MIGRATIONS)."""
    match = store.load(GOLDEN / "minigame-v1.json")
    assert match.name == "minigame" and len(match.log) == 4
    assert match.state.scores == [21, 9]


def test_settings_round_trip_and_defaults(data_dir):
    assert settings.load() == settings.Settings()
    settings.save(settings.Settings("fast", True, False))
    assert settings.path() == data_dir / "config" / "settings.json"
    assert settings.load() == settings.Settings("fast", True, False)
    settings.path().write_text('{"animation_speed": "warp", "sound": "yes", "colour_blind": true}')
    assert settings.load() == settings.Settings("normal", True, True)
    settings.path().write_text("garbage")
    assert settings.load() == settings.Settings()


def test_the_load_screen_summary_holds_nothing_a_seat_cannot_see():
    """Two games that differ in their hidden deals (other seeds), saved at the same turn with
    the same seats, give the same Load-screen line: it shows no score, hand or tile."""
    from engine.core import Rng
    for seed in (1, 2):
        match = Match.new("alibaba", seats_from_specs(["human", "ai:easy", "ai:easy"]), seed)
        rng = Rng(0)
        while match.state.turn < 6:
            match.apply(rng.choice(match.state.legal_actions()))
        store.save_slot(match, f"game {seed}")
    infos = store.listing().infos
    assert set(vars(infos[0])) == {"path", "kind", "label", "game", "game_title", "variant",
                                   "seats", "saved_at", "turn", "over", "error", "backup",
                                   "round", "match_id", "take_backs", "origin", "winners"}
    shown = [{k: v for k, v in vars(i).items()
              if k not in ("path", "saved_at", "label", "match_id")}
             for i in infos]
    assert len(shown) == 2 and shown[0] == shown[1] and shown[0]["turn"] == 6
