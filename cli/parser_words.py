"""argparse's own words (usage, headings, its errors) in the app's catalogue, so that the command
line's help and errors are in the language in use like everything else it says.

argparse says them through its module's `_`, which is gettext's: it would look in a system
catalogue the app does not have. `install` points it at the app's words; the messages below are
argparse's own English, marked here for Babel (the ones this command line can meet; any other
stays English, as does a message a later Python words differently).
"""
from __future__ import annotations

import argparse

from engine.words.language import N_, tr

MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
)


def said(message: str | None) -> str | None:
    """One of argparse's messages in the language in use (nothing stays nothing: gettext's
    entry for "" is the catalogue's header)."""
    return tr(message) if message else message


def install() -> None:
    """argparse says its words in the app's language from now on."""
    argparse._ = said
