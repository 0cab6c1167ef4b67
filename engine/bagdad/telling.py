"""Thieves of Bagdad's events told in English: the log's lines for what an action caused, and
the headlines over the board for the moments worth stopping for. Lines, not one line an event:
a round's income is one line for every seat, the steps of building an offer, a counter-offer
or a payment say nothing (the action's own words tell them; the sent offer tells its talk),
and a private event is told only to its seats; so the game offers no per-event
`describe_event` to the generic table, and its own table logs through `event_lines`; the
table, which follows a whole exchange phase, sums it up with `exchange_summary`. The words are
words.py's; a card's face follows its privacy rule.
"""
from __future__ import annotations

from engine.core import Event

from .board import PALACE_SHOPS, label
from .pieces import VIZIER, kind
from .words import ABILITY, article, backs, cap, card_words, dinars, district_word, gem_word, \
    joined, n_cards, talk_phrase, talk_word, talked, times

WHY = {"vizier": "the Grand Vizier stands on a Palace shop",
       "round_limit": "the round limit is reached",
       "stalled": "nobody holds a card, so nothing can change any more"}


def event_lines(events: list[Event], names, viewer: int | None, private: bool,
                quiet=frozenset()) -> list[str]:
    """The log's lines for what an action caused. A private event is told only when `private`
    and `viewer` is one of its seats, else left out without a trace; a round's income makes one
    line, and so do the viewer's draws. Steps the action's own words tell make none. A refusal
    by a seat in `quiet` (a person, who clicked Refuse and said nothing) has no reason."""
    def told(e: Event) -> bool:
        return e.visible_to is None or private and viewer in e.visible_to

    lines, grouped = [], set()
    for e in events:
        if not told(e) or e.kind in grouped:
            continue
        if e.kind == "income":
            line = _income([x for x in events if x.kind == "income"],
                           next((x for x in events if x.kind == "round"), None), names)
        elif e.kind == "draw":
            drawn = [card_words(x.data) for x in events if x.kind == "draw" and told(x)]
            line = f"You draw {joined(drawn)}."
        elif e.kind == "refuse_offer" and e.data["partner"] in quiet:
            line = _answer(e, names, said=False)
        elif e.visible_to is None:
            line = _public(e, names)
        else:
            line = _private(e, names, viewer)
        if e.kind in ("income", "draw"):
            grouped.add(e.kind)
        if line:
            lines.append(line)
    return lines


def _income(incomes: list[Event], round_event: Event | None, names) -> str:
    """"Income: Omar draws 2 Souk cards and a Palace card; Layla finds nothing." With the
    round's start at hand every seat is told, in income order from the slipper holder."""
    drawn: dict[int, list[str]] = {}
    missed: dict[int, list[str]] = {}
    for e in incomes:
        d = e.data
        (drawn if d["drawn"] else missed).setdefault(d["seat"], []).append(d["district"])
    seats = list(dict.fromkeys(e.data["seat"] for e in incomes))
    if round_event is not None:
        first = round_event.data["slipper"]
        seats = [(first + i) % len(names) for i in range(len(names))]
    parts = []
    for seat in seats:
        got, lost = drawn.get(seat, []), missed.get(seat, [])
        part = f"{names[seat]} draws {backs(got)}" if got else f"{names[seat]} finds nothing"
        if lost:
            left = joined(district_word(d) for d in dict.fromkeys(lost))
            part += f" (no {left} card was left to draw)"
        parts.append(part)
    return "Income: " + "; ".join(parts) + "."


def _offer(d: dict, names) -> str:
    """A sent offer with its talk: "Sinbad offers David a Souk card (said to be saffron) for a
    Palace card (hoping for silk)."; to everyone, it names those it went to; a counter-offer
    says so."""
    who, partner = names[d["seat"]], names[d["partner"]]
    if d.get("everyone"):
        partner = f"everyone ({joined(names[s] for s in d['everyone'])})"
    give = talked(d["give"], d.get("claims") or [None] * len(d["give"]), {})
    ask = talked(d["ask"], [None] * len(d["ask"]), d.get("wishes") or {})
    if d.get("counter"):
        again = " again" if d["counter"] > 1 else ""
        if not d["give"]:
            return f"{who} counters{again}, asking {partner} for {ask} and giving nothing."
        return f"{who} counters{again}, offering {partner} {give} for {ask}."
    if not d["give"]:
        return f"{who} asks {partner} for {ask}, giving nothing."
    return f"{who} offers {partner} {give} for {ask}."


