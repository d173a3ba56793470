"""`faserip-desk validate` and `faserip-desk library`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from library_samples import figure_yaml, write

from faserip_desk.cli import main


@pytest.fixture(autouse=True)
def _no_bundled(monkeypatch: pytest.MonkeyPatch, bundled: Path, user_dir: Path) -> None:
    monkeypatch.setattr("faserip_desk.library.library_loader.bundled_library_dir", lambda: bundled)


def test_validate_good_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path / "check" / "a.folio.yaml", figure_yaml("C-1", "Checked"))
    assert main(["validate", str(tmp_path / "check")]) == 0
    assert capsys.readouterr().out == "checked 1 file: no problems\n"


def test_validate_prints_every_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "check"
    write(folder / "a.folio.yaml", figure_yaml("C-1", "A").replace("speed: 5", "speed: x"))
    write(folder / "b.map.yaml", "name: M\ngrid: |\n  . q\nlegend: {'.': {}}\n")
    write(folder / "notes.txt", "ignored")
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("a.folio.yaml:16: speed: expected a whole number, found 'x'")
    assert out[1].endswith("b.map.yaml:3: grid: unknown symbol at B1; expected one of ., found 'q'")
    assert out[2] == "checked 2 files: 2 problems"


def test_validating_the_bundled_folder_itself_is_not_a_duplicate(
    bundled: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", str(bundled)]) == 0
    assert "no problems" in capsys.readouterr().out


def test_validate_a_missing_path_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "/no/such/place"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_library_lists_sources_and_overrides(
    user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(user_dir / "figures" / "mine.folio.yaml", figure_yaml("T-001", "Hero One"))
    assert main(["library", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    hero = next(e for e in data["entries"] if e["name"] == "T-001 Hero One")
    assert hero["source"] == "user"
    assert [o["source"] for o in hero["overrides"]] == ["bundled"]
    assert main(["library"]) == 0
    assert "(overrides bundled" in capsys.readouterr().out
