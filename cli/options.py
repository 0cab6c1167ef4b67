"""The command line's own kinds of argument and the games' setup options as flags of `play` and
`arena`: each option a game declares in its SETUP_OPTIONS is a flag (--round-limit for
round_limit) with its help in the option's own words, read back as the setup screen would choose
it. Their words are said in the language in use (cli/main.py sets it before parsing).
"""
from __future__ import annotations

import argparse

from engine import catalog
from engine.core import RuleError
from engine.words import joined
from engine.words.language import current, tr

NOUNS_CAPITALISED = ("de",)    # languages whose nouns keep their capital inside a sentence


class UsageError(Exception):
    """A user error found after parsing; reported like argparse's own, exit status 2."""


def whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("{value} is not a whole number").format(
            value=repr(text))) from None


def positive(text: str) -> int:
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(tr("{value} must be 1 or more").format(
            value=repr(text)))
    return value


def _names(text: str) -> list[str]:
    return [s.strip() for s in text.split(",")]


def _seat_or_random(text: str) -> int | str:
    if text.strip().lower() == "random":
        return "random"
    try:
        return positive(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(tr("{value} is not a seat number (1, 2, ...) or "
                                            "random").format(value=repr(text))) from None


def either(words) -> str:
    """"a, b or c"."""
    words = list(words)
    return joined(words, "or") if words else ""


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def game_options() -> dict[str, tuple[dict, list[str]]]:
    """The options the playable games declare in their SETUP_OPTIONS, each a flag (--round-limit
    for round_limit) whose dest is its key: {key: (the option, the titles declaring it)}."""
    declared: dict[str, tuple[dict, list[str]]] = {}
    for name in catalog.names():
        game = catalog.get(name)
        for option in getattr(game, "SETUP_OPTIONS", ()):
            declared.setdefault(option["key"], (option, []))[1].append(tr(game.TITLE))
    return declared


def _flag(option: dict) -> dict:
    """How a flag takes an option, and its help, in the option's own words: one choice per seat
    (NAME,NAME,...), a seat (first_player: 1, 2, ... or random), a whole number (an option whose
    default is one), else one of its choices."""
    values, default = [v for v, _ in option["choices"]], option.get("default")
    label = tr(option["label"])
    label = label if current() in NOUNS_CAPITALISED else _lower(label)
    about = ", ".join(filter(None, [label, _lower(tr(option.get("help", "")).rstrip("."))]))
    if option.get("per_seat"):
        each = (tr("{label}, one per seat, all different: {named} (default: all {default})")
                if option.get("distinct") else
                tr("{label}, one per seat: {named} (default: all {default})"))
        named = either([*map(str, values[1:]), str(values[0])])
        return {"type": _names, "metavar": "NAME,NAME,...",
                "help": each.format(label=label, named=named, default=values[0])}
    if option["key"] == "first_player":
        shown = default + 1 if isinstance(default, int) else default
        return {"type": _seat_or_random, "metavar": "N|random",
                "help": tr("{about}: a seat (1, 2, ...) or random (default {default})").format(
                    about=about, default=shown)}
    said = tr("{about} (default {default})").format(about=about, default=default)
    if isinstance(default, int):
        return {"type": positive, "metavar": "N", "help": said}
    return {"metavar": "|".join(map(str, values)), "help": said}


def add_game_options(parser: argparse.ArgumentParser) -> None:
    for key, (option, titles) in game_options().items():
        flag = _flag(option)
        flag["help"] = tr("{games}: {help}").format(games=", ".join(titles),
                                                    help=flag["help"]).replace("%", "%%")
        parser.add_argument("--" + key.replace("_", "-"), dest=key, default=None, **flag)


def chosen_options(game, args, players: int) -> dict:
    """The game's options from their flags, as the setup screen would choose them; a flag the
    game does not declare, or a choice it cannot take, is a UsageError."""
    declared = {o["key"]: o for o in getattr(game, "SETUP_OPTIONS", ())}
    chosen = {}
    for key in game_options():
        value = getattr(args, key, None)
        if value is None:
            continue
        flag = "--" + key.replace("_", "-")
        if key not in declared:
            raise UsageError(tr("{game} has no option {flag}").format(game=tr(game.TITLE),
                                                                       flag=flag))
        if key == "first_player" and isinstance(value, int):
            if value > players:
                raise UsageError(tr("{flag} {value} is not a seat of {n} (1 to {n}, or "
                                    "random)").format(flag=flag, value=value, n=players))
            value -= 1                  # seats are numbered from 1 on screen and here
        elif declared[key].get("per_seat"):
            value = [_choice(declared[key], v) for v in value]
        elif isinstance(value, str):
            value = _choice(declared[key], value)
        chosen[key] = value
    try:
        if chosen:
            game.options_for(chosen, players, 0)
    except RuleError as exc:
        raise UsageError(str(exc)) from None
    return chosen


def _choice(option: dict, typed: str):
    """The declared choice whose value or label the typed word names, in any case."""
    for value, label in option["choices"]:
        if typed.casefold() in (str(value).casefold(), label.casefold()):
            return value
    return typed      # options_for names what it cannot take
