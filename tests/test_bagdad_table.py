"""The Thieves of Bagdad city table, driven like a player with posted mouse events: placing,
the income, every ability, purchases and their payment, the slipper, hover hints, hot-seat
privacy, saving mid-decision and a whole game (the exchange: tests/test_bagdad_table_offers.py).

Positions a test needs (a merchant next to a caravaneer, a gem card in hand) are built with
tests/support/bagdad_fixtures.py and the table is opened (tests/support/bagdad_play.py) on a
Match holding that state with an empty log, as tests/test_bagdad_results.py does: nothing in
the table replays the log except the retelling of a resumed game, which an empty log skips.
Saves replay the log, so the save tests play real games from their seeds instead.
"""
import re

import pygame
import pytest

import engine.bagdad as g
from engine import ai
from engine.bagdad.board import CITY, DISTANCES
from engine.bagdad.words import hints
from engine.bagdad.words.terms import cap, label
from engine.bagdad.cards import CARDS, GOODS, cheapest_payment
from engine.bagdad.city import DESERT
from engine.bagdad.pieces import DEAD, kind
from engine.core import Action, Rng
from saves import store
from scenes.bagdad import board, cards_art, motion, pieces_art
from scenes.bagdad.layout import DECK_CARD, DESERT_CAMP, PANEL, deck_rect
from scenes.bagdad.results import BagdadResults
from scenes.bagdad.table import CityTable
from scenes.kit import paper, theme
from scenes.table.handoff import HandOff
from scenes.tables import open_match, table_for
from support.bagdad_play import (GAME, NAMES, at_position, card, hover, log_text, my_turn,
                                 open_table, place_by_clicks, until)
from support.bagdad_fixtures import gem_card, goods, piece, placed, purchase, put, set_hand
from support.bagdad_table import (ALI, BAZAAR, HARBOUR, KASBAH, PALACE, button, duel, piece_at,
                                  shopping, space)
from support.fixtures import WINDOWS
from support.scenes import click, steps


# --- registered, placing, the income, the animations ---------------------------------------------

def test_the_city_table_is_registered():
    """Opening a Bagdad match must seat it at the city table, not the generic one."""
    assert table_for("bagdad") is CityTable


def test_placing_by_clicks_a_shop_takes_a_caravaneer_a_street_the_thief(app):
    """Placement is by clicking shaded Bazaar spaces; the space's kind says which piece goes."""
    table = open_table(app)
    assert table.panel.title == "Place your pieces" and my_turn(app, table)
    shops = {a.space: a for a in table.actions if kind(a.piece) == "caravaneer"}
    streets = {a.space: a for a in table.actions if kind(a.piece) == "thief"}
    assert set(table.look.spaces) == set(shops) | set(streets)        # exactly those are shaded
    elsewhere = next(s for s in range(1, len(CITY.spaces)) if s not in table.spaces)
    click(app, space(table, elsewhere))
    assert table.match.log == []                                       # not a legal space
    shop = sorted(shops)[0]
    click(app, space(table, shop))
    assert table.match.log[0] == shops[shop]
    assert table.match.state.at[shops[shop].piece] == shop
    until(app, lambda: my_turn(app, table))
    taken = table.match.state.occupied()
    before = list(table.match.log)
    click(app, space(table, next(iter(taken))))                        # an occupied space
    assert table.match.log == before
    street = next(a for a in table.actions if kind(a.piece) == "thief")
    click(app, space(table, street.space))
    assert table.match.log[len(before)] == street
    assert table.match.state.at[street.piece] == street.space


