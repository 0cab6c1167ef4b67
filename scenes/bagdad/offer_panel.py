"""The side panel's exchange decisions: whom to offer to, the offer being built and the offer
to answer, each weighed at the seat's own values (engine/bagdad/appraisal.py) so that a human
sees what a deal is worth to it before saying yes: its cards' worth, a card of each district
it cannot see as an expectation, a claimed card as its claim.

The builder keeps one height whatever is given or asked (the hand below does not jump): five
district rows, one line of worths and the buttons; the claims are written on the cards. A
district row keeps its height at the large text size (scenes/kit/reading.py): its words fit.
"""
from __future__ import annotations

from engine.bagdad import appraisal
from engine.bagdad.city import DISTRICTS
from engine.bagdad.exchange import MAX_OFFERS, MAX_STARTED
from engine.bagdad.words import terms
from engine.words import joined
from engine.words.language import N_, ntr, tr
from scenes.bagdad.offer_picker import wish_talk
from scenes.kit import text, theme

ROW_H, WIDE_ROW_H = 24, 34
CANCEL = N_("Cancel")


def trading(panel, view: dict, by_kind: dict) -> None:
    seat = view["seat"]
    left = MAX_OFFERS - view["offers_sent"][seat]
    starts = MAX_STARTED - view["offers_started"][seat]
    guidance = [tr("Offer cards to one player or to everyone, or be done (you still answer "
                   "offers)."),
                tr("{offers} left this phase; {tries} left (a cancelled offer uses one).").format(
                    offers=ntr("{n} offer", "{n} offers", left).format(n=left),
                    tries=ntr("{n} try", "{n} tries", starts).format(n=starts))]
    panel.say(tr("Your turn to trade"), " ".join(guidance), tr("make an offer, or be done trading"))
    partners = []
    for action in by_kind.get("offer", []):
        counts = view["hand_counts"][action.partner]
        partners.append((f"{panel.names[action.partner]} · {terms.n_cards(sum(counts.values()))}",
                         action, "secondary"))
    two = len(partners) + ("offer_all" in by_kind) > 4     # 5-6 seats: two a row, names only
    if two:                                     # (room for the hand below at the large size)
        partners = [(panel.names[a.partner], a, style) for _, a, style in partners]
    if "offer_all" in by_kind:
        partners.append((N_("Everyone") if two else N_("Offer to everyone"),
                         by_kind["offer_all"][0], "secondary"))
    panel.row(partners, 2 if two else 1)
    panel.row([(N_("Done trading"), by_kind.get("done", [None])[0], "primary")], 1)


def building(panel, view: dict, by_kind: dict, actions: list) -> None:
    """An offer (or a counter-offer) being built: a row a district (asked of held, its worth to
    the seat, the wish), what is given and asked as dinars to the seat, Send and Cancel."""
    offer, previous = view["offer"], view["offer"]["previous"]
    partner = panel.names[offer["to"]]
    how = tr("Click a card to give it, and again to name it, true or not; + asks a card of a "
             "district (asked/held); click an asked district to hope for goods.")
    if previous is not None:
        panel.say(tr("Counter-offer to {name}").format(name=partner),
                  how + " " + tr("Cancel answers their offer again."),
                  tr("build a counter-offer to {name}").format(name=partner))
    elif offer["everyone"]:
        panel.say(tr("Offer to everyone"), how + " " + tr("You choose among those who accept."),
                  tr("build an offer to everyone"))
    else:
        panel.say(tr("Offer to {name}").format(name=partner), how,
                  tr("build an offer to {name}").format(name=partner))
    held = [view["hand_counts"][s] for s in offer["everyone"] or [offer["to"]]]
    asks = {a.district: a for a in by_kind.get("ask", [])}
    unasks = {a.district: a for a in by_kind.get("unask", [])}
    labels = {d: _row_label(view, d, max(h[d] for h in held)) for d in DISTRICTS}
    size = min(text.fitting_size(label, _label_width(panel), panel.read, "bold")
               for label in labels.values())       # the five rows in one size
    for district in DISTRICTS:
        _district_row(panel, view, district, labels[district], size, unasks.get(district),
                      asks.get(district), wish_talk(actions, district))
    given = appraisal.held_worth(view, offer["give"] or ())
    hoped = sum(appraisal.likely_worth(view, d) for d in offer["ask"])
    panel.y += 2
    panel.note(tr("To you: give {give} · get {get}").format(give=_dinars(given),
                                                            get=_dinars(hoped)),
               theme.GOLD_LIGHT if hoped >= given else theme.DANGER_LIGHT)
    last = view["offers_started"][view["seat"]] >= MAX_STARTED
    cancel = N_("Cancel: no more offers") if last and previous is None else CANCEL
    send = N_("Send offer") if previous is None else N_("Send counter")
    panel.row([(send, by_kind.get("send", [None])[0], "primary"),
               (cancel, by_kind.get("cancel", [None])[0], "secondary")], 2)


def _row_label(view: dict, district: str, count: int) -> str:
    """"Souk 1/2 · ≈5.3 each": asked of held, and each one's likely worth (or the wish said:
    "Souk 1/2 · “silk”")."""
    asked = view["offer"]["ask"].count(district)
    wish = view["offer"]["wishes"].get(district)
    if wish:
        said = tr("\u201c{words}\u201d").format(words=terms.talk_word(wish))
    else:
        worth = terms.worth(round(appraisal.likely_worth(view, district), 1))
        said = tr("{worth} each").format(worth=worth)
    return tr("{district} {asked}/{held} · {said}").format(
        district=terms.district_word(district), asked=asked, held=count, said=said)


