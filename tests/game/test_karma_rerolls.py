"""Karma's re-roll of every roll of an attack's steps: the Intuition FEAT against
Shapeshift, the Evade, the attack roll and the Endurance FEAT (rules: Great responsibility!
Karma; Fastball special! Sharing Karma)."""

from __future__ import annotations

import pytest

from faserip_desk.game import GameSetup, OperationRefusedError, replay
from faserip_desk.game.events import (
    AddCondition,
    AttackRoll,
    ChooseResult,
    DeclareAttack,
    EnduranceFeat,
    Evade,
    Reroll,
    ResolveAttack,
    ShapeshiftFeat,
    SpendKarma,
)
from faserip_desk.game.saves import save_text, session_from_text
from tests.game.attack_helpers import activate, arena, roll_for, sq


def test_evade_reroll_paid_by_an_adjacent_teammate(arena_setup: GameSetup) -> None:
    """Karma: "5 Karma to re-roll a dice roll they have just rolled"; Fastball special!:
    an adjacent teammate may pay the whole cost, and the figure still spends Karma only
    once each Page. The defender re-rolls its Evade; the new roll replaces the old one."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10", Doctor_Strange="C11")
    activate(s, "Kraven")
    s.do(DeclareAttack(figure="Kraven", attack="Hunting Knife", target="Luke Cage"))
    s.do(Evade(roll=roll_for("Remarkable", 0, "white")))
    with pytest.raises(OperationRefusedError, match="Luke Cage has 3 Karma; this costs 5"):
        s.do(Reroll(step="evade", roll=50))
    with pytest.raises(OperationRefusedError, match="no attack roll to re-roll"):
        s.do(Reroll(step="attack", roll=50))
    with pytest.raises(OperationRefusedError, match="not a teammate"):
        s.do(Reroll(step="evade", roll=50, payer="Kraven"))
    new_roll = roll_for("Remarkable", 0, "yellow")
    r = s.do(Reroll(step="evade", roll=new_roll, payer="Doctor Strange"))
    assert any("paid by Doctor Strange" in line for line in r.log)
    assert any("replaced by" in line for line in r.log)
    pending = s.state.attack
    assert pending is not None and pending.evade_roll == new_roll
    cage, strange = s.state.figure("Luke Cage"), s.state.figure("Doctor Strange")
    assert cage.karma == 3 and cage.karma_spent and strange.karma == 16 - 5
    assert cage.readiness.value == "tired"  # still Evaded once
    # Once per Page: no second re-roll, even paid by another teammate.
    with pytest.raises(OperationRefusedError, match="already spent Karma"):
        s.do(Reroll(step="evade", roll=90, payer="Doctor Strange"))


def test_reroll_refused_once_anything_else_happened(arena_setup: GameSetup) -> None:
    """Karma: the player "must decide to re-roll immediately and can't take any actions
    between the original roll and replacement roll"; the table may override (logged), and
    then the new roll replaces the one in the attack under way."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10", Daredevil="C11")
    activate(s, "Kraven")
    s.do(DeclareAttack(figure="Kraven", attack="Hunting Knife", target="Luke Cage"))
    s.do(Evade(roll=roll_for("Remarkable", 0, "green")))
    s.do(ChooseResult(bullseye="weaken"))
    with pytest.raises(OperationRefusedError, match="right after the roll"):
        s.do(Reroll(step="evade", roll=99, payer="Daredevil"))
    yellow = roll_for("Remarkable", 0, "yellow")
    r = s.do(Reroll(step="evade", roll=yellow, payer="Daredevil", override=True))
    assert r.overridden
    pending = s.state.attack
    assert pending is not None and pending.evade_roll == yellow and pending.bullseye == "weaken"
    assert s.state.figure("Daredevil").karma == 10 - 5


