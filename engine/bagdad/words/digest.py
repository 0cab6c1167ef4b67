"""While you waited: a few lines on what concerned one seat in a long run of other players'
turns, for the table to show when that seat's turn comes back. After ten or more moves nobody
remembers each of them, and the log is a long read; what matters to the seat is short: its
own pieces kidnapped or killed, its gems robbed, who robbed whom, where the Grand Vizier went
(how near the end is), who bought what, and where a new round began.

Told in the order it happened: the card comes up when the seat's turn does, often after the
next round's first offers, and a summary grouped by kind read as if a kidnapping came before
the purchases it followed. A run of purchases, or of the Vizier's steps, with nothing else
between is one line, so a long wait stays a few lines.

Built only from the events the seat could see (the caller passes those; any other is left out
here too), so it names nothing the seat did not see: a gem robbed between two others stays
unnamed, and a robbery of the seat's own gem names it, as the victim sees it.
"""
from __future__ import annotations

from collections import Counter
from itertools import groupby

from engine.core import Event
from engine.words import joined, listed, say

from ..board import PALACE_SHOPS
from ..pieces import VIZIER, kind
from .terms import cap, counted, label, noun, noun_object, their_piece

STRUCK = {"kidnap": "bagdad.digest.kidnapped", "kill": "bagdad.digest.killed"}


def summary(events: list[Event], names, seat: int) -> list[str]:
    """The lines for `seat` in the order things happened; none when nothing of concern did."""
    notes = _notes([e for e in events if e.visible(seat)], names, seat)
    last_vizier = max((i for i, (what, _) in enumerate(notes) if what == "vizier"), default=-1)
    lines: list[str] = []
    for what, run in groupby(enumerate(notes), lambda note: note[1][0]):
        run = [(i, data) for i, (_, data) in run]
        if what == "said":
            lines += [data for _, data in run]
        elif what == "vizier":
            lines.append(_vizier([d for _, d in run], names, run[-1][0] == last_vizier))
        elif what == "bought":
            lines.append(_bought([d for _, d in run], names))
        elif lines:             # a new round, after something: the lines above came before it
            lines.append(say("bagdad.digest.round", round=run[-1][1]))
    return lines


def struck(events: list[Event], names, seat: int) -> list[str]:
    """"Omar's merchant kidnapped your caravaneer: it waits in the Desert.", one a strike."""
    return [_strike(events, i, names) for i, e in enumerate(events)
            if e.kind in ("kidnap", "kill", "rob") and e.data["victim_seat"] == seat]


def _notes(events: list[Event], names, seat: int) -> list[tuple[str, object]]:
    """What concerned the seat, in order: ("said", a line), ("vizier", a move), ("bought",
    (seat, item)) or ("round", its number)."""
    notes: list[tuple[str, object]] = []
    for i, e in enumerate(events):
        d = e.data
        if e.kind in ("kidnap", "kill", "rob") and d["victim_seat"] == seat:
            notes.append(("said", _strike(events, i, names)))
        elif e.kind == "rob" and d["seat"] != seat:
            notes.append(("said", say("bagdad.digest.robbed", robber=_striker(d, names),
                                      victim=names[d["victim_seat"]])))
        elif e.kind == "move" and d["piece"] == VIZIER and d["start"] != d["space"]:
            notes.append(("vizier", d))
        elif e.kind in ("buy_gem", "buy_piece") and d["seat"] != seat:
            item = d["gem"] if e.kind == "buy_gem" else d["kind"]
            notes.append(("bought", (d["seat"], item)))
        elif e.kind == "round":
            notes.append(("round", d["round"]))
    return notes


def _striker(d: dict, names) -> str:
    return their_piece(names[d["seat"]], kind(d["piece"]), subject=True)


def _strike(events: list[Event], i: int, names) -> str:
    """The line for the strike `events[i]` on the seat (the robbed gem, if it saw which)."""
    e = events[i]
    striker = _striker(e.data, names)
    if e.kind in STRUCK:
        return say(STRUCK[e.kind], striker=striker, victim=noun_object(e.data["victim_kind"]))
    gem = next((x.data["gem"] for x in events[i + 1:i + 2] if x.kind == "robbed_gem"), None)
    return say("bagdad.digest.stole_gem", striker=striker, gem=noun(gem)) if gem \
        else say("bagdad.digest.stole", striker=striker)


def _vizier(moves: list[dict], names, last: bool) -> str:
    """"Omar and Zaid moved the Grand Vizier from X to Y." (and, where he stands now, a
    warning on a Palace shop)."""
    who = joined(dict.fromkeys(names[d["seat"]] for d in moves))
    start, end = moves[0]["start"], moves[-1]["space"]
    key = "bagdad.digest.vizier_palace" if last and end in PALACE_SHOPS \
        else "bagdad.digest.vizier"
    return say(key, who=who, start=label(start), end=label(end))


def _bought(bought: list[tuple[int, str]], names) -> str:
    """"Omar bought a ruby and 2 merchants; Zaid bought an emerald." (others' purchases)."""
    items: dict[int, Counter] = {}
    for seat, item in bought:
        items.setdefault(seat, Counter())[item] += 1
    purchases = [say("bagdad.digest.bought", who=names[s],
                     items=joined(counted(n, x) for x, n in held.items()))
                 for s, held in items.items()]
    return say("bagdad.digest.purchases", purchases=cap(listed(purchases, ";")))
