"""The Thieves of Bagdad table: the city drawn from its Tiled map, the pieces on it, and the side
panel of what the seat on screen must decide, on top of the generic table host.

The seat on screen clicks shaded spaces (placing, moving), glowing pieces (choosing one to
move), its cards (offering, paying, handing over) and the panel's buttons; a space from which
a move may also strike asks which it shall be. What happens plays as animations built from
the engine's events, and the host waits for them before the next AI move, the hand-off or
the results. Card faces are named and drawn only for their holder: the log and the banner
name them only when one human plays, and the panel shows only the viewer's hand.
"""
from __future__ import annotations

import math

import pygame

from engine.bagdad.words import actions as words, digest, telling
from engine.bagdad.board import DISTANCES
from engine.bagdad.city import DESERT, DISTRICTS
from engine.bagdad.pieces import VIZIER
from engine.core import Action, Event
from scenes.kit import idle, theme, tips
from scenes.bagdad import (beats, board, cards_art, guide, hover, motion, offer_watch, pieces_art,
                           route)
from scenes.bagdad.city_art import CityArt, city_art
from scenes.bagdad.last_marks import Trail
from scenes.bagdad.layout import DESERT_CAMP, MAP, WISH, around, deck_rect
from scenes.bagdad.offer_picker import Picker
from scenes.bagdad.panel import Panel
from scenes.bagdad.results import BagdadResults
from scenes.table.board import ClickTargets, Headline
from scenes.table.guide import Step
from scenes.table.host import BOARD, TableScene
from scenes.kit.widgets import Button

HEADLINE_TIME = 1.6
CAMP_HIT = 15        # px around a piece in the Desert camp that picks it
STEP_PAUSE = 0.2     # seconds an AI's step inside a decision shows on the banner
STEPS = frozenset({"offer", "offer_all", "counter", "give", "ungive", "ask", "unask", "claim",
                   "unclaim", "wish", "unwish", "move", "to", "buy_piece", "buy_gem", "pay",
                   "unpay", "hand_over"})


