"""The bundled rules reference kept on disk with its search index, so `faserip-desk rules`
and the window's first search do not re-read, re-check and re-index 90 topic files.

A cached reference is used only when nothing it was built from changed: the app's and
Python's versions, the reference and rules code, every bundled reference file (path, size,
modification time) and the rules data in force (house rules change the rendered text).
Anything else, or a cache that is missing, corrupt or unreadable, means a silent rebuild
(`faserip_desk.disk_cache` writes atomically and never raises).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from faserip_desk import __version__, disk_cache
from faserip_desk.data_files import resources_dir
from faserip_desk.reference.reference import Reference
from faserip_desk.rules.rules_data import RulesData

_NAME = "reference.pickle"


def _stamps() -> tuple[Any, ...]:
    package = Path(__file__).resolve().parent.parent
    files = [p for name in ("reference", "rules") for p in sorted((package / name).glob("*.py"))]
    files.append(package / "data_files.py")
    bundled = Path(str(resources_dir() / "reference"))
    if bundled.is_dir():
        files += sorted(p for p in bundled.rglob("*") if p.is_file())
    return tuple(disk_cache.file_stamp(p) for p in files)


def cached_reference(rules: RulesData, build: Callable[[], Reference]) -> Reference:
    """The bundled reference for `rules` with its search index built: from the cache when
    nothing it depends on changed, else `build()` (then indexed and stored)."""
    key = (__version__, sys.version_info[:2], _stamps(), rules)
    stored = disk_cache.read(_NAME, key)
    if isinstance(stored, Reference):
        stored.rules = rules  # the very object in force (equal to the one stored)
        return stored
    reference = build()
    reference.search_index()
    disk_cache.write(_NAME, key, reference)
    return reference
