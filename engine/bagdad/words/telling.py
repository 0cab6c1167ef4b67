"""Thieves of Bagdad's events told in English: the log's lines for what an action caused, and
the headlines over the board for the moments worth stopping for, each a table, event kind ->
its template (engine.words.told). Lines, not one line an event: a round's income is one line
for every seat, the steps of building an offer, a counter-offer or a payment say nothing (the
action's own words tell them; the sent offer tells its talk), and a private event is told only
to its seats; so the game offers no per-event `describe_event` to the generic table, and its
own table logs through `event_lines`; the table, which follows a whole exchange phase, sums it
up with `exchange_summary`. A card's face follows terms.py's privacy rule.
"""
from __future__ import annotations

from engine.core import Event
from engine.words import joined, listed, say, told

from ..board import PALACE_SHOPS
from ..pieces import VIZIER, kind
from .reasons import reason_words
from .terms import a_noun, backs, cap, card_words, dinars, district_word, good, label, n_cards, \
    noun, talk_phrase, talk_word, talked, their_piece, times

WHY = {"vizier": "bagdad.why.vizier", "round_limit": "bagdad.why.round_limit",
       "stalled": "bagdad.why.stalled"}
WON = {"wish": "bagdad.won_wish", "gem value": "bagdad.won_value", None: "bagdad.won"}
# event kinds told in one go where the first of them comes: the income with its refills
TOLD_TOGETHER = {"income": ("income", "reshuffle"), "reshuffle": ("income", "reshuffle"),
                 "draw": ("draw",)}


def event_lines(events: list[Event], names, viewer: int | None, private: bool,
                quiet=frozenset()) -> list[str]:
    """The log's lines for what an action caused. A private event is told only when `private`
    and `viewer` is one of its seats, else left out without a trace; a round's income makes one
    line, after a line for each deck its draws refilled (told after it, a refill read as cards
    lost), and so do the viewer's draws. Steps the action's own words tell make none. A refusal
    by a seat in `quiet` (a person, who clicked Refuse and said nothing) has no reason."""
    def heard(e: Event) -> bool:
        return e.visible_to is None or private and viewer in e.visible_to

    lines, grouped = [], set()
    for e in events:
        if not heard(e) or e.kind in grouped:
            continue
        if e.kind in ("income", "reshuffle"):   # a deck refilled, then what each seat got
            lines += [_told(PUBLIC, x, names) for x in events if x.kind == "reshuffle"]
            incomes = [x for x in events if x.kind == "income"]
            line = incomes and _income(incomes, next((x for x in events if x.kind == "round"),
                                                     None), names)
        elif e.kind == "draw":
            drawn = [card_words(x.data) for x in events if x.kind == "draw" and heard(x)]
            line = say("bagdad.ev.draw", cards=joined(drawn))
        elif e.kind == "refuse_offer" and e.data["partner"] in quiet:
            key, fields = _refuse(e.data, names, said=False)
            line = say(key, **fields)
        elif e.visible_to is None:
            line = _told(PUBLIC, e, names)
        else:
            line = _told(PRIVATE, e, names, viewer)
        grouped.update(TOLD_TOGETHER.get(e.kind, ()))
        if line:
            lines.append(line)
    return lines


def _told(table: dict, e: Event, *args) -> str | None:
    entry = table.get(e.kind)
    return None if entry is None else told(entry, e.data, *args)


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
        part = say("bagdad.ev.draws", who=names[seat], cards=backs(got)) if got else \
            say("bagdad.ev.finds_nothing", who=names[seat])
        if lost:
            left = joined(district_word(d) for d in dict.fromkeys(lost))
            part = say("bagdad.ev.none_left", part=part, districts=left)
        parts.append(part)
    return say("bagdad.ev.income", parts=listed(parts, ";"))


