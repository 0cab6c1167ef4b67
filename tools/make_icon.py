"""Draw the app's icon: the golden lamp under a crescent, on a night-blue tile.

    python tools/make_icon.py [DIR]     (default: assets/icon)

Writes sesame-tabletop-N.png for N in SIZES (the window's icon, scenes/window.py, and the Linux
menu entry's) and the same pictures packed as sesame-tabletop.ico and .icns (Windows' and
macOS's shortcuts and one-file builds). Each size is painted from a
1024 px master and scaled down; the small sizes leave the crescent out and draw the lamp larger,
so that 16 and 32 px still read as a lamp.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from scenes.alibaba import icons  # noqa: E402
from scenes.alibaba.pen import Pen  # noqa: E402
from scenes.kit import ink  # noqa: E402

SIZES = (16, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}
MASTER = 1024
NIGHT_TOP, NIGHT_BOTTOM = (58, 54, 118), (18, 20, 52)
GOLD, MOON = (246, 198, 74), (250, 236, 186)


def tile(size: int) -> pygame.Surface:
    """The rounded night tile with its gold rim."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    body = pygame.Surface((size, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / (size - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(NIGHT_TOP, NIGHT_BOTTOM)]
        ink.line(body, colour, (0, y), (size, y))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    ink.rect(mask, (255, 255, 255, 255), (0, 0, size, size), border_radius=size // 5)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(body, (0, 0))
    ink.rect(surface, GOLD, (0, 0, size, size), max(1, size // 40), border_radius=size // 5)
    return surface


def crescent(size: int) -> pygame.Surface:
    """A crescent moon `size` px across: a disc with an offset disc cut out of it."""
    moon = pygame.Surface((size, size), pygame.SRCALPHA)
    ink.circle(moon, MOON, (size // 2, size // 2), size // 2)
    ink.circle(moon, (0, 0, 0, 0), (round(size * 0.7), round(size * 0.36)), round(size * 0.42))
    return moon


def master(small: bool) -> pygame.Surface:
    """The icon at MASTER px; `small`: the lamp alone, larger."""
    surface = tile(MASTER)
    if not small:
        surface.blit(crescent(MASTER // 4), (round(MASTER * 0.13), round(MASTER * 0.12)))
    side = round(MASTER * (1.04 if small else 0.84))
    lamp = pygame.Surface((side, side), pygame.SRCALPHA)
    icons.lamp(Pen(lamp))
    centre = (0.5, 0.5) if small else (0.5, 0.58)     # the lamp's middle, wisp and foot
    surface.blit(lamp, (round(MASTER * centre[0] - side * 0.515),
                        round(MASTER * centre[1] - side * 0.45)))
    return surface


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the PNGs as they are (read by Windows Vista and later): a header,
    one 16-byte entry per size (0 stands for 256), then the images."""
    out = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    for size, data in pngs.items():
        side = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(pngs.values())


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the PNGs as they are, under the type each size has there."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                    for size, data in pngs.items() if size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "assets/icon")
    folder.mkdir(parents=True, exist_ok=True)
    pygame.init()
    masters = {small: master(small) for small in (True, False)}
    pngs = {}
    for size in SIZES:
        picture = pygame.transform.smoothscale(masters[size <= 32], (size, size))
        path = folder / f"sesame-tabletop-{size}.png"
        pygame.image.save(picture, str(path))
        pngs[size] = path.read_bytes()
        print(path)
    for suffix, pack in ((".ico", ico), (".icns", icns)):
        path = folder / f"sesame-tabletop{suffix}"
        path.write_bytes(pack(pngs))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
