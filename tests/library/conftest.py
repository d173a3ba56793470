"""Fixtures for the library tests."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from library_samples import CAR, MAP, PLOT, figure_yaml, write

from faserip_desk.disk_cache import CACHE_ENV


@pytest.fixture
def bundled(tmp_path: Path) -> Path:
    """A small bundled library: five figures, a plot, a car, a map."""
    root = tmp_path / "bundled"
    write(
        root / "figures" / "heroes.folio.yaml",
        "---\n".join(
            [
                figure_yaml("T-001", "Hero One", affiliations=("X-Men",)),
                figure_yaml("T-002", "Hero Two", alias="Second", affiliations=("X-Men",)),
                figure_yaml("T-003", "Villain", disposition="Evil", renown="Bold"),
                figure_yaml("T-004", "Thug", alias="Squad", disposition="Evil", renown="Minion"),
                figure_yaml("T-005", "Hero Two", alias="Other", renown="Bold"),
            ]
        ),
    )
    write(root / "plots" / "plots.folio.yaml", PLOT)
    write(root / "objects" / "objects.folio.yaml", CAR)
    write(root / "maps" / "yard.map.yaml", MAP)
    return root


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A new, empty disk cache folder (FASERIP_DESK_CACHE)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_ENV, str(folder))
    return folder


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user library folder, set through FASERIP_DESK_LIBRARY."""
    root = tmp_path / "user"
    root.mkdir()
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(root))
    return root


@pytest.fixture
def write_file(tmp_path: Path) -> Callable[[str, str], Path]:
    """Write a file named `name` with `text` under tmp_path/files."""

    def make(name: str, text: str) -> Path:
        return write(tmp_path / "files" / name, text)

    return make
