"""The protocol every game implements, the seeded RNG, actions, events and errors.

Everything here is pure Python and JSON-safe, so that saves, the AI, the UI and the tests can
drive any game the same way (see docs/architecture.md, "The game protocol").
"""
from __future__ import annotations

import abc
import copy
import operator
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, Iterable


class IllegalAction(Exception):
    """Raised by `GameState.apply` for an action that is not legal now."""


class Unavailable(Exception):
    """A game that cannot be loaded on this machine (its map file is missing or broken): the
    catalog leaves it out and says why in one line, and the other games play on."""


class RuleError(ValueError):
    """A game was asked for an impossible set-up (player count, unknown variant, ...)."""


def brief(value: Any, limit: int = 40) -> str:
    """`repr(value)` on one line and at most `limit` characters, for quoting untrusted input
    (a 1 MB game name, a key holding a newline) in an error message."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]          # repr of a huge string is never built whole
    try:
        text = repr(value)
    except ValueError:                 # an int too long for the str conversion limit
        text = f"<a number of {value.bit_length() * 3 // 10}+ digits>"
    except RecursionError:
        text = "<a value nested too deeply>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- JSON-safe values -------------------------------------------------------------------------

def freeze(value: Any) -> Any:
    """Turn lists (from JSON) into tuples, recursively, so that values are hashable."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action parameters cannot be dicts")
    return value


def thaw(value: Any) -> Any:
    """Turn tuples back into lists for JSON."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


_SCALARS = (str, int, bool, type(None))


def _check_param(value: Any) -> None:
    if isinstance(value, tuple):
        for v in value:
            _check_param(v)
    elif not isinstance(value, _SCALARS):
        raise TypeError(f"action parameter {value!r} is not a str, int, bool, None or tuple")


# --- actions and events -----------------------------------------------------------------------

class Action:
    """An immutable, hashable, value-equal decision: a kind and named parameters.

    `Action("take", tile=12)`; parameters are str/int/bool/None or tuples of them.
    Equal actions are interned (one object each, while the pool is not full), because
    `legal_actions()` builds the same few actions again and again: the pool makes building one
    a dictionary look-up and `action in legal_actions()` mostly an identity test. The
    parameters are also the instance's attributes (`action.tile`), read at C speed.
    """

    __slots__ = ("kind", "params", "_hash", "__dict__")
    _pool: dict = {}
    POOL_SIZE = 200_000

    def __new__(cls, kind: str, **params: Any) -> "Action":
        try:
            key = (kind, *params.items())
            found = cls._pool.get(key)
        except TypeError:                       # a list parameter (from JSON): not hashable
            key, found = None, None
        if found is not None:
            return found
        frozen = {k: freeze(v) for k, v in params.items()}
        for v in frozen.values():
            _check_param(v)
        self = object.__new__(cls)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "params", tuple(sorted(frozen.items())))
        object.__setattr__(self, "_hash", hash((kind, self.params)))
        object.__getattribute__(self, "__dict__").update(
            (k, v) for k, v in frozen.items() if not hasattr(cls, k))
        if key is not None:
            if len(cls._pool) >= cls.POOL_SIZE:
                cls._pool.clear()
            cls._pool[key] = self
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and (self.kind, self.params) == (other.kind, other.params)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{args})"

    def __reduce__(self):  # copy/deepcopy support for an immutable slotted object
        return (_rebuild_action, (self.kind, self.params))

    def to_dict(self) -> dict:
        d = {k: thaw(v) for k, v in self.params}
        d["kind"] = self.kind
        return d


def _rebuild_action(kind: str, params: tuple) -> Action:
    return Action(kind, **dict(params))


def action_from_dict(d: Any) -> Action:
    """Inverse of `Action.to_dict`; raises ValueError on anything malformed."""
    if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
        raise ValueError(f"not an action: {d!r}")
    params = {k: v for k, v in d.items() if k != "kind"}
    try:
        return Action(d["kind"], **params)
    except TypeError as exc:
        raise ValueError(f"not an action: {d!r} ({exc})") from None


@dataclass(slots=True)
class Event:
    """Something that happened, in order; the UI animates these, it never diffs states.

    `visible_to` is None when every seat may see the event, else the seats that may
    (a robbed gem is seen only by robber and victim).
    """

    kind: str
    data: dict = field(default_factory=dict)
    visible_to: tuple | None = None

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def event(kind: str, /, visible_to: Iterable[int] | None = None, **data: Any) -> Event:
    """Positional `kind`, so that event data may itself carry a "kind" (a tile's kind)."""
    return Event(kind, data, None if visible_to is None else tuple(visible_to))


# --- the seeded RNG ---------------------------------------------------------------------------

_MASK64 = (1 << 64) - 1
_SPAN = 1 << 64
_GOLDEN, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


class Rng:
    """SplitMix64: tiny, fast enough, and its whole state is one integer.

    Own algorithm rather than `random.Random`, so that the same seed gives the same game on
    every Python version and the state round-trips through JSON as a single number.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _SPAN - _SPAN % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates with `below(i + 1)` for each i, inlined: the same numbers as calling
        it (a game's deal must not change), at a third of the cost, as playouts deal often."""
        state, mask, golden, mix1, mix2 = self.state, _MASK64, _GOLDEN, _MIX1, _MIX2
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _SPAN - _SPAN % n
            while True:
                state = (state + golden) & mask
                z = ((state ^ (state >> 30)) * mix1) & mask
                z = ((z ^ (z >> 27)) * mix2) & mask
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def sample(self, seq, k: int) -> list:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def to_dict(self) -> dict:
        return {"state": self.state}

    @classmethod
    def from_dict(cls, d: dict) -> "Rng":
        rng = cls()
        rng.state = int(d["state"]) & _MASK64
        return rng


# --- results and the state base ---------------------------------------------------------------

@dataclass
class Result:
    """The end of a game: a score per seat, the winners (ties share), and a breakdown per seat."""

    scores: list
    winners: list
    details: list = field(default_factory=list)


class GameState(abc.ABC):
    """Base of every game's state. Subclasses implement the abstract hooks.

    `apply` checks legality here, once, for every game: the UI, the AI and save loading all
    get the same IllegalAction for anything not in `legal_actions()`.
    Subclasses also keep `players` (the seat count) and `turn` (1-based number of the turn in
    progress, counted over all seats; the saves and the autosave use it).
    """

    game: str = "?"
    players: int
    turn: int

    @abc.abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""

    @abc.abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of `to_move()`, in a deterministic order."""

    @abc.abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out an action already known to be legal."""

    @abc.abstractmethod
    def result(self) -> Result:
        """Scores and winners; meaningful once `is_over()`."""

    @abc.abstractmethod
    def view(self, seat: int) -> dict:
        """A JSON-safe dict of what `seat` may know; hidden parts masked."""

    @abc.abstractmethod
    def to_dict(self) -> dict:
        """A JSON-safe dict that the game module's `from_dict` turns back into this state."""

    def apply(self, action: Action) -> list[Event]:
        if self.to_move() is None:
            raise IllegalAction(f"the game is over; {action!r} cannot be played")
        legal = self.legal_actions()      # interned: an identity scan (in C) mostly finds it
        if not any(map(operator.is_, legal, repeat(action))) and action not in legal:
            raise IllegalAction(f"{action!r} is not legal for seat {self.to_move()} now")
        return self._apply(action)

    def is_over(self) -> bool:
        return self.to_move() is None

    def clone(self):
        return copy.deepcopy(self)