def test_the_income_flies_the_cards_and_the_panel_shows_the_hand(app):
    """Round 1's income plays as a flight of cards that holds the table; then the panel shows
    exactly the human's hand."""
    table = open_table(app, speed="normal")
    place_by_clicks(app, table)
    state = table.match.state
    assert state.round == 1 and table.board_busy()
    beats = list(table.timeline.beats) + [table.timeline.current]
    flights = [b for b in beats if isinstance(b, motion.Flight)]
    assert flights and len(flights[0].items) == sum(len(h) for h in state.hands)
    turn = state.turn
    steps(app, 10, 1 / 20)
    assert table.board_busy() and state.turn == turn
    until(app, lambda: not table.board_busy(), what="the end of the income")
    hand = table.view["hand"]
    assert hand and sorted(s.card["card"] for s in table.panel.cards) == \
        sorted(c["card"] for c in hand)
    assert table.panel.title == "Your turn to trade"
    assert f"Your cards · {len(hand)}" in table.panel.hand_title


def test_the_animations_hold_the_turn_and_a_click_skips_them(app):
    """A piece's drop plays before the next seat moves, and a click anywhere skips it."""
    table = open_table(app, speed="normal")
    click(app, space(table, table.actions[0].space))
    assert table.board_busy() and isinstance(table.timeline.current, motion.Drop)
    steps(app, 5)
    assert len(table.match.log) == 1                    # the AI waits for the animation
    click(app, (1100, 600))
    assert not table.board_busy()
    until(app, lambda: len(table.match.log) > 1, what="the AI's placement")


# --- abilities ------------------------------------------------------------------------------------

def strike_by_clicks(app, table, attacker: int, victim: int, step: int) -> None:
    """Click the piece, the space next to the victim, the strike in the chooser, Confirm."""
    click(app, piece_at(table, attacker))
    assert table.match.log == [Action("move", piece=attacker)]
    assert victim in table.look.victims and step in table.look.spaces
    assert table.look.spaces[step] == DISTANCES[table.match.state.at[attacker]][step]
    click(app, space(table, step))
    labels = [b.label for b in table.chooser.buttons]
    assert len(labels) == 2, labels
    strike = next(b for b in table.chooser.buttons if b.style == "primary")
    click(app, strike)
    assert table.match.log[-1] == Action("to", space=step, victim=victim)
    assert table.panel.title.startswith("Pay ")
    click(app, button(table, "Confirm"))
    assert Action("confirm") in table.match.log[-2:]     # then, cardless, the slipper passes


@pytest.mark.parametrize("attacker_kind, victim_kind", [
    ("merchant", "caravaneer"), ("trader", "merchant"), ("assassin", "trader"),
    ("assassin", "assassin"), ("thief", "thief")])
def test_each_ability_by_clicks(app, attacker_kind, victim_kind):
    """Piece, space (through the chooser), Confirm: a kidnap sends the victim to the Desert, a
    kill leaves it DEAD and the assassin in the Desert (both dead for two assassins), a rob
    moves a gem from pouch to pouch."""
    state, attacker, victim, step = duel(attacker_kind, victim_kind)
    gems_before = [len(p) for p in state.pouches]
    table = at_position(app, state)
    strike_by_clicks(app, table, attacker, victim, step)
    state = table.match.state
    if attacker_kind in ("merchant", "trader"):
        assert state.at[victim] == DESERT and state.at[attacker] == step
        assert "kidnaps" in log_text(table)
    elif attacker_kind == "assassin":
        assert state.at[victim] == DEAD
        assert state.at[attacker] == (DEAD if victim_kind == "assassin" else DESERT)
        assert "kills" in log_text(table)
    else:
        assert state.at[attacker] == step
        assert [len(p) for p in state.pouches] == [gems_before[0] + 1, gems_before[1] - 1,
                                                    gems_before[2]]
        assert "robs" in log_text(table)
    assert not table.board_busy() and table.chooser.buttons == []


