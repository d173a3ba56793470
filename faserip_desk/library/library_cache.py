"""The parsed library kept on disk, so opening the app or a setup does not re-read and
re-validate every library file each time.

A cached library is used only when everything it was built from is unchanged: the app's
version, the Python version, the library code and the bundled rules data, the library
folders and the path, size and modification time of every library file in them, and of
every other file read while it was built (a map a setup names by path, say). Anything
else (a file edited, added or deleted; a cache that is stale, corrupt or unreadable)
means a silent rebuild. A library with problems is not cached, so its problems are always
found afresh. `faserip_desk.disk_cache` writes atomically, so two processes may build at
once.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from faserip_desk import __version__, disk_cache
from faserip_desk.data_files import resources_dir
from faserip_desk.library.folio_dumps import keep_dumps, use_dumps
from faserip_desk.library.library import Library

#: The packages whose code decides what a loaded library holds.
_CODE_PACKAGES = ("library", "board", "rules")

_reads: set[str] | None = None
_hooked = False


def _audit(event: str, args: tuple[Any, ...]) -> None:
    """Note every file opened while a library is being built."""
    if _reads is not None and event == "open" and args:
        path = args[0]
        if isinstance(path, str | bytes | os.PathLike):
            _reads.add(os.fsdecode(path))


def building() -> bool:
    """True while a library is being built (its files are being noted)."""
    return _reads is not None


def code_stamps() -> tuple[Any, ...]:
    """The stamps of the code and rules data that decide what a loaded file holds."""
    package = Path(__file__).resolve().parent.parent
    files = [p for name in _CODE_PACKAGES for p in sorted((package / name).glob("*.py"))]
    files.append(package / "data_files.py")
    rules_data = Path(str(resources_dir() / "rules"))
    if rules_data.is_dir():
        files += sorted(rules_data.glob("*"))
    return tuple(disk_cache.file_stamp(p) for p in files)


def _entry_name(roots: Any) -> str:
    digest = hashlib.sha256(repr(roots).encode("utf-8")).hexdigest()[:16]
    return f"library-{digest}.pickle"


def cached_library(roots: Any, files: Sequence[Path], build: Callable[[], Library]) -> Library:
    """The library from the cache when nothing it depends on changed, else `build()`.

    `roots` says which folders were loaded (it picks the cache entry); `files` are the
    library files found in them.
    """
    global _reads, _hooked
    key = (
        __version__,
        sys.version_info[:2],
        roots,
        code_stamps(),
        tuple(disk_cache.file_stamp(p) for p in files),
    )
    name = _entry_name(roots)
    stored = disk_cache.read(name, key)
    if stored is not None:
        try:
            others, library = stored
            if isinstance(library, Library) and all(
                disk_cache.file_stamp(stamp[0]) == stamp for stamp in others
            ):
                use_dumps(library)
                return library
        except (TypeError, ValueError, IndexError):
            pass  # not the shape this version writes: rebuild
    if not _hooked:
        sys.addaudithook(_audit)
        _hooked = True
    _reads = set()
    try:
        library = build()
        read = _reads
    finally:
        _reads = None
    if not library.problems:
        known = {os.path.abspath(p) for p in files}
        others = tuple(
            disk_cache.file_stamp(p)
            for p in sorted({os.path.abspath(p) for p in read} - known)
            if os.path.isfile(p)
        )
        keep_dumps(library)
        use_dumps(library)
        disk_cache.write(name, key, (others, library))
    return library
