"""A refusal's reason in the refuser's words: the engine's code and fields (engine/bagdad/
reasons.py) -> its template, shown in the log after the refusal and beside the refuser's seat."""
from __future__ import annotations

from engine.words import told

from .terms import district_word, noun, talk_phrase


def _asked(reason: dict) -> dict:
    """The refuser's cards of the richest district asked: "Souk card", "2 Souk cards"."""
    return {"n": reason["n"], "district": district_word(reason["district"])}


# reason code -> its words, as in telling.py's tables
REASONS = {
    "seen_every": ("bagdad.reason.seen_every", lambda reason: {"goods": noun(reason["name"])}),
    "lied_last": "bagdad.reason.lied_last",
    "lied_often": "bagdad.reason.lied_often",
    "nothing_offered": "bagdad.reason.nothing_offered",
    "no_thanks": "bagdad.reason.no_thanks",
    "worth_little": ("bagdad.reason.worth_little",
                     lambda reason: {"goods": talk_phrase(reason["name"])}),
    "not_enough": ("bagdad.reason.not_enough", _asked),
    "worth_more": ("bagdad.reason.worth_more", _asked),
}


def reason_words(reason: dict) -> str:
    """"my Souk card is worth more to me", "dates would be worth little to me"."""
    return told(REASONS[reason["code"]], reason)
