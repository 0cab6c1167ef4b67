"""The pygame-ce front end: scene stack, screens, widgets, tweens (see docs/architecture.md,
"The front end").

Start it with `scenes.app.run_app()`; game tables register in `scenes.registry`.
"""
