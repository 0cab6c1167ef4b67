"""The action vocabulary, built once and shared.

`act` is Action itself: equal actions are interned by engine.core, so a random playout that
asks for thousands of equal actions gets the same immutable object each time.

  place(piece, space)           set-up: one starting piece onto an empty Bazaar space
  offer(partner) / offer_all    exchange: start an offer to another seat, or to everyone
  give(card) / ungive(card)     put one of your cards into the offer, or take it out again
  ask(district) / unask(...)    ask for one card of a district from the partner, or stop asking
  claim(card, name) / unclaim   say what a card given is (any name of its district, true or not)
  wish(district, name) / unwish say which goods you hope for from a district asked
  send / cancel / done          send the offer; drop it (it does not count; a counter being
                                built gives way to the offer it answers); stop trading
  accept / refuse / counter     the partner's answer (a counter builds an offer back)
  pick(partner)                 the maker of an offer to everyone picks among those who accept
  hand_over(card)               the partner picks which card of an asked district to give
  buy_piece(piece_kind) / buy_gem(gem) / move(piece)   purchase: what to buy (`kind` is
                                the action's own name, so the piece's is `piece_kind`)
  to(space[, victim])           where the moved piece ends, and whom its ability strikes
  pay(card) / unpay(card) / confirm / cancel      the payment, one card at a time
  pass_slipper(to)              hand the slipper on, after at least one purchase
  discard                       a holder whose cards can buy nothing lets them go

The actions with a parameter that the rules offer at almost every step are also laid out in
tables, by card, district, seat, piece or space, so that a list of them is a few look-ups (a
random playout asks for one at every step): a claim and a wish are offered for every name but
the one already said, so each is kept with each name left out in turn.
"""
from __future__ import annotations

from engine.core import Action

from .board import SPACES
from .cards import ALL_CARDS, NAMES, district_of
from .city import DISTRICTS
from .gems import GEMS
from .pieces import MAX_SEATS, PRICE, VIZIER

act = Action

SEND, CANCEL, DONE = act("send"), act("cancel"), act("done")
ACCEPT, REFUSE, COUNTER = act("accept"), act("refuse"), act("counter")
OFFER_ALL = act("offer_all")
CONFIRM, DISCARD = act("confirm"), act("discard")


def _but_one(make, names) -> dict:
    """The actions `make(name)` of every name, with each left out in turn (None: none)."""
    every = [make(name) for name in names]
    return {said: tuple(a for name, a in zip(names, every) if name != said)
            for said in (None, *names)}


GIVE = tuple(act("give", card=c) for c in ALL_CARDS)
UNGIVE = tuple(act("ungive", card=c) for c in ALL_CARDS)
CLAIM = tuple(_but_one(lambda name, c=c: act("claim", card=c, name=name), NAMES[district_of(c)])
              for c in ALL_CARDS)
UNCLAIM = tuple(act("unclaim", card=c) for c in ALL_CARDS)
ASK = tuple(act("ask", district=d) for d in DISTRICTS)        # by index into DISTRICTS
UNASK = tuple(act("unask", district=d) for d in DISTRICTS)
WISH = tuple(_but_one(lambda name, d=d: act("wish", district=d, name=name), NAMES[d])
             for d in DISTRICTS)
UNWISH = tuple(act("unwish", district=d) for d in DISTRICTS)
OFFER = tuple(act("offer", partner=s) for s in range(MAX_SEATS))
PASS_SLIPPER = tuple(act("pass_slipper", to=s) for s in range(MAX_SEATS))
BUY_PIECE = {k: act("buy_piece", piece_kind=k) for k in PRICE}
BUY_GEM = {g: act("buy_gem", gem=g) for g in GEMS}
MOVE = tuple(act("move", piece=p) for p in range(VIZIER + 1))
TO = tuple(act("to", space=s) for s in SPACES)
PAY = tuple(act("pay", card=c) for c in ALL_CARDS)
UNPAY = tuple(act("unpay", card=c) for c in ALL_CARDS)
