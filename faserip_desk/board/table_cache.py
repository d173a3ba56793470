"""Geometry tables kept in the user's cache folder between runs (`faserip_desk.disk_cache`).

The line tables depend only on a map's size and take a hundred milliseconds or more to
build for a 100×100 map, but a few to read back: the first question on a size already
seen on this machine reads them. A missing, stale or damaged file is rebuilt and written
again without a word; a cache that cannot be written only costs the build time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from faserip_desk import disk_cache

T = TypeVar("T")

#: Bumped whenever the layout of a cached table changes.
FORMAT = 3


def cached_table(
    name: str, size: int, build: Callable[[], T], valid: Callable[[object], bool]
) -> T:
    """The table `name` for `size`: read from the cache when `valid` accepts what was read,
    else built by `build` and stored."""
    file = f"{name}-{size}.pickle"
    key = (name, FORMAT, size)
    found = disk_cache.read(file, key)
    if valid(found):
        return found  # type: ignore[return-value]
    built = build()
    disk_cache.write(file, key, built)
    return built
