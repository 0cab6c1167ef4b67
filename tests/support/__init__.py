"""What the tests share, by concern; no test module imports another test module.

    fixtures.py        pytest fixtures used across modules (app, no_window), registered by
                       tests/conftest.py through pytest_plugins
    minigame.py        the tiny game with hidden hands that conftest.py registers for every test
    matches.py         seats from "human"/"ai:level" specs, a mini game match
    scenes.py          driving an App on the dummy driver: start, click, key, steps, drawn_lines
    shots.py           screenshot tests: a frame that drew something, keeping frames as PNGs
    saves.py           a played match to save, a save edited and re-sealed on disk
    setups.py          every set-up a game offers, a new game from one (soak, leaks, fast paths)
    cli.py             a command-line error checked to be one line
    alibaba.py         Ali Baba caves laid by hand and matches played up to a moment
    forty_thieves.py   Forty Thieves states with chosen cards, random play
    bagdad_fixtures.py Thieves of Bagdad states brought to a chosen moment by hand
    bagdad_table.py    the city table: where to click, and the positions its tests open on
    bagdad_play.py     opening the city table on a match or a fixture's state, and driving it
    bagdad_offers.py   Thieves of Bagdad offers built step by step, with claims and wishes
    bagdad_ai.py       Thieves of Bagdad AI games and decisions the AI tests measure

tests/ is on sys.path (conftest.py), so a test says `from support.scenes import click`.
"""
