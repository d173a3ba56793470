"""Attack resolution through the rules' own cases (Attacking and Damaging … Transferring Damage).

Roll values are read off the Universal Table (DESIGN.md §5), e.g. on Excellent: White 1–40,
Green 41–70, Yellow 71–94, Red 95–100.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from faserip_desk.rules.armor import Armor, damage_after_defences, parse_armor
from faserip_desk.rules.attack_outcome import AttackRolls, MissingRollError, RollKind
from faserip_desk.rules.attack_profile import (
    AttackerProfile,
    AttackProfile,
    BullseyeChoice,
    DamageSpec,
    DamageTransfer,
    Defences,
    Evade,
    EvadeEffect,
    OnHitEffects,
    TargetProfile,
    dodge_shift,
)
from faserip_desk.rules.attack_resolution import next_roll, resolve_attack
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.condition_names import Condition
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown
from faserip_desk.rules.results import AttackMode, AttackResult
from faserip_desk.rules.rules_data import default_rules
from faserip_desk.rules.universal_table import RollError

R, D = Rank, DamageType
STEEL_HARD_SKIN = parse_armor("Armor : Excellent : Physical, Energy, Eldritch", "Steel Hard Skin")
CHAINMAIL = Armor(R.GOOD, (D.PHYSICAL,), name="Chainmail")

# Attackers: name, renown, Endurance.
PUNISHER = AttackerProfile("Punisher", Renown.BOLD, R.EXCELLENT)
CYCLOPS = AttackerProfile("Cyclops", Renown.HEROIC, R.EXCELLENT)
SABRETOOTH = AttackerProfile("Sabretooth", Renown.HEROIC, R.AMAZING)
DAREDEVIL = AttackerProfile("Daredevil", Renown.HEROIC, R.EXCELLENT)
PANTHER = AttackerProfile("Black Panther", Renown.HEROIC, R.REMARKABLE)
SPIDER_MAN = AttackerProfile("Spider-Man", Renown.HEROIC, R.INCREDIBLE)
GHOST_RIDER = AttackerProfile("Ghost Rider", Renown.HEROIC, R.INCREDIBLE)
RHINO = AttackerProfile("Rhino", Renown.HEROIC, R.MONSTROUS)
THUG = AttackerProfile("Thug", Renown.MINION, R.GOOD)

# Targets: name, renown, Endurance, Health, defences.
CAGE = TargetProfile("Luke Cage", Renown.HEROIC, R.MONSTROUS, 15, Defences((STEEL_HARD_SKIN,)))
HOBGOBLIN = TargetProfile("Hobgoblin", Renown.HEROIC, R.REMARKABLE, 11, Defences((CHAINMAIL,)))
STRANGE = TargetProfile("Doctor Strange", Renown.LEGENDARY, R.REMARKABLE, 8)
KINGPIN = TargetProfile("Kingpin", Renown.HEROIC, R.REMARKABLE, 10)
KRAVEN = TargetProfile("Kraven", Renown.HEROIC, R.REMARKABLE, 11)
MAGNETO = TargetProfile("Magneto", Renown.LEGENDARY, R.INCREDIBLE, 15)
VULTURE = TargetProfile("Vulture", Renown.BOLD, R.GOOD, 7)

KRAVEN_EVADES = Evade(R.REMARKABLE, (ColumnShift(1, "Jungle Reflexes"),))  # Incredible column
# Incredible: White 1–30, Green 31–60, Yellow 61–90, Red 91–100.


def attack(
    mode: AttackMode,
    to_hit: Rank,
    damage: Rank,
    damage_type: DamageType,
    attacker: AttackerProfile,
    target: TargetProfile,
    name: str = "Attack",
    **more: object,
) -> AttackProfile:
    """A profile from the folio's attack line: mode, to-hit, damage, type."""
    base = AttackProfile(
        mode=mode,
        to_hit=to_hit,
        damage=DamageSpec(damage, damage_type),
        attacker=attacker,
        target=target,
        name=name,
    )
    return replace(base, **more)  # type: ignore[arg-type]


def scattergun(target: TargetProfile = CAGE) -> AttackProfile:
    return attack(AttackMode.SHOOTING, R.EXCELLENT, R.EXCELLENT, D.BLUNT, PUNISHER, target)


