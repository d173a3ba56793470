"""`faserip-desk area`: an area attack before any roll (issue 18 item 2: "the odds shown
before"); rules, Line of Effect: every figure within X squares of the origin to which only
Solid terrain could block the line. Position: tests/data/game/area/area.setup.yaml."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.game import GameSetup
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.initial import initial_state
from faserip_desk.library import load_library, load_setup

AREA = Path(__file__).parents[1] / "data" / "game" / "area"
ARGS = [str(AREA / "area.setup.yaml"), "Test Blaster"]
FOLIO = ["--folio", str(AREA / "library" / "figures" / "area-test.folio.yaml")]


def test_the_area_lists_each_figure_with_its_odds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["area", *ARGS, "Cyclops", *FOLIO]) == 0
    out = capsys.readouterr().out
    assert "every figure within 2 squares of F6 with line of effect" in out
    assert "Board:  legal" in out
    assert "Luke Cage on G6: to hit Remarkable" in out
    assert "Shielded: Spider-Man on H4 (G5 is Solid terrain: no line of effect)" in out


def test_json_matches_the_attack_model(capsys: pytest.CaptureFixture[str]) -> None:
    """Each figure's odds are the `attack` command's for that figure alone."""
    assert main(["area", *ARGS, "Cyclops", *FOLIO, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = {r["figure"]: r for r in data["figures"]}
    assert list(rows) == ["Cyclops", "Daredevil", "Kingpin", "Luke Cage", "Black Panther"]
    library = load_library(
        use_user=False, extra=[AREA / "library" / "figures" / "area-test.folio.yaml"]
    )
    state = initial_state(GameSetup.from_library(load_setup(AREA / "area.setup.yaml", library)))
    alone = plan_attack(state, "Test Blaster", "Daredevil", "Fireball", in_area=True).odds
    assert rows["Daredevil"]["p_hit"] == round(float(alone.p_hit) * 100, 2)
    assert rows["Daredevil"]["expected_health_lost"] == round(float(alone.expected_health_lost), 4)
    assert rows["Luke Cage"]["expected_health_lost"] < rows["Daredevil"]["expected_health_lost"]
    assert data["shielded"] == [{"figure": "Spider-Man", "reason": "G5 is Solid terrain"}]


def test_without_a_centre_or_an_area_attack_it_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["area", *ARGS, *FOLIO]) == 0
    out = capsys.readouterr().out
    assert "not allowed: Fireball is centred on the figure it targets: choose that figure" in out
    assert main(["area", str(AREA / "area.setup.yaml"), "Cyclops", *FOLIO]) == 2
    assert "Cyclops has no area attack" in capsys.readouterr().err
