"""Thieves of Bagdad in words: everything a player reads of the game, made here alone for the
table, the log, the replay, the AI's hint and the command line. The engine's events carry what
happened (kinds and fields, a refusal's reason as a code), never sentences.

nouns.py every noun by its id (its forms' keys in the catalogue), terms.py the small words
(pieces, spaces, cards, counts, the talk of offers), actions.py the actions' (and the catalog's
describe_action), telling.py the events' (the log's lines and the headlines), reasons.py a
refusal's reason, digest.py what a seat missed while it waited, hints.py the hover hints,
payment.py what a purchase's payment asks for. Each says its sentences through
engine.words.say, from the templates of english.py (a translation is a module beside it with
the same keys).
"""
