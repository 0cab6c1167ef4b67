"""The table: the host of a running Match that every game's own table extends.

The game loop is the mode's Session (whose turn, checked moves, AI decisions, autosave points;
at a joined game, scenes.table.joined, the host's): AI seats think on a worker thread, human
seats click, a friend's seat moves when its guest's move comes (scenes.table.friends), turns
are autosaved, a curtain passes the computer between two humans, the end brings the results.
Around the turn, the table holds parts, not mixins: `chrome` (banner, seat rows, backdrop),
`telling` (the log in pace with the board), `waiting`, `last` (the last move), `hints`,
`take_backs` and `friends`; a game's table gives its own kind of the first four where it says
or draws more (`chrome_class`, `telling_class`, `waiting_class`, `last_move_class`).

A game table subclasses TableScene: `prepare_board()` sets up its board before the first
layout, `layout_board()` follows every change, `update_board(dt)` every frame, `draw_board(
surface, rect)` draws it from `self.view` (what the seat on screen may know) and
`self.actions` (what it may do now), and `self.play(action)` plays. Every move is animated
through one hook, `animate(before, events, after)`, which fills `self.timeline`; while it is
busy (`board_busy()`) the turn waits. A table may also change `own_words` (how an action reads,
e.g. to keep a secret), `results_scene`, `hint_marks` and `guide_steps`. A game without a table
of its own is played on this one: its actions are buttons under the board.
"""
from __future__ import annotations

import pygame

from engine.core import Action, Event
from engine.match import Match
from engine.session import AI, HUMAN, REMOTE, Played, Session
from engine.words import banner, deeds
from engine.words.language import N_, tr
from saves import background, records
from saves import settings as saved_settings
from saves import store
from saves.format import SaveError
from scenes.table import guide, hinting
from scenes.kit import idle, ink, text, theme
from scenes.table.ai_worker import AiMove
from scenes.table.board.headline import Headline
from scenes.table.board.timeline import Beat, Timeline
from scenes.table.chrome import BANNER, BOARD, GUIDE, MENU, SEATS, Chrome
from scenes.table.takeback import TakeBacks
from scenes.table.guide import GuideScene, Step
from scenes.table.handoff import HandOff
from scenes.table.last_move import LastMove
from scenes.table.log_view import LogView
from scenes.table.mode import PLAYING, Playing
from scenes.table.telling import Telling
from scenes.table.waited import Waiting
from scenes.screens.pause import PauseMenu
from scenes.screens.results import ResultsScene, headline
from scenes.kit.scene import Scene
from scenes.kit.tween import Tween
from scenes.kit.widgets import LEFT, Button
from scenes.kit.scrolling import ScrollList

__all__ = ["BANNER", "BOARD", "SEATS", "TableScene", "describe"]
ACTIONS_H = 200    # the action buttons' part of the board, at its foot
AI_PAUSE = 0.9   # seconds an AI's chosen move stays on the banner before it is played
CLICKS = (1, 2, 3)  # the mouse buttons that click (4 and 5 turn the wheel)


def describe(match: Match, action: Action, view: dict | None) -> str:
    """The game's own words for an action, or its repr for a game that has none."""
    describe_action = getattr(match.game, "describe_action", None)
    if describe_action is None:
        return repr(action)
    try:
        return describe_action(action, view)
    except Exception:  # a describing bug should cost words, not the game
        return repr(action)


