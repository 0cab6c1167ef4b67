"""CaveTable: the Ali Baba table. The pyramid in the middle, your treasures, the lamp display
and the side box on the right, the status line and the score track below it.

Everything on screen is read from `self.view` after each change (so a resumed save shows its
pending decision again); the events of each action only start motions, played together as one
beat of the board's timeline.
"""
from __future__ import annotations

import pygame

from engine.alibaba.tiles import COLOUR_OF, KIND_OF
from engine.alibaba.words import actions as words
from engine.alibaba.words.terms import barred
from engine.core import Action, Event
from engine.words.language import N_, tr
from scenes.table.board import ClickTargets
from scenes.table.host import BOARD, TableScene
from scenes.kit.tween import Animated
from scenes.kit.widgets import Button

from scenes.kit import idle, tips
from scenes.table.guide import Step

from . import legend, motion, panels, prompts
from .cave import HOVER_RISE, CaveLayout, CavePainter
from .parts import CaveChrome, CaveLastMove, CaveTelling
from .staging import CaveStaging
from .results import CaveResults

CAVE = pygame.Rect(28, 104, 564, 486)
LEGEND = pygame.Rect(CAVE.x + 2, CAVE.y + 22, legend.WIDTH, CAVE.height - 44)
PYRAMID = pygame.Rect(LEGEND.right + 4, CAVE.y, CAVE.right - LEGEND.right - 4, CAVE.height)
STATUS = pygame.Rect(28, 598, 564, 34)
TRACK = pygame.Rect(28, 640, 564, 52)
SIDE = pygame.Rect(604, 104, 272, 588)
BOX_H = 150
DISPLAY_H = 176
GAP = 10
BUTTON = pygame.Rect(SIDE.x + 14, SIDE.bottom - 58, SIDE.width - 28, 44)