def test_endurance_feat_reroll_replaces_the_slam(arena_setup: GameSetup) -> None:
    """Karma: the target re-rolls its Endurance FEAT; Slam: the new Red result means no
    additional effect, so the 1d5 push of the White result it replaced never happens."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10")
    activate(s, "Luke Cage")
    s.do(DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Kraven"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))  # Slam
    s.do(EnduranceFeat(roll=roll_for("Remarkable", 0, "white"), slam_distance=3))
    with pytest.raises(OperationRefusedError, match="1d5"):
        s.do(Reroll(step="endurance", roll=roll_for("Remarkable", 0, "white")))
    s.do(Reroll(step="endurance", roll=roll_for("Remarkable", 0, "red")))
    pending = s.state.attack
    assert pending is not None and pending.slam_distance is None
    kraven = s.state.figure("Kraven")
    assert kraven.karma == 6 - 5 and kraven.karma_spent
    s.do(ResolveAttack())
    kraven = s.state.figure("Kraven")
    assert kraven.square == sq("D10") and not kraven.has("staggered")
    assert kraven.health == 11 - 4


def test_no_reroll_after_spending_karma_this_page(arena_setup: GameSetup) -> None:
    """Karma: "A Figure may spend Karma only one time each Page": the target that bought
    +1CS Endurance for its Endurance FEAT cannot re-roll it too."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10")
    activate(s, "Luke Cage")
    s.do(DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Kraven"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))
    s.do(EnduranceFeat(roll=99, karma=True))
    with pytest.raises(OperationRefusedError, match="already spent Karma this Page"):
        s.do(Reroll(step="endurance", roll=99))


def test_shapeshift_feat_reroll_brings_the_attack_back(arena_setup: GameSetup) -> None:
    """Shapeshift: a failed Intuition FEAT makes the attack fail; Karma: the attacker
    re-rolls it right away, and the new roll stands instead."""
    s = arena(arena_setup, Cyclops="D12", Mystique="D4")
    s.do(AddCondition(figure="Mystique", condition="Shapeshift"))
    activate(s, "Cyclops")
    s.do(DeclareAttack(figure="Cyclops", attack="Optic Blast", target="Mystique"))
    s.do(ShapeshiftFeat(roll=roll_for("Excellent", 0, "white")))
    assert s.state.attack is None
    with pytest.raises(OperationRefusedError, match="Intuition FEAT against Shapeshift"):
        s.do(Reroll(step="evade", roll=50))
    s.do(Reroll(step="shapeshift", roll=roll_for("Excellent", 0, "green")))
    pending = s.state.attack
    assert pending is not None and pending.shapeshift == "passed"
    assert s.state.figure("Cyclops").karma == 9 - 5
    s.do(AttackRoll(roll=roll_for("Excellent", 0, "green")))
    s.do(ResolveAttack())
    assert s.state.figure("Mystique").health == 9 - 4


def test_attack_reroll_of_a_miss_and_undo(arena_setup: GameSetup) -> None:
    """Karma: AttackRoll(reroll=True) re-rolls the attack roll just made, a miss (which
    ended the attack) included; the step undoes, redoes, saves and replays like any other."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10")
    activate(s, "Kraven")
    s.do(DeclareAttack(figure="Kraven", attack="Hunting Knife", target="Luke Cage"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "white")))
    assert s.state.attack is None  # a miss ends the attack
    missed = s.state
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "green"), reroll=True))
    pending = s.state.attack
    assert pending is not None and pending.rerolled
    assert pending.attack_roll == roll_for("Remarkable", 0, "green")
    assert s.state.figure("Kraven").karma == 6 - 5
    rerolled = s.state
    loaded = session_from_text(save_text(s), "reroll.issue.json")
    assert loaded.state == rerolled and replay(arena_setup, s.applied) == rerolled
    s.undo()
    assert s.state == missed
    s.redo()
    assert s.state == rerolled
    # Something else happened (a Karma spend): the re-roll's moment has passed.
    s.undo()
    s.do(SpendKarma(figure="Luke Cage", use="speed"))
    with pytest.raises(OperationRefusedError, match="right after the roll"):
        s.do(Reroll(step="attack", roll=50))


def test_declared_roll_can_be_rerolled(arena_setup: GameSetup) -> None:
    """Karma: the attack roll made with the declaration (DeclareAttack(roll=...)) is a roll
    just made too."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10")
    activate(s, "Kraven")
    s.do(
        DeclareAttack(
            figure="Kraven",
            attack="Hunting Knife",
            target="Luke Cage",
            roll=roll_for("Remarkable", 0, "white"),
        )
    )
    assert s.state.attack is None
    s.do(Reroll(step="attack", roll=roll_for("Remarkable", 0, "green")))
    assert s.state.attack is not None and s.state.attack.attacker == "Kraven"
    activation = s.state.turn.activation
    assert activation is not None and activation.actions == ("attack",)  # declared once
