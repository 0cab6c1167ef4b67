"""Drawing the table at rest from a `Shown`: the cloth, the seats with their cards and purses,
the treasure, the Cave card, the deck and its row, the bank and the round badge.

Animations draw their moving parts themselves (motion.py) and tell the board which things to
leave out meanwhile (`hidden`, keys as in `Layout.hit`, plus ("row", i) and ("pair", i)).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from engine.forty_thieves.cards import PLUS1, TIMES2, value_of
from engine.forty_thieves.state import TARGET
from engine.forty_thieves.gold import STACK_SIZES
from engine.words.language import N_, tr
from scenes.kit import ink, paper, text, theme
from scenes.kit.tabs import seat_tab
from scenes.forty_thieves import cards_art, cave_track, coins
from scenes.forty_thieves.layout import Layout, SeatSpot
from scenes.forty_thieves.shown import Shown, Slot

NAME_SIZE = 16
COIN = 34          # a treasure coin's width
VALUE_BADGE = 11


@dataclass
class Look:
    """What the scene adds to the model for one frame: hover, targets, counters, hidden parts."""
    names: list[str]
    viewer: int | None
    to_move: int | None
    symbols: bool = False
    targets: set = field(default_factory=set)       # clickable keys (the seat's legal reveals)
    hover: tuple | None = None
    pressed: bool = False
    lift: dict = field(default_factory=dict)        # key -> 0..1 hover lift
    purses: list[float] = field(default_factory=list)
    bank: float = 0.0
    sum: float = 0.0
    caught: float = 0.0
    pulse: float = 0.0                              # 0..1, the breathing of the target glow
    hidden: set = field(default_factory=set)
    you: bool = True        # the bottom seat is a person's (not when only AIs play, or a replay)


# --- the cloth --------------------------------------------------------------------------------

@paper.cache(maxsize=4)
def _cloth(size: tuple[int, int]) -> pygame.Surface:
    """A night-blue table under a lamp: a lit oval with a gold rim."""
    w, h = size
    cloth = paper.surface(size, pygame.SRCALPHA)
    oval = pygame.Rect(0, 0, w - 40, h - 40)
    oval.center = (w // 2, h // 2)
    ink.ellipse(cloth, (26, 34, 78, 235), oval)
    lamp = theme.glow(min(w, h) // 2, theme.LAMP, 70)
    cloth.blit(lamp, lamp.get_rect(center=(w // 2, h // 2 - 30)))
    ink.ellipse(cloth, (*theme.GOLD_DARK, 160), oval, 3)
    ink.ellipse(cloth, (*theme.GOLD_DARK, 70), oval.inflate(-22, -22), 1)
    return cloth


def draw_cloth(surface: pygame.Surface, board: pygame.Rect) -> None:
    surface.blit(_cloth(board.size), board.topleft)


# --- cards ------------------------------------------------------------------------------------

def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: str | None, up: bool = True,
              squeeze: float = 1.0, lift: float = 0.0, shade: int = 0) -> pygame.Rect:
    """One card centred on `rect` (face if `card` and `up`, else its back), raised by `lift`
    px and squeezed by a flip; `shade` darkens it (a face only its owner sees)."""
    size = rect.size
    image = cards_art.face(card, size) if card and up else cards_art.back(size)
    if squeeze < 1.0:
        image = cards_art.squeezed(image, squeeze)
    drawn = image.get_rect(center=(rect.centerx, rect.centery - round(lift)))
    shadow = cards_art.shadow(size)
    surface.blit(shadow, shadow.get_rect(center=(drawn.centerx + 2 + round(lift / 3),
                                                 rect.centery + 4)))
    surface.blit(image, drawn)
    if shade:
        surface.blit(theme.rounded(drawn.size, (10, 16, 50, shade), max(4, drawn.width // 10)),
                     drawn)
    return drawn


def value_badge(surface: pygame.Surface, drawn: pygame.Rect, card: str, value: int | None) -> None:
    """What a +1 or ×2 counted for, in a gold disc at the card's corner."""
    if card not in (PLUS1, TIMES2) or value is None:
        return
    centre = (drawn.right - 4, drawn.y + 4)
    ink.circle(surface, theme.GOLD_LIGHT, centre, 13)
    ink.circle(surface, theme.GOLD_DARK, centre, 13, 2)
    text.draw(surface, f"={value}", centre, VALUE_BADGE + 2, theme.INK, "black", "center")


