"""The messages between a host and its guests: one JSON object a websocket text frame, at most
MAX_BYTES, each with its `type` and the protocol's version `v`, checked against its schema
before anything reads it. Anything from the network is hostile until it passes here: a frame
too large, not JSON, nested past MAX_DEPTH, of an unknown type, or with a field missing, of
the wrong kind or too long is a `BadMessage`, with the reason to send back.

Guest to host: `hello` (the room code, the guest's name, and on a return its seat and the
ticket it was given), `play` (an action for the turn it names), `ping`.
Host to guest: `welcome` (the game, the seats, the guest's seat and ticket), `state` (what the
seat may see now: its view, its legal actions when it is to move, the last move's action where
the seat may know it and the events of it the seat may see; once the game is over, the whole
game as it ended and its score after every turn), `refused` (a reason), `bye` (the host leaves,
or sends the guest away).
"""
from __future__ import annotations

import json
import secrets
import string

from engine.words.language import N_

VERSION = 1
HOST_LEFT = N_("the host has left the game")    # a bye's reason: it may come back (Continue)
MAX_BYTES = 128 * 1024      # the largest view (Ali Baba's cave) is about 10 kB
MAX_DEPTH = 24
CODE_LETTERS = "".join(c for c in string.ascii_uppercase + string.digits if c not in "IO01")
CODE_LENGTH = 4
NAME_LENGTH = 40


class BadMessage(ValueError):
    """A message that is no message of this protocol; its text is the reason sent back."""


class OtherVersion(BadMessage):
    """A message of another version of the protocol: the other side runs another app."""


class Text:
    """A string field of at most `most` characters, printable."""

    def __init__(self, most: int) -> None:
        self.most = most

    def check(self, value) -> bool:
        return isinstance(value, str) and len(value) <= self.most and value.isprintable()


class Whole:
    """A whole number from `least` to `most` (never a bool)."""

    def __init__(self, least: int = 0, most: int = 2 ** 31) -> None:
        self.least, self.most = least, most

    def check(self, value) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) \
            and self.least <= value <= self.most


class Kind:
    """A value of one of `kinds` (None stands for null)."""

    def __init__(self, *kinds) -> None:
        self.kinds = tuple(type(None) if k is None else k for k in kinds)

    def check(self, value) -> bool:
        if isinstance(value, bool):
            return bool in self.kinds
        return isinstance(value, self.kinds)


SEAT, TURN, TICKET = Whole(0, 15), Whole(), Text(64)
SCHEMAS = {
    "hello": {"code": Text(CODE_LENGTH), "name": Text(NAME_LENGTH), "seat": Kind(int, None),
              "ticket": Kind(str, None)},
    "play": {"turn": TURN, "action": Kind(dict)},
    "ping": {},
    "welcome": {"game": Text(40), "seats": Kind(list), "seat": SEAT, "ticket": TICKET,
                "options": Kind(dict)},
    "state": {"turn": TURN, "to_move": Kind(int, None), "view": Kind(dict),
              "action": Kind(dict, None), "actions": Kind(list), "events": Kind(list),
              "away": Kind(list), "scores": Kind(list), "final": Kind(dict, None)},
    "refused": {"reason": Text(300)},
    "bye": {"reason": Text(300)},
}
FROM_GUEST = {"hello", "play", "ping"}
FROM_HOST = {"welcome", "state", "refused", "bye"}


def room_code() -> str:
    """A short code to tell the friends: four letters and digits, none to misread."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def encode(kind: str, **fields) -> str:
    """A message as the text sent: compact, keys sorted (the same message, the same bytes)."""
    return json.dumps({"type": kind, "v": VERSION, **fields}, sort_keys=True,
                      separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def decode(frame, allowed: set[str]) -> dict:
    """The message in a frame, checked against its schema; BadMessage otherwise."""
    if not isinstance(frame, str):
        raise BadMessage("messages are text")
    if len(frame.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise BadMessage(f"a message is at most {MAX_BYTES} bytes")
    if _depth(frame) > MAX_DEPTH:
        raise BadMessage("a message is nested too deeply")
    try:
        message = json.loads(frame, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise BadMessage("a message is a JSON object") from None
    if not isinstance(message, dict):
        raise BadMessage("a message is a JSON object")
    if message.get("v") != VERSION:
        raise OtherVersion(f"this host speaks version {VERSION} of the protocol; update the app "
                         f"to play together")
    kind = message.get("type")
    if kind not in allowed or kind not in SCHEMAS:
        raise BadMessage("unknown message type")
    schema = SCHEMAS[kind]
    extra = set(message) - set(schema) - {"type", "v"}
    if extra:
        raise BadMessage(f"{kind}: unknown field")
    for name, spec in schema.items():
        if name not in message or not spec.check(message[name]):
            raise BadMessage(f"{kind}: {name} is missing or not valid")
    return message


def _depth(frame: str) -> int:
    """How deeply the frame's brackets nest, counted before parsing (strings skipped)."""
    depth = most = 0
    inside = escaped = False
    for char in frame:
        if inside:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                inside = False
        elif char == '"':
            inside = True
        elif char in "[{":
            depth += 1
            most = max(most, depth)
        elif char in "]}":
            depth -= 1
    return most


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")
