"""The attack as steps: Slam on the board, Grapple, Shapeshift, attacks of opportunity,
Dodge tokens, Charge, Karma's re-roll, a lower result, undo step by step, and no Endurance
FEAT when the damage alone KOs."""

from __future__ import annotations

import pytest

from faserip_desk.game import GameSetup, OperationRefusedError
from faserip_desk.game.attacks.profile_builder import build_profile
from faserip_desk.game.events import (
    AddCondition,
    AttackRoll,
    ChooseResult,
    DangerSenseFeat,
    DeclareAttack,
    EndActivation,
    EnduranceFeat,
    Move,
    PlaceFigure,
    ResolveAttack,
    SetFigureValue,
    ShapeshiftFeat,
)
from faserip_desk.rules.attack_odds import attack_odds
from tests.game.attack_helpers import activate, arena, roll_for, sq


def _cage_slams_kraven(arena_setup: GameSetup, cage: str, kraven: str, distance: int):  # type: ignore[no-untyped-def]
    s = arena(arena_setup, Luke_Cage=cage, Kraven=kraven)
    activate(s, "Luke Cage")
    s.do(DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Kraven"))
    r = s.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))
    assert any("Slam?" in line for line in r.log)
    with pytest.raises(OperationRefusedError, match="1d5"):
        s.do(EnduranceFeat(roll=roll_for("Remarkable", 0, "white")))
    s.do(EnduranceFeat(roll=roll_for("Remarkable", 0, "white"), slam_distance=distance))
    return s, s.do(ResolveAttack())


def test_slam_into_a_wall(arena_setup: GameSetup) -> None:
    """Rules, Slam: a White Slam? FEAT Staggers and pushes 1d5 squares straight away;
    a wall stops the push (the wall on the east side of E10)."""
    s, r = _cage_slams_kraven(arena_setup, "C10", "D10", 3)
    kraven = s.state.figure("Kraven")
    assert kraven.square == sq("E10") and kraven.has("staggered")
    assert kraven.health == 11 - 4
    assert any("wall between E10 and F10" in line for line in r.log)


def test_slam_off_a_roof_deals_falling_damage(arena_setup: GameSetup) -> None:
    """Rules, Slam: pushed from Elevated to Ground, the target takes Excellent Blunt
    damage from the fall (through its Armor)."""
    s, r = _cage_slams_kraven(arena_setup, "N4", "M4", 2)
    kraven = s.state.figure("Kraven")
    assert kraven.square == sq("K4")
    assert kraven.health == 11 - 4 - 2
    assert any("falling" in line for line in r.log)