def folded_corner(surface: pygame.Surface, drawn: pygame.Rect) -> None:
    """A corner of the back folded over a face only its owner sees: still face down."""
    x, y, n = drawn.right - 2, drawn.y + 2, 16
    ink.polygon(surface, theme.NIGHT_LIGHT, [(x - n, y), (x, y), (x, y + n)])
    ink.line(surface, theme.GOLD, (x - n, y), (x, y + n), 2)


def _target_ring(surface: pygame.Surface, drawn: pygame.Rect, look: Look, hot: bool) -> None:
    colour = theme.GOLD_LIGHT if hot else theme.mix(theme.GOLD_DARK, theme.GOLD, look.pulse)
    ring = cards_art.outline(drawn.size, colour, 3 if hot else 2)
    surface.blit(ring, ring.get_rect(center=drawn.center))


LIFT = 8        # px a hovered card rises


def _lift(look: Look, key: tuple) -> float:
    amount = LIFT * look.lift.get(key, 0.0)
    return amount - 5 if look.pressed and look.hover == key else amount


# --- seats ------------------------------------------------------------------------------------

def draw_seat(surface: pygame.Surface, spot: SeatSpot, shown: Shown, look: Look) -> None:
    seat = spot.seat
    turn = seat == look.to_move
    top = theme.mix(theme.NIGHT_LIGHT, theme.GOLD_DARK, 0.35) if turn else theme.NIGHT_LIGHT
    theme.panel(surface, spot.plate, 12, top, theme.NIGHT_PANEL,
                theme.GOLD_LIGHT if turn else theme.GOLD_DARK, 225, 6)
    stripe = pygame.Rect(spot.plate.x + 1, spot.plate.y + 10, 4, spot.plate.height - 20)
    ink.rect(surface, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], stripe,
             border_radius=2)
    header = spot.header
    theme.seat_marker(surface, seat, (header.x + 9, header.centery), 8, look.symbols)
    purse = draw_purse(surface, (header.right, header.centery), round(look.purses[seat]))
    name = look.names[seat]
    if spot.own and look.viewer == seat and look.you:
        name = tr("{name} (you)").format(name=name)
    room = purse.x - header.x - 32
    text.draw(surface, name, (header.x + 24, header.centery),
              text.fitting_size(name, room, NAME_SIZE, "bold", 13),
              theme.GOLD_LIGHT if turn else theme.TEXT, "bold", "midleft", max_width=room)
    hand = shown.hands[seat] if seat < len(shown.hands) else []
    for i, slot in enumerate(hand):
        key = ("card", seat, i)
        if key in look.hidden:
            continue
        rect = spot.cards[i]
        secret = slot.card is not None and not slot.up
        drawn = draw_card(surface, rect, slot.card, True, lift=_lift(look, key),
                          shade=90 if secret else 0)
        if secret:
            folded_corner(surface, drawn)
        card_marks(surface, drawn, seat, slot, look.viewer if look.you else None, look.symbols)
        if key in look.targets:
            _target_ring(surface, drawn, look, look.hover == key)
    if not hand:
        for rect in spot.cards:   # the empty places while the cards are gathered
            ink.rect(surface, theme.NIGHT_LIGHT, rect, 1, border_radius=6)


def card_marks(surface: pygame.Surface, drawn: pygame.Rect, seat: int, slot: Slot,
               person: int | None, symbols: bool) -> None:
    """A face-up card's value badge and, on a card of the person on screen (`person`: None in
    a replay or with AIs alone) that another player turned up, the "yours" tab, which else
    looks like anyone's. The table draws them again over the last move's ring."""
    if slot.up and slot.card:
        value_badge(surface, drawn, slot.card, slot.value)
    if marked_yours(seat, slot, person):
        yours_tab(surface, drawn, seat, symbols)


def marked_yours(seat: int, slot: Slot, person: int | None) -> bool:
    """Whether a card is marked as the player's own: a card of the person on screen that another
    player has turned face up (a replay or AIs alone: no person, none)."""
    return seat == person and slot.up and slot.card is not None