def _label_width(panel) -> int:
    """A district row's label: the row but its − and +."""
    return panel.inner_width - 2 * (panel.step_size[0] + 4) - 4


def _district_row(panel, view: dict, district: str, label: str, size: int, minus, plus,
                  talk) -> None:
    """A district's row: its label, a button once asked (it opens the wishes), and − +."""
    asked = view["offer"]["ask"].count(district)
    width, row_h = _label_width(panel), WIDE_ROW_H if panel.wide else ROW_H
    if asked and talk and panel.pick is not None:
        rect = (panel.x, panel.y, width, row_h - 2 - 4 * panel.wide)
        panel.button(rect, label, lambda: panel.pick(talk, (panel.x, rect[1] + 11)), size)
    else:
        panel.note(label, theme.TEXT if asked else theme.MUTED, panel.inner_width - width,
                   size)
        panel.y -= panel.note_step
    panel.stepper(minus, plus)
    panel.y += row_h


def answering(panel, view: dict, by_kind: dict) -> None:
    """An offer to the seat: what it would get (each card as claimed, its worth to the seat),
    what it would give (its cheapest cards of the asked districts), its record of the maker's
    claims, and Accept, Refuse, Counter."""
    offer = view["offer"]
    maker = panel.names[offer["from"]]
    if offer["counters"]:
        panel.say(tr("{name} counters your offer").format(name=maker),
                  banner=tr("answer {name}'s counter-offer").format(name=maker))
    else:
        panel.say(tr("{name} offers a trade").format(name=maker),
                  banner=tr("answer {name}'s offer").format(name=maker))
    get = tr("In an offer to everyone, you would get {cards}.") if offer["everyone"] else \
        tr("You would get {cards}.")
    panel.para(get.format(cards=appraisal_words(view)), theme.SAND)
    give = terms.talked(offer["ask"], [None] * len(offer["ask"]), offer["wishes"],
                        theirs=True)
    cost = appraisal.cheapest_asked(view, offer["ask"])
    if offer["ask"]:      # "at least 0 dinars" read as a slip: gem cards and genies have none
        said = tr("You would give {cards}: at least {dinars} to you.") if cost else \
            tr("You would give {cards}.")
        panel.para(said.format(cards=give, dinars=terms.dinars(cost)), theme.SAND)
    else:
        panel.para(tr("You would give nothing."), theme.SAND)
    record = view["learnt"][offer["from"]]
    checked = terms.checked_words(record)
    if checked:
        last = tr("{checked}; the last was true.") if record["last"] else \
            tr("{checked}; the last was a bluff.")
        panel.para(last.format(checked=terms.cap(checked)),
                   theme.DANGER_LIGHT if record["false"] else theme.GOLD_LIGHT)
    elif any(offer["claims"]):
        panel.para(tr("You have checked none of {name}'s claims yet.").format(name=maker),
                   theme.MUTED)
    got = sum(appraisal.claimed_worth(view, d, c)
              for d, c in zip(offer["give_districts"], offer["claims"]))
    panel.note(tr("To you: get {get} · give {give}").format(get=_dinars(got),
                                                            give=_dinars(cost)),
               theme.GOLD_LIGHT if got >= cost else theme.DANGER_LIGHT)
    answers = [(N_("Accept"), by_kind["accept"][0], "primary"),
               (N_("Refuse"), by_kind.get("refuse", [None])[0], "secondary")]
    answers += [(N_("Counter"), a, "secondary") for a in by_kind.get("counter", [])]
    panel.row(answers, len(answers))


def appraisal_words(view: dict) -> str:
    """The cards offered to the seat, each with its worth to it: "a Souk card said to be
    saffron (8 to you) and a Harbour card (≈4.6 to you)"."""
    offer = view["offer"]
    parts = []
    for district, claim in zip(offer["give_districts"], offer["claims"]):
        worth = terms.worth(round(appraisal.claimed_worth(view, district, claim), 1))
        card = tr("a {district} card said to be {name} ({worth} to you)") if claim else \
            tr("a {district} card ({worth} to you)")
        parts.append(card.format(district=terms.district_word(district), worth=worth,
                                 name=claim and terms.talk_phrase(claim)))
    return joined(parts) if parts else tr("nothing")


def handing(panel, view: dict) -> None:
    """The offer accepted: a card to hand over for each asked district."""
    asked = ", ".join(terms.district_word(d) for d in view["offer"]["ask"]) or tr("none")
    panel.say(tr("Hand over your cards"), tr("You take the offer: click the card to give for "
                                             "each asked district ({districts}).")
              .format(districts=asked))


def picking(panel, by_kind: dict) -> None:
    """An offer to everyone that several accepted: the maker picks one."""
    takers = joined(panel.names[a.partner] for a in by_kind["pick"])
    panel.say(tr("Choose your partner"), tr("{names} accepted your offer: choose whom to trade "
                                            "with.").format(names=takers),
              tr("choose whom to trade with"))
    panel.row([(panel.names[a.partner], a, "primary") for a in by_kind["pick"]], 1)


def _dinars(value: float) -> str:
    """"1 dinar", "≈4.1 dinars": a worth, to a tenth where it is an expectation."""
    said = terms.worth(round(value, 1))
    return ntr("{worth} dinar", "{worth} dinars", 1 if said == "1" else 2).format(worth=said)
