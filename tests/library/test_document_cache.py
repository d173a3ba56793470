"""Issue 17: the demo's setup, map and team files are parsed and checked once and kept in
the disk cache; the cache never gives a wrong answer.

Every test opens a setup through `load_setup` as the app does: a second opening reads no
YAML and checks no file model again and gives the same setup; an edited map or team is read
afresh; a corrupt cache is rebuilt silently; a bad file is explained every time.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import faserip_desk.library.validation as validation
import faserip_desk.library.yaml_source as yaml_source
from faserip_desk.data_files import folios_dir
from faserip_desk.game.setup_data import GameSetup
from faserip_desk.library import LibraryErrors, load_library, load_setup

FOLIOS = Path(str(folios_dir()))


@pytest.fixture
def work(tmp_path: Path) -> Path:
    """A copy of the bundled setups, maps and teams (so they can be edited)."""
    for part in ("setups", "maps", "teams"):
        shutil.copytree(FOLIOS / part, tmp_path / "folios" / part)
    return tmp_path / "folios"


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The YAML files parsed and the file models checked (what the cache saves)."""
    done: list[str] = []
    parse, check = yaml_source._read_documents, validation._validate
    monkeypatch.setattr(
        yaml_source, "_read_documents", lambda path: done.append(Path(path).name) or parse(path)
    )
    monkeypatch.setattr(
        validation,
        "_validate",
        lambda model, *a: done.append(model.__name__) or check(model, *a),
    )
    return done


def test_opening_the_demo_again_parses_and_checks_nothing(
    cache: Path, work: Path, reads: list[str]
) -> None:
    library = load_library(use_user=False)
    first = load_setup(work / "setups" / "demo.setup.yaml", library)
    assert "demo.setup.yaml" in reads and "SetupFile" in reads
    assert any(name.endswith(".map.yaml") for name in reads)
    reads.clear()
    second = load_setup(work / "setups" / "demo.setup.yaml", library)
    assert reads == []
    # (two fresh loads of one setup are not `==` either: compare what a game is made of)
    assert GameSetup.from_library(second) == GameSetup.from_library(first)
    assert second.map == first.map


def test_an_edited_map_is_read_again(cache: Path, work: Path, reads: list[str]) -> None:
    library = load_library(use_user=False)
    setup = work / "setups" / "demo.setup.yaml"
    first = load_setup(setup, library)
    map_file = next((work / "maps").glob("mall.map.yaml"))
    text = map_file.read_text()
    assert f"name: {first.map.name}" in text
    map_file.write_text(text.replace(f"name: {first.map.name}", "name: The Other Mall", 1))
    reads.clear()
    second = load_setup(setup, library)
    assert "mall.map.yaml" in reads and "demo.setup.yaml" not in reads
    assert second.map.name == "The Other Mall"


def test_a_corrupt_cache_is_rebuilt_silently(cache: Path, work: Path, reads: list[str]) -> None:
    library = load_library(use_user=False)
    setup = work / "setups" / "demo.setup.yaml"
    first = load_setup(setup, library)
    entries = [*cache.glob("yaml-*.pickle"), *cache.glob("checked-*.pickle")]
    assert entries
    for entry in entries:
        entry.write_bytes(b"not a pickle")
    reads.clear()
    assert GameSetup.from_library(load_setup(setup, library)) == GameSetup.from_library(first)
    assert "demo.setup.yaml" in reads


def test_a_bad_setup_is_explained_every_time(cache: Path, work: Path) -> None:
    library = load_library(use_user=False)
    setup = work / "setups" / "demo.setup.yaml"
    setup.write_text(setup.read_text().replace("map:", "map: [", 1))
    for _ in range(2):
        with pytest.raises(LibraryErrors, match=r"demo\.setup\.yaml"):
            load_setup(setup, library)