def yours_tab(surface: pygame.Surface, drawn: pygame.Rect, seat: int, symbols: bool) -> None:
    """The seat's colour round the card and a "yours" tab on its foot, with the seat's marker
    (its shape too under colour-blind symbols), as the seat list and the log mark the seat."""
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    ring = cards_art.outline(drawn.size, colour, 2)
    surface.blit(ring, ring.get_rect(center=drawn.center))
    seat_tab(surface, (drawn.centerx, drawn.bottom + 6), min(drawn.width - 4, 60), seat,
             N_("yours"), symbols)        # on the card's foot, inside the plate's edge


def draw_purse(surface: pygame.Surface, midright: tuple[int, int], amount: int) -> pygame.Rect:
    """A player's gold: a little stack of coins and the amount; returns the area used."""
    label = text.draw(surface, str(amount), midright, NAME_SIZE + 1, theme.GOLD_LIGHT, "black",
                      "midright")
    icon = coins.coin(10, 18)
    for k in range(3):
        surface.blit(icon, icon.get_rect(midright=(label.x - 4, midright[1] + 3 - k * 3)))
    return label.union(pygame.Rect(label.x - 24, label.y, 24, label.height))


# --- the middle of the table -----------------------------------------------------------------

@paper.cache(maxsize=4)
def _treasure_card(size: tuple[int, int]) -> pygame.Surface:
    card = theme.gradient(size, (96, 62, 30), (60, 36, 18), 12).copy()
    ink.rect(card, theme.GOLD, card.get_rect(), 2, border_radius=12)
    ink.rect(card, theme.GOLD_DARK, card.get_rect().inflate(-10, -10), 1, border_radius=8)
    return card


def stack_base(rect: pygame.Rect) -> tuple[int, int]:
    """Where a reward stack's coins stand (coins fly to and from here)."""
    return rect.centerx, rect.bottom - 28


def draw_treasures(surface: pygame.Surface, layout: Layout, stacks: list[int], hidden: set) -> None:
    card = layout.treasures
    surface.blit(_treasure_card(card.size), card.topleft)
    next_reward = next((i for i, amount in enumerate(stacks) if amount > 0), None)
    text.draw(surface, tr("Treasures"), (card.x + 14, card.y + 9), 14, theme.GOLD, "bold")
    for i, rect in enumerate(layout.stacks):
        amount, size = stacks[i], STACK_SIZES[i]
        base = stack_base(rect)
        ink.ellipse(surface, (44, 26, 12), (base[0] - 21, base[1] - 9, 42, 18))
        if i == next_reward:
            halo = theme.glow(34, theme.LAMP, 110)
            surface.blit(halo, halo.get_rect(center=(base[0], base[1] - 14)))
        if amount and ("stack", i) not in hidden:
            coins.draw_pile(surface, amount, (base[0], base[1] + 8), COIN, per_column=6, columns=1)
        if amount == size:
            label, colour = str(size), theme.GOLD_LIGHT
        elif amount:
            label, colour = tr("{amount} of {size}").format(amount=amount, size=size), theme.SAND
        else:
            label, colour = str(size), theme.darken(theme.SAND_DARK, 0.25)
        text.draw(surface, label, (rect.centerx, rect.bottom - 10), 17, colour, "black", "center",
                  max_width=rect.width - 2)


