"""Art freed goes back to the system, where the C allocator is glibc's (Linux); elsewhere nothing.

The app's art is pygame surfaces, allocated by C. glibc serves a block of 128 KB or more with
a mapping of its own, returned when freed, but raises that bound to the size of every such
block freed (up to 32 MB): once a window-sized picture had been let go, the next ones came from
the heap, whose freed middle is never returned. A window resized through twenty sizes, each
size's art painted and dropped, then kept 120 MB it no longer used. `keep_art_apart` fixes the
bound; `give_back` returns what the heap holds free, after the art caches are emptied.
"""
from __future__ import annotations

import sys
from functools import cache

M_MMAP_THRESHOLD = -3           # glibc's mallopt parameter
MAPPED = 128 * 1024             # glibc's own default, kept fixed


@cache
def _glibc():
    """glibc, or None (another C library, another system); looked up when first wanted, off
    the start-up's path."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        libc = ctypes.CDLL("libc.so.6")
        return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None
    except OSError:
        return None


def keep_art_apart() -> None:
    """Every block of MAPPED bytes or more in a mapping of its own, from now on."""
    if _glibc() is not None:
        _glibc().mallopt(M_MMAP_THRESHOLD, MAPPED)


def give_back() -> None:
    """Return the heap's free pages to the system (a few ms: after much art was let go)."""
    if _glibc() is not None:
        _glibc().malloc_trim(0)
