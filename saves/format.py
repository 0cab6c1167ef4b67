"""The save file format: a JSON document with a checksum, and migrations from older versions.

A save holds everything needed to rebuild the game from scratch (game, options, seats, seed,
the full action log) plus a snapshot to compare the replay against. It is untrusted input:
it is only ever parsed as JSON, checked field by field, and replayed through the rules.
"""
from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime, timezone
from functools import cache, lru_cache
from importlib import metadata
from typing import Callable

from engine import catalog
from engine.core import IllegalAction, RuleError, brief
from engine.match import Match, Seat, SeatSpecError
from engine.words.language import tr
from saves.names import printable
from net.protocol import CODE_LENGTH, CODE_LETTERS

FORMAT = "sesame-tabletop-save"
VERSION = 1
KINDS = ("slot", "autosave")
MATCH_ID = re.compile(r"[0-9a-z]{1,32}")   # Match ids are 12 hex digits
MAX_LABEL = 120
MAX_SEATS = 6               # no game seats more
MAX_TURN = 1_000_000        # far above any game's length
MAX_MESSAGE = 200
MAX_DEPTH = 16              # a real save nests 4 deep
MAX_CONTAINERS = 100_000    # lists and objects; a finished game of any kind has a few thousand

# version n -> function turning a version-n document into a version n+1 document.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


class SaveError(Exception):
    """Any save that cannot be read, written or trusted; str() is one clear, short line, in
    the language in use where it was made (the app's language is set before any save is read).

    The message is folded onto one line, made printable and cut here, once, whatever a caller
    put in it (an engine's words about a hostile move may quote more than a line; a path may
    hold terminal escapes or bytes that are not UTF-8, see saves.names.printable).
    """

    def __init__(self, message: str) -> None:
        line = printable(" ".join(str(message).split()))
        super().__init__(line if len(line) <= MAX_MESSAGE else line[: MAX_MESSAGE - 1] + "…")


@cache
def app_version() -> str:
    """The installed version, looked up once (the metadata lookup costs more than a save)."""
    try:
        return metadata.version("sesame-tabletop")
    except metadata.PackageNotFoundError:
        return "dev"


def canonical(doc: dict) -> bytes:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def checksum(doc: dict) -> str:
    body = {k: v for k, v in doc.items() if k != "checksum"}
    return "sha256:" + hashlib.sha256(canonical(body)).hexdigest()


def _normal(value):
    """The value as JSON would give it back (tuples become lists)."""
    return json.loads(json.dumps(value))


def encode(match: Match, kind: str, label: str) -> dict:
    return sealed(body(match, kind, label))


def sealed(doc: dict) -> dict:
    """`doc` with its checksum: the costly half of an encoding (a canonical dump of the whole
    game), which an autosave does on the writer's thread, not in a frame."""
    doc["checksum"] = checksum(doc)
    return doc


@lru_cache(maxsize=8192)
def _action(action) -> dict:
    """A move as a save writes it: moves are immutable and a log only grows, so an autosave
    converts only the moves since the last one (shared dicts: never changed once made)."""
    return action.to_dict()


def body(match: Match, kind: str, label: str) -> dict:
    """The save of `match` as it is now, but for its checksum (`sealed`): built of new lists
    and dicts (and moves' dicts nobody changes), so another thread may finish it."""
    state = match.state
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": app_version(),
        "kind": kind,
        "label": label,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="milliseconds"),
        "match_id": match.id,
        "game": match.name,
        "options": _normal(match.options),
        "seed": match.seed,
        "seats": [s.to_dict() for s in match.seats],
        "turn": state.turn,
        "over": state.is_over(),
        "round": _normal(getattr(state, "round", None)),   # for the Load screen, before the log
        "take_backs": match.take_backs,
        "from_replay": match.origin,
        "begun": match.begun,
        "winners": _winners(match),
        "log": [_action(a) for a in match.kept_log],
        "snapshot": _normal(state.to_dict()),
    }
    if match.room is not None:          # a hosted game's: its friends come back with these
        doc["room"] = {"code": match.room["code"], "tickets": dict(match.room["tickets"]),
                       "port": match.room.get("port")}
    return doc


