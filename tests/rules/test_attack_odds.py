"""Exact attack odds: hand-checked cases, and agreement with 100,000 seeded attacks per pair."""

from __future__ import annotations

import time
from dataclasses import replace
from fractions import Fraction

import pytest

from faserip_desk.rules.armor import Armor, parse_armor
from faserip_desk.rules.attack_odds import attack_odds, enumerate_outcomes
from faserip_desk.rules.attack_outcome import (
    AttackOutcome,
    AttackRolls,
    MissingRollError,
    RollKind,
)
from faserip_desk.rules.attack_profile import (
    AttackerProfile,
    AttackProfile,
    BullseyeChoice,
    DamageSpec,
    DamageTransfer,
    Defences,
    Evade,
    OnHitEffects,
    TargetProfile,
)
from faserip_desk.rules.attack_resolution import resolve_attack
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import ColumnShift
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.dice import DiceRoller
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown
from faserip_desk.rules.results import AttackMode, AttackResult

R, D = Rank, DamageType
STEEL_HARD_SKIN = parse_armor("Armor : Excellent : Physical, Energy, Eldritch", "Steel Hard Skin")
CHAINMAIL = Armor(R.GOOD, (D.PHYSICAL,), name="Chainmail")
SAMPLES = 100_000
TOLERANCE_PP = 0.5


def profile(
    mode: AttackMode,
    to_hit: Rank,
    damage: DamageSpec,
    attacker: AttackerProfile,
    target: TargetProfile,
    **more: object,
) -> AttackProfile:
    """A profile with the given attack line, the rest from `more`."""
    base = AttackProfile(mode=mode, to_hit=to_hit, damage=damage, attacker=attacker, target=target)
    return replace(base, **more)  # type: ignore[arg-type]


SABRETOOTH = AttackerProfile("Sabretooth", Renown.HEROIC, R.AMAZING)
CYCLOPS = AttackerProfile("Cyclops", Renown.HEROIC, R.EXCELLENT)
PANTHER = AttackerProfile("Black Panther", Renown.HEROIC, R.REMARKABLE)
RHINO = AttackerProfile("Rhino", Renown.HEROIC, R.MONSTROUS)
PUNISHER = AttackerProfile("Punisher", Renown.BOLD, R.EXCELLENT)
GHOST_RIDER = AttackerProfile("Ghost Rider", Renown.HEROIC, R.INCREDIBLE)

#: Attacker/target pairs for the simulation: different modes, armors, Evade, Karma, transfer.
PAIRS: dict[str, AttackProfile] = {
    # Brawling Edged (Kill), Throat Rip! −2CS and Karma +1CS on the Kill FEAT, Cage Bodyguard.
    "sabretooth-strange-bodyguard": profile(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        DamageSpec(R.REMARKABLE, D.EDGED),
        SABRETOOTH,
        TargetProfile(
            "Doctor Strange",
            Renown.LEGENDARY,
            R.REMARKABLE,
            3,
            endurance_shifts=(ColumnShift(-2, "Throat Rip!"),),
            karma_on_endurance=True,
        ),
        transfer=DamageTransfer("Luke Cage", 2, Defences((STEEL_HARD_SKIN,))),
    ),
    # Shooting Blunt (Bullseye extra damage decides the KO), Chainmail.
    "cyclops-hobgoblin": profile(
        AttackMode.SHOOTING,
        R.EXCELLENT,
        DamageSpec(R.INCREDIBLE, D.BLUNT),
        CYCLOPS,
        TargetProfile("Hobgoblin", Renown.HEROIC, R.REMARKABLE, 4, Defences((CHAINMAIL,))),
    ),
    # Brawling Edged with Kraven's Evade (+1CS), Kill, Weaken on hit.
    "panther-kraven-evade": profile(
        AttackMode.BRAWLING,
        R.INCREDIBLE,
        DamageSpec(R.EXCELLENT, D.EDGED),
        PANTHER,
        TargetProfile("Kraven", Renown.HEROIC, R.REMARKABLE, 3),
        evade=Evade(R.REMARKABLE, (ColumnShift(1, "Jungle Reflexes"),)),
        on_hit=OnHitEffects(weaken=1),
    ),
    # Charging (Slam with 1d5, Stun) through Chainmail; any hit (4 − 1 = 3) KOs Health 3.
    "rhino-charges-hobgoblin": profile(
        AttackMode.CHARGING,
        R.MONSTROUS,
        DamageSpec(R.INCREDIBLE, D.BLUNT),
        RHINO,
        TargetProfile("Hobgoblin", Renown.HEROIC, R.REMARKABLE, 3, Defences((CHAINMAIL,))),
    ),
    # Shooting Other (Kill) by a Bold attacker on a Heroic target with Karma, after a Dodge.
    "punisher-50cal-daredevil-karma": profile(
        AttackMode.SHOOTING,
        R.EXCELLENT,
        DamageSpec(R.REMARKABLE, D.EDGED),
        PUNISHER,
        TargetProfile("Daredevil", Renown.HEROIC, R.EXCELLENT, 4, karma_on_endurance=True),
        shifts=(ColumnShift(-2, "Green Dodge"), ColumnShift(1, "Karma")),
    ),
    # Brawling Blunt with an "also" Hellfire, an Evade with Karma, Bullseye-free column.
    "ghost-rider-chains-kingpin-evade": profile(
        AttackMode.BRAWLING,
        R.REMARKABLE,
        DamageSpec(R.INCREDIBLE, D.BLUNT),
        GHOST_RIDER,
        TargetProfile("Kingpin", Renown.HEROIC, R.REMARKABLE, 5),
        also=DamageSpec(R.GOOD, D.HELLFIRE),
        evade=Evade(R.REMARKABLE, (ColumnShift(1, "Karma"),)),
    ),
}


