"""Attack texts, plot bonuses and artifacts as data (issue 18): each test cites the folio
text and the rulebook section (Slam; Charging; Attacking with an Object; Advancing Plots;
Objects and Artifacts) and drives the game on tests/data/game/specials/folio_rules.setup.yaml."""

from __future__ import annotations

import dataclasses

import pytest

from faserip_desk.board.charge import charge_lane
from faserip_desk.game import GameSetup, OperationRefusedError, Session
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.events import (
    AdvancePlot,
    AttackRoll,
    DeclareAttack,
    EnduranceFeat,
    Move,
    PlaceFigure,
    ResolveAttack,
)
from faserip_desk.library.setup_loader import load_setup
from faserip_desk.rules.column_shifts import ColumnShift, resolve_feat
from faserip_desk.rules.ranks import Rank
from tests.game.attack_helpers import activate, arena, roll_for, sq
from tests.game.conftest import DATA


@pytest.fixture(scope="module")
def rules_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """The folio-rules position (tests/data/game/specials/folio_rules.setup.yaml)."""
    path = DATA / "specials" / "folio_rules.setup.yaml"
    return GameSetup.from_library(load_setup(path, library))


def test_immovable_blob_is_not_pushed_by_a_slam_but_is_staggered(
    rules_setup: GameSetup,
) -> None:
    """Blob's Immovable: "Slams never move him; he may still be Staggered" (rules: Slam:
    a White Endurance FEAT Staggers and pushes the target 1d5 squares)."""
    s = arena(rules_setup)
    activate(s, "Luke Cage")
    s.do(DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Blob"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))
    s.do(EnduranceFeat(roll=roll_for("Monstrous", 0, "white"), slam_distance=3))
    log = s.do(ResolveAttack()).log
    blob = s.state.figure("Blob")
    assert blob.square == sq("H7") and blob.has("staggered")
    assert any("not pushed (Immovable" in line for line in log)


def _panther_hits_blob(s: Session) -> list[str]:
    activate(s, "Black Panther")
    s.do(DeclareAttack(figure="Black Panther", attack="Vibranium Claws", target="Blob"))
    s.do(AttackRoll(roll=roll_for("Incredible", 0, "green")))
    return list(s.do(ResolveAttack()).log)


def test_wakandan_anti_metal_and_vibranium_claws_after_a_hit(rules_setup: GameSetup) -> None:
    """Black Panther's Wakandan Anti-Metal (trigger hits): "Once his attack's damage is
    dealt, the target also gets a Weaken token" — applied by itself; Vibranium Claws:
    "After a hit he may move into an adjacent unoccupied square" — offered with the legal
    squares, taken with a placement (rules: Triggered Specials; Attack Special Rules)."""
    s = arena(rules_setup)
    log = _panther_hits_blob(s)
    assert s.state.figure("Blob").weaken == 1
    offer = next(line for line in log if "may move into an adjacent unoccupied square" in line)
    assert "G7" in offer and "G8" not in offer and "H7" not in offer  # Luke Cage, Blob
    s.do(PlaceFigure(figure="Black Panther", square=sq("G7"), source="Vibranium Claws"))
    assert s.state.figure("Black Panther").square == sq("G7")


def test_superior_flier_lane_passes_over_a_flying_figure(rules_setup: GameSetup) -> None:
    """Angel's Superior Flier: "his charge lane may pass over any figures between him and
    the target" — Vulture flies, so without the text he would block the lane (rules:
    Charging: the lane crosses no figure but teammates; To the skies!)."""
    s = arena(rules_setup)
    board = board_of(s.state)
    angel = board_figure(s.state, s.state.figure("Angel"))
    target = board_figure(s.state, s.state.figure("Sabretooth"))
    assert angel.charge_over_figures
    assert charge_lane(board, angel, target, sq("A6")).clear
    plain = dataclasses.replace(angel, charge_over_figures=False)
    assert "Vulture stands in A8" in charge_lane(board, plain, target, sq("A6")).reason


def test_lamp_post_reaches_two_squares_in_a_brawling_attack(rules_setup: GameSetup) -> None:
    """Lamp Post: "Used as a club in a Brawling attack, it reaches a target up to 2 squares
    away as though it were adjacent" (rules: Attacking with an Object)."""
    s = arena(rules_setup)
    with_post = plan_attack(s.state, "Wolverine", "Kraven", "Brawling", object_id="Lamp Post")
    without = plan_attack(s.state, "Wolverine", "Kraven", "Brawling")
    assert with_post.problems == ()
    assert any("not adjacent" in p for p in without.problems)


def test_claymore_goes_off_when_an_opponent_ends_a_move_next_to_it(
    rules_setup: GameSetup,
) -> None:
    """Claymore: "When an opposing figure ends a move in a square next to it, that figure
    takes Excellent Edged damage and the Claymore is removed from the game" (rules: Objects
    and Artifacts, Game Rules)."""
    s = arena(rules_setup)
    activate(s, "Wolverine")
    log = s.do(Move(figure="Wolverine", to=sq("K13"))).log
    assert any("Claymore" in line and "goes off" in line for line in log)
    assert s.state.figure("Wolverine").health < 5
    assert next(o for o in s.state.objects if o.name == "Claymore").square is None


def test_nexus_places_a_figure_next_to_it_within_10_squares(rules_setup: GameSetup) -> None:
    """Nexus of All Realities: "A figure next to it may take a Tough action to be placed in
    any unoccupied non-Solid square within 10 squares of the Nexus"."""
    s = arena(rules_setup)
    s.do(PlaceFigure(figure="Dagger", square=sq("E8")))
    activate(s, "Dagger")
    with pytest.raises(OperationRefusedError, match="within 10 squares"):
        s.do(PlaceFigure(figure="Dagger", square=sq("P16"), source="Nexus of All Realities"))
    s.do(PlaceFigure(figure="Dagger", square=sq("M7"), source="Nexus of All Realities"))
    assert s.state.figure("Dagger").square == sq("M7")
    assert s.state.turn.activation is not None
    assert "tough" in s.state.turn.activation.actions


def test_worthington_fortune_and_the_danger_room_bonus(rules_setup: GameSetup) -> None:
    """Angel's Worthington Fortune: "His FEATs made to advance a Plot get +1CS"; Danger
    Room's bonus: "until the end of the Page, the X-Men figure that advanced it gets +1CS on
    its Dodging and Evading FEATs" (rules: Advancing Plots)."""
    s = arena(rules_setup, Angel="C13")
    activate(s, "Angel")
    # A roll that is Green with the +1CS (Incredible) and White without it (Excellent).
    excellent = Rank.parse("Excellent")
    roll = next(
        r
        for r in range(1, 101)
        if resolve_feat(excellent, r, [ColumnShift(1)]).succeeded
        and not resolve_feat(excellent, r, []).succeeded
    )
    log = s.do(AdvancePlot(figure="Angel", token="Danger Room (Heroes) #1", roll=roll)).log
    assert any("advances" in line for line in log), log
    assert s.state.vp[0] == rules_setup.level.advance_points
    shifts = s.state.figure("Angel").shifts
    assert [(t.amount, t.applies_to) for t in shifts] == [(1, "Dodging and Evading FEATs")]


def test_mutant_massacre_confuses_a_chosen_opposing_mutant(rules_setup: GameSetup) -> None:
    """Mutant Massacre's bonus: "choose one opposing Mutant figure within 6 squares of that
    token; it becomes Confused" — a non-Mutant pick is refused, naming the legal ones."""
    s = arena(rules_setup, Sabretooth="G6", Beast="G9")
    activate(s, "Sabretooth")
    token = "Mutant Massacre (Villains) #1"
    with pytest.raises(OperationRefusedError, match=r"legal: Beast"):
        s.do(AdvancePlot(figure="Sabretooth", token=token, roll=100, bonus_target="Luke Cage"))
    s.do(AdvancePlot(figure="Sabretooth", token=token, roll=100, bonus_target="Beast"))
    assert s.state.figure("Beast").has("confused")


@pytest.mark.parametrize(
    ("used", "condition", "also"),
    [("Car", "staggered", None), ("Boulder", None, "Good"), ("Lamp Post", None, None)],
)
def test_an_object_adds_its_rules_to_a_brawling_hit(
    rules_setup: GameSetup, used: str, condition: str | None, also: str | None
) -> None:
    """Car: "Swung in a Brawling attack, a hit also leaves the target Staggered"; Boulder:
    "Smashed down in a Brawling attack, a hit deals Good Blunt damage on top of the attack's
    own" (rules: Attacking with an Object: follow the object's Game Rules if it hits)."""
    s = arena(rules_setup)
    plan = plan_attack(s.state, "Wolverine", "Kraven", "Brawling", object_id=used)
    conditions = [c.value for c in plan.profile.on_hit.conditions]
    assert conditions == ([condition] if condition else [])
    extra = plan.profile.also
    assert (extra.rank.full_name if extra else None) == also
