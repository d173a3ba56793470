"""A small on-disk cache of pickled values, each checked against a key before it is used.

Values live in the user's cache folder (``FASERIP_DESK_CACHE`` names another; ``off``
turns the cache off). A file holds the key, then the value, so a stale entry is rejected
without unpickling its value. Anything wrong with a file (missing, stale, truncated,
corrupt, unreadable, written by another version) makes `read` answer None, and the
caller rebuilds; `write` goes to a temporary file and renames it into place, so two
processes writing at once leave one whole file, never a mix. Neither ever raises.
"""

from __future__ import annotations

import contextlib
import os
import pickle
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

#: Set to a folder to keep the cache there (tests do), or to "off" to turn it off.
CACHE_ENV = "FASERIP_DESK_CACHE"
_OFF = {"off", "0", "no", "false"}


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is turned off."""
    from pathlib import Path

    folder = _folder()
    return None if folder is None else Path(folder)


def _folder() -> str | None:
    # `cache_dir` as a string: reading and writing need no pathlib (issue 17).
    override = os.environ.get(CACHE_ENV)
    if override is not None:
        if override.strip().casefold() in _OFF:
            return None
        if override.strip():
            return override
    from faserip_desk.user_dirs import user_cache_dir

    return user_cache_dir()


def read(name: str, key: Any) -> Any | None:
    """The value stored under `name` if it was stored with an equal `key`, else None."""
    folder = _folder()
    if folder is None:
        return None
    try:
        with open(os.path.join(folder, name), "rb") as stream:
            if pickle.load(stream) != key:
                return None
            return pickle.load(stream)
    except Exception:  # a bad cache file is rebuilt, whatever is wrong
        return None


def write(name: str, key: Any, value: Any) -> bool:
    """Store `value` under `name` with `key`, atomically; False when it could not."""
    folder = _folder()
    if folder is None:
        return False
    import tempfile  # only a write needs it

    temp: str | None = None
    try:
        os.makedirs(folder, exist_ok=True)
        handle, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
        with os.fdopen(handle, "wb") as stream:
            pickle.dump(key, stream, protocol=pickle.HIGHEST_PROTOCOL)
            pickle.dump(value, stream, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temp, os.path.join(folder, name))
        return True
    except Exception:  # a cache that cannot be written is only slower
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
        return False


def file_stamp(path: str | os.PathLike[str]) -> tuple[str, int, int] | tuple[str, None, None]:
    """`path` with its size and modification time in ns (None, None when it is missing)."""
    try:
        st = os.stat(path)
    except OSError:
        return (os.fspath(path), None, None)
    return (os.fspath(path), st.st_size, st.st_mtime_ns)
