"""Issue 18 item 2: area attacks resolved by the game for every figure in the area.

Rules, Line of Effect: an effect "within X squares" reaches every figure within X squares
of its origin (the acting figure, or another square such as the target's) to which a line
drawn ignoring figures and non-Solid terrain is clear; only Solid terrain blocks it.
Rules, Attacking and Damaging (and Evading, Karma): each figure is attacked as a single
attack would attack it. The position: tests/data/game/area/area.setup.yaml; the attacks:
tests/data/game/area/library/figures/area-test.folio.yaml (Fireball: Excellent Fire, within 2 of the
target, every figure; Whirlwind: Brawling, within 1 of himself, opposing figures).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from faserip_desk.game import GameSetup, Session
from faserip_desk.game.area_events import AreaRoll, DeclareAreaAttack
from faserip_desk.game.attack_events import AttackRoll, CancelAttack, ResolveAttack
from faserip_desk.game.attacks.area_plan import plan_area
from faserip_desk.game.attacks.plan import plan_attack
from faserip_desk.game.events import EVENT_LIST_ADAPTER, PlaceFigure
from faserip_desk.game.records import OperationRefusedError
from faserip_desk.library import load_library, load_setup
from tests.game.attack_helpers import activate, roll_for, sq
from tests.game.helpers import started

AREA = Path(__file__).parent.parent / "data" / "game" / "area"
MISS = 1


@pytest.fixture(scope="module")
def area_setup() -> GameSetup:
    """The area position with the test folio loaded as an extra library folder."""
    library = load_library(use_user=False, extra=[AREA / "library"])
    return GameSetup.from_library(load_setup(AREA / "area.setup.yaml", library))


def _ready(setup: GameSetup) -> Session:
    s = started(setup)
    activate(s, "Test Blaster")
    return s


def test_the_area_is_every_figure_within_reach_with_line_of_effect(area_setup: GameSetup) -> None:
    """Line of Effect: figures do not block it, Smoke does not (Black Panther behind E7's
    Smoke is in), Solid does (Spider-Man behind G5 is not); "affects: all" takes the
    attacker's teammate Kingpin too, never the attacker himself."""
    plan = plan_area(started(area_setup).state, "Test Blaster", "Fireball", "Cyclops")
    assert plan.problems == ()
    assert plan.centre == sq("F6")
    names = [c.figure.name for c in plan.attacked]
    assert names == ["Cyclops", "Daredevil", "Kingpin", "Luke Cage", "Black Panther"]
    assert [(f.name, why) for f, why in plan.shielded] == [("Spider-Man", "G5 is Solid terrain")]


def test_each_figure_has_the_odds_of_a_single_attack(area_setup: GameSetup) -> None:
    """The odds shown before the rolls are the one attack model's for that figure: Luke
    Cage's Steel Hard Skin (Excellent Armor against Energy) makes Fire cost him less."""
    state = started(area_setup).state
    plan = plan_area(state, "Test Blaster", "Fireball", "Cyclops")
    by_name = {c.figure.name: c.plan.odds for c in plan.attacked}
    single = plan_attack(state, "Test Blaster", "Daredevil", "Fireball", in_area=True).odds
    assert by_name["Daredevil"].p_hit == single.p_hit
    assert by_name["Daredevil"].expected_health_lost == single.expected_health_lost
    assert by_name["Luke Cage"].expected_health_lost < by_name["Daredevil"].expected_health_lost


def test_the_centre_must_be_a_legal_target(area_setup: GameSetup) -> None:
    """An area centred on the target needs a target the attack may choose (rules,
    Shooting: within its range, 8 for the Fireball): Black Panther 9 squares away is not."""
    s = _ready(area_setup)
    s.do(PlaceFigure(figure="Black Panther", square=sq("F11")))
    with pytest.raises(OperationRefusedError) as refused:
        s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Black Panther"))
    assert "Black Panther cannot be the centre" in str(refused.value)
    assert "9" in str(refused.value)


