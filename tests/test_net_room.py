"""The host's checks, without a socket (net/room.py): a guest sits down only with the room's
code, at a free friend's seat or, coming back, at its own with its ticket; it sees only its
seat's view and the events that seat may see; its move must be its seat's, on its turn, for
the turn it was shown and legal; a guest that sends garbage, acts out of turn or floods is
refused with a reason and at STRIKES sent away, and the game goes on."""
import json

from engine.core import Action
from engine.match import Match, Seat
from engine.session import Session
from net import protocol
from net.room import STRIKES, Room
from support.minigame import NAME as MINI


def room(kinds=("friend", "ai:easy", "friend"), **options) -> Room:
    seats = [Seat(f"P{i}", "human") if k == "friend" else Seat(f"P{i}", "ai", "easy")
             for i, k in enumerate(kinds)]
    friends = {i for i, k in enumerate(kinds) if k == "friend"}
    return Room(Session(Match.new(MINI, seats, 3), remote=friends), friends, code="K4TZ",
                **options)


def hello(code="K4TZ", seat=None, ticket=None, name="Layla") -> str:
    return protocol.encode("hello", code=code, name=name, seat=seat, ticket=ticket)


def said(outs) -> list[dict]:
    return [json.loads(o.text) for o in outs if o.text is not None]


def closed(outs) -> bool:
    return any(o.text is None for o in outs)


def test_a_guest_with_the_code_sits_at_the_first_free_friends_seat_and_sees_its_view():
    r = room()
    welcome, state = said(r.receive("a", hello(), 0.0))
    assert (welcome["type"], welcome["seat"], welcome["game"]) == ("welcome", 0, MINI)
    assert welcome["seats"][0] == {"name": "Layla", "kind": "friend", "level": None}
    assert json.loads(r.state(0)) == state and state["view"] == json.loads(
        json.dumps(r.session.view(0)))
    assert said(r.receive("b", hello(code="k4tz", name="Omar"), 0.0))[0]["seat"] == 2
    assert r.away() == []
    outs = r.receive("c", hello(), 0.0)
    assert said(outs) == [{"type": "refused", "v": 1, "reason": "the table is full"}] \
        and closed(outs)


def test_a_wrong_code_is_refused_and_seats_no_one():
    r = room()
    assert said(r.receive("a", hello(code="ZZZZ"), 0.0))[0]["reason"] == "wrong room code"
    assert r.away() == [0, 2]


def test_a_guest_comes_back_to_its_own_seat_only_with_its_ticket():
    r = room()
    ticket = said(r.receive("a", hello(), 0.0))[0]["ticket"]
    r.left("a")
    assert r.away() == [0, 2]
    assert said(r.receive("x", hello(seat=0, ticket="forged"), 0.0))[0]["reason"] == \
        "that seat is not yours"
    assert said(r.receive("x", hello(seat=1, ticket=ticket), 0.0))[0]["reason"] == \
        "that seat is not yours"            # an AI's seat is no guest's
    back = said(r.receive("b", hello(seat=0, ticket=ticket), 0.0))
    assert back[0]["seat"] == 0 and back[1]["type"] == "state" and r.away() == [2]


def test_a_move_must_be_its_seats_on_its_turn_for_that_turn_and_legal():
    r = room(("friend", "friend"))
    r.receive("a", hello(), 0.0)
    r.receive("b", hello(), 0.0)
    mover = r.session.to_move()
    me, other = ("a", "b") if mover == 0 else ("b", "a")
    legal = r.session.actions(mover)[0]
    play = lambda action, turn=0: protocol.encode("play", turn=turn, action=action.to_dict())
    assert said(r.receive(other, play(legal), 0.0))[0]["reason"] == "it is not your turn"
    assert said(r.receive(me, play(legal, turn=5), 0.0))[0]["reason"].startswith(
        "that move was for an earlier turn")
    assert said(r.receive(me, play(Action("play", card=999)), 0.0))[0]["reason"] == \
        "not a legal move now"
    bogus = protocol.encode("play", turn=0, action={"kind": "play", "card": {"x": 1}})
    assert said(r.receive(me, bogus, 0.0))[0]["reason"] == "not an action"
    assert r.take(mover) is None
    assert r.receive(me, play(legal), 0.0) == [] and r.take(mover) == legal


def test_garbage_is_refused_with_its_reason_and_at_the_limit_the_guest_is_sent_away():
    r = room()
    r.receive("a", hello(), 0.0)
    for strike in range(1, STRIKES):
        assert said(r.receive("a", "garbage", 0.0))[0]["type"] == "refused"
    outs = r.receive("a", "garbage", 0.0)
    assert said(outs)[0]["type"] == "bye" and closed(outs) and r.away() == [0, 2]


def test_a_message_before_hello_is_refused():
    assert said(room().receive("a", protocol.encode("ping"), 0.0))[0]["reason"] == \
        "say hello with the room code first"


def test_a_flood_is_refused_then_sent_away_and_a_guest_at_a_persons_pace_never_is():
    r = room(rate=(10.0, 20))
    r.receive("a", hello(), 0.0)
    outs = [r.receive("a", protocol.encode("ping"), 0.0) for _ in range(30)]
    assert outs[:19] == [[]] * 19 and said(outs[19])[0]["reason"].startswith("too many")
    assert any(closed(o) for o in outs)
    calm = room(rate=(10.0, 20))
    calm.receive("b", hello(), 0.0)
    assert all(calm.receive("b", protocol.encode("ping"), t / 5) == [] for t in range(500))


def test_each_guest_hears_of_a_move_only_what_its_seat_may_see():
    r = room(("friend", "friend"))
    r.receive("a", hello(), 0.0)
    r.receive("b", hello(), 0.0)
    seat = r.session.to_move()
    played = r.session.play(seat, r.session.actions(seat)[0])
    news = {o.conn: json.loads(o.text) for o in r.moved(played)}
    for conn, seat in (("a", 0), ("b", 1)):
        seen = [e for e in played.events if e.visible(seat)]
        assert news[conn]["events"] == json.loads(json.dumps(
            [{"kind": e.kind, "data": e.data,
              "to": None if e.visible_to is None else list(e.visible_to)} for e in seen]))
        assert news[conn]["view"] == json.loads(json.dumps(r.session.view(seat)))
