"""The Ali Baba table: the cave drawn as a stacked pyramid of tiles, the effect pickers, the
player panels and the results, on top of the generic table host (scenes.table.host).

icons/marks/pen: the treasure and colour art; tiles_art: tile images; cave: the pyramid;
panels: everything around it; prompts: the pickers; motion: animations; words: log
lines; results: the breakdown per kind; table: CaveTable, which ties them together.
"""
from .table import CaveTable

__all__ = ["CaveTable"]