class CaveTable(ClickTargets, TableScene):
    results_scene = CaveResults
    chrome_class = CaveChrome
    telling_class = CaveTelling
    last_move_class = CaveLastMove
    press_plays = True          # a tile is taken as it is pressed
    hover_each_frame = False    # the pointer is followed as it moves and as the table changes

    def prepare_board(self) -> None:
        super().prepare_board()
        self.layout: CaveLayout | None = None
        self.takes: dict[int, Action] = {}         # cave position -> its take or green take
        self.card: prompts.PromptCard | None = None
        self.display: panels.DisplayPanel | None = None
        self.treasures: panels.TreasurePanel | None = None
        self.card_hover: prompts.Option | None = None
        self.display_hover: int | None = None
        self.tip: tuple | None = None              # ("tile", tile) or ("legend", colour)
        self.rise = Animated(0.0, 0.12)
        self.pulse = idle.Pulse(4)
        state = self.match.state
        self.track = panels.ScoreTrack(TRACK, state.players)
        self.tokens = [Animated(float(s), 0.6) for s in state.scores]
        self.shown_to: int | None = None
        self.staging = CaveStaging(self, CAVE.center)
        self.button = Button(BUTTON, "", None, "primary", 19)
        self.action_list.visible = False
        self.add(self.button)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    @property
    def symbols(self) -> bool:
        return self.app.settings.colour_blind

    # --- after every change ------------------------------------------------------------------
    def layout_board(self) -> None:
        view, actions = self.view, self.actions
        if self.viewer != self.shown_to:        # a new pair of eyes: nothing old may linger
            self.timeline.clear()
            self.shown_to = self.viewer
        for token, score in zip(self.tokens, self.state.scores):
            token.target = float(score)
        self.button.visible = False
        if not view:
            self.layout = self.card = None
            return
        if self.layout is None or self.layout.squares != (5 if view["board"] == "large" else 4):
            self.layout = CaveLayout(PYRAMID, view["board"])
        where = {c["tile"]: c["pos"] for c in view["cells"] if c["state"] == "up"}
        self.takes = {where[a.tile]: a for a in actions if a.kind in ("take", "green")}
        self.card = (prompts.PromptCard(SIDE, view, actions, self.names)
                     if prompts.wants_card(view, actions) else None)
        self.card_hover = None
        bottom = SIDE.bottom - BOX_H - GAP
        self.display = None
        if view["variant"] == "lamp":
            self.display = panels.DisplayPanel(
                pygame.Rect(SIDE.x, bottom - DISPLAY_H, SIDE.width, DISPLAY_H), view["display"])
            bottom -= DISPLAY_H + GAP
        owner = None if self.humans else self.names[view["seat"]]     # watching AIs
        self.treasures = panels.TreasurePanel(pygame.Rect(SIDE.x, SIDE.y, SIDE.width,
                                                          bottom - SIDE.y),
                                              view["screen"], view["scores"][view["seat"]],
                                              owner)
        for kind, label in (("skip", N_("Take no second tile")),
                            ("lamp_keep", N_("Keep the lamp"))):
            if Action(kind) in actions:
                self.button.label, self.button.visible = label, True
                self.button.on_click = lambda a=Action(kind): self.play(a)
        self.point(self.mouse)      # the table changed under a still pointer

    def own_words(self, action: Action, view: dict | None) -> str:
        plain = super().own_words(action, view)
        secret = words.secret_words(action, self.names, view) if view else None
        if secret is None or (len(self.humans) <= 1 and self.viewer in words.privy(action, view)):
            return plain
        return secret

    def hint_words(self, action: Action) -> str:
        """The advice names its tile: it is for the seat on screen, from its own view."""
        return words.hint(action, self.view)

    def hint_marks(self, action: Action) -> list[pygame.Rect]:
        """The tile (in the cave, on the card or in the display), or the side box's button."""
        if action.kind in ("skip", "lamp_keep"):
            return [self.button.rect.inflate(6, 6)] if self.button.visible else []
        return super().hint_marks(action)

    def guide_steps(self) -> list[Step]:
        side = self.treasures.rect if self.treasures is not None else SIDE
        return [
            Step(PYRAMID, tr("The cave"), tr("Tiles lie in stacked layers. On your turn, take "
                 "one glowing tile: a face-up tile no other tile rests on. Whatever it covered "
                 "turns face up.")),
            Step(LEGEND, tr("Colours"), tr("A tile's colour acts as you take it: points, a "
                 "second tile, a look at the others' tiles, or a ban. Hover a tile or a colour "
                 "to read what it does.")),
            Step(side, tr("Your treasures"), tr("Behind your screen, hidden from the others. At "
                 "the end each set of a kind scores 1, 3, 6, 10… for 1, 2, 3, 4… tiles.")),
            Step(TRACK, tr("The score track"), tr("Points from colours move your token as you "
                 "play. Once the last tile is face up, everyone plays out the round and one "
                 "more turn; then the sets are added and the most points wins.")),
            Step(SIDE, tr("Choices"), tr("When a colour asks you to choose (which tile to show, "
                 "which to keep, what to bar) the choice appears here, beside the cave.")),
            *super().guide_steps(),
        ]

    # --- input --------------------------------------------------------------------------------
    @property
    def lifted(self) -> int | None:
        """The takeable tile under the pointer (it rises), by its cave position."""
        return self.hover[1] if self.hover is not None and self.hover[0] == "tile" else None

    def targets(self) -> dict:
        """The card's options while it asks; else the takeable tiles and the display's swaps."""
        if self.card is not None:
            return {("option", i): o.action for i, o in enumerate(self.card.options)}
        found: dict = {("tile", pos): a for pos, a in self.takes.items()}
        if self.display is not None:
            for i, tile in enumerate(self.view["display"]):
                swap = Action("lamp_swap", tile=tile["tile"])
                if swap in self.actions:
                    found[("display", i)] = swap
        return found

    def target_rect(self, key: tuple) -> pygame.Rect:
        """The tile, standing off its glow (a hovered cave tile rises, its ring too)."""
        if key[0] == "option":
            rect = self.card.options[key[1]].rect
        elif key[0] == "tile":
            up = round(HOVER_RISE * self.rise.value)
            rect = self.layout.rect(self.view["cells"][key[1]]).move(
                (-up // 2, -up) if key[1] == self.lifted else (0, 0))
        else:
            rect = self.display.cells[key[1]]
        return rect.inflate(12, 12)

    def hit(self, pos: tuple) -> tuple | None:
        return self._key(pos, self.layout.hit(self.view["cells"], pos) if self.layout else None)

    def _key(self, pos: tuple, pos_under: int | None) -> tuple | None:
        """A card option while the card asks; else a takeable tile or a display tile."""
        if self.card is not None:
            option = self.card.hit(pos)
            return None if option is None else ("option", self.card.options.index(option))
        if pos_under in self.takes:
            return ("tile", pos_under)
        index = self.display.hit(pos) if self.display is not None else None
        return None if index is None else ("display", index)

    def board_event(self, event: pygame.event.Event) -> bool:
        if not self.view or not hasattr(event, "pos"):
            return False
        return super().board_event(event)

    def press(self, pos: tuple) -> bool:
        """A click on the card that misses its options is the card's all the same."""
        self.point(pos)
        card = self.card
        return super().press(pos) or card is not None and card.rect.collidepoint(pos)

    def point(self, pos: tuple) -> None:
        """Follow the pointer: which card option or takeable tile it is over, and what its
        hover tip explains."""
        self.mouse = pos
        pos_under = self.layout.hit(self.view["cells"], pos) if self.layout else None
        self.tip = self._tip(pos, pos_under)
        self.hover = self._key(pos, pos_under)
        if self.card is not None:
            self.card_hover = None if self.board_busy() else self.card.hit(pos)
            return
        self.display_hover = self.display.hit(pos) if self.display is not None else None

    def _tip(self, pos: tuple, pos_under: int | None) -> tuple | None:
        """What is under the pointer to explain: a legend colour or a face-up tile (in the
        cave, and, unless a card covers them, in the lamp display or your treasures)."""
        hue = legend.hit(LEGEND, pos)
        if hue is not None:
            return ("legend", hue)
        if pos_under is not None and self.view["cells"][pos_under]["state"] == "up":
            return ("tile", self.view["cells"][pos_under]["tile"])
        if self.card is not None:
            return None
        index = self.display.hit(pos) if self.display is not None else None
        if index is not None:
            return ("tile", self.view["display"][index]["tile"])
        held = self.treasures.hit(pos) if self.treasures is not None else None
        return None if held is None else ("tile", held)

    # --- motion -------------------------------------------------------------------------------
    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        self.staging.animate(before, events, after)

    def update_board(self, dt: float) -> None:
        self.pulse.update(dt)
        self.rise.target = 1.0 if self.lifted is not None else 0.0
        self.rise.update(dt)
        for token in self.tokens:
            token.update(dt)
        super().update_board(dt)        # the motions

    # --- drawing ------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view = self.view
        pulse = self.pulse.value
        moving = self.staging.moving()
        flips = {m.pos: m.t for m in moving if isinstance(m, motion.Flip)}
        CavePainter(self.layout, self.symbols).draw(
            surface, view["cells"], set(self.takes), self.lifted, self.rise.value, pulse, flips)
        panels.chips(surface, STATUS, view, self.names, self.symbols)
        top = self.track.scale(self.state.scores)
        self.track.draw(surface, [t.value for t in self.tokens], top, self.symbols)
        if self.card is not None and not self.board_busy():   # the prompt comes once the
            self.card.draw(surface, self.card_hover, pulse, self.symbols)   # board has shown
        else:                                                 # the move, over the side column
            self._draw_side(surface, pulse, moving)
        self.timeline.draw(surface)
        legend.draw(surface, LEGEND, self.tip[1] if self.tip and self.tip[0] == "legend" else None)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the hover tip over everything on it (the hint's and the last move's
        rings included)."""
        super().draw(surface)
        if self.tip is not None and self.view and self.tip_wanted() and self.card_hover is None:
            if self.tip[0] == "legend":
                tiles = barred("colour", self.tip[1])
                title, lines = tiles[:1].upper() + tiles[1:], [tr(legend.EFFECTS[self.tip[1]][1])]
            else:
                title, lines = legend.tip(self.tip[1])
                lines = lines + self.barred_lines(self.tip[1])
            tips.draw(surface, BOARD, self.mouse, title, lines)

    def barred_lines(self, tile: int) -> list[str]:
        """Why a face-up tile you would take does not glow: another player's grey bar, until
        that player's next turn (none when it can be taken, or nothing bars it)."""
        if not self.takes or any(getattr(a, "tile", None) == tile for a in self.takes.values()):
            return []
        said = []
        for ban in self.view["restrictions"]:
            named = KIND_OF[tile] if ban["what"] == "kind" else COLOUR_OF[tile]
            if ban["by"] != self.viewer and named == ban["value"]:
                said.append(tr("Barred by {who} until {who}'s next turn: no {barred} may be "
                               "taken.").format(who=self.names[ban["by"]],
                                                barred=barred(ban["what"], ban["value"])))
        return said

    def _draw_side(self, surface: pygame.Surface, pulse: float, moving: list) -> None:
        """Your treasures, the lamp display and the side box; a tile still flying to one of
        them is drawn by its flight alone."""
        landing = {m.tile for m in moving if isinstance(m, motion.Flight)}
        self.treasures.draw(surface, self.symbols, landing)
        choosing = bool(self.actions) and self.view["pending"]["decision"] == "lamp"
        if self.display is not None:
            self.display.draw(surface, self.symbols, pulse if choosing else None,
                              self.display_hover, landing)
        self._draw_side_box(surface)

    def _draw_side_box(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(SIDE.x, SIDE.bottom - BOX_H, SIDE.width, BOX_H)
        if self.actions:
            hint = prompts.side_hint(self.view, self.actions)
            prompts.draw_side_box(surface, box, tr("Your move"), hint, True,
                                  60 if self.button.visible else 0)
        elif self.view["over"]:
            prompts.draw_side_box(surface, box, tr("The cave is closed"),
                                  tr("The game is over."), False, 0)
        else:
            prompts.draw_side_box(surface, box, tr("Waiting"),
                                  prompts.others_ask(self.view, self.names), False, 0)
