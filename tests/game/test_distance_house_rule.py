"""The house rule `distance: diagonal_alternate` (DESIGN.md §5 Readings, reading `distance`;
rules, Movement: a diagonal step counts as one square) reaches the game's own "within X
squares" checks, not only the board's ranges: an area "within 2" of its centre leaves out a
figure two diagonal steps away, which counts 3 under that house rule."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from faserip_desk.game import GameSetup
from faserip_desk.game.attacks.area_plan import plan_area
from faserip_desk.library import load_library, load_setup
from faserip_desk.rules.house_rules import house_rules_from_mapping
from faserip_desk.rules.rules_data import use_rules
from tests.game.helpers import started

AREA = Path(__file__).parent.parent / "data" / "game" / "area"
ALTERNATE = {"readings": {"distance": {"setting": {"distance": "diagonal_alternate"}}}}


@pytest.fixture(autouse=True)
def _bundled_rules_after() -> Iterator[None]:
    yield
    use_rules(None)


def _attacked() -> list[str]:
    library = load_library(use_user=False, extra=[AREA / "library"])
    state = started(GameSetup.from_library(load_setup(AREA / "area.setup.yaml", library))).state
    plan = plan_area(state, "Test Blaster", "Fireball", "Cyclops")
    return [c.figure.name for c in plan.attacked]


def test_two_diagonal_steps_are_within_two_under_the_apps_reading() -> None:
    """Fireball: within 2 of the target Cyclops (F6); Black Panther stands at D8."""
    assert "Black Panther" in _attacked()


def test_two_diagonal_steps_count_three_under_the_alternate_distance() -> None:
    """Same area under `diagonal_alternate`: D8 is 3 squares from F6, outside the area;
    the figures on straight lines and single diagonals stay in."""
    use_rules(house_rules_from_mapping(ALTERNATE, "house-rules.yaml"))
    names = _attacked()
    assert "Black Panther" not in names
    assert {"Cyclops", "Daredevil", "Kingpin", "Luke Cage"} <= set(names)
