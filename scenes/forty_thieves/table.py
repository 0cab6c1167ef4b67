"""The Forty Thieves card table: the seats round the treasure, the Cave card and the deck.

The seat on screen clicks the cards it may reveal (or the deck, or one card of a 2-player
pair); everything that happens plays as animations from the engine's events, and the base
table waits for them before the next AI move, hand-off or the results. Hovering a card says
whose it is and what revealing it risks, in plain counts of the cards not yet seen.
"""
from __future__ import annotations


import pygame

from engine.core import Action, Event
from engine.forty_thieves.cards import PLACES
from engine.forty_thieves.words import actions, hints, telling
from engine.words.language import tr
from scenes.kit import idle, theme, tips
from scenes.forty_thieves import board
from scenes.forty_thieves.layout import Layout, layout
from scenes.forty_thieves.motion import Beat, beats
from scenes.forty_thieves.parts import CardChrome, CardLastMove, CardTelling
from scenes.forty_thieves.results import FortyResults
from scenes.forty_thieves.shown import Shown
from scenes.table.board import ClickTargets, Headline
from scenes.table.guide import Step
from scenes.table.host import BOARD, TableScene
from scenes.kit.tween import Animated

HEADLINE_TIME = 1.8
CAUGHT_TIME = 3.0     # the catch's headline: over the penalty and the round end's hold