def test_one_action_and_one_roll_per_figure(area_setup: GameSetup) -> None:
    """The declaration takes one Attack action; each figure gets its own roll, resolved as
    a single attack (damage through Armor), one log entry each; a miss moves on too."""
    s = _ready(area_setup)
    r = s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    assert s.state.turn.activation is not None
    assert s.state.turn.activation.actions == ("attack",)
    assert any("Spider-Man is within reach but shielded" in line for line in r.log)
    hit = roll_for("Remarkable", 0, "green")
    health = {f.name: f.health for f in s.state.figures}
    for name in ["Cyclops", "Daredevil", "Kingpin"]:
        s.do(AreaRoll(figure=name, roll=hit))
    r = s.do(AreaRoll(figure="Luke Cage", roll=hit))
    assert r.log[0] == "Luke Cage:"
    s.do(AreaRoll(figure="Black Panther", roll=MISS))
    after = {f.name: f.health for f in s.state.figures}
    assert health["Cyclops"] - after["Cyclops"] == 2  # Excellent Fire, no Armor
    assert health["Kingpin"] - after["Kingpin"] == 2  # a teammate: "affects: all"
    assert health["Luke Cage"] == after["Luke Cage"]  # Excellent Armor stops Excellent Fire
    assert health["Black Panther"] == after["Black Panther"]  # missed
    assert s.state.attack is None
    assert s.state.turn.activation is not None
    assert s.state.turn.activation.actions == ("attack",)


def test_a_roll_for_the_wrong_figure_is_refused_and_undo_takes_one_figure_back(
    area_setup: GameSetup,
) -> None:
    """The figures are attacked in the order the declaration gave; undo takes back one
    figure's attack and leaves the area attack at that figure again."""
    s = _ready(area_setup)
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    with pytest.raises(OperationRefusedError) as refused:
        s.do(AreaRoll(figure="Daredevil", roll=50))
    assert "it is Cyclops's turn in the area, not Daredevil's" in str(refused.value)
    before = s.state.figure("Cyclops").health
    s.do(AreaRoll(figure="Cyclops", roll=roll_for("Remarkable", 0, "green")))
    assert s.state.figure("Cyclops").health == before - 2
    assert s.state.attack is not None and s.state.attack.target == "Daredevil"
    s.undo()
    assert s.state.figure("Cyclops").health == before
    assert s.state.attack is not None and s.state.attack.target == "Cyclops"


def test_a_stun_needs_the_endurance_roll(area_setup: GameSetup) -> None:
    """Rules, Attacking and Damaging: a Stun result calls for the target's Endurance FEAT,
    in an area as in a single attack; without its roll the figure's attack is refused."""
    s = _ready(area_setup)
    with pytest.raises(OperationRefusedError) as refused:
        s.do(DeclareAreaAttack(figure="Test Blaster", attack="Whirlwind"))
    assert "no figure can be attacked within 1 square of F2" in str(refused.value)
    s.do(PlaceFigure(figure="Test Blaster", square=sq("J10")))
    s.do(PlaceFigure(figure="Daredevil", square=sq("J11")))
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Whirlwind"))
    stun = roll_for("Excellent", 0, "red")
    with pytest.raises(OperationRefusedError) as refused:
        s.do(AreaRoll(figure="Daredevil", roll=stun))
    assert "Daredevil: give the Endurance FEAT's roll" in str(refused.value)
    r = s.do(AreaRoll(figure="Daredevil", roll=stun, endurance_roll=1))
    assert s.state.figure("Daredevil").has("stunned"), r.log


