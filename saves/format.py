"""The save file format: a JSON document with a checksum, and migrations from older versions.

A save holds everything needed to rebuild the game from scratch (game, options, seats, seed,
the full action log) plus a snapshot to compare the replay against. It is untrusted input:
it is only ever parsed as JSON, checked field by field, and replayed through the rules.
"""
from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from importlib import metadata
from typing import Callable

from engine import catalog
from engine.core import IllegalAction, RuleError
from engine.match import Match, Seat, SeatSpecError

FORMAT = "sesame-tabletop-save"
VERSION = 1

# version n -> function turning a version-n document into a version n+1 document.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


class SaveError(Exception):
    """Any save that cannot be read, written or trusted; str() is one clear line."""


def app_version() -> str:
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
        "log": [a.to_dict() for a in match.log],
        "snapshot": _normal(state.to_dict()),
    }
    doc["checksum"] = checksum(doc)
    return doc


def parse(text: str) -> dict:
    """JSON text -> a checked, migrated, current-version document (not yet replayed)."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"not a save file (invalid JSON at line {exc.lineno})") from None
    except RecursionError:
        raise SaveError("not a save file (nested too deeply)") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("not a Sesame Tabletop save file")
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"unknown save format version {version!r}")
    if version > VERSION:
        raise SaveError(f"saved by a newer version of the app (format {version}; "
                        f"this one reads up to {VERSION})")
    if doc.get("checksum") != checksum(doc):
        raise SaveError("the file was changed or damaged (checksum mismatch)")
    while version < VERSION:
        doc = MIGRATIONS[version](doc)
        version = doc["version"]
    return doc


def _require(doc: dict, key: str, kind: type | tuple):
    value = doc.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveError(f"damaged save: field {key!r} is missing or malformed")
    return value


def header(doc: dict) -> dict:
    """The fields the Load screen lists, checked for type."""
    seats = _require(doc, "seats", list)
    try:
        parsed = [Seat.from_dict(s) for s in seats]
    except (KeyError, TypeError, AttributeError, SeatSpecError) as exc:
        raise SaveError(f"damaged save: a seat is malformed ({exc})") from None
    return {
        "game": _require(doc, "game", str),
        "kind": _require(doc, "kind", str),
        "label": _require(doc, "label", str),
        "saved_at": _require(doc, "saved_at", str),
        "turn": _require(doc, "turn", int),
        "over": _require(doc, "over", bool),
        "seats": parsed,
    }


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
    match_id = _require(doc, "match_id", str)
    try:
        match = Match.new(info["game"], info["seats"], seed, options)
    except (RuleError, SeatSpecError, TypeError, ValueError) as exc:
        raise SaveError(f"damaged save: cannot set up the game ({exc})") from None
    match.id = match_id
    for number, raw in enumerate(log, 1):
        try:
            match.apply(game.action_from_dict(raw))
        except (IllegalAction, ValueError, TypeError) as exc:
            raise SaveError(f"damaged save: move {number} is not legal ({exc})") from None
    if _normal(match.state.to_dict()) != doc.get("snapshot"):
        raise SaveError("damaged save: replaying the moves does not give the saved position")
    return match
