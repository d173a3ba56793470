"""PySide6 reads the source of every module imported after it, for its `__feature__`
switches, through `inspect.getsource`: each file then stays in Python's line cache for the
life of the app (about 10 MiB and 30 ms at each start, issue 17). `light_source_check` puts
a check that reads each file once and keeps nothing in its place."""

from __future__ import annotations

import linecache
import sys
from types import ModuleType

_FEATURE_MODULE = "shibokensupport.feature"


def _mentions_pyside(module: ModuleType) -> bool:
    """PySide's own test (does the module's source name PySide6?), without the line cache."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False  # extension modules, frozen or built-in ones: getsource fails on them too
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def light_source_check() -> bool:
    """Replace PySide6's source test with `_mentions_pyside` and empty the line cache it has
    filled so far. False (nothing changed) when this PySide6 has no such test."""
    feature = sys.modules.get(_FEATURE_MODULE)
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    setattr(feature, "_mod_uses_pyside", _mentions_pyside)  # noqa: B010 - a private name
    linecache.clearcache()
    return True
