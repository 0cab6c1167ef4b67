"""`python main.py [play|join|continue|arena|bench|screenshot|install-desktop|uninstall-desktop]`:
parse, check everything, then act.

Every user error is one line on stderr and exit status 2, before any window opens. The help and
the messages are in the app's language (`--lang`, else the Settings' choice, else the system's),
known before the parser is built.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from cli import parser_words
from cli.options import UsageError, add_game_options, chosen_options, either, positive, whole_number
from engine import catalog
from engine.words import language
from engine.words.language import N_, tr
from engine.core import RuleError
from engine.match import Match, SeatSpecError, seats_from_specs
from engine.session import Session
from saves import settings
from saves.names import printable
from saves.paths import ENV

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner on the console


FIRST_FRAMES = ("title", "continue")     # bench --first-frame's: the app as it opens, resuming
NUMBERS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"),
           N_("seven"), N_("eight"), N_("nine"), N_("ten"))


def _sections(text: str) -> tuple[str, ...]:
    from cli.bench import SECTIONS

    chosen = tuple(part.strip() for part in text.split(",") if part.strip())
    wrong = [part for part in chosen if part not in SECTIONS]
    if wrong or not chosen:
        raise argparse.ArgumentTypeError(
            tr("{value}: choose from {sections}, separated by commas").format(
                value=repr(text), sections=", ".join(SECTIONS)))
    return chosen


def _shown(path: Path) -> str:
    """A path as it prints on one line (saves.names.printable), shortened past 200 characters."""
    text = printable(str(path))
    return text if len(text) <= 200 else text[:199] + "…"


def _specs(text: str) -> list[str]:
    return [s.strip() for s in text.split(",") if s.strip()]


def _number(n: int) -> str:
    return tr(NUMBERS[n]) if n < len(NUMBERS) else str(n)


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", type=Path, default=argparse.SUPPRESS,
                        help=tr("keep saves and settings in DIR (or set {env})").format(env=ENV),
                        metavar="DIR")
    common.add_argument("--lang", choices=list(language.LANGUAGES), default=argparse.SUPPRESS,
                        help=tr("the language for this run (default: as in Settings, else the "
                                "system's)"))
    parser = argparse.ArgumentParser(
        prog=_prog(), parents=[common],
        description=tr("Sesame Tabletop: {n} Arabian-Nights tabletop games. With no command, "
                       "opens the app.").format(n=_number(len(catalog.SHIPPED))))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    games = either(catalog.names()) or tr("a game's name")
    play = sub.add_parser("play", parents=[common], help=tr("open straight into a new game"))
    play.add_argument("game", help=games)
    play.add_argument("--players", type=_specs, default=None, metavar="SPEC,SPEC,...",
                      help=tr("one per seat: human, friend (on another computer), ai:easy, "
                              "ai:normal, ai:hard"))
    play.add_argument("--variant", default=None)
    play.add_argument("--seed", type=whole_number, default=None)
    add_game_options(play)

    join = sub.add_parser("join", parents=[common],
                          help=tr("join a game a friend hosts on another computer"))
    join.add_argument("address", metavar="HOST[:PORT]",
                      help=tr("the host's address, as its table shows it"))
    join.add_argument("--code", required=True, help=tr("the room code the host gave you"))
    join.add_argument("--name", default="", help=tr("your name at the table (default: Guest)"))

    sub.add_parser("continue", parents=[common], help=tr("resume the newest autosave"))

    arena = sub.add_parser("arena", parents=[common], help=tr("AI against AI, headless"))
    arena.add_argument("--game", required=True)
    arena.add_argument("--players", type=_specs, required=True, metavar="SPEC,SPEC,...")
    arena.add_argument("--games", type=positive, default=100)
    arena.add_argument("--seed", type=whole_number, default=1)
    arena.add_argument("--jobs", type=positive, default=os.cpu_count() or 1, metavar="N",
                       help=tr("play the games in N worker processes (default: this "
                               "machine's cores); the results equal a serial run's"))
    arena.add_argument("--json", action="store_true", help=tr("one JSON object on stdout"))
    arena.add_argument("--save-to", type=Path, default=None, metavar="DIR",
                       help=tr("also write every game as a save file in DIR"))
    add_game_options(arena)

    from cli.bench import SECTIONS
    from cli.screenshot import SCREENS

    bench = sub.add_parser("bench", parents=[common], help=tr("performance figures"))
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--first-frame", nargs="?", const="title", choices=FIRST_FRAMES,
                       default=None, help=argparse.SUPPRESS)    # what startup, continue time
    bench.add_argument("--only", type=_sections, default=None, metavar="SECTION,...",
                       help=tr("measure only these: {sections}").format(
                           sections=", ".join(SECTIONS)))

    shot = sub.add_parser("screenshot", parents=[common],
                          help=tr("draw one screen headless at a window size and save it as a "
                                  "PNG"))
    shot.add_argument("screen", metavar="SCREEN",
                      help=tr("{screens}, or a game's table mid-game: {games}").format(
                          screens=", ".join(SCREENS), games=games))
    shot.add_argument("--size", required=True, metavar="WxH",
                      help=tr("the window's size, e.g. 2560x1440"))
    shot.add_argument("--out", type=Path, required=True, metavar="FILE.png")
    shot.add_argument("--text", default="normal", metavar="{normal,large}",
                      help=tr("the reading text's size (the Text size setting), normal by "
                              "default"))
    sub.add_parser("install-desktop", parents=[common],
                   help=tr("add the app to the desktop's menu (Linux: a freedesktop entry and "
                           "its icon; Windows and macOS: a shortcut), saying what it wrote where"))
    sub.add_parser("uninstall-desktop", parents=[common],
                   help=tr("remove what install-desktop wrote"))
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


def _new_match(args) -> Match:
    game = _game(args.game)
    specs = args.players or ["human"] + ["ai:normal"] * (game.MIN_PLAYERS - 1)
    if args.variant is not None and args.variant not in game.VARIANTS:
        known = ", ".join(game.VARIANTS) or tr("none")
        raise UsageError(tr("{game} has no variant {variant} (variants: {known})").format(
            game=tr(game.TITLE), variant=repr(args.variant), known=known))
    chosen = chosen_options(game, args, len(specs))
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
        print(tr("nothing to continue: there is no unfinished autosave"), file=sys.stderr)
        return 2
    try:
        match, note = store.resume_newest()
    except store.SaveError as exc:
        print(tr("cannot resume {path}: {reason}").format(path=_shown(path), reason=exc),
              file=sys.stderr)
        return 2
    try:
        lock = locks.take(match.id)     # before any window opens; the app keeps it
    except locks.GameOpenElsewhere as exc:
        print(tr("cannot continue: {reason}").format(reason=exc), file=sys.stderr)
        return 2
    if note:
        print(tr("note: {note}").format(note=printable(note)), file=sys.stderr)
    if open_app is None and any(seat.kind == "friend" for seat in match.seats):
        return _open_app(match, lock, note, room=_host(match))     # the friends come back
    return (open_app or _open_app)(match, lock, note)


def _open_app(match: Match | None, lock=None, note: str | None = None, room=None,
              join: tuple | None = None) -> int:
    from scenes.app import run_app   # pygame only for the commands that open a window
    from scenes.kit import heap

    heap.keep_art_apart()
    return run_app(match, lock=lock, note=note, room=room, join=join)


def _join(args) -> int:
    """The app opened straight into joining the game at `args.address`, checked first."""
    from net.address import clean_code, clean_name, parse_address

    try:
        host, port = parse_address(args.address)
        joined = (host, port, clean_code(args.code), clean_name(args.name))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return _open_app(None, join=joined)


def _play(match: Match) -> int:
    """A new game in the app; with friends' seats, hosted first, and its first line of output
    says where they join: `host ADDRESS:PORT code CODE`."""
    if not any(seat.kind == "friend" for seat in match.seats):
        return _open_app(match)
    if not any(seat.kind == "human" for seat in match.seats):
        raise UsageError(tr("a game with friends needs a person at this computer too (human)"))
    return _open_app(match, room=_host(match))


def _host(match: Match):
    """The match's room for its friends, opened, and where they join said as the first line
    of output: `host ADDRESS:PORT code CODE` (a resumed game's: the same code and port)."""
    from net.host import reachable_address
    from scenes.table.friends import open_room

    try:
        room = open_room(Session(match))
    except OSError as exc:
        raise UsageError(tr("cannot host the game: {reason}").format(reason=exc)) from None
    print(f"host {reachable_address()}:{room.port} code {room.room.code}", flush=True)
    return room


def _progress(done: int, games: int) -> None:
    """`arena` on a terminal: how many games are played, on one line that is rewritten."""
    print("\r  " + tr("{done}/{games} games").format(done=done, games=games),
          end="\n" if done == games else "", file=sys.stderr, flush=True)


def _arena(args) -> int:
    from cli import arena
    from saves.store import SaveError

    try:
        arena.validate(args.game, args.players)
    except (KeyError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    chosen = chosen_options(_game(args.game), args, len(args.players))
    try:
        if args.save_to is not None:
            arena.check_target(args.save_to)
        report = arena.run(args.game, args.players, args.games, args.seed, args.save_to, chosen,
                           args.jobs, _progress if sys.stderr.isatty() else None)
    except OSError as exc:
        raise UsageError(tr("cannot write the games to {path}: {reason}").format(
            path=_shown(args.save_to), reason=exc.strerror or exc)) from None
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
        print(_error(args.command, catalog.UnknownGame(name)), file=sys.stderr)
        raise SystemExit(2)
    parser.error(tr("unrecognized arguments: %s") % " ".join(unknown))


def _prog() -> str:
    """The command as the user typed it: the wheel's, or main.py."""
    return "sesame-tabletop" if Path(sys.argv[0]).name == "sesame-tabletop" else "main.py"


def _error(command: str | None, message) -> str:
    """A user error in one line, as argparse words its own: "main.py play: error: ..."."""
    return (tr("%(prog)s: error: %(message)s\n") % {"prog": f"{_prog()} {command}",
                                                     "message": message}).rstrip("\n")


def _light(argv: list[str] | None) -> tuple[argparse.Namespace, list[str]] | None:
    """`--data-dir` and `--lang` wherever they stand, and the other arguments; None when one of
    the two is malformed (the whole parser then says how)."""
    light = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    light.add_argument("--data-dir", type=Path, default=None)
    light.add_argument("--lang", choices=list(language.LANGUAGES), default=None)
    try:
        return light.parse_known_args(argv)
    except argparse.ArgumentError:
        return None


def _speak(early: tuple[argparse.Namespace, list[str]] | None) -> None:
    """Say every word of this run in its language, from the parser's help on: `--lang`, else
    the Settings' choice (kept in `--data-dir`'s folder, when one is named), else the system's."""
    if early is not None and early[0].data_dir is not None:
        os.environ[ENV] = str(early[0].data_dir)
    language.force(early[0].lang if early is not None else None)
    language.use(language.chosen(settings.load().language))
    parser_words.install()


def _bare(early: tuple[argparse.Namespace, list[str]] | None) -> argparse.Namespace | None:
    """The arguments of the app opened with no command (`--data-dir` and `--lang` at most), or
    of the bench's child that times it (`bench --first-frame`), else None: the whole parser
    declares every game's flags, which imports every game's rules, a sixth of the title's
    start-up for nothing."""
    if early is None:
        return None
    args, rest = early
    if not rest:
        return argparse.Namespace(command=None, data_dir=args.data_dir, lang=args.lang)
    if rest[:2] == ["bench", "--first-frame"] and rest[2:] in ([], *([k] for k in FIRST_FRAMES)):
        return argparse.Namespace(command="bench", data_dir=args.data_dir, lang=args.lang,
                                  first_frame=(rest[2:] or ["title"])[0])   # as the app starts
    return None


def run(argv: list[str] | None = None) -> int:
    early = _light(argv)
    _speak(early)
    args = _bare(early)
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
            return _play(_new_match(args))
        if args.command == "join":
            return _join(args)
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
        print(_error(args.command, exc), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader of our output went away (`arena ... | head`): stop quietly, and keep
        # Python's own flush at exit from raising the same error again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
