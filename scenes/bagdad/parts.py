"""The city table's own kinds of the parts every table holds (scenes.table.host): its banner
says the panel's decision and the round the board shows, its seat rows end with each seat's
gems, cards, refusal and slipper, over the map (`CityChrome`); its log says what the seat on
screen may know of a move, the exchange summed up before the next phase (`CityTelling`); a long
wait is summed up from the events of concern to the seat (`CityWaiting`). The last move's
rings are the trail's (scenes/bagdad/last_marks.py).

Card faces are named only for their holder: with one human the log says the viewer's own, with
several only what is public (every human reads the log).
"""
from __future__ import annotations

import pygame

from engine.bagdad.words import digest, telling, terms
from engine.bagdad.city import DISTRICTS
from engine.core import Action, Event
from engine.words.language import tr
from scenes.bagdad import board, cards_art, motion, offer_watch, pieces_art
from scenes.kit import theme
from scenes.table.chrome import NAME_GAP, NAME_X, Chrome
from scenes.table.telling import Telling
from scenes.table.waited import Waiting

TOLD_TOGETHER = {*telling.TOLD_TOGETHER, "round"}  # a round's start, told with its income
GEMS_APART = 5      # gems shown side by side in a seat row; more overlap in the same room
NAME_SIZE = 17      # a speaking seat's name: a little under the rows' 19, so the words fit


