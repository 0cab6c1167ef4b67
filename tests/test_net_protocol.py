"""What crosses the wire is checked before anything reads it (net/protocol.py): a frame too large,
not JSON, nested too deeply, of another version, of an unknown type, or with a field missing,
unknown, of the wrong kind or too long is refused with a reason; a message comes back as it
was sent, the same message as the same bytes; a room code has no letter to misread."""
import json

import pytest

from net import protocol
from net.protocol import BadMessage, decode, encode

HELLO = {"code": "K4TZ", "name": "Layla", "seat": None, "ticket": None}


def test_a_message_comes_back_as_it_was_sent_and_the_same_message_is_the_same_bytes():
    text = encode("hello", **HELLO)
    assert decode(text, protocol.FROM_GUEST) == {"type": "hello", "v": protocol.VERSION, **HELLO}
    assert encode("hello", **dict(reversed(HELLO.items()))) == text


@pytest.mark.parametrize("frame, reason", [
    (b"\x00\x01", "text"),
    ("x" * (protocol.MAX_BYTES + 1), "at most"),
    ("[" * 100 + "]" * 100, "nested"),
    ("not json", "JSON object"),
    ("[1, 2]", "JSON object"),
    ('{"type": "hello", "v": 1, "code": NaN}', "JSON object"),
    (json.dumps({"type": "hello", "v": 99, **HELLO}), "version 1"),
    (json.dumps({"type": "welcome", "v": 1}), "unknown message type"),
    (json.dumps({"type": "format_disk", "v": 1}), "unknown message type"),
    (json.dumps({"type": "hello", "v": 1, **HELLO, "path": "/etc"}), "unknown field"),
    (json.dumps({"type": "hello", "v": 1, "code": "K4TZ", "name": "Layla", "seat": None}),
     "ticket is missing"),
    (json.dumps({"type": "hello", "v": 1, **HELLO, "name": "L" * 41}), "name is missing or"),
    (json.dumps({"type": "hello", "v": 1, **HELLO, "name": "a\u202eb"}), "name is missing or"),
    (json.dumps({"type": "hello", "v": 1, **HELLO, "seat": "0"}), "seat is missing or"),
    (json.dumps({"type": "play", "v": 1, "turn": True, "action": {}}), "turn is missing or"),
    (json.dumps({"type": "play", "v": 1, "turn": 3, "action": []}), "action is missing or"),
])
def test_what_is_no_message_is_refused_with_a_reason(frame, reason):
    with pytest.raises(BadMessage, match=reason):
        decode(frame, protocol.FROM_GUEST)


def test_a_room_code_is_four_letters_and_digits_none_to_misread():
    codes = {protocol.room_code() for _ in range(200)}
    assert len(codes) > 150
    assert all(len(c) == 4 and set(c) <= set(protocol.CODE_LETTERS) for c in codes)
    assert not set("IO01") & set(protocol.CODE_LETTERS)