def test_the_chooser_can_pick_the_plain_move_too(app):
    """The same space, chosen as a plain move, moves the piece and strikes nobody."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state)
    click(app, piece_at(table, attacker))
    click(app, space(table, step))
    plain = next(b for b in table.chooser.buttons if b.style != "primary")
    click(app, plain)
    click(app, button(table, "Confirm"))
    assert table.match.state.at[attacker] == step and table.match.state.at[victim] != DESERT


def test_clicking_a_ringed_victim_offers_every_way_to_strike_it(app):
    """A newcomer clicks the red-ringed piece itself: that offers the strikes on it (from each
    space it can be struck from), never a plain move, and choosing one strikes it."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state)
    click(app, piece_at(table, attacker))
    strikes = [a for acts in table.spaces.values() for a in acts if a.get("victim") == victim]
    click(app, piece_at(table, victim))
    if len(strikes) == 1:
        assert table.match.log[-1] == strikes[0]
    else:
        offered = [b.label for b in table.chooser.buttons]
        assert len(offered) == len(strikes) and all("kidnap" in label for label in offered)
        click(app, table.chooser.buttons[0])
        assert table.match.log[-1] in strikes
    click(app, button(table, "Confirm"))
    assert table.match.state.at[victim] == DESERT


def test_a_strike_without_moving_asks_for_one_card_not_zero_dinars(app, monkeypatch):
    """Striking from where the piece stands costs no dinars but a card: its tag on the map says
    "1 card" (a newcomer read nothing in "0+"), its hover tip says why, and the payment is
    titled "Pay one card"."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state)
    click(app, piece_at(table, attacker))
    here = table.match.state.at[attacker]
    assert table.look.spaces[here] == 0
    drawn, real = [], theme.text
    monkeypatch.setattr(theme, "text", lambda words, *a, **k: drawn.append(words) or real(
        words, *a, **k))
    hover(app, space(table, here))
    monkeypatch.setattr(theme, "text", real)
    assert "1 card" in drawn and "0+" not in drawn
    assert "Your merchant strikes from here without moving: no dinars, but a card (every " \
        "purchase takes at least one card)." in table.pointer.tip(table.hover)[1]
    click(app, space(table, here))          # only strikes end where it stands
    if table.chooser.buttons:
        click(app, next(b for b in table.chooser.buttons if "kidnap" in b.label))
    assert table.match.log[-1] == Action("to", space=here, victim=victim)
    assert table.panel.title == "Pay one card"


def test_ai_steps_inside_a_decision_pass_quickly():
    """An AI's offer or purchase is many steps: they pass in a blink; what completes the
    decision (sending, answering, confirming, passing the slipper) keeps the readable pause."""
    from scenes.table.host import AI_PAUSE
    table = CityTable.__new__(CityTable)
    for step in ("give", "ask", "claim", "wish", "counter", "pay", "move", "to"):
        assert table.ai_pause(Action(step)) < AI_PAUSE / 3
    for whole in ("send", "accept", "pick", "confirm", "pass_slipper", "done", "place"):
        assert table.ai_pause(Action(whole)) == AI_PAUSE


def test_the_vizier_note_tells_how_far_the_end_is(app):
    """The corner note and its hint: the Vizier's cheapest way to a free Palace shop (17 from
    the Desert on the shipped map), and the end rule."""
    table = at_position(app, shopping([goods(BAZAAR, ALI, 6)]))
    assert hints.vizier_distance(table.view) == min(
        DISTANCES[DESERT][s] for s in CITY.in_district("palace", "shop"))
    hover(app, board.VIZIER_NOTE.center)
    title, lines = table.pointer.tip(table.hover)
    assert title == "How the game ends" and "17 dinars" in lines[0]
    hover(app, table.chrome.seat_row(1).center)
    title, lines = table.pointer.tip(table.hover)
    assert title == NAMES[1] and any(line.startswith("Cards:") for line in lines)
    hover(app, table.panel.cards[0].rect.center)
    assert table.hover == ("card", table.panel.cards[0].card["card"])


# --- purchases ------------------------------------------------------------------------------------

def gem_button(table, gem: str):
    """A gem's button shows the gem's picture and price: it is found by what it buys."""
    return button(table, action=Action("buy_gem", gem=gem))


def test_a_gem_bought_by_clicks_with_goods_or_with_its_own_card(app):
    """The gem's button lays the cheapest payment, Confirm buys it; with the gem's card in
    hand that card alone is laid and pays."""
    hand = [goods(BAZAAR, ALI, 6), goods(BAZAAR, ALI, 5), goods(HARBOUR, ALI, 4),
            gem_card("sapphire")]
    table = at_position(app, shopping(hand))
    state = table.match.state
    click(app, gem_button(table, "false"))
    assert table.panel.title == "Pay 9 dinars"
    paid = list(state.purchase["paid"])
    assert paid == cheapest_payment(hand, ALI, 9, "false")
    assert {s.card["card"] for s in table.panel.cards if s.marked} == set(paid)
    click(app, button(table, "Confirm"))
    assert state.pouches[0] == [("false", None)]
    assert all(c in state.discards[CARDS[c].district] for c in paid)
    click(app, gem_button(table, "sapphire"))
    assert state.purchase["paid"] == [gem_card("sapphire")]
    assert "Laid down: sapphire card · enough" in [n.words for n in table.panel.notes]
    click(app, button(table, "Confirm"))
    assert state.pouches[0] == [("false", None), ("sapphire", None)]
    assert gem_card("sapphire") in state.discards[HARBOUR]
    assert "buys a sapphire" in log_text(table)


def test_a_piece_bought_and_paid_card_by_card_and_the_cheapest_button(app):
    """A paid card clicked goes back, another laid instead; Cheapest lays the engine's cheapest
    payment again; Confirm buys the piece into the Desert."""
    six, five, four = goods(BAZAAR, ALI, 6), goods(BAZAAR, ALI, 5), goods(BAZAAR, ALI, 4)
    hand = [six, five, four]
    table = at_position(app, shopping(hand))
    state = table.match.state
    click(app, button(table, "Merchant 9"))
    cheapest = cheapest_payment(hand, ALI, 9)
    assert sorted(state.purchase["paid"]) == sorted(cheapest) == sorted([five, four])
    assert not button(table, "Cheapest").enabled                  # already laid out
    click(app, card(table, five).rect.center)                      # take the 5 back
    assert state.purchase["paid"] == [four] and not card(table, five).marked
    assert Action("confirm") not in table.actions                  # 4 of 9 dinars
    click(app, card(table, six).rect.center)
    assert sorted(state.purchase["paid"]) == sorted([four, six])
    click(app, button(table, "Cheapest"))
    assert sorted(state.purchase["paid"]) == sorted(cheapest)
    click(app, button(table, "Confirm"))
    merchant = piece(0, "merchant")
    assert state.at[merchant] == DESERT and state.hands[0] == [six]
    assert merchant in board.in_desert(table.view)


def test_the_slipper_is_passed_by_its_button(app):
    """After a purchase, the name under "Pass the slipper to:" hands the slipper on."""
    table = at_position(app, shopping([goods(BAZAAR, ALI, 5), goods(BAZAAR, ALI, 6)]))
    click(app, button(table, "Caravaneer 5"))
    click(app, button(table, "Confirm"))
    assert table.match.state.bought
    at = len(table.match.log)
    click(app, button(table, action=Action("pass_slipper", to=2)))
    assert table.match.log[at] == Action("pass_slipper", to=2)
    assert f"{NAMES[0]} passes the slipper to {NAMES[2]}." in log_text(table)


def test_a_holder_left_without_cards_passes_the_slipper_at_once(app):
    """The rules: a holder with no cards passes at once. When only one player can take the
    slipper there is nothing to choose, and the table passes it without a click."""
    table = at_position(app, shopping([goods(BAZAAR, ALI, 5)]))
    state = table.match.state
    assert [s for s in range(3) if s != 0 and state.hands[s]] == [2]
    click(app, button(table, "Caravaneer 5"))
    click(app, button(table, "Confirm"))
    steps(app, 2)                          # the purchase's animations first
    log = table.match.log
    after = log.index(Action("confirm"))
    assert log[after + 1] == Action("pass_slipper", to=2)     # no click, no choice
    assert f"{NAMES[0]} passes the slipper to {NAMES[2]}." in log_text(table)


def test_the_slipper_and_a_bought_gem_reach_a_seat_row_only_when_they_land(app, monkeypatch):
    """At normal speed the slipper and a gem fly to their seat's row: while in the air the row
    does not show them yet (the log already tells it; the picture must not run ahead), though
    it keeps the slipper's place (a word there lay under the flight)."""
    hand = [goods(BAZAAR, ALI, 6), goods(BAZAAR, ALI, 5), goods(HARBOUR, ALI, 4)]
    table = at_position(app, shopping(hand), speed="normal")

    def tag_width(seat):
        chrome = table.chrome
        row = pygame.Rect(chrome.seats_rect.x + 8, 0, chrome.seats_rect.width - 16, 36)
        return chrome.draw_seat_tag(paper.Paper(pygame.Surface((1280, 720)), 1.0), row, seat).width

    click(app, button(table, action=Action("buy_gem", gem="false")))
    click(app, button(table, "Confirm"))
    assert motion.arriving(table.timeline, "gem") == [0]
    flying = tag_width(0)
    until(app, lambda: not table.board_busy(), what="the gem landing")
    assert motion.arriving(table.timeline, "gem") == [] and tag_width(0) > flying
    click(app, button(table, action=Action("pass_slipper", to=2)))
    assert motion.arriving(table.timeline, "slipper") == [2]
    shoes, real = [], pieces_art.slipper
    monkeypatch.setattr(pieces_art, "slipper", lambda size: shoes.append(size) or real(size))
    flying = tag_width(2)
    assert shoes == []
    until(app, lambda: not table.board_busy(), what="the slipper landing")
    shoes.clear()
    assert motion.arriving(table.timeline, "slipper") == [] and tag_width(2) == flying
    assert len(shoes) == 1                          # landed: now the row draws it


