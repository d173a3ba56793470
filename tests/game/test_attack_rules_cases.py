"""The rules' own attack examples, driven through the game's attack steps."""

from __future__ import annotations

from faserip_desk.game import GameSetup
from faserip_desk.game.events import (
    AttackRoll,
    ChooseResult,
    DeclareAttack,
    EnduranceFeat,
    Evade,
    ResolveAttack,
)
from tests.game.attack_helpers import activate, arena, roll_for


def test_cage_against_the_punishers_guns(arena_setup: GameSetup) -> None:
    """Rules, Armor: the Scattergun's Excellent Blunt costs Luke Cage nothing; the .50
    Caliber's Remarkable Edged costs him 1. Intimidator: the Bold Punisher has −2CS."""
    s = arena(arena_setup, Luke_Cage="D5", Punisher="D9")
    activate(s, "Punisher")
    r = s.do(DeclareAttack(figure="Punisher", attack="Scattergun", target="Luke Cage"))
    assert s.state.attack is not None and r.attack
    r = s.do(AttackRoll(roll=roll_for("Excellent", -2, "green")))
    assert any("Intimidator" in line for line in r.log)  # told once, with the roll
    r = s.do(ResolveAttack())
    assert not any("Intimidator" in line for line in r.log)
    assert s.state.figure("Luke Cage").health == 15 and s.state.attack is None
    s = arena(arena_setup, Luke_Cage="D2", Punisher="D9")
    activate(s, "Punisher")
    s.do(DeclareAttack(figure="Punisher", attack=".50 Caliber", target="Luke Cage"))
    s.do(AttackRoll(roll=roll_for("Excellent", -2, "green")))
    s.do(ResolveAttack())
    assert s.state.figure("Luke Cage").health == 14


def _optic_blast_yellow(arena_setup: GameSetup, choice: str) -> tuple[int, int]:
    s = arena(arena_setup, Cyclops="D12", Hobgoblin="D4")
    activate(s, "Cyclops")
    s.do(DeclareAttack(figure="Cyclops", attack="Optic Blast", target="Hobgoblin"))
    r = s.do(AttackRoll(roll=roll_for("Excellent", 0, "yellow")))
    assert any("Bullseye" in line for line in r.log)
    s.do(ChooseResult(bullseye=choice))  # type: ignore[arg-type]
    s.do(ResolveAttack())
    hob = s.state.figure("Hobgoblin")
    return hob.health, hob.weaken


def test_cyclops_bullseye_on_hobgoblin_both_choices(arena_setup: GameSetup) -> None:
    """Rules, Bullseye: Incredible + 1 = 5 Blunt, Chainmail (Good) prevents 1: Hobgoblin
    loses 4; or 4 − 1 = 3 lost and a Weaken token (Chainmail now Typical)."""
    assert _optic_blast_yellow(arena_setup, "extra_damage") == (11 - 4, 0)
    assert _optic_blast_yellow(arena_setup, "weaken") == (11 - 3, 1)


def test_billy_club_on_kingpin_with_made_man(arena_setup: GameSetup) -> None:
    """Rules, Transferring Damage (Made Man example): the Good Blunt damage goes to the
    adjacent lower-Renown teammate Mysterio; Kingpin is Held all the same."""
    s = arena(arena_setup, Daredevil="D10", Kingpin="D5", Mysterio="E5")
    activate(s, "Daredevil")
    s.do(DeclareAttack(figure="Daredevil", attack="Billy Club", target="Kingpin"))
    s.do(AttackRoll(roll=roll_for("Remarkable", 0, "green")))
    s.do(ChooseResult(transfer_to="Mysterio"))
    r = s.do(ResolveAttack())
    assert s.state.figure("Mysterio").health == 5 - 1
    kingpin = s.state.figure("Kingpin")
    assert kingpin.health == 10 and kingpin.has("held"), r.log


def test_sabretooth_kill_on_strange_through_cages_bodyguard(arena_setup: GameSetup) -> None:
    """Rules, Transferring Damage (Bodyguard example): Cage takes the Remarkable damage, 1
    through his Excellent Armor; Strange's Kill FEAT (−2CS Throat Rip!) is White: −3."""
    s = arena(arena_setup, Sabretooth="F6", Doctor_Strange="F7", Luke_Cage="G7")
    activate(s, "Sabretooth")
    s.do(DeclareAttack(figure="Sabretooth", attack="Savage Claws", target="Doctor Strange"))
    s.do(AttackRoll(roll=roll_for("Incredible", 0, "red")))
    s.do(ChooseResult(transfer_to="Luke Cage"))
    s.do(EnduranceFeat(roll=roll_for("Remarkable", -2, "white"), shifts=((-2, "Throat Rip!"),)))
    r = s.do(ResolveAttack())
    assert s.state.figure("Luke Cage").health == 15 - 1
    assert s.state.figure("Doctor Strange").health == 8 - 3, r.log


def test_kraven_evades_black_panther(arena_setup: GameSetup) -> None:
    """Rules, Evading: a Yellow Evade means no damage (Kraven is marked Tired); a Red Evade
    makes the attack an automatic miss with no attack roll."""
    s = arena(arena_setup, Black_Panther="H6", Kraven="H5")
    activate(s, "Black Panther")
    s.do(DeclareAttack(figure="Black Panther", attack="Vibranium Claws", target="Kraven"))
    s.do(Evade(roll=roll_for("Remarkable", 0, "yellow")))
    assert s.state.figure("Kraven").readiness.value == "tired"
    s.do(AttackRoll(roll=roll_for("Incredible", 0, "green")))
    r = s.do(ResolveAttack())
    assert s.state.figure("Kraven").health == 11
    assert any("Wakandan Anti-Metal" in line for line in r.log)

    s = arena(arena_setup, Black_Panther="H6", Kraven="H5")
    activate(s, "Black Panther")
    s.do(DeclareAttack(figure="Black Panther", attack="Vibranium Claws", target="Kraven"))
    r = s.do(Evade(roll=roll_for("Remarkable", 0, "red")))
    assert s.state.attack is None and "it misses" in r.log
    assert s.state.figure("Kraven").health == 11


def test_webs_poor_damage_no_bullseye_but_held(arena_setup: GameSetup) -> None:
    """Rules, Imperius Rex!: damage worth 0 never creates special results, so a Yellow
    Webs hit is a plain hit; the on-hit Held still happens after damage."""
    s = arena(arena_setup, **{"Spider-Man": "D9", "Mystique": "D6"})
    activate(s, "Spider-Man")
    s.do(DeclareAttack(figure="Spider-Man", attack="Webs", target="Mystique"))
    r = s.do(AttackRoll(roll=roll_for("Amazing", 0, "yellow")))
    assert any("worth 0" in line for line in r.log)
    s.do(ResolveAttack())
    mystique = s.state.figure("Mystique")
    assert mystique.health == 9 and mystique.has("held") and mystique.weaken == 0


def test_evil_target_takes_ghost_riders_instead_damage(arena_setup: GameSetup) -> None:
    """Rules, Attack Special Rules: Hellfire deals Incredible instead of Excellent to an
    Evil target."""
    s = arena(arena_setup, Ghost_Rider="D9", Kraven="D6")
    activate(s, "Ghost Rider")
    s.do(DeclareAttack(figure="Ghost Rider", attack="Hellfire", target="Kraven"))
    s.do(AttackRoll(roll=roll_for("Excellent", 0, "green")))
    r = s.do(ResolveAttack())
    assert s.state.figure("Kraven").health == 11 - 4
    assert any("instead of Excellent" in line for line in r.log)