class CityChrome(Chrome):
    def __init__(self, table) -> None:
        super().__init__(table)
        self.round: int | None = None     # the round the board shows (see follow_round)
        self.callouts: list[tuple[int, str]] = []   # this frame's bubbles too long for a row

    def follow_round(self) -> None:
        """The banner's round is the one the board shows: it changes once the board is still."""
        view = self.table.view
        if not self.table.timeline.busy:
            self.round = view.get("round") if view else None

    def banner_text(self) -> tuple[str, str]:
        table = self.table
        who, what = super().banner_text()
        if table.actions and table.panel.banner:
            what = table.panel.banner
        round_ = self.round or (table.view.get("round") if table.view else None)
        return who, tr("{decision} · round {n}").format(decision=what, n=round_) if round_ \
            else what

    def draw_seat_tag(self, surface: pygame.Surface, row: pygame.Rect, seat: int) -> pygame.Rect:
        """The seat's gems, its card count, and the slipper on its holder."""
        table = self.table
        view, timeline = table.view, table.timeline
        if not view:
            return super().draw_seat_tag(surface, row, seat)
        said = table.watch.reason(seat, table.clock)
        if said is not None:
            return self.draw_speaker(surface, row, seat, said)
        x = row.right - 8
        landing = motion.arriving(timeline, "gem").count(seat)     # still in the air
        pouch = view["pouches"][seat]
        shown = pouch[:len(pouch) - landing]
        step = 15 if len(shown) <= GEMS_APART else max(6, 15 * GEMS_APART // len(shown))
        for gem in reversed(shown):     # a rich pouch closes up: the name keeps its room
            icon = pieces_art.gem(gem["gem"], 16)
            x -= step
            surface.blit(icon, icon.get_rect(midleft=(x, row.centery)))
        x = self.draw_hand(surface, row, x, seat)
        x = table.watch.draw_mark(surface, row, x, view, seat)
        if view["slipper"] == seat and view["phase"] != "place":
            # its place is kept while it flies in: the word beside it was drawn under the flight
            x -= 30
            if seat not in motion.arriving(timeline, "slipper"):
                shoe = pieces_art.slipper(26)
                surface.blit(shoe, shoe.get_rect(midleft=(x, row.centery)))
        player = table.match.seats[seat]
        mood = view["temperaments"][seat] if player.is_ai else None
        said = terms.temperament_word(mood) if mood is not None else \
            self.seat_kind(seat) if player.kind == "friend" else None   # friend, away, AI for now
        if said is not None:        # how readily this AI bluffs: public, as its character;
            word = theme.text(said, 15, theme.MUTED, "italic")
            name = row.x + NAME_X + NAME_GAP + theme.font(14, "bold").size(player.name)[0]
            if x - word.get_width() - 10 >= name:   # left out where the name would be cut
                x -= word.get_width() + 10          # (the face column says it too)
                surface.blit(word, word.get_rect(midleft=(x, row.centery)))
        return pygame.Rect(x, row.y, row.right - x, row.height)

    def draw_hand(self, surface: pygame.Surface, row: pygame.Rect, x: int, seat: int) -> int:
        """Left of `x`: how many cards the seat holds, those still in the air counted."""
        table = self.table
        count = sum(table.view["hand_counts"][seat].values()) \
            + motion.held_cards(table.timeline).get(seat, 0)
        label = theme.text(str(count), 15, theme.TEXT, "bold")
        x -= label.get_width() + 8
        surface.blit(label, label.get_rect(midleft=(x, row.centery)))
        back = cards_art.back(DISTRICTS[0], (12, 17))
        x -= 16
        surface.blit(back, back.get_rect(midleft=(x, row.centery)))
        return x

    def draw_speaker(self, surface: pygame.Surface, row: pygame.Rect, seat: int,
                     said: str) -> pygame.Rect:
        """A seat saying why it refused, for a few seconds: its name whole, its words in a
        bubble filling the row up to its card count (the trade's business); its gems, marks
        and temperament come back when the bubble goes (a bubble beside them cut both)."""
        name = self.table.match.seats[seat].name
        left = row.x + NAME_X + theme.font(NAME_SIZE, "bold").size(name)[0] + NAME_GAP
        x = self.draw_hand(surface, row, row.right - 8, seat)
        room = pygame.Rect(left, row.y, max(0, x - 10 - left), row.height)
        if offer_watch.draw_bubble(surface, room, said) is None:    # too long for the row
            self.callouts.append((seat, said))
        return pygame.Rect(left, row.y, row.right - left, row.height)

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The rows, then the bubbles too long for their rows under the seats' panel, each
        with its speaker's marker (hung under its own row, one covered the next speaker)."""
        self.callouts = []
        super().draw_seats(surface)
        panel, colour_blind = self.seats_rect, self.table.app.settings.colour_blind
        spot = pygame.Rect(panel.x + 6, panel.bottom + 4, panel.width - 12, 0)
        for seat, said in self.callouts:
            def marker(target, centre, seat=seat):
                theme.seat_marker(target, seat, centre, 7, colour_blind)
            spot.y = offer_watch.draw_callout(surface, spot, marker, said).bottom + 4

    def paint_still(self, image) -> None:
        board.draw_map(image, self.table.art)


class CityTelling(Telling):
    tells_the_end = True        # "The game is over: the Grand Vizier stands on …, … wins"

    def retold_first(self) -> int:
        """A resumed game's log retells the round it is in, from the move that began it (its
        income, then every trade and purchase): forty moves were a few offers' claims and
        wishes, and a newcomer missed the round's own trade."""
        log, now = self.table.match.log, self.table.match.state.round
        start, state = self.retold_from(len(log))       # a replay's kept state, or the seed's
        while start and state.round >= now:             # kept inside the round: further back
            start, state = self.retold_from(start - 1)
        for number in range(start, len(log)):
            state.apply(log[number])
            if state.round == now:
                return number           # the move whose events began this round
        return 0

    def unretold(self, first: int) -> str:
        return telling.unretold(self.table.match.state.round)

    def unbeaten(self, events: list[Event]) -> list[tuple[None, list[Event]]]:
        """Each event a group, its line marked with its seat as when played (a retold move
        marked only its first), but what one line tells together (a round's start, its income
        and refills, the viewer's draws) kept together where the first of them comes."""
        together = [e for e in events if e.kind in TOLD_TOGETHER]
        groups = []
        for e in events:
            if e.kind not in TOLD_TOGETHER:
                groups.append((None, [e]))
            elif e is together[0]:
                groups.append((None, together))
        return groups

    def log_move(self, seat: int, action: Action, before: dict, events: list[Event]) -> None:
        """What happened, told once by its events as their beats begin (a trade, a purchase, a
        move): building an offer or a payment, which changes nothing yet, says nothing. The
        exchange's summary comes before the next phase is announced, and what was said in it
        is put away: a refusal's bubble does not last into the purchases."""
        table = self.table
        if not self.retelling:      # a retold refusal is not said again
            table.watch.heard(events, table.viewer, table.clock)
        cut = next((i for i, e in enumerate(events) if e.kind == "phase"), len(events))
        summary = []
        if cut < len(events) and before["phase"] == "exchange":     # the move closed it
            summary = table.watch.summary(table.match, before["round"], table.names,
                                          table.viewer, len(table.humans) == 1)
            table.timeline.cue(table.watch.hush)    # its bubbles go as the board shows its end
        self.tell(events[:cut], seat, telling.subject)
        for line in summary:
            self.say(line)
        self.tell(events[cut:], None, telling.subject)

    def describe_events(self, events: list[Event]) -> list[str]:
        table = self.table
        people = frozenset(i for i, seat in enumerate(table.match.seats) if not seat.is_ai)
        return telling.event_lines(events, table.names, table.viewer, len(table.humans) == 1,
                                   quiet=people)    # no words put in a person's mouth


class CityWaiting(Waiting):
    def struck(self, seat: int, events: list[Event]) -> bool:
        return bool(digest.struck(events, self.table.names, seat))

    def waited_words(self, seat: int, events: list[Event]) -> list[str]:
        """What concerned the seat while it waited; with several humans, from public events
        only (the log is read by all of them, as for describe_events)."""
        humans = self.table.humans
        return digest.summary(events if len(humans) == 1 else
                              [e for e in events if e.visible_to is None], self.table.names, seat)
