"""A friend's table (scenes/table/joined.py over net/shadow.py): joined to a game hosted on a
real socket, the guest's own game table shows exactly what its seat may see, offers its legal
moves, sends its clicks to the host, shows every move the host tells it (the board, the log),
reaches the results with the host, and saves nothing, takes nothing back; a refused code, a
host that leaves and a host's message that is no game are said, never a crash."""
import threading
import time
from dataclasses import replace

import pytest

from engine.core import Action
from engine.match import Match, Seat
from engine.session import Session
from net import protocol
from net.guest import GuestLink
from net.room import Room
from net.shadow import GuestSession, HostError
from saves import store
from scenes.screens.pause import PauseMenu
from scenes.screens.results import ResultsScene
from scenes.table.host import TableScene
from scenes.kit.widgets import Button
from scenes.table.joined import JoiningScene, join
from support.network import WAIT, hosted, host_loop
from support.scenes import start

PAUSE = 0.001       # seconds between two frames while the network answers
GAMES = [("alibaba", ["friend", "ai:easy"], None),
         ("forty_thieves", ["ai:easy", "friend", "ai:easy"], 150),     # three rounds or so
         ("bagdad", ["ai:easy", "friend", "ai:easy"], 150),   # a round, its exchange and all
         pytest.param("forty_thieves", ["ai:easy", "friend", "ai:easy"], None,
                      marks=pytest.mark.slow),
         pytest.param("bagdad", ["ai:easy", "friend", "ai:easy"], None, marks=pytest.mark.slow)]


@pytest.fixture(autouse=True)
def links_closed(monkeypatch):
    """Every link a test opens is closed after it: one left waiting for its host would wake
    the next test's app loop for minutes."""
    from scenes.table import joined as joined_module
    opened = []

    class Link(GuestLink):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            opened.append(self)
    monkeypatch.setattr(joined_module, "GuestLink", Link)
    yield
    for link in opened:
        link.close()


def frames(app, seconds: float = WAIT):
    """The app's frames, a short pause after each for the network (at most `seconds` of
    pauses: no clock is read)."""
    for _ in range(int(seconds / PAUSE)):
        app.step(1 / 60)
        time.sleep(PAUSE)
        yield


def labels(scene) -> list[str]:
    return [w.label for w in scene.widgets if isinstance(w, Button)]


def joined(app, game, kinds, seed=3, code=None):
    """The app joined to a freshly hosted game of `kinds`: (session, host, stop, the table or
    the joining scene if none opened)."""
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    session, host = hosted(game, kinds, seed=seed)
    stop = threading.Event()
    host_loop(session, host, stop)
    start(app)
    join(app, "127.0.0.1", host.port, code or host.room.code, "Nadia")
    for _ in frames(app):
        if isinstance(app.stack.top, TableScene) or code and app.stack.top.trouble:
            break
    return session, host, stop


@pytest.mark.parametrize("game, kinds, moves", GAMES,
                         ids=["alibaba", "forty_thieves_begun", "bagdad_begun", "forty_thieves",
                              "bagdad"])
def test_a_guest_plays_a_game_at_its_own_table_seeing_only_its_seat(app, game, kinds, moves):
    """The whole game (the first `moves` of the longer games in the default run)."""
    session, host, stop = joined(app, game, kinds)
    table = app.stack.top
    seat = kinds.index("friend")
    try:
        assert isinstance(table, TableScene) and table.viewer == seat
        assert table.take_backs.seat() is None
        seen = 0
        for _ in frames(app, WAIT * 6):
            if table.finished or moves is not None and table.session.turn >= moves:
                break
            if table.session.waiting_for() == "human" and not table.board_busy():
                with host.lock:
                    assert table.view == session.view(seat)     # its seat's view, no more
                    assert table.actions == session.actions(seat)
                table.play(table.actions[seen % len(table.actions)])
                seen += 1
        if moves is not None:
            assert seen > 10 and table.view == table.session.view(seat)
            return
        assert table.finished and session.state.is_over() and seen > 3
        assert isinstance(app.stack.top, ResultsScene)
        assert labels(app.stack.top) == ["Back to title", "See the board"]
        assert table.view == session.view(seat)
        assert table.match.state.result() == session.state.result()     # every screen's
        assert table.match.score_history() == session.match.score_history()
        assert len(table.log.entries) > 10
        assert store.newest_autosave() is None          # the game is the host's
    finally:
        stop.set()
        host.close()


