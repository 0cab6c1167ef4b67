"""The Thieves of Bagdad table: the city drawn from its Tiled map, on top of the generic table
host (scenes.table.host).

city_art: the map from the .tmx and its geometry; pieces_art, cards_art: pieces, gems, the
slipper and cards; layout: where things lie; board: the city, the Desert, the decks and the
wish at rest; panel: the side panel of decisions and the hand; motion: the animations, built
from events by beats; words: log lines and hover hints; results: the end; table: CityTable,
which ties them together.
"""
from .table import CityTable

__all__ = ["CityTable"]
