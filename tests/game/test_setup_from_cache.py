"""Issue 17: opening a setup from the cached library gives the same game as opening it from
freshly read files, and no folio is validated a second time on the way.

The library cache keeps every folio's JSON data with the folio (library/folio_dumps.py);
`GameSetup.from_library` takes those dumps and keeps the library's already-validated folios.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import faserip_desk.game.setup_data as setup_data
import faserip_desk.library.library_loader as loader
from faserip_desk.commands._setup_state import find_setup
from faserip_desk.disk_cache import CACHE_ENV
from faserip_desk.game.initial import initial_state
from faserip_desk.game.setup_data import GameSetup, figure_from_data
from faserip_desk.library.folio_dumps import fresh_folio_data


@pytest.fixture
def builds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A new, empty cache folder; notes each load that reads the files (a cache miss)."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    real = loader._build
    read: list[str] = []
    monkeypatch.setattr(loader, "_build", lambda *a, **k: read.append("files") or real(*a, **k))
    return read


def test_the_demo_from_the_cache_equals_the_demo_from_fresh_files(builds: list[str]) -> None:
    fresh = GameSetup.from_library(find_setup("demo"))  # the cache is empty: files read
    cached = GameSetup.from_library(find_setup("demo"))
    assert builds == ["files"]  # the second one came from the cache
    assert cached == fresh
    assert cached.model_dump() == fresh.model_dump()
    assert initial_state(cached) == initial_state(fresh)


def test_the_cached_dumps_are_what_dumping_the_folios_now_gives(builds: list[str]) -> None:
    find_setup("demo")
    setup = find_setup("demo")
    assert builds == ["files"]
    opened = GameSetup.from_library(setup)
    for placed in setup.figures:
        assert opened.folios[placed.folio.number] == fresh_folio_data(placed.folio)
    for player in setup.players:
        for pp in player.plots:
            assert any(p.folio == fresh_folio_data(pp.plot) for p in opened.plots)


def test_opening_the_demo_validates_no_folio_again(
    builds: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = find_setup("demo")
    opened = GameSetup.from_library(setup)

    def refuse(data: object) -> object:
        raise AssertionError("a folio of the library was validated again")

    monkeypatch.setattr(setup_data, "figure_from_data", refuse)
    state = initial_state(opened)
    assert len(state.figures) == len(setup.figures)
    for placed in setup.figures:
        # the library's own folio, and the one its stored data reads back as
        assert opened.folio(placed.folio.number) is placed.folio
        assert figure_from_data(opened.folios[placed.folio.number]) == placed.folio
