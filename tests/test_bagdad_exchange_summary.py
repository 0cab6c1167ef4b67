"""The exchange's summary in the log stays true: a game continued mid-exchange (through its
autosave, as `continue` opens it), a take-back in the middle of an exchange and a replay shown
at the move that closed it sum the exchange up in the very words of the game played straight
through, because the summary is folded from the match's moves (engine/bagdad/history.py)."""
from __future__ import annotations

from engine.bagdad.history import History
from engine.match import Match
from engine.session import Session
from saves import store
from scenes.table.replay import ReplayScene
from scenes import tables

from support.bagdad_play import log_text, open_table, seats, until

KINDS = ("human", "ai:normal", "ai:normal", "ai:normal")
SEED = 3
SAID = "In this exchange"       # how each line of the summary begins


def person(match: Match):
    """The person's move: the normal AI's, so that every run plays the same game."""
    return Session(match).decision(0, "normal").make()


def course() -> tuple[int, int, int]:
    """The game without a table: the log's length at the person's first turn in an exchange
    after a trade in it (where it is saved), at a later one that can be taken back, and when
    that exchange closes."""
    match = Match.new("bagdad", seats(KINDS), SEED)
    session, traded, cut, undo = Session(match), False, None, None
    while True:
        seat = session.to_move()
        if seat == 0 and match.state.phase == "exchange" and traded:
            cut = cut or len(match.log)
            if undo is None and len(match.log) > cut and match.take_back_moves(0):
                undo = len(match.log)
        played = session.play(seat, person(match) if seat == 0 else session.decide(seat))
        traded |= any(e.kind == "trade" for e in played.events)
        if traded and match.state.phase == "purchase":
            assert cut is not None and undo is not None
            return cut, undo, len(match.log)


def play_to(app, table, moves: int) -> None:
    """The person's seat played by clicks' worth of moves, the AIs by the table, until the log
    holds `moves` moves and the board has shown them."""
    def there() -> bool:
        match = table.match
        if len(match.log) < moves and match.state.to_move() == 0 and table.actions \
                and not table.board_busy():
            table.play(person(match))
        return len(match.log) >= moves and not table.board_busy()
    until(app, there, limit=5000, what=f"move {moves}")
    assert len(table.match.log) == moves


def summary(table) -> list[str]:
    return [line for line in log_text(table).splitlines() if line.startswith(SAID)]


def straight(app, end: int) -> tuple[list[str], Match]:
    table = open_table(app, KINDS, SEED, speed="instant")
    play_to(app, table, end)
    return summary(table), table.match


def test_a_game_continued_mid_exchange_sums_it_up_as_if_never_left(app):
    cut, _, end = course()
    said, _ = straight(app, end)
    assert len(said) == len(KINDS) and "traded" in " ".join(said)
    table = open_table(app, KINDS, SEED, speed="instant")
    play_to(app, table, cut)
    store.autosave(table.match)
    resumed = tables.continue_newest(app)
    assert resumed is not table and resumed.match.log == table.match.log
    play_to(app, resumed, end)
    assert summary(resumed) == said


def test_a_take_back_mid_exchange_keeps_the_count(app):
    _, undo, end = course()
    said, _ = straight(app, end)
    table = open_table(app, KINDS, SEED, speed="instant")
    play_to(app, table, undo)
    table.take_backs.press()
    fresh = app.stack.top
    assert fresh is not table and len(fresh.match.log) < undo and fresh.match.take_backs == 1
    play_to(app, fresh, end)
    assert summary(fresh) == said


def test_a_replay_at_the_closing_move_retells_the_same_summary(app):
    _, _, end = course()
    said, match = straight(app, end)
    replay = app.stack.push(ReplayScene(app, match))
    assert summary(replay.table_at(end)) == said
    assert summary(replay.table_at(end - 1)) == []      # not before the exchange is over


def test_the_history_folds_each_move_once():
    """Asked again, it goes on from where it was (the table asks at every exchange's end)."""
    _, _, end = course()
    match = Match.new("bagdad", seats(KINDS), SEED)
    for _ in range(end):
        match.apply(person(match) if match.state.to_move() == 0 else
                    Session(match).decide(match.state.to_move()))
    history = History(match.fresh_state()).follow(match.log[:end - 1])
    assert history.moves == end - 1 and history.exchange(1) is None
    closed = history.follow(match.log).exchange(1)
    assert history.moves == end and sum(closed.trades) > 0 and sum(closed.trades) % 2 == 0