class TableScene(Scene):
    results_scene = ResultsScene
    chrome_class = Chrome           # the parts a game's table may give its own kind of
    telling_class = Telling
    waiting_class = Waiting
    last_move_class = LastMove

    def __init__(self, app, match: Match, mode: Playing = PLAYING) -> None:
        super().__init__(app)
        self.match, self.mode = match, mode
        self.session = mode.session(match)     # the game loop: here, or a host's (joined)
        self.humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]  # here
        # The seat whose private view is on screen: the only human; with several humans, the
        # one the computer was last handed to (None until the first hand-off); with no humans,
        # the seat to move (watching the AIs play).
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        if not self.humans:
            self.viewer = match.state.to_move() or 0
        self.thinking: AiMove | None = None
        self.drawn = False      # until the first frame is out (see advance_ai)
        self.tip_away = False   # a click puts the hover tips away until the pointer moves
        self.pace: Tween | None = None
        self.finished = False
        self.chrome = self.chrome_class(self)
        self.last = self.last_move_class(self)
        seats_h = self.chrome.seats_rect.height
        log_rect = pygame.Rect(SEATS.x, SEATS.y + seats_h + 14, SEATS.width,
                               BOARD.bottom - SEATS.y - seats_h - 14)
        self.log = self.add(LogView(log_rect, app.settings.colour_blind))
        self.log.framed = False     # its panel is in the chrome
        actions_rect = pygame.Rect(BOARD.x + 16, BOARD.bottom - ACTIONS_H + 28, BOARD.width - 32,
                                   ACTIONS_H - 40)
        self.action_list = self.add(ScrollList(actions_rect))   # game tables hide it
        self.view: dict = {}
        self.actions: list[Action] = []
        self.decision = ""
        self.hints = hinting.Hints(self.toggle_hint)
        self.add(self.hints.button)
        self.guide_button = self.add(Button(GUIDE, N_("Guide (G)"), self.open_guide, "secondary",
                                            18))
        self.guide_offered = False
        self.menu_button = self.add(Button(MENU, N_("Menu (Esc)"), self.back, "secondary", 16))
        self.take_backs = TakeBacks(self)
        self.add(self.take_backs.button)
        self.timeline = Timeline(self, self.beat_started)
        self.telling = self.telling_class(self)
        self.headline: Headline | None = None    # set by a table that shows one
        self.waiting = self.waiting_class(self)
        self.friends = mode.friends(self)
        self.prepare_board()
        self.telling.open_log()
        self.refresh()
        if not mode.plays:          # watched: nobody plays, everyone watches
            self.humans = []
            self.guide_button.visible = False
            self.guide_offered = True
            self.appear.skip()
            self.refresh()          # laid out again for no players (the card table's seats)

    state = property(lambda self: self.match.state)
    goes_on = property(lambda self: self.friends.hosting)   # under a menu too: friends play on

    def refresh(self) -> None:
        """Recompute what is shown after any change: the view, the clickable actions and the
        banner's words."""
        to_move = self.session.to_move()
        if not self.humans and to_move is not None and self.mode.plays:
            self.viewer = to_move
        self.view = self.seat_view(self.viewer) if self.viewer is not None else {}
        legal = self.session.actions(to_move) if to_move is not None else []
        here = self.mode.plays and self.session.waiting_for() == HUMAN
        self.actions = self.session.actions(self.viewer) if here else []
        self.action_list.set_items([self.action_button(a) for a in self.actions], flow=True)
        self.hints.follow(self.moment())
        self.layout_board()
        kinds = list(dict.fromkeys(a.kind.replace("_", " ") for a in legal))
        self.decision = banner.decide(kinds, len(legal)) if legal else ""
        self.chrome.follow_banner()

    def language_changed(self) -> None:
        """The log, the banner and a waited card in the language now chosen."""
        self.telling.tell_again()
        self.waiting.language_changed()
        self.refresh()

    def seat_view(self, seat: int) -> dict:
        """The view the table shows of `seat` (its mode's: a replay's opens every hand)."""
        return self.mode.seat_view(self, seat)

    def words(self, action: Action, view: dict | None) -> str:
        """How an action reads at this table (buttons, banner, log): the mode's words where
        it has its own (a replay's, in the third person), else the table's."""
        said = self.mode.words(self, action, view)
        return self.own_words(action, view) if said is None else said

    def own_words(self, action: Action, view: dict | None) -> str:
        """The table's words for an action; a game's table says its own."""
        return describe(self.match, action, view)

    def action_button(self, action: Action) -> Button:
        label = self.words(action, self.view)
        wide = min(self.action_list.rect.width - 40, theme.font(20, "bold").size(label)[0] + 48)
        button = Button((0, 0, max(120, wide), 46), label, lambda: self.play(action), "primary", 20)
        button.action = action
        return button

    # --- the hint -----------------------------------------------------------------------------
    def moment(self) -> tuple:
        """Which decision is on screen: a hint answers this one only."""
        return self.session.turn, self.viewer

    def toggle_hint(self) -> None:
        """The Hint button: ask the normal AI what it would do from this seat's view, or put
        away the hint on screen."""
        if self.hints.move is not None:
            self.hints.drop()
        elif self.actions and not self.board_busy():
            self.hints.ask(self.session.advice(self.viewer), self.moment(), self.app.threaded_ai)

    def hint_words(self, action: Action) -> str:
        """The advice in words, for the seat on screen (whose own view it comes from)."""
        return self.words(action, self.view)

    def hint_marks(self, action: Action) -> list[pygame.Rect]:
        """Where the advised action lies on screen; game tables mark their own board."""
        return [b.rect.inflate(6, 6) for b in self.action_list.items
                if b.action == action and b.rect.colliderect(self.action_list.rect)]

    # --- the first-game guide ------------------------------------------------------------------
    def guide_steps(self) -> list[Step]:
        """The table's parts and how a turn goes, for the guide; game tables add their own."""
        return [
            Step(BANNER, tr("Whose turn"), tr("The banner says whose turn it is and what they "
                 "must do. On your turn, Hint (H) shows what the normal AI would do there, "
                 "without playing it.")),
            Step(self.chrome.seats_rect, tr("At the table"), tr("Everyone playing, in turn "
                 "order: the highlighted row is the player to move.")),
            Step(self.log.rect, tr("What happened"), tr("Every move and what it caused, newest "
                 "at the bottom. Menu (or Esc) opens the menu: save, rules, settings, or leave "
                 "the game.")),
        ]

    def open_guide(self) -> None:
        self.app.stack.push(GuideScene(self.app, self.guide_steps()))

    def offer_guide(self) -> None:
        """The first time a person sits at this game's table, its guide opens by itself."""
        self.guide_offered = True
        game, settings = self.match.game.NAME, self.app.settings
        if not self.app.guides or not self.humans or not self.mode.plays \
                or game in settings.guides_seen:
            return
        seen = saved_settings.seen_guide(settings, game)
        self.app.apply_settings(seen)
        try:
            saved_settings.save(seen)
        except SaveError:
            pass            # the guide opens again next time: nothing is lost
        self.open_guide()

    # --- the turn loop ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.update_board(dt)
        if self.board_busy():
            idle.moving()           # a beat may wait before its tween: the frames go on
        self.take_backs.follow(dt)  # after every move, and a setting changed under the pause
        super().update(dt)
        for reason in background.failures(self.match.id):
            self.log.add(tr("Autosave failed: {reason}").format(reason=reason),
                         colour=theme.DANGER_LIGHT)
        if self.drawn and self.appear.done and not self.guide_offered:
            self.offer_guide()      # once the table is in full view: beneath it, it stands still
        self.chrome.update(dt)
        self.hints.update(dt)
        self.hints.offer(bool(self.actions) and not self.finished and not self.board_busy())
        self.friends.update()       # a friend's seat named, a host's news heard
        seat, waiting = self.session.to_move(), self.session.waiting_for()
        self.waiting.waits.tick(dt, seat)
        if self.finished or self.board_busy() or not self.mode.plays:
            return
        if waiting is None:
            if self.headline is None or not self.headline.showing:
                self.last.show()
                self.finish()       # once the board has said its last words
        elif waiting == AI:
            self.advance_ai(seat, dt)
        elif waiting == REMOTE:     # a friend's move once it has come, or the AI's for it
            if self.thinking is not None or self.friends.stands_in(seat):
                self.advance_ai(seat, dt, self.friends.STAND_IN)
            elif (action := self.friends.take(seat)) is not None:
                self.play(action)
        elif len(self.humans) > 1 and self.viewer != seat:
            self.app.stack.push(HandOff(self.app, self, seat))
        else:
            self.waiting.end(seat)
            self.last.show()

    def advance_ai(self, seat: int, dt: float, level: str | None = None) -> None:
        if self.thinking is None:
            if self.app.threaded_ai and not self.drawn:     # asked once the first frame is
                return idle.moving()    # painted: a worker beside it would take half the GIL
            self.thinking = AiMove(self.session.decision(seat, level), self.app.threaded_ai)
        if self.thinking.ready:
            if self.pace is None:
                self.pace = Tween(0.0, 1.0, self.ai_pause(self.thinking.action))
            self.pace.update(dt)
            if self.pace.done:
                move, self.thinking, self.pace = self.thinking, None, None
                if move.error:
                    self.log.add(move.error, colour=theme.DANGER_LIGHT)
                self.play(move.action)

    def ai_pause(self, action: Action) -> float:
        """Seconds an AI's chosen move stays on the banner before it is played (before the
        speed setting); a game may hurry the small steps of a longer decision."""
        return AI_PAUSE

    def play(self, action: Action) -> list[Event]:
        """The seat to move plays `action` (at a joined game: sent, shown when it comes back)."""
        played = self.session.play(self.session.to_move(), action)
        if played is None:
            self.refresh()
            return []
        return self.show(played)

    def show(self, played: Played) -> list[Event]:
        """A move played: shown, logged, sent to friends, autosaved (a joined game's move of
        another seat comes without its action: its news is its events)."""
        self.friends.moved(played)
        seat, action, before, events = played.seat, played.action, played.before, played.events
        idle.moving()               # the next turn goes on at the next frame
        with deeds():               # the banner says it as the mover's deed
            deed = tr("makes a move") if action is None else self.words(action, before)
        self.last.move = seat, deed
        self.waiting.saw(seat, events)
        queued = self.timeline.queued()
        if self.view:       # the board on screen shows the move, before its new layout
            self.animate(self.view, Session.seen_by(played, self.viewer),
                         self.seat_view(self.viewer))
        self.telling.move(seat, action, before, events,
                          [b for b in self.timeline.queued() if b not in queued])
        if played.turn_done:
            self.autosave(in_background=self.app.threaded_ai)   # the frame does not wait
        self.refresh()
        return events

    # --- the board (a game table's own) -------------------------------------------------------
    def prepare_board(self) -> None:
        """Hook: set up the board's own state, before the first layout."""

    def layout_board(self) -> None:
        """Hook: after every change (a new view, new actions)."""

    def update_board(self, dt: float) -> None:
        """Every frame, before the turn goes on: the board's beats and headline play on; a
        table eases its own things here too."""
        self.timeline.update(dt)
        if self.headline is not None:
            self.headline.update(dt)

    def animate(self, before: dict, events: list[Event], after: dict) -> None:
        """Hook, the one way a move reaches the board: `before` is the view on screen when it
        was made, `events` what it caused that the seat on screen may see, `after` that same
        seat's view now (called before the board is laid out anew, so a table still has its
        old layout at hand). A table adds the beats showing it to `self.timeline`."""

    def beat_started(self, beat: Beat) -> None:
        """Hook: a beat of the timeline begins (the moment for its headline)."""

    def board_busy(self) -> bool:
        """True while the board still shows what happened, so that the next AI move, the
        hand-off curtain, the results and the banner wait for it."""
        return self.timeline.busy

    def closing(self) -> None:
        """Closing the window mid-turn keeps the game exactly where it stands."""
        self.finished or self.autosave()
        self.left()

    def left(self) -> None:     # the table is left: friends' guests are told, the port closed
        self.friends.close()

    def autosave(self, in_background: bool = False) -> str | None:
        """Save the game where it stands; the reason when that failed (the log says it too).
        `in_background`: written off the frame loop (saves.background); a failure is then
        told in the log a frame or so later."""
        if not self.mode.keeps:
            return None     # a replay is of a save, never a new one; a joined game is its host's
        try:
            store.autosave(self.match, in_background)
        except store.SaveError as exc:
            self.log.add(tr("Autosave failed: {reason}").format(reason=exc),
                         colour=theme.DANGER_LIGHT)
            return str(exc)
        return None

    def finish(self) -> None:
        self.finished = True
        if not self.telling.tells_the_end:      # else its own line said it, and more
            self.log.add(tr("The game is over. {headline}").format(headline=headline(self.match)))
        if self.mode.keeps:
            records.note_later(self.match)      # the player's record, off the frame loop
        self.app.stack.push(self.results_scene(self.app, self))

    # --- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION or event.type == pygame.MOUSEBUTTONDOWN \
                and event.button in CLICKS:     # a button's click too: the table changes
            self.tip_away = event.type == pygame.MOUSEBUTTONDOWN    # under a still pointer
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT and self.pace is not None:
            self.pace.skip()   # a click hurries the AI move along
        if event.type == pygame.KEYDOWN and event.key == hinting.KEY and self.hints.button.visible:
            self.hints.button.click()
            return
        if event.type == pygame.KEYDOWN and event.key == guide.KEY:
            self.guide_button.click()
            return
        if self.take_backs.is_key(event):
            self.take_backs.press()     # greyed or not: the keyboard is told why in the log
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.on_button(event.pos):
            super().handle_event(event)  # pressed, not taken by the board as a skip-click
            return
        if self.board_event(event):
            return
        super().handle_event(event)

    def tip_wanted(self) -> bool:
        """Whether a hover tip may show: the board at rest and no click since the pointer
        last moved (else the tip of what lies under the pointer after the click, a card of
        the hand laid anew, stays over the table through the AIs' turns)."""
        return not self.tip_away and not self.board_busy()

    def on_button(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on a button that a click would press (Undo, Guide, Hint, ...)."""
        return any(isinstance(widget, Button) and widget.visible and widget.enabled
                   and widget.rect.collidepoint(pos) for widget in self.widgets)

    def board_event(self, event: pygame.event.Event) -> bool:
        """Hook for game tables with their own hit-testing; True when the event is used."""
        return False

    def back(self) -> None:
        """Esc: the pause menu; on a finished game looked at after "See the board", the
        results again."""
        if self.finished:
            self.app.stack.push(self.results_scene(self.app, self))
        else:
            self.app.stack.push(PauseMenu(self.app, self))

    # --- drawing ------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        self.chrome.draw(surface)
        self.drawn = True
        if self.view:
            self.draw_board(surface, BOARD)
        else:
            text.draw(surface, tr("The board is hidden until the next player takes the "
                                  "computer."), BOARD.center, 22, theme.MUTED, "italic",
                      "center", max_width=BOARD.width - 60)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The widgets, then the hint's rings over the board and its buttons, and why Undo is
        greyed when the pointer is over it; the last move's ring lies under them all."""
        self.last.draw(surface)
        super().draw_widgets(surface)
        self.take_backs.draw_tip(surface)
        action = self.hints.action
        if action is not None and self.view and not self.board_busy():
            self.hints.draw(surface, self.hint_marks(action))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A game without a board of its own: what the seat on screen may do, as buttons at the
        board's foot (the ScrollList of actions)."""
        ink.line(surface, theme.GOLD_DARK, (rect.x + 20, rect.bottom - ACTIONS_H),
                 (rect.right - 20, rect.bottom - ACTIONS_H))
        heading = tr("Your move") if self.actions else tr("Waiting for the other seats")
        text.draw(surface, heading, (rect.x + 24, rect.bottom - ACTIONS_H + 4), 19, theme.GOLD,
                  "bold")