def test_a_host_that_leaves_is_said_and_waited_for_and_the_guest_sits_down_again(app):
    """The host leaves (its menu's Quit): the friend is told and may wait; the host continues
    the game (the same room code, tickets and port, as its save keeps them) and the friend's
    table takes it up by itself, the game going on to its end."""
    from net.host import Host
    session, host, stop = joined(app, "alibaba", ["friend", "ai:easy"])
    table = app.stack.top
    table.back()
    assert isinstance(app.stack.top, PauseMenu) and "Save" not in labels(app.stack.top)
    assert app.stack.top.title == "Menu"        # the game goes on: nothing pauses
    app.stack.pop()
    stop.set()
    room, port = host.room, host.port
    host.close()
    for _ in frames(app):
        if app.stack.top is not table:
            break
    assert app.stack.top.title == "The host has left the game"
    assert labels(app.stack.top) == ["Leave", "Wait"] and "continue" in app.stack.top.message
    assert table.friends.link.host_left and not table.friends.link.ended.is_set()
    assert table.chrome.banner_text() == ("The host",
                                          "cannot be reached: this table waits for them")
    assert table.actions == []                  # a move made now would be lost
    app.stack.pop()                                             # Wait
    back = Host(Room(session, {0}, code=room.code, tickets=room.tickets, rate=room.rate), port,
                bind="127.0.0.1")
    back.start()
    stop = threading.Event()
    host_loop(session, back, stop)
    try:
        for _ in frames(app):
            if table.finished:
                break
            if table.session.waiting_for() == "human" and not table.board_busy():
                table.play(table.actions[0])
        lines = [e.message for e in table.log.entries]
        assert "Back at the table." in lines and table.finished
        assert lines.count("The connection to the host is lost: trying again…") <= 1
    finally:
        stop.set()
        back.close()


def test_a_wrong_room_code_is_said_on_the_joining_screen(app):
    session, host, stop = joined(app, "alibaba", ["friend", "ai:easy"], code="ZZZZ")
    try:
        assert isinstance(app.stack.top, JoiningScene)
        assert app.stack.top.trouble == "Wrong room code" and app.stack.top.refused
        app.stack.top.back()
        assert not isinstance(app.stack.top, JoiningScene)
    finally:
        stop.set()
        host.close()


def test_a_host_message_that_makes_no_game_is_a_host_error_not_a_crash():
    welcome = {"game": "alibaba", "seat": 0, "ticket": "t", "options": {},
               "seats": [{"name": "N", "kind": "friend", "level": None},
                         {"name": "H", "kind": "human", "level": None}]}
    for bad in ({"view": {"cells": "nonsense"}}, {"view": {}}, {"to_move": 5}):
        state = {"turn": 0, "to_move": 0, "view": {}, "actions": [], "events": [], "away": [],
                 "scores": [], **bad}
        with pytest.raises(HostError):
            GuestSession(welcome, state, lambda action, turn: None)
    with pytest.raises(HostError):
        GuestSession({**welcome, "game": "chess"}, {}, lambda action, turn: None)
    with pytest.raises(HostError):
        GuestSession({**welcome, "seats": [{"name": "N", "kind": "ai", "level": "god"}] * 2},
                     {}, lambda action, turn: None)


