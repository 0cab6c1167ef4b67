"""What every game says alike, in English: a list joined with its last word."""

TEMPLATES = {
    "common.and": "{rest} and {last}",
    "common.or": "{rest} or {last}",
    "common.comma": ", ",
    "common.semicolon": "; ",
}