def test_a_piece_in_the_desert_is_clicked_in_the_camp_and_walks_in_through_a_gate(app):
    """Pieces waiting in the Desert are picked in the camp; a gate street costs 1 and the walk
    starts from the camp (at normal speed, it holds the table until it has played)."""
    state = shopping([goods(BAZAAR, ALI, 6)])
    thief = piece(0, "thief")
    assert state.at[thief] == DESERT
    table = at_position(app, state, speed="normal")
    steps(app, 20)
    click(app, piece_at(table, thief))
    assert table.match.log == [Action("move", piece=thief)]
    gates = [gate.inner for gate in CITY.gates if gate.outer == DESERT]
    assert all(table.look.spaces[s] == 1 for s in gates)
    click(app, space(table, gates[0]))
    assert table.match.log[-1] == Action("to", space=gates[0])
    camp = piece_at(table, thief)
    click(app, button(table, "Confirm"))
    walk = next(b for b in [table.timeline.current, *table.timeline.beats]
                if isinstance(b, motion.Walk))
    assert walk.points[0] == camp and walk.points[-1] == table.art.centres[gates[0]]
    until(app, lambda: not table.board_busy())
    assert table.match.state.at[thief] == gates[0]


def test_the_grand_vizier_is_moved_by_clicking_him_and_a_move_can_be_cancelled(app):
    """Anyone may move the Vizier: a click on him, then Cancel goes back to the choices."""
    table = at_position(app, shopping([goods(BAZAAR, ALI, 6)]))
    click(app, piece_at(table, g.VIZIER))
    assert table.match.log == [Action("move", piece=g.VIZIER)]
    assert table.panel.title == "Move the Grand Vizier" and table.look.moving == g.VIZIER
    click(app, button(table, "Cancel"))
    assert table.match.log[-1] == Action("cancel") and table.match.state.purchase is None
    assert table.panel.title == "Your purchase"


