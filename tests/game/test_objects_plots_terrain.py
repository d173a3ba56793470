"""Objects, plots, terrain in play and area effects, through the game's events."""

from __future__ import annotations

import pytest

from faserip_desk.game import GameSetup, OperationRefusedError
from faserip_desk.game.events import (
    AdvancePlot,
    AreaEffect,
    AreaOutcome,
    AttackRoll,
    DeclareAttack,
    DestroyObject,
    DestroyTerrain,
    DropObject,
    EndActivation,
    Move,
    PickUpObject,
    PlaceDroppedObject,
    ResolveAttack,
    SetFigureValue,
)
from tests.game.attack_helpers import activate, arena, roll_for, sq


def _boulder(s, figure: str = "Luke Cage"):  # type: ignore[no-untyped-def]
    return next(o for o in s.state.objects if o.id == "Boulder")


def test_pick_up_and_throw_an_object(arena_setup: GameSetup) -> None:
    """Rules, Objects: picking up is an Easy action next to it with Strength at least its
    Material; thrown, it is a Shooting attack (range 4, Agility) dealing its Material in
    Blunt damage, removed from the game before the roll."""
    s = arena(arena_setup, Luke_Cage="J9", Kraven="J5")
    activate(s, "Luke Cage")
    s.do(PickUpObject(figure="Luke Cage", object="Boulder"))
    assert s.state.figure("Luke Cage").carrying == "Boulder"
    s.do(DeclareAttack(figure="Luke Cage", attack="throw", target="Kraven"))
    assert not _boulder(s).in_game and s.state.figure("Luke Cage").carrying is None
    s.do(AttackRoll(roll=roll_for("Good", 0, "green")))
    s.do(ResolveAttack())
    assert s.state.figure("Kraven").health == 11 - 3


def test_pick_up_needs_strength_and_drop_needs_a_free_square(arena_setup: GameSetup) -> None:
    """Rules, Picking up / Dropping an Object: Strength at least the Material; dropped on a
    free adjacent non-Solid square."""
    s = arena(arena_setup, Mysterio="J9")
    activate(s, "Mysterio")
    with pytest.raises(OperationRefusedError, match="Strength"):
        s.do(PickUpObject(figure="Mysterio", object="Boulder"))
    s = arena(arena_setup, Luke_Cage="J9")
    activate(s, "Luke Cage")
    s.do(PickUpObject(figure="Luke Cage", object="Boulder"))
    with pytest.raises(OperationRefusedError, match="Easy"):
        s.do(DropObject(figure="Luke Cage", square=sq("J10")))


def test_destroy_an_object(arena_setup: GameSetup) -> None:
    """Rules, Destroying an Object: an Attack action with non-Psychic damage at least the
    Material rank, in range and sight; it succeeds automatically."""
    s = arena(arena_setup, Punisher="B12", Mysterio="C12")
    activate(s, "Mysterio")
    with pytest.raises(OperationRefusedError, match="Psychic"):
        s.do(DestroyObject(figure="Mysterio", object="Lamp Post", attack="Phantasmal Terror"))
    s = arena(arena_setup, Punisher="B12")
    activate(s, "Punisher")
    s.do(DestroyObject(figure="Punisher", object="Lamp Post", attack=".50 Caliber"))
    lamp = next(o for o in s.state.objects if o.id == "Lamp Post")
    assert not lamp.in_game


