"""Thieves of Bagdad: the walled city of five districts (see RULES.md section 3).

city.py reads the board from maps/baghdad.tmx; the rules come next, and until this package has
new_game the catalog does not offer the game.
"""