def test_lower_result_before_the_endurance_feat(arena_setup: GameSetup) -> None:
    """Rules, Imperius Rex!: the attacker may take a lower result (a Green hit instead of
    a Slam) before the defender's Endurance FEAT, not after."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10")
    activate(s, "Luke Cage")
    s.do(DeclareAttack(figure="Luke Cage", attack="Not on my block!", target="Kraven"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow")))
    s.do(ChooseResult(lower_to="green"))
    s.do(ResolveAttack())
    assert s.state.figure("Kraven").square == sq("D10")


@pytest.mark.parametrize(("color", "condition"), [("yellow", "held"), ("red", "stuck")])
def test_grapple_holds_and_sticks(arena_setup: GameSetup, color: str, condition: str) -> None:
    """Rules, Grappling: a Tough action; Yellow deals damage and the target is Held, Red
    deals damage and the target is Stuck."""
    s = arena(arena_setup, Kingpin="F6", Luke_Cage="F7")
    activate(s, "Kingpin")
    s.do(DeclareAttack(figure="Kingpin", attack="Sumo Expert", target="Luke Cage"))
    assert s.state.turn.activation is not None and s.state.turn.activation.actions == ("tough",)
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, color)))
    s.do(ResolveAttack())
    cage = s.state.figure("Luke Cage")
    assert cage.has(condition) and cage.health == 15 - 2


def test_shapeshift_needs_an_intuition_feat(arena_setup: GameSetup) -> None:
    """Rules, Shapeshift: attacks on a Shapeshifted figure fail unless the attacker makes
    an Intuition FEAT."""
    s = arena(arena_setup, Cyclops="D12", Mystique="D4")
    s.do(AddCondition(figure="Mystique", condition="Shapeshift"))
    activate(s, "Cyclops")
    s.do(DeclareAttack(figure="Cyclops", attack="Optic Blast", target="Mystique"))
    with pytest.raises(OperationRefusedError, match="Intuition FEAT"):
        s.do(AttackRoll(roll=50))
    s.do(ShapeshiftFeat(roll=roll_for("Excellent", 0, "white")))
    assert s.state.attack is None
    s.undo()
    s.do(ShapeshiftFeat(roll=roll_for("Excellent", 0, "green")))
    s.do(AttackRoll(roll=roll_for("Excellent", 0, "green")))
    s.do(ResolveAttack())
    assert s.state.figure("Mystique").health == 9 - 4


def test_attack_of_opportunity(arena_setup: GameSetup) -> None:
    """Rules, Attacks of Opportunity: moving out of adjacency lets the Ready opponent make a
    Brawling attack, which takes no action and does not tire it."""
    s = arena(arena_setup, Black_Panther="H6", Kraven="H5")
    activate(s, "Black Panther")
    s.do(Move(figure="Black Panther", to=sq("H9")))
    assert s.state.offers
    s.do(
        DeclareAttack(figure="Kraven", attack="brawling", target="Black Panther", opportunity=True)
    )
    assert not s.state.offers
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "green")))
    s.do(ResolveAttack())
    assert s.state.figure("Black Panther").health == 12 - 2
    assert s.state.figure("Kraven").readiness.value == "ready"


def test_dodge_token_and_karma_reroll(arena_setup: GameSetup) -> None:
    """Rules, Dodging: a Yellow Dodge token is −4CS on Shooting; Karma: a re-roll costs 5,
    right after the roll."""
    s = arena(arena_setup, Cyclops="D12", Hobgoblin="D4")
    s.do(SetFigureValue(figure="Hobgoblin", field="dodge", value="yellow"))
    activate(s, "Cyclops")
    s.do(DeclareAttack(figure="Cyclops", attack="Optic Blast", target="Hobgoblin"))
    r = s.do(AttackRoll(roll=1))
    assert any("Yellow Dodge" in line for line in r.log)
    assert s.state.attack is None  # a miss ends the attack
    s.undo()
    assert s.state.attack is not None  # undone: the roll can be made again


def test_karma_reroll_replaces_the_roll(arena_setup: GameSetup) -> None:
    """Rules, Great responsibility! Karma: 5 Karma re-rolls the roll just made."""
    s = arena(arena_setup, Luke_Cage="C10", Kraven="D10")
    activate(s, "Kraven")
    s.do(DeclareAttack(figure="Kraven", attack="Hunting Knife", target="Luke Cage"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "green")))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "yellow"), reroll=True))
    kraven = s.state.figure("Kraven")
    assert kraven.karma == 6 - 5 and kraven.karma_spent


def test_charge_moves_then_attacks(arena_setup: GameSetup) -> None:
    """Rules, Charging: a Tough action; at least Speed and at most double Speed squares in a
    clear lane, then the attack from a square next to the target."""
    s = arena(arena_setup, Sabretooth="H2", Luke_Cage="H11")
    activate(s, "Sabretooth")
    r = s.do(DeclareAttack(figure="Sabretooth", attack="Charging", target="Luke Cage"))
    sabre = s.state.figure("Sabretooth")
    assert sabre.square is not None and sabre.square.distance(sq("H11")) == 1
    assert any("charges from H2" in line for line in r.log)
    s.undo()
    with pytest.raises(OperationRefusedError, match="cannot end on"):
        s.do(
            DeclareAttack(
                figure="Sabretooth", attack="Charging", target="Luke Cage", move_to=sq("H4")
            )
        )


def test_undo_an_attack_step_by_step(arena_setup: GameSetup) -> None:
    """DESIGN.md §2: every step of an attack is an event, undone one at a time."""
    s = arena(arena_setup, Sabretooth="F6", Doctor_Strange="F7", Luke_Cage="G7")
    activate(s, "Sabretooth")
    before = s.state
    s.do(DeclareAttack(figure="Sabretooth", attack="Savage Claws", target="Doctor Strange"))
    declared = s.state
    s.do(AttackRoll(roll=roll_for("Incredible", 0, "red")))
    rolled = s.state
    s.do(ChooseResult(transfer_to="Luke Cage"))
    s.do(EnduranceFeat(roll=roll_for("Remarkable", 0, "green")))
    s.do(ResolveAttack())
    assert s.state.attack is None
    s.undo()
    assert s.state.attack is not None and s.state.attack.endurance_roll is not None
    s.undo()
    s.undo()
    assert s.state == rolled
    s.undo()
    assert s.state == declared
    s.undo()
    assert s.state == before


@pytest.mark.parametrize(
    ("attacker", "attack", "target", "color", "rank"),
    [
        ("Luke Cage", "Not on my block!", "Kraven", "yellow", "Remarkable"),  # Slam
        ("Sabretooth", "Savage Claws", "Doctor Strange", "red", "Incredible"),  # Kill
    ],
)
def test_no_endurance_feat_when_the_damage_alone_kos(
    arena_setup: GameSetup, attacker: str, attack: str, target: str, color: str, rank: str
) -> None:
    """Rules, Imperius Rex!: Stun?, Slam? and Kill? call for the target's Endurance FEAT;
    when the attack's damage alone already KOs the target, the result changes nothing, so
    no FEAT is asked for: the attack goes straight to ResolveAttack. Undo/redo and the
    attack's odds (hit, KO, results) are as before."""
    s = arena(arena_setup, **{attacker.replace(" ", "_"): "C10", target.replace(" ", "_"): "D10"})
    s.do(SetFigureValue(figure=target, field="health", value=3))
    activate(s, attacker)
    s.do(DeclareAttack(figure=attacker, attack=attack, target=target))
    pending = s.state.attack
    assert pending is not None
    odds = attack_odds(build_profile(s.state, pending))
    assert odds.p_ko == odds.p_hit  # every hit KOs, with or without the Endurance FEAT
    assert sum(odds.results.values()) == 1
    r = s.do(AttackRoll(roll=roll_for(rank, 0, color)))
    assert any("no Endurance FEAT: the damage alone KOs" in line for line in r.log)
    assert any("next: choose the result, then resolve the attack" in line for line in r.log)
    with pytest.raises(OperationRefusedError, match="no Endurance FEAT is called for"):
        s.do(EnduranceFeat(roll=1, slam_distance=5))
    rolled = s.state
    s.do(ResolveAttack())
    done = s.state
    fig = done.figure(target)
    assert fig.is_ko and fig.health == 0
    s.undo()
    assert s.state == rolled
    s.redo()
    assert s.state == done


