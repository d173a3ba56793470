"""YAML files read and checked once: the parsed documents of a file, and each model checked
from them, kept in the disk cache (`faserip_desk.disk_cache`), so opening the same setup
again (at every start: the demo, its map and its teams) neither parses YAML nor builds the
file schemas' validators (issue 17).

Parsed documents are used again only while the file has the same path, size and
modification time, and the app, Python and library code are unchanged; a checked model
only for data equal to the data it was checked from. Problems are never cached: a bad file
is read and explained afresh each time. While a library is being built nothing is read
from or written to this cache (the library cache notes every file that build opens).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable
from typing import Any, TypeVar

from faserip_desk import __version__, disk_cache

T = TypeVar("T")
_stamps: tuple[Any, ...] | None = None


def _code() -> tuple[Any, ...]:
    """The app and Python versions and the stamps of the code that reads and checks files
    (taken once per process)."""
    global _stamps
    if _stamps is None:
        from faserip_desk.library.library_cache import code_stamps

        _stamps = (__version__, sys.version_info[:2], code_stamps())
    return _stamps


def _active() -> bool:
    from faserip_desk.library.library_cache import building

    return disk_cache.cache_dir() is not None and not building()


def _name(kind: str, *parts: object) -> str:
    digest = hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()[:16]
    return f"{kind}-{digest}.pickle"


def documents(path: str | os.PathLike[str], parse: Callable[[], T]) -> T:
    """The parsed documents of the file at `path`: from the cache while the file is unchanged,
    else `parse()` (stored when it succeeds)."""
    if not _active():
        return parse()
    where = os.path.abspath(path)
    key = (_code(), disk_cache.file_stamp(where))
    name = _name("yaml", where)
    stored = disk_cache.read(name, key)
    if stored is not None:
        return stored  # type: ignore[no-any-return]
    parsed = parse()
    disk_cache.write(name, key, parsed)
    return parsed


def checked(model: type[T], data: Any, where: tuple[object, ...], check: Callable[[], T]) -> T:
    """`model` checked from `data` (`where`: the file and place it comes from, naming the
    entry): the stored result when it was checked from equal data, else `check()`."""
    if not _active():
        return check()
    key = (_code(), model.__module__, model.__qualname__, data)
    name = _name("checked", model.__module__, model.__qualname__, where)
    stored = disk_cache.read(name, key)
    if isinstance(stored, model) and type(stored) is model:
        return stored
    result = check()
    disk_cache.write(name, key, result)
    return result
