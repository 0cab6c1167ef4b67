"""Determinization: a full state consistent with one seat's view, for AI search.

Whatever that seat cannot see (face-down tiles, the box, the opponents' screens, tiles shown
to someone else) is dealt at random from the tiles it cannot account for.
"""
from __future__ import annotations

from engine.core import Rng

from .state import AliBabaState
from .tiles import TILES, of_kinds


def determinize(view: dict, seat: int, rng: Rng) -> AliBabaState:
    pending = {k: v for k, v in view["pending"].items() if k not in ("seat", "options")}
    shown = [list(pair) for pair in pending.get("shown", [])]
    own = [t["tile"] for t in view["screen"]]
    removed = of_kinds(view["removed_kinds"])
    known = set(own) | set(removed) | {t["tile"] for t in view["display"]}
    known |= {c["tile"] for c in view["cells"] if c["state"] == "up"}
    known |= {t for _, t in shown if t is not None}
    unknown = [t for t in TILES if t not in known]
    rng.shuffle(unknown)

    cells = [c["tile"] if c["state"] == "up" else unknown.pop() if c["state"] == "down"
             else None for c in view["cells"]]
    screens = []
    for s, count in enumerate(view["screen_counts"]):
        seen = [t for who, t in shown if who == s and t is not None]
        screens.append(own if s == seat else seen + [unknown.pop()
                                                     for _ in range(count - len(seen))])
    for pair in shown:
        if pair[1] is None:
            pair[1] = screens[pair[0]][0]
    if "shown" in pending:
        pending["shown"] = shown
    if len(removed) + len(unknown) != view["box"]:
        raise ValueError("the view does not account for all 60 tiles")
    return AliBabaState(
        players=view["players"], variant=view["variant"], board=view["board"],
        first_player=view["first_player"], removed_kinds=list(view["removed_kinds"]),
        rng=Rng(rng.next64()), cells=cells, up=[c["state"] == "up" for c in view["cells"]],
        box=removed + unknown, display=[t["tile"] for t in view["display"]], screens=screens,
        scores=list(view["scores"]), restrictions=[dict(r) for r in view["restrictions"]],
        current=view["current"], turn=view["turn"], last_turn=view["last_turn"],
        over=view["over"], pending=pending)