def optic_blast(target: TargetProfile = HOBGOBLIN, **more: object) -> AttackProfile:
    return attack(
        AttackMode.SHOOTING,
        R.EXCELLENT,
        R.INCREDIBLE,
        D.BLUNT,
        CYCLOPS,
        target,
        "Optic Blast",
        **more,
    )


def vibranium_claws(**more: object) -> AttackProfile:
    """Black Panther's claws, with Wakandan Anti-Metal's Weaken token after he hits."""
    return attack(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        R.EXCELLENT,
        D.EDGED,
        PANTHER,
        KRAVEN,
        "Vibranium Claws",
        on_hit=OnHitEffects(weaken=1),
        **more,
    )


# Armor, Immunity and Skrulls! -------------------------------------------------------------


def test_cage_loses_nothing_to_the_scattergun() -> None:
    """Excellent Blunt against Steel Hard Skin (Excellent): 2 − 2 = 0."""
    out = resolve_attack(scattergun(), AttackRolls(attack=50))  # Green on Excellent
    assert (out.result, out.target_health_lost, out.target_health_after) == (
        AttackResult.HIT,
        0,
        15,
    )
    assert out.step("damage").text == (
        "Damage: Excellent (2) Blunt − 2 Steel Hard Skin (Excellent) = 0 lost by Luke Cage"
    )


def test_cage_loses_one_to_the_50_caliber() -> None:
    """Remarkable Edged: Steel Hard Skin prevents 2 of the 3; Cage loses 1."""
    fifty = attack(AttackMode.SHOOTING, R.EXCELLENT, R.REMARKABLE, D.EDGED, PUNISHER, CAGE)
    out = resolve_attack(fifty, AttackRolls(attack=50))
    assert out.target_health_lost == 1
    assert "3 Edged − 2 Steel Hard Skin (Excellent) = 1 lost" in out.step("damage").text.replace(
        "Remarkable (3)", "3"
    )


def test_intimidator_shift_is_explained() -> None:
    """Cage's Intimidator: −2CS on attacks by lower Renown (Excellent → Typical)."""
    profile = replace(scattergun(), shifts=(ColumnShift(-2, "Intimidator"),))
    out = resolve_attack(profile, AttackRolls(attack=45))  # Green on Excellent, White on Typical
    assert out.color is Color.WHITE and not out.hit
    assert "Excellent −2CS (Intimidator) = Typical; roll 45 on Typical is White" in out.explain()


def test_immune_ignores_the_damage() -> None:
    """Immune : Cold — Iceman ignores Cold damage entirely."""
    iceman = TargetProfile("Iceman", Renown.BOLD, R.EXCELLENT, 9, Defences(immune=(D.COLD,)))
    blast = attack(AttackMode.SHOOTING, R.GOOD, R.REMARKABLE, D.COLD, THUG, iceman)
    out = resolve_attack(blast, AttackRolls(attack=50))
    assert out.target_health_lost == 0 and "Immune Cold" in out.step("damage").text


def test_armor_reduction_lowers_the_armor() -> None:
    """Adamantium Claws: reduce the target's Armor by −2CS, then apply the damage."""
    claws = attack(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        R.AMAZING,
        D.EDGED,
        SABRETOOTH,
        HOBGOBLIN,
        armor_reduction=2,
    )
    out = resolve_attack(claws, AttackRolls(attack=40))  # Green on Incredible
    assert out.target_health_lost == 5  # Good −2CS = Poor (0)
    assert "Chainmail (Good −2CS armor reduction = Poor)" in out.step("damage").text


# Bullseye ---------------------------------------------------------------------------------


def test_cyclops_bullseye_extra_damage() -> None:
    """Optic Blast Yellow on Hobgoblin: 4 + 1 = 5 Blunt, Chainmail prevents 1, loses 4."""
    out = resolve_attack(optic_blast(), AttackRolls(attack=80))  # Yellow on Excellent
    assert out.result is AttackResult.BULLSEYE
    assert out.target_health_lost == 4 and out.weaken_added == 0
    assert out.step("damage").text == (
        "Damage: Incredible (4) + 1 Bullseye = 5 Blunt − 1 Chainmail (Good) = 4 lost by Hobgoblin"
    )


