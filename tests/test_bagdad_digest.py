"""While you waited: the engine's few lines on what concerned a seat during a long run of others'
turns (engine/bagdad/words/digest.py), built only from what that seat could see; when a wait is long
(scenes/table/waited.py); and the city table's card and log lines when the seat's turn comes
back, never after a short wait unless the seat itself was struck."""
from __future__ import annotations

from engine.bagdad.board import CITY
from engine.bagdad.words import digest
from engine.bagdad.words.terms import label
from engine.bagdad.pieces import VIZIER
from engine.core import Action, event
from scenes.table.waited import OTHERS, SECONDS, Waits
from support.bagdad_fixtures import face_off, goods, set_hand
from support.bagdad_play import NAMES, at_position, log_text, my_turn, open_table
from support.bagdad_table import BAZAAR, PALACE
from support.scenes import click

GEM_NAMES = ("ruby", "emerald", "sapphire", "diamond", "pearl", "false stone")


def struck(attacker_kind: str, victim_kind: str):
    """Seat 0 strikes seat 1's piece from next to it (the engine's own events), then passes the
    slipper to seat 1: the state with seat 1 to move, and every event of the strike."""
    state, attacker, victim, a, b = face_off(attacker_kind, victim_kind, goods(BAZAAR, 0, 6))
    set_hand(state, 1, [goods(PALACE, 1, 4)])
    events = state.apply(Action("move", piece=attacker))
    events += state.apply(Action("to", space=a, victim=victim))
    while Action("confirm") not in state.legal_actions():
        events += state.apply(next(x for x in state.legal_actions() if x.kind == "pay"))
    events += state.apply(Action("confirm"))
    events += state.apply(Action("pass_slipper", to=1))
    assert state.to_move() == 1
    return state, events


def test_the_victim_reads_its_kidnapped_piece_and_nobody_else_does():
    state, events = struck("merchant", "caravaneer")
    assert digest.summary(events, NAMES, 1) == [
        "Layla's merchant kidnapped your caravaneer: it waits in the Desert."]
    assert digest.summary(events, NAMES, 2) == []


def test_a_killed_piece_is_told_to_its_owner():
    state, events = struck("assassin", "trader")
    assert digest.summary(events, NAMES, 1) == ["Layla's assassin killed your trader."]


def test_a_robbed_gem_is_named_to_its_victim_and_to_nobody_else():
    state, events = struck("thief", "thief")
    assert digest.summary(events, NAMES, 1) == ["Layla's thief stole your ruby."]
    for seat in (0, 2):            # the robber did it; the third could not see which gem
        said = " ".join(digest.summary(events, NAMES, seat))
        assert not any(gem in said for gem in GEM_NAMES)


def test_the_viziers_way_and_the_purchases_of_others():
    palace = sorted(s for s in CITY.in_district("palace") if CITY.spaces[s].kind == "shop")[0]
    events = [event("move", seat=2, piece=VIZIER, kind="vizier", start=0, space=40),
              event("buy_gem", seat=2, gem="emerald"),
              event("buy_piece", seat=2, piece=34, kind="assassin"),
              event("buy_piece", seat=3, piece=40, kind="merchant"),
              event("move", seat=3, piece=VIZIER, kind="vizier", start=40, space=palace),
              event("buy_gem", seat=0, gem="ruby"),               # the seat's own: not told
              event("buy_piece", seat=3, piece=41, kind="merchant")]
    assert digest.summary(events, NAMES, 0) == [
        f"Zaid moved the Grand Vizier from {label(0)} to {label(40)}.",
        "Zaid bought an emerald and an assassin; Nadia bought a merchant.",
        f"Nadia moved the Grand Vizier from {label(40)} to {label(palace)}. He stands on a "
        "Palace shop: if he stays, the game ends with this purchase.",
        "Nadia bought a merchant."]


def test_the_summary_tells_what_happened_in_order_robberies_of_others_included():
    """A purchase, then the seat's caravaneer kidnapped, then one AI robbing another, then the
    next round: in that order (the card comes up after the new round's offers), never the
    strikes first and the robbery left out."""
    robbed_gem = event("robbed_gem", visible_to=(2, 3), seat=2, victim_seat=3, gem="ruby")
    events = [event("buy_piece", seat=1, piece=17, kind="merchant"),
              event("move", seat=1, piece=17, kind="merchant", start=0, space=40),
              event("kidnap", seat=1, piece=17, victim=1, victim_kind="caravaneer",
                    victim_seat=0),
              event("rob", seat=2, piece=24, victim=36, victim_seat=3), robbed_gem,
              event("round", round=4, slipper=2),
              event("phase", phase="exchange", seat=2)]
    assert digest.summary(events, NAMES, 0) == [
        "Omar bought a merchant.",
        "Omar's merchant kidnapped your caravaneer: it waits in the Desert.",
        "Zaid's thief robbed Nadia of a gem.",
        "Then round 4 began."]
    assert digest.summary(events[-2:], NAMES, 0) == []      # a round alone is no news