def test_a_koed_carriers_object_is_placed(arena_setup: GameSetup) -> None:
    """Rules, Dropping an Object: the opponent places a KO'ed carrier's object on a free
    adjacent non-Solid square."""
    s = arena(arena_setup, Luke_Cage="J9", Sabretooth="J10")
    activate(s, "Luke Cage")
    s.do(PickUpObject(figure="Luke Cage", object="Boulder"))
    s.do(EndActivation(figure="Luke Cage"))
    s.do(SetFigureValue(figure="Luke Cage", field="health", value=1))
    activate(s, "Sabretooth")
    s.do(DeclareAttack(figure="Sabretooth", attack="Savage Claws", target="Luke Cage"))
    s.do(AttackRoll(roll=roll_for("Incredible", 0, "green")))
    r = s.do(ResolveAttack(object_square=sq("I8")))
    assert s.state.figure("Luke Cage").is_ko
    assert _boulder(s).square == sq("I8"), r.log
    assert s.state.vp[1] > 0
    s.do(PlaceDroppedObject(object="Boulder", square=sq("K10")))
    assert _boulder(s).square == sq("K10")


@pytest.mark.parametrize(("figure", "bonus"), [("Luke Cage", True), ("Cyclops", False)])
def test_plot_advanced_with_and_without_its_bonus(
    arena_setup: GameSetup, figure: str, bonus: bool
) -> None:
    """Rules, Advancing Plots: next to an own token, the plot's action and FEAT (Kitchen
    Cleaners: Intuition, Green); the Game Level's advance VP; the Streetwise bonus only for
    a Streetwise figure."""
    s = arena(arena_setup, **{figure: "H9"})
    activate(s, figure)
    r = s.do(AdvancePlot(figure=figure, token="Kitchen Cleaners (Heroes) #1", roll=100))
    assert s.state.vp[0] == arena_setup.level.advance_points
    # The bonus (bonus_effects: heal 2) is applied for a Streetwise figure only.
    assert any("(Kitchen Cleaners bonus)" in line for line in r.log) is bonus


def test_fire_damage_on_entering_fire(arena_setup: GameSetup) -> None:
    """Rules, Fire: a figure moving into Fire takes the fire's rank (Good by default) in
    Fire damage."""
    s = arena(arena_setup, Daredevil="A14")
    activate(s, "Daredevil")
    s.do(Move(figure="Daredevil", to=sq("C14"), path=(sq("B14"), sq("C14"))))
    assert s.state.figure("Daredevil").health == 10 - 1


def test_slick_feat_failing_ends_the_move(arena_setup: GameSetup) -> None:
    """Rules, Slick: entering Slick terrain calls for a Green Agility FEAT, or the move
    ends in that square."""
    s = arena(arena_setup, Daredevil="D15")
    activate(s, "Daredevil")
    with pytest.raises(OperationRefusedError, match="Slick"):
        s.do(Move(figure="Daredevil", to=sq("F13"), path=(sq("E14"), sq("F13"))))
    r = s.do(
        Move(
            figure="Daredevil",
            to=sq("F13"),
            path=(sq("E14"), sq("F13")),
            slick_rolls=(roll_for("Remarkable", 0, "white"),),
        )
    )
    assert s.state.figure("Daredevil").square == sq("E14"), r.log


def test_destroy_a_wall_and_an_area_effect(arena_setup: GameSetup) -> None:
    """Rules, Solid: Remarkable or greater non-Psychic damage destroys a wall (both squares
    Difficult); Line of Effect: "within X squares" effects resolved figure by figure."""
    s = arena(arena_setup, Luke_Cage="E11", Kraven="F11", Mystique="F9")
    activate(s, "Luke Cage")
    s.do(
        DestroyTerrain(figure="Luke Cage", attack="Not on my block!", square=sq("E10"), side="east")
    )
    assert not s.state.board_map.wall_between(sq("E10"), sq("F10"))
    s.do(
        AreaEffect(
            origin=sq("F10"),
            radius=1,
            source="test blast",
            by="Luke Cage",
            outcomes=(
                AreaOutcome(figure="Kraven", damage="Good", conditions=("Staggered",)),
                AreaOutcome(figure="Mystique", weaken=1),
            ),
        )
    )
    assert s.state.figure("Kraven").health == 10 and s.state.figure("Kraven").has("staggered")
    assert s.state.figure("Mystique").weaken == 1