def _check_shape(doc) -> None:
    """Refuse nesting no save has, before anything recursive (checksum, actions) meets it."""
    level, frontier = 0, [doc]
    while frontier:
        level += 1
        if level > MAX_DEPTH:
            raise SaveError(tr("not a save file (nested too deeply)"))
        frontier = [v for x in frontier if isinstance(x, (list, dict))
                    for v in (x.values() if isinstance(x, dict) else x)
                    if isinstance(v, (list, dict))]


def parse(text: str) -> dict:
    """JSON text -> a checked, migrated, current-version document (not yet replayed)."""
    if text.count("{") + text.count("[") > MAX_CONTAINERS:
        raise SaveError(tr("not a save file (far more values than any game holds)"))
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(tr("not a save file (invalid JSON at line {n})").format(
            n=exc.lineno)) from None
    except RecursionError:
        raise SaveError(tr("not a save file (nested too deeply)")) from None
    except ValueError:   # a number of more digits than Python converts
        raise SaveError(tr("not a save file (a number is far too long)")) from None
    _check_shape(doc)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(tr("not a Sesame Tabletop save file"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(tr("unknown save format version {version}").format(
            version=brief(version)))
    if version > VERSION:
        raise SaveError(tr("saved by a newer version of the app (format {version}; this one "
                           "reads up to {newest})").format(version=brief(version),
                                                           newest=VERSION))
    if doc.get("checksum") != checksum(doc):
        raise SaveError(tr("the file was changed or damaged (checksum mismatch)"))
    while version < VERSION:
        doc = MIGRATIONS[version](doc)
        version = doc["version"]
    return doc


def _require(doc: dict, key: str, kind: type | tuple):
    value = doc.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveError(tr("damaged save: field {field} is missing or malformed").format(
            field=repr(key)))
    return value


def _text(doc: dict, key: str, limit: int) -> str:
    """A string field shown on screen: one printable line of at most `limit` characters."""
    value = _require(doc, key, str)
    if len(value) > limit or not value.isprintable():
        raise SaveError(tr("damaged save: field {field} is not a short line of text").format(
            field=repr(key)))
    return value


def _saved_at(doc: dict) -> datetime:
    """The save's date; one without a time zone (never written by the app) is taken as UTC,
    so that every date compares with every other."""
    try:
        when = datetime.fromisoformat(_text(doc, "saved_at", 64))
    except ValueError:
        raise SaveError(tr("damaged save: the date is malformed")) from None
    return when if when.tzinfo is not None else when.replace(tzinfo=timezone.utc)


def header(doc: dict) -> dict:
    """The fields the Load screen lists, checked for type; nothing in them is private."""
    seats = _require(doc, "seats", list)
    try:
        parsed = [Seat.from_dict(s) for s in seats]
    except SeatSpecError as exc:
        raise SaveError(tr("damaged save: a seat is malformed ({reason})").format(
            reason=exc)) from None
    if not 1 <= len(seats) <= MAX_SEATS:
        raise SaveError(tr("damaged save: {n} seats").format(n=brief(len(seats))))
    kind = _require(doc, "kind", str)
    if kind not in KINDS:
        raise SaveError(tr("damaged save: unknown kind of save {kind}").format(kind=brief(kind)))
    turn = _require(doc, "turn", int)
    if not 0 <= turn <= MAX_TURN:
        raise SaveError(tr("damaged save: turn {turn} is out of range").format(turn=brief(turn)))
    return {
        "match_id": _match_id(doc),
        "game": _text(doc, "game", 40),
        "variant": _variant(doc),
        "round": _round(doc),
        "kind": kind,
        "label": _text(doc, "label", MAX_LABEL),
        "saved_at": _saved_at(doc),
        "turn": turn,
        "over": _require(doc, "over", bool),
        "seats": parsed,
        "take_backs": _take_backs(doc),
        "origin": _origin(doc),
        "winners": _winner_names(doc),
    }


def _take_backs(doc: dict) -> int:
    """How many moves were taken back in the game (saves before take-backs have none)."""
    value = doc.get("take_backs", 0)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_TURN:
        raise SaveError(tr("damaged save: field {field} is malformed").format(
            field=repr("take_backs")))
    return value


def _begun(doc: dict, moves: int) -> int:
    """The moves that were a replay's when this game was played on from it (none in saves
    before take-backs knew of it: a take-back then may reach into them, as it did)."""
    value = doc.get("begun", 0)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= moves:
        raise SaveError(tr("damaged save: field {field} is malformed").format(field=repr("begun")))
    return value


def _winners(match: Match) -> list[str]:
    """Who won a finished game, by seat name, for the Load list (public once it is over);
    none while it goes on."""
    if not match.state.is_over():
        return []
    return [match.seats[seat].name for seat in match.state.result().winners]


def _winner_names(doc: dict) -> list[str]:
    """The winners' names a save lists (saves before this field have none); each a seat's
    name, so checked as one."""
    value = doc.get("winners", [])
    if not isinstance(value, list) or len(value) > MAX_SEATS or not all(
            isinstance(name, str) and 0 < len(name) <= MAX_LABEL and name.isprintable()
            for name in value):
        raise SaveError(tr("damaged save: field {field} is malformed").format(
            field=repr("winners")))
    return list(value)


def _origin(doc: dict) -> str:
    """The replayed game this one was played on from, as one line ("" for none: saves before
    play-on have no such field)."""
    if "from_replay" not in doc:
        return ""
    return _text(doc, "from_replay", MAX_LABEL)


def _variant(doc: dict) -> str | None:
    """The variant the options name, for the Load screen (decode checks the options in full:
    here anything but a short line of text reads as the standard game)."""
    options = doc.get("options")
    variant = options.get("variant") if isinstance(options, dict) else None
    if isinstance(variant, str) and 0 < len(variant) <= 40 and variant.isprintable():
        return variant
    return None


def _round(doc: dict) -> int | None:
    """The round a game that counts rounds stands in (public: its table shows it), for the Load
    screen; None for a game without rounds, or anything but a whole number in range. Saves
    write it before the log; older ones have it in the snapshot only."""
    snapshot = doc.get("snapshot")
    value = doc.get("round", snapshot.get("round") if isinstance(snapshot, dict) else None)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_TURN:
        return value
    return None


# What a save writes before its log, all of it within the first PEEK bytes of any real save.
HEAD_FIELDS = ("format", "version", "kind", "label", "saved_at", "match_id", "game", "options",
               "seed", "seats", "turn", "over")
PEEK = 64 * 1024
_WS = "[ \t\n\r]*"           # JSON's whitespace: \s would also pass \x1c-\x1f, \x85, \u2028
_FIELD = re.compile(rf'{_WS}(?:,{_WS})?("(?:[^"\\]|\\.)*"){_WS}:{_WS}')
_decoder = json.JSONDecoder()


def peek(start: bytes) -> dict:
    """The header of a save from the first bytes of its file (at most PEEK of them), checked as
    the Load screen lists it; SaveError unless every field a save writes before its log is there
    and valid. A file that merely begins like a save is refused here, before it is parsed whole
    (a folder of such files would otherwise cost a parse of megabytes each)."""
    text = start[:PEEK].decode("utf-8", "ignore")
    doc, at, why = {}, text.find("{") + 1, None
    if at == 0 or text[:at - 1].strip(" \t\n\r"):
        raise SaveError(tr("not a Sesame Tabletop save file"))
    while why is None:
        found = _FIELD.match(text, at)
        key = _name(found.group(1)) if found else "log"
        if key == "log":
            break
        if key is None:
            why = tr("damaged save: a stray character in the file's first lines")
            break
        try:
            doc[key], at = _decoder.raw_decode(text, found.end())
        except json.JSONDecodeError:     # cut off at PEEK or where the file ends, or not JSON
            why = (tr("damaged save: field {field} is malformed or too long").format(
                field=brief(key)) if len(start) >= PEEK else
                tr("not a save file (it ends inside its header)"))
        except ValueError:
            why = tr("not a save file (a number is far too long)")
        except RecursionError:
            why = tr("not a save file (nested too deeply)")
    if doc.get("format") != FORMAT:
        raise SaveError(why if key is None and "format" not in doc else
                        tr("not a Sesame Tabletop save file"))
    missing = [key for key in HEAD_FIELDS if key not in doc]
    if missing:
        raise SaveError(why if key in missing or key is None else
                        tr("damaged save: field {field} is missing or malformed").format(
                            field=repr(missing[0])))
    version = doc["version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(tr("unknown save format version {version}").format(
            version=brief(version)))
    _require(doc, "options", dict)
    _require(doc, "seed", int)
    return header(doc)


def _name(quoted: str) -> str | None:
    """A field's name as JSON reads it, None for one JSON refuses (a control character such as
    NUL, a bad escape): the header ends there, a damaged one."""
    try:
        return json.loads(quoted)
    except json.JSONDecodeError:
        return None


def _match_id(doc: dict) -> str:
    match_id = _require(doc, "match_id", str)
    if not MATCH_ID.fullmatch(match_id):   # it names the autosave file: never a path
        raise SaveError(tr("damaged save: the match id {id} is not a valid id").format(
            id=brief(match_id)))
    return match_id


def _room(doc: dict, seats: list) -> dict | None:
    """A hosted game's room: its code (four of the code's letters and digits), a ticket for
    each friend's seat (printable, at most 64 characters) and the port it was on (where a
    returning guest looks for it; an older save has none); anything else is a damaged save."""
    room = doc.get("room")
    if room is None:
        return None
    friends = {str(i) for i, seat in enumerate(seats) if seat.kind == "friend"}
    tickets = room.get("tickets") if isinstance(room, dict) else None
    code = room.get("code") if isinstance(room, dict) else None
    if not (isinstance(code, str) and len(code) == CODE_LENGTH and set(code) <= set(CODE_LETTERS)
            and isinstance(tickets, dict) and set(tickets) <= friends
            and all(isinstance(t, str) and 0 < len(t) <= 64 and t.isprintable()
                    for t in tickets.values())
            and (room.get("port") is None or type(room["port"]) is int
                 and 0 < room["port"] < 65536)):
        raise SaveError(tr("damaged save: its room for friends is malformed"))
    return {"code": code, "tickets": dict(tickets), "port": room.get("port")}


def decode(doc: dict) -> Match:
    """A checked document -> a Match, rebuilt by replaying its log from the seed."""
    info = header(doc)
    try:
        game = catalog.get(info["game"])
    except catalog.UnknownGame as exc:
        raise SaveError(str(exc)) from None
    options = _require(doc, "options", dict)
    seed = _require(doc, "seed", int)
    log = _require(doc, "log", list)
    match_id = _match_id(doc)
    try:
        match = Match.new(info["game"], info["seats"], seed, options)
    except (RuleError, SeatSpecError, TypeError, ValueError) as exc:
        raise SaveError(tr("damaged save: cannot set up the game ({reason})").format(
            reason=exc)) from None
    match.id, match.take_backs, match.origin = match_id, info["take_backs"], info["origin"]
    match.begun, match.room = _begun(doc, len(log)), _room(doc, info["seats"])
    for number, raw in enumerate(log, 1):
        try:
            match.restore(game.action_from_dict(raw))
        except (IllegalAction, ValueError, TypeError) as exc:
            raise SaveError(tr("damaged save: move {n} is not legal ({reason})").format(
                n=number, reason=exc)) from None
    if _normal(match.state.to_dict()) != doc.get("snapshot"):
        raise SaveError(tr("damaged save: replaying the moves does not give the saved "
                           "position"))
    if (info["turn"], info["over"]) != (match.state.turn, match.state.is_over()):
        raise SaveError(tr("damaged save: its turn or end does not match the replayed moves"))
    return match
