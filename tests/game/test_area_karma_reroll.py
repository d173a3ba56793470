"""Karma's re-roll inside an area attack (rules, Great responsibility! Karma: 5 Karma
re-rolls a dice roll just rolled, decided at once with no action between the roll and its
replacement; a figure spends Karma once per Page). Each figure's entry of an area attack is
the roll just made: its re-roll makes that figure's attack again with the new roll, before
the next figure's roll. Position: tests/data/game/area/area.setup.yaml with the test folio."""

from __future__ import annotations

from faserip_desk.game import GameSetup
from faserip_desk.game.area_events import AreaRoll, DeclareAreaAttack
from faserip_desk.game.attack_events import Reroll
from faserip_desk.game.events import PlaceFigure
from faserip_desk.game.operations import check
from tests.game.attack_helpers import roll_for, sq
from tests.game.test_area_attacks import _ready, area_setup  # noqa: F401 - the fixture

MISS = 1


def test_the_figure_just_rolled_is_attacked_again_with_the_new_roll(
    area_setup: GameSetup,  # noqa: F811 - the fixture
) -> None:
    s = _ready(area_setup)
    karma = s.state.figure("Test Blaster").karma
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    s.do(AreaRoll(figure="Cyclops", roll=MISS))
    assert s.state.figure("Cyclops").health == 8
    hit = roll_for("Remarkable", 0, "green")
    r = s.do(Reroll(step="attack", roll=hit))
    assert f"Test Blaster re-rolls the attack roll: {MISS} is replaced by {hit}" in r.log
    assert s.state.figure("Cyclops").health == 6  # Excellent Fire: 2 of 8
    assert s.state.figure("Test Blaster").karma == karma - 5
    assert s.state.attack is not None and s.state.attack.target == "Daredevil"
    assert not s.state.attack.rerolled  # Daredevil's attack is not the one re-rolled
    # Once Daredevil's roll is made, Cyclops's can no longer be re-rolled; and Karma is spent.
    s.do(AreaRoll(figure="Daredevil", roll=MISS))
    problems = check(s.state, Reroll(step="attack", roll=hit))
    assert any("already spent Karma this Page" in p for p in problems), problems
    s.undo()
    s.undo()  # the re-roll is one step
    assert s.state.figure("Cyclops").health == 8
    assert s.state.figure("Test Blaster").karma == karma


def test_a_new_result_that_needs_a_roll_the_entry_lacks_is_refused_with_the_reason(
    area_setup: GameSetup,  # noqa: F811 - the fixture
) -> None:
    """Rules, Attacking and Damaging: a Stun calls for the target's Endurance FEAT."""
    s = _ready(area_setup)
    s.do(PlaceFigure(figure="Test Blaster", square=sq("J10")))
    s.do(PlaceFigure(figure="Daredevil", square=sq("J11")))
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Whirlwind"))
    s.do(AreaRoll(figure="Daredevil", roll=MISS))
    stun = roll_for("Excellent", 0, "red")
    problems = check(s.state, Reroll(step="attack", roll=stun))
    needs = "Daredevil: give the Endurance FEAT's roll"
    assert any(p.startswith(needs) for p in problems), problems
