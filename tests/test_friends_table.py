"""The table hosts a game with a friend's seat (scenes/table/friends.py): it opens the room as
it opens, its log says where and with which code friends join, the seat row says "friend" or
"away", a guest's move is played as the table plays an AI's, a whole game ends at the results
on both sides, and leaving the table tells the guest; `play --players human,friend,...` hosts
and prints where to join as its first line, an address this machine can reach."""
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from engine.match import Match, Seat
from scenes.tables import table_for
from support.network import WAIT, AiGuest
from support.scenes import start

ROOT = Path(__file__).resolve().parent.parent


def hosted_table(app, game="alibaba"):
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    seats = [Seat("Layla", "human"), Seat("Friend 1", "friend"), Seat("Omar", "ai", "easy")]
    match = Match.new(game, seats, 4)
    return start(app, lambda a: table_for(game)(a, match))


def test_a_table_with_a_friends_seat_hosts_it_and_plays_the_guests_moves(app):
    table = hosted_table(app)
    host = table.friends.host
    invitation = [e.message for e in table.log.entries if "room code" in e.message]
    assert invitation == [f"Friends join at {table.friends.address}:{host.port} with the room "
                          f"code {host.room.code}"]
    assert table.chrome.seat_kind(1) == "away"
    assert table.take_backs.seat() is None      # friends' tables would not follow it back
    guest = AiGuest("alibaba", host.port, host.room.code, "Nadia").start()
    seen_banners = set()
    for _ in range(20000):
        if table.session.to_move() == 1:
            seen_banners.add(table.chrome.banner_text())
        app.step(1 / 30)
        if table.session.waiting_for() == "human":
            table.play(table.session.actions(0)[0])
        if table.finished:
            break
        if table.session.waiting_for() == "remote":
            time.sleep(0.001)
    assert table.match.state.is_over() and table.finished
    assert table.chrome.seat_kind(1) == "friend" and table.match.seats[1].name == "Nadia"
    assert ("Nadia", "is playing at their computer…") in seen_banners
    moves = [m for m in guest.received if m["type"] == "state"]
    assert moves[-1]["to_move"] is None and len(moves) > 10
    app.stack.reset(type(table)(app, Match.new("alibaba", [Seat("Z", "human"),
                                                          Seat("Y", "ai", "easy")], 1)))
    guest.thread.join(WAIT)
    assert any(m["type"] == "bye" for m in guest.received)


def test_play_with_a_friend_prints_where_to_join_first_and_the_address_answers(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "SESAME_DATA_DIR": str(tmp_path)}
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "play", "alibaba",
                            "--players", "human,friend,ai:easy"], cwd=tmp_path, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = app.stdout.readline().strip()
        found = re.fullmatch(r"host (\S+):(\d+) code ([A-Z2-9]{4})", first)
        assert found, first
        guest = AiGuest("alibaba", int(found[2]), found[3], "Nadia")
        guest.link.uri = f"ws://{found[1]}:{found[2]}"
        guest.start()
        for _ in range(int(WAIT / 0.05)):
            if any(m["type"] == "welcome" for m in guest.received):
                break
            time.sleep(0.05)
        assert any(m["type"] == "welcome" for m in guest.received), guest.received
        assert json.dumps(guest.received[0]).count("Nadia") == 1
        assert app.poll() is None           # the table hosts the room it printed, and plays on
    finally:
        app.terminate()
        app.wait(WAIT)


def test_a_friends_turn_with_nobody_at_the_seat_says_how_to_join(app):
    seats = [Seat("Friend 1", "friend"), Seat("Layla", "human")]
    table = start(app, lambda a: table_for("alibaba")(a, Match.new("alibaba", seats, 4)))
    try:
        host = table.friends.host
        assert table.chrome.banner_text() == (
            "Friend 1", f"is away: joins at {table.friends.address}:{host.port} with the room "
                        f"code {host.room.code}")
    finally:
        table.friends.close()


def test_a_friends_moves_are_played_while_the_host_reads_the_guide(app):
    """A game with friends goes on under a menu or the guide: they do not wait on the host."""
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    seats = [Seat("Friend 1", "friend"), Seat("Omar", "ai", "easy"), Seat("Layla", "human")]
    table = start(app, lambda a: table_for("alibaba")(a, Match.new("alibaba", seats, 4)))
    table.open_guide()
    guide = app.stack.top
    guest = AiGuest("alibaba", table.friends.host.port, table.friends.host.room.code,
                    "Nadia").start()
    try:
        for _ in range(int(WAIT / 0.002)):
            if len(table.match.log) >= 2:
                break
            app.step(1 / 30)
            time.sleep(0.002)
        assert app.stack.top is guide and len(table.match.log) >= 2
        assert table.match.seats[0].name == "Nadia"
    finally:
        table.friends.close()
        guest.thread.join(WAIT)


def test_a_hosted_game_resumed_lets_the_same_friends_back_in_with_their_tickets(app):
    """The autosave keeps the room's code and each friend's ticket: the table that resumes it
    opens the same room, and a guest coming back with its ticket sits at its own seat."""
    from net import protocol
    from saves import store
    table = hosted_table(app)
    code, ticket = table.friends.host.room.code, table.friends.host.room.tickets[1]
    path = store.autosave(table.match)
    port = table.friends.host.port
    table.friends.close()
    resumed = start(app, lambda a: table_for("alibaba")(a, store.load_to_play(path)))
    try:
        room = resumed.friends.host.room
        assert room.code == code and room.tickets[1] == ticket
        assert resumed.friends.host.port == port     # where the guest looks for it again
        back = room.receive("guest", protocol.encode("hello", code=code, name="Nadia", seat=1,
                                                     ticket=ticket), 0.0)
        assert json.loads(back[0].text)["seat"] == 1 and room.away() == []
    finally:
        resumed.friends.close()