def seated(other: Seat, send=lambda action, turn: None):
    """A room for Ali Baba with a friend at seat 0 and `other` at seat 1, and the friend's
    session over its welcome (no socket): (host's session, room, friend's session)."""
    host_session = Session(Match.new("alibaba", [Seat("N", "friend"), other], 2), remote={0})
    room = Room(host_session, {0})
    outs = room.receive("conn", protocol.encode("hello", code=room.code, name="N", seat=None,
                                                ticket=None), 0.0)
    welcome, state = (protocol.decode(o.text, protocol.FROM_HOST) for o in outs)
    return host_session, room, GuestSession(welcome, state, send)


def test_a_guest_session_sends_only_its_own_legal_moves_and_hears_them_back():
    sent = []
    host_session, room, guest = seated(Seat("H", "human"),
                                       lambda action, turn: sent.append((action, turn)))
    assert guest.seat == 0 and guest.kind(1) == "remote" and guest.waiting_for() == "human"
    with pytest.raises(Exception):
        guest.play(0, Action("nonsense"))
    action = guest.actions(0)[0]
    assert guest.play(0, action) is None and sent == [(action, 0)]
    assert guest.waiting_for() == "remote" and guest.actions(0) == []
    played = host_session.play(0, action)
    news = protocol.decode(room.moved(played)[0].text, protocol.FROM_HOST)
    told = guest.heard(news)
    assert told.seat == 0 and told.action == action and guest.turn == 1
    assert [e.kind for e in told.events] == [e.kind for e in played.events]
    assert guest.view(0) == host_session.view(0)


def test_the_game_as_it_ended_comes_whole_and_must_fit_the_seats_view():
    host_session, room, guest = seated(Seat("H", "ai", "easy"))
    while not host_session.state.is_over():
        seat = host_session.to_move()
        host_session.play(seat, host_session.actions(seat)[0])
    end = protocol.decode(room.state(0), protocol.FROM_HOST)
    other = Session(Match.new("alibaba", [Seat("N", "friend"), Seat("H", "human")], 9))
    while not other.state.is_over():
        other.play(other.to_move(), other.actions(other.to_move())[0])
    with pytest.raises(HostError):
        guest.heard({**end, "final": other.state.to_dict()})   # another game's end
    with pytest.raises(HostError):
        guest.heard({**end, "final": {"cells": 1}})
    guest.heard(end)
    assert guest.state.result() == host_session.state.result()
    assert guest.match.score_history() == host_session.match.score_history()


def test_a_host_of_another_version_is_said_plainly_and_not_tried_again():
    from net.guest import ANOTHER_VERSION
    link = GuestLink("127.0.0.1", 1, "K4TZ", "Nadia")
    link._heard('{"type": "welcome", "v": 2}')
    assert link.ended.is_set()
    assert link.inbox.get_nowait() == {"type": "bye", "reason": ANOTHER_VERSION}


def test_each_message_from_the_host_wakes_the_resting_app():
    woken = []
    link = GuestLink("127.0.0.1", 1, "K4TZ", "Nadia", heard=lambda: woken.append(1))
    link._heard(protocol.encode("refused", reason="wrong room code"))
    link._heard("garbage")
    assert len(woken) == 2 and link.inbox.qsize() == 2


def test_a_friend_sitting_down_mid_game_is_told_the_moves_before_are_the_hosts(app):
    app.apply_settings(replace(app.settings, animation_speed="instant", sound=False))
    session, host = hosted("forty_thieves", ["ai:easy", "friend", "ai:easy"], seed=2)
    try:
        while session.to_move() != 1:       # nobody has joined yet: no guest to race
            host.moved(session.step())
        made = session.turn
        start(app)
        join(app, "127.0.0.1", host.port, host.room.code, "Nadia")
        for _ in frames(app):
            if isinstance(app.stack.top, TableScene):
                break
        lines = [e.message for e in app.stack.top.log.entries]
        assert lines[0].startswith("Ali Baba and the Forty Thieves resumes")
        said = "1 move was made before you sat down: the host's log tells it" if made == 1 \
            else f"{made} moves were made before you sat down: the host's log tells them"
        assert made and f"({said}.)" in lines
    finally:
        host.close()