def draw_deck(surface: pygame.Surface, layout: Layout, shown: Shown, look: Look) -> None:
    deck = layout.deck
    for k in range(min(4, (shown.deck_size + 4) // 5)):   # the deck's depth
        offset = pygame.Rect(deck.x - k * 2, deck.y + k * 2 - 6, *deck.size)
        if k and ("deck",) not in look.hidden:
            draw_card(surface, offset.move(0, 6), None)
    if shown.deck_size and ("deck",) not in look.hidden:
        drawn = draw_card(surface, deck, None, lift=_lift(look, ("deck",)))
        if ("deck",) in look.targets:
            _target_ring(surface, drawn, look, look.hover == ("deck",))
    else:
        ink.rect(surface, theme.GOLD_DARK, deck, 1, border_radius=6)
    text.draw(surface, tr("Deck {n}").format(n=shown.deck_size), (deck.centerx, deck.bottom + 10),
              14, theme.SAND, "bold", "center")
    for i, (card, value) in enumerate(shown.row):
        if ("row", i) not in look.hidden:
            drawn = draw_card(surface, layout.row_card(i, len(shown.row)), card)
            value_badge(surface, drawn, card, value)


def draw_set_aside(surface: pygame.Surface, layout: Layout, cards: list[str]) -> None:
    """The 2-player set-aside cards: face up, dimmed, counting for nothing."""
    if not cards:
        return
    area = layout.set_aside
    text.draw(surface, tr("Set aside (does not count)"), (area.x + 10, area.y + 6), 14,
              theme.MUTED, "italic", max_width=area.width - 12)
    for i, card in enumerate(cards):
        draw_card(surface, layout.set_aside_card(i), card, shade=80)


def draw_bank(surface: pygame.Surface, rect: pygame.Rect, amount: int) -> None:
    theme.panel(surface, rect, 12, (40, 44, 86), theme.NIGHT_PANEL, theme.GOLD_DARK, 200, 4)
    text.draw(surface, tr("Bank"), (rect.x + 16, rect.y + 10), 18, theme.GOLD, "bold")
    text.draw(surface, str(amount), (rect.x + 16, rect.y + 34), 28, theme.GOLD_LIGHT, "black")
    text.draw(surface, tr("gold"), (rect.x + 16, rect.y + 70), 15, theme.SAND, "italic")
    coins.draw_pile(surface, amount, bank_spot(rect), 30, per_column=8, columns=5)


def bank_spot(rect: pygame.Rect) -> tuple[int, int]:
    return rect.right - 90, rect.bottom - 16


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, shown: Shown, look: Look) -> None:
    """The round, who started it, and the final-round warning."""
    theme.panel(surface, rect, 12, (40, 44, 86), theme.NIGHT_PANEL, theme.GOLD_DARK, 200, 4)
    text.draw(surface, tr("Round {n}").format(n=shown.round), (rect.x + 16, rect.y + 10), 24,
              theme.GOLD_LIGHT, "black", max_width=rect.width - 32)
    text.draw(surface, tr("started by {name}").format(name=look.names[shown.start]),
              (rect.x + 16, rect.y + 42), 16, theme.SAND, "italic", max_width=rect.width - 32)
    if shown.final_round:
        ribbon = pygame.Rect(rect.x + 12, rect.bottom - 44, rect.width - 24, 32)
        ink.rect(surface, theme.darken(theme.DANGER, 0.2), ribbon, border_radius=8)
        ink.rect(surface, theme.GOLD_LIGHT, ribbon, 1, border_radius=8)
        text.draw(surface, tr("Final round"), ribbon.center, 18, theme.GOLD_LIGHT, "black",
                  "center", max_width=ribbon.width - 8)
    else:
        text.draw(surface, tr("The first to 80 gold ends the game"),
                  (rect.x + 16, rect.bottom - 30), 14, theme.MUTED, "italic",
                  max_width=rect.width - 32)


def draw_middle(surface: pygame.Surface, layout: Layout, shown: Shown, look: Look) -> None:
    draw_treasures(surface, layout, shown.stacks, look.hidden)
    cave_track.draw(surface, layout.cave, look.sum, look.caught)
    draw_deck(surface, layout, shown, look)


def draw(surface: pygame.Surface, layout: Layout, shown: Shown, look: Look) -> None:
    """The whole table at rest on its cloth (the chrome's, `draw_cloth`); the pair choice and
    the moving parts go on top."""
    draw_bank(surface, layout.bank, round(look.bank))
    draw_badge(surface, layout.round_badge, shown, look)
    draw_middle(surface, layout, shown, look)
    if shown.players == 2:
        draw_set_aside(surface, layout, shown.set_aside)
    for spot in layout.seats:
        draw_seat(surface, spot, shown, look)


def card_rect(layout: Layout, shown: Shown, key: tuple) -> pygame.Rect:
    """Where the card called `key` lies: ("card", owner, i), ("row", i), ("pair", i), ("deck",)."""
    if key[0] == "card":
        return layout.seats[key[1]].cards[key[2]]
    if key[0] == "row":
        return layout.row_card(key[1], max(len(shown.row), key[1] + 1))
    if key[0] == "pair":
        return pair_rect(layout, len(shown.pair or ()), key[1])
    return layout.deck


def pair_rect(layout: Layout, count: int, index: int) -> pygame.Rect:
    """A pair card's place; the one left after the other is set aside moves to the middle."""
    if count == 1:
        return layout.pair[0].move((layout.pair[1].x - layout.pair[0].x) // 2, 0)
    return layout.pair[index]



def draw_pair(surface: pygame.Surface, layout: Layout, shown: Shown, look: Look) -> None:
    """The 2-player pair, large over the dimmed table: the chooser clicks the card to keep."""
    board = layout.board
    surface.blit(theme.rounded(board.size, (6, 8, 24, 150), 14), board.topleft)
    first, second = layout.pair
    panel = pygame.Rect(0, 0, 560, second.bottom - first.y + 134)
    panel.midtop = (board.centerx, first.y - 64)
    theme.panel(surface, panel, 18, theme.NIGHT_LIGHT, theme.NIGHT, theme.GOLD, 245, 12)
    who = look.names[shown.pair_seat]
    if any(key[0] == "pair" for key in look.targets):
        title = tr("Keep which card?")
    elif len(shown.pair) == 1 or shown.pair_seat == look.viewer:
        title = tr("{name} keeps a card").format(name=who)
    else:
        title = tr("{name} chooses a card").format(name=who)
    text.draw(surface, title, (board.centerx, panel.y + 14), 30, theme.GOLD_LIGHT, "black",
              "midtop", max_width=panel.width - 40)
    text.draw(surface, tr("The other card is set aside and counts for nothing."),
              (board.centerx, panel.bottom - 30), 17, theme.SAND, "italic", "midtop",
              max_width=panel.width - 40)
    for i, card in enumerate(shown.pair):
        key = ("pair", i)
        if key in look.hidden:
            continue
        rect = pair_rect(layout, len(shown.pair), i)
        drawn = draw_card(surface, rect, card, card is not None, lift=_lift(look, key))
        if key in look.targets:
            _target_ring(surface, drawn, look, look.hover == key)
        if card is not None:
            _outcome(surface, rect, card, shown)


def _outcome(surface: pygame.Surface, rect: pygame.Rect, card: str, shown: Shown) -> None:
    """What keeping a pair card would do to the sum, under the card."""
    value = value_of(card, shown.last)
    total = None if value is None else shown.sum + value
    if total is not None and total < TARGET:
        words = tr("sum {sum} → {total}").format(sum=shown.sum, total=total)
        colour = theme.GOLD_LIGHT
    else:
        words = (tr("caught!") if total is None else
                 tr("{total}: caught!").format(total=total))
        colour = theme.DANGER_LIGHT
    text.draw(surface, words, (rect.centerx, rect.bottom + 10), 18, colour, "bold", "midtop",
              max_width=rect.width + 24)


def draw_headline(surface: pygame.Surface, board: pygame.Rect, title: str, subtitle: str,
                  alpha: float, colour: tuple = theme.GOLD_LIGHT,
                  centre: tuple[int, int] | None = None) -> None:
    """Big words over the middle of the table ("Round 3", "Final round"), or at `centre`,
    fading by `alpha`."""
    big = theme.text(title, 46, colour, "black")
    small_size = text.fitting_size(subtitle, board.width - 120, 20, "italic")
    small = theme.text(subtitle, small_size, theme.SAND, "italic")
    w = min(board.width - 60, max(big.get_width(), small.get_width()) + 80)
    band = paper.surface((w, 100), pygame.SRCALPHA)
    band.blit(theme.rounded((w, 100), (6, 8, 24, 238), 20), (0, 0))   # read over the stacks
    ink.rect(band, theme.GOLD_DARK, band.get_rect(), 1, border_radius=20)
    band.blit(big, big.get_rect(midtop=(w // 2, 8)))
    band.blit(small, small.get_rect(midtop=(w // 2, 64)))
    band.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
    surface.blit(band, band.get_rect(center=centre or (board.centerx, board.centery - 10)))
