"""The translations' catalogues (tools/catalog.py, engine/words/language.py): Babel finds every
word, each language's .po holds them all, its .mo is that .po compiled, and a translation keeps
each template's fields, so that a German sentence is filled in as the English one is."""
from __future__ import annotations

import string
import sys
from pathlib import Path

import pytest

from engine import words
from engine.words import language

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalog  # noqa: E402


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.fixture
def german():
    language.use("de")
    yield
    language.use(language.ENGLISH)


def test_every_word_is_in_each_catalogue_and_every_compiled_catalogue_is_up_to_date():
    assert catalog.problems() == []


def test_every_template_of_the_games_is_extracted_with_its_key():
    found = catalog.extracted()
    for scope in language.DOMAINS[:-1]:
        extracted = {m.context: m.id for m in found[scope] if m.id}
        english = words.catalogue(scope, words.ENGLISH)
        assert set(extracted) == set(english), scope
        for key, entry in english.items():
            assert extracted[key] == entry if isinstance(entry, str) else tuple(extracted[key]) \
                == entry, key


@pytest.mark.parametrize("code", [c for c in language.LANGUAGES if c != language.ENGLISH])
def test_a_translation_keeps_each_templates_fields_and_is_never_fuzzy(code):
    for domain in language.DOMAINS:
        for message in catalog.read(catalog.po_path(code, domain)):
            if not message.id:
                continue
            assert not message.fuzzy, (domain, message.id)
            if not isinstance(message.id, tuple):
                if message.string:      # untranslated: the English stands
                    assert fields(message.string) == fields(message.id), \
                        (domain, message.context, message.string)
                continue
            # a plural's last form (the one for most counts) keeps the English plural's fields;
            # a form before it may say its count in words, as the English "a thief" does for
            # "{n} thieves" ("ein Dieb"), so it may leave out {n}, and only {n}
            *forms, last = message.string
            wanted = fields(message.id[1])
            if last:
                assert fields(last) == wanted, (domain, message.context, last)
            for text in filter(None, forms):
                assert wanted - {"n"} <= fields(text) <= wanted, (domain, message.context, text)


def test_the_domain_of_a_source_file_is_its_scope():
    assert catalog.domain_of("engine/words/english.py") == "common"
    assert catalog.domain_of("engine/bagdad/words/english.py") == "bagdad"
    assert catalog.domain_of("scenes/screens/title.py") == "app"


def test_the_system_language_is_read_from_the_environment_as_gettext_reads_it():
    assert language.system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert language.system_language({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}) == "de"
    assert language.system_language({"LC_ALL": "de_AT", "LANG": "en_GB.UTF-8"}) == "de"
    assert language.system_language({"LC_MESSAGES": "en_US", "LANG": "de_DE"}) == "en"
    assert language.system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert language.system_language({"LANG": "C.UTF-8"}) == "en"
    assert language.system_language({"LC_ALL": "POSIX", "LANG": "de_DE"}) == "en"
    assert language.system_language({"LANG": "de_CH.ISO-8859-1@euro"}) == "de"


def test_an_unknown_language_is_english():
    language.use("xx")
    assert language.current() == language.ENGLISH
    assert words.say("common.and", rest="a", last="b") == "a and b"


def test_numbers_and_dates_are_written_as_the_language_writes_them(german):
    from datetime import datetime
    moment = datetime(2026, 12, 4, 21, 40)
    assert (language.decimal(12.5), language.day(moment, "yMMMd")) == ("12,5", "4. Dez. 2026")
    assert language.clock(moment) == "21:40"
    language.use(language.ENGLISH)
    assert (language.decimal(12.5), language.day(moment, "yMMMd")) == ("12.5", "4 Dec 2026")
    assert language.day(moment, "MMMEd") == "Fri 4 Dec"


def test_nothing_is_said_as_nothing_in_every_language(german):
    assert language.tr("") == ""


def test_a_percentage_is_written_as_the_language_writes_it(german):
    assert language.percent(52) == "52\u00a0%"
    language.use(language.ENGLISH)
    assert language.percent(52) == "52%"
