"""The talk of an offer by mouse: a small list over the city's right edge, beside the panel,
or, while the panel is wide over the city, over its decision, above the hand: its labels the
size of the wide panel's buttons (a newcomer found them small), in two columns only where each
label fits there whole.

A click on a card already in the offer lists every name it may be given (each with its worth
to the seat, the true one marked), "say nothing" and "take back this card"; a click on an
asked district lists the goods to hope for. One option is one engine action (claim, unclaim,
ungive, wish, unwish); the one said now is shown but cannot be chosen again. Its buttons are
the table's widgets while it is open, and any other click closes it.
"""
from __future__ import annotations

import pygame

from engine.bagdad.appraisal import name_worths
from engine.bagdad.cards import GEM_OF_DISTRICT, district_of
from engine.bagdad.words import faces, terms
from engine.core import Action
from engine.words.language import tr
from scenes.bagdad.layout import MAP, TRADE
from scenes.kit import text, theme
from scenes.kit.widgets import Button, Widget

TALK = frozenset({"claim", "unclaim", "ungive", "wish", "unwish"})
ROW, WIDE_ROW = 32, 38
LABEL, WIDE_LABEL = 15, 17      # the labels' size: the panel's buttons' (panel.py)
TITLE = 30


class Frame(Widget):
    """The list's backdrop and its question."""

    def __init__(self, rect, title: str, size: int) -> None:
        super().__init__(rect)
        self.title, self.size = title, size

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect, 10, alpha=252)     # nothing under it shows through
        width = self.rect.width - 20
        text.draw(surface, self.title, (self.rect.x + 10, self.rect.y + 8),
                  text.fitting_size(self.title, width, self.size, "bold"), theme.GOLD_LIGHT,
                  "bold", max_width=width)


