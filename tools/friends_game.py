"""Two copies of the app play one whole game together on this computer, as two friends would:
each in its own window and its own data folder, one hosting (`main.py play GAME --players
human,friend,...`, whose first line says where to join), the other joining by that address
(`main.py join`) or, with --discover, from the Join screen's list of games on this network.

    python tools/friends_game.py GAME OUT_DIR [--discover] [--at N,N,...] [--seed N]

Each person's move is chosen by the easy AI from what that table shows its seat, and clicked
where the table shows it (the hint's marks: a tile, a card, a space, a button), through the
window's own event queue; a move with no place on screen is played as its button would. Both
windows are saved at the same moments of the game (after the moves named by --at, and at the
results) as OUT_DIR/GAME-host-N.png and GAME-guest-N.png. It needs a display (Xvfb) and never
touches the player's folders: each copy has a temporary data folder.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WAIT = 900          # seconds a whole game may take at most
SETTLE = 90         # frames the results are given to come up before they are saved
HOST_LINE = re.compile(r"host (\S+):(\d+) code ([A-Z2-9]{4})")
KINDS = {"alibaba": "human,friend,ai:easy", "forty_thieves": "human,friend,ai:easy",
         "bagdad": "human,friend,ai:easy"}


class Driver:
    """Plays the person's seat of the table on top, a frame at a time, as a player's clicks."""

    def __init__(self, app, role: str, out: Path, at: list[int], game: str) -> None:
        from engine import catalog
        from engine.core import Rng
        self.app, self.role, self.out, self.at, self.game = app, role, out, sorted(at), game
        self.rules, self.rng = catalog.get(game), Rng(11 if role == "host" else 12)
        self.clicked: tuple | None = None       # (turn, frames waited) after a click
        self.shots: set = set()
        self.settling = 0                       # frames the results have been up
        self.joining = None                     # the Join screen's steps, with --discover

    def frame(self) -> None:
        import pygame
        from scenes.kit import idle
        from scenes.screens.results import ResultsScene
        from scenes.table.guide import GuideScene
        from scenes.table.host import TableScene
        top = self.app.stack.top
        if isinstance(top, GuideScene):
            return self.key(pygame.K_ESCAPE)
        if self.joining is not None and self.joining(top):
            return
        if isinstance(top, ResultsScene):
            self.settling += 1      # the results slide in and count up first
            idle.moving()           # frames until they are saved (then the app rests)
            if self.settling == SETTLE:
                self.save("end")
                (self.out / f"{self.game}-{self.role}.done").write_text("over\n")
            return
        if not isinstance(top, TableScene) or top.board_busy():
            return
        turn = top.session.turn
        due = [n for n in self.at if n <= turn and n not in self.shots]
        if due and top.appear.done:
            self.shots.update(due)
            self.save(str(due[-1]))
        if top.session.waiting_for() != "human" or not top.actions:
            self.clicked = None
            return
        if self.clicked is not None and self.clicked[0] == (turn, len(top.actions)) \
                and self.clicked[1] < 30:
            self.clicked = (self.clicked[0], self.clicked[1] + 1)
            return      # the click is on its way
        self.move(top, turn)

    def move(self, table, turn: int) -> None:
        from engine import ai
        action = ai.choose(self.rules, table.view, list(table.actions), "easy", self.rng)
        marks = [] if self.clicked is not None else table.hint_marks(action)
        self.clicked = ((turn, len(table.actions)), 0)
        if len(marks) == 1:
            self.click(marks[0].center)
        else:       # nowhere on screen, or a retry: the button's own way
            table.play(action)

    def click(self, point) -> None:
        import pygame
        from scenes.kit import canvas
        x, y, w, h = canvas.fit(self.app.window.get_size())
        pos = (x + int((point[0] + 0.5) * w / canvas.LOGICAL[0]),
               y + int((point[1] + 0.5) * h / canvas.LOGICAL[1]))
        for kind, extra in ((pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
                            (pygame.MOUSEBUTTONDOWN, {"button": 1}),
                            (pygame.MOUSEBUTTONUP, {"button": 1})):
            pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))

    def key(self, code: int, text: str = "") -> None:
        import pygame
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=text,
                                             scancode=0))

    def save(self, moment: str) -> None:
        import pygame
        pygame.image.save(self.app.window, str(self.out / f"{self.game}-{self.role}-{moment}.png"))


def discovering(driver: Driver, address: str, code: str):
    """The Join screen's steps from the title: open it, wait for the host's game in its list,
    choose it, type the room code, join."""
    import pygame
    from scenes.screens.title import TitleScene
    done: set = set()

    def step(top) -> bool:
        from scenes.screens.join import JoinScene
        if isinstance(top, TitleScene) and "open" not in done:
            done.add("open")
            driver.click(top.buttons["Join a game"].rect.center)
            return True
        if not isinstance(top, JoinScene):
            return False
        if "chosen" not in done:
            rows = [row for row in top.list.items        # this host's, of all on the network
                    if row.enabled and f"{row.found.address}:{row.found.port}" == address]
            if rows:
                done.add("chosen")
                driver.click(rows[0].rect.center)
            elif top.looking is None:
                top.refresh()       # not announced yet: look again
            return True
        if "typed" not in done:
            done.add("typed")
            driver.click(top.code.rect.center)
            for letter in code:
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
            return True
        if "joined" not in done:
            done.add("joined")
            driver.click(top.join_button.rect.center)
        return True
    return step


def play_role(args) -> int:
    """One copy of the app, driven (runs in its own process)."""
    from cli import main as cli
    from scenes import app as app_module
    out = Path(args.out)
    drivers: list[Driver] = []
    step = app_module.App.step

    def driven(app, dt, checking=False):
        step(app, dt, checking)
        if not drivers:
            drivers.append(Driver(app, args.role, out, args.at, args.game))
            if args.role == "guest" and args.discover:
                drivers[0].joining = discovering(drivers[0], args.address, args.code)
        drivers[0].frame()
    app_module.App.step = driven
    data = ["--data-dir", args.data]
    if args.role == "host":
        return cli.run(["play", args.game, "--players", KINDS[args.game], "--seed",
                        str(args.seed), *data])
    if args.discover:
        return cli.run(data)
    return cli.run(["join", args.address, "--code", args.code, "--name", "Nadia", *data])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(KINDS))
    parser.add_argument("out", type=Path)
    parser.add_argument("--discover", action="store_true")
    parser.add_argument("--at", default="6,30", help="moves after which both windows are saved")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--role", choices=("host", "guest"), help=argparse.SUPPRESS)
    parser.add_argument("--data", help=argparse.SUPPRESS)
    parser.add_argument("--address", help=argparse.SUPPRESS)
    parser.add_argument("--code", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.at = [int(n) for n in str(args.at).split(",") if n]
    if args.role:
        return play_role(args)
    args.out.mkdir(parents=True, exist_ok=True)
    me = [sys.executable, str(Path(__file__).resolve()), args.game, str(args.out),
          "--at", ",".join(map(str, args.at)), "--seed", str(args.seed)]
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy"}
    with tempfile.TemporaryDirectory() as host_dir, tempfile.TemporaryDirectory() as guest_dir:
        host = subprocess.Popen([*me, "--role", "host", "--data", host_dir], env=env,
                                stdout=subprocess.PIPE, text=True, cwd=ROOT)
        first = host.stdout.readline().strip()
        found = HOST_LINE.fullmatch(first)
        if not found:
            host.kill()
            print(f"the host said {first!r}", file=sys.stderr)
            return 1
        print(first, flush=True)
        guest = subprocess.Popen([*me, "--role", "guest", "--data", guest_dir,
                                  "--address", f"{found[1]}:{found[2]}", "--code", found[3],
                                  *(["--discover"] if args.discover else [])], env=env, cwd=ROOT)
        try:
            finished = wait_for_both(args.out, args.game, [host, guest])
        finally:
            for process in (guest, host):
                process.terminate()
                process.wait(30)
    print("both tables reached the results" if finished else "the game did not finish")
    return 0 if finished else 1


def wait_for_both(out: Path, game: str, processes) -> bool:
    import time
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        if all((out / f"{game}-{role}.done").exists() for role in ("host", "guest")):
            return True
        if any(p.poll() is not None for p in processes):
            return False
        time.sleep(0.5)
    return False


if __name__ == "__main__":
    sys.exit(main())
