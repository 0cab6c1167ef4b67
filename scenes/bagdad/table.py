"""The Thieves of Bagdad table: the city drawn from its Tiled map, the pieces on it, and the side
panel of what the seat on screen must decide, on top of the generic table host.

The seat on screen clicks shaded spaces (placing, moving), glowing pieces (choosing one to
move), its cards (offering, paying, handing over) and the panel's buttons; a space from which
a move may also strike asks which it shall be. What happens plays as animations built from
the engine's events, and the host waits for them before the next AI move, the hand-off or
the results. Card faces are named and drawn only for their holder: the log and the banner
name them only when one human plays, and the panel shows only the viewer's hand.

The table itself is the city and its clicks: where the pieces stand, what may be clicked and
where it lies, the slipper passed for a player without cards. The rest are parts it holds:
`panel` (side_panel.py: the decision and the hand), `chooser` (chooser.py: the talk list or a
move's ways), `staging` (staging.py: a move's beats and headlines), `pointer` (pointer.py: the
way and the tip under the mouse), `watch` (offer_watch.py: what the exchange left), and its
own kinds of the host's chrome, telling, waiting and last move (parts.py, last_marks.py).
"""
from __future__ import annotations

import math

import pygame

from engine.bagdad.words import actions as words
from engine.bagdad.board import DISTANCES
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.pieces import VIZIER
from engine.core import Action, Event
from engine.session import HUMAN
from scenes.kit import idle
from scenes.bagdad import board, guide, motion, offer_watch
from scenes.bagdad.chooser import Chooser
from scenes.bagdad.city_art import CityArt, city_art
from scenes.bagdad.last_marks import CityLastMove
from scenes.bagdad.layout import DESERT_CAMP, MAP, TRADE, WISH, around, deck_rect
from scenes.bagdad.parts import CityChrome, CityTelling, CityWaiting
from scenes.bagdad.pointer import Pointer
from scenes.bagdad.results import BagdadResults
from scenes.bagdad.side_panel import SidePanel
from scenes.bagdad.staging import Staging
from scenes.table.board import ClickTargets, Headline
from scenes.table.guide import Step
from scenes.table.host import TableScene

CAMP_HIT = 15        # px around a piece in the Desert camp that picks it
STEP_PAUSE = 0.2     # seconds an AI's step inside a decision shows on the banner
STEPS = frozenset({"offer", "offer_all", "counter", "give", "ungive", "ask", "unask", "claim",
                   "unclaim", "wish", "unwish", "move", "to", "buy_piece", "buy_gem", "pay",
                   "unpay", "hand_over"})


