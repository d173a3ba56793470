"""Conditions: their effects and when they end (rules: Conditions, Other States, Dodging,
Specials (Countered), KO'ed; DESIGN.md §5)."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game import GameSetup, OperationRefusedError, Session
from faserip_desk.game.conditions import condition_rules, forbidding, speed_after
from faserip_desk.game.events import (
    Activate,
    AddCondition,
    AddMarker,
    CounterSpecial,
    Damage,
    DeclareAttack,
    Dodge,
    EndActivation,
    EndPage,
    MakeFeat,
    Move,
    SetFigureValue,
    TakeAction,
)
from faserip_desk.game.figure_rules import speed_now, states_of
from tests.game.helpers import started


def _tire_all_and_end_page(s: Session) -> None:
    for f in s.state.figures:
        if f.is_ready:
            s.do(SetFigureValue(figure=f.id, field="readiness", value="tired"))
    s.do(EndPage())


@pytest.mark.parametrize("condition", ["stunned", "held", "stuck", "staggered", "confused"])
def test_condition_ends_at_end_of_next_activation(teams_setup: GameSetup, condition: str) -> None:
    """Rules, Conditions: "remove the … condition at the end of the Figures next
    Activation" (gained outside its own activation)."""
    s = started(teams_setup)
    s.do(AddCondition(figure="Cyclops", condition=condition))
    s.do(Activate(figure="Cyclops"))
    assert s.state.figure("Cyclops").has(condition)
    s.do(EndActivation(figure="Cyclops"))
    assert not s.state.figure("Cyclops").has(condition)


def test_condition_gained_in_own_activation_lasts_through_the_next(teams_setup: GameSetup) -> None:
    """DESIGN.md §5: a condition gained during a figure's own activation lasts until the end
    of its next one."""
    s = started(teams_setup)
    s.do(Activate(figure="Cyclops"))
    s.do(AddCondition(figure="Cyclops", condition="Staggered", source="attack of opportunity"))
    s.do(EndActivation(figure="Cyclops"))
    assert s.state.figure("Cyclops").has("staggered")
    _tire_all_and_end_page(s)
    assert s.state.figure("Cyclops").has("staggered")
    s.do(SetFigureValue(figure="Cyclops", field="readiness", value="ready"))
    from faserip_desk.game.events import SetTurn

    s.do(SetTurn(panel=1, panel_player=0, activations_left=1))
    s.do(Activate(figure="Cyclops"))
    s.do(EndActivation(figure="Cyclops"))
    assert not s.state.figure("Cyclops").has("staggered")


def test_shapeshift_and_dodge_end_at_start_of_next_activation(teams_setup: GameSetup) -> None:
    """Rules, Shapeshifters and Dodging: Shapeshift and a Dodge token last until the start
    of the figure's next activation (DESIGN.md §5 for Shapeshift)."""
    s = started(teams_setup)
    s.do(Activate(figure="Cyclops"))
    s.do(AddCondition(figure="Cyclops", condition="Shapeshift"))
    s.do(Dodge(figure="Cyclops", roll=99))
    s.do(EndActivation(figure="Cyclops"))
    cyc = s.state.figure("Cyclops")
    assert cyc.has("shapeshift") and cyc.dodge == "red"
    _tire_all_and_end_page(s)
    from faserip_desk.game.events import SetTurn

    s.do(SetTurn(panel=1, panel_player=0, activations_left=1))
    s.do(Activate(figure="Cyclops"))
    cyc = s.state.figure("Cyclops")
    assert not cyc.has("shapeshift") and cyc.dodge is None


def test_stunned_takes_only_one_move(teams_setup: GameSetup) -> None:
    """Rules, Stunned: "may only take a Move action"; no Dodge."""
    s = started(teams_setup)
    s.do(AddCondition(figure="Cyclops", condition="Stunned"))
    s.do(Activate(figure="Cyclops"))
    with pytest.raises(OperationRefusedError, match="Stunned"):
        s.do(TakeAction(figure="Cyclops", action="attack"))
    with pytest.raises(OperationRefusedError, match="cannot Dodge"):
        s.do(Dodge(figure="Cyclops", roll=50))
    s.do(Move(figure="Cyclops", to=Square.parse("K26")))
    with pytest.raises(OperationRefusedError, match="only one Move"):
        s.do(Move(figure="Cyclops", to=Square.parse("K25")))