def subject(e: Event) -> int | None:
    """The seat a public event's line begins with: the answerer of an offer, else its "seat"
    (who gives, moves, buys, ...)."""
    if e.kind in ("accept_offer", "refuse_offer"):
        return e.data["partner"]
    return e.data.get("seat")


def _answer(e: Event, names, said: bool = True) -> str:
    """"David accepts Sinbad's offer.", "David refuses Sinbad's counter-offer: fish would
    be worth little to me." (the reason is the refuser's, worded from what everyone sees)."""
    d = e.data
    verb = "accepts" if e.kind == "accept_offer" else "refuses"
    which = "counter-offer" if d.get("counter") else "offer"
    reason = f": {d['reason']}" if d.get("reason") and said else ""
    return f"{names[d['partner']]} {verb} {names[d['seat']]}'s {which}{reason}."


def _received(d: dict, names) -> str:
    """"You receive the Souk leather (6 dinars) from Sinbad: the "carpets" turned out to be
    leather (a bluff).": each claim on a received card is checked against its face."""
    claims = {c["card"]: c["claimed"] for c in d.get("checked", ())}
    truths = []
    for face in d["cards"]:
        claim = claims.get(face["card"])
        if claim == face["name"]:
            truths.append(f"the \u201c{talk_word(claim)}\u201d was indeed {talk_phrase(claim)}")
        elif claim is not None:
            truths.append(f"the \u201c{talk_word(claim)}\u201d turned out to be "
                          f"{talk_phrase(face['name'])} (a bluff)")
    told = f": {'; '.join(truths)}" if truths else ""
    return (f"You receive {joined(card_words(face) for face in d['cards'])} from "
            f"{names[d['from_seat']]}{told}.")


def exchange_summary(trades: list[int], gain: int | None, names, viewer: int | None) -> list[str]:
    """The exchange phase in a line a player: how often each traded, and for the viewer (when
    the log is its alone: `gain` is not None) what its trades brought at its own values."""
    lines = []
    for seat, count in enumerate(trades):
        who = "you" if seat == viewer and gain is not None else names[seat]
        done = f"traded {times(count)}" if count else "did not trade"
        if seat == viewer and gain is not None and count:
            done += f": {'+' if gain >= 0 else '−'}{dinars(abs(gain))} at your values"
        lines.append(f"In this exchange {who} {done}.")
    return lines


def _sides(d: dict, names) -> tuple[str, str]:
    """An ability's striker and victim: ("Layla's merchant", "Omar's caravaneer")."""
    return (f"{names[d['seat']]}'s {kind(d['piece'])}",
            f"{names[d['victim_seat']]}'s {kind(d['victim'])}")


def _strike(d: dict, names) -> str:
    """"Layla's merchant kidnaps Omar's caravaneer"."""
    striker, victim = _sides(d, names)
    return f"{striker} {ABILITY[kind(d['piece'])]}s {victim}"


def _game_over(d: dict, names) -> tuple[str, str]:
    """Why the game ended, and who won."""
    why = WHY.get(d["why"], str(d["why"]).replace("_", " "))
    won = joined([names[s] for s in d["winners"]]) + (" wins" if len(d["winners"]) == 1 else
                                                     " share the win")
    if d.get("won_by") == "wish":
        won += " (the wish came true)" if len(d["winners"]) == 1 else " (their wishes came true)"
    elif d.get("won_by"):
        won += " on gem value"
    return why, won


