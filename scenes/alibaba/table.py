"""CaveTable: the Ali Baba table. The pyramid in the middle, your treasures, the lamp display
and the side box on the right, the status line and the score track below it.

Everything on screen is read from `self.view` after each change (so a resumed save shows its
pending decision again); the events of each action only start motions, played together as one
beat of the board's timeline.
"""
from __future__ import annotations

from functools import cached_property

import pygame

from engine.alibaba.describe import barred
from engine.alibaba.tiles import COLOUR_OF, KIND_OF
from engine.core import Action, Event
from scenes.table.board import ClickTargets, Together
from scenes.table.host import BOARD, TableScene
from scenes.kit.tween import Animated
from scenes.kit.widgets import Button

from scenes.kit import idle, tips
from scenes.table.guide import Step

from . import legend, motion, panels, prompts, words
from .cave import HOVER_RISE, CaveLayout, CavePainter
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
        self.last_take: tuple | None = None        # where the latest take's points rise from
        self.taken: tuple[int | None, list] = (None, [])   # the last taker, its turn's places
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
        whose = "Your" if self.humans else f"{self.names[view['seat']]}'s"   # watching AIs
        self.treasures = panels.TreasurePanel(pygame.Rect(SIDE.x, SIDE.y, SIDE.width,
                                                          bottom - SIDE.y),
                                              view["screen"], view["scores"][view["seat"]],
                                              f"{whose} treasures")
        for kind, label in (("skip", "Take no second tile"), ("lamp_keep", "Keep the lamp")):
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

    def describe_events(self, events: list[Event]) -> list[str]:
        return words.event_lines([e for e in events if e.visible_to is None], self.names)

    def banner_text(self) -> tuple[str, str]:
        who, what = super().banner_text()
        if self.actions:
            what = prompts.ask(self.view, self.names)
        return who, what

    def guide_steps(self) -> list[Step]:
        side = self.treasures.rect if self.treasures is not None else SIDE
        return [
            Step(PYRAMID, "The cave", "Tiles lie in stacked layers. On your turn, take one "
                 "glowing tile: a face-up tile no other tile rests on. Whatever it covered "
                 "turns face up."),
            Step(LEGEND, "Colours", "A tile's colour acts as you take it: points, a second "
                 "tile, a look at the others' tiles, or a ban. Hover a tile or a colour to "
                 "read what it does."),
            Step(side, "Your treasures", "Behind your screen, hidden from the others. At the "
                 "end each set of a kind scores 1, 3, 6, 10… for 1, 2, 3, 4… tiles."),
            Step(TRACK, "The score track", "Points from colours move your token as you play. "
                 "Once the last tile is face up, everyone plays out the round and one more "
                 "turn; then the sets are added and the most points wins."),
            Step(SIDE, "Choices", "When a colour asks you to choose (which tile to show, "
                 "which to keep, what to bar) the choice appears here, beside the cave."),
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
    def log_move(self, seat: int, action: Action, before: dict, events: list[Event]) -> None:
        """Where the taker's tiles came from this turn, for the last move's ring (a move told,
        played or retold), then its words."""
        for e in events:
            if e.kind == "take":
                taker, places = self.taken
                pos = e.data["pos"]
                self.taken = e.data["seat"], (places if taker == e.data["seat"] else []) + [pos]
        super().log_move(seat, action, before, events)

    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        """The move's motions, together: takes fly to their owners' rows, tiles turn over one
        after another, points rise to the track."""
        parts: list = []
        flips = 0
        for e in events:
            d = e.data
            if e.kind == "take":
                start = self.layout.rect(before["cells"][d["pos"]])
                home = self._home(d["seat"], d["kind"])
                parts.append(motion.Flight(d["tile"], start, home))
                self.last_take = start.center
            elif e.kind == "flip":
                parts.append(motion.Flip(d["pos"], 0.3 + 0.09 * flips))
                flips += 1
            elif e.kind == "points":
                end = self.track.token(d["seat"], d["total"], self.track.scale(self.state.scores))
                start = self.last_take or CAVE.center
                parts.append(motion.Points(d["amount"], start, end, 0.35))
            elif e.kind == "pick":
                parts.append(motion.Flight(d["tile"], self._home(d["from_seat"], d["kind"]),
                                           self._home(d["seat"], d["kind"])))
            elif e.kind == "lamp_swap":
                cell = next(c for c, t in zip(self.display.cells, before["display"])
                            if t["tile"] == d["tile"])
                home = self._home(d["seat"], d["kind"])
                parts += [motion.Flight(d["tile"], cell, home),
                          motion.Flight(d["lamp"], home, cell)]
        if parts:
            self.timeline.add([Together(parts)], at_once=True)    # drawn this very frame

    def last_move_marks(self) -> list[pygame.Rect]:
        """Where the last mover took its tiles this turn (a green take's second one too)."""
        taker, places = self.taken
        if self.layout is None or self.last_move is None or self.last_move[0] != taker:
            return []
        return [self.layout.rect(self.view["cells"][pos]) for pos in places]

    def moving(self) -> list:
        """The motions on screen now."""
        return [part for beat in self.timeline.playing() for part in beat.parts]

    def _home(self, seat: int, kind: str | None) -> pygame.Rect:
        """Where a seat's tiles go: your treasure row, or another seat's row at the right."""
        if seat == self.viewer and kind is not None:
            return self.treasures.slot(kind)
        y = self.seats_rect.y + 48 + seat * 40
        return pygame.Rect(self.seats_rect.right - 84, y + 8, 20, 20)

    def update_board(self, dt: float) -> None:
        self.pulse.update(dt)
        self.rise.target = 1.0 if self.lifted is not None else 0.0
        self.rise.update(dt)
        for token in self.tokens:
            token.update(dt)
        super().update_board(dt)        # the motions

    # --- drawing ------------------------------------------------------------------------------
    def draw_seat_tag(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> pygame.Rect:
        ban = next((r for r in self.state.restrictions if r["by"] == seat), None)
        scores = self.final_scores if self.state.is_over() else self.state.scores
        return panels.seat_tag(surface, row, seat, self.seat_kind(seat),
                               len(self.state.screens[seat]), scores[seat], ban, self.symbols)

    @cached_property
    def final_scores(self) -> list[int]:
        """Once the game is over a seat's points are its total, sets included, as on the
        results (the track holds only the points scored during play)."""
        return self.state.result().scores

    def paint_still(self, image) -> None:
        if self.layout is not None:
            CavePainter(self.layout, self.symbols).floor(image)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view = self.view
        pulse = self.pulse.value
        moving = self.moving()
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
                title, lines = f"{self.tip[1].capitalize()} tiles", [legend.EFFECTS[self.tip[1]][1]]
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
                who = self.names[ban["by"]]
                said.append(f"Barred by {who} until {who}'s next turn: no "
                            f"{barred(ban['what'], ban['value'])} may be taken.")
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
            prompts.draw_side_box(surface, box, "Your move", hint, True,
                                  60 if self.button.visible else 0)
        elif self.view["over"]:
            prompts.draw_side_box(surface, box, "The cave is closed", "The game is over.",
                                  False, 0)
        else:
            prompts.draw_side_box(surface, box, "Waiting",
                                  prompts.others_ask(self.view, self.names), False, 0)