def simulate(
    attack: AttackProfile, samples: int, seed: int
) -> tuple[float, float, float, float, float]:
    """Roll `samples` attacks with DiceRoller(seed) through resolve_attack.

    Returns the share of KOs, of hits, the mean Health lost, the receiver's mean loss and
    its share of KOs. Each die is rolled only when the attack asks for it (as at the table);
    outcomes are memoised by the rolls made, since resolve_attack is a pure function.
    """
    roller = DiceRoller(seed)
    known: dict[tuple[tuple[str, int], ...], AttackOutcome | RollKind] = {}
    ko = hits = lost = receiver_lost = receiver_ko = 0
    for _ in range(samples):
        key: tuple[tuple[str, int], ...] = ()
        while True:
            found = known.get(key)
            if found is None:
                try:
                    found = resolve_attack(attack, AttackRolls(**dict(key)))
                except MissingRollError as missing:
                    found = missing.need.kind
                known[key] = found
            if isinstance(found, RollKind):
                die = roller.d5() if found is RollKind.SLAM_DISTANCE else roller.percentile()
                key += ((found.value, die.value),)
                continue
            break
        ko += found.target_ko
        hits += found.hit
        lost += found.target_health_lost
        receiver_lost += found.receiver_health_lost or 0
        receiver_ko += bool(found.receiver_ko)
    n = float(samples)
    return ko / n, hits / n, lost / n, receiver_lost / n, receiver_ko / n


@pytest.mark.slow
@pytest.mark.parametrize("pair", sorted(PAIRS))
def test_exact_odds_agree_with_simulation(pair: str) -> None:
    """KO and hit odds within 0.5 percentage points, expected Health lost within 0.03."""
    attack = PAIRS[pair]
    odds = attack_odds(attack)
    start = time.perf_counter()
    ko, hit, lost, receiver_lost, receiver_ko = simulate(attack, SAMPLES, seed=sum(map(ord, pair)))
    elapsed = time.perf_counter() - start
    print(
        f"{pair}: KO exact {float(odds.p_ko) * 100:.2f}% sim {ko * 100:.2f}%; "
        f"hit exact {float(odds.p_hit) * 100:.2f}% sim {hit * 100:.2f}%; "
        f"lost exact {float(odds.expected_health_lost):.3f} sim {lost:.3f} ({elapsed:.1f}s)"
    )
    assert 0 < odds.p_ko < 1  # every pair can KO and can fail to
    assert abs(float(odds.p_ko_as_rolled) - ko) * 100 < TOLERANCE_PP
    assert odds.p_ko >= odds.p_ko_as_rolled  # the attacker's best choice never does worse
    assert abs(float(odds.p_hit) - hit) * 100 < TOLERANCE_PP
    assert abs(float(odds.expected_damage_dealt) - lost) < 0.03
    assert odds.expected_health_lost <= min(odds.expected_damage_dealt, attack.target.health)
    if odds.expected_receiver_health_lost is not None and odds.p_receiver_ko is not None:
        assert abs(float(odds.expected_receiver_health_lost) - receiver_lost) < 0.03
        assert abs(float(odds.p_receiver_ko) - receiver_ko) * 100 < TOLERANCE_PP


def test_chances_sum_to_one() -> None:
    """Every enumerated outcome has a chance; together they are certain."""
    for attack in PAIRS.values():
        assert sum(p for p, _ in enumerate_outcomes(attack)) == 1
        odds = attack_odds(attack)
        assert sum(odds.results.values()) == 1
        assert sum(odds.attack_colors.values()) == 1