def test_spider_senses_on_the_first_attack_each_page(arena_setup: GameSetup) -> None:
    """Spider-Man, Spider Senses: "The first attack against him in a Page calls for an
    Intuition FEAT from him; if it succeeds, that attack fails." Only the first: a second
    attack in the same Page goes straight to the roll."""
    s = arena(arena_setup, Hobgoblin="C10", Kraven="E11")
    s.do(PlaceFigure(figure="Spider-Man", square=sq("D10")))
    activate(s, "Hobgoblin")
    attack = s.state.folio(s.state.figure("Hobgoblin")).all_attacks()[0].name
    s.do(DeclareAttack(figure="Hobgoblin", attack=attack, target="Spider-Man"))
    with pytest.raises(OperationRefusedError, match="Spider Senses"):
        s.do(AttackRoll(roll=50))
    s.do(DangerSenseFeat(roll=roll_for("Good", 0, "green")))
    assert s.state.attack is None  # his senses stop it
    assert s.state.figure("Spider-Man").has_marker("Spider Senses used")
    s.do(EndActivation(figure="Hobgoblin"))
    activate(s, "Kraven")
    s.do(DeclareAttack(figure="Kraven", attack="Hunting Knife", target="Spider-Man"))
    pending = s.state.attack
    assert pending is not None and pending.danger_sense is None


def test_radar_sense_needs_no_intuition_feat(arena_setup: GameSetup) -> None:
    """Daredevil, Radar Sense: his attacks work on a Shapeshifted figure without the FEAT."""
    s = arena(arena_setup, Daredevil="D5", Mystique="D4")
    s.do(AddCondition(figure="Mystique", condition="Shapeshift"))
    activate(s, "Daredevil")
    s.do(DeclareAttack(figure="Daredevil", attack="Man Without Fear", target="Mystique"))
    pending = s.state.attack
    assert pending is not None and pending.shapeshift is None