class Picker:
    def __init__(self, table) -> None:
        self.table = table
        self.widgets: list[Widget] = []

    @property
    def buttons(self) -> list[Button]:
        return [w for w in self.widgets if isinstance(w, Button)]

    def open(self, actions: list[Action], pos: tuple[int, int]) -> bool:
        """Open the list for these talk actions (all about one card or one district); False
        when they are not talk (the table's own chooser answers them)."""
        if not actions or any(a.kind not in TALK for a in actions):
            return False
        self.close()
        view = self.table.view
        talk = _card_items if actions[0].get("card") is not None else _wish_items
        title, items = talk(view, actions, self.table.names)
        panel = self.table.panel
        area = TRADE if panel.wide else MAP
        size, step = (WIDE_LABEL, WIDE_ROW) if panel.wide else (LABEL, ROW)
        font = theme.font(size, "bold")
        column = max(font.size(text.said(label))[0] for label, _, _ in items) + 28   # as shown
        room = area.width - 20
        cols = 2 if panel.wide and len(items) > 5 and 2 * column + 16 <= room else 1
        rows = -(-len(items) // cols)       # two columns only where each label fits whole
        width = min(max(cols * column, font.size(title)[0]) + 16, room)
        column = (width - 12) // cols
        height = TITLE + step * rows + 8
        x = min(max(pos[0] - width // 2, area.x + 6), area.right - width - 6)
        if panel.wide:          # above the hand, whose card it is about
            y = max(area.y + 6, panel.hand_top - height - 4)
        else:
            y = min(max(pos[1] - height // 2, area.y + 6), area.bottom - height - 6)
        self.widgets.append(self.table.add(Frame((x, y, width, height), title, size)))
        for i, (label, action, style) in enumerate(items):
            click = (lambda a=action: self.table.play(a)) if action is not None else None
            rect = (x + 8 + (i // rows) * column, y + TITLE + step * (i % rows), column - 4,
                    step - 4)
            button = Button(rect, label, click, style, size, action is not None)
            button.action = action
            self.widgets.append(self.table.add(button))
        return True

    def close(self) -> bool:
        """Close the list; True if it was open."""
        was = bool(self.widgets)
        for widget in self.widgets:
            if widget in self.table.widgets:
                self.table.widgets.remove(widget)
        self.widgets = []
        return was

    def at(self, pos: tuple[int, int]) -> bool:
        return any(w.rect.collidepoint(pos) for w in self.widgets)


def _card_items(view: dict, actions: list[Action], names) -> tuple[str, list[tuple]]:
    """A card in the offer: every name with its worth to the partner (whom the claim must
    convince) and to the seat (the true one marked, the one said now shown but not offered),
    then saying nothing (shown "as now" while nothing is said: the rules' choice in sight) and
    taking the card back; a gem card, the gem it buys anyone."""
    card = actions[0].card
    face = next(f for f in view["hand"] if f["card"] == card)
    offer = view["offer"]
    said = offer["claims"][offer["give"].index(card)]
    items = []
    district = district_of(card)
    for name, worth in name_worths(view, district):
        label = [f"{terms.talk_word(name)} \u2014 {_worth(view, district, name, worth, names)}"]
        true = name == face["name"]
        if true:
            label.append(tr("(true)"))
        if name == said:
            label.append(tr("\u00b7 said"))
        action = Action("claim", card=card, name=name) if name != said else None
        items.append((" ".join(label), action, "primary" if true else "secondary"))
    items.append((tr("say nothing about it \u00b7 as now") if said is None
                  else tr("say nothing about it"),
                  Action("unclaim", card=card) if said is not None else None, "secondary"))
    items.append((tr("take back this card"), Action("ungive", card=card), "danger"))
    return (tr("Call {card}:").format(card=terms.card_words(face, yours=True)),
            _legal(items, actions))


def _wish_items(view: dict, actions: list[Action], names) -> tuple[str, list[tuple]]:
    """An asked district: the goods to hope for, with their worth to the seat (and to the
    partner)."""
    district = actions[0].district
    hoped = view["offer"]["wishes"].get(district)
    items = []
    for name, worth in name_worths(view, district):
        label = f"{terms.talk_word(name)} \u2014 {_worth(view, district, name, worth, names, True)}"
        if name == hoped:
            label += " " + tr("\u00b7 hoped")
        items.append((label, Action("wish", district=district, name=name) if name != hoped
                      else None, "secondary"))
    if hoped is not None:
        items.append((tr("hope for nothing in particular"), Action("unwish", district=district),
                      "secondary"))
    return (tr("Hope for, from the {district}:").format(district=terms.district_word(district)),
            _legal(items, actions))


def _worth(view: dict, district: str, name: str, dinars: int, names,
           wish: bool = False) -> str:
    """A name's worth to the one partner and to the seat (faces.talk_worths): a gem card buys
    its gem free, to anyone (it has no dinar value)."""
    if name in GEM_OF_DISTRICT:
        return tr("buys {gem} free").format(gem=terms.a_noun(name))
    return faces.talk_worths(view, district, name, dinars, names, wish)


def _legal(items: list[tuple], actions: list[Action]) -> list[tuple]:
    """Only what the engine allows now is clickable."""
    return [(label, action if action in actions else None, style)
            for label, action, style in items]


def card_talk(actions: list[Action], card: int) -> list[Action]:
    """The talk about a card in the offer: claiming it, saying nothing, taking it back."""
    return [a for a in actions if a.kind in ("ungive", "claim", "unclaim") and a.card == card]


def wish_talk(actions: list[Action], district: str) -> list[Action]:
    return [a for a in actions if a.kind in ("wish", "unwish") and a.district == district]


def card_hint(spot, say) -> list[str]:
    """What clicking a card of the hand does: its action in words (`say`), or, for a card given
    in the offer, what it is said to be and the list a click opens."""
    if isinstance(spot.action, list):
        if spot.said:
            return [tr("You call it {name}.").format(name=terms.talk_phrase(spot.said)),
                    tr("Click: call it something else (true or not), say nothing, or take it "
                       "back.")]
        return [tr("Click: say what it is (true or not), or take it back.")]
    return [tr("Click: {action}.").format(action=say(spot.action))] if spot.action is not None \
        else []
