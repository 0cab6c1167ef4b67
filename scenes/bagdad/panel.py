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
from typing import Callable, NamedTuple

import pygame

from engine.bagdad.cards import cheapest_payment
from engine.bagdad.city import DISTRICTS
from engine.bagdad.gems import GEMS, PRICE as GEM_PRICE
from engine.bagdad.pieces import PRICE
from engine.bagdad.words import payment, terms
from engine.bagdad.words.actions import TALK, action as action_words
from engine.core import Action
from engine.words.language import N_, ntr, tr
from scenes.kit import ink, reading, text, theme
from scenes.bagdad import card_marks, cards_art, face_column, offer_panel, pieces_art
from scenes.bagdad.offer_picker import card_talk
from scenes.bagdad.layout import DEAL, PANEL, TRADE
from scenes.kit.widgets import Button

PAD = 10
GAP = 4
OVERLAP = 0.12      # of a card's width, the most a card may hide of its neighbour's face
BUTTON_H = 28
CARD_SIZES = ((56, 80), (46, 66), (38, 54), (32, 46))
WIDE_CARDS = ((100, 143), (88, 126), (80, 114), (64, 92)) + CARD_SIZES   # names always read
MIN_CARD_H = 28     # a card's district and worth still read at this height
CARD_KINDS = ("give", "ungive", "pay", "unpay", "hand_over")   # played by clicking a card
READ, LINE, NOTE = 14, 18, 20   # the reading text's size, a wrapped line's step, a note's step
WIDE_READ = (16, 21, 24)        # the same in the wide panel
WIDE_BUTTON_H = 36
STEPPER, WIDE_STEPPER = (26, 22), (36, 28)     # a − or + button
PIECE_LABELS = {"caravaneer": N_("Caravaneer"), "merchant": N_("Merchant"),   # a piece to buy,
                "trader": N_("Trader"), "assassin": N_("Assassin")}         # on its button
CANCEL = N_("Cancel")


class Note(NamedTuple):
    """A line of the panel: its words at (x, y), `width` px at most, in `size` or the largest
    that fits."""
    y: int
    words: str
    colour: tuple
    width: int
    weight: str
    size: int | None
    x: int