def _offer(d: dict, names) -> tuple[str, dict]:
    """A sent offer with its talk: "Sinbad offers David a Souk card (said to be saffron) for a
    Palace card (hoping for silk)."; to everyone, it names those it went to; a counter-offer
    says so."""
    partner = names[d["partner"]]
    if d.get("everyone"):
        partner = say("bagdad.ev.everyone", names=joined(names[s] for s in d["everyone"]))
    fields = {"who": names[d["seat"]], "partner": partner,
              "ask": talked(d["ask"], [None] * len(d["ask"]), d.get("wishes") or {})}
    if d["give"]:
        fields["give"] = talked(d["give"], d.get("claims") or [None] * len(d["give"]), {})
    counters = d.get("counter") or 0
    keys = (("bagdad.ev.ask", "bagdad.ev.counter_asking", "bagdad.ev.again_asking"),
            ("bagdad.ev.offer", "bagdad.ev.counter", "bagdad.ev.again"))
    return keys[bool(d["give"])][min(counters, 2)], fields


def subject(e: Event) -> int | None:
    """The seat a public event's line begins with: the answerer of an offer, else its "seat"
    (who gives, moves, buys, ...)."""
    if e.kind in ("accept_offer", "refuse_offer"):
        return e.data["partner"]
    return e.data.get("seat")


def _accept(d: dict, names) -> tuple[str, dict]:
    """"David accepts Sinbad's offer." ("counter-offer")."""
    fields = {"who": names[d["partner"]], "maker": names[d["seat"]]}
    return ("bagdad.ev.accept_counter" if d.get("counter") else "bagdad.ev.accept"), fields


def _refuse(d: dict, names, said: bool = True) -> tuple[str, dict]:
    """"David refuses Sinbad's counter-offer: fish would be worth little to me." (the reason is
    the refuser's, worded from what everyone sees; none where `said` is False)."""
    fields = {"who": names[d["partner"]], "maker": names[d["seat"]]}
    if not (said and d.get("reason")):
        return ("bagdad.ev.refuse_counter" if d.get("counter") else "bagdad.ev.refuse"), fields
    fields["reason"] = reason_words(d["reason"])
    return ("bagdad.ev.refuse_counter_why" if d.get("counter") else "bagdad.ev.refuse_why"), \
        fields


def _received(d: dict, names, viewer: int | None) -> tuple[str, dict]:
    """"You receive the Souk leather (6 dinars) from Sinbad: the "carpets" turned out to be
    leather (a bluff).": each claim on a received card is checked against its face."""
    claims = {c["card"]: c["claimed"] for c in d.get("checked", ())}
    truths = []
    for face in d["cards"]:
        claim = claims.get(face["card"])
        if claim == face["name"]:
            truths.append(say("bagdad.ev.true_claim", claim=talk_word(claim),
                              truth=talk_phrase(claim)))
        elif claim is not None:
            truths.append(say("bagdad.ev.bluff", claim=talk_word(claim),
                              truth=talk_phrase(face["name"])))
    fields = {"cards": joined(card_words(face) for face in d["cards"]),
              "who": names[d["from_seat"]]}
    if not truths:
        return "bagdad.ev.receive", fields
    return "bagdad.ev.receive_checked", {**fields, "truths": listed(truths, ";")}


def caught(claim: str, truth: str) -> str:
    """The words beside a caught bluff's card as it turns: what was claimed, what it is."""
    return say("bagdad.reveal.caption", claim=talk_word(claim), truth=talk_word(truth))


def _robbed(d: dict, names, viewer: int | None) -> tuple[str, dict]:
    if viewer == d["seat"]:
        return "bagdad.ev.you_steal", {"gem": a_noun(d["gem"]),
                                       "victim": names[d["victim_seat"]]}
    return "bagdad.ev.steals_yours", {"who": names[d["seat"]], "gem": noun(d["gem"])}


