"""The side panel of the city table: what the seat on screen must do now, and its cards.

Rebuilt from the view and the seat's legal actions after every change, it is a short title,
a line of guidance, the buttons of the decision (offer partners, asked districts, purchases,
the slipper, the payment's Confirm) and the hand as cards, which are clicked to offer, pay or
hand over. Anything the engine allows that has no place of its own here still gets a button,
so no legal decision is ever out of reach; only the talk of an offer (claims and wishes, words
no deal needs) gets none, as one button a name would flood the panel.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from engine.bagdad import words
from engine.bagdad.cards import GENIE_VALUE, cheapest_payment, payment_value
from engine.bagdad.city import DISTRICTS
from engine.bagdad.exchange import MAX_OFFERS, MAX_STARTED
from engine.bagdad.gems import GEMS, LABEL as GEM_LABEL, PRICE as GEM_PRICE
from engine.bagdad.pieces import PRICE
from engine.core import Action
from scenes.kit import text, theme
from scenes.bagdad import cards_art, pieces_art
from scenes.bagdad.layout import PANEL
from scenes.kit.widgets import Button

PAD = 10
GAP = 4
BUTTON_H = 28
CARD_SIZES = ((56, 80), (46, 66), (38, 54), (32, 46))
CARD_KINDS = ("give", "ungive", "pay", "unpay", "hand_over")   # played by clicking a card


@dataclass
class CardSpot:
    rect: pygame.Rect
    card: dict
    action: Action | None   # what clicking it does (None: nothing now)
    marked: bool            # in the offer or the payment


class Panel:
    """Build with the table's view, actions and names; then `buttons` (widgets for the table to
    add), `cards` (the hand as laid out) and `draw`."""

    def __init__(self, play: Callable[[Action], object], names: list[str]) -> None:
        self.play, self.names = play, names
        self.title, self.banner, self.lines = "", "", []
        self.buttons: list[Button] = []
        self.cards: list[CardSpot] = []
        self.notes: list[tuple[int, str, tuple, int]] = []   # (y, words, colour, room)
        self.hand_top = PANEL.y
        self.hand_title = ""

    # --- building -------------------------------------------------------------------------
    def build(self, view: dict, actions: list[Action], waiting: str) -> None:
        self.buttons, self.cards, self.notes = [], [], []
        self.lines, self._shown = [], set()
        self.y = PANEL.y + PAD
        by_kind: dict[str, list[Action]] = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        offer, buying = view.get("offer"), view.get("purchase")
        marked: set[int] = set()
        if not actions:
            self._say("Your cards", waiting)
        elif "place" in by_kind:
            self._say("Place your pieces", "Click a shaded Bazaar space: a shop for a "
                      "caravaneer, a street for your thief.")
        elif "offer" in by_kind or "done" in by_kind and offer is None:
            self._trading(view, by_kind)
        elif offer is not None and offer["stage"] == "build" and offer["from"] == view["seat"]:
            marked = set(offer["give"] or ())
            self._building(view, by_kind)
        elif "accept" in by_kind:
            self._answering(view, by_kind)
        elif "pick" in by_kind:
            self._picking(by_kind)
        elif "hand_over" in by_kind:
            self._say("Hand over your cards", "You take the offer: click the card to give for "
                      f"each asked district ({self._districts(offer['ask'])}).")
        elif buying is not None and buying["stage"] == "pay":
            marked = set(buying["paid"] or ())
            self._paying(view, by_kind, buying)
        elif buying is not None:
            moving = words.piece_name(buying["piece"], self.names, view["seat"])
            self._say(f"Move {moving}",
                      "Click a shaded space; its cost in dinars is on it. A red ring marks a "
                      "piece this one can strike from a space next to it.",
                      f"choose where {moving} goes")
            self._row([("Cancel", by_kind.get("cancel", [None])[0], "secondary")], 1)
        else:
            self._choosing(view, by_kind)
        used = {a for a in actions if a.kind in CARD_KINDS or a.kind in ("place", "to", "move")}
        used |= {b.action for b in self.buttons if getattr(b, "action", None) is not None}
        rest = [a for a in actions
                if a not in used and a not in self._shown and a.kind not in words.TALK]
        if rest:
            self._row([(words.action(a, self.names, view), a, "secondary") for a in rest], 1)
        self._hand(view, by_kind, marked)

    def _say(self, title: str, guidance: str = "", banner: str | None = None) -> None:
        """The panel's title and guidance; `banner`: the decision as the banner says it
        (the title, lower-cased, by default)."""
        self.title = title
        self.banner = banner if banner is not None else title[:1].lower() + title[1:]
        self.y += 26
        if guidance:
            self.lines = text.wrap(guidance, theme.font(14), PANEL.width - 2 * PAD)
            self.y += 18 * len(self.lines) + 4

    def _note(self, words_: str, colour=theme.SAND, room: int = 0) -> None:
        """A line of the panel; `room` px at its right end are kept for buttons."""
        self.notes.append((self.y, words_, colour, room))
        self.y += 20

    def _row(self, items: list[tuple], per_row: int) -> None:
        """Buttons, `per_row` to a row: (label, target, style[, icon]); a target is an action
        to play or a function."""
        width = (PANEL.width - 2 * PAD - GAP * (per_row - 1)) // per_row
        for i, (label, target, style, *icon) in enumerate(items):
            col = i % per_row
            if col == 0 and i:
                self.y += BUTTON_H + GAP
            rect = (PANEL.x + PAD + col * (width + GAP), self.y, width, BUTTON_H)
            if isinstance(target, Action) or target is None:
                click = (lambda a=target: self.play(a)) if target is not None else None
            else:
                click = target
            button = Button(rect, label, click, style, 15, target is not None, *icon)
            button.action = target if isinstance(target, Action) else None
            if button.action is not None:
                self._shown.add(button.action)
            self.buttons.append(button)
        if items:
            self.y += BUTTON_H + GAP + 2

    def _districts(self, districts) -> str:
        return ", ".join(d.capitalize() for d in districts) or "none"

    # --- the decisions ----------------------------------------------------------------------
    def _trading(self, view: dict, by_kind: dict) -> None:
        seat = view["seat"]
        left = MAX_OFFERS - view["offers_sent"][seat]
        starts = MAX_STARTED - view["offers_started"][seat]
        self._say("Your turn to trade", f"Offer cards to another player, or stop trading. You "
                  f"may send {left} more offer{'s' * (left != 1)} this round and start {starts} "
                  "more (a cancelled offer counts as started).", "make an offer, or stop trading")
        partners = []
        for action in by_kind.get("offer", []):
            counts = view["hand_counts"][action.partner]
            partners.append((f"{self.names[action.partner]} · {sum(counts.values())} cards",
                             action, "secondary"))
        if "offer_all" in by_kind:
            partners.append(("Offer to everyone", by_kind["offer_all"][0], "secondary"))
        self._row(partners, 1)
        self._row([("Done trading", by_kind.get("done", [None])[0], "primary")], 1)

    def _building(self, view: dict, by_kind: dict) -> None:
        """An offer (or a counter-offer) being built: the asks by district, up to what the
        partner holds (to everyone: the most any of them holds)."""
        offer, previous = view["offer"], view["offer"]["previous"]
        partner = self.names[offer["to"]]
        if previous is not None:
            self._say(f"Counter-offer to {partner}", f"You answer {partner}'s offer with one "
                      "of your own: click your cards to offer them, ask for cards by district. "
                      "Cancel goes back to their offer.", f"build a counter-offer to {partner}")
        elif offer["everyone"]:
            self._say("Offer to everyone", "Click your cards to offer them; ask for cards by "
                      "district. It goes to each who holds what you ask; you choose among "
                      "those who accept.", "build an offer to everyone")
        else:
            self._say(f"Offer to {partner}",
                      "Click your cards to offer them; ask for cards by district.",
                      f"build an offer to {partner}")
        held = [view["hand_counts"][s] for s in offer["everyone"] or [offer["to"]]]
        counts = {d: max(h[d] for h in held) for d in DISTRICTS}
        asks = {a.district: a for a in by_kind.get("ask", [])}
        unasks = {a.district: a for a in by_kind.get("unask", [])}
        for district in DISTRICTS:
            asked = offer["ask"].count(district)
            self._note(f"{district.capitalize()}: ask {asked} of {counts[district]}",
                       theme.TEXT if asked else theme.MUTED, 70)
            self.y -= 20
            self._stepper(unasks.get(district), asks.get(district))
            self.y += 22
        self.y += 4
        given = len(offer["give"] or ())
        self._note(f"You give {given} card{'s' * (given != 1)} · you ask "
                   f"{len(offer['ask'])}", theme.GOLD_LIGHT)
        if offer["wishes"]:
            hopes = [f"{words.talk_phrase(n)} ({words.district_word(d)})"
                     for d, n in offer["wishes"].items()]
            self._note(f"Hoping for {words.joined(hopes)}", theme.SAND)
        last = view["offers_started"][view["seat"]] >= MAX_STARTED
        cancel = "Cancel: stop trading" if last and previous is None else "Cancel"
        send = "Send offer" if previous is None else "Send counter"
        self._row([(send, by_kind.get("send", [None])[0], "primary"),
                   (cancel, by_kind.get("cancel", [None])[0], "secondary")], 2)

    def _stepper(self, minus: Action | None, plus: Action | None) -> None:
        for k, (label, action) in enumerate((("−", minus), ("+", plus))):
            rect = (PANEL.right - PAD - 2 * 30 + k * 30, self.y - 2, 26, 22)
            click = (lambda a=action: self.play(a)) if action is not None else None
            button = Button(rect, label, click, "secondary", 16, enabled=action is not None)
            button.action = action
            if action is not None:
                self._shown.add(action)
            self.buttons.append(button)

    def _answering(self, view: dict, by_kind: dict) -> None:
        """An offer to the seat, with its talk (what the maker says its cards are and hopes
        for) and the seat's own record of the maker's claims."""
        offer = view["offer"]
        giver = self.names[offer["from"]]
        get = words.talked(offer["give_districts"], offer["claims"], {})
        give = words.talked(offer["ask"], [None] * len(offer["ask"]), offer["wishes"],
                            "they hope for")
        title = f"{giver} counters your offer" if offer["counters"] else f"{giver} offers a trade"
        everyone = " (an offer to everyone)" if offer["everyone"] else ""
        guidance = f"You would get {get}{everyone}. You would give {give}" + \
            ("; you choose which." if offer["ask"] else ".")
        checked = words.record_words(view["learnt"][offer["from"]])
        if checked:
            guidance += f" Their claims you checked: {checked}."
        elif any(offer["claims"]):
            guidance += " You have checked none of their claims yet."
        self._say(title, guidance,
                  f"answer {giver}'s {'counter-' * bool(offer['counters'])}offer")
        answers = [("Accept", by_kind["accept"][0], "primary"),
                   ("Refuse", by_kind.get("refuse", [None])[0], "secondary")]
        answers += [("Counter", a, "secondary") for a in by_kind.get("counter", [])]
        self._row(answers, len(answers))

    def _picking(self, by_kind: dict) -> None:
        """An offer to everyone that several accepted: the maker picks one."""
        takers = [a.partner for a in by_kind["pick"]]
        self._say("Choose your partner", f"{words.joined(self.names[p] for p in takers)} "
                  "accepted your offer: choose whom to trade with.", "choose whom to trade with")
        self._row([(self.names[a.partner], a, "primary") for a in by_kind["pick"]], 1)

    def _paying(self, view: dict, by_kind: dict, buying: dict) -> None:
        character = view["characters"][view["seat"]]
        paid = buying["paid"] or []
        total = payment_value(paid, character)
        item, price = self._item(buying, view), buying["price"]
        if price:
            cost = f"{price} dinar{'s' * (price != 1)}"
            self._say(f"Pay {cost}", f"for {item}. Click cards to lay them down or take them "
                      "back (once the price is covered, take one back to lay another); no "
                      "change is given.", f"pay {cost} for {item}")
        else:
            self._say("Pay one card", f"for {item}: a strike without moving costs no dinars, "
                      "but every purchase takes at least one card.", f"pay a card for {item}")
        genies = sum(1 for c in view["hand"] if c["card"] in paid and c["kind"] == "genie")
        gem_card = buying.get("item") == "gem" and any(
            c["card"] in paid and c["kind"] == "gem" for c in view["hand"])
        if gem_card:
            self._note("Laid down: the gem's own card", theme.GOLD_LIGHT)
        else:
            colour = theme.GOLD_LIGHT if total >= price else theme.DANGER_LIGHT
            lost = f" · {total - price} lost" if paid and total > price else ""
            self._note(f"Laid down: {total} dinar{'s' * (total != 1)} · price {price}{lost}",
                       colour)
        if genies:
            self._note(f"{genies} genie{'s' * (genies != 1)} together count "
                       f"{GENIE_VALUE[genies]} dinars", theme.SAND)
        cheapest = cheapest_payment([c["card"] for c in view["hand"]], character,
                                    buying["price"], buying.get("gem"))
        suggest = None
        if cheapest is not None and sorted(cheapest) != sorted(paid):
            suggest = lambda: self._lay(cheapest, paid)  # noqa: E731
        self._row([("Cheapest", suggest, "secondary"),
                   ("Confirm", by_kind.get("confirm", [None])[0], "primary")], 2)
        self._row([("Cancel", by_kind.get("cancel", [None])[0], "secondary")], 1)

    def _lay(self, target: list[int], paid: list[int]) -> None:
        """Take back what is not in `target`, then lay down the rest of it, one card a move."""
        for card in [c for c in paid if c not in target]:
            self.play(Action("unpay", card=card))
        for card in [c for c in target if c not in paid]:
            self.play(Action("pay", card=card))

    def _item(self, buying: dict, view: dict) -> str:
        if buying["item"] == "piece":
            return words.article(buying["kind"])
        if buying["item"] == "gem":
            return words.article(GEM_LABEL[GEMS.index(buying["gem"])])
        moved = words.piece_name(buying["piece"], self.names, view["seat"])
        return f"moving {moved}" + (" and its strike" if buying.get("victim") is not None else "")

    def _choosing(self, view: dict, by_kind: dict) -> None:
        if "discard" in by_kind:
            self._say("Nothing to buy", "Your cards can pay for nothing: they go to the "
                      "discard piles.")
            self._row([("Discard my cards", by_kind["discard"][0], "danger")], 1)
            return
        buying = by_kind.get("buy_piece", []) + by_kind.get("buy_gem", [])
        if not buying and not by_kind.get("move"):
            self._say("Pass the slipper", "You hold no cards: hand the slipper on.")
        else:
            self._say("Your purchase", "Buy a piece or a gem, or click a glowing piece on the "
                      "city to move it" + (" — or pass the slipper." if "pass_slipper" in by_kind
                                           else "."), "buy a piece, a gem or a move"
                      + (", or pass the slipper" if "pass_slipper" in by_kind else ""))
        pieces = [(f"{a.piece_kind.capitalize()} {PRICE[a.piece_kind]}", a, "secondary")
                  for a in by_kind.get("buy_piece", [])]
        gems = [(str(GEM_PRICE[GEMS.index(a.gem)]), a, "secondary", pieces_art.gem(a.gem, 20))
                for a in by_kind.get("buy_gem", [])]
        self._row(pieces, 2)
        self._row(gems, 3)
        passes = [(self.names[a.to], a, "primary") for a in by_kind.get("pass_slipper", [])]
        if passes:
            self._note("Pass the slipper to:", theme.GOLD)
            self._row(passes, 2)

    # --- the hand -------------------------------------------------------------------------
    def _hand(self, view: dict, by_kind: dict, marked: set[int]) -> None:
        hand = view.get("hand") or []
        clicks = {a.card: a for k in CARD_KINDS for a in by_kind.get(k, [])}
        worth = sum(c.get("value", 0) for c in hand)
        self.hand_title = f"Your cards · {len(hand)}" + (f" · {worth} dinars" if hand else "")
        self.hand_top = self.y + 4
        top = self.hand_top + 20
        room = pygame.Rect(PANEL.x + PAD, top, PANEL.width - 2 * PAD, PANEL.bottom - top - PAD)
        size, cols, step_x, step_y = _grid(len(hand), room)
        for i, card in enumerate(sorted(hand, key=_order)):
            rect = pygame.Rect(round(room.x + (i % cols) * step_x),
                               round(room.y + (i // cols) * step_y), *size)
            self.cards.append(CardSpot(rect, card, clicks.get(card["card"]),
                                       card["card"] in marked))

    def card_at(self, pos: tuple[int, int]) -> CardSpot | None:
        """The card under a point: the last laid, where cards overlap (it lies on top)."""
        return next((spot for spot in reversed(self.cards) if spot.rect.collidepoint(pos)), None)

    # --- drawing --------------------------------------------------------------------------
    def shown_at(self, spot: CardSpot, hover: CardSpot | None) -> pygame.Rect:
        """Where a card is drawn: raised when it is laid in the offer or payment, and more
        under the mouse."""
        return spot.rect.move(0, -(6 if spot.marked else 0) - (4 if spot is hover else 0))

    def draw(self, surface: pygame.Surface, hover: CardSpot | None, pulse: float) -> None:
        theme.panel(surface, PANEL, 10)
        size = text.fitting_size(self.title, PANEL.width - 2 * PAD, 17, "bold")
        text.draw(surface, self.title, (PANEL.x + PAD, PANEL.y + PAD), size, theme.GOLD_LIGHT,
                  "bold", max_width=PANEL.width - 2 * PAD)
        for i, line in enumerate(self.lines):
            surface.blit(theme.text(line, 14, theme.SAND), (PANEL.x + PAD, PANEL.y + 36 + 18 * i))
        for y, words_, colour, room in self.notes:
            width = PANEL.width - 2 * PAD - room
            text.draw(surface, words_, (PANEL.x + PAD, y + 10),
                      text.fitting_size(words_, width, 14, "bold"), colour, "bold", "midleft",
                      max_width=width)
        text.draw(surface, self.hand_title, (PANEL.x + PAD, self.hand_top), 14, theme.GOLD,
                  "bold", max_width=PANEL.width - 2 * PAD)
        ordered = [spot for spot in self.cards if spot is not hover] + \
            [spot for spot in self.cards if spot is hover]
        for spot in ordered:
            rect = self.shown_at(spot, hover)
            surface.blit(cards_art.face(spot.card, rect.size), rect)
            if spot.marked:     # in the offer or the payment: a thick edge and a tick
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), 3, border_radius=6)
                pygame.draw.circle(surface, theme.GOLD_LIGHT, rect.topright, 8)
                x, y = rect.topright
                pygame.draw.lines(surface, theme.INK, False,
                                  [(x - 4, y), (x - 1, y + 3), (x + 4, y - 3)], 2)
            elif spot.action is not None:     # clickable: a pulsing gold edge
                edge = theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, pulse)
                pygame.draw.rect(surface, edge, rect.inflate(4, 4), 2, border_radius=6)


def _order(card: dict) -> tuple:
    return DISTRICTS.index(card["district"]), card["kind"] != "goods", card.get("value", 0)


def _grid(count: int, room: pygame.Rect) -> tuple[tuple[int, int], int, float, float]:
    """(card size, columns, x step, y step) laying `count` cards inside `room`: the largest
    size that fits side by side, else the smallest overlapping along each row (the card under
    the mouse is drawn on top)."""
    for size in CARD_SIZES:
        cols = max(1, (room.width + GAP) // (size[0] + GAP))
        rows = max(1, (room.height + GAP) // (size[1] + GAP))
        if cols * rows >= count:
            return size, cols, size[0] + GAP, size[1] + GAP
    w, h = CARD_SIZES[-1]
    rows = max(1, (room.height + GAP) // (h + GAP))
    cols = -(-count // rows)
    return (w, h), cols, (room.width - w) / max(1, cols - 1), h + GAP