def dealing(view: dict, actions: list) -> bool:
    """Whether the seat at the table deals an offer now: builds, answers, picks among those who
    accepted, or hands over a card (nothing moves on the city meanwhile)."""
    return bool(actions) and view.get("offer") is not None


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
    it is then named by its seat ("Omar's cards"). While an offer is dealt the panel is `wide`:
    it lies over the city (TRADE), its decision in the left column (DEAL), the partner's face
    in the right one (face_column.py), the hand across its foot, its cards large."""

    def __init__(self, play: Callable[[Action], object], names: list[str],
                 pick: Callable[[list, tuple], object] | None = None) -> None:
        self.play, self.names, self.pick = play, names, pick
        self.own = True
        self.people: frozenset[int] = frozenset()   # the seats persons play: no temperament
        self.wide, self.rect, self.area, self.face_bottom = False, PANEL, PANEL, PANEL.y
        self.title, self.banner, self.lines = "", "", []
        self.buttons: list[Button] = []
        self.cards: list[CardSpot] = []
        self.notes: list[Note] = []
        self.hand_top, self.hand_width = PANEL.y, PANEL.width - 2 * PAD
        self.hand_title = ""
        self.whose = ""     # "Your cards", or the seat's on screen where the hand is not yours
        self.measure()

    @property
    def x(self) -> int:
        """Where the decision's lines begin."""
        return self.area.x + PAD

    @property
    def inner_width(self) -> int:
        return self.area.width - 2 * PAD

    def measure(self) -> None:
        """The reading sizes of now, kept with what is built: the panel is drawn as laid out."""
        self.read, self.line_step, self.note_step = map(
            reading.size, WIDE_READ if self.wide else (READ, LINE, NOTE))
        self.title_size, self.title_h = (22, 34) if self.wide else (17, 26)
        self.button_h = WIDE_BUTTON_H if self.wide else BUTTON_H
        self.step_size = WIDE_STEPPER if self.wide else STEPPER

    # --- building -------------------------------------------------------------------------
    def build(self, view: dict, actions: list[Action], waiting: str) -> None:
        self.whose = tr("Your cards") if self.own else \
            tr("{name}'s cards").format(name=self.names[view["seat"]])
        self.buttons, self.cards, self.notes = [], [], []
        self.lines, self._shown = [], set()
        self.wide = dealing(view, actions)
        self.rect, self.area = (TRADE, DEAL) if self.wide else (PANEL, PANEL)
        self.measure()
        self.y = self.rect.y + PAD
        by_kind: dict[str, list[Action]] = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        offer, buying = view.get("offer"), view.get("purchase")
        marked: set[int] = set()
        if not actions:
            self.say(self.whose, waiting)
        elif "place" in by_kind:
            self.say(tr("Place your pieces"), tr("Click a shaded Bazaar space: a shop for a "
                                                 "caravaneer, a street for your thief."))
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
            offer_panel.handing(self, view)
        elif buying is not None and buying["stage"] == "pay":
            marked = set(buying["paid"] or ())
            self._paying(view, by_kind, buying)
        elif buying is not None:
            moving = terms.piece_name(buying["piece"], self.names, view["seat"])
            self.say(tr("Move {piece}").format(piece=moving),
                     tr("Click a shaded space; its cost in dinars is on it. A red ring marks a "
                        "piece this one can strike from a space next to it."),
                     tr("choose where {piece} goes").format(piece=moving))
            self.row([(CANCEL, by_kind.get("cancel", [None])[0], "secondary")], 1)
        else:
            self._choosing(view, by_kind)
        used = {a for a in actions if a.kind in CARD_KINDS or a.kind in ("place", "to", "move")}
        used |= {b.action for b in self.buttons if getattr(b, "action", None) is not None}
        rest = [a for a in actions
                if a not in used and a not in self._shown and a.kind not in TALK]
        if rest:
            self.row([(action_words(a, self.names, view), a, "secondary") for a in rest], 1)
        self.face_bottom = face_column.lay(self, view) if self.wide else self.rect.y
        self._hand(view, by_kind, marked, actions)

    def say(self, title: str, guidance: str = "", banner: str | None = None) -> None:
        """The panel's title and guidance; `banner`: the decision as the banner says it
        (the title, lower-cased, by default)."""
        self.title = title
        self.banner = banner if banner is not None else title[:1].lower() + title[1:]
        self.y += self.title_h
        self.lines_top = self.y
        if guidance:
            self.lines = text.wrap(guidance, theme.font(self.read), self.inner_width)
            self.y += self.line_step * len(self.lines) + 4

    def note(self, words_: str, colour=theme.SAND, room: int = 0, size: int | None = None) -> None:
        """A line of the panel; `room` px at its right end are kept for buttons; `size`: the
        one of lines that go together (else the line's own, the largest that fits)."""
        self.notes.append(Note(self.y, words_, colour, self.inner_width - room, "bold", size,
                               self.x))
        self.y += self.note_step

    def para(self, words_: str, colour=theme.SAND, x: int | None = None,
             width: int | None = None, weight: str = "regular") -> None:
        """A paragraph, wrapped to the panel (or to the column at `x`, `width` px wide)."""
        x, width = (self.x, self.inner_width) if x is None else (x, width)
        for line in text.wrap(words_, theme.font(self.read, weight), width):
            self.notes.append(Note(self.y, line, colour, width, weight, self.read, x))
            self.y += self.line_step
        self.y += 3

    def line(self, words_: str, colour, x: int, width: int, weight: str = "regular",
             size: int | None = None) -> None:
        """One line at `x`, in `size` or else the largest to the reading size that fits."""
        self.notes.append(Note(self.y, words_, colour, width, weight, size, x))
        self.y += self.line_step

    def button(self, rect, label: str, click, size: int = 15) -> Button:
        """A button of the panel's own that runs a function (not an action)."""
        button = Button(rect, label, click, "secondary", size)
        button.action = None
        self.buttons.append(button)
        return button

    def row(self, items: list[tuple], per_row: int) -> None:
        """Buttons, `per_row` to a row (fewer where a label would not read whole at the
        smallest size a button shrinks it to: a longer language's): (label, target, style[,
        icon]); a target is an action to play or a function."""
        size = 17 if self.wide else 15
        while per_row > 1 and not _whole(items, (self.inner_width - GAP * (per_row - 1))
                                         // per_row, size):
            per_row -= 1
        width = (self.inner_width - GAP * (per_row - 1)) // per_row
        for i, (label, target, style, *icon) in enumerate(items):
            col = i % per_row
            if col == 0 and i:
                self.y += self.button_h + GAP
            rect = (self.x + col * (width + GAP), self.y, width, self.button_h)
            if isinstance(target, Action) or target is None:
                click = (lambda a=target: self.play(a)) if target is not None else None
            else:
                click = target
            button = Button(rect, label, click, style, size, target is not None, *icon)
            button.action = target if isinstance(target, Action) else None
            if button.action is not None:
                self._shown.add(button.action)
            self.buttons.append(button)
        if items:
            self.y += self.button_h + GAP + 2

    # --- the decisions ----------------------------------------------------------------------
    def stepper(self, minus: Action | None, plus: Action | None) -> None:
        """− and + at the right end of the current line."""
        w, h = self.step_size
        for k, (label, action) in enumerate((("−", minus), ("+", plus))):
            rect = (self.area.right - PAD - 2 * (w + 4) + k * (w + 4), self.y - 2, w, h)
            click = (lambda a=action: self.play(a)) if action is not None else None
            button = Button(rect, label, click, "secondary", 16 + 4 * self.wide,
                            enabled=action is not None)
            button.action = action
            if action is not None:
                self._shown.add(action)
            self.buttons.append(button)

    def _paying(self, view: dict, by_kind: dict, buying: dict) -> None:
        character = view["characters"][view["seat"]]
        paid = buying["paid"] or []
        self.say(*payment.due(buying, view, self.names))
        covered = "confirm" in by_kind
        self.note(payment.laid(buying, view), theme.GOLD_LIGHT if covered else theme.DANGER_LIGHT)
        genies = sum(1 for c in view["hand"] if c["card"] in paid and c["kind"] == "genie")
        if genies:
            self.note(payment.genies(genies), theme.SAND)
        else:
            self.y += self.note_step    # kept, so that Confirm stays put as cards are laid
        cheapest = cheapest_payment([c["card"] for c in view["hand"]], character,
                                    buying["price"], buying.get("gem"))
        suggest = None
        if cheapest is not None and sorted(cheapest) != sorted(paid):
            suggest = lambda: self._lay(cheapest, paid)  # noqa: E731
        self.row([(N_("Cheapest"), suggest, "secondary"),
                   (N_("Confirm"), by_kind.get("confirm", [None])[0], "primary")], 2)
        self.row([(CANCEL, by_kind.get("cancel", [None])[0], "secondary")], 1)

    def _lay(self, target: list[int], paid: list[int]) -> None:
        """Take back what is not in `target`, then lay down the rest of it, one card a move."""
        for card in [c for c in paid if c not in target]:
            self.play(Action("unpay", card=card))
        for card in [c for c in target if c not in paid]:
            self.play(Action("pay", card=card))

    def _choosing(self, view: dict, by_kind: dict) -> None:
        if "discard" in by_kind:
            self.say(tr("Nothing to buy"), tr("Your cards can pay for nothing: they go to the "
                                              "discard piles."),
                     tr("discard your cards, which can buy nothing"))
            self.row([(N_("Discard my cards"), by_kind["discard"][0], "danger")], 1)
            return
        buying = by_kind.get("buy_piece", []) + by_kind.get("buy_gem", [])
        may_pass = "pass_slipper" in by_kind
        if not buying and not by_kind.get("move"):
            self.say(tr("Pass the slipper"), tr("You hold no cards: hand the slipper on."))
        elif not buying:            # a newcomer found no button and did not see why
            self.say(tr("Move a piece"), tr(
                "Your cards buy no piece and no gem, only a move: click a glowing piece on the "
                "city to move it — or pass the slipper.") if may_pass else tr(
                "Your cards buy no piece and no gem, only a move: click a glowing piece on the "
                "city to move it (you may pass the slipper once you have bought)."),
                tr("move a piece, or pass the slipper") if may_pass else tr("move a piece"))
        else:
            self.say(tr("Your purchase"), tr(
                "Buy a piece or a gem, or click a glowing piece on the city to move it — or "
                "pass the slipper.") if may_pass else tr(
                "Buy a piece or a gem, or click a glowing piece on the city to move it."),
                tr("buy a piece, a gem or a move, or pass the slipper") if may_pass
                else tr("buy a piece, a gem or a move"))
        pieces = [(f"{tr(PIECE_LABELS[a.piece_kind])} {PRICE[a.piece_kind]}", a, "secondary")
                  for a in by_kind.get("buy_piece", [])]
        gems = [(str(GEM_PRICE[GEMS.index(a.gem)]), a, "secondary", pieces_art.gem(a.gem, 20))
                for a in by_kind.get("buy_gem", [])]
        self.row(pieces, 2)
        self.row(gems, 3)
        passes = [(self.names[a.to], a, "primary") for a in by_kind.get("pass_slipper", [])]
        if passes:
            self.note(tr("Pass the slipper to:"), theme.GOLD)
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
        lays = [self._hand_room(max(self.y, self.face_bottom), self.rect.width - 2 * PAD, hand)]
        if self.face_bottom > self.y:    # under the words beside the faces, where those run long
            lays.append(self._hand_room(self.y, self.inner_width, hand))
        self.hand_top, self.hand_width, room, grid = max(lays, key=lambda lay: lay[3][0][1])
        size, cols, step_x, step_y = grid
        for i, card in enumerate(sorted(hand, key=_order)):
            rect = pygame.Rect(round(room.x + (i % cols) * step_x),
                               round(room.y + (i // cols) * step_y), *size)
            self.cards.append(CardSpot(rect, card, clicks.get(card["card"]),
                                       card["card"] in marked, said.get(card["card"]) or ""))

    def _hand_room(self, y: int, width: int, hand: list[dict]) -> tuple:
        """(title's top, width, the cards' room, their grid) for the hand laid from `y` down:
        under its title, with room for a card raised in an offer or a payment."""
        top = y + 4 + max(28, self.line_step + 10)
        room = pygame.Rect(self.rect.x + PAD, top, width, self.rect.bottom - top - PAD)
        return y + 4, width, room, _grid(len(hand), room, WIDE_CARDS if self.wide else CARD_SIZES)

    def hand_words(self, hand: list[dict]) -> str:
        """The hand's title: whose, how many cards, their worth."""
        worth = sum(c.get("value", 0) for c in hand)
        said = [self.whose, str(len(hand))]
        if hand:
            said.append(ntr("{n} dinars", "{n} dinars", worth).format(n=worth))
        return " · ".join(said)

    def shown_text(self) -> str:
        """Everything the panel says in words, its guidance and notes in reading order."""
        return " ".join(self.lines + [note.words for note in self.notes])

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
        if self.wide:       # opaque over the city, the face column ruled off
            theme.panel(surface, self.rect, 12, alpha=255)
            ink.line(surface, theme.GOLD_DARK, (self.area.right, self.rect.y + PAD),
                     (self.area.right, self.face_bottom - 4))
        else:
            theme.panel(surface, self.rect, 10)
        size = text.fitting_size(self.title, self.inner_width, self.title_size, "bold")
        text.draw(surface, self.title, (self.x, self.rect.y + PAD), size, theme.GOLD_LIGHT,
                  "bold", max_width=self.inner_width)
        for i, line in enumerate(self.lines):
            surface.blit(theme.text(line, self.read, theme.SAND),
                         (self.x, self.lines_top + self.line_step * i))
        for note in self.notes:
            text.draw(surface, note.words, (note.x, note.y + self.note_step // 2),
                      note.size or text.fitting_size(note.words, note.width, self.read,
                                                     note.weight),
                      note.colour, note.weight, "midleft", max_width=note.width)
        shown = [spot for spot in self.cards if spot.card["card"] not in landing]
        title = self.hand_words([spot.card for spot in shown]) if landing else self.hand_title
        room = self.hand_width
        text.draw(surface, title, (self.rect.x + PAD, self.hand_top),
                  text.fitting_size(title, room, self.read, "bold"), theme.GOLD, "bold",
                  max_width=room)
        for spot in sorted(shown, key=lambda spot: spot is hover):   # the hovered on top
            rect = self.shown_at(spot, hover)
            surface.blit(cards_art.face(spot.card, rect.size), rect)
            if spot.said:
                card_marks.said(surface, rect, spot.said, self.wide)
            if spot.marked:     # in the offer or the payment: a thick edge and a tick
                ink.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), 3, border_radius=6)
                card_marks.tick(surface, rect)
            elif spot.action is not None:     # clickable: a pulsing gold edge
                edge = theme.mix(theme.GOLD_DARK, theme.GOLD_LIGHT, pulse)
                ink.rect(surface, edge, rect.inflate(4, 4), 2, border_radius=6)


def _whole(items: list[tuple], width: int, size: int) -> bool:
    """Whether each button's label, said in the language in use, reads whole on a button
    `width` wide (beside its icon, if any), shrunk as a button shrinks it (kit/widgets.py)."""
    for label, _, _, *icon in items:
        said, room = tr(label), width - (icon[0].get_width() + 8 if icon else 0)
        fitted = text.fitting_size(said, room - 20, size, "bold")
        if theme.font(fitted, "bold").size(said)[0] > room - 16:
            return False
    return True


def _order(card: dict) -> tuple:
    return DISTRICTS.index(card["district"]), card["kind"] != "goods", card.get("value", 0)


def _grid(count: int, room: pygame.Rect, sizes) -> tuple[tuple[int, int], int, float, float]:
    """(card size, columns, x step, y step) laying `count` cards inside `room`: the largest of
    `sizes` that fits side by side or overlapping by at most OVERLAP of a card (its centred
    name still reads: four cards in the side panel at 1280x720 lost theirs), else the smallest
    overlapping along each row (the card under the mouse is drawn on top); in a room lower
    than the smallest card, cards as tall as it."""
    for size in sizes:
        cols = max(1, (room.width + GAP) // (size[0] + GAP))
        rows = (room.height + GAP) // (size[1] + GAP)
        if cols * rows >= count:
            return size, cols, size[0] + GAP, size[1] + GAP
        if rows:                        # a little overlap keeps a card's name in sight
            cols = -(-count // rows)
            step = (room.width - size[0]) / max(1, cols - 1)
            if step >= size[0] * (1 - OVERLAP):
                return size, cols, step, size[1] + GAP
    w, h = sizes[-1]
    if room.height < h:
        h = max(MIN_CARD_H, room.height)
        w = round(h * sizes[-1][0] / sizes[-1][1])
    rows = max(1, (room.height + GAP) // (h + GAP))
    cols = -(-count // rows)
    return (w, h), cols, (room.width - w) / max(1, cols - 1), h + GAP
