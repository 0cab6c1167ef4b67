"""The side panel of the city table: what the seat on screen must do now, and its cards.

Rebuilt from the view and the seat's legal actions after every change, it is a short title,
a line of guidance, the buttons of the decision (offer partners, asked districts, purchases,
the slipper, the payment's Confirm) and the hand as cards, which are clicked to offer, pay or
hand over. Anything the engine allows that has no place of its own here still gets a button,
so no legal decision is ever out of reach; the talk of an offer (claims and wishes) is chosen
from the list a given card or an asked district opens (offer_picker.py), as one button a name
would flood the panel. The exchange's decisions are offer_panel.py's. Its guidance, notes and
hand title are reading text (scenes/kit/reading.py), measured when it is built.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from engine.bagdad.cards import GENIE_VALUE, cheapest_payment, payment_value
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS, LABEL as GEM_LABEL, PRICE as GEM_PRICE
from engine.bagdad.pieces import PRICE
from engine.bagdad.words import terms
from engine.bagdad.words.actions import TALK, action as action_words
from engine.core import Action
from scenes.kit import ink, reading, text, theme
from scenes.bagdad import cards_art, offer_panel, pieces_art
from scenes.bagdad.offer_picker import card_talk
from scenes.bagdad.layout import PANEL
from scenes.kit.widgets import Button

PAD = 10
GAP = 4
BUTTON_H = 28
CARD_SIZES = ((56, 80), (46, 66), (38, 54), (32, 46))
MIN_CARD_H = 28     # a card's district and worth still read at this height
CARD_KINDS = ("give", "ungive", "pay", "unpay", "hand_over")   # played by clicking a card
READ, LINE, NOTE = 14, 18, 20   # the reading text's size, a wrapped line's step, a note's step


@dataclass
class CardSpot:
    rect: pygame.Rect
    card: dict
    action: Action | list | None   # what clicking it does (None: nothing now; a list: the
    marked: bool                   # talk a given card opens); in the offer or the payment
    said: str = ""                 # what the offer claims it is


class Panel:
    """Build with the table's view, actions and names; then `buttons` (widgets for the table to
    add), `cards` (the hand as laid out) and `draw`. `pick(actions, pos)` opens the talk list;
    `own` is False where the hand shown is not the player's (a replay, the AIs played alone):
    it is then named by its seat ("Omar's cards")."""

    x = PANEL.x + PAD
    inner_width = PANEL.width - 2 * PAD

    def __init__(self, play: Callable[[Action], object], names: list[str],
                 pick: Callable[[list, tuple], object] | None = None) -> None:
        self.play, self.names, self.pick = play, names, pick
        self.own = True
        self.title, self.banner, self.lines = "", "", []
        self.buttons: list[Button] = []
        self.cards: list[CardSpot] = []
        self.notes: list[tuple] = []   # (y, words, colour, room, weight, size or None)
        self.hand_top = PANEL.y
        self.hand_title = ""
        self.measure()

    def measure(self) -> None:
        """The reading sizes of now, kept with what is built: the panel is drawn as laid out."""
        self.read, self.line_step, self.note_step = map(reading.size, (READ, LINE, NOTE))

    # --- building -------------------------------------------------------------------------
    def build(self, view: dict, actions: list[Action], waiting: str) -> None:
        self.whose = "Your" if self.own else f"{self.names[view['seat']]}'s"
        self.buttons, self.cards, self.notes = [], [], []
        self.lines, self._shown = [], set()
        self.measure()
        self.y = PANEL.y + PAD
        by_kind: dict[str, list[Action]] = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        offer, buying = view.get("offer"), view.get("purchase")
        marked: set[int] = set()
        if not actions:
            self.say(f"{self.whose} cards", waiting)
        elif "place" in by_kind:
            self.say("Place your pieces", "Click a shaded Bazaar space: a shop for a "
                     "caravaneer, a street for your thief.")
        elif "offer" in by_kind or "done" in by_kind and offer is None:
            offer_panel.trading(self, view, by_kind)
        elif offer is not None and offer["stage"] == "build" and offer["from"] == view["seat"]:
            marked = set(offer["give"] or ())
            offer_panel.building(self, view, by_kind, actions)
        elif "accept" in by_kind:
            offer_panel.answering(self, view, by_kind)
        elif "pick" in by_kind:
            offer_panel.picking(self, by_kind)
        elif "hand_over" in by_kind:
            self.say("Hand over your cards", "You take the offer: click the card to give for "
                     f"each asked district ({self._districts(offer['ask'])}).")
        elif buying is not None and buying["stage"] == "pay":
            marked = set(buying["paid"] or ())
            self._paying(view, by_kind, buying)
        elif buying is not None:
            moving = terms.piece_name(buying["piece"], self.names, view["seat"])
            self.say(f"Move {moving}",
                     "Click a shaded space; its cost in dinars is on it. A red ring marks a "
                     "piece this one can strike from a space next to it.",
                     f"choose where {moving} goes")
            self.row([("Cancel", by_kind.get("cancel", [None])[0], "secondary")], 1)
        else:
            self._choosing(view, by_kind)
        used = {a for a in actions if a.kind in CARD_KINDS or a.kind in ("place", "to", "move")}
        used |= {b.action for b in self.buttons if getattr(b, "action", None) is not None}
        rest = [a for a in actions
                if a not in used and a not in self._shown and a.kind not in TALK]
        if rest:
            self.row([(action_words(a, self.names, view), a, "secondary") for a in rest], 1)
        self._hand(view, by_kind, marked, actions)

    def say(self, title: str, guidance: str = "", banner: str | None = None) -> None:
        """The panel's title and guidance; `banner`: the decision as the banner says it
        (the title, lower-cased, by default)."""
        self.title = title
        self.banner = banner if banner is not None else title[:1].lower() + title[1:]
        self.y += 26
        if guidance:
            self.lines = text.wrap(guidance, theme.font(self.read), self.inner_width)
            self.y += self.line_step * len(self.lines) + 4

    def note(self, words_: str, colour=theme.SAND, room: int = 0, size: int | None = None) -> None:
        """A line of the panel; `room` px at its right end are kept for buttons; `size`: the
        one of lines that go together (else the line's own, the largest that fits)."""
        self.notes.append((self.y, words_, colour, room, "bold", size))
        self.y += self.note_step

    def para(self, words_: str, colour=theme.SAND) -> None:
        """A paragraph, wrapped to the panel."""
        for line in text.wrap(words_, theme.font(self.read), self.inner_width):
            self.notes.append((self.y, line, colour, 0, "regular", self.read))
            self.y += self.line_step
        self.y += 3

    def button(self, rect, label: str, click, size: int = 15) -> Button:
        """A button of the panel's own that runs a function (not an action)."""
        button = Button(rect, label, click, "secondary", size)
        button.action = None
        self.buttons.append(button)
        return button

    def row(self, items: list[tuple], per_row: int) -> None:
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
    def stepper(self, minus: Action | None, plus: Action | None) -> None:
        """− and + at the right end of the current line."""
        for k, (label, action) in enumerate((("−", minus), ("+", plus))):
            rect = (PANEL.right - PAD - 2 * 30 + k * 30, self.y - 2, 26, 22)
            click = (lambda a=action: self.play(a)) if action is not None else None
            button = Button(rect, label, click, "secondary", 16, enabled=action is not None)
            button.action = action
            if action is not None:
                self._shown.add(action)
            self.buttons.append(button)

    def _paying(self, view: dict, by_kind: dict, buying: dict) -> None:
        character = view["characters"][view["seat"]]
        paid = buying["paid"] or []
        total = payment_value(paid, character)
        item, price = self._item(buying, view), buying["price"]
        if price:
            cost = f"{price} dinar{'s' * (price != 1)}"
            self.say(f"Pay {cost}", f"for {item}. Click cards to lay them down or take them "
                     "back (once the price is covered, take one back to lay another); no "
                     "change is given.", f"pay {cost} for {item}")
        else:
            self.say("Pay one card", f"for {item}: a strike without moving costs no dinars, "
                     "but every purchase takes at least one card.", f"pay a card for {item}")
        genies = sum(1 for c in view["hand"] if c["card"] in paid and c["kind"] == "genie")
        gem_card = buying.get("item") == "gem" and any(
            c["card"] in paid and c["kind"] == "gem" for c in view["hand"])
        if gem_card:
            self.note("Laid down: the gem's own card", theme.GOLD_LIGHT)
        else:
            colour = theme.GOLD_LIGHT if total >= price else theme.DANGER_LIGHT
            lost = f" · {total - price} lost" if paid and total > price else ""
            self.note(f"Laid down: {total} dinar{'s' * (total != 1)} · price {price}{lost}",
                      colour)
        if genies:
            together = "s together count" if genies > 1 else " counts"
            self.note(f"{genies} genie{together} {terms.dinars(GENIE_VALUE[genies])}",
                      theme.SAND)
        else:
            self.y += self.note_step    # kept, so that Confirm stays put as cards are laid
        cheapest = cheapest_payment([c["card"] for c in view["hand"]], character,
                                    buying["price"], buying.get("gem"))
        suggest = None
        if cheapest is not None and sorted(cheapest) != sorted(paid):
            suggest = lambda: self._lay(cheapest, paid)  # noqa: E731
        self.row([("Cheapest", suggest, "secondary"),
                   ("Confirm", by_kind.get("confirm", [None])[0], "primary")], 2)
        self.row([("Cancel", by_kind.get("cancel", [None])[0], "secondary")], 1)

    def _lay(self, target: list[int], paid: list[int]) -> None:
        """Take back what is not in `target`, then lay down the rest of it, one card a move."""
        for card in [c for c in paid if c not in target]:
            self.play(Action("unpay", card=card))
        for card in [c for c in target if c not in paid]:
            self.play(Action("pay", card=card))

    def _item(self, buying: dict, view: dict) -> str:
        if buying["item"] == "piece":
            return terms.article(buying["kind"])
        if buying["item"] == "gem":
            return terms.article(GEM_LABEL[GEMS.index(buying["gem"])])
        moved = terms.piece_name(buying["piece"], self.names, view["seat"])
        return f"moving {moved}" + (" and its strike" if buying.get("victim") is not None else "")

    def _choosing(self, view: dict, by_kind: dict) -> None:
        if "discard" in by_kind:
            self.say("Nothing to buy", "Your cards can pay for nothing: they go to the "
                     "discard piles.")
            self.row([("Discard my cards", by_kind["discard"][0], "danger")], 1)
            return
        buying = by_kind.get("buy_piece", []) + by_kind.get("buy_gem", [])
        if not buying and not by_kind.get("move"):
            self.say("Pass the slipper", "You hold no cards: hand the slipper on.")
        else:
            self.say("Your purchase", "Buy a piece or a gem, or click a glowing piece on the "
                     "city to move it" + (" — or pass the slipper." if "pass_slipper" in by_kind
                                           else "."), "buy a piece, a gem or a move"
                     + (", or pass the slipper" if "pass_slipper" in by_kind else ""))
        pieces = [(f"{a.piece_kind.capitalize()} {PRICE[a.piece_kind]}", a, "secondary")
                  for a in by_kind.get("buy_piece", [])]
        gems = [(str(GEM_PRICE[GEMS.index(a.gem)]), a, "secondary", pieces_art.gem(a.gem, 20))
                for a in by_kind.get("buy_gem", [])]
        self.row(pieces, 2)
        self.row(gems, 3)
        passes = [(self.names[a.to], a, "primary") for a in by_kind.get("pass_slipper", [])]
        if passes:
            self.note("Pass the slipper to:", theme.GOLD)
            self.row(passes, 2)

    # --- the hand -------------------------------------------------------------------------
    def _hand(self, view: dict, by_kind: dict, marked: set[int], actions: list[Action]) -> None:
        """The hand as cards; a card given in the offer being built opens its talk, and shows
        what it is said to be."""
        hand = view.get("hand") or []
        clicks: dict = {a.card: a for k in CARD_KINDS for a in by_kind.get(k, [])}
        offer = view.get("offer") or {}
        said = {}
        if offer.get("stage") == "build" and offer.get("give") is not None:
            said = dict(zip(offer["give"], offer["claims"]))
            clicks.update({card: card_talk(actions, card) for card in said
                           if card_talk(actions, card)})
        self.hand_title = self.hand_words(hand)
        self.hand_top = self.y + 4
        top = self.hand_top + 28       # room for a card raised in an offer or a payment
        room = pygame.Rect(PANEL.x + PAD, top, PANEL.width - 2 * PAD, PANEL.bottom - top - PAD)
        size, cols, step_x, step_y = _grid(len(hand), room)
        for i, card in enumerate(sorted(hand, key=_order)):
            rect = pygame.Rect(round(room.x + (i % cols) * step_x),
                               round(room.y + (i // cols) * step_y), *size)
            self.cards.append(CardSpot(rect, card, clicks.get(card["card"]),
                                       card["card"] in marked, said.get(card["card"]) or ""))

    def hand_words(self, hand: list[dict]) -> str:
        """The hand's title: whose, how many cards, their worth."""
        worth = sum(c.get("value", 0) for c in hand)
        return f"{self.whose} cards · {len(hand)}" + (f" · {worth} dinars" if hand else "")

    def shown_text(self) -> str:
        """Everything the panel says in words, its guidance and notes in reading order."""
        return " ".join(self.lines + [note[1] for note in self.notes])

    def card_at(self, pos: tuple[int, int]) -> CardSpot | None:
        """The card under a point: the last laid, where cards overlap (it lies on top)."""
        return next((spot for spot in reversed(self.cards) if spot.rect.collidepoint(pos)), None)

    # --- drawing --------------------------------------------------------------------------
    def shown_at(self, spot: CardSpot, hover: CardSpot | None) -> pygame.Rect:
        """Where a card is drawn: raised when it is laid in the offer or payment, and more
        under the mouse."""
        return spot.rect.move(0, -(6 if spot.marked else 0) - (4 if spot is hover else 0))

    def draw(self, surface: pygame.Surface, hover: CardSpot | None, pulse: float,
             landing=frozenset()) -> None:
        """`landing`: the cards still flying into the hand, drawn by their flight until they
        land (neither shown here nor counted before)."""
        theme.panel(surface, PANEL, 10)
        size = text.fitting_size(self.title, PANEL.width - 2 * PAD, 17, "bold")
        text.draw(surface, self.title, (PANEL.x + PAD, PANEL.y + PAD), size, theme.GOLD_LIGHT,
                  "bold", max_width=PANEL.width - 2 * PAD)
        for i, line in enumerate(self.lines):
            surface.blit(theme.text(line, self.read, theme.SAND),
                         (PANEL.x + PAD, PANEL.y + 36 + self.line_step * i))
        for y, words_, colour, room, weight, size in self.notes:
            width = PANEL.width - 2 * PAD - room
            text.draw(surface, words_, (PANEL.x + PAD, y + self.note_step // 2),
                      size or text.fitting_size(words_, width, self.read, weight), colour,
                      weight, "midleft", max_width=width)
        shown = [spot for spot in self.cards if spot.card["card"] not in landing]
        title = self.hand_words([spot.card for spot in shown]) if landing else self.hand_title
        text.draw(surface, title, (PANEL.x + PAD, self.hand_top), self.read, theme.GOLD,
                  "bold", max_width=PANEL.width - 2 * PAD)
        ordered = [spot for spot in shown if spot is not hover] + \
            [spot for spot in shown if spot is hover]
        for spot in ordered:
            rect = self.shown_at(spot, hover)
            surface.blit(cards_art.face(spot.card, rect.size), rect)
            if spot.marked:     # in the offer or the payment: a thick edge and a tick
                ink.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), 3, border_radius=6)
                ink.circle(surface, theme.GOLD_LIGHT, rect.topright, 8)
                x, y = rect.topright
                ink.lines(surface, theme.INK, False,
                          [(x - 4, y), (x - 1, y + 3), (x + 4, y - 3)], 2)
            elif spot.action is not None:     # clickable: a pulsing gold edge
                edge = theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, pulse)
                ink.rect(surface, edge, rect.inflate(4, 4), 2, border_radius=6)
            if spot.said:
                _said(surface, rect, spot.said)


def _said(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """What a given card is claimed to be, on a ribbon across its picture (its district and
    worth stay seen), wider than a small card where the name needs it."""
    said = f"\u201c{terms.talk_word(name)}\u201d"
    width = max(rect.width + 6, min(theme.font(11, "bold").size(said)[0] + 8, 2 * rect.width))
    ribbon = pygame.Rect(0, rect.y + rect.height // 3, width, 15)
    ribbon.centerx = rect.centerx
    ink.rect(surface, theme.GOLD_LIGHT, ribbon, border_radius=4)
    ink.rect(surface, theme.INK, ribbon, 1, border_radius=4)
    text.draw(surface, said, ribbon.center, text.fitting_size(said, ribbon.width - 4, 11,
                                                               "bold", 9),
              theme.INK, "bold", "center", max_width=ribbon.width - 2)


def _order(card: dict) -> tuple:
    return DISTRICTS.index(card["district"]), card["kind"] != "goods", card.get("value", 0)


def _grid(count: int, room: pygame.Rect) -> tuple[tuple[int, int], int, float, float]:
    """(card size, columns, x step, y step) laying `count` cards inside `room`: the largest
    size that fits side by side, else the smallest overlapping along each row (the card under
    the mouse is drawn on top); in a room lower than the smallest card, cards as tall as it."""
    for size in CARD_SIZES:
        cols = max(1, (room.width + GAP) // (size[0] + GAP))
        rows = (room.height + GAP) // (size[1] + GAP)
        if cols * rows >= count:
            return size, cols, size[0] + GAP, size[1] + GAP
    w, h = CARD_SIZES[-1]
    if room.height < h:
        h = max(MIN_CARD_H, room.height)
        w = round(h * CARD_SIZES[-1][0] / CARD_SIZES[-1][1])
    rows = max(1, (room.height + GAP) // (h + GAP))
    cols = -(-count // rows)
    return (w, h), cols, (room.width - w) / max(1, cols - 1), h + GAP