class CardTable(ClickTargets, TableScene):
    results_scene = FortyResults
    chrome_class = CardChrome
    telling_class = CardTelling
    last_move_class = CardLastMove

    def prepare_board(self) -> None:
        super().prepare_board()
        self.shown: Shown | None = None
        self.plan: Layout | None = None   # where everything lies, for the seat at the bottom
        self.anchor: int | None = None
        self.settled = True
        self.lifts: dict[tuple, Animated] = {}
        self.purses: list[Animated] = []
        self.bank = Animated(0.0, 0.5)
        self.sum = Animated(0.0, 0.45)
        self.caught = Animated(0.0, 0.3)
        self.headline = Headline(self.paint_headline, 0.1, 0.25)
        self.pulse = idle.Pulse(3.2)
        self.action_list.visible = False

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.match.seats]

    # --- keeping the board in step --------------------------------------------------------
    def layout_board(self) -> None:
        """After every change: sit the right seat at the bottom and, when no animation is
        playing, show exactly what the view says (a new viewer never sees the last one's)."""
        if not self.view:
            self.shown = None
            return
        anchor = self.viewer if self.humans else 0
        if anchor != self.anchor or self.plan is None:
            self.anchor = anchor
            self.plan = layout(BOARD, self.view["players"], anchor)
        if self.shown is None or not self.timeline.busy:
            self.timeline.clear()
            self.sync()

    def sync(self) -> None:
        self.shown = Shown.from_view(self.view)
        self.settled = True
        if len(self.purses) != self.shown.players:
            self.purses = [Animated(g, 0.5) for g in self.shown.gold]
            self.bank = Animated(self.shown.bank, 0.5)
            self.sum = Animated(self.shown.sum, 0.45)

    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        """A beat per event, moving the table as shown from before the move to the view."""
        self.timeline.add(beats(events))
        self.settled = False

    def beat_started(self, beat: Beat) -> None:
        if beat.event.kind == "penalty":
            said = telling.caught(beat.event, self.names, self.breaker(), self.shown.sum,
                              self.shown.final_round)
            self.headline.show(*said, CAUGHT_TIME, colour=theme.DANGER_LIGHT,
                               centre=self.plan.treasures.center)   # the cave's sum in sight
            return
        said = telling.headline(beat.event, self.names)
        if said:
            self.headline.show(*said, HEADLINE_TIME, colour=theme.GOLD_LIGHT, centre=None)

    def breaker(self) -> str | None:
        """The card revealed last (the one that broke the round, at a catch)."""
        key = self.shown.last_key
        if key is None:
            return None
        if key[0] == "row":
            return self.shown.row[key[1]][0]
        return self.shown.hands[key[1]][key[2]].card

    def update_board(self, dt: float) -> None:
        self.pulse.update(dt)
        super().update_board(dt)    # the hover, then the timeline and the headline
        if self.shown is not None:
            if not self.timeline.busy and not self.settled and self.view:
                self.sync()
            self.ease_counters(dt)

    def ease_counters(self, dt: float) -> None:
        shown = self.shown
        for counter, amount in zip(self.purses, shown.gold):
            counter.target = amount
            counter.update(dt)
        self.bank.target = shown.bank
        self.sum.target = shown.sum
        self.caught.target = 1.0 if shown.caught else 0.0
        for counter in (self.bank, self.sum, self.caught):
            counter.update(dt)
        targets = self.targets()
        for key in set(self.lifts) | set(targets):
            lift = self.lifts.setdefault(key, Animated(0.0, 0.12))
            lift.target = 1.0 if key == self.hover and key in targets else 0.0
            lift.update(dt)

    # --- what the seat may click ----------------------------------------------------------
    def targets(self) -> dict[tuple, Action]:
        """Board keys the seat on screen may click now, and the action each one plays."""
        if self.timeline.busy or self.shown is None:
            return {}
        found = {}
        for action in self.actions:
            if action.kind == "reveal":
                found[("card", action.seat, PLACES.index(action.place))] = action
            elif action.kind in ("reveal_deck", "pass"):
                found[("deck",)] = action
            elif action.kind == "choose":
                pair = self.shown.pair or []
                for i, card in enumerate(pair):
                    if card == action.card:
                        found[("pair", i)] = action
        return found

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        if self.shown is None or self.plan is None:
            return None
        if self.shown.pair is not None:
            index = self.plan.hit_pair(pos)
            return None if index is None else ("pair", index)
        return self.plan.hit(pos)

    def target_rect(self, key: tuple) -> pygame.Rect:
        """The card or the deck, with the ring in the gap round it (and rising with it under
        the mouse)."""
        lift = self.lifts[key].value if key in self.lifts else 0.0
        return self.plan.rect_of(key).inflate(8, 8).move(0, -round(board.LIFT * lift))

    def guide_steps(self) -> list[Step]:
        plan, mine = self.plan, self.anchor if self.anchor is not None else 0
        if plan is None:            # the board is hidden between two players: the table's parts
            return super().guide_steps()
        others = [spot.plate for spot in plan.seats if spot.seat != mine]
        rivals = others[0].unionall(others[1:]) if others else plan.deck
        return [
            Step(plan.seats[mine].plate, tr("Your cards"), tr("Your three cards, face up to "
                 "you alone: the others see only their backs. Every card counts its number; +1 "
                 "and ×2 count from the card revealed before them. In every hand the Boss "
                 "lies on the left, +1 in the centre and ×2 on the right; the other cards "
                 "fill the free places from lowest to highest.")),
            Step(rivals.union(plan.deck), tr("Reveal a card"), tr("On your turn, click another "
                 "player's face-down card or the deck. What it counts is added to the sum.")
                 if len(self.match.seats) != 2 else tr("On your turn, click another player's "
                 "face-down card or the deck. What it counts is added to the sum. With two "
                 "players the deck turns up two cards and you keep one (the Boss, if it is one "
                 "of them).")),
            Step(plan.cave, tr("The sum"), tr("If the sum reaches 12, or the Boss turns up, "
                 "whoever revealed it is caught: they pay the bank 10 gold (or all they have) "
                 "and the round starts again.")),
            Step(plan.treasures, tr("Treasures"), tr("A safe reveal takes the lowest stack of "
                 "gold left; the reveal that first shows a sun and a moon in a round also gets "
                 "10 gold from the bank. The first to reach 80 gold ends the game after that "
                 "round: the most gold wins.")),
            *super().guide_steps(),
        ]

    # --- words ------------------------------------------------------------------------------
    def own_words(self, action: Action, view: dict | None) -> str:
        """A pair's choice stays unsaid to a seat that cannot see the pair: the cards turn
        over a moment later anyway."""
        if action.kind == "choose" and view is not None and view["seat"] != self.viewer:
            return actions.unseen_choice()
        return actions.action(action, self.names, view)

    def hint(self, key: tuple) -> tuple[str, list[str]] | None:
        """The hover text for a thing on the table."""
        view = self.view
        if key[0] == "card":
            return hints.card_hint(view, self.names, key[1], key[2])
        if key[0] == "deck":
            return hints.deck_hint(view)
        if key[0] == "stack":
            return hints.stack_hint(view, key[1])
        if key[0] == "bank":
            return hints.bank_hint(view)
        return None

    # --- drawing ----------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.shown is None:
            return
        targets = self.targets()
        look = board.Look(self.names, self.viewer, self.state.to_move(),
                          self.app.settings.colour_blind, set(targets), self.hover,
                          self.pressed is not None,
                          {k: a.value for k, a in self.lifts.items()},
                          [p.value for p in self.purses], self.bank.value, self.sum.value,
                          self.caught.value, self.pulse.value,
                          self.timeline.hidden, bool(self.humans))
        board.draw(surface, self.plan, self.shown, look)
        if self.shown.pair is not None:
            board.draw_pair(surface, self.plan, self.shown, look)
        self.timeline.draw(surface)
        self.headline.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the hover tip over everything on it (the hint's and the last move's
        rings included)."""
        super().draw(surface)
        if self.hover is not None and self.shown is not None and self.tip_wanted():
            self.draw_tip(surface, BOARD)

    def paint_headline(self, surface: pygame.Surface, title: str, subtitle: str, alpha: float,
                       colour: tuple, centre: tuple | None) -> None:
        board.draw_headline(surface, BOARD, title, subtitle, alpha, colour, centre)

    def draw_tip(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A small panel by the mouse: the hover hint, wrapped to fit, kept on the board."""
        said = self.hint(self.hover)
        if said is not None:
            tips.draw(surface, area, self.mouse, *said)
