"""`python main.py [play|continue|arena|bench|screenshot|install-desktop|uninstall-desktop]`:
parse, check everything, then act.

Every user error is one line on stderr and exit status 2, before any window opens.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from engine import catalog
from engine.words import language
from engine.core import RuleError
from engine.match import Match, SeatSpecError, seats_from_specs
from saves.names import printable
from saves.paths import ENV

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner on the console


FIRST_FRAMES = ("title", "continue")     # bench --first-frame's: the app as it opens, resuming


class UsageError(Exception):
    """A user error found after parsing; reported like argparse's own, exit status 2."""


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def _positive(text: str) -> int:
    value = _int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be 1 or more")
    return value


def _sections(text: str) -> tuple[str, ...]:
    from cli.bench import SECTIONS

    chosen = tuple(part.strip() for part in text.split(",") if part.strip())
    wrong = [part for part in chosen if part not in SECTIONS]
    if wrong or not chosen:
        raise argparse.ArgumentTypeError(
            f"{text!r}: choose from {', '.join(SECTIONS)}, separated by commas")
    return chosen


def _shown(path: Path) -> str:
    """A path as it prints on one line (saves.names.printable), shortened past 200 characters."""
    text = printable(str(path))
    return text if len(text) <= 200 else text[:199] + "…"


def _specs(text: str) -> list[str]:
    return [s.strip() for s in text.split(",") if s.strip()]


def _names(text: str) -> list[str]:
    return [s.strip() for s in text.split(",")]


def _seat_or_random(text: str) -> int | str:
    if text.strip().lower() == "random":
        return "random"
    try:
        return _positive(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat number (1, 2, ...) "
                                         "or random") from None


def _either(words) -> str:
    """"a, b or c"."""
    words = list(words)
    return " or ".join(filter(None, [", ".join(words[:-1]), *words[-1:]]))


def _number(n: int) -> str:
    return ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")[n] if n <= 10 else str(n)


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def game_options() -> dict[str, tuple[dict, list[str]]]:
    """The options the playable games declare in their SETUP_OPTIONS, each a flag (--round-limit
    for round_limit) whose dest is its key: {key: (the option, the titles declaring it)}."""
    declared: dict[str, tuple[dict, list[str]]] = {}
    for name in catalog.names():
        game = catalog.get(name)
        for option in getattr(game, "SETUP_OPTIONS", ()):
            declared.setdefault(option["key"], (option, []))[1].append(game.TITLE)
    return declared


def _flag(option: dict) -> dict:
    """How a flag takes an option, and its help, in the option's own words: one choice per seat
    (NAME,NAME,...), a seat (first_player: 1, 2, ... or random), a whole number (an option whose
    default is one), else one of its choices."""
    values, default = [v for v, _ in option["choices"]], option.get("default")
    label = _lower(option["label"])
    about = ", ".join(filter(None, [label, _lower(option.get("help", "").rstrip("."))]))
    if option.get("per_seat"):
        each = "one per seat, all different" if option.get("distinct") else "one per seat"
        named = _either([*map(str, values[1:]), str(values[0])])
        return {"type": _names, "metavar": "NAME,NAME,...",
                "help": f"{label}, {each}: {named} (default: all {values[0]})"}
    if option["key"] == "first_player":
        shown = default + 1 if isinstance(default, int) else default
        return {"type": _seat_or_random, "metavar": "N|random",
                "help": f"{about}: a seat (1, 2, ...) or random (default {shown})"}
    if isinstance(default, int):
        return {"type": _positive, "metavar": "N", "help": f"{about} (default {default})"}
    return {"metavar": "|".join(map(str, values)), "help": f"{about} (default {default})"}


