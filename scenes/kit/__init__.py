"""The toolkit every screen and table is drawn with: the scene stack, widgets, tweens, the
canvas, text, theme, sound and the small painted pieces (dialogs, tips, the night sky)."""
