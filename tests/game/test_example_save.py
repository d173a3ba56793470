"""The shipped example save (docs/examples/example-gameplay.issue.json): `replay` prints
the rules' Example Page with its Victory Points, and no step of it is an override."""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.game import load_game

SAVE = Path(__file__).parents[2] / "docs" / "examples" / "example-gameplay.issue.json"


def test_replay_prints_the_example_page_with_its_victory_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(SAVE)]) == 0
    out = capsys.readouterr().out
    page_1 = out.split("\nPage 1\n")[1].split("\nPage 2\n")[0]
    assert "Quicksilver uses Hypersonic Battery (Tough action)" in page_1
    assert "Pyro uses Fire Constructs (Attack action)" in page_1
    assert "Dagger is marked Tired (taken along, not activated)" in page_1
    assert page_1.rstrip().endswith("VP: Bruce 0, Samuel 0")
    assert load_game(SAVE).records and not [r for r in load_game(SAVE).records if r.overridden]