def test_a_brawling_area_may_be_evaded_and_spares_teammates(area_setup: GameSetup) -> None:
    """Rules, Evading: the defender of a Brawling attack may Evade (a Fighting FEAT, then
    Tired); Whirlwind ("affects" opposing by default) passes over Kingpin next to him."""
    s = _ready(area_setup)
    s.do(PlaceFigure(figure="Test Blaster", square=sq("J10")))
    s.do(PlaceFigure(figure="Daredevil", square=sq("J11")))
    s.do(PlaceFigure(figure="Kingpin", square=sq("I10")))
    plan = plan_area(s.state, "Test Blaster", "Whirlwind")
    assert [c.figure.name for c in plan.attacked] == ["Daredevil"]
    assert [f.name for f, _ in plan.passed_over] == ["Kingpin"]
    assert plan.attacked[0].plan.evade_odds is not None
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Whirlwind"))
    s.do(AreaRoll(figure="Daredevil", roll=MISS, evade_roll=100))
    assert s.state.figure("Daredevil").readiness.value == "tired"
    assert s.state.attack is None


def test_the_single_attack_steps_work_inside_an_area(area_setup: GameSetup) -> None:
    """Each figure's attack is a single attack under way: its step events apply to it, and
    when it ends the next figure's attack starts without another action."""
    s = _ready(area_setup)
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "green")))
    r = s.do(ResolveAttack())
    assert any("next in the area: Fireball on Daredevil" in line for line in r.log)
    assert s.state.attack is not None and s.state.attack.action == "none"


def test_calling_it_off_before_the_first_roll_gives_the_action_back(
    area_setup: GameSetup,
) -> None:
    """As for a single attack: cancelled before its roll, nothing is spent."""
    s = _ready(area_setup)
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    s.do(CancelAttack())
    assert s.state.attack is None
    assert s.state.turn.activation is not None
    assert s.state.turn.activation.actions == ()


def test_the_events_replay_from_a_save(area_setup: GameSetup) -> None:
    """The area events are saved with the game and replay to the same state."""
    s = _ready(area_setup)
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    s.do(AreaRoll(figure="Cyclops", roll=roll_for("Remarkable", 0, "yellow"), bullseye="weaken"))
    events = EVENT_LIST_ADAPTER.validate_json(EVENT_LIST_ADAPTER.dump_json(list(s.events)))
    again = Session(area_setup)
    for e in events:
        again.do(e)
    assert again.state == s.state
    assert s.state.figure("Cyclops").weaken == 1


def test_a_danger_sense_and_a_bodyguard_work_in_the_area(area_setup: GameSetup) -> None:
    """Spider-Man's Spider Senses (folio: the first attack on him each Page calls for his
    Intuition FEAT; a success stops it) and Luke Cage's Bodyguard (rules, Transferring
    Damage: an adjacent teammate's damage may go to him) apply to a figure in the area as to
    a single attack's target."""
    s = _ready(area_setup)
    s.do(PlaceFigure(figure="Spider-Man", square=sq("E6")))
    s.do(DeclareAreaAttack(figure="Test Blaster", attack="Fireball", centre="Cyclops"))
    hit = roll_for("Remarkable", 0, "green")
    s.do(AreaRoll(figure="Cyclops", roll=MISS))
    r = s.do(AreaRoll(figure="Daredevil", roll=hit, transfer_to="Luke Cage"))
    assert s.state.figure("Daredevil").health == 10, r.log
    assert any("goes to Luke Cage" in line for line in r.log), r.log
    s.do(AreaRoll(figure="Kingpin", roll=MISS))
    s.do(AreaRoll(figure="Luke Cage", roll=MISS))
    assert s.state.attack is not None and s.state.attack.danger_sense == "Spider Senses"
    with pytest.raises(OperationRefusedError, match="Spider Senses FEAT"):
        s.do(AreaRoll(figure="Spider-Man", roll=hit))
    r = s.do(AreaRoll(figure="Spider-Man", roll=hit, danger_roll=roll_for("Good", 0, "green")))
    assert "Spider Senses: the attack on Spider-Man fails" in r.log
    assert s.state.figure("Spider-Man").health == 14
    assert s.state.attack is not None and s.state.attack.target == "Black Panther"
