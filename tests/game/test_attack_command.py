"""`faserip-desk attack`: steps, to-hit rank with shifts and sources, odds; bad input exits 2."""

from __future__ import annotations

import json

import pytest

from faserip_desk.cli import main
from tests.game.conftest import DATA

SETUP = str(DATA / "attacks" / "arena.setup.yaml")


def test_attack_json(capsys: pytest.CaptureFixture[str]) -> None:
    """Intimidator: the Bold Punisher has −2CS against Luke Cage; odds in percent."""
    assert (
        main(
            [
                "attack",
                SETUP,
                "Punisher",
                "Luke Cage",
                "--attack",
                "Scattergun",
                "--cs",
                "-1:test",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["to_hit_rank"] == "Excellent"
    assert {"amount": -2, "source": "Luke Cage's Intimidator"} in data["shifts"]
    assert {"amount": -1, "source": "test"} in data["shifts"]
    assert sum(data["odds"].values()) == pytest.approx(100)
    assert 0 <= data["p_hit"] <= 100 and data["p_ko"] == 0
    assert "expected_damage" in data


def test_attack_text_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    """The text form names the steps; an unknown figure or attack is one line, exit 2."""
    assert main(["attack", SETUP, "Kraven", "Black Panther", "--attack", "Hunting Knife"]) == 0
    out = capsys.readouterr().out
    assert "To hit:" in out and "Odds:" in out
    assert main(["attack", SETUP, "Nobody", "Kraven"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Nobody" in err
