"""The pygame-ce front end: scene stack, screens, widgets, tweens (see DESIGN.md, "Scenes").

Start it with `scenes.app.run_app()`; game tables register in `scenes.tables`.
"""