# --- hover ----------------------------------------------------------------------------------------

def test_hovering_a_space_tells_its_district_kind_and_occupant(app):
    """The hint over a space names it, its district and kind, and who stands there."""
    state, attacker, victim, step = duel("merchant", "caravaneer")
    table = at_position(app, state)
    where = state.at[victim]
    hover(app, space(table, where))
    assert table.hover == ("space", where)
    title, lines = table.pointer.tip(table.hover)
    s = CITY.spaces[where]
    assert title == cap(label(where)) and not any(c.isdigit() for c in title)
    assert lines[0].startswith(f"A {s.kind} of the {s.district.capitalize()}")
    assert f"{NAMES[1]}'s caravaneer stands here." in lines
    hover(app, piece_at(table, attacker))                 # a piece that may move
    assert table.hover == ("piece", attacker)
    assert table.pointer.tip(table.hover)[1][-1] == "Click to move it."
    empty = next(s for s in sorted(CITY.in_district("souk")) if s not in state.occupied())
    hover(app, space(table, empty))
    assert "Empty." in table.pointer.tip(table.hover)[1]
    hover(app, (DESERT_CAMP.x + 60, DESERT_CAMP.centery))
    assert table.hover == ("desert",) and table.pointer.tip(table.hover)[0] == "The Desert"
    hover(app, deck_rect("souk").center)
    title, lines = table.pointer.tip(table.hover)
    assert table.hover == ("deck", "souk") and title.startswith("The Souk deck")