def test_cyclops_bullseye_weaken() -> None:
    """Or deal 4 (Hobgoblin loses 3), then a Weaken token makes Chainmail Typical."""
    out = resolve_attack(optic_blast(bullseye=BullseyeChoice.WEAKEN), AttackRolls(attack=80))
    assert out.target_health_lost == 3 and out.weaken_added == 1
    assert "Chainmail Good → Typical" in out.step("bullseye").text
    assert CHAINMAIL.protection_rank(weaken=out.weaken_added) is R.TYPICAL


def test_webs_poor_damage_yellow_is_no_bullseye_but_held() -> None:
    """Damage worth 0 never creates special results; the on-hit Held still applies."""
    webs = attack(
        AttackMode.SHOOTING,
        R.AMAZING,
        R.POOR,
        D.BLUNT,
        SPIDER_MAN,
        VULTURE,
        "Webs",
        on_hit=OnHitEffects(conditions=(Condition.HELD,)),
    )
    out = resolve_attack(webs, AttackRolls(attack=60))  # Yellow on Amazing
    assert out.rolled_result is AttackResult.BULLSEYE and out.result is AttackResult.HIT
    assert "worth 0" in out.result_note
    assert out.conditions == (Condition.HELD,) and out.target_health_lost == 0
    red = resolve_attack(webs, AttackRolls(attack=95))  # Red: a Stun, also cancelled
    assert red.result is AttackResult.HIT and red.endurance is None


# Requirements ------------------------------------------------------------------------------


def test_endurance_requirement_blocks_a_brawling_stun() -> None:
    """Slam/Stun from Brawling need the attacker's Endurance ≥ the target's."""
    punch = attack(AttackMode.BRAWLING, R.INCREDIBLE, R.EXCELLENT, D.BLUNT, PANTHER, CAGE)
    out = resolve_attack(punch, AttackRolls(attack=95))  # Red: Stun
    assert out.rolled_result is AttackResult.STUN and out.result is AttackResult.HIT
    assert "Endurance (Remarkable) at least the target's (Monstrous)" in out.result_note
    assert out.endurance is None and out.conditions == ()


def test_shooting_stun_needs_no_endurance() -> None:
    """Shooting, Magical and Mental attacks don't have the Endurance restriction."""
    shot = attack(AttackMode.SHOOTING, R.INCREDIBLE, R.EXCELLENT, D.BLUNT, PANTHER, CAGE)
    out = resolve_attack(shot, AttackRolls(attack=95, endurance=10))
    assert out.result is AttackResult.STUN and out.conditions == (Condition.STUNNED,)


def test_renown_blocks_a_kill() -> None:
    """A Bold figure can't score a Kill on a Legendary one (the Punisher and Magneto)."""
    fifty = attack(AttackMode.SHOOTING, R.EXCELLENT, R.REMARKABLE, D.EDGED, PUNISHER, MAGNETO)
    out = resolve_attack(fifty, AttackRolls(attack=99))
    assert out.rolled_result is AttackResult.KILL and out.result is AttackResult.HIT
    assert "Bold attacker scores Kill only against renown up to Heroic" in out.result_note
    heroic = replace(fifty, target=KINGPIN)
    assert resolve_attack(heroic, AttackRolls(attack=99, endurance=99)).result is AttackResult.KILL


# Stun, Slam, Kill -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("roll", "condition"),
    [(10, Condition.STUNNED), (50, Condition.STAGGERED), (80, None), (99, None)],
)
def test_stun_check(roll: int, condition: Condition | None) -> None:
    """Stun?: White Stunned, Green Staggered, Yellow or Red no effect."""
    shot = optic_blast()
    out = resolve_attack(shot, AttackRolls(attack=99, endurance=roll))  # Red: Stun
    assert out.conditions == ((condition,) if condition else ())


@pytest.mark.parametrize(
    ("roll", "push", "staggered"),
    [(10, 4, True), (50, 1, True), (80, None, True), (99, None, False)],
)
def test_slam_check(roll: int, push: int | None, staggered: bool) -> None:
    """Slam?: White Staggered + 1d5 squares, Green + 1 square, Yellow Staggered, Red nothing."""
    charge = attack(AttackMode.CHARGING, R.MONSTROUS, R.INCREDIBLE, D.BLUNT, RHINO, HOBGOBLIN)
    out = resolve_attack(charge, AttackRolls(attack=60, endurance=roll, slam_distance=4))
    assert out.result is AttackResult.SLAM
    assert out.slam_distance == push
    assert (Condition.STAGGERED in out.conditions) is staggered


