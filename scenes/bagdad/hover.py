"""What the city table's hover tip says of the thing under the mouse (a space, a piece, a
card, a button, a seat, the wish, the Vizier's note, the Desert, a deck): the words come from
the view on screen (engine/bagdad/words/hints.py), and each tip ends with what a click there
does."""
from __future__ import annotations

from engine.bagdad.pieces import VIZIER
from engine.bagdad.words import hints, terms
from engine.words.language import tr
from scenes.bagdad.offer_picker import card_hint


def tip(table, key: tuple) -> tuple[str, list[str]] | None:
    view = table.view
    if key[0] == "space":
        title, lines = hints.space_hint(view, key[1], table.names)
        options = table.spaces.get(key[1], [])
        return title, lines + [_click(table.words(a, view)) for a in options]
    if key[0] == "piece":
        return _piece(table, key[1])
    if key[0] == "card":
        spot = next((s for s in table.panel.cards if s.card["card"] == key[1]), None)
        if spot is None:
            return None
        title = terms.card_words(spot.card)
        lines = card_hint(spot, lambda a: table.words(a, view))
        return title[:1].upper() + title[1:], lines
    if key[0] == "button":
        said = table.words(key[1], view)
        return said[:1].upper() + said[1:], []
    if key[0] == "seat":
        return table.names[key[1]], hints.seat_summary(view, key[1], table.names)
    if key[0] == "wish":
        return tr("Your wish and the gems"), hints.wish_hint(view)
    if key[0] == "vizier_note":
        return tr("How the game ends"), hints.ending_hint(view)
    if key[0] == "desert":
        return hints.space_hint(view, 0, table.names)
    if key[0] == "deck":
        return hints.deck_hint(view, key[1], table.names)
    return None


def _piece(table, piece: int) -> tuple[str, list[str]]:
    """A piece: whose, where it stands, what clicking it does; the Vizier also says how
    near the end is."""
    view = table.view
    name = terms.piece_name(piece, table.names, view["seat"])
    space = table.space_of(piece)
    lines = [(tr("Stands in {place}.") if space == 0 else tr("Stands on {place}."))
             .format(place=terms.label(space))]
    if piece == VIZIER:
        lines += hints.ending_hint(view)[:1]
    target = table.clickable(("piece", piece))
    if piece in table.movers:
        lines.append(tr("Click to move it."))
    elif target:
        lines += [_click(table.words(a, view)) for a in target]
    return name[:1].upper() + name[1:], lines


def _click(action: str) -> str:
    """What a click does, in a tip's last lines."""
    return tr("Click: {action}").format(action=action)
