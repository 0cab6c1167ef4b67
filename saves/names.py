"""How a save reads to a person: the game's and variant's names (never internal ids), the seats
with their AI level said once, the date as "Today, 21:40", a new slot's default name, and any
file name or save text made safe to show or print (`printable`). The words are said in the
language in use, months and weekdays too (never the C library's locale)."""
from __future__ import annotations

import os
import unicodedata
from datetime import datetime

from engine import catalog
from engine.match import Seat
from engine.words import joined
from engine.words import language
from engine.words.language import N_, ntr, tr

LEVELS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}   # engine.ai's


def printable(name: str | bytes | os.PathLike) -> str:
    """`name` as the app may show or print it: decoded as the file system names it
    (os.fsdecode), then every character that str.isprintable() rejects written as a visible
    escape: "\\x1b", "\\u202e", "\\n", and "\\xe9" for a byte that is not UTF-8. Spaces other
    than " " (a no-break space, the ideographic space of a Japanese name) stay as they are:
    they are neither controls nor formatting, and the app's own words hold no-break spaces.

    File names and save text are anyone's: the lone surrogate that os.fsdecode makes of such a
    byte stops pygame's renderer (UnicodeEncodeError), ESC and BEL sequences drive the user's
    terminal, U+202E reverses what follows it, a newline breaks a one-line message. Every name
    shown or printed goes through here; one already printable comes back as it is, at once
    (screens call this every frame)."""
    if isinstance(name, str) and name.isprintable():
        return name
    return "".join(ch if ch.isprintable() else _escape(ch) for ch in os.fsdecode(name))


def _escape(ch: str) -> str:
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:      # os.fsdecode's stand-in for an undecodable byte
        return f"\\x{code - 0xDC00:02x}"
    if unicodedata.category(ch) == "Zs":
        return ch
    return ch.encode("unicode_escape").decode("ascii")


def game_title(name: str) -> str:
    """A game's title from its id, in the language in use: its module's TITLE, else the
    catalog's (a shipped game that cannot load here), else the id in words."""
    try:
        return tr(catalog.get(name).TITLE)
    except catalog.UnknownGame:
        return tr(catalog.SHIPPED.get(name, name.replace("_", " ").capitalize()))


def variant_title(game, variant: str | None) -> str:
    """A variant as a player names it, in the language in use: the name its description opens
    with, before the colon ("Aladdin's Lamp: ...", "Smaller Cave, two players: ..."), else its
    key in words; the standard game is "Standard"."""
    if variant is None:
        return tr("Standard")
    description = getattr(game, "VARIANTS", {}).get(variant) or ""
    description = tr(description)
    opening = description.split(":", 1)[0].split(",", 1)[0].strip() if ":" in description else ""
    return opening if 0 < len(opening) <= 32 else variant.replace("_", " ").title()


def game_line(name: str, variant: str | None, standard: bool = False) -> str:
    """"Ali Baba, Smaller Cave"; the standard game is the title alone, or with `standard`
    "Ali Baba, Standard" where the game has variants to tell it from."""
    try:
        game = catalog.get(name)
    except catalog.UnknownGame:
        game = None
    if variant is None and not (standard and getattr(game, "VARIANTS", None)):
        return game_title(name)
    return tr("{game}, {variant}").format(game=game_title(name),
                                          variant=variant_title(game, variant))


def seat_name(seat: Seat) -> str:
    """"Player 1", "Morgiana (hard AI)": an AI's level once, even when its name (as `play` and
    `arena` name seats) already ends in it."""
    if not seat.is_ai:
        return seat.name
    name = seat.name
    suffix = f" ({seat.level})"
    if name.endswith(suffix) and len(name) > len(suffix):
        name = name[:-len(suffix)]
    spec, _, number = name.partition("#")
    level = tr(LEVELS[seat.level]) if seat.level in LEVELS else seat.level
    if spec.lower() == f"ai:{seat.level}":          # an arena seat: "ai:hard", "ai:hard#2"
        return tr("{level} AI {number}").format(level=level, number=number).strip()
    return tr("{name} ({level} AI)").format(name=name, level=level)


