"""The action vocabulary, built once and shared.

`act` is Action itself: equal actions are interned by engine.core, so a random playout that
asks for thousands of equal actions gets the same immutable object each time.

  place(piece, space)           set-up: one starting piece onto an empty Bazaar space
  offer(partner)                exchange: start an offer to another seat
  give(card) / ungive(card)     put one of your cards into the offer, or take it out again
  ask(district) / unask(...)    ask for one card of a district from the partner, or stop asking
  send / cancel / done          send the offer; drop it (it does not count); stop trading
  accept / refuse               the partner's answer
  hand_over(card)               the partner picks which card of an asked district to give
  buy_piece(piece_kind) / buy_gem(gem) / move(piece)   purchase: what to buy (`kind` is
                                the action's own name, so the piece's is `piece_kind`)
  to(space[, victim])           where the moved piece ends, and whom its ability strikes
  pay(card) / unpay(card) / confirm / cancel      the payment, one card at a time
  pass_slipper(to)              hand the slipper on, after at least one purchase
  discard                       a holder whose cards can buy nothing lets them go
"""
from __future__ import annotations

from engine.core import Action

act = Action

SEND, CANCEL, DONE = act("send"), act("cancel"), act("done")
ACCEPT, REFUSE = act("accept"), act("refuse")
CONFIRM, DISCARD = act("confirm"), act("discard")