# --- hot seat -------------------------------------------------------------------------------------

def hot_seat_choice(table, rng: Rng) -> Action:
    """A human's move in the hot-seat game: an offer to the other human every exchange (one
    card for one card), accepted; otherwise the normal AI's choice."""
    view, actions, seat = table.view, table.actions, table.viewer
    other = 1 - seat
    by_kind = {}
    for a in actions:
        by_kind.setdefault(a.kind, []).append(a)
    offer = view["offer"]
    if Action("offer", partner=other) in actions and view["offers_started"][seat] == 0:
        return Action("offer", partner=other)
    if offer is not None and offer["stage"] == "build" and offer["to"] == other:
        if not offer["give"] and "give" in by_kind:
            return by_kind["give"][0]
        if not offer["ask"] and "ask" in by_kind:
            return by_kind["ask"][0]
        return Action("send") if Action("send") in actions else Action("cancel")
    if "accept" in by_kind and offer["from"] == other:
        return Action("accept")
    return ai.choose(GAME, view, actions, "normal", rng)


GOODS_WORDS = re.compile(r"\b(" + "|".join(n for names in GOODS.values() for n in names)
                         + r"|genie)\b", re.IGNORECASE)
TALK = re.compile(r"\((?:[^()]*said to be|hoping for)[^()]*\)")   # a claim or wish: public words
GATES = re.compile("|".join(gate.name for gate in CITY.gates))     # the Fish Gate: no card


@pytest.mark.parametrize("app", [WINDOWS[0], pytest.param(WINDOWS[1], marks=pytest.mark.slow)],
                         indirect=True)
def test_hot_seat_draws_only_the_viewers_own_faces_and_public_ones(app, monkeypatch):
    """With two humans at one computer, every card face drawn is in the hand of the seat on
    screen at that moment, or public (spent or discarded); the log never names a card except
    where it is spent in public (an offer's claims and wishes are talk, not faces); the curtain
    comes between the humans."""
    table = open_table(app, kinds=("human", "human", "ai:normal"), seed=4, speed="fast")
    state = table.match.state
    wrong, spent, drawn = [], set(), []
    real_face = cards_art.face

    def face(card_face, size):
        seat, c = table.viewer, card_face["card"]
        drawn.append(tuple(size))
        if seat is None or c not in state.hands[seat] and c not in spent:
            wrong.append((seat, card_face))
        return real_face(card_face, size)

    real_animate = CityTable.animate
    happened = []

    def animate(self, before, events, after):
        for e in events:
            if e.kind in ("pay", "discard"):
                spent.update(c["card"] for c in e.data["cards"])
            if e.kind == "trade" and {e.data["seat"], e.data["partner"]} == {0, 1}:
                happened.append("trade between the humans")
            if e.kind == "pay" and e.data["seat"] in (0, 1):
                happened.append(f"purchase by seat {e.data['seat']}")
        real_animate(self, before, events, after)

    monkeypatch.setattr(cards_art, "face", face)
    monkeypatch.setattr(CityTable, "animate", animate)
    rng, curtains = Rng(7), 0
    for _ in range(6000):
        if state.round > 3 or state.is_over():
            break
        top = app.stack.top
        if isinstance(top, HandOff):
            curtains += 1
            assert top.seat != table.viewer
            click(app, top.ready)
        elif my_turn(app, table):
            table.play(hot_seat_choice(table, rng))
        app.step(1 / 10)
    assert state.round > 3 and curtains > 6
    assert happened.count("trade between the humans") >= 2
    assert {"purchase by seat 0", "purchase by seat 1"} <= set(happened)
    assert drawn.count(DECK_CARD) > 10 and len(drawn) > 200     # flights and the panel
    assert wrong == []
    for entry in table.log.entries:
        named = GOODS_WORDS.search(TALK.sub("", GATES.sub("", entry.message)))
        if named:
            assert " pays with " in entry.message or " discards " in entry.message, entry.message