def _add_game_options(parser: argparse.ArgumentParser) -> None:
    for key, (option, titles) in game_options().items():
        flag = _flag(option)
        flag["help"] = f"{', '.join(titles)}: {flag['help']}".replace("%", "%%")
        parser.add_argument("--" + key.replace("_", "-"), dest=key, default=None, **flag)


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", type=Path, default=argparse.SUPPRESS,
                        help=f"keep saves and settings in DIR (or set {ENV})", metavar="DIR")
    common.add_argument("--lang", choices=list(language.LANGUAGES), default=argparse.SUPPRESS,
                        help="the language for this run (default: as in Settings, else the "
                             "system's)")
    installed = Path(sys.argv[0]).name == "sesame-tabletop"    # the wheel's command
    parser = argparse.ArgumentParser(
        prog="sesame-tabletop" if installed else "main.py", parents=[common],
        description=f"Sesame Tabletop: {_number(len(catalog.SHIPPED))} Arabian-Nights tabletop "
                    "games. With no command, opens the app.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", parents=[common], help="open straight into a new game")
    play.add_argument("game", help=_either(catalog.names()) or "a game's name")
    play.add_argument("--players", type=_specs, default=None, metavar="SPEC,SPEC,...",
                      help="one per seat: human, ai:easy, ai:normal, ai:hard")
    play.add_argument("--variant", default=None)
    play.add_argument("--seed", type=_int, default=None)
    _add_game_options(play)

    sub.add_parser("continue", parents=[common], help="resume the newest autosave")

    arena = sub.add_parser("arena", parents=[common], help="AI against AI, headless")
    arena.add_argument("--game", required=True)
    arena.add_argument("--players", type=_specs, required=True, metavar="SPEC,SPEC,...")
    arena.add_argument("--games", type=_positive, default=100)
    arena.add_argument("--seed", type=_int, default=1)
    arena.add_argument("--jobs", type=_positive, default=os.cpu_count() or 1, metavar="N",
                       help="play the games in N worker processes (default: this machine's "
                            "cores); the results equal a serial run's")
    arena.add_argument("--json", action="store_true", help="one JSON object on stdout")
    arena.add_argument("--save-to", type=Path, default=None, metavar="DIR",
                       help="also write every game as a save file in DIR")
    _add_game_options(arena)

    bench = sub.add_parser("bench", parents=[common], help="performance figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--first-frame", nargs="?", const="title", choices=FIRST_FRAMES,
                       default=None, help=argparse.SUPPRESS)    # what startup, continue time
    bench.add_argument("--only", type=_sections, default=None, metavar="SECTION,...",
                       help="measure only these: engine, ai, saves, folders, scenes, startup, "
                            "continue, memory, idle")

    from cli.screenshot import SCREENS

    shot = sub.add_parser("screenshot", parents=[common],
                          help="draw one screen headless at a window size and save it as a PNG")
    shot.add_argument("screen", metavar="SCREEN",
                      help=f"{', '.join(SCREENS)}, or a game's table mid-game: "
                           + (_either(catalog.names()) or "a game's name"))
    shot.add_argument("--size", required=True, metavar="WxH",
                      help="the window's size, e.g. 2560x1440")
    shot.add_argument("--out", type=Path, required=True, metavar="FILE.png")
    shot.add_argument("--text", default="normal", metavar="{normal,large}",
                      help="the reading text's size (the Text size setting), normal by default")
    sub.add_parser("install-desktop", parents=[common],
                   help="add the app to the desktop's menu (Linux: a freedesktop entry and its "
                        "icon; Windows and macOS: a shortcut), saying what it wrote where")
    sub.add_parser("uninstall-desktop", parents=[common],
                   help="remove what install-desktop wrote")
    return parser


def _desktop(install: bool) -> int:
    from cli import desktop

    try:
        said = desktop.install() if install else desktop.uninstall()
    except desktop.DesktopError as exc:
        raise UsageError(str(exc)) from None
    for line in said:
        print(printable(line))
    return 0


def _game(name: str):
    try:
        return catalog.get(name)
    except catalog.UnknownGame as exc:
        raise UsageError(str(exc)) from None


def _chosen(game, args, players: int) -> dict:
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
            raise UsageError(f"{game.TITLE} has no option {flag}")
        if key == "first_player" and isinstance(value, int):
            if value > players:
                raise UsageError(f"{flag} {value} is not a seat of {players} (1 to {players}, "
                                 "or random)")
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


def _new_match(args) -> Match:
    game = _game(args.game)
    specs = args.players or ["human"] + ["ai:normal"] * (game.MIN_PLAYERS - 1)
    if args.variant is not None and args.variant not in game.VARIANTS:
        known = ", ".join(game.VARIANTS) or "none"
        raise UsageError(f"{game.TITLE} has no variant {args.variant!r} (variants: {known})")
    chosen = _chosen(game, args, len(specs))
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    options = {"variant": args.variant} if args.variant else {}
    try:
        if hasattr(game, "options_for"):     # what was not chosen is drawn from the seed
            options.update(game.options_for(chosen, len(specs), seed))
        return Match.new(game.NAME, seats_from_specs(specs), seed, options)
    except (SeatSpecError, RuleError) as exc:
        raise UsageError(str(exc)) from None


def _continue(open_app=None) -> int:
    """Resume the newest autosave in the app (`open_app`: _open_app's way of opening it)."""
    from saves import locks, store

    path = store.newest_autosave()
    if path is None:
        print("nothing to continue: there is no unfinished autosave", file=sys.stderr)
        return 2
    try:
        match, note = store.resume_newest()
    except store.SaveError as exc:
        print(f"cannot resume {_shown(path)}: {exc}", file=sys.stderr)
        return 2
    try:
        lock = locks.take(match.id)     # before any window opens; the app keeps it
    except locks.GameOpenElsewhere as exc:
        print(f"cannot continue: {exc}", file=sys.stderr)
        return 2
    if note:
        print(f"note: {printable(note)}", file=sys.stderr)
    return (open_app or _open_app)(match, lock, note)


