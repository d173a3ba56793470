"""Issue 17: PySide6 reads each imported module's source for its `__feature__` switches and
kept every file in Python's line cache (about 10 MiB at each start). The app's lighter
check gives PySide the same answer and keeps no source."""

from __future__ import annotations

import importlib
import linecache
import sys
from pathlib import Path

import PySide6.QtCore  # noqa: F401 - PySide's import hook and its feature module
import pytest

from faserip_desk.ui.pyside_source_check import light_source_check

FEATURE = sys.modules["shibokensupport.feature"]


@pytest.fixture
def light(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The light check in place (PySide's own put back afterwards); `tmp_path` importable."""
    monkeypatch.setattr(FEATURE, "_mod_uses_pyside", FEATURE._mod_uses_pyside)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert light_source_check()
    return tmp_path


def _import(folder: Path, name: str, text: str) -> None:
    (folder / f"{name}.py").write_text(text)
    importlib.invalidate_caches()
    exec(f"import {name}", {})  # an import statement: PySide's hook sees it


def test_pyside_gets_the_same_answer_and_no_source_is_kept(light: Path) -> None:
    _import(light, "s3_uses_qt", "from PySide6 import QtCore\nVALUE = 1\n")
    _import(light, "s3_plain", "VALUE = 2\n")
    selection = FEATURE.pyside_feature_dict
    assert selection["s3_uses_qt"] == 0  # takes part in PySide's feature switches
    assert selection["s3_plain"] == -1  # ignored by them, as PySide's own check says
    kept = set(linecache.cache)
    assert str(light / "s3_uses_qt.py") not in kept
    assert str(light / "s3_plain.py") not in kept
    for name in ("s3_uses_qt", "s3_plain"):
        sys.modules.pop(name, None)


def test_pyside_s_own_check_keeps_the_source(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """What the light check is for: PySide's own test leaves each file in the line cache."""
    monkeypatch.syspath_prepend(str(tmp_path))
    _import(tmp_path, "s3_own_check", "VALUE = 3\n")
    sys.modules.pop("s3_own_check", None)
    if FEATURE._mod_uses_pyside.__module__ == "faserip_desk.ui.pyside_source_check":
        pytest.skip("the light check is installed in this process")
    assert str(tmp_path / "s3_own_check.py") in linecache.cache