# --- faults found once, kept from coming back ---------------------------------------------

def test_every_mover_in_a_crowded_desert_camp_is_the_piece_clicked(app):
    """Six players with five pieces each waiting (31 with the Vizier): a click on one of the
    human's pieces in the camp must choose that very piece."""
    state = purchase(6)
    for seat in range(6):
        for slot in (3, 4):
            put(state, seat * 12 + slot, DESERT)
    set_hand(state, 0, [goods(BAZAAR, ALI, 6)])
    set_hand(state, 2, [goods(PALACE, 2, 4)])
    table = at_position(app, state, kinds=("human",) + ("ai:easy",) * 5)
    camp = board.in_desert(table.view)
    mine = [p for p in camp if p in table.movers]
    assert len(camp) == 31 and len(mine) == 6
    assert [table.hit(piece_at(table, p)) for p in mine] == [("piece", p) for p in mine]


def big_hand(cards: int):
    """Round 1's purchase after a first purchase, the human holding `cards` rich cards."""
    hand = [c.id for c in CARDS if c.district in (KASBAH, PALACE) and c.kind == "goods"][:cards]
    state = purchase()
    set_hand(state, 0, hand)
    set_hand(state, 1, [goods(BAZAAR, 1, 1)])
    set_hand(state, 2, [goods(BAZAAR, 2, 1)])
    state.bought = True
    return state


def test_a_big_hand_stays_inside_the_panel_after_a_purchase(app):
    """Eight cards, every item affordable, the slipper passable: all cards inside the panel."""
    table = at_position(app, big_hand(8))
    assert table.panel.title == "Your purchase" and len(table.panel.cards) == 8
    assert [s.rect for s in table.panel.cards if not PANEL.contains(s.rect)] == []


def test_a_card_that_may_be_clicked_is_lit_around_its_edge(app):
    """Building an offer every card may be given: drawn with and without its action, the band
    around a card must differ visibly."""
    table = at_position(app, placed())                 # round 1's exchange, seat 0 first
    click(app, button(table, action=Action("offer", partner=1)))
    assert table.panel.cards and all(s.action is not None for s in table.panel.cards)

    def band(lit: bool) -> list:
        actions = [s.action for s in table.panel.cards]
        if not lit:
            for s in table.panel.cards:
                s.action = None
        surface = paper.Paper(pygame.Surface((1280, 720)), 1.0)
        table.panel.draw(surface, None, 1.0)
        for s, a in zip(table.panel.cards, actions):
            s.action = a
        spot = table.panel.cards[0].rect
        ring = spot.inflate(16, 16)
        return [surface.get_at((x, y))[:3] for x in range(ring.left, ring.right)
                for y in range(ring.top, ring.bottom) if not spot.collidepoint(x, y)]

    lit, plain = band(True), band(False)
    changed = sum(max(abs(a - b) for a, b in zip(p, q)) > 24 for p, q in zip(lit, plain))
    assert changed >= len(lit) // 6


# --- saves ----------------------------------------------------------------------------------------

