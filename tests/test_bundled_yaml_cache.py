"""Issue 17: the YAML the app ships (rules data) is parsed once and kept in the disk cache,
so a start with the cache warm imports no PyYAML; a changed text is parsed again and a bad
cache file is never used."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from faserip_desk import data_files
from faserip_desk.data_files import parse_bundled_yaml, read_resource_text

TEXT = "name: Tired\nshifts: [-1, 2]\nnotes: {a: 1}\n"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh cache folder."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("FASERIP_DESK_CACHE", str(folder))
    return folder


def counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record every real parse."""
    parses: list[str] = []
    real = data_files._parse_yaml

    def parse(text: str) -> Any:
        parses.append(text)
        return real(text)

    monkeypatch.setattr(data_files, "_parse_yaml", parse)
    return parses


def test_a_text_is_parsed_once_and_read_back_equal(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parses = counting(monkeypatch)
    first = parse_bundled_yaml(TEXT)
    again = parse_bundled_yaml(TEXT)
    assert first == again == {"name": "Tired", "shifts": [-1, 2], "notes": {"a": 1}}
    assert again is not first  # each caller gets its own copy
    assert parses == [TEXT]


def test_a_changed_text_is_parsed_again(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parses = counting(monkeypatch)
    parse_bundled_yaml(TEXT)
    changed = TEXT.replace("Tired", "Stunned")
    assert parse_bundled_yaml(changed)["name"] == "Stunned"
    assert parses == [TEXT, changed]


def test_a_corrupt_cache_file_is_parsed_again(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parse_bundled_yaml(TEXT)
    for stored in cache.glob("bundled-yaml-*.pickle"):
        stored.write_bytes(b"not a pickle")
    parses = counting(monkeypatch)
    assert parse_bundled_yaml(TEXT)["shifts"] == [-1, 2]
    assert parses == [TEXT]


def test_with_the_cache_off_every_call_parses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FASERIP_DESK_CACHE", "off")
    parses = counting(monkeypatch)
    parse_bundled_yaml(TEXT)
    parse_bundled_yaml(TEXT)
    assert parses == [TEXT, TEXT]


READ_RULES = """
import sys
from faserip_desk.data_files import parse_bundled_yaml, read_resource_text
data = parse_bundled_yaml(read_resource_text("rules", "conditions.yaml"))
print("yaml imported:", "yaml" in sys.modules, len(repr(data)))
"""


def test_a_warm_cache_imports_no_pyyaml(cache: Path) -> None:
    def run() -> str:
        proc = subprocess.run(
            [sys.executable, "-c", READ_RULES], capture_output=True, text=True, timeout=60
        )
        assert proc.returncode == 0, proc.stderr[-800:]
        return proc.stdout

    expected = len(repr(parse_bundled_yaml(read_resource_text("rules", "conditions.yaml"))))
    warm = run()  # the parse above filled the cache: the child reads it
    assert warm == f"yaml imported: False {expected}\n"
