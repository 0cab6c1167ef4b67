"""What every game says alike, in English: a list joined with its last word, and the banner
over every table."""

TEMPLATES = {
    "common.and": "{rest} and {last}",
    "common.or": "{rest} or {last}",
    "common.comma": ", ",
    "common.semicolon": "; ",

    # banner.py: the banner, read as one sentence across its two parts
    "common.banner.turn": "{name}'s turn:",
    "common.banner.thinking": "is thinking…",
    "common.banner.passed_to": "the computer passes to them next",
    "common.banner.elsewhere": "is playing at their computer…",
    "common.banner.away": "is away: {joining}",
    "common.banner.decide": ("make your one move ({kinds})", "choose one of {n} moves ({kinds})"),
    "common.banner.over": "The game is over:",
    "common.banner.results": "Esc shows the results again.",
}