def human_moment(app, table, moment: str) -> None:
    """Play by clicks to a moment of the human's: mid-placement, building an offer, paying."""
    if moment == "placement":
        until(app, lambda: my_turn(app, table))
        click(app, space(table, table.actions[0].space))
        until(app, lambda: my_turn(app, table))
        return
    place_by_clicks(app, table)
    until(app, lambda: my_turn(app, table))
    if moment == "offer":
        click(app, button(table, action=Action("offer", partner=1)))
        click(app, table.panel.cards[0].rect.center)
        return
    click(app, button(table, "Done trading"))
    for _ in range(200):
        until(app, lambda: my_turn(app, table))
        if table.match.state.phase == "purchase" and table.match.state.slipper == 0:
            break
        click(app, button(table, "Refuse" if "accept" in {a.kind for a in table.actions}
                          else "Done trading"))
    buy = next(b for b in table.panel.buttons if b.action is not None
               and b.action.kind in ("buy_piece", "buy_gem"))
    click(app, buy)
    assert table.panel.title.startswith("Pay ")


@pytest.mark.parametrize("moment", ["placement", "offer", "payment"])
def test_a_save_mid_decision_reopens_on_the_same_decision(app, moment):
    """Saved mid-placement, mid-offer or mid-payment, the loaded game's table shows the same
    panel and the same clickable actions, and goes on by a click."""
    table = open_table(app, seed=5)
    human_moment(app, table, moment)
    title, actions = table.panel.title, list(table.actions)
    marked = sorted(s.card["card"] for s in table.panel.cards if s.marked)
    path = store.save_slot(table.match, f"mid {moment}")
    resumed = open_match(app, store.load(path))
    steps(app, 2)
    assert isinstance(resumed, CityTable) and resumed is not table
    assert resumed.panel.title == title and resumed.actions == actions
    assert sorted(s.card["card"] for s in resumed.panel.cards if s.marked) == marked
    before = len(resumed.match.log)
    if moment == "placement":
        click(app, space(resumed, actions[0].space))
        assert resumed.match.log[before] == actions[0]
    else:
        click(app, button(resumed, "Cancel"))
        assert resumed.match.log[before] == Action("cancel")


# --- a whole game ---------------------------------------------------------------------------------

def test_a_whole_game_reaches_the_results(app):
    """The human choosing like the normal AI, the game runs to its end and the results."""
    table = open_table(app, kinds=("human", "ai:normal", "ai:easy"), seed=6)
    for _ in range(20000):
        if isinstance(app.stack.top, BagdadResults):
            break
        if my_turn(app, table):
            table.play(table.session.decision(0, "normal").make())
        app.step(0.2)
    assert isinstance(app.stack.top, BagdadResults)
    assert table.match.state.is_over() and table.finished
    assert "The game is over" in log_text(table)


def test_a_click_on_a_button_puts_the_hover_tip_away_until_the_pointer_moves(app, monkeypatch):
    """A click on the panel's buttons is the table's too: passing the slipper lays the hand
    anew under the still pointer, and the card now under it shows no tip (through the AIs'
    turns) until the pointer moves again; a greyed Undo's tip goes on a click as well."""
    from scenes.kit import tips
    shown = []
    real = tips.draw
    monkeypatch.setattr(tips, "draw", lambda *a, **k: shown.append(a[3]) or real(*a, **k))
    table = at_position(app, shopping([goods(BAZAAR, ALI, 6), goods(BAZAAR, ALI, 5),
                                       goods(HARBOUR, ALI, 4), gem_card("sapphire")]))
    undo = table.take_backs.button          # greyed: nothing to take back yet
    hover(app, undo.rect.center)
    assert shown[-1] == "Undo"
    click(app, undo.rect.center)
    shown.clear()
    steps(app, 5)
    assert not shown
    for label in ("Caravaneer", "Confirm", NAMES[2]):     # buy, then pass the slipper
        pos = button(table, label).rect.center
        hover(app, pos)
        click(app, pos)
    shown.clear()
    steps(app, 30)
    assert table.hover is not None and table.hover[0] == "card" and not shown
    hover(app, (pos[0] + 2, pos[1]))
    assert shown
