"""A tour of every game's words: seeded random games, each action, event and view put in words
by every function a table, the log, a replay and the command line call, so that a test can
watch what is said (tests/test_words_catalogue.py). Returns how many things were said."""
from __future__ import annotations

from contextlib import nullcontext
from itertools import product

import engine.alibaba as alibaba
import engine.bagdad as bagdad
import engine.forty_thieves as forty_thieves
from engine.ai.bagdad import easy
from engine.alibaba.tiles import KINDS
from engine.alibaba.words import actions as alibaba_actions, telling as alibaba_telling, \
    terms as alibaba_terms
from engine.bagdad.board import CITY, PALACE_SHOPS
from engine.bagdad.cards import CARDS, TEMPERAMENTS, face
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS
from engine.bagdad.pieces import VIZIER
from engine.bagdad.places import Place
from engine.bagdad.words import actions, digest, hints, reasons, telling, terms
from engine.core import Action, Rng, event
from engine.words import deeds
from engine.forty_thieves.cards import BOSS
from engine.forty_thieves.words import actions as forty_actions, hints as forty_hints, \
    telling as forty_telling, terms as forty_terms

from .bagdad_fixtures import face_off, goods

MANNERS = (nullcontext, deeds)    # an action as a button says it, and as the log's deed
NAMES = ["Omar", "Layla", "Zaid", "Nur", "Karim", "Hind"]


def tour() -> int:
    return _bagdad() + _bagdad_rare() + _forty_thieves() + _alibaba()


def _bagdad() -> int:
    said = 0
    for seed in range(4):
        players = 3 + seed % 4
        moods = [TEMPERAMENTS[(s + seed) % len(TEMPERAMENTS)] for s in range(players)]
        state, rng, names = bagdad.new_game(players, seed, round_limit=4, temperaments=moods), \
            Rng(seed), NAMES[:players]
        seen, step = [], 0
        while not state.is_over():
            acts, seat = state.legal_actions(), state.to_move()
            views = [state.view(s) for s in range(players)]
            for act, manner in product(acts, MANNERS):
                with manner():
                    said += bool(actions.action(act, names, None)) \
                        + bool(actions.action(act, names, views[seat])) \
                        + bool(bagdad.describe_action(act, views[(seat + 1) % players]))
                if act.kind == "to":                    # the chooser's words for its ways
                    said += all(actions.way(act, names, views[seat]))
            if step % 25 == 0:
                said += _bagdad_hints(views, names)
            act = rng.choice(acts) if rng.random() < 0.3 else easy(views[seat], acts, rng)
            events = state.apply(act)
            seen += events
            bluffers = {e.data["seat"] for e in events if e.kind == "found_out"}
            for viewer in (None, seat, *bluffers):      # a bluffer learns it was seen through
                for private in (False, True):
                    said += len(telling.event_lines(events, names, viewer, private))
            said += len(telling.event_lines(events, names, seat, True, frozenset({seat})))
            said += sum(bool(telling.headline(e, names)) for e in events)
            if step % 15 == 0:
                for s in range(players):
                    said += len(digest.summary(seen, names, s))
                seen = []
            step += 1
        for s in range(players):
            trades = [s % 3] + [1] * (players - 1)
            said += len(telling.exchange_summary(trades, s - 1, names, s))
            said += len(telling.exchange_summary(trades, None, names, s))
    return said


def _bagdad_hints(views, names) -> int:
    said = 0
    for view in views:
        for space in range(len(CITY.spaces)):
            said += len(hints.space_hint(view, space, names)[1])
        for district in DISTRICTS:
            said += len(hints.deck_hint(view, district, names)[1])
        for seat in range(len(views)):
            said += len(hints.seat_summary(view, seat, names))
            said += bool(terms.checked_words(view["learnt"][seat])) if view.get("learnt") else 0
        said += len(hints.ending_hint(view)) + len(hints.wish_hint(view))
    return said


