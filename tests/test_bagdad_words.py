"""The city table's words: the privacy rule for card faces over every card-carrying action of
random games, every event kind of 30 random games in words (or deliberately silent, never
raising), private events told only to their seats and only when asked, seat names instead of
"player N", headlines for the moments that matter, and hints that say where, who and which gate.
The talk of offers has tests/test_bagdad_talk_words.py.

The random games mix legal random actions (offers built and taken apart, payments laid and
taken back) with the easy AI (which trades, strikes and buys as a player would), so that
nearly every kind of action and event turns up; the rare ones have set positions there."""
import re
from functools import cache

import pytest

import engine.bagdad as g
from engine.ai.bagdad import easy
from engine.bagdad.board import CITY, PALACE_SHOPS
from engine.bagdad.cards import CARDS, GOODS, face
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.gems import LABEL
from engine.bagdad.pieces import owner
from engine.bagdad.places import towards
from engine.bagdad.words import actions as words, hints, telling
from engine.bagdad.words.terms import label
from engine.core import Action, Event, Rng
from support.bagdad_fixtures import (face_off, gem_card, give_gems, goods, piece, placed, purchase, put,
                             set_hand, to_purchase)

NAMES = ["Omar", "Layla", "Zaid", "Nur", "Karim", "Hind"]
ALI, SINBAD = 0, 1                     # the fixtures' characters of seats 0 and 1
BAZAAR, SOUK = 0, 2
CARD_ACTIONS = ("give", "ungive", "hand_over", "pay", "unpay")
PRIVATE = {"draw", "receive", "robbed_gem", "found_out"}
SILENT = {"offer", "cancel_offer", "counter", "cancel_counter", "hand_over", "purchase",
          "choose_move", "cancel_purchase"}
SPOKEN = {"place", "round", "income", "reshuffle", "phase", "send_offer", "accept_offer",
          "refuse_offer", "pick_offer", "no_takers", "trade", "done", "pay", "discard",
          "buy_piece", "buy_gem", "move", "kidnap", "kill", "rob", "pass_slipper", "game_over"}
RARE = {"cancel_counter", "pick_offer", "no_takers"}     # see test_bagdad_talk_words.py
SEAT_KEYS = ("seat", "partner", "to", "victim_seat", "from_seat", "slipper")
# Anything that tells a card's face: a good, a genie, a gem card, a worth in dinars.
FACE = re.compile(r"\b(" + "|".join([n for names in GOODS.values() for n in names]
                                    + list(LABEL) + ["genie", "dinars?"]) + r")\b")


def _choose(state, actions, rng):
    seat = state.to_move()
    return rng.choice(actions) if rng.random() < 0.3 else easy(state.view(seat), actions, rng)


def positions(seeds):
    """Each position of random games (3 to 6 players), before its action is applied."""
    for seed in seeds:
        state, rng = g.new_game(3 + seed % 4, seed, round_limit=8), Rng(seed)
        while not state.is_over():
            actions = state.legal_actions()
            yield state, actions
            state.apply(_choose(state, actions, rng))


@cache
def batches() -> tuple:
    """(players, events) for every action of 30 random games, played once for all tests."""
    found = []
    for seed in range(30):
        state, rng = g.new_game(3 + seed % 4, seed, round_limit=8), Rng(seed)
        while not state.is_over():
            found.append((state.players, state.apply(_choose(state, state.legal_actions(), rng))))
    return tuple(found)


def buy(state, *actions: Action) -> list[Event]:
    events = []
    for action in actions + (Action("confirm"),):
        events += state.apply(action)
    return events


def duel(attacker_kind: str, victim_kind: str):
    """Round 1's purchase: seat 0's piece next to seat 1's victim, one card to strike with."""
    state, attacker, victim, a, _ = face_off(attacker_kind, victim_kind, goods(BAZAAR, ALI, 1))
    return state, attacker, victim, a


def strike(attacker_kind: str, victim_kind: str) -> list[Event]:
    state, attacker, victim, a = duel(attacker_kind, victim_kind)
    return buy(state, Action("move", piece=attacker), Action("to", space=a, victim=victim))


