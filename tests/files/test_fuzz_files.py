"""Issue 23: a seeded fuzz of every file kind through the app's entry points (the loaders
behind `validate`, `validate` itself, `--house-rules` with `odds`/`feat`, the save loader,
`replay` and a board command) gives no crash, no hang and no message that fails to name
its file. `python3 dev.py fuzz N` runs the longer version (tests/files/fuzz_files.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzz_files import fuzz, table


@pytest.mark.slow
def test_damaged_files_of_every_kind_give_clear_errors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FASERIP_DESK_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("FASERIP_DESK_LIBRARY", str(tmp_path / "no-user-library"))
    monkeypatch.setenv("FASERIP_DESK_HOUSE_RULES", "")
    tallies = fuzz(150, seed=2026, work=tmp_path, timeout=10.0, command_every=150)
    report = table(tallies)
    assert len(tallies) == 8, report
    for kind, tally in tallies.items():
        assert sum(tally.counts.values()) == 150
        assert tally.counts["crash"] == tally.counts["hang"] == 0, (kind, tally.examples)
        assert tally.counts["unclear"] == 0, (kind, tally.examples)
        # the damage is real: most cases are refused, and refused clearly
        assert tally.counts["error"] > 75, report
