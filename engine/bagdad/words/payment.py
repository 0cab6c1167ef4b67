"""The payment of a purchase in words, as the panel and the banner say it: what is due and how
the seat's own cards can pay it. A gem's own gem card pays for that gem in full, so a seat
holding it is told so ("Pay 12 dinars or your sapphire card"), never only a price in dinars
it need not find; a strike without moving costs no dinars but still one card. Said from the
paying seat's own view only (its hand's worths are its own)."""
from __future__ import annotations

from typing import NamedTuple

from engine.words import say

from ..cards import GEM_CARD, GENIE_VALUE, payment_value
from .terms import a_noun, dinars, gem_card, piece_name


class Due(NamedTuple):
    """The panel's title and guidance, and the banner's words, for a payment."""
    title: str
    guidance: str
    banner: str


def item_words(buying: dict, names, seat: int) -> str:
    """What is being bought: "a caravaneer", "a sapphire", "moving your merchant and its
    strike"."""
    if buying["item"] == "piece":
        return say("bagdad.pay.buying", thing=a_noun(buying["kind"]))
    if buying["item"] == "gem":
        return say("bagdad.pay.buying", thing=a_noun(buying["gem"]))
    moved = piece_name(buying["piece"], names, seat)
    return say("bagdad.pay.moving" if buying.get("victim") is None
               else "bagdad.pay.moving_strike", piece=moved)


def gem_card_held(buying: dict, view: dict) -> str | None:
    """The gem whose own card, in the seat's hand or laid down, can pay this purchase alone."""
    gem = buying.get("gem") if buying["item"] == "gem" else None
    held = {c["card"] for c in view["hand"]}
    return gem if gem is not None and GEM_CARD[gem] in held else None


def due(buying: dict, view: dict, names) -> Due:
    """What the payment asks for, in words."""
    item, price = item_words(buying, names, view["seat"]), buying["price"]
    if not price:
        return Due(say("bagdad.pay.title_card"), say("bagdad.pay.guide_card", item=item),
                   say("bagdad.pay.banner_card", item=item))
    cost, gem = dinars(price), gem_card_held(buying, view)
    if gem is None:
        return Due(say("bagdad.pay.title", cost=cost), say("bagdad.pay.guide", item=item),
                   say("bagdad.pay.banner", cost=cost, item=item))
    card = gem_card(gem)
    others = payment_value([c["card"] for c in view["hand"]],
                           view["characters"][view["seat"]])
    if others < price:      # gem cards count no dinars: only the gem card can pay
        return Due(say("bagdad.pay.title_gem_card", card=card),
                   say("bagdad.pay.guide_gem_card", item=item, card=card, cost=cost,
                       others=dinars(others)),
                   say("bagdad.pay.banner_gem_card", card=card, item=item))
    return Due(say("bagdad.pay.title_or_card", cost=cost, card=card),
               say("bagdad.pay.guide_or_card", item=item, card=card, cost=cost),
               say("bagdad.pay.banner_or_card", cost=cost, card=card, item=item))


def laid(buying: dict, view: dict) -> str:
    """What the cards laid down pay so far, against the price."""
    paid, price = buying["paid"] or [], buying["price"]
    gem = gem_card_held(buying, view)
    if gem is not None and paid == [GEM_CARD[gem]]:
        return say("bagdad.pay.laid_gem_card", card=gem_card(gem))
    total = payment_value(paid, view["characters"][view["seat"]])
    if paid and total > price:
        return say("bagdad.pay.laid_lost", total=dinars(total), price=price, lost=total - price)
    return say("bagdad.pay.laid", total=dinars(total), price=price)


def genies(n: int) -> str:
    """What genies laid down together count: "2 genies together count 10 dinars"."""
    return say("bagdad.pay.genies", n=n, dinars=dinars(GENIE_VALUE[n]))
