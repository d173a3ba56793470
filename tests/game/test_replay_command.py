"""`faserip-desk replay SAVE` prints the game log Page by Page with the VP totals."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.game import GameSetup, save_game
from faserip_desk.game.events import Damage, EndPage, SetFigureValue
from tests.game.helpers import started


def test_replay_prints_pages_and_vp(
    demo_setup: GameSetup, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rules, Ending the Page: "add up all Victory Points for each player" each Page."""
    s = started(demo_setup)
    s.do(Damage(figure="Pyro", amount=99, by="Daredevil"))
    for f in s.state.figures:
        if f.is_ready:
            s.do(SetFigureValue(figure=f.id, field="readiness", value="tired"))
    s.do(EndPage())
    path = tmp_path / "demo.issue.json"
    save_game(s, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Setup" in out and "Page 1" in out
    assert "Pyro is KO'ed" in out
    assert "VP: Bruce 2, Samuel 0" in out


def test_replay_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """DESIGN.md §2: bad input gets a clear one-line error (exit status 2)."""
    path = tmp_path / "bad.issue.json"
    path.write_text("nope")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.issue.json" in err[0]
