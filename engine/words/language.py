"""The language every word is said in, and the translations into it: gettext catalogues, one
domain per scope (DOMAINS: what every game says alike, each game, and the app's own screens),
compiled from the .po sources in assets/locale by tools/catalog.py, read with the standard
library's gettext. English is the source language and needs no catalogue.

A game's words are looked up by key (engine.words.say), the key being the message's context,
so that two sentences alike in English may differ in a translation; the screens' words are
their English text, marked with `tr` (or `N_` where a constant is kept to be said later) for
Babel to find. Which language: `--lang`, else the Settings' choice, else the system's
(`system_language`), else English.
"""
from __future__ import annotations

import gettext
import os
import sys
from datetime import datetime
from functools import cache
from pathlib import Path

from babel import dates, numbers

from engine.shipped import ASSETS

ENGLISH = "en"
LANGUAGES = {"en": "English", "de": "Deutsch"}      # code -> its name in itself
LOCALES = {"en": "en_GB", "de": "de_DE"}    # Babel's, for numbers and dates ("30 Nov", "30. Nov.")
# a domain per scope: the common words, each game's words package (found, not named), the screens
DOMAINS = ("common", *sorted(p.parent.parent.name for p in
                             Path(__file__).resolve().parents[1].glob("*/words/english.py")), "app")
LOCALE = ASSETS / "locale"
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")    # gettext's own order

SYSTEM = "system"                                    # the setting that follows the system
_code = ENGLISH
_forced: str | None = None     # --lang: this run's language, until one is chosen in Settings


def force(code: str | None) -> None:
    """The language asked for on the command line (None: the setting's again)."""
    global _forced
    _forced = code


def forced() -> str | None:
    """The language the command line asked for, while no other is chosen in Settings."""
    return _forced


def chosen(setting: str) -> str:
    """The language to use: the command line's, else the setting's (SYSTEM: the system's)."""
    if _forced is not None:
        return _forced
    return setting if setting in LANGUAGES else system_language()


def use(code: str) -> None:
    """Say everything in this language from now on (English for one the app does not have)."""
    global _code
    _code = code if code in LANGUAGES else ENGLISH


def current() -> str:
    return _code


def supported(name: str | None) -> str | None:
    """The app's language for a locale name ("de_DE.UTF-8", "de", "German_Germany"), if any."""
    if not name:
        return None
    head = name.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return head if head in LANGUAGES else {"german": "de", "english": "en"}.get(head)


def system_language(environ=None) -> str:
    """The system's language as the app has it, else English: on Linux from the environment as
    gettext reads it (the first of LANGUAGE's list the app has, then LC_ALL, LC_MESSAGES,
    LANG; "C" and "POSIX" mean English), never from an installed locale, which many machines
    lack; where the environment says nothing, the user's locale on Windows and macOS."""
    environ = os.environ if environ is None else environ
    for var in ENVIRONMENT:
        value = environ.get(var, "")
        if not value:
            continue
        if value in ("C", "POSIX") or value.startswith("C."):
            return ENGLISH
        for name in value.split(":"):
            if (code := supported(name)) is not None:
                return code
        if var != "LANGUAGE":
            return ENGLISH
    return supported(_desktop_locale()) or ENGLISH


def _desktop_locale() -> str | None:
    """The user's locale where no environment variable says it: Windows' UI language, macOS's
    AppleLocale preference; None elsewhere or where it cannot be read."""
    if sys.platform == "win32":
        import ctypes
        import locale
        return locale.windows_locale.get(ctypes.windll.kernel32.GetUserDefaultUILanguage())
    if sys.platform == "darwin":
        import subprocess
        try:
            done = subprocess.run(["defaults", "read", "-g", "AppleLocale"], capture_output=True,
                                  text=True, timeout=2, check=False)
        except (OSError, subprocess.SubprocessError):
            return None
        return done.stdout.strip() or None
    return None


@cache
def translations(domain: str, code: str) -> gettext.NullTranslations:
    """A domain's compiled catalogue in a language (none for English, or where it is missing:
    then the English words stand)."""
    return gettext.translation(domain, LOCALE, [code], fallback=True)


def pgettext(domain: str, context: str, message: str) -> str:
    if _code == ENGLISH:
        return message
    return translations(domain, _code).pgettext(context, message)


def npgettext(domain: str, context: str, one: str, other: str, n: int) -> str:
    if _code == ENGLISH:
        return one if n == 1 else other
    return translations(domain, _code).npgettext(context, one, other, n)


def tr(message: str) -> str:
    """A screen's words in the language in use (nothing stays nothing: gettext would give the
    catalogue's header for it)."""
    if _code == ENGLISH or not message:
        return message
    return translations("app", _code).gettext(message)


def trc(context: str, message: str) -> str:
    """A screen's words where the same English says different things ("Won" over a column of
    wins, and as a game's outcome), told apart by a context."""
    if _code == ENGLISH:
        return message
    return translations("app", _code).pgettext(context, message)


def ntr(one: str, other: str, n: int) -> str:
    """A screen's words with a count, in the language's plural form for n."""
    if _code == ENGLISH:
        return one if n == 1 else other
    return translations("app", _code).ngettext(one, other, n)


def day(moment: datetime, skeleton: str) -> str:
    """A date as the language writes it, from a Babel skeleton of the fields wanted: "MMMd"
    is "30 Nov" or "30. Nov.", "MMMEd" "Mon 30 Nov", "yMMMd" "30 Nov 2026"."""
    return dates.format_skeleton(skeleton, moment, locale=LOCALES[_code])


def clock(moment: datetime) -> str:
    """The time of day on a 24-hour clock, as the language writes it: "21:40"."""
    return dates.format_time(moment, "HH:mm", locale=LOCALES[_code])


def decimal(value: float, digits: int = 1) -> str:
    """A number to at most `digits` decimals as the language writes it: "12.5", "12,5"."""
    return numbers.format_decimal(value, format="#,##0." + "#" * digits, locale=LOCALES[_code])


def percent(value: float) -> str:
    """A whole percentage as the language writes it: "52%", "52 %"."""
    return numbers.format_percent(value / 100, locale=LOCALES[_code])


def N_(message: str) -> str:
    """Marks words kept in a constant, for Babel to find; they are said later with `tr`."""
    return message