def seats_line(seats: list[Seat]) -> str:
    """"3 players: Player 1, Morgiana (hard AI), Aladdin (normal AI)"."""
    return ntr("{n} player: {seats}", "{n} players: {seats}", len(seats)).format(
        n=len(seats), seats=", ".join(map(seat_name, seats)))


def _local(moment: datetime) -> datetime | None:
    try:
        return moment.astimezone()
    except (OverflowError, ValueError, OSError):
        return None


def short_date(moment: datetime) -> str:
    """"30 Nov" ("30. Nov."), as the language writes it (Babel)."""
    return language.day(moment, "MMMd")


def when(moment: datetime, now: datetime | None = None) -> str:
    """The date as a person says it: "Today, 21:40", "Yesterday, 09:05", "Mon 30 Nov, 21:40"
    within the week, "30 Nov, 21:40" this year, else "30 Nov 2025"; in UTC where local time
    cannot hold it (year 1 or 9999)."""
    local = _local(moment)
    if local is None:
        return tr("{date}, {clock} UTC").format(date=language.day(moment, "yMMMd"),
                                                clock=language.clock(moment))
    now = _local(now) if now is not None else datetime.now().astimezone()
    days = (now.date() - local.date()).days if now is not None else 9999
    clock = language.clock(local)
    if days == 0:
        return tr("Today, {clock}").format(clock=clock)
    if days == 1:
        return tr("Yesterday, {clock}").format(clock=clock)
    if 1 < days < 7:
        return tr("{day}, {clock}").format(day=language.day(local, "MMMEd"), clock=clock)
    if now is not None and local.year == now.year:
        return tr("{day}, {clock}").format(day=short_date(local), clock=clock)
    return language.day(local, "yMMMd")


def default_label(match, now: datetime | None = None) -> str:
    """A new slot's name as the player would write it: "Ali Baba, Smaller Cave, 1 Dec 21:40"."""
    now = now or datetime.now()
    variant = match.options.get("variant") if isinstance(match.options, dict) else None
    return tr("{game}, {day} {clock}").format(game=game_line(match.name, variant),
                                              day=short_date(now), clock=language.clock(now))


def winners_line(winners: list[str]) -> str:
    """"Nadia won", "Nadia and Omar shared the win" (none listed: nothing to say)."""
    shown = [printable(name) for name in winners]
    if len(shown) == 1:
        return tr("{name} won").format(name=shown[0])
    if shown:
        return tr("{names} shared the win").format(names=joined(shown))
    return ""


def progress_line(turn: int, round_: int | None) -> str:
    """How far a game is, as its players count: the round in a game of rounds ("Round 3",
    "Placing" while the pieces are placed before round 1), else the turn (every seat's turns
    counted, as Ali Baba's end of game says it). Short: it fits the table's banner."""
    if round_ is None:
        return tr("Turn {n}").format(n=turn)
    return tr("Round {n}").format(n=round_) if round_ else tr("Placing")


def state_progress(state) -> str:
    """`progress_line` of a game's state (a game without rounds has no `round`)."""
    return progress_line(state.turn, getattr(state, "round", None))


def take_backs_line(count: int) -> str:
    """"2 take-backs" for a game in which moves were taken back (none: nothing to say)."""
    return ntr("{n} take-back", "{n} take-backs", count).format(n=count) if count else ""


def stamp(moment: datetime) -> str:
    """The date in full, for text that is kept ("2 Dec 2026, 21:40"): a save's words must not
    say "Today" once it is tomorrow."""
    local = _local(moment) or moment
    return tr("{date}, {clock}").format(date=language.day(local, "yMMMd"),
                                        clock=language.clock(local))


def origin_line(origin: str) -> str:
    """"from a replay of Ali Baba (2 Dec 2026, 21:40), move 34" for a game played on from a
    replay (none: nothing to say)."""
    return tr("from a replay of {origin}").format(origin=printable(origin)) if origin else ""
