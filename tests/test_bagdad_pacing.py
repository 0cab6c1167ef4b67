"""Thieves of Bagdad's words keep pace with its board: at normal speed a move's log lines and
headlines appear as the beats showing them begin (a kidnap's line with the kidnap, not with
the click), what no beat shows once the move has been shown, the game's end and the results
only after the last beat; at "instant" everything is told at once and in order. The seat rows'
card counts follow the flights too (motion.held_cards), the panel offers the next decision
only once the move before it has been shown, and the banner names a new round once its income
has flown."""
from __future__ import annotations

from engine.bagdad.city import DESERT
from scenes.bagdad import motion
from scenes.kit.scene import Scene
from support.bagdad_fixtures import goods, set_hand
from support.bagdad_play import at_position, log_text, open_table, place_by_clicks, until
from support.bagdad_table import ALI, BAZAAR, button, duel, piece_at, shopping, space
from support.scenes import click

FRAME = 1 / 60


def strike(app, table, attacker: int, victim: int, step: int) -> None:
    """Piece, space, the strike in the chooser; Confirm is left to the test."""
    click(app, piece_at(table, attacker))
    click(app, space(table, step))
    click(app, next(b for b in table.chooser.buttons if b.style == "primary"))


def frames_until_still(app, table, seen, limit: int = 600) -> list:
    """Each frame until the board is still: seen(table) after the frame."""
    said = []
    for _ in range(limit):
        app.step(FRAME)
        said.append(seen(table))
        if not table.board_busy():
            return said
    raise AssertionError("the board never came to rest")


def test_a_kidnap_is_told_as_the_kidnap_begins_and_the_move_as_the_walk_does(app):
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state, speed="normal")
    strike(app, table, attacker, victim, step)
    before = len(table.log.entries)
    button(table, "Confirm").click()            # played; no frame has shown it yet
    assert table.board_busy() and len(table.log.entries) == before
    assert "kidnaps" not in log_text(table)

    def seen(t):
        return (type(t.timeline.current).__name__, "moves from" in log_text(t),
                "kidnaps" in log_text(t), t.headline.showing and t.headline.words[0])

    said = frames_until_still(app, table, seen)
    walking = [i for i, s in enumerate(said) if s[0] == "Walk"]
    kidnapping = [i for i, s in enumerate(said) if s[0] == "Kidnap"]
    assert walking and kidnapping and walking[-1] < kidnapping[0]
    assert not any(s[1] for s in said[:walking[0]])              # the move, with its walk
    assert all(s[1] for s in said[walking[0]:])
    assert not any(s[2] for s in said[:kidnapping[0]])           # the kidnap, with its beat
    assert all(s[2] for s in said[kidnapping[0]:])
    assert said[kidnapping[0]][3] == "Kidnapped!"
    assert table.match.state.at[victim] == DESERT


def test_a_robbery_is_told_as_the_gem_flies(app):
    state, attacker, victim, step = duel("thief", "thief")
    table = at_position(app, state, speed="normal")
    strike(app, table, attacker, victim, step)
    button(table, "Confirm").click()

    def seen(t):
        flying = motion.arriving(t.timeline, "gem") == [0] and isinstance(
            t.timeline.current, motion.Flight) and t.timeline.current.carries is not None
        return flying, "You steal a ruby" in log_text(t), "robs" in log_text(t)

    said = frames_until_still(app, table, seen)
    first = next(i for i, s in enumerate(said) if s[0])
    assert not any(s[1] or s[2] for s in said[:first])
    assert all(s[1] and s[2] for s in said[first:])


def last_purchase():
    """The human's last purchase of the game: the round limit is reached and nobody else holds
    a card, so paying for a caravaneer ends it."""
    state = shopping([goods(BAZAAR, ALI, 5)])
    set_hand(state, 2, [])
    state.round_limit = state.round
    return state


class Results(Scene):
    """Stands in for the results screen, which replays the log from the seed (a fixture's
    position has no such log): only when it opens matters here."""

    def __init__(self, app, table) -> None:
        super().__init__(app)