def exchange_summary(trades: list[int], gain: int | None, names, viewer: int | None) -> list[str]:
    """The exchange phase in a line a player: how often each traded, and for the viewer (when
    the log is its alone: `gain` is not None) what its trades brought at its own values."""
    lines = []
    for seat, count in enumerate(trades):
        if seat != viewer or gain is None:
            lines.append(say("bagdad.ev.traded", who=names[seat], times=times(count)) if count
                         else say("bagdad.ev.no_trade", who=names[seat]))
        elif count:
            signed = say("bagdad.gain" if gain >= 0 else "bagdad.loss", dinars=dinars(abs(gain)))
            lines.append(say("bagdad.ev.you_traded", times=times(count), gain=signed))
        else:
            lines.append(say("bagdad.ev.you_no_trade"))
    return lines


def _pieces(d: dict, names) -> dict:
    """An ability's striker and victim: "Layla's merchant", "Omar's caravaneer"."""
    return {"striker": their_piece(names[d["seat"]], kind(d["piece"]), subject=True),
            "victim": their_piece(names[d["victim_seat"]], kind(d["victim"]))}


def _game_over(d: dict, names) -> tuple[str, str]:
    """Why the game ended, and who won."""
    won = say(WON[d.get("won_by")], n=len(d["winners"]),
              who=joined([names[s] for s in d["winners"]]))
    return say(WHY[d["why"]]), won


def _over(d: dict, names) -> dict:
    why, won = _game_over(d, names)
    scores = listed(say("bagdad.ev.score", who=names[s], score=v)
                    for s, v in enumerate(d["scores"]))
    return {"why": why, "won": won, "scores": scores}


def _who(d: dict, names) -> dict:
    return {"who": names[d["seat"]]}


def _phase(d: dict, names) -> tuple[str, dict]:
    key = "bagdad.ev.purchase" if d["phase"] == "purchase" else "bagdad.ev.exchange"
    return key, _who(d, names)


def _move(d: dict, names) -> tuple[str, dict]:
    fields = {"who": names[d["seat"]], "space": label(d["space"])}
    if d["piece"] == VIZIER:
        return "bagdad.ev.vizier_moves", {**fields, "start": label(d["start"])}
    if d["start"] == d["space"]:
        return "bagdad.ev.stays", {**fields, "kind": noun(d["kind"])}
    return "bagdad.ev.moves", {**fields, "kind": noun(d["kind"]), "start": label(d["start"])}


def _kill(d: dict, names) -> tuple[str, dict]:
    both = d["assassin_to"] == "killed"
    return ("bagdad.ev.kill_both" if both else "bagdad.ev.kill"), _pieces(d, names)


def _cards(d: dict, names) -> dict:
    """The cards paid or discarded, the two copies of one goods said once ("both Bazaar
    sandals": "the Bazaar sandals and the Bazaar sandals" read as a glitch)."""
    faces, said = list(d["cards"]), []
    for face in faces:
        twins = [f for f in faces if (f["district"], f["name"]) == (face["district"],
                                                                     face["name"])]
        if len(twins) < 2 or face.get("value") is not None:
            said.append(card_words(face))
        elif face is twins[0]:
            said.append(say("bagdad.both_faces", district=district_word(face["district"]),
                            good=good(face)))
    return {"who": names[d["seat"]], "cards": joined(said)}


