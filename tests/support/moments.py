"""Every screen a player meets, to be drawn by a test: the screenshot command's screens and,
over each game's table, what that command does not draw: its menu, its first-game guide, and the
results and the replay of a game played out; Bagdad's densest panel, an offer being built with a
claim and a wish; the Join screen with games found on the network and a slip said, the wait
for a host's welcome with its trouble said, and a host's table on an away friend's turn. Each is
drawn as `cli.screenshot.take` draws a screen (the same window, text size and settling)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from cli import screenshot
from cli.scratch import scratch_data
from engine.match import Match, Seat
from engine.session import Session
from support.matches import played_out

OVERS = ("menu", "guide", "results", "replay")
MOMENTS = [*screenshot.screens(),
           *(f"{game}:{over}" for game in screenshot.games() for over in OVERS), "bagdad:offer",
           "join", "joining", "friends"]
SEED = 5


def seated(game: str) -> Match:
    """A new game of the showcase's seats: a person and normal AIs."""
    players = screenshot.registry.entry(game).SHOWCASE["players"]
    seats = [Seat(screenshot.NAMES[0], "human")] + [Seat(screenshot.NAMES[i], "ai", "normal")
                                                   for i in range(1, players)]
    return Match.new(game, seats, SEED)


def finished(game: str) -> Match:
    """A game of the showcase's seats played out by the easy AI."""
    return played_out(seated(game))


def building() -> Match:
    """A Bagdad game played by the normal AI at every seat up to the person's own offer with a
    card given, a card asked, a claim and a wish in it."""
    match = seated("bagdad")
    session = Session(match)
    while session.to_move() is not None:
        offer = session.view(0).get("offer")
        if session.to_move() == 0 and offer and offer["from"] == 0 and offer["stage"] == "build" \
                and offer["give"] and offer["ask"] and offer.get("claims") and offer.get("wishes"):
            return match
        seat = session.to_move()
        session.play(seat, session.decision(seat, "normal").make())
    raise AssertionError("the person never built such an offer in this game")


def joining(app):
    """The Join screen over the title with three games found on the network (one of another
    version), the first picked, and a room code mistyped: the slip is said under the fields."""
    from net import protocol
    from net.discovery import Found
    from scenes.screens.join import JoinScene
    from scenes.screens.title import TitleScene

    app.stack.push(TitleScene(app))
    screen = app.stack.push(JoinScene(app))
    names, version = screenshot.NAMES, protocol.VERSION
    screen.show([Found(names[0], "alibaba", "192.168.1.5", 47210, 3, 1, version),
                 Found(names[1], "bagdad", "192.168.1.23", 47211, 4, 0, version),
                 Found(names[2], "forty_thieves", "192.168.1.40", 47210, 2, 1, version + 1)])
    screen.code.value, screen.name.value = "K0W1", names[3]
    screen.pick(screen.list.items[0])
    screen.join()
    return screen


def with_a_friend() -> Match:
    """Ali Baba hosted with a friend's seat, first to move and away: the banner says how to
    join and offers the AI to play the seat."""
    return Match.new("alibaba", [Seat("Jasmine", "friend"), Seat("Layla", "human"),
                                 Seat("Kasim", "ai", "normal")], SEED)


def waiting_for_the_host(app):
    """The wait for a host's welcome, with no answer from the address yet."""
    import queue

    from scenes.table.joined import JoiningScene

    class Link:         # no network: what the host would have said is put in its inbox
        inbox = queue.Queue()

        def close(self) -> None:
            pass
    Link.inbox.put({"type": "away"})
    return app.stack.push(JoiningScene(app, Link(), "192.168.1.5:47210"))


def draw(moment: str, size: tuple[int, int], folder: Path, text: str = "normal") -> None:
    """Draw `moment` ("settings", "bagdad", "bagdad:menu") in a window of `size`, settled (a
    screen's picture is saved in `folder`)."""
    from scenes.app import App
    from scenes.kit import reading
    from scenes.screens.pause import PauseMenu
    from scenes.table.replay import ReplayScene
    from scenes.tables import table_for
    from scenes.window import close_display

    if moment in screenshot.screens():
        screenshot.take(moment, size, folder / "shot.png", text)
        return
    with scratch_data():
        app = App(window_size=size, threaded_ai=False)
        try:
            app.apply_settings(replace(app.settings, text_size=text))
            reading.set_large(text == "large")
            if moment == "join":
                screenshot.settle(app, joining(app))
                return
            if moment == "joining":
                screenshot.settle(app, waiting_for_the_host(app))
                return
            if moment == "friends":
                table = app.stack.push(table_for("alibaba")(app, with_a_friend()))
                try:
                    screenshot.settle(app, table)
                finally:
                    table.friends.close()
                return
            game, over = moment.split(":")
            if over == "replay":
                replay = app.stack.push(ReplayScene(app, finished(game)))
                replay.seek(0.5)
                screenshot.settle(app, replay)
                return
            match = finished(game) if over == "results" else building() if over == "offer" \
                else screenshot.showcase_match(game)
            table = app.stack.push(table_for(game)(app, match))
            screenshot.settle(app, table)
            if over == "menu":
                app.stack.push(PauseMenu(app, table))
            elif over == "guide":
                table.open_guide()
            elif over == "results" and not isinstance(app.stack.top, table.results_scene):
                app.stack.push(table.results_scene(app, table))
            screenshot.settle(app, app.stack.top)
        finally:
            reading.set_large(False)
            close_display()
