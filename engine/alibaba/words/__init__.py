"""Ali Baba in words: everything a player reads of the game, made here alone for the table,
the log, the replay, the AI's hint and the command line.

terms.py the tiles and bans as a sentence names them, actions.py the actions' (the catalog's
describe_action, the advice to the seat on screen, and the masked words of a show or a pick),
telling.py the public events'. Each says its sentences through engine.words.say, from the
templates of english.py (a translation is a module beside it with the same keys).
"""
