"""tools/screenshots.py draws the README's pictures: one per game, 960x540, a real table."""
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent


def test_the_readme_pictures_are_drawn_for_every_game(tmp_path):
    out = tmp_path / "shots"
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), str(out)],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    for game in ("alibaba", "forty_thieves", "bagdad"):
        image = pygame.image.load(str(out / f"{game}.png"))
        assert image.get_size() == (960, 540)
        colours = {image.get_at((x, y))[:3] for x in range(0, 960, 16) for y in range(0, 540, 16)}
        assert len(colours) > 200, game           # a drawn table, not a blank frame
    assert (ROOT / "docs" / "screenshots" / "alibaba.png").exists()   # what the README shows