def one(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


# --- actions ----------------------------------------------------------------------------------

def test_a_card_action_names_the_face_only_in_its_holders_own_view():
    """The privacy rule, over every card-carrying action legal in many random positions: with
    no view, or any other seat's, only the district; with the holder's, the good and worth."""
    checked = dict.fromkeys(CARD_ACTIONS, 0)
    for state, actions in positions(range(10)):
        carrying = [a for a in actions if a.kind in CARD_ACTIONS]
        if not carrying:
            continue
        holder = state.to_move()
        views = [state.view(seat) for seat in range(state.players)]
        for action in carrying:
            checked[action.kind] += 1
            district = DISTRICTS[CARDS[action.card].district].capitalize()
            for view in [None] + [v for seat, v in enumerate(views) if seat != holder]:
                said = words.action(action, NAMES, view)
                assert not FACE.search(said), (said, action)
                assert said.endswith(f"a {district} card")
            own = words.action(action, NAMES, views[holder])
            assert FACE.search(own) and district in own, own
    assert all(n >= 20 for n in checked.values()), checked


def test_without_a_view_no_card_of_the_game_shows_its_face():
    for card in range(len(CARDS)):
        for kind in CARD_ACTIONS:
            assert not FACE.search(words.action(Action(kind, card=card), NAMES, None))


def test_a_card_in_the_holders_view_reads_with_its_worth():
    state = purchase()
    saffron = next(c.id for c in CARDS if c.name == "saffron")
    genie = next(c.id for c in CARDS if c.kind == "genie" and c.district == SOUK)
    set_hand(state, 0, [saffron, genie, gem_card("emerald")])
    view = state.view(0)
    worth = next(f["value"] for f in view["hand"] if f["card"] == saffron)
    assert words.action(Action("pay", card=saffron), NAMES, view) == \
        f"pay with the Souk saffron ({worth} dinars)"
    assert words.action(Action("give", card=genie), NAMES, view) == \
        "offer the Souk genie (1 dinar alone, 10 for two, 50 for three)"
    assert words.action(Action("unpay", card=gem_card("emerald")), NAMES, view) == \
        "take back the Souk emerald card"


def test_actions_say_seat_names_prices_and_articles():
    view = purchase().view(0)
    assert words.action(Action("offer", partner=2), NAMES, None) == "make an offer to Zaid"
    assert words.action(Action("pass_slipper", to=1), NAMES, None) == \
        "pass the slipper to Layla"
    assert words.action(Action("pass_slipper", to=1), NAMES, view) == \
        "pass the slipper to Layla (0 cards)"
    assert words.action(Action("buy_piece", piece_kind="trader"), NAMES, None) == \
        "buy a trader (12 dinars)"
    assert words.action(Action("buy_piece", piece_kind="assassin"), NAMES, None) == \
        "buy an assassin (12 dinars)"
    assert words.action(Action("buy_gem", gem="ruby"), NAMES, None) == \
        "buy a ruby (27 dinars or its gem card)"
    assert words.action(Action("buy_gem", gem="emerald"), NAMES, None) == \
        "buy an emerald (20 dinars or its gem card)"
    assert words.action(Action("move", piece=piece(1, "caravaneer")), NAMES, view) == \
        "move Layla's caravaneer from the Desert"
    assert words.action(Action("move", piece=piece(0, "thief")), NAMES, None) == \
        "move Omar's thief"
    assert words.action(Action("move", piece=g.VIZIER), NAMES, view).startswith(
        "move the Grand Vizier from ")


@pytest.mark.parametrize("attacker, victim, verb", [
    ("merchant", "caravaneer", "kidnap"), ("trader", "merchant", "kidnap"),
    ("assassin", "caravaneer", "kill"), ("assassin", "assassin", "kill"),
    ("thief", "thief", "rob")])
def test_a_move_ends_with_the_ability_of_the_piece_that_moves(attacker, victim, verb):
    state, mover, prey, a = duel(attacker, victim)
    state.apply(Action("move", piece=mover))
    view = state.view(0)
    assert words.action(Action("to", space=a, victim=prey), NAMES, view) == \
        f"stay on {label(a)} (at least one card), then {verb} Layla's {victim} to the " \
        + towards(a, state.at[prey]).replace("_", "-")
    near = next(s for s in sorted(CITY.neighbours[a]) if s != DESERT and
                not any(p["space"] == s for p in view["pieces"]) and s != view["vizier"]["space"])
    assert words.action(Action("to", space=near), NAMES, view) == \
        f"go to {label(near)} (1 dinar)"
    # Without a view only the victim is known: a caravaneer may be kidnapped or killed.
    blind = words.action(Action("to", space=a, victim=prey), NAMES, None)
    assert blind == f"go to {label(a)}, then " + \
        {"caravaneer": "strike", "merchant": "strike", "assassin": "kill", "thief": "rob"}[victim] \
        + f" Layla's {victim}"


def test_every_action_of_random_games_reads_with_seat_names():
    for state, actions in positions(range(4)):
        view = state.view(state.to_move())
        for action in actions:
            for said in (words.action(action, NAMES, view), words.action(action, NAMES, None)):
                assert said and "\n" not in said and "player" not in said
                assert "Action(" not in said and "None" not in said
                for key in ("partner", "to"):
                    if action.get(key) is not None:
                        assert NAMES[action.get(key)] in said


# --- the log ----------------------------------------------------------------------------------

def _names_in(line: str, e: Event) -> bool:
    return all(NAMES[e.data[k]] in line for k in SEAT_KEYS if e.data.get(k) is not None)


def test_every_event_kind_of_30_random_games_has_a_line_or_deliberately_none():
    kinds = set()
    for players, events in batches():
        for viewer in [None, *range(players)]:
            for private in (False, True):
                for line in telling.event_lines(events, NAMES[:players], viewer, private):
                    assert line and "\n" not in line and "player" not in line
                    assert "None" not in line and line.endswith((".", "!"))
        for e in events:
            kinds.add(e.kind)
            viewer = None if e.visible_to is None else e.visible_to[0]
            lines = telling.event_lines([e], NAMES[:players], viewer, True)
            if e.kind in SILENT:
                assert lines == [], e
            else:
                assert len(lines) == 1, e
                assert e.kind in PRIVATE or _names_in(lines[0], e), (lines, e)
    assert kinds <= SILENT | SPOKEN | PRIVATE      # a kind new to the engine needs a decision
    assert (SILENT | SPOKEN | PRIVATE) - kinds <= RARE


def test_an_unknown_event_kind_gives_no_line_and_no_headline():
    for e in (Event("comet", {"seat": 0}), Event("comet", {}, (0,))):
        assert telling.event_lines([e], NAMES, 0, True) == []
        assert telling.headline(e, NAMES) is None


def test_a_private_event_is_told_only_to_its_seats_and_only_when_private():
    told = 0
    for players, events in batches():
        hidden = [e for e in events if e.visible_to is not None]
        if not hidden:
            continue
        public = [e for e in events if e.visible_to is None]
        names = NAMES[:players]
        for viewer in [None, *range(players)]:
            plain = telling.event_lines(public, names, viewer, True)
            assert telling.event_lines(events, names, viewer, False) == plain
            mine = [e for e in hidden if viewer in e.visible_to]
            lines = telling.event_lines(events, names, viewer, True)
            seen = [e for e in events if e.visible_to is None or e in mine]
            assert telling.event_lines(seen, names, viewer, True) == lines
            assert (len(lines) > len(plain)) == bool(mine)
            extra = [line for line in lines if line not in plain]
            assert all("You" in line or "your" in line for line in extra)
            told += bool(mine)
    assert told > 1000


def test_a_draw_and_a_robbed_gem_read_to_their_seats():
    saffron = next(c.id for c in CARDS if c.name == "saffron")
    draw = Event("draw", {"seat": 0, **face(saffron, ALI)}, (0,))       # as rounds.py emits it
    worth = draw.data["value"]
    assert telling.event_lines([draw], NAMES, 0, True) == \
        [f"You get the Souk saffron ({worth} dinars)."]
    assert telling.event_lines([draw], NAMES, 1, True) == []
    state, attacker, victim, a = duel("thief", "thief")
    set_hand(state, 2, [goods(BAZAAR, 2, 1)])                  # the round goes on
    events = buy(state, Action("move", piece=attacker), Action("to", space=a, victim=victim))
    assert telling.event_lines(events, NAMES[:3], 0, True)[-1] == "You steal a ruby from Layla."
    assert telling.event_lines(events, NAMES[:3], 1, True)[-1] == "Omar steals your ruby."
    for viewer, private in ((2, True), (0, False), (None, True)):
        lines = telling.event_lines(events, NAMES[:3], viewer, private)
        assert lines[-1] == "Omar's thief robs Layla's thief of a gem."
        assert not any("ruby" in line for line in lines)


def test_a_rounds_income_is_one_line_that_tells_every_seat():
    state = to_purchase(placed(4))
    for piece_id, space in enumerate(state.at):
        if space is not None and piece_id // 12 == 3:
            state.at[piece_id] = DESERT                        # Nur earns nothing
    for seat in range(4):
        set_hand(state, seat, [])
    set_hand(state, 0, [goods(BAZAAR, ALI, 5)])
    events = buy(state, Action("buy_piece", piece_kind="caravaneer"))
    assert [e.kind for e in events].count("income") == 6
    lines = telling.event_lines(events, NAMES[:4], 3, True)
    [income] = [line for line in lines if line.startswith("Income")]
    assert income == ("Income: Omar gets 2 Bazaar cards; Layla gets 2 Bazaar cards; "
                      "Zaid gets 2 Bazaar cards; Nur gets nothing.")
    assert not any(line.startswith("You get") for line in lines)
    mine = telling.event_lines(events, NAMES[:4], 0, True)
    assert sum(line.startswith("You get the Bazaar ") for line in mine) == 1


def test_spent_cards_are_named_face_up_in_the_log():
    state = purchase()
    saffron = next(c.id for c in CARDS if c.name == "saffron")
    set_hand(state, 0, [saffron])
    gate = next(gate.inner for gate in CITY.gates if gate.outer == DESERT)
    events = buy(state, Action("move", piece=g.VIZIER), Action("to", space=gate))
    lines = telling.event_lines(events, NAMES[:3], None, False)
    assert lines[:2] == ["Omar pays with the Souk saffron.",
                         f"Omar moves the Grand Vizier from the Desert to {label(gate)}."]
    assert lines[-1].startswith("The game is over: nobody holds a card, so nothing can change")


# --- headlines --------------------------------------------------------------------------------

def test_headlines_for_kidnap_kill_and_robbery():
    kidnap = one(strike("merchant", "caravaneer"), "kidnap")
    assert telling.headline(kidnap, NAMES) == \
        ("Kidnapped!", "Omar's merchant sends Layla's caravaneer to the Desert")
    kill = one(strike("assassin", "trader"), "kill")
    assert telling.headline(kill, NAMES) == ("Killed!", "Omar's assassin kills Layla's trader")
    both = one(strike("assassin", "assassin"), "kill")
    assert telling.headline(both, NAMES)[1].endswith("both assassins leave the game")
    assert telling.event_lines([both], NAMES, None, False) == \
        ["Omar's assassin kills Layla's assassin: both leave the game."]
    rob = one(strike("thief", "thief"), "rob")
    assert telling.headline(rob, NAMES) == ("Robbed!", "Omar's thief steals a gem from Layla")
    robbed = {"seat": 1, "victim_seat": 0}         # the private line's title: whose gem
    assert [telling.robbed_title(robbed, v) for v in (1, 0)] == ["Stolen!", "Robbed!"]


def test_headlines_for_a_round_the_purchase_the_vizier_in_the_palace_and_the_end():
    state, events = g.new_game(3, 1, first_player=1), []
    while state.phase == "place":
        events = state.apply(state.legal_actions()[0])
    assert telling.headline(one(events, "round"), NAMES) == ("Round 1", "Layla holds the slipper")
    assert telling.headline(one(events, "phase"), NAMES) is None          # the exchange
    while state.phase == "exchange":
        events = state.apply(Action("done"))
    assert telling.headline(one(events, "phase"), NAMES) == \
        ("Purchase", "Layla holds the slipper and buys first")
    state = purchase()
    target = next(s for s in sorted(PALACE_SHOPS))
    put(state, g.VIZIER, next(iter(CITY.neighbours[target])))
    set_hand(state, 0, [goods(BAZAAR, ALI, 1)])
    events = buy(state, Action("move", piece=g.VIZIER), Action("to", space=target))
    title, subtitle = telling.headline(one(events, "move"), NAMES)
    assert title == "The Vizier is in the Palace!" and subtitle.startswith("Omar brings him to")
    over = one(events, "game_over")
    assert over.data["why"] == "vizier"
    title, subtitle = telling.headline(over, NAMES)
    assert title == "Game over" and subtitle.startswith("The Grand Vizier stands on a Palace")
    winners = [NAMES[s] for s in over.data["winners"]]
    assert all(name in subtitle for name in winners)
    [line] = telling.event_lines([over], NAMES[:3], None, False)
    assert line.startswith("The game is over: the Grand Vizier stands on a Palace shop.")


def test_no_headline_for_the_everyday_events():
    for _, events in batches():
        for e in events:
            d = e.data
            if e.kind in ("round", "kidnap", "kill", "rob", "game_over") or \
                    e.kind == "phase" and d["phase"] == "purchase" or \
                    e.kind == "move" and d["piece"] == g.VIZIER and d["space"] in PALACE_SHOPS:
                assert telling.headline(e, NAMES)
            else:
                assert telling.headline(e, NAMES) is None, e


# --- hints ------------------------------------------------------------------------------------

def test_a_shops_hint_tells_its_district_earnings_and_occupant():
    state = purchase()
    shop = CITY.in_district("souk", "shop")[0]
    title, lines = hints.space_hint(state.view(0), shop, NAMES[:3])
    assert title == "The western shop at the Souk's north-west edge"
    assert "Souk" in lines[0] and "shop" in lines[0]
    assert ("A thief, caravaneer, merchant or trader here draws a Souk card each round; "
            "an assassin earns nothing.") in lines
    assert lines[-1] == "Empty."
    put(state, piece(1, "merchant"), shop)
    assert hints.space_hint(state.view(0), shop, NAMES[:3])[1][-1] == \
        "Layla's merchant stands here."
    assert hints.space_hint(state.view(1), shop, NAMES[:3])[1][-1] == \
        "Your merchant stands here."
    put(state, piece(1, "merchant"), DESERT)
    put(state, g.VIZIER, shop)
    assert hints.space_hint(state.view(0), shop, NAMES[:3])[1][-1] == \
        "The Grand Vizier stands here."


def test_a_street_hint_tells_its_gate_either_way_and_what_a_move_there_costs():
    view = purchase().view(0)
    fish = next(gate for gate in CITY.gates if gate.outer != DESERT)
    outer, inner = (CITY.spaces[s] for s in (fish.outer, fish.inner))
    lines = hints.space_hint(view, fish.outer, NAMES[:3])[1]
    assert f"{fish.name}: the gate to the {inner.district.capitalize()} " \
           f"({label(fish.inner)})." in lines
    lines = hints.space_hint(view, fish.inner, NAMES[:3])[1]
    assert any(line.startswith(f"{fish.name}: the gate to the {outer.district.capitalize()}")
               for line in lines)
    sham = next(gate for gate in CITY.gates if gate.outer == DESERT)
    title, lines = hints.space_hint(view, sham.inner, NAMES[:3])
    assert f"{sham.name}: the gate from the Desert (no piece goes back out)." in lines
    assert "A street: earns nothing." in lines
    state = purchase()
    set_hand(state, 0, [goods(BAZAAR, ALI, 1)])
    state.apply(Action("move", piece=piece(0, "caravaneer")))
    lines = hints.space_hint(state.view(0), sham.inner, NAMES[:3])[1]
    assert lines[-1] == "Moving your caravaneer here costs 1 dinar."


def test_the_desert_hint_lists_who_waits_there_per_owner():
    state = purchase()
    title, lines = hints.space_hint(state.view(1), DESERT, NAMES[:3])
    assert title == "The Desert"
    assert "Omar's: a thief and 2 caravaneers." in lines
    assert "Yours: a thief and 2 caravaneers." in lines
    assert "Zaid's: a thief and 2 caravaneers." in lines
    assert "The Grand Vizier waits here." in lines


def test_the_deck_hint_counts_cards_discards_holders_and_the_gem_card():
    state = purchase()
    emerald = gem_card("emerald")
    set_hand(state, 0, [emerald, goods(SOUK, ALI, 4)])
    set_hand(state, 1, [goods(SOUK, SINBAD, 2)])
    title, lines = hints.deck_hint(state.view(0), "souk", NAMES[:3])
    assert title == f"The Souk deck: {len(state.decks[SOUK])} cards left"
    assert "14 cards in all: 6 goods (2 of each), the emerald card and a genie." in lines
    assert "Discard pile: empty." in lines
    assert "Held: you 2, Layla 1." in lines
    assert "Its emerald card is in your hand (4 emeralds left to buy)." in lines
    _, lines = hints.deck_hint(state.view(1), "souk", NAMES[:3])
    assert "Its emerald card is unseen: in the deck or in someone's hand (4 emeralds left to " \
           "buy)." in lines and "Held: Omar 2, you 1." in lines
    buy(state, Action("buy_gem", gem="emerald"))
    _, lines = hints.deck_hint(state.view(2), "souk", NAMES[:3])
    assert "Discard pile (1 card), topmost first: emerald card." in lines
    assert "Its emerald card was spent: it lies in the discard pile (3 emeralds left to buy)." \
        in lines


def test_a_seat_summary_counts_cards_gems_as_far_as_known_and_pieces():
    state, attacker, victim, a = duel("thief", "thief")
    give_gems(state, 1, ["emerald"])
    set_hand(state, 2, [goods(BAZAAR, 2, 1)])
    buy(state, Action("move", piece=attacker), Action("to", space=a, victim=victim))
    lines = hints.seat_summary(state.view(2), 0, NAMES[:3])
    assert "Plays Ali Baba." in lines and "Gems: 1 (one whose kind you do not know)." in lines
    assert "In the city: a thief." in lines and "Cards: 0." in lines
    mine = hints.seat_summary(state.view(0), 0, NAMES[:3])
    assert any(line.startswith("Gems: 1 (a") and "unknown" not in line for line in mine)
    assert any(line.startswith("Your wish: ") for line in mine)
    theirs = hints.seat_summary(state.view(0), 2, NAMES[:3])
    assert "Cards: 1 (1 Bazaar)." in theirs and not any("wish" in x.lower() for x in theirs)


def test_a_ruby_counts_as_rubies_and_the_wish_prices_say_dinars():
    view = purchase().view(0)
    _, lines = hints.deck_hint(view, "kasbah", NAMES[:3])
    assert any(line.endswith("(3 rubies left to buy).") for line in lines)
    assert not any("rubys" in line for line in lines)
    prices = hints.wish_hint(view)[1]
    assert prices.startswith("Gems to buy, in dinars: false stone 9 (6 left), sapphire 12 ")


def test_discarding_reads_in_the_third_person_in_the_log():
    said = words.action(Action("discard"), NAMES, None)
    assert said == "discard the cards held: they can buy nothing" and " my " not in f" {said} "


def test_the_engines_own_words_give_an_assassin_and_an_emerald_their_article():
    assert g.describe_action(Action("buy_piece", piece_kind="assassin")) == \
        "buy an assassin (12 dinars)"
    assert g.describe_action(Action("buy_gem", gem="emerald")) == \
        "buy an emerald (20 dinars or its gem card)"
    assert telling.event_lines([Event("buy_gem", {"seat": 1, "gem": "emerald"}, None)], NAMES,
                               None, False) == ["Layla buys an emerald."]


def test_the_catalogs_describe_action_says_what_the_table_says_with_player_numbers():
    """One set of words: the protocol's describe_action (the AI hint, the command line, a log
    without names) is the table's, with "player 2" where the table names the seat."""
    for state, actions in positions(range(3)):
        view = state.view(state.to_move())
        for action in actions:
            for seen in (view, None):
                assert g.describe_action(action, seen) == words.action(action, words.SEATS, seen)
    assert g.describe_action(Action("offer", partner=1)) == "make an offer to player 2"


def test_a_win_on_gem_value_says_so_in_words():
    over = Event("game_over", {"why": "round_limit", "winners": [0, 2], "won_by": "gem value",
                               "scores": [20, 12, 20]}, None)
    assert telling.headline(over, NAMES[:3]) == (
        "Game over", "The round limit is reached: Omar and Zaid share the win on gem value")


def test_two_victims_of_one_kind_and_seat_are_told_apart_by_where_they_stand():
    """A newcomer met "…, then kidnap your caravaneer" three times in one list: each victim is
    told by where it stands, so no two choices of one decision read the same."""
    state, mover, prey, a = duel("merchant", "caravaneer")
    second = piece(owner(prey), "caravaneer", 1)
    put(state, second, next(s for s in sorted(CITY.neighbours[a]) if CITY.adjacent(s, a)
                            and s != DESERT and s not in state.occupied()))
    state.apply(Action("move", piece=mover))
    view = state.view(0)
    strikes = [x for x in state.legal_actions() if x.kind == "to" and x.space == a
               and x.get("victim") in (prey, second)]
    said = {words.action(x, NAMES, view) for x in strikes}
    assert len(strikes) == 2 and len(said) == 2, said


def test_both_copies_of_a_goods_paid_are_said_once():
    """"Kasim pays with the Bazaar sandals and the Bazaar sandals." read as a glitch."""
    sandals = [face(c.id) for c in CARDS if c.name == "sandals"]
    saffron = face(next(c.id for c in CARDS if c.name == "saffron"))
    assert len(sandals) == 2
    paid = Event("pay", {"seat": 0, "cards": [*sandals, saffron]})
    assert telling.event_lines([paid], NAMES, None, False) == [
        f"{NAMES[0]} pays with both Bazaar sandals and the Souk saffron."]
    one = Event("pay", {"seat": 0, "cards": [sandals[0], saffron]})
    assert telling.event_lines([one], NAMES, None, False) == [
        f"{NAMES[0]} pays with the Bazaar sandals and the Souk saffron."]
