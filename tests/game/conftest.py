"""Shared fixtures for the game tests: setups loaded from the bundled library."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.game import GameSetup
from faserip_desk.library import load_library, load_setup

DATA = Path(__file__).parent.parent / "data" / "game"
FOLIOS = Path(__file__).parent.parent.parent / "folios"


@pytest.fixture(scope="session")
def library():  # type: ignore[no-untyped-def]
    """The bundled library only (no user folder)."""
    return load_library(use_user=False)


@pytest.fixture(scope="session")
def example_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """The Example Gameplay setup (tests/data/game/example.setup.yaml)."""
    return GameSetup.from_library(load_setup(DATA / "example.setup.yaml", library))


@pytest.fixture(scope="session")
def demo_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """The bundled demo setup (Bruce and Samuel at the Mall, Blob included)."""
    return GameSetup.from_library(load_setup(FOLIOS / "setups" / "demo.setup.yaml", library))


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Autosaves go to a temporary data folder."""
    monkeypatch.setenv("FASERIP_DESK_DATA", str(tmp_path / "data"))


@pytest.fixture(scope="session")
def teams_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """X-Men and Spider-Man against Kingpin, two Thugs under his Command and Electro."""
    return GameSetup.from_library(load_setup(DATA / "teams.setup.yaml", library))


@pytest.fixture(scope="session")
def arena_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """Every figure the attack tests use, parked on the edges of a small arena
    (tests/data/game/attacks/arena.setup.yaml)."""
    return GameSetup.from_library(load_setup(DATA / "attacks" / "arena.setup.yaml", library))
