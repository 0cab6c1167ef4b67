"""The rules of the three games: pure Python, no pygame anywhere below this package."""
