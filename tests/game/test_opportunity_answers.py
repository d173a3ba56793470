"""`reach` and `charge` name who may make an attack of opportunity and from which square, and
why an adjacent figure cannot (issue 25). Rules, Attacks of Opportunity: "Carrying, Tired,
Stunned, Staggered, Stuck or Held Figures can't make Attacks of Opportunity."

Luke Cage (E5) stands next to Kraven (E4, Ready) and Sabretooth (F5, Stunned)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from faserip_desk.cli import main
from tests.game.conftest import DATA

SETUP = str(DATA / "specials" / "opportunity.setup.yaml")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """The JSON answer of a board command."""
    assert main([*args, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def check_entries(entries: list[dict[str, Any]]) -> None:
    """Kraven may attack as Cage leaves E5; Sabretooth may not, being Stunned."""
    kraven = next(e for e in entries if e["figure"].startswith("Kraven"))
    assert kraven == {"figure": "Kraven (E4)", "leaving": "E5", "may": True}
    sabretooth = next(e for e in entries if e["figure"].startswith("Sabretooth"))
    assert sabretooth["may"] is False and sabretooth["leaving"] == "E5"
    assert "Stunned" in sabretooth["reason"]


def test_reach_names_the_attackers_of_opportunity(capsys: pytest.CaptureFixture[str]) -> None:
    """Every square Cage reaches by leaving both lists both figures; a step that stays next
    to Kraven (to D4, still adjacent to E4) gives him no swing."""
    data = run(capsys, "reach", SETUP, "Luke Cage")
    by_square = {s["square"]: s for s in data["squares"]}
    check_entries(by_square["E7"]["opportunity"])
    d4 = by_square["D4"]["opportunity"]
    assert not any(e["figure"].startswith("Kraven") for e in d4)


def test_charge_names_the_attackers_of_opportunity(capsys: pytest.CaptureFixture[str]) -> None:
    """Each charge path to Kingpin leaves E5: Kraven may attack, Sabretooth may not."""
    data = run(capsys, "charge", SETUP, "Luke Cage", "Kingpin")
    assert data["possible"] and data["squares"]
    for square in data["squares"]:
        check_entries(square["opportunity"])


def test_text_says_it_in_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    """The text answer of charge has one line per square naming both."""
    assert main(["charge", SETUP, "Luke Cage", "Kingpin"]) == 0
    lines = capsys.readouterr().out.splitlines()
    said = [ln for ln in lines if "Kraven (E4) may attack as it leaves E5" in ln]
    assert said and all("Sabretooth is Stunned" in ln for ln in said)