# public event kind -> its line: a template key with its fields, or a function choosing both
PUBLIC = {
    "place": ("bagdad.ev.place", lambda d, names: {
        "who": names[d["seat"]], "piece": a_noun(d["kind"]), "space": label(d["space"])}),
    "round": ("bagdad.ev.round", lambda d, names: {
        "round": d["round"], "slipper": names[d["slipper"]]}),
    "reshuffle": ("bagdad.ev.reshuffle", lambda d, names: {
        "district": district_word(d["district"]), "cards": n_cards(d["cards"])}),
    "phase": _phase,
    "send_offer": _offer,
    "accept_offer": _accept, "refuse_offer": _refuse,
    "pick_offer": ("bagdad.ev.pick", lambda d, names: {
        "who": names[d["seat"]], "partner": names[d["partner"]]}),
    "no_takers": ("bagdad.ev.no_takers", lambda d, names: {
        "who": names[d["seat"]], "everyone": joined(names[s] for s in d["everyone"])}),
    "trade": ("bagdad.ev.trade", lambda d, names: {
        "who": names[d["seat"]], "partner": names[d["partner"]], "gave": backs(d["gave"]),
        "got": backs(d["got"])}),
    "done": ("bagdad.ev.done", _who),
    "pay": ("bagdad.ev.pay", _cards),
    "discard": ("bagdad.ev.discard", _cards),
    "buy_piece": ("bagdad.ev.buy_piece", lambda d, names: {
        "who": names[d["seat"]], "piece": a_noun(d["kind"])}),
    "buy_gem": ("bagdad.ev.buy_gem", lambda d, names: {
        "who": names[d["seat"]], "gem": a_noun(d["gem"])}),
    "move": _move,
    "kidnap": ("bagdad.ev.kidnap", _pieces),
    "kill": _kill,
    "rob": ("bagdad.ev.rob", _pieces),
    "pass_slipper": ("bagdad.ev.pass_slipper", lambda d, names: {
        "who": names[d["seat"]], "to": names[d["to"]]}),
    "game_over": ("bagdad.ev.game_over", _over),
}
def _found_out(d: dict, names, viewer: int | None) -> tuple[str, dict]:
    """"Aladdin has your cards now and knows your bluff: the “baskets” was pottery." (told to
    the bluffer alone, who knows its own cards)."""
    bluffs = [say("bagdad.ev.found_bluff", claim=talk_word(b["claimed"]),
                  truth=talk_phrase(b["name"])) for b in d["bluffs"]]
    return "bagdad.ev.found_out", {"who": names[d["by"]], "bluffs": listed(bluffs, ";")}


# private event kind -> its line for one of its own seats (the fields know the viewer)
PRIVATE = {"receive": _received, "robbed_gem": _robbed, "found_out": _found_out}


def headline(e: Event, names) -> tuple[str, str] | None:
    """The big words over the board for the moments worth stopping for: (title, subtitle)."""
    entry, d = HEADLINES.get(e.kind), e.data
    if entry is None or not entry[0](d):
        return None
    return told(entry[1], d, names), told(entry[2], d, names)


def robbed_title(d: dict, viewer: int | None) -> str:
    """The headline's title over a robbery's private line: the robber's gain, the victim's
    loss."""
    return say("bagdad.head.stolen" if d["seat"] == viewer else "bagdad.head.robbed")


def _gem_robbed(d: dict, names) -> dict:
    return {"who": names[d["seat"]], "victim": names[d["victim_seat"]]}


def _ended(d: dict, names) -> dict:
    why, won = _game_over(d, names)
    return {"why": cap(why), "won": won}


def _always(d: dict) -> bool:
    return True


# event kind -> (whether it is headlined, the title, the subtitle), each as in PUBLIC
HEADLINES = {
    "round": (_always, ("bagdad.head.round", lambda d, names: {"round": d["round"]}),
              ("bagdad.head.slipper", lambda d, names: {
        "slipper": names[d["slipper"]]})),
    "phase": (lambda d: d["phase"] == "purchase", "bagdad.head.purchase",
              ("bagdad.head.buys_first", _who)),
    "kidnap": (_always, "bagdad.head.kidnapped", ("bagdad.head.kidnap", _pieces)),
    "kill": (_always, "bagdad.head.killed", lambda d, names: (
        "bagdad.head.kill_both" if d["assassin_to"] == "killed" else "bagdad.head.kill",
        _pieces(d, names))),
    "rob": (_always, "bagdad.head.robbed", ("bagdad.head.rob", _gem_robbed)),
    "move": (lambda d: d["piece"] == VIZIER and d["space"] in PALACE_SHOPS,
             "bagdad.head.palace", ("bagdad.head.vizier", lambda d, names: {
                 "who": names[d["seat"]], "space": label(d["space"])})),
    "game_over": (_always, "bagdad.head.game_over", ("bagdad.head.ended", _ended)),
}


def unretold(round_number: int) -> str:
    """A resumed game's log, which retells only the round it is in, says so first."""
    return say("bagdad.unretold", round=round_number)