def test_cyclops_on_hobgoblin_by_hand() -> None:
    """Excellent column: White 40%, Green 30%, Yellow 24%, Red 6% (Bullseye Yellow, Stun Red).

    Hobgoblin (Health 4, Chainmail Good) is KO'ed only by the Bullseye's 5 − 1 = 4.
    Expected loss: 3 × (30% + 6%) + 4 × 24% = 2.04.
    """
    odds = attack_odds(PAIRS["cyclops-hobgoblin"])
    assert odds.attack_colors == {
        Color.WHITE: Fraction(40, 100),
        Color.GREEN: Fraction(30, 100),
        Color.YELLOW: Fraction(24, 100),
        Color.RED: Fraction(6, 100),
    }
    assert odds.p_hit == Fraction(60, 100)
    assert odds.p_ko_as_rolled == Fraction(24, 100)
    assert odds.expected_health_lost == Fraction(204, 100)


def test_best_choice_of_colour_counts_for_ko() -> None:
    """Rules, Attacking and Damaging: the attacker may always choose a lower result. On a Red
    (Stun, 3 damage through Chainmail) Cyclops takes the Yellow Bullseye (4 damage), which KOs
    Hobgoblin (Health 4): p_ko 24% + 6% = 30%, and the odds say to take Yellow on a Red."""
    odds = attack_odds(PAIRS["cyclops-hobgoblin"])
    assert odds.p_ko == Fraction(30, 100)
    assert odds.take == {"red": Color.YELLOW}
    weaken = attack_odds(replace(PAIRS["cyclops-hobgoblin"], bullseye=BullseyeChoice.WEAKEN))
    assert weaken.p_ko == 0 and weaken.expected_health_lost == Fraction(180, 100)


def test_sabretooth_kill_odds_by_hand() -> None:
    """Strange (Health 3) is KO'ed only by a White Kill FEAT: Red 10% × White on Excellent.

    Remarkable −2CS (Throat Rip!) +1CS (Karma) = Excellent: White 40%. The damage goes to
    Cage, so it never hurts Strange.
    """
    odds = attack_odds(PAIRS["sabretooth-strange-bodyguard"])
    assert odds.results[AttackResult.KILL] == Fraction(10, 100)
    assert odds.p_ko == Fraction(10, 100) * Fraction(40, 100)
    # Strange loses 3, 2 or 1 on White, Green, Yellow (40%, 30%, 24%) of the 10% Kills.
    assert odds.expected_health_lost == Fraction(10, 100) * Fraction(120 + 60 + 24, 100)
    assert odds.expected_receiver_health_lost == Fraction(70, 100)  # 1 per hit
    assert odds.p_receiver_ko == 0  # Cage, Health 2, loses 1 at most


def test_red_evade_and_yellow_evade() -> None:
    """Kraven on the Incredible column: Red 10% automatic miss, Yellow 30% no damage."""
    odds = attack_odds(PAIRS["panther-kraven-evade"])
    assert odds.evade_colors is not None and odds.evade_colors[Color.RED] == Fraction(10, 100)
    # Hits: White Evade 30% always hits; Green and Yellow (60%) hit on a 70% Incredible roll.
    assert odds.p_hit == Fraction(30, 100) + Fraction(60, 100) * Fraction(70, 100)


def test_enumeration_is_small() -> None:
    """Only the rolls that matter are enumerated (the 1d5 only after a White Slam? FEAT)."""
    odds = attack_odds(PAIRS["rhino-charges-hobgoblin"])
    assert odds.outcomes <= 4 * 4 * 5
    assert "hit" in odds.describe() and odds.percentages()["hit"] == float(odds.p_hit * 100)


def test_remembered_odds_follow_the_rules_in_force() -> None:
    """The odds are remembered per attack and rules data (the options list asks the same
    attacks again), but a house rule that moves the Excellent column's Green to 31 (White
    30% instead of 40%: rules, The Universal Table) is never answered from the bundled
    table's memory, and the bundled answer is the same before and after."""
    from faserip_desk.rules.house_rules import house_rules_from_mapping
    from faserip_desk.rules.rules_data import default_rules

    attack = PAIRS["cyclops-hobgoblin"]
    table = {"universal_table": {"Excellent": {"green": 31, "yellow": 71, "red": 95}}}
    house = house_rules_from_mapping(table, "test")
    assert attack_odds(attack).p_hit == Fraction(60, 100)
    assert attack_odds(attack, house).p_hit == Fraction(70, 100)
    assert attack_odds(attack, default_rules()).p_hit == Fraction(60, 100)
    assert attack_odds(attack) == attack_odds(replace(attack))  # an equal profile: same answer