def test_slam_asks_for_the_d5_only_on_white() -> None:
    """The attacker rolls 1d5 only for a grand Slam (White Slam? FEAT)."""
    charge = attack(AttackMode.CHARGING, R.MONSTROUS, R.INCREDIBLE, D.BLUNT, RHINO, HOBGOBLIN)
    need = next_roll(charge, AttackRolls(attack=60, endurance=10))
    assert need is not None and need.kind is RollKind.SLAM_DISTANCE
    assert next_roll(charge, AttackRolls(attack=60, endurance=50)) is None
    with pytest.raises(RollError):
        resolve_attack(charge, AttackRolls(attack=60, endurance=10, slam_distance=6))


def test_lower_result_slam_instead_of_stun() -> None:
    """You may always choose a lower result: a Red Brawling roll taken as Yellow is a Slam."""
    punch = attack(AttackMode.BRAWLING, R.MONSTROUS, R.INCREDIBLE, D.BLUNT, RHINO, HOBGOBLIN)
    out = resolve_attack(
        replace(punch, lower_to=Color.YELLOW), AttackRolls(attack=99, endurance=80)
    )
    assert (out.rolled_color, out.color, out.result) == (Color.RED, Color.YELLOW, AttackResult.SLAM)
    assert "takes the lower Yellow result" in out.step("attack").text


def test_kill_ignores_armor_and_karma_helps() -> None:
    """Kill?: White −3, Green −2, Yellow −1, ignoring Armor; Karma buys +1CS on Endurance."""
    claws = attack(AttackMode.BRAWLING, R.INCREDIBLE, R.REMARKABLE, D.EDGED, SABRETOOTH, CAGE)
    out = resolve_attack(claws, AttackRolls(attack=95, endurance=18))  # Monstrous White 1–20
    assert out.result is AttackResult.KILL
    assert out.target_health_lost == 1 + 3  # 3 − 2 armor, then −3 Health ignoring armor
    karma = replace(claws, target=replace(CAGE, karma_on_endurance=True))
    out = resolve_attack(karma, AttackRolls(attack=95, endurance=18))  # Unearthly: Green 16–45
    assert out.target_health_lost == 1 + 2
    assert "Monstrous +1CS (Karma) = Unearthly" in out.step("endurance").text


def test_ko_when_health_reaches_zero() -> None:
    """When a figure's Health reaches 0 it is KO'ed."""
    weak = replace(HOBGOBLIN, health=4)
    out = resolve_attack(optic_blast(target=weak), AttackRolls(attack=80))
    assert out.target_health_after == 0 and out.target_ko
    assert out.step("health").text == "Health: Hobgoblin 4 − 4 = 0: KO'ed"


# Special rules: on hit, instead, also -------------------------------------------------------


def test_ghost_rider_hellfire_instead_against_evil() -> None:
    """Evil targets take Incredible Damage instead (the caller matched the filter)."""
    hellfire = attack(AttackMode.SHOOTING, R.EXCELLENT, R.EXCELLENT, D.HELLFIRE, GHOST_RIDER, CAGE)
    assert resolve_attack(hellfire, AttackRolls(attack=50)).target_health_lost == 2  # armor: no
    evil = replace(hellfire, target=KINGPIN, instead=DamageSpec(R.INCREDIBLE, D.HELLFIRE))
    out = resolve_attack(evil, AttackRolls(attack=50))
    assert out.target_health_lost == 4
    assert "Incredible (4, instead of Excellent) Hellfire" in out.step("damage").text


def test_mystical_chains_also_deal_hellfire() -> None:
    """Evil targets also take Good Hellfire, through armor separately."""
    chains = attack(
        AttackMode.BRAWLING,
        R.REMARKABLE,
        R.INCREDIBLE,
        D.BLUNT,
        GHOST_RIDER,
        HOBGOBLIN,
        also=DamageSpec(R.GOOD, D.HELLFIRE),
    )
    out = resolve_attack(chains, AttackRolls(attack=50))
    assert [d.lost for d in out.damage] == [3, 1]  # 4 − 1 Chainmail; Hellfire passes Chainmail
    assert out.target_health_lost == 4


