"""While you waited: a few lines on what concerned one seat in a long run of other players'
turns, for the table to show when that seat's turn comes back. After ten or more moves nobody
remembers each of them, and the log is a long read; what matters to the seat is short: its
own pieces kidnapped or killed, its gems robbed, where the Grand Vizier went (how near the
end is), and who bought what.

Built only from the events the seat could see (the caller passes those; any other is left out
here too), so it names nothing the seat did not see: a gem robbed between two others stays
unnamed, and a robbery of the seat's own gem names it, as the victim sees it.
"""
from __future__ import annotations

from collections import Counter

from engine.core import Event
from engine.words import joined, listed, say

from ..board import PALACE_SHOPS
from ..pieces import VIZIER, kind
from .terms import cap, counted, gem_word, label

STRUCK = {"kidnap": "bagdad.digest.kidnapped", "kill": "bagdad.digest.killed"}


def summary(events: list[Event], names, seat: int) -> list[str]:
    """The lines for `seat`, in this order: what was done to its pieces and gems, the Grand
    Vizier's way, the purchases; none when nothing of that happened."""
    seen = [e for e in events if e.visible(seat)]
    return struck(seen, names, seat) + _vizier(seen, names) + _bought(seen, names, seat)


def struck(events: list[Event], names, seat: int) -> list[str]:
    """"Omar's merchant kidnapped your caravaneer: it waits in the Desert.", one a strike."""
    lines = []
    for i, e in enumerate(events):
        d = e.data
        if e.kind not in ("kidnap", "kill", "rob") or d["victim_seat"] != seat:
            continue
        striker = say("bagdad.whose_piece", who=names[d["seat"]], kind=kind(d["piece"]))
        if e.kind in STRUCK:
            lines.append(say(STRUCK[e.kind], striker=striker, victim=d["victim_kind"]))
            continue
        gem = next((x.data["gem"] for x in events[i + 1:i + 2] if x.kind == "robbed_gem"), None)
        lines.append(say("bagdad.digest.stole_gem", striker=striker, gem=gem_word(gem)) if gem
                     else say("bagdad.digest.stole", striker=striker))
    return lines


def _vizier(events: list[Event], names) -> list[str]:
    """"Omar and Zaid moved the Grand Vizier from X to Y." (and a warning on a Palace shop)."""
    moves = [e.data for e in events if e.kind == "move" and e.data["piece"] == VIZIER
             and e.data["start"] != e.data["space"]]
    if not moves:
        return []
    who = joined(dict.fromkeys(names[d["seat"]] for d in moves))
    start, end = moves[0]["start"], moves[-1]["space"]
    key = "bagdad.digest.vizier_palace" if end in PALACE_SHOPS else "bagdad.digest.vizier"
    return [say(key, who=who, start=label(start), end=label(end))]


def _bought(events: list[Event], names, seat: int) -> list[str]:
    """"Omar bought a ruby and 2 merchants; Zaid bought an emerald." (others' purchases)."""
    bought: dict[int, Counter] = {}
    for e in events:
        d = e.data
        if e.kind in ("buy_gem", "buy_piece") and d["seat"] != seat:
            item = gem_word(d["gem"]) if e.kind == "buy_gem" else d["kind"]
            bought.setdefault(d["seat"], Counter())[item] += 1
    if not bought:
        return []
    purchases = [say("bagdad.digest.bought", who=names[s],
                     items=joined(counted(n, x) for x, n in items.items()))
                 for s, items in bought.items()]
    return [say("bagdad.digest.purchases", purchases=cap(listed(purchases, ";")))]
