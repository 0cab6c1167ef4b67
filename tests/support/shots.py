"""What the screenshot tests share: a frame that drew something, and keeping frames as PNGs
when SESAME_SHOTS=DIR is set (for looking at them)."""
import os
from pathlib import Path

import pygame


def distinct_colours(frame) -> int:
    """How many colours a small copy of the frame (a Paper or a Surface) holds: a blank or
    flat frame has few."""
    frame = getattr(frame, "pixels", frame)
    raw = pygame.image.tobytes(pygame.transform.scale(frame, (128, 72)), "RGB")
    return len({raw[i:i + 3] for i in range(0, len(raw), 3)})


def keep(frame, name: str) -> None:
    """Save the frame (a Paper or a Surface) as DIR/name.png when SESAME_SHOTS=DIR is set."""
    frame = getattr(frame, "pixels", frame)
    folder = os.environ.get("SESAME_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(frame, str(Path(folder) / f"{name}.png"))