def test_grappling_held_and_stuck() -> None:
    """Grappling: Yellow Hit + Held, Red Hit + Stuck (Kingpin's Sumo Expert)."""
    sumo = attack(
        AttackMode.GRAPPLING,
        R.REMARKABLE,
        R.INCREDIBLE,
        D.BLUNT,
        AttackerProfile("Kingpin", Renown.HEROIC, R.REMARKABLE),
        HOBGOBLIN,
    )
    assert resolve_attack(sumo, AttackRolls(attack=70)).conditions == (Condition.HELD,)
    assert resolve_attack(sumo, AttackRolls(attack=97)).conditions == (Condition.STUCK,)


def test_thrown_object_uses_shooting_blunt() -> None:
    """A thrown Object: Agility, Throwing Blunt column, Blunt damage of its Material Rank."""
    throw = attack(AttackMode.SHOOTING, R.GOOD, R.REMARKABLE, D.BLUNT, THUG, VULTURE)
    out = resolve_attack(throw, AttackRolls(attack=80))
    assert out.column == "Shooting Blunt" and out.result is AttackResult.BULLSEYE


def test_effects_that_work_on_a_miss() -> None:
    """If a special works even on a miss it will specify."""
    miss = replace(vibranium_claws(), on_hit=OnHitEffects(weaken=1, works_on_miss=True))
    out = resolve_attack(miss, AttackRolls(attack=5))
    assert not out.hit and out.weaken_added == 1
    assert resolve_attack(vibranium_claws(), AttackRolls(attack=5)).weaken_added == 0


# Transferring Damage -------------------------------------------------------------------------


def test_sabretooth_kills_strange_while_cage_takes_the_damage() -> None:
    """Cage (Bodyguard) takes the Remarkable damage, loses 1; Strange's White Kill costs 3."""
    claws = attack(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        R.REMARKABLE,
        D.EDGED,
        SABRETOOTH,
        replace(STRANGE, endurance_shifts=(ColumnShift(-2, "Throat Rip!"),)),
        "Savage Claws",
        transfer=DamageTransfer("Luke Cage", 15, Defences((STEEL_HARD_SKIN,))),
    )
    out = resolve_attack(claws, AttackRolls(attack=95, endurance=20))  # Red; Good White 1–45
    assert out.result is AttackResult.KILL
    assert (out.receiver_health_lost, out.receiver_health_after) == (1, 14)
    assert (out.target_health_lost, out.target_health_after) == (3, 5)
    assert "Remarkable −2CS (Throat Rip!) = Good; roll 20 on Good is White" in out.explain()
    assert "transferred from Doctor Strange" in out.step("damage").text


def test_daredevil_billy_club_held_stays_on_kingpin() -> None:
    """The Good Blunt damage goes to Mysterio; Kingpin still finds himself Held."""
    club = attack(
        AttackMode.SHOOTING,
        R.REMARKABLE,
        R.GOOD,
        D.BLUNT,
        DAREDEVIL,
        KINGPIN,
        "Billy Club",
        on_hit=OnHitEffects(conditions=(Condition.HELD,)),
        transfer=DamageTransfer("Mysterio", 5),
    )
    out = resolve_attack(club, AttackRolls(attack=50))
    assert out.conditions == (Condition.HELD,)
    assert (out.target_health_lost, out.receiver_health_lost, out.receiver_health_after) == (
        0,
        1,
        4,
    )
    assert "stays on the target" in out.step("effects").text


def test_bullseye_stays_on_the_target() -> None:
    """Bullseyes don't transfer: the extra damage goes through the target's own armor."""
    blast = optic_blast(transfer=DamageTransfer("Thug", 6))
    out = resolve_attack(blast, AttackRolls(attack=80))
    assert (out.receiver_health_lost, out.target_health_lost) == (4, 0)  # 1 − Chainmail 1


# Evading ----------------------------------------------------------------------------------


def test_kraven_yellow_evade_no_damage_but_weaken() -> None:
    """Yellow Evade: Kraven takes no damage, yet T'Challa's Weaken token still lands."""
    out = resolve_attack(vibranium_claws(evade=KRAVEN_EVADES), AttackRolls(evade=75, attack=50))
    assert out.evade_effect is EvadeEffect.NO_DAMAGE and out.hit
    assert out.target_health_lost == 0 and out.weaken_added == 1
    assert "Remarkable +1CS (Jungle Reflexes) = Incredible" in out.step("evade").text