def _bagdad_rare() -> int:
    """What random games seldom bring: kills, the Vizier on a Palace shop, every end, a
    stolen gem told to its victim, offers that give nothing, counters, every refusal, a
    dear gem bought."""
    names, said = NAMES[:3], []
    for striker, victim in (("assassin", "merchant"), ("assassin", "assassin"),
                            ("merchant", "caravaneer"), ("thief", "thief")):
        state, attacker, prey, space, _ = face_off(striker, victim, goods(0, 0, 1))
        events = []
        for act in (Action("move", piece=attacker), Action("to", space=space, victim=prey),
                    Action("confirm")):
            for manner in MANNERS:
                with manner():
                    said.append(actions.action(act, names, state.view(0)))
            if act.kind == "to":            # the chooser's ways, knowing the piece or not
                said += [*actions.way(act, names, state.view(0)), *actions.way(act, names, None)]
            events += state.apply(act)
        said += telling.event_lines(events, names, None, False)
        said += [telling.headline(e, names) for e in events]
        said += digest.summary(events, names, 1) \
            + digest.summary([e for e in events if e.visible_to is None], names, 1)
        said += hints.seat_summary(state.view(0), 1, names)
    palace = min(PALACE_SHOPS)
    vizier = event("move", seat=0, piece=VIZIER, kind="vizier", start=0, space=palace)
    said += [telling.headline(vizier, names)] + digest.summary([vizier], names, 1)
    for why in ("vizier", "round_limit", "stalled"):
        for winners, won_by in (([0], "wish"), ([0, 2], "wish"), ([1], "gem value"),
                                ([1, 2], "gem value"), ([0], None), ([0, 1], None)):
            over = event("game_over", why=why, scores=[3, 1, 3], winners=winners, won_by=won_by)
            said += telling.event_lines([over], names, None, False) \
                + [telling.headline(over, names)]
    robbed = event("robbed_gem", visible_to=(0, 1), seat=0, victim_seat=1, gem="ruby")
    said += telling.event_lines([robbed], names, 1, True)
    cards = [face(c.id) for c in CARDS[:2]]
    kinds = {c.kind: c for c in CARDS}          # a face of each kind, as anyone and its holder
    said += [terms.card_words(face(c.id), yours) for c in kinds.values() for yours in (False, True)]
    said += telling.event_lines([event("discard", seat=0, cards=cards)], names, None, False)
    for manner in MANNERS:
        with manner():
            said.append(actions.action(Action("discard"), names, None))
            said += [actions.action(Action("buy_gem", gem=gem), names, None) for gem in GEMS]
    for counter in (0, 1, 2):
        sent = event("send_offer", seat=0, partner=1, give=[], ask=["souk"], counter=counter)
        said += telling.event_lines([sent], names, None, False)
    for code in reasons.REASONS:
        said.append(reasons.reason_words({"code": code, "name": "dates", "n": 2,
                                          "district": "souk"}))
    said += [terms.talked(["souk"] * n, claims, {"souk": "silk"}, theirs=True)
             for n, claims in ((2, ["silk", None]), (2, ["dates", "dates"]),
                               (3, ["silk"] * 3), (3, ["silk", "fish", None]))]
    said += [terms.worth(5.25), terms.times(3)]
    said += telling.exchange_summary([2, 0, 1], -4, names, 0)
    said += [terms.place_words(Place("bazaar", "shop", "edge", "north", which))    # five alike
             for which in terms.WHICH_WORDS]
    return len(said)


def _forty_thieves() -> int:
    said = []
    for seed in range(5):
        players = 2 + seed % 5
        state, rng, names = forty_thieves.new_game(players, seed), Rng(seed), NAMES[:players]
        while not state.is_over():
            acts, view = state.legal_actions(), state.view(state.to_move())
            for act, manner in product(acts + [Action("pass")], MANNERS):
                with manner():
                    said += [forty_actions.action(act, names, view),
                             forty_actions.action(act, names, None),
                             forty_thieves.describe_action(act, view)]
            if state.turn % 4 == 0:
                said += [forty_hints.deck_hint(view), forty_hints.bank_hint(view)]
                said += [forty_hints.stack_hint(view, i) for i in range(len(view["stacks"]))]
                said += [forty_hints.card_hint(view, names, seat, i) for seat in range(players)
                         for i in range(len(view["hands"][seat]))]
            events = state.apply(rng.choice(acts))
            said += forty_telling.event_lines(events, names)
            said += [forty_telling.headline(e, names) for e in events]
            said += [forty_telling.caught(e, names, card, 13, final)
                     for e in events if e.kind == "penalty"
                     for card in (None, BOSS, "7", "times2") for final in (False, True)]
    said += forty_telling.event_lines([event("reveal", seat=0, owner=None, place=None,
                                             card=card, value=4, sum=4)
                                       for card in (BOSS, "7", "plus1")], NAMES)
    said += [forty_terms.counted("3", n) for n in (1, 2, 3, 4)]
    for manner in MANNERS:                  # never a choice: the Boss; a choice unseen
        with manner():
            said += [forty_actions.action(Action("choose", card=BOSS), NAMES, None),
                     forty_actions.unseen_choice()]
    return len(said)


def _alibaba() -> int:
    said = []
    for seed in range(6):
        players = 2 + seed % 3
        variant = "lamp" if seed % 2 else None
        state, rng, names = alibaba.new_game(players, seed, variant), Rng(seed), NAMES[:players]
        while not state.is_over():
            acts, view = state.legal_actions(), state.view(state.to_move())
            for act, manner in product(acts, MANNERS):
                with manner():
                    said += [alibaba.describe_action(act, view),
                             alibaba.describe_action(act, None), alibaba_actions.hint(act, view),
                             alibaba_actions.secret_words(act, names, view)]
            said += alibaba_telling.event_lines(state.apply(rng.choice(acts)), names)
    said += [alibaba_terms.counted(kind, n) for kind in KINDS for n in (1, 2)]   # the panels'
    return len(said)