class CityTable(ClickTargets, TableScene):
    results_scene = BagdadResults

    def prepare_board(self) -> None:
        super().prepare_board()
        self.names = [seat.name for seat in self.match.seats]
        self.picker, self.watch = Picker(self), offer_watch.OfferWatch(self.match, self.viewer)
        self.shown_round: int | None = None
        self.panel = Panel(self.play, self.names, self.picker.open)
        self.look = board.Look(colour_blind=self.app.settings.colour_blind)
        self.spots: dict[int, tuple[float, float]] = {}   # where each piece stands, this view
        self.spaces: dict[int, list[Action]] = {}
        self.movers: dict[int, Action] = {}
        self.chooser: list[Button] = []
        self.trail = Trail()        # where the last mover's steps lie, for the ring round them
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
        """The beats fly from the spots of the view before the move to those of the view now;
        the events no beat shows are announced once the board has shown the move."""
        now = board.spots(after, self.art)
        stage = beats.Stage(self.art, self.spots or now, now, self.seats_rect, self.viewer,
                            self.app.settings.colour_blind, self.panel, after.get("hand") or [])
        played, after_them = beats.build(events, stage)
        self.timeline.add(played)
        if after_them:
            self.timeline.cue(lambda: self.announce(after_them))

    def beat_started(self, beat) -> None:
        self.announce(beat.events)

    def announce(self, events: list[Event]) -> None:
        """A headline over the city for the moments worth one (a round, a kidnap, ...); a
        robbery says which gem to the robber and the victim on screen."""
        for e in events:
            said = telling.headline(e, self.names)
            if e.kind == "robbed_gem":
                said = ("Robbed!", telling.event_lines([e], self.names, self.viewer, True)[0])
            if said:
                self.headline.show(*said, HEADLINE_TIME)

    def layout_board(self) -> None:
        view = self.view
        self.close_chooser()
        self.picker.close()
        self.spots = board.spots(view, self.art) if view else {}
        self.find_targets()
        for button in self.panel.buttons:
            if button in self.widgets:
                self.widgets.remove(button)
        self.panel_held = self.timeline.busy and bool(self.actions)    # the panel, too, waits
        if view:                                            # for the board to show the move
            self.panel.own = self.viewer in self.humans     # else a replay's or an AI's
            self.panel.build(view, [] if self.panel_held else self.actions, self.waiting_words())
            for button in self.panel.buttons:
                button.hovered = button.rect.collidepoint(self.mouse)
                self.add(button)

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

    def last_move_marks(self) -> list[pygame.Rect]:
        """Where the last mover's steps went: spaces, a piece bought into the camp, a gem."""
        if self.last_move is None or not self.view:
            return []
        return self.trail.rects(self.last_move[0], self.art, self.spots)

    def hint_marks(self, action: Action) -> list[pygame.Rect]:
        """The space (and a strike's victim), the piece, or the card and the button."""
        marks = super().hint_marks(action)
        if action.kind in ("place", "to", "move"):
            return marks
        return marks + [b.rect.inflate(2, 2) for b in self.panel.buttons + self.chooser
                        + self.picker.buttons if getattr(b, "action", None) == action]

    def log_move(self, seat: int, action: Action, before: dict, events: list[Event]) -> None:
        """What happened, told once by its events as their beats begin (a trade, a purchase, a
        move): building an offer or a payment, which changes nothing yet, says nothing. The
        exchange's summary comes before the next phase is announced."""
        summary = self.watch.follow(self.match, self.names, self.viewer, len(self.humans) == 1,
                                    self.clock)
        self.trail.follow(seat, events)
        cut = next((i for i, e in enumerate(events) if e.kind == "phase"), len(events))
        self.tell(events[:cut], seat, telling.subject)
        for line in summary:
            self.say(line)
        self.tell(events[cut:], None, telling.subject)

    def describe_events(self, events: list[Event]) -> list[str]:
        return telling.event_lines(events, self.names, self.viewer, len(self.humans) == 1,
                                   quiet=frozenset(self.humans))

    def struck(self, seat: int, events: list[Event]) -> bool:
        return bool(digest.struck(events, self.names, seat))

    def waited_words(self, seat: int, events: list[Event]) -> list[str]:
        """What concerned the seat while it waited; with several humans, from public events
        only (the log is read by all of them, as for describe_events)."""
        return digest.summary(events if len(self.humans) == 1 else
                              [e for e in events if e.visible_to is None], self.names, seat)

    def waiting_words(self) -> str:
        """The panel's words without a decision: the move the board still shows, else whose
        turn it is."""
        seat = self.state.to_move()
        if self.timeline.busy and self.last_move is not None:
            mover, said = self.last_move
            return f"{self.names[mover]}: {said}."
        if seat is None:
            return "The game is over."
        return f"Waiting for {self.names[seat]}."

    def banner_text(self) -> tuple[str, str]:
        who, what = super().banner_text()
        if self.actions and self.panel.banner:
            what = self.panel.banner
        round_ = self.shown_round or (self.view.get("round") if self.view else None)
        return who, f"{what} · round {round_}" if round_ else what

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
        if not self.timeline.busy:      # the banner's round: the one the board shows
            self.shown_round = self.view.get("round") if self.view else None
        if self.panel_held and not self.timeline.busy:
            self.layout_board()         # the move is shown: now the seat's decision

    def forced_pass(self) -> Action | None:
        """A holder without cards passes the slipper at once (the rules): with one player left
        to take it there is nothing to choose, so the table passes it for a human (without a
        hand-off for it; how many cards a player holds is public)."""
        mover = self.state.to_move()
        if not self.mode.plays or self.timeline.busy or mover is None \
                or self.match.seats[mover].is_ai or self.state.hands[mover]:
            return None     # a replay's log holds the pass, played in its turn
        legal = self.state.legal_actions()
        return legal[0] if len(legal) == 1 and legal[0].kind == "pass_slipper" else None

    def hit(self, pos: tuple[int, int]) -> tuple | None:
        """What is under the mouse: a card of the panel, a piece, a space, the Desert, a deck."""
        if not self.view or self.picker.at(pos):
            return None
        spot = self.panel.card_at(pos)
        if spot is not None:
            return ("card", spot.card["card"])
        button = next((b for b in self.panel.buttons if b.icon is not None and b.action
                       and b.rect.collidepoint(pos)), None)
        if button is not None:
            return ("button", button.action)
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
            if self.seat_row(seat).collidepoint(pos):
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
        if self.chooser or self.picker.close():
            self.close_chooser()
            return True
        return super().press(pos)

    def ask(self, actions: list[Action], pos: tuple[int, int]) -> None:
        """A space from which a move may also strike: which shall it be; a card given in an
        offer: what to call it, or to take it back (the picker)."""
        if not self.picker.open(actions, pos):
            self.open_chooser(actions, pos)

    def open_chooser(self, actions: list[Action], pos: tuple[int, int]) -> None:
        width = max(theme.font(15, "bold").size(self.words(a, self.view))[0] for a in actions) + 40
        width = min(width, MAP.width - 20)
        x = min(max(pos[0] - width // 2, MAP.x + 6), MAP.right - width - 6)
        height = 36 * len(actions)
        y = pos[1] - 30 - height if pos[1] - 30 - height >= MAP.y + 6 else \
            min(pos[1] + 30, MAP.bottom - height - 6)    # off the space it is about
        for i, action in enumerate(actions):
            label = self.words(action, self.view)
            button = Button((x, y + 36 * i, width, 32), label, lambda a=action: self.play(a),
                            "primary" if action.get("victim") is not None else "secondary", 15)
            button.action = action
            self.chooser.append(self.add(button))

    def close_chooser(self) -> None:
        for button in self.chooser:
            if button in self.widgets:
                self.widgets.remove(button)
        self.chooser = []

    # --- drawing --------------------------------------------------------------------------
    def draw_seat_tag(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> pygame.Rect:
        """The seat's gems, its card count, and the slipper on its holder."""
        view = self.view
        if not view:
            return super().draw_seat_tag(surface, row, seat)
        x = row.right - 8
        landing = motion.arriving(self.timeline, "gem").count(seat)     # still in the air
        pouch = view["pouches"][seat]
        for gem in reversed(pouch[:len(pouch) - landing]):
            icon = pieces_art.gem(gem["gem"], 16)
            x -= 15
            surface.blit(icon, icon.get_rect(midleft=(x, row.centery)))
        count = sum(view["hand_counts"][seat].values()) \
            + motion.held_cards(self.timeline).get(seat, 0)     # the cards still in the air
        label = theme.text(str(count), 15, theme.TEXT, "bold")
        x -= label.get_width() + 8
        surface.blit(label, label.get_rect(midleft=(x, row.centery)))
        back = cards_art.back(DISTRICTS[0], (12, 17))
        x -= 16
        surface.blit(back, back.get_rect(midleft=(x, row.centery)))
        x = self.watch.draw_marks(surface, row, x, view, seat, self.clock)
        if view["slipper"] == seat and view["phase"] != "place" \
                and seat not in motion.arriving(self.timeline, "slipper"):
            shoe = pieces_art.slipper(26)
            x -= 30
            surface.blit(shoe, shoe.get_rect(midleft=(x, row.centery)))
        return pygame.Rect(x, row.y, row.right - x, row.height)

    def paint_still(self, image) -> None:
        board.draw_map(image, self.art)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        view = self.view
        look = self.look
        look.pulse = self.pulse.value
        look.poses = motion.poses(self.timeline)
        busy = self.timeline.busy
        if busy:
            look = board.Look(look.colour_blind, poses=look.poses, hover=None)
        board.draw(surface, self.art, view, look, self.spots)
        self.draw_route(surface)
        board.draw_decks(surface, view, look)
        board.draw_wish(surface, view, view["seat"] == self.viewer)
        hovered = self.panel.card_at(self.mouse) if not busy else None
        self.panel.draw(surface, hovered, look.pulse, motion.landing_cards(self.timeline))
        self.timeline.draw(surface)
        self.headline.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The host's drawing, then the hover tip over all but a popup (the picker hits nothing)."""
        super().draw(surface)
        if self.hover is None or not self.tip_wanted() or self.chooser or not self.view \
                or self.app.stack.top is not self \
                or self.waited.visible and self.waited.rect.collidepoint(self.mouse):
            return
        said = self.hint(self.hover)
        if said is not None:
            tips.draw(surface, self.tip_area(), self.mouse, *said)

    def tip_area(self) -> pygame.Rect:
        """Where a hover tip may lie: a tip about the city stays off the side panel, and no tip
        hides the way of the move shown (route.beside)."""
        if self.hover[0] in ("space", "piece", "desert", "vizier_note"):
            area = MAP.union(DESERT_CAMP)
        elif self.hover[0] == "seat":
            area = pygame.Rect(BOARD.x, BOARD.y, 1248, BOARD.height)
        else:
            area = BOARD
        way = self.way()
        return area if way is None else route.beside([area, BOARD], way.bounds)

    def way(self) -> route.Way | None:
        """The move the map shows (route.shown): the end being paid for, else the way to the
        end under the mouse."""
        option = next((b.action for b in self.chooser if b.rect.collidepoint(self.mouse)), None)
        hovered = self.hover[1] if self.hover and self.hover[0] == "space" else None
        move = route.shown(self.view, self.look.moving, option, hovered, self.spaces)
        if move is None or move[0] not in self.spots:
            return None
        return route.plan(self.art, self.spots[move[0]], self.space_of(move[0]), *move)

    def draw_route(self, surface: pygame.Surface) -> None:
        way = self.way()
        if way is not None:
            victim = self.spots.get(way.victim) if way.chosen else None
            route.draw(surface, self.art, way, self.look.pulse, self.look.colour_blind, victim)

    def hint(self, key: tuple) -> tuple[str, list[str]] | None:
        return hover.tip(self, key)
