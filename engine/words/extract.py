"""Babel's extractor for the games' catalogues (engine/**/words/english.py): each template of
TEMPLATES, its key as the message's context, a plural pair as one message with its plural,
and the comment over its group of keys for the translator. Named in babel.cfg; run by
tools/catalog.py (or `pybabel extract -F babel.cfg`)."""
from __future__ import annotations

import ast


def templates(fileobj, keywords, comment_tags, options):
    """Yields (line, function, message, comments) as Babel's extractors do."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
                and any(isinstance(t, ast.Name) and t.id == "TEMPLATES" for t in node.targets)):
            continue
        for key, value in zip(node.value.keys, node.value.values):
            entry = ast.literal_eval(value)
            comments = _comment_over(lines, key.lineno)
            if isinstance(entry, str):
                yield key.lineno, "pgettext", (key.value, entry), comments
            else:
                yield key.lineno, "npgettext", (key.value, *entry), comments


def _comment_over(lines: list[str], lineno: int) -> list[str]:
    """The comment lines just over the group a key is in (the nearest above it)."""
    for i in range(lineno - 2, -1, -1):
        text = lines[i].strip()
        if text.startswith("#"):
            return [text.lstrip("# ")]
        if text.endswith("{"):
            return []
    return []