def _public(e: Event, names) -> str | None:
    d, k = e.data, e.kind
    who = names[d["seat"]] if "seat" in d else ""
    if k == "place":
        return f"{who} places {article(d['kind'])} on {label(d['space'])}."
    if k == "round":
        return f"Round {d['round']} begins; {names[d['slipper']]} holds the slipper."
    if k == "reshuffle":
        return (f"The {district_word(d['district'])} discards are shuffled into a new deck of "
                f"{n_cards(d['cards'])}.")
    if k == "phase":
        if d["phase"] == "purchase":
            return f"The purchase phase begins: {who} holds the slipper and buys first."
        return f"The {d['phase']} phase begins with {who}."
    if k == "send_offer":
        return _offer(d, names)
    if k in ("accept_offer", "refuse_offer"):
        return _answer(e, names)
    if k == "pick_offer":
        return f"{who} chooses to trade with {names[d['partner']]}."
    if k == "no_takers":
        return f"Nobody takes {who}'s offer to {joined(names[s] for s in d['everyone'])}."
    if k == "trade":
        return f"{who} gives {names[d['partner']]} {backs(d['gave'])} and gets {backs(d['got'])}."
    if k == "done":
        return f"{who} makes no more offers this phase (and still answers offers)."
    if k == "pay":
        return f"{who} pays with {joined(card_words(c) for c in d['cards'])}."
    if k == "discard":
        return (f"{who} discards {joined(card_words(c) for c in d['cards'])}: they could buy "
                "nothing.")
    if k == "buy_piece":
        return f"{who} buys {article(d['kind'])}: it waits in the Desert."
    if k == "buy_gem":
        return f"{who} buys {article(gem_word(d['gem']))}."
    if k == "move":
        way = f"from {label(d['start'])} to {label(d['space'])}"
        if d["piece"] == VIZIER:
            return f"{who} moves the Grand Vizier {way}."
        if d["start"] == d["space"]:
            return f"{who}'s {d['kind']} stays on {label(d['space'])}."
        return f"{who}'s {d['kind']} moves {way}."
    if k == "kidnap":
        return f"{_strike(d, names)}: it goes to the Desert."
    if k == "kill":
        after = "both leave the game" if d["assassin_to"] == "killed" else \
            "it leaves the game, and the assassin goes to the Desert"
        return f"{_strike(d, names)}: {after}."
    if k == "rob":
        return f"{_strike(d, names)} of a gem."
    if k == "pass_slipper":
        return f"{who} passes the slipper to {names[d['to']]}."
    if k == "game_over":
        why, won = _game_over(d, names)
        values = ", ".join(f"{names[s]} {v}" for s, v in enumerate(d["scores"]))
        return f"The game is over: {why}. {won}. Gem values: {values}."
    return None


def _private(e: Event, names, viewer: int | None) -> str | None:
    """A private event in words for one of its own seats."""
    d = e.data
    if e.kind == "receive":
        return _received(d, names)
    if e.kind == "robbed_gem":
        if viewer == d["seat"]:
            return f"You steal {article(gem_word(d['gem']))} from {names[d['victim_seat']]}."
        return f"{names[d['seat']]} steals your {gem_word(d['gem'])}."
    return None


def headline(e: Event, names) -> tuple[str, str] | None:
    """The big words over the board for the moments worth stopping for: (title, subtitle)."""
    d = e.data
    if e.kind == "round":
        return f"Round {d['round']}", f"{names[d['slipper']]} holds the slipper"
    if e.kind == "phase" and d["phase"] == "purchase":
        return "Purchase", f"{names[d['seat']]} holds the slipper and buys first"
    if e.kind == "kidnap":
        striker, victim = _sides(d, names)
        return "Kidnapped!", f"{striker} sends {victim} to the Desert"
    if e.kind == "kill":
        both = "; both assassins leave the game" if d["assassin_to"] == "killed" else ""
        return "Killed!", _strike(d, names) + both
    if e.kind == "rob":
        return "Robbed!", (f"{names[d['seat']]}'s thief steals a gem from "
                           f"{names[d['victim_seat']]}")
    if e.kind == "move" and d["piece"] == VIZIER and d["space"] in PALACE_SHOPS:
        return ("The Vizier is in the Palace!",
                f"{names[d['seat']]} brings him to {label(d['space'])}: if he stays, "
                "the game ends with this purchase phase")
    if e.kind == "game_over":
        why, won = _game_over(d, names)
        return "Game over", f"{cap(why)}: {won}"
    return None