# --- when a wait is long --------------------------------------------------------------------

def test_a_wait_is_long_after_four_other_players_or_ten_seconds_of_two():
    waits = Waits([0])
    for seat in range(1, OTHERS):
        waits.saw(seat, [])
        waits.saw(seat, [])              # a player's several steps count once
    assert not waits.long(0)
    waits.tick(SECONDS + 1, 1)
    assert waits.long(0)                 # three others and a long time
    waits.saw(0, [])                     # the seat's own move: its wait starts again
    assert not waits.long(0)
    waits.saw(1, [])
    waits.tick(SECONDS * 3, 1)
    assert not waits.long(0)             # one slow player was watched whole
    for seat in range(2, OTHERS + 1):
        waits.saw(seat, [])
    assert waits.long(0) and waits.take(0) == [] and not waits.long(0)


def test_each_human_keeps_what_it_could_see():
    waits = Waits([0, 1])
    private = event("robbed_gem", visible_to=(2, 1), seat=2, victim_seat=1, gem="ruby")
    public = event("buy_gem", seat=2, gem="emerald")
    waits.saw(2, [public, private])
    assert waits.take(0) == [public] and waits.take(1) == [public, private]


# --- at the table -----------------------------------------------------------------------------

def test_the_summary_shows_when_the_turn_comes_back_after_a_long_wait(app):
    state, events = struck("merchant", "caravaneer")
    table = at_position(app, state, kinds=("ai:easy", "human", "ai:easy"))
    assert table.viewer == 1 and not table.waiting.card.visible
    for seat in (0, 2):
        table.waiting.waits.saw(seat, events if seat == 0 else [])
    table.waiting.waits.tick(SECONDS + 1, 0)
    app.step(1 / 60)
    assert table.waiting.card.visible
    assert table.waiting.card.lines and "kidnapped your caravaneer" in " ".join(
        " ".join(wrapped) for wrapped in table.waiting.card.lines)
    assert "While you waited" not in log_text(table)     # the log tells each in its place
    click(app, table.waiting.card.rect.center)           # a click on it puts it away
    assert not table.waiting.card.visible and table.match.log == []


def test_a_short_wait_in_which_the_seat_was_struck_is_summed_up(app):
    """One other player moved, a moment ago: the kidnapping is worth the card all the same."""
    state, events = struck("merchant", "caravaneer")
    table = at_position(app, state, kinds=("ai:easy", "human", "ai:easy"))
    table.waiting.waits.saw(0, events)
    assert not table.waiting.waits.long(1)
    app.step(1 / 60)
    assert table.waiting.card.visible and "kidnapped your caravaneer" in " ".join(
        " ".join(wrapped) for wrapped in table.waiting.card.lines)


def test_only_the_victim_counts_as_struck(app):
    """Seat 2 saw seat 1's caravaneer kidnapped: its own short wait stays short."""
    state, events = struck("merchant", "caravaneer")
    table = at_position(app, state, kinds=("ai:easy", "ai:easy", "human"))
    table.waiting.waits.saw(0, events)
    assert table.waiting.waits.seen(2) and not table.waiting.struck(2, table.waiting.waits.seen(2))
    assert table.waiting.struck(1, [e for e in events if e.visible(1)])


def test_hot_seat_summaries_name_no_private_gem(app):
    state, events = struck("thief", "thief")
    table = at_position(app, state, kinds=("human", "human", "ai:easy"))
    said = " ".join(table.waiting.waited_words(1, [e for e in events if e.visible(1)]))
    assert "stole one of your gems" in said and "ruby" not in said


def test_a_short_wait_shows_no_summary(app):
    """Three seats: the human never waits for more than two others, and at instant speed
    never for ten seconds."""
    table = open_table(app, kinds=("human", "ai:normal", "ai:easy"), seed=6)
    shown = []
    for _ in range(4000):
        if table.match.state.round > 2 or table.match.state.is_over():
            break
        shown.append(table.waiting.card.visible)
        if my_turn(app, table):
            table.play(table.session.decision(0, "normal").make())
        app.step(1 / 30)
    assert table.match.state.round > 2 and not any(shown)


def test_a_long_run_of_ai_turns_in_a_six_seat_game_is_summed_up(app):
    table = open_table(app, kinds=("human",) + ("ai:easy",) * 5, seed=2)
    for _ in range(20000):
        if table.waiting.card.visible or table.match.state.is_over():
            break
        if my_turn(app, table):
            table.play(table.session.decision(0, "normal").make())
        app.step(1 / 30)
    assert table.waiting.card.visible and my_turn(app, table)
    assert table.waiting.card.lines and "While you waited" not in log_text(table)
