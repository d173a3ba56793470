"""Fixtures for the editor tests: the user library in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def user_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """FASERIP_DESK_LIBRARY points at a fresh folder: the editors save there."""
    folder = tmp_path / "library"
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(folder))
    return folder