def test_a_save_whose_room_is_malformed_is_refused(app):
    from saves import format as save_format
    from saves.store import SaveError
    table = hosted_table(app)
    table.friends.close()
    doc = save_format.body(table.match, "autosave", "")
    for room in ({"code": "K4T", "tickets": {}}, {"code": "K4TZ", "tickets": {"0": "x"}},
                 {"code": "KITZ", "tickets": {}}, {"code": "K4TZ", "tickets": {"1": "\x00"}},
                 ["K4TZ"], {"code": "K4TZ", "tickets": {}, "port": "47210"},
                 {"code": "K4TZ", "tickets": {}, "port": 70000}):
        try:
            save_format.decode({**doc, "room": room})
        except SaveError as exc:
            assert "room for friends is malformed" in str(exc)
        else:
            raise AssertionError(f"{room!r} was taken")
    assert save_format.decode(doc).room == table.match.room


def test_the_host_may_let_the_ai_play_an_away_friends_seat_until_its_guest_is_back(app):
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    seats = [Seat("Friend 1", "friend"), Seat("Layla", "human")]
    table = start(app, lambda a: table_for("alibaba")(a, Match.new("alibaba", seats, 4)))
    try:
        assert table.friends.button.visible and table.friends.button.label == \
            "AI plays for Friend 1"
        table.friends.button.click()
        assert table.chrome.banner_text() == ("Friend 1", "is thinking…")
        for _ in range(2000):
            app.step(1 / 30)
            if table.session.waiting_for() == "human":
                break
        assert len(table.match.log) >= 1 and table.session.to_move() == 1
        app.step(1 / 30)
        assert not table.friends.button.visible         # Layla's turn: nothing to stand in for
        table.play(table.session.actions(1)[0])
        while table.session.to_move() == 1:
            app.step(1 / 30)
            table.play(table.session.actions(1)[0])
        AiGuest("alibaba", table.friends.host.port, table.friends.host.room.code,
                "Nadia").start()
        for _ in range(int(WAIT / 0.002)):
            app.step(1 / 30)
            if table.friends.away() == []:
                break
            time.sleep(0.002)
        app.step(1 / 30)
        assert table.friends.standing == set() and not table.friends.button.visible
        assert not table.friends.stands_in(0)
    finally:
        table.friends.close()


def test_the_new_game_screen_seats_a_friend_online_and_hosts_the_game(app):
    from scenes.screens.setup import SetupScene
    from scenes.table.host import TableScene
    setup = start(app, SetupScene)
    kinds = [k for k, _ in setup.seat_widgets[1].options]
    assert kinds[:2] == ["human", "friend"]
    setup.change_kind(setup.choices[1], setup.seat_widgets[2], 1, "friend")
    assert setup.seats()[1] == Seat("Friend 2", "friend")
    setup.start()
    table = app.stack.top
    try:
        assert isinstance(table, TableScene) and table.friends.hosting
        assert table.chrome.seat_kind(1) == "away"
    finally:
        table.friends.close()


def test_friends_online_need_a_person_at_the_hosts_computer(app):
    from scenes.kit.dialogs import Dialog
    from scenes.screens.setup import SetupScene
    setup = start(app, SetupScene)
    for i in range(2):
        setup.change_kind(setup.choices[i], setup.seat_widgets[2 * i], i, "friend")
    setup.start()
    assert isinstance(app.stack.top, Dialog) and "needs a person at this computer" in \
        app.stack.top.message


def test_continue_hosts_a_game_with_friends_again_where_they_left_it(tmp_path, monkeypatch):
    """`continue` on a game with friends says where they join first, as `play` does: the same
    room code and port, so that a friend's app waiting for its host finds it again."""
    import socket

    from saves import store
    monkeypatch.setenv("SESAME_DATA_DIR", str(tmp_path))
    with socket.socket() as probe:
        probe.bind(("", 0))
        port = probe.getsockname()[1]
    match = Match.new("alibaba", [Seat("Layla", "human"), Seat("Nadia", "friend")], 4)
    match.room = {"code": "K4TZ", "tickets": {"1": "ticket"}, "port": port}
    store.autosave(match)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "continue"], cwd=tmp_path,
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = app.stdout.readline().strip()
        assert re.fullmatch(rf"host \S+:{port} code K4TZ", first), first
    finally:
        app.terminate()
        app.wait(WAIT)


def test_leaving_a_table_friends_sit_at_asks_first(app):
    from scenes.kit.dialogs import Dialog
    from scenes.screens.pause import PauseMenu
    table = hosted_table(app)
    host = table.friends.host
    guest = AiGuest("alibaba", host.port, host.room.code, "Nadia").start()
    try:
        for _ in range(int(WAIT / 0.002)):
            app.step(1 / 30)
            if table.friends.present:
                break
            time.sleep(0.002)
        menu = app.stack.push(PauseMenu(app, table))
        menu.quit_to_title()
        asked = app.stack.top
        assert isinstance(asked, Dialog) and asked.title == "Friends are at the table"
        assert asked.message.startswith("Nadia: told you left")
        assert table.friends.hosting                # nothing left yet
    finally:
        table.friends.close()
        guest.thread.join(WAIT)
