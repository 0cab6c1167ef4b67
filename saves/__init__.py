"""Persistence: save slots, autosaves, settings; atomic writes; the save format and migrations."""