def _open_app(match: Match | None, lock=None, note: str | None = None) -> int:
    from scenes.app import run_app   # pygame only for the commands that open a window
    from scenes.kit import heap

    heap.keep_art_apart()
    return run_app(match, lock=lock, note=note)


def _progress(done: int, games: int) -> None:
    """`arena` on a terminal: how many games are played, on one line that is rewritten."""
    print(f"\r  {done}/{games} games", end="\n" if done == games else "", file=sys.stderr,
          flush=True)


def _arena(args) -> int:
    from cli import arena
    from saves.store import SaveError

    try:
        arena.validate(args.game, args.players)
    except (KeyError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    chosen = _chosen(_game(args.game), args, len(args.players))
    try:
        if args.save_to is not None:
            arena.check_target(args.save_to)
        report = arena.run(args.game, args.players, args.games, args.seed, args.save_to, chosen,
                           args.jobs, _progress if sys.stderr.isatty() else None)
    except OSError as exc:
        raise UsageError(f"cannot write the games to {_shown(args.save_to)}: "
                         f"{exc.strerror or exc}") from None
    except SaveError as exc:            # it names the file and the reason already
        raise UsageError(str(exc)) from None
    print(json.dumps(report.to_dict()) if args.json else report.text())
    return 0


def _bench(args) -> int:
    if args.first_frame:            # the child process that `bench`'s start-up figures time
        from cli.first_frame import opened
        return _continue(opened) if args.first_frame == "continue" else opened()
    from cli import bench

    figures = bench.run(args.only) if args.only else bench.run()
    print(json.dumps(figures) if args.json else bench.text(figures))
    return 0


def _screenshot(args) -> int:
    from cli import screenshot

    try:
        screenshot.take(args.screen, screenshot.window_size(args.size), args.out, args.text)
    except screenshot.ScreenshotError as exc:
        raise UsageError(str(exc)) from None
    return 0


def _unknown(parser: argparse.ArgumentParser, args, unknown: list[str]) -> None:
    """Flags no command takes: argparse's own error, unless the game named is not one to play
    here (a game that cannot load declares no flags), which is then the one line said."""
    name = getattr(args, "game", None)
    if name is not None and name not in catalog.names():
        print(f"main.py {args.command}: error: {catalog.UnknownGame(name)}", file=sys.stderr)
        raise SystemExit(2)
    parser.error(f"unrecognized arguments: {' '.join(unknown)}")


def _bare(argv: list[str] | None) -> argparse.Namespace | None:
    """The arguments of the app opened with no command (`--data-dir` at most), or of the bench's
    child that times it (`bench --first-frame`), else None: the whole parser declares every
    game's flags, which imports every game's rules, a sixth of the title's start-up for
    nothing."""
    light = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    light.add_argument("--data-dir", type=Path, default=None)
    light.add_argument("--lang", choices=list(language.LANGUAGES), default=None)
    try:
        args, rest = light.parse_known_args(argv)
    except argparse.ArgumentError:
        return None
    if not rest:
        return argparse.Namespace(command=None, data_dir=args.data_dir, lang=args.lang)
    if rest[:2] == ["bench", "--first-frame"] and rest[2:] in ([], *([k] for k in FIRST_FRAMES)):
        return argparse.Namespace(command="bench", data_dir=args.data_dir, lang=args.lang,
                                  first_frame=(rest[2:] or ["title"])[0])   # as the app starts
    return None


def run(argv: list[str] | None = None) -> int:
    args = _bare(argv)
    if args is None:
        parser = build_parser()
        try:
            args, unknown = parser.parse_known_args(argv)
            if unknown:
                _unknown(parser, args, unknown)
        except SystemExit as exc:       # argparse already printed usage and the one-line error
            return int(exc.code or 0)
    if getattr(args, "data_dir", None) is not None:
        os.environ[ENV] = str(args.data_dir)
    language.force(getattr(args, "lang", None))
    try:
        if args.command == "play":
            return _open_app(_new_match(args))
        if args.command == "continue":
            return _continue()
        if args.command == "arena":
            return _arena(args)
        if args.command == "bench":
            return _bench(args)
        if args.command == "screenshot":
            return _screenshot(args)
        if args.command in ("install-desktop", "uninstall-desktop"):
            return _desktop(args.command == "install-desktop")
        return _open_app(None)
    except UsageError as exc:
        print(f"main.py {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader of our output went away (`arena ... | head`): stop quietly, and keep
        # Python's own flush at exit from raising the same error again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