def test_the_game_over_and_the_results_wait_for_the_last_beat(app):
    table = at_position(app, last_purchase(), speed="normal")
    table.results_scene = Results
    click(app, button(table, "Caravaneer 5"))
    button(table, "Confirm").click()
    assert table.match.state.is_over() and table.board_busy()

    def seen(t):
        return (t.board_busy(), "The game is over" in log_text(t),
                isinstance(app.stack.top, Results))

    said = frames_until_still(app, table, seen)
    assert not any(s[1] or s[2] for s in said if s[0])          # nothing while beats play
    assert table.headline.showing and table.headline.words[0] == "Game over"
    assert app.stack.top is table                           # the board says it first
    for _ in range(300):
        if isinstance(app.stack.top, Results):
            break
        assert not table.headline.showing or app.stack.top is table
        app.step(FRAME)
    assert isinstance(app.stack.top, Results) and not table.headline.showing
    lines = log_text(table).splitlines()
    assert lines[-1].startswith("The game is over:")    # the game's own line, said once
    assert sum(line.startswith("The game is over") for line in lines) == 1


def test_at_instant_speed_every_line_is_there_at_once_and_in_order(app):
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state)                  # instant
    strike(app, table, attacker, victim, step)
    button(table, "Confirm").click()
    text = log_text(table)
    assert "pays with" in text and "moves from" in text and "kidnaps" in text
    assert text.index("pays with") < text.index("moves from") < text.index("kidnaps")


def test_the_card_counts_follow_the_flights(app):
    """motion.held_cards: what a seat row must add to the view's count while cards fly (the
    income's cards count once landed, paid cards until they leave)."""
    table = open_table(app, speed="normal")
    place_by_clicks(app, table)
    counts = table.view["hand_counts"]
    held = motion.held_cards(table.timeline)
    assert table.board_busy() and held
    assert all(sum(counts[s].values()) + held.get(s, 0) == 0 for s in range(3))   # round 1
    until(app, lambda: not table.board_busy(), dt=FRAME)
    assert motion.held_cards(table.timeline) == {}
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state, speed="normal")
    strike(app, table, attacker, victim, step)
    button(table, "Confirm").click()
    assert motion.held_cards(table.timeline) == {0: 1}       # the card is paid as it flies
    until(app, lambda: isinstance(table.timeline.current, motion.Flight), dt=FRAME)
    assert motion.held_cards(table.timeline) == {}


def test_the_panel_offers_the_next_decision_only_once_the_board_has_shown_the_move(app):
    """After a strike the striker still holds the slipper: while the kidnap plays the panel
    says the turn is the striker's once the move is shown and offers nothing; then the buttons
    of its next decision."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    set_hand(state, ALI, state.hands[ALI] + [goods(BAZAAR, ALI, 3)])
    table = at_position(app, state, speed="normal")
    strike(app, table, attacker, victim, step)
    button(table, "Confirm").click()
    app.step(FRAME)
    assert table.board_busy() and table.actions          # its turn, not yet its decision
    assert not [b for b in table.panel.buttons if getattr(b, "action", None)]
    assert " ".join(table.panel.lines) == "Your turn, once the board has shown the last move."
    frames_until_still(app, table, lambda t: None)
    app.step(FRAME)
    assert [b for b in table.panel.buttons if getattr(b, "action", None) in table.actions]


def test_the_banner_names_the_new_round_once_its_income_is_shown(app):
    """The last card of round 1 is spent: round 2's income flies before the banner says it."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    for seat in (1, 2):
        set_hand(state, seat, [])               # the human's card is the round's last
    table = at_position(app, state, speed="normal")
    app.step(FRAME)
    assert table.chrome.banner_text()[1].endswith("round 1")
    strike(app, table, attacker, victim, step)
    button(table, "Confirm").click()
    rounds = frames_until_still(app, table, lambda t: (t.match.state.round, t.board_busy(),
                                                       t.chrome.banner_text()[1]))
    assert any(r == 2 and busy and said.endswith("round 1") for r, busy, said in rounds)
    app.step(FRAME)
    assert table.chrome.banner_text()[1].endswith(f"round {table.match.state.round}")