def test_kraven_red_evade_is_an_automatic_miss() -> None:
    """Red Evade: a complete whiff; no Weaken, and no attack roll is needed."""
    profile = vibranium_claws(evade=KRAVEN_EVADES)
    out = resolve_attack(profile, AttackRolls(evade=95))
    assert out.evade_effect is EvadeEffect.AUTO_MISS and not out.hit
    assert out.weaken_added == 0 and out.attack is None


def test_green_evade_halves_rounding_down() -> None:
    """Green Evade: half damage, rounded down (Excellent 2 → 1; a Bullseye-free Edged hit)."""
    out = resolve_attack(vibranium_claws(evade=KRAVEN_EVADES), AttackRolls(evade=40, attack=50))
    assert out.evade_effect is EvadeEffect.HALF_DAMAGE and out.target_health_lost == 1
    odd = replace(vibranium_claws(evade=KRAVEN_EVADES), damage=DamageSpec(R.REMARKABLE, D.EDGED))
    assert resolve_attack(odd, AttackRolls(evade=40, attack=50)).target_health_lost == 1


def test_white_evade_turns_a_white_attack_green() -> None:
    """White Evade: automatic hit; if the attacker rolls White it is instead Green."""
    out = resolve_attack(vibranium_claws(evade=KRAVEN_EVADES), AttackRolls(evade=10, attack=5))
    assert out.evade_effect is EvadeEffect.AUTO_HIT and out.color is Color.GREEN and out.hit
    assert out.target_health_lost == 2


def test_evade_only_against_brawling() -> None:
    """Evasion can be used in response to Brawling attacks."""
    with pytest.raises(ValueError, match="Brawling"):
        optic_blast(evade=KRAVEN_EVADES)


def test_rolls_are_asked_for_in_order() -> None:
    """The Evasion FEAT is made before the attacker's FEAT; then the Endurance FEAT."""
    profile = attack(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        R.REMARKABLE,
        D.EDGED,
        SABRETOOTH,
        KRAVEN,
        evade=KRAVEN_EVADES,
    )
    first = next_roll(profile, AttackRolls())
    assert first is not None and (first.kind, first.column) == (RollKind.EVADE, R.INCREDIBLE)
    second = next_roll(profile, AttackRolls(evade=50))
    assert second is not None and second.kind is RollKind.ATTACK
    third = next_roll(profile, AttackRolls(evade=50, attack=99))
    assert third is not None and (third.kind, third.column) == (RollKind.ENDURANCE, R.REMARKABLE)
    with pytest.raises(MissingRollError, match="Kill\\? Endurance FEAT"):
        resolve_attack(profile, AttackRolls(evade=50, attack=99))


def test_kill_health_loss_survives_a_yellow_evade() -> None:
    """Reading: Yellow Evade stops the damage; a Kill's Health loss is another effect."""
    profile = attack(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        R.REMARKABLE,
        D.EDGED,
        SABRETOOTH,
        KRAVEN,
        evade=KRAVEN_EVADES,
    )
    out = resolve_attack(profile, AttackRolls(evade=75, attack=99, endurance=10))
    assert out.target_health_lost == 3


def test_dodge_shift_applies_to_shooting_charging_magical() -> None:
    """A Yellow Dodge: −4CS on Shooting, Charging and Magical attacks, not Mental or Brawling."""
    dodging = default_rules().results.dodging
    shift = dodge_shift(Color.YELLOW, AttackMode.SHOOTING, dodging)
    assert shift is not None and shift.amount == -4
    assert dodge_shift(Color.YELLOW, AttackMode.MENTAL, dodging) is None
    assert dodge_shift(Color.WHITE, AttackMode.CHARGING, dodging) is None


def test_damage_agrees_with_damage_after_defences() -> None:
    """The resolution's damage is armor.damage_after_defences' (with Weaken)."""
    weakened = replace(HOBGOBLIN, defences=Defences((CHAINMAIL,), weaken=1))
    out = resolve_attack(optic_blast(target=weakened), AttackRolls(attack=50))
    expected = damage_after_defences(4, D.BLUNT, [CHAINMAIL], weaken=1)
    assert out.target_health_lost == expected.dealt == 3
    assert "Chainmail (Good −1CS Weaken = Typical)" in out.step("damage").text
