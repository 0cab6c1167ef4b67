"""The New game screen remembers you: the last game started, its variant, seat count, seats
(who is a person, which AI level, the names typed) and options open the screen next time.

What is kept is checked twice: as data when the settings are read (saves/settings.py bounds
it), and against the game when it is laid out again here (an option or level the game no
longer offers is left at its default), so an edited or stale file can only be ignored. A name
the player never typed is not kept but made again, in the language in use ("Spieler 1").
"""
from __future__ import annotations


def record(setup) -> dict:
    """What the screen shows now, to keep."""
    return {"game": setup.game.NAME, "variant": setup.variant.value, "count": setup.count.value,
            "seats": [{"kind": c.kind, "name": c.name, "named": c.named}
                      for c in setup.choices[:setup.count.value]],
            "options": setup.chosen()}


def restore(setup, kept: dict) -> None:
    """Lay `kept` out on a freshly built screen, as far as the game still offers it."""
    game = next((g for g in setup.games if g.NAME == kept.get("game")), None)
    if game is None:
        return
    for i, (choice, seat) in enumerate(zip(setup.choices, kept.get("seats", ()))):
        choice.kind, choice.named = seat["kind"], seat["named"]
        choice.name = seat["name"] if choice.named else choice.default_name(i)
    setup.wanted_count = kept.get("count")
    setup.choose_game(game)
    if _pick(setup.variant, kept.get("variant")):
        setup.change_variant()
    options = kept.get("options", {})
    for key, selector in setup.game_options.items():
        _pick(selector, options.get(key))
    for key, values in setup.seat_values.items():
        offered = [v for v, _ in setup.declared[key]["choices"]]
        for i, value in enumerate(options.get(key, ())[:len(values)]):
            if value in offered:
                values[i] = value
    setup.build_seats()


def _pick(selector, value) -> bool:
    """Set `selector` to `value` if it offers it; whether it changed."""
    values = [v for v, _ in selector.options]
    if value not in values or values.index(value) == selector.index:
        return False
    selector.index = values.index(value)
    return True