class CityTable(ClickTargets, TableScene):
    results_scene = BagdadResults
    chrome_class = CityChrome
    telling_class = CityTelling
    waiting_class = CityWaiting
    last_move_class = CityLastMove

    @property
    def names(self) -> list[str]:
        """The seats' names as they are now (a friend's seat takes its guest's)."""
        return [seat.name for seat in self.match.seats]

    def prepare_board(self) -> None:
        super().prepare_board()
        self.chooser, self.watch = Chooser(self), offer_watch.OfferWatch(self.match)
        self.panel = SidePanel(self, self.chooser.talk.open)
        self.staging, self.pointer = Staging(self), Pointer(self)
        self.look = board.Look(colour_blind=self.app.settings.colour_blind)
        self.spots: dict[int, tuple[float, float]] = {}   # where each piece stands, this view
        self.spaces: dict[int, list[Action]] = {}
        self.movers: dict[int, Action] = {}
        self.clock = 0.0                  # seconds at the table: a refusal's reason fades
        self.pulse = idle.Pulse(3.4)
        self.headline = Headline(board.draw_headline, 0.12, 0.3)
        self.action_list.visible = False

    @property
    def art(self) -> CityArt:
        """The city as drawn at the window's present size."""
        return city_art(tuple(MAP))

    # --- keeping the board in step ------------------------------------------------------------
    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        self.staging.animate(before, events, after)

    def beat_started(self, beat) -> None:
        self.staging.announce(beat.events)

    def layout_board(self) -> None:
        view = self.view
        self.chooser.close()
        self.spots = board.spots(view, self.art) if view else {}
        self.find_targets()
        self.panel.lay()
        self.waiting.card.rest(TRADE if self.panel.wide else None)

    def find_targets(self) -> None:
        """What the seat may click on the city now: spaces (placing, a move's end) with their
        cost, and pieces (choosing what to move)."""
        self.spaces, self.movers = {}, {}
        for action in self.actions:
            if action.kind in ("place", "to"):
                self.spaces.setdefault(action.space, []).append(action)
            elif action.kind == "move":
                self.movers[action.piece] = action
        moving = (self.view.get("purchase") or {}).get("piece") if self.view else None
        start = self.space_of(moving) if moving is not None else None
        costs = {s: DISTANCES[start][s] if start is not None else None for s in self.spaces}
        victims = frozenset(a.get("victim") for acts in self.spaces.values() for a in acts
                            if a.kind == "to" and a.get("victim") is not None)
        self.look.spaces, self.look.pieces = costs, frozenset(self.movers)
        self.look.victims = victims
        self.look.moving = moving if self.spaces else None

    def space_of(self, piece: int) -> int | None:
        if piece == VIZIER:
            return self.view["vizier"]["space"]
        return self.view["pieces"][piece]["space"]

    def resume(self) -> None:
        """Back from a hand-off or a menu: no tip until the mouse moves again (the last
        player's hover must not linger for the next)."""
        super().resume()
        self.mouse = (-100, -100)
        self.hover = None

    def ai_pause(self, action: Action) -> float:
        """An AI's offer or purchase is several small steps (the partner, each card, each
        asked district, the piece, the space, each card paid): those pass quickly, and the
        pause is kept for what completes something (sending, answering, confirming)."""
        return STEP_PAUSE if action.kind in STEPS else super().ai_pause(action)

    def guide_steps(self) -> list[Step]:
        view = self.view
        character = view["characters"][view["seat"]] if view and view.get("seat") is not None \
            else None
        return guide.steps(self.art, character) + super().guide_steps()

    # --- words ----------------------------------------------------------------------------
    def own_words(self, action: Action, view: dict | None) -> str:
        """Faces are named only from the viewer's own view, and only when one human plays:
        with several, the log and the banner are read by all of them."""
        private = view is not None and view.get("seat") == self.viewer and len(self.humans) == 1
        return words.action(action, self.names, view if private else None)

    def hint_words(self, action: Action) -> str:
        """The advice names the cards: it is for the seat on screen, from its own view."""
        return words.action(action, self.names, self.view)

    def hint_marks(self, action: Action) -> list[pygame.Rect]:
        """The space (and a strike's victim), the piece, or the card and the button."""
        marks = super().hint_marks(action)
        if action.kind in ("place", "to", "move"):
            return marks
        return marks + [b.rect.inflate(2, 2) for b in self.panel.buttons + self.chooser.buttons
                        + self.chooser.talk.buttons if getattr(b, "action", None) == action]

    # --- the mouse ----------------------------------------------------------------------------
    def update_board(self, dt: float) -> None:
        self.clock += dt
        self.pulse.update(dt)
        fades = self.watch.fades(self.clock)
        if fades is not None:
            idle.due(fades)
        forced = self.forced_pass()
        if forced is not None:
            self.play(forced)
        super().update_board(dt)        # the hover, the timeline and the headline
        self.look.hover = self.hover
        self.chrome.follow_round()
        if self.panel.held and not self.timeline.busy:
            self.layout_board()         # the move is shown: now the decision or whose turn

    def forced_pass(self) -> Action | None:
        """A holder without cards passes the slipper at once (the rules): with one player left
        to take it there is nothing to choose, so the table passes it for a human (without a
        hand-off for it; how many cards a player holds is public)."""
        mover = self.session.to_move()
        if not self.mode.plays or self.timeline.busy or mover is None \
                or self.session.kind(mover) != HUMAN or self.state.hands[mover]:
            return None     # a replay's log holds the pass, played in its turn
        legal = self.session.actions(mover)
        return legal[0] if len(legal) == 1 and legal[0].kind == "pass_slipper" else None

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        """What is under the mouse: a card of the panel, a piece, a space, the Desert, a deck."""
        if not self.view or self.chooser.talk.at(pos):
            return None
        spot = self.panel.card_at(pos)
        if spot is not None:
            return ("card", spot.card["card"])
        button = next((b for b in self.panel.buttons if b.icon is not None and b.action
                       and b.rect.collidepoint(pos)), None)
        if button is not None:
            return ("button", button.action)
        if self.panel.wide and TRADE.collidepoint(pos):
            return None         # the city lies under the offer being dealt
        if DESERT_CAMP.collidepoint(pos):
            near = min(board.in_desert(self.view), default=None,
                       key=lambda piece: math.dist(self.spots[piece], pos))
            if near is not None and math.dist(self.spots[near], pos) <= CAMP_HIT:
                return ("piece", near)
            return ("desert",)
        for district in DISTRICTS:
            if deck_rect(district).inflate(8, 20).collidepoint(pos):
                return ("deck", district)
        if board.VIZIER_NOTE.collidepoint(pos):
            return ("vizier_note",)
        if WISH.collidepoint(pos):
            return ("wish",)
        for seat in range(len(self.names)):
            if self.chrome.seat_row(seat).collidepoint(pos):
                return ("seat", seat)
        space = self.art.space_at(pos)
        if space is None:
            return None
        if space not in self.spaces:
            piece = self.occupant(space)
            if piece is not None and (piece in self.movers or piece in self.look.victims):
                return ("piece", piece)
        return ("space", space)

    def occupant(self, space: int) -> int | None:
        if self.view["vizier"]["space"] == space:
            return VIZIER
        return next((p["piece"] for p in self.view["pieces"]
                     if p["status"] == "city" and p["space"] == space), None)

    def targets(self) -> dict:
        """What the seat may click now: spaces (placing, a move's end; a space a move may also
        strike from has each way), the pieces it may move or strike, the cards it may play."""
        found: dict = {("space", s): acts for s, acts in self.spaces.items()}
        strikes: dict = {}
        for acts in self.spaces.values():       # a piece a move can strike: every way to
            for a in acts:                      # strike it
                if a.get("victim") is not None:
                    strikes.setdefault(a.get("victim"), []).append(a)
        found.update({("piece", p): a for p, a in strikes.items() if p not in self.movers})
        found.update({("piece", p): a for p, a in self.movers.items()})
        found.update({("card", s.card["card"]): s.action for s in self.panel.cards
                      if s.action is not None})
        return found

    def target_rect(self, key: tuple) -> pygame.Rect:
        """A space's, a piece's or a card's ring (the panel's cards lie 4 px apart: the ring
        keeps to its own)."""
        if key[0] == "space":
            return DESERT_CAMP if key[1] == DESERT else around(self.art.centres[key[1]])
        if key[0] == "piece":
            return around(self.spots[key[1]], 34)
        spot = next(s for s in self.panel.cards if s.card["card"] == key[1])
        return self.panel.shown_at(spot, self.panel.card_at(self.mouse)).inflate(6, 6)

    def press(self, pos: tuple[int, int]) -> bool:
        if any(w.visible and w.rect.collidepoint(pos) for w in self.widgets):
            return False                   # a button's click
        if self.chooser.dismiss():
            return True
        return super().press(pos)

    def ask(self, actions: list[Action], pos: tuple[int, int]) -> None:
        """A space from which a move may also strike: which shall it be; a card given in an
        offer: what to call it, or to take it back (scenes/bagdad/chooser.py)."""
        self.chooser.ask(actions, pos)

    # --- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view = self.view
        look = self.look
        look.pulse = self.pulse.value
        look.poses = motion.poses(self.timeline)
        busy = self.timeline.busy
        if busy:
            look = board.Look(look.colour_blind, poses=look.poses, hover=None)
        if not self.panel.wide:         # else hidden under the offer being dealt
            board.draw(surface, self.art, view, look, self.spots)
            self.pointer.draw_route(surface)
            board.draw_decks(surface, view, look)
            board.draw_wish(surface, view, view["seat"] == self.viewer)
        hovered = self.panel.card_at(self.mouse) if not busy else None
        self.panel.draw(surface, hovered, look.pulse, motion.landing_cards(self.timeline))
        self.timeline.draw(surface)
        self.headline.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The host's drawing, then the hover tip over all but a popup (the picker hits nothing)."""
        super().draw(surface)
        self.pointer.draw_tip(surface)
