"""Ali Baba and the Forty Thieves in words: everything a player reads of the game, made here
alone for the table, the log, the replay, the AI's hint and the command line.

terms.py the cards as named in a sentence, actions.py the actions' (and the catalog's
describe_action), telling.py the events' (the log's lines, the headlines, the catch), hints.py
the hover hints. Each says its sentences through engine.words.say, from the templates of
english.py (a translation is a module beside it with the same keys).
"""