def test_held_stuck_speed_and_charge(teams_setup: GameSetup) -> None:
    """Rules, Held: ½ Speed (rounded down, DESIGN.md §5), no Charge; Stuck: Speed 0."""
    s = started(teams_setup)
    s.do(AddCondition(figure="Cyclops", condition="Held"))
    assert speed_now(s.state, s.state.figure("Cyclops")) == 2
    s.do(Activate(figure="Cyclops"))
    with pytest.raises(OperationRefusedError, match="Held and cannot make a Charging"):
        s.do(DeclareAttack(figure="Cyclops", attack="Charging", target="Kingpin", roll=50))
    with pytest.raises(OperationRefusedError, match=r"costs|reach"):
        s.do(Move(figure="Cyclops", to=Square.parse("K23")))
    s.do(AddCondition(figure="Angel", condition="Stuck"))
    assert speed_now(s.state, s.state.figure("Angel")) == 0
    assert speed_after(frozenset({"held", "stuck"}), 6) == 0


def test_staggered_shifts_every_feat(teams_setup: GameSetup) -> None:
    """Rules, Staggered: −2CS to all FEATs."""
    s = started(teams_setup)
    s.do(AddCondition(figure="Cyclops", condition="Staggered"))
    r = s.do(MakeFeat(figure="Cyclops", ability="agility", roll=50))
    assert "Excellent −2CS (Staggered) = Typical" in r.log[0]


def test_conditions_data_in_one_place() -> None:
    """Rules, Conditions: what each forbids comes from resources/rules/conditions.yaml, with
    a summary and its end in words."""
    rules = condition_rules()
    for cid in ("stunned", "held", "stuck", "staggered", "confused", "shapeshift", "obscured"):
        assert rules[cid].summary and rules[cid].ends
    assert forbidding(frozenset({"tired"}), "attacks_of_opportunity") == ["Tired"]
    assert "charge" in rules["held"].forbids


def test_obscured_and_exposed_states(example_setup: GameSetup) -> None:
    """Rules, Difficult terrain and Obscured: a figure in Difficult terrain is Obscured;
    Wounded below its starting Health."""
    s = started(example_setup)
    s.do(Activate(figure="Iron Fist"))
    s.do(Move(figure="Iron Fist", to=Square.parse("M21")))  # a parked car
    s.do(Damage(figure="Iron Fist", amount=1))
    states = states_of(s.state, s.state.figure("Iron Fist"))
    assert {"obscured", "wounded"} <= states


def test_counter_ends_at_counterers_next_activation_or_ko(teams_setup: GameSetup) -> None:
    """Rules, Specials: a countered special returns at the start of the next activation of
    the figure that countered it, or when that figure is KO'ed."""
    s = started(teams_setup)
    s.do(CounterSpecial(figure="Kingpin", special="Goon", by="Cyclops"))
    assert s.state.figure("Kingpin").is_countered("Goon")
    s.do(Activate(figure="Cyclops"))
    assert not s.state.figure("Kingpin").is_countered("Goon")
    s.do(CounterSpecial(figure="Kingpin", special="Goon", by="Angel"))
    s.do(Damage(figure="Angel", amount=99))
    assert not s.state.figure("Kingpin").is_countered("Goon")


def test_page_end_expiries(teams_setup: GameSetup) -> None:
    """Rules, KO'ed and Armor: a KO'ed figure's conditions end at the end of the Page;
    Weaken tokens stay; "first time each Page" markers clear."""
    s = started(teams_setup)
    s.do(AddCondition(figure="Electro", condition="Held"))
    s.do(SetFigureValue(figure="Kingpin", field="weaken", value=2))
    s.do(AddMarker(figure="Spider-Man", name="Spider Senses used", expires="first_each_page"))
    s.do(Damage(figure="Electro", amount=99))
    assert s.state.figure("Electro").has("held")
    _tire_all_and_end_page(s)
    assert not s.state.figure("Electro").conditions
    assert s.state.figure("Kingpin").weaken == 2
    assert not s.state.figure("Spider-Man").markers
