"""Links in the data folder (see saves.atomic): a linked folder, a synced one say, is followed;
a link planted at a save's own name (slot, autosave or .bak) is replaced, never written
through, and the save made there loads."""
import pytest

from engine.match import Match, Seat
from saves import store
from saves.atomic import backup_path


def played(moves=2, seed=5):
    match = Match.new("minigame", [Seat("A", "human"), Seat("B", "ai", "easy")], seed)
    for _ in range(moves):
        match.apply(match.state.legal_actions()[0])
    return match


def save(kind, match):
    return store.save_slot(match, "mine") if kind == "slot" else store.autosave(match)


@pytest.mark.parametrize("linked", ["saves", "saves/slots"])
def test_a_linked_folder_is_followed(data_dir, tmp_path, linked):
    synced = tmp_path / "synced"
    synced.mkdir()
    (data_dir / linked).parent.mkdir(parents=True)
    (data_dir / linked).symlink_to(synced, target_is_directory=True)
    match = played()
    store.save_slot(match, "mine")
    match.apply(match.state.legal_actions()[0])
    slot, auto = store.save_slot(match, "mine"), store.autosave(match)
    slots = synced / "slots" if linked == "saves" else synced
    assert sorted(p.name for p in slots.iterdir()) == ["mine.json", "mine.json.bak"]
    assert store.load(slot).log == match.log == store.load(auto).log
    assert store.load(backup_path(slot)).log == match.log[:-1]
    assert (synced / "autosave" / auto.name).is_file() == (linked == "saves")
    assert {(i.path, i.kind) for i in store.listing().infos} == {(slot, "slot"), (auto, "autosave")}


@pytest.mark.parametrize("kind", ["slot", "autosave"])
@pytest.mark.parametrize("at", ["save", "bak"])
@pytest.mark.parametrize("target", ["junk", "a save of this game"])
def test_a_link_planted_at_a_save_name_is_never_written_through(tmp_path, kind, at, target):
    match = played()
    outside = tmp_path / "outside" / "mine.json"
    if target == "junk":
        outside.parent.mkdir()
        outside.write_bytes(b"someone's file\n")
    else:       # a link at the slot's name to this game's own slot: the save goes to that name
        store.save_slot(match, "mine", outside.parent)
    before = outside.read_bytes()
    name = store.slots_dir() / "mine.json" if kind == "slot" else store.autosave_path(match.id)
    if at == "bak":
        save(kind, match)           # a real save, which the next one backs up
    link = backup_path(name) if at == "bak" else name
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(outside)

    match.apply(match.state.legal_actions()[0])
    saved = save(kind, match)
    assert outside.read_bytes() == before
    assert not saved.is_symlink() and store.load(saved).log == match.log
    if at == "bak":                 # the backup took the link's place
        assert saved == name and not link.is_symlink()
        assert store.load(link).log == match.log[:-1]
    else:                           # the link replaced, or (not this game's slot) left alone
        assert not backup_path(saved).exists()      # what it points at is never backed up
        other = kind == "slot" and target == "junk"
        assert saved == name.with_name("mine-2.json" if other else name.name)
        assert link.is_symlink() == other
