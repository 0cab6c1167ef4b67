"""A game being played: which game, who sits where, the seed, options and the action log.

The saves, the arena and the table scenes all hold a Match; the state is always the result of
replaying the log from the seed, so a Match can be rebuilt and checked from its log alone.
"""
from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass, field
from types import ModuleType

from engine import ai, catalog, takeback
from engine.ai import LEVELS
from engine.core import Action, Event, GameState, RuleError, brief
from engine.words.language import tr

MAX_NAME = 60   # far above the setup screen's name field
PEOPLE = ("human", "friend")    # a person plays the seat: at this computer, or at another

class SeatSpecError(ValueError):
    """A players spec such as 'human,ai:normal' that cannot be understood."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"          # "human" (at this computer), "friend" (at another) or "ai"
    level: str | None = None     # for AI seats: one of LEVELS

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @property
    def spec(self) -> str:
        return f"ai:{self.level}" if self.is_ai else self.kind

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, d: dict) -> "Seat":
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise SeatSpecError(tr("a seat needs a name: {value}").format(value=brief(d)))
        seat = cls(d["name"], d.get("kind"), d.get("level"))
        seat.validate()
        return seat

    def validate(self) -> None:
        """A name a screen can show on one line, and a kind with a level that exists."""
        if not 0 < len(self.name) <= MAX_NAME or not self.name.isprintable():
            raise SeatSpecError(tr("a seat's name must be 1 to {most} printable characters, "
                                   "not {value}").format(most=MAX_NAME, value=brief(self.name)))
        if self.kind in PEOPLE and self.level is None:
            return
        if self.kind == "ai" and self.level in LEVELS:
            return
        raise SeatSpecError(tr("a seat must be human, friend or ai with a level in {levels}, not "
                               "{kind} {level}").format(levels=LEVELS, kind=brief(self.kind),
                                                        level=brief(self.level)))


# Not the names of Thieves of Bagdad's characters (Sinbad, Sheherazade...): a seat called "Sinbad"
# playing the character David would mislead.
AI_NAMES = ("Morgiana", "Aladdin", "Jasmine", "Kasim", "Shahryar", "Dunyazad")


def parse_spec(spec: str) -> tuple[str, str | None]:
    """'human' -> ('human', None); 'friend' -> ('friend', None); 'ai:hard' -> ('ai', 'hard');
    'ai' -> ('ai', 'normal')."""
    spec = spec.strip().lower()
    if spec in PEOPLE:
        return spec, None
    if spec == "ai":
        return "ai", "normal"
    if spec.startswith("ai:") and spec[3:] in LEVELS:
        return "ai", spec[3:]
    raise SeatSpecError(tr("unknown player {spec}: use human, friend, ai:easy, ai:normal or "
                           "ai:hard").format(spec=brief(spec)))


def seats_from_specs(specs: list[str]) -> list[Seat]:
    """Seats with default names: Player 1.. for humans, storybook names for AIs."""
    seats, humans, friends, ais = [], 0, 0, 0
    for spec in specs:
        kind, level = parse_spec(spec)
        if kind == "human":
            humans += 1
            seats.append(Seat(f"Player {humans}", "human"))
        elif kind == "friend":          # named by the friend as it sits down
            friends += 1
            seats.append(Seat(f"Friend {friends}", "friend"))
        else:
            seats.append(Seat(AI_NAMES[ais % len(AI_NAMES)], "ai", level))   # the level is
                                                                           # shown beside it
            ais += 1
    return seats


def check_seats(game: ModuleType, seats: list[Seat]) -> None:
    """The seat count fits the game, and every AI seat asks for a level the game has."""
    if not game.MIN_PLAYERS <= len(seats) <= game.MAX_PLAYERS:
        raise SeatSpecError(tr("{game} takes {low} to {high} players, not {n}").format(
            game=tr(game.TITLE), low=game.MIN_PLAYERS, high=game.MAX_PLAYERS, n=len(seats)))
    offered = ai.levels(game, len(seats))
    for seat in seats:
        if seat.is_ai and seat.level not in offered:
            said = (tr("{game} has no {level} AI (its levels: {levels})")
                    if seat.level not in ai.levels(game) else
                    tr("{game} has no {level} AI at {n} players (its levels there: {levels})"))
            raise SeatSpecError(said.format(game=tr(game.TITLE), level=tr(seat.level),
                                            n=len(seats), levels=", ".join(map(tr, offered))))


def position(state: GameState) -> bytes:
    """A digest of everything in a state (hidden cards and the chance stream included): equal
    digests are the same position, from which the same moves lead to the same game."""
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).digest()


def new_id() -> str:
    """A fresh match id: 12 hex digits, safe as a file name."""
    return uuid.uuid4().hex[:12]


@dataclass
class Match:
    game: ModuleType
    seats: list[Seat]
    seed: int
    options: dict
    state: GameState
    log: list[Action] = field(default_factory=list)
    id: str = field(default_factory=lambda: new_id())  # names its autosave file
    take_backs: int = 0     # moves taken back so far (engine/takeback.py); never in the state
    origin: str = ""        # the replayed game this one was played on from ("" for none)
    begun: int = 0          # moves of the log that were the replay's when it was played on:
                            # nobody made them in this game, so none is taken back
    room: dict | None = None    # a hosted game's room code and its guests' tickets (net/), so
                                # that resuming it lets the same friends back in

    def __post_init__(self) -> None:
        self._forget_loops()

    def _forget_loops(self) -> None:
        self._kept = list(self.log)    # the log less its loops: what a save holds
        self._marks: dict[bytes, int] = {}   # this turn's positions -> len(_kept) there
        self._order: list[bytes] = []        # the same positions, in the order reached
        self._turn: int | None = None

    @classmethod
    def new(cls, game_name: str, seats: list[Seat], seed: int,
            options: dict | None = None) -> "Match":
        game = catalog.get(game_name)
        check_seats(game, seats)
        options = dict(options or {})
        if hasattr(game, "seat_options"):
            options = game.seat_options(options, [seat.is_ai for seat in seats])
        state = game.new_game(players=len(seats), seed=seed, **options)
        return cls(game, list(seats), seed, options, state, [])

    @property
    def name(self) -> str:
        return self.game.NAME

    def apply(self, action: Action) -> list[Event]:
        loops = getattr(self.game, "TAKES_BACK", False)
        if loops and self._turn != self.state.turn:
            self._start_turn()
        events = self.state.apply(action)   # raises IllegalAction before the log changes
        self.log.append(action)
        self._kept.append(action)
        if loops and self.state.turn == self._turn:
            self._close_loop()
        return events

    def restore(self, action: Action) -> None:
        """Play a saved move: a save holds no loops to look for (see `kept_log`)."""
        self.state.apply(action)
        self.log.append(action)
        self._kept.append(action)
        self._turn = None

    @property
    def kept_log(self) -> list[Action]:
        """The log without its loops: steps that came back to a position reached earlier in
        the same turn (a card given and taken back, a payment made and unmade, a move chosen
        and cancelled) are left out, so replaying it reaches the same position. Saves hold
        this, so that no amount of back-and-forth makes a save slow to write or to resume."""
        return self._kept

    def _start_turn(self) -> None:
        """A new turn: positions of earlier turns cannot come back (the turn is part of the
        position), so only this turn's are remembered."""
        self._turn = self.state.turn
        start = position(self.state)
        self._marks, self._order = {start: len(self._kept)}, [start]

    def _close_loop(self) -> None:
        """Cut the steps since the position now reached was last left, if it was reached
        earlier this turn; else remember it."""
        here = position(self.state)
        earlier = self._marks.get(here)
        if earlier is None:
            self._marks[here] = len(self._kept)
            self._order.append(here)
            return
        del self._kept[earlier:]
        while self._marks[self._order[-1]] > earlier:
            del self._marks[self._order.pop()]

    def decision_seed(self) -> int:
        """The one rule for an AI decision's randomness (engine.session): the game's seed and
        the move's place in the log, never the game's own Rng, so that the same seed and seats
        play the same game at the table, in the arena and in a replay."""
        return self.seed * 1_000_003 + len(self.log)

    def take_back_moves(self, seat: int) -> int:
        """How many moves of the log a take-back by `seat` would remove now (its last move and
        the AI moves after it); 0 when none is fair (engine/takeback.py)."""
        return takeback.moves(self, seat)

    def take_back(self, seat: int) -> int:
        """Take back `seat`'s last move and what followed it, as many as `take_back_moves`
        says (RuleError when that is none); the game is replayed to just before it."""
        count = self.take_back_moves(seat)
        if not count:
            raise RuleError(tr("no move can be taken back fairly now: one since showed "
                               "something new, or another player made one"))
        kept = self.log[:-count]
        self.state, self.log = self.fresh_state(), []
        self._forget_loops()
        for action in kept:
            self.apply(action)
        self.take_backs += 1
        return count

    def played_on(self, moves: int, seats: list[Seat], origin: str) -> "Match":
        """A new game (its own id, no take-backs) at this one's position after its first
        `moves` moves, with `seats` sitting there (as many as here, any kinds): same seed and
        same moves, so every hand, deck and tile is as it was then."""
        if not 0 <= moves <= len(self.log) or len(seats) != len(self.seats):
            raise RuleError(tr("cannot play on from move {moves} with {n} seats").format(
                moves=moves, n=len(seats)))
        match = Match.new(self.name, seats, self.seed, self.options)
        for action in self.log[:moves]:
            match.restore(action)
        match.origin, match.begun = origin, moves
        return match

    def fresh_state(self) -> GameState:
        """The game as it stood before the first move: replays start here."""
        return self.game.new_game(players=len(self.seats), seed=self.seed, **self.options)

    def score_history(self) -> list[list]:
        """Every seat's score at the start and after each completed turn, by replaying the log.

        Meant for the end of the game, when nothing is hidden any more: mid-game scores may
        count tiles or cards that some seats cannot see.
        """
        state = self.fresh_state()
        history, turn = [list(state.result().scores)], state.turn
        for action in self.log:
            state.apply(action)
            if state.turn != turn or state.is_over():
                turn = state.turn
                history.append(list(state.result().scores))
        return history
