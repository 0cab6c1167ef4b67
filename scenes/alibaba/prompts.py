"""The effect pickers, a card over the side column (the cave stays in sight, since it is what
the player weighs): which tile to show (yellow, the showing seat), which shown tile to keep
(yellow, the active player, drawn large), and what to bar (grey: the kinds and six colours).
Each option is a tile-like target bound to its legal Action.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.alibaba.tiles import colour as colour_of
from engine.alibaba.tiles import kind as kind_of
from engine.alibaba.words.terms import colour_name, kind_name
from engine.core import Action
from engine.words.language import N_, tr
from scenes.kit import text, theme

from . import cave, tiles_art

CAPTION = 15
SMALL = 11         # the least a caption shrinks to before it is cut
TITLE = 22
HINT = 16
CLEAR = 8          # units between two captions side by side

# what another seat is deciding, as the waiting player's side box tells it
DOING = {"take": N_("{who} takes a tile from the cave."),
         "green": N_("{who} may take a second tile."),
         "lamp": N_("{who} chooses what to do with the lamp."),
         "pick": N_("{who} keeps one of the shown tiles."),
         "restrict": N_("{who} names a kind or a colour to bar.")}


@dataclass
class Option:
    rect: pygame.Rect
    action: Action
    caption: str
    room: int           # the caption's width at most: its column less the clear gap

    def image(self, symbols: bool) -> pygame.Surface:
        a, size = self.action, self.rect.width
        if a.kind == "restrict" and a.what == "kind":
            return tiles_art.plain(a.value, size)
        if a.kind == "restrict":
            return tiles_art.swatch(a.value, size, symbols)
        return tiles_art.face(a.tile, size, symbols)


def _grid(options: list[tuple[Action, str]], top: int, area: pygame.Rect, most: int,
          cols: int, caption: bool) -> tuple[list[Option], int]:
    """Options in centred rows of `cols`; returns them and the y below the last row. With
    captions, a column is as wide as its caption wants, up to an even share of `area`, and a
    caption keeps CLEAR units from the next: two "diamond"s never read as "diamonddiamond"."""
    gap = 10
    size = min(most, (area.width - 40 - (cols - 1) * gap) // cols)
    pitch = size + gap
    if caption and options:
        widest = max(theme.font(CAPTION).size(words)[0] for _, words in options)
        pitch = max(pitch, min(widest + CLEAR, area.width // cols))
    line = size + gap + (CAPTION + 6 if caption else 0)
    placed = []
    for start in range(0, len(options), cols):
        row = options[start:start + cols]
        x = area.centerx - ((len(row) - 1) * pitch + size) // 2
        placed += [Option(pygame.Rect(x + i * pitch, top, size, size), action, words,
                          pitch - CLEAR) for i, (action, words) in enumerate(row)]
        top += line
    return placed, top


class PromptCard:
    """A card over `area` (the side column) for a show, pick or restrict decision of the seat
    on screen; the title and hint are wrapped to its width, never cut."""

    def __init__(self, area: pygame.Rect, view: dict, actions: list[Action],
                 names: list[str]) -> None:
        pending = view["pending"]
        decision = pending["decision"]
        self.decision, self.current = decision, names[view["current"]]
        inner = area.inflate(-16, 0)
        self.captions = True
        self.rect = pygame.Rect(area)
        self.title_h = text.wrapped_height(self.title, area.width - 32, TITLE, "black")
        top = area.y + 20 + self.title_h + text.wrapped_height(self.hint, area.width - 40,
                                                               HINT, "italic") + 16
        if decision == "show":
            choices = [(a, kind_name(kind_of(a.tile))) for a in actions if a.kind == "show"]
            cols = min(len(choices), 4 if len(choices) <= 16 else 5)
            self.options, _ = _grid(choices, top, inner, 64, max(1, cols), True)
        elif decision == "pick":
            owners = {t: s for s, t in pending["shown"]}
            choices = [(a, tr("from {name}").format(name=names[owners[a.tile]]))
                       for a in actions if a.kind == "pick"]
            self.options, _ = _grid(choices, top + 10, inner, 104, min(2, len(choices)), True)
        else:
            kinds = [(a, kind_name(a.value)) for a in actions if a.what == "kind"]
            colours = [(a, colour_name(a.value)) for a in actions if a.what == "colour"]
            self.options, below = _grid(kinds, top, inner, 52, 4, True)
            more, _ = _grid(colours, below + 8, inner, 48, 4, True)
            self.options += more
        # one size for every caption, the largest at which each fits its column: a card of
        # even labels, not a "diamond" smaller than the "ring" beside it
        self.caption_size = min((text.fitting_size(o.caption, o.room, CAPTION, "regular", SMALL)
                                 for o in self.options if o.caption), default=CAPTION)

    @property
    def title(self) -> str:
        if self.decision == "show":
            return tr("{name} took a yellow tile").format(name=self.current)
        if self.decision == "pick":
            return tr("Keep one of the shown tiles")
        return tr("Grey: bar a kind or a colour")

    @property
    def hint(self) -> str:
        if self.decision == "show":
            return tr("Show them one of your tiles. They keep one of the shown tiles; the others "
                      "go back to their owners.")
        if self.decision == "pick":
            return tr("It goes behind your screen without its effect; the others go back to "
                      "their owners.")
        return tr("Until your next turn, no other player may take a tile of that kind or colour "
                  "from the cave.")

    def hit(self, point: tuple) -> Option | None:
        return next((o for o in self.options if o.rect.collidepoint(point)), None)

    def draw(self, surface: pygame.Surface, hover: Option | None, pulse: float,
             symbols: bool) -> None:
        theme.panel(surface, self.rect, radius=14, top=(44, 40, 84), bottom=(24, 28, 62),
                    border=theme.GOLD, alpha=250, shadow=14)
        title = pygame.Rect(self.rect.x + 16, self.rect.y + 14, self.rect.width - 32,
                            self.title_h)
        text.draw_wrapped(surface, self.title, title, TITLE, theme.GOLD_LIGHT, "black", "center")
        hint = pygame.Rect(self.rect.x + 20, title.bottom + 6, self.rect.width - 40, 80)
        text.draw_wrapped(surface, self.hint, hint, HINT, theme.SAND, "italic", "center")
        for option in self.options:
            lifted = option is hover
            rect = option.rect.move(0, -5 if lifted else 0)
            cave.glow(surface, rect, 1.0 if lifted else 0.35 + 0.3 * pulse)
            surface.blit(option.image(symbols), rect)
            if self.captions and option.caption:
                room = option.room      # "necklace" shrinks to fit its column, never cut
                weight = "bold" if lifted else "regular"
                size = text.fitting_size(option.caption, room, self.caption_size, weight, SMALL)
                text.draw(surface, option.caption, (rect.centerx, option.rect.bottom + 4), size,
                          theme.GOLD_LIGHT if lifted else theme.TEXT, weight, "midtop",
                          max_width=room)


def wants_card(view: dict, actions: list[Action]) -> bool:
    """Show, pick and restrict are chosen on a card; take, green and lamp on the cave."""
    return bool(actions) and view["pending"]["decision"] in ("show", "pick", "restrict")


def ask(view: dict, names: list[str]) -> str:
    """What the seat on screen must decide now, in the banner's words: an instruction, read on
    from "Layla's turn:"."""
    pending = view["pending"]
    decision = pending["decision"]
    if decision == "take":
        return tr("take a glowing tile from the cave")
    if decision == "green":
        return tr("also take a glowing neighbour (green), or no second tile")
    if decision == "lamp":
        return tr("keep the lamp ({colour} effect) or swap it for a display tile").format(
            colour=colour_name(colour_of(pending["tile"])))
    if decision == "show":
        return tr("show {name} one of your tiles").format(name=names[view["current"]])
    if decision == "pick":
        return tr("keep one of the shown tiles")
    return tr("bar a kind or a colour (grey)")


def others_ask(view: dict, names: list[str]) -> str:
    """What another seat is deciding, for the waiting player's side box."""
    pending = view["pending"]
    who, decision = names[pending["seat"]], pending["decision"]
    if decision == "show":
        return tr("{who} shows {name} a tile.").format(who=who, name=names[view["current"]])
    return tr(DOING[decision]).format(who=who)


