"""Autosaves written off the frame loop: the game as it was at the move is what lands, in
order, before anything reads the saves folder; a failure is told to the table's log; the app
does not end before the writes are on disk."""
import json
import threading


from saves import background, store
from scenes.app import App
from scenes.tables import table_for
from support.matches import mini_match
from support.scenes import start, steps
from scenes.window import close_display


def test_a_background_autosave_is_the_game_at_that_move_and_reads_wait_for_it(monkeypatch):
    match = mini_match()
    gate = threading.Event()
    slow = store._write_text

    def held(path, text):               # the disk is slow: the write waits for the gate
        gate.wait(5)
        return slow(path, text)

    monkeypatch.setattr(store, "_write_text", held)
    path = store.autosave(match, in_background=True)
    at_move = len(match.log)
    match.apply(match.state.legal_actions()[0])      # the game goes on meanwhile
    assert not path.exists()                           # not written yet, nothing waited
    threading.Timer(0.2, gate.set).start()
    doc = store.read_doc(path)                         # a read waits for the writer
    assert len(doc["log"]) == at_move


def test_background_writes_land_in_order_and_a_foreground_save_lands_last():
    match = mini_match()
    path = store.autosave(match, in_background=True)
    while not match.state.is_over() and len(match.log) < 3:
        match.apply(match.state.legal_actions()[0])
        store.autosave(match, in_background=True)
    store.autosave(match)                              # in the foreground, after them all
    assert len(json.loads(path.read_text())["log"]) == len(match.log)
    assert len(json.loads(store.backup_path(path).read_text())["log"]) == len(match.log)


def test_a_failed_background_write_is_told_once_to_its_own_game(monkeypatch):
    match, other = mini_match(), mini_match(seed=4)

    def refuse(path, text):
        raise store.SaveError(f"cannot write {path}: disk full")

    monkeypatch.setattr(store, "_write_text", refuse)
    store.autosave(match, in_background=True)
    background.flush()
    assert background.failures(other.id) == []
    said = background.failures(match.id)
    assert len(said) == 1 and "disk full" in said[0]
    assert background.failures(match.id) == []


def test_a_threaded_table_writes_in_the_background_logs_a_failure_and_quit_waits(
        tmp_path, monkeypatch):
    rules = tmp_path / "rules"
    rules.mkdir()
    app = App(threaded_ai=True, rules_dir=rules)
    try:
        match = mini_match(("human", "ai:easy"))
        table = start(app, lambda a: table_for(match.name)(a, match))
        handed = []
        real = background.submit
        monkeypatch.setattr(background, "submit",
                            lambda *job: (handed.append(job[0]), real(*job)))
        table.play(match.state.legal_actions()[0])     # a turn completed: autosaved
        assert handed == [match.id]
        monkeypatch.setattr(background, "submit", real)   # (undo() would drop the data dir)

        def refuse():
            raise store.SaveError("cannot write the autosave: no room")

        background.submit(match.id, refuse, store.SaveError)
        background.flush()
        steps(app, 1)
        assert [e.message for e in table.log.entries if "Autosave failed" in e.message] == [
            "Autosave failed: cannot write the autosave: no room"]
        store.autosave(match, in_background=True)
        app.quit()                                     # waits for the writer
        assert background._jobs.unfinished_tasks == 0
        assert len(json.loads(store.autosave_path(match.id).read_text())["log"]) == \
            len(match.log)
    finally:
        close_display()
