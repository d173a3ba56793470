"""`faserip-desk special`: what using a special asks for, with the legal choices (issue 18:
"asks at that moment with the legal choices"), on the folio-rules position."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from faserip_desk.cli import main

FOLIOS = Path(__file__).parents[2] / "folios" / "figures"
SETUP = str(Path(__file__).parents[1] / "data" / "game" / "specials" / "folio_rules.setup.yaml")


def test_bad_luck_lists_legal_targets_and_why_others_are_not(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Bad Luck: "an opposing figure within 4 squares that she can see"."""
    assert main(["special", SETUP, "Black Cat", "Bad Luck", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["asks"] is True
    assert "Dagger" in data["targets"] and "Scarlet Witch" not in data["targets"]
    reasons = {row["figure"]: row["reason"] for row in data["not_targets"]}
    assert reasons["Scarlet Witch"] == "Scarlet Witch is 7 squares away; the special reaches 4"
    assert "cannot see Black Panther" in reasons["Black Panther"]


def test_eureka_lists_the_specials_to_counter_and_its_feat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Eureka!: a Reason FEAT, then "one Special of the target, of your choice"."""
    assert main(["special", SETUP, "Beast", "Eureka!", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["feat"] == "Reason"
    folio = yaml.safe_load((FOLIOS / "black-cat.folio.yaml").read_text(encoding="utf-8"))
    cat = next(row for row in data["counter"] if row["figure"] == "Black Cat")
    assert cat["specials"] == [sp["name"] for sp in folio["specials"]]


def test_chi_focus_asks_nothing_and_an_unknown_special_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["special", SETUP, "Iron Fist", "Chi Focus"]) == 0
    assert "No choice" in capsys.readouterr().out
    assert main(["special", SETUP, "Iron Fist", "Flying Kick"]) == 2
    assert "has no special called 'Flying Kick' (Chi Focus" in capsys.readouterr().err