def side_hint(view: dict, actions: list[Action]) -> str:
    """The side box's instructions to the seat on screen, when it is that seat's move."""
    decision = view["pending"]["decision"]
    if decision == "take":
        return tr("Click a glowing tile to take it. Its colour's magic follows at once.")
    if decision == "green":
        return tr("You may also take a glowing tile next to where the green tile lay.")
    if decision == "lamp":
        return tr("Keep it ({colour} effect), or click a display tile to swap.").format(
            colour=colour_name(colour_of(view["pending"]["tile"])))
    return tr("Choose one of the tiles on the card.")


def draw_side_box(surface: pygame.Surface, rect: pygame.Rect, title: str, hint: str,
                  lit: bool, room_below: int) -> None:
    """The 'Your move' / 'Waiting' box; `room_below` px are left free for its button."""
    theme.panel(surface, rect, border=theme.GOLD if lit else theme.GOLD_DARK)
    text.draw(surface, title, (rect.x + 14, rect.y + 9), 19,
              theme.GOLD_LIGHT if lit else theme.GOLD, "bold", max_width=rect.width - 28)
    body = pygame.Rect(rect.x + 14, rect.y + 36, rect.width - 28,
                       rect.height - 44 - room_below)
    text.draw_wrapped(surface, hint, body, 16, theme.TEXT if lit else theme.MUTED,
                      "regular" if lit else "italic")
