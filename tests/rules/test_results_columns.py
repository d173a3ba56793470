"""Results columns as data (DESIGN.md §5), the lower-result choice and damage worth 0."""

from __future__ import annotations

import pytest

from faserip_desk.rules.colors import Color
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.results import AttackMode, AttackResult, default_results, effective_result

M, H, SL, ST, K, B = (
    AttackResult.MISS,
    AttackResult.HIT,
    AttackResult.SLAM,
    AttackResult.STUN,
    AttackResult.KILL,
    AttackResult.BULLSEYE,
)


@pytest.mark.parametrize(
    ("mode", "damage_type", "expected"),
    [
        (AttackMode.BRAWLING, DamageType.BLUNT, [M, H, SL, ST]),
        (AttackMode.BRAWLING, DamageType.EDGED, [M, H, ST, K]),
        (AttackMode.GRAPPLING, DamageType.BLUNT, [M, H, AttackResult.HELD, AttackResult.STUCK]),
        (AttackMode.CHARGING, DamageType.BLUNT, [M, H, SL, ST]),
        (AttackMode.MENTAL, DamageType.PSIONIC, [M, H, ST, K]),
        (AttackMode.MAGICAL, DamageType.ELDRITCH, [M, H, ST, K]),
        (AttackMode.SHOOTING, DamageType.BLUNT, [M, H, B, ST]),
        (AttackMode.SHOOTING, DamageType.FIRE, [M, H, B, K]),
        (AttackMode.SHOOTING, DamageType.EDGED, [M, H, B, K]),
    ],
)
def test_each_attack_column(
    mode: AttackMode, damage_type: DamageType, expected: list[AttackResult]
) -> None:
    column = default_results().column_for(mode, damage_type)
    assert [column.result(c) for c in Color] == expected


def test_evading_column() -> None:
    """Evading: auto-hit / half damage / no damage / auto-miss."""
    assert list(default_results().evading.values()) == [
        "auto_hit",
        "half_damage",
        "no_damage",
        "auto_miss",
    ]


def test_dodging_column() -> None:
    """Dodging: none / −2CS / −4CS / −6CS."""
    assert list(default_results().dodging.values()) == [0, -2, -4, -6]


def test_stun_slam_and_kill_checks() -> None:
    r = default_results()
    assert [o.condition for o in r.stun_check.values()] == ["Stunned", "Staggered", None, None]
    assert [(o.condition, o.push) for o in r.slam_check.values()] == [
        ("Staggered", "1d5"),
        ("Staggered", "1"),
        ("Staggered", None),
        (None, None),
    ]
    assert [o.health_loss for o in r.kill_check.values()] == [3, 2, 1, 0]
    assert r.slam_check[Color.WHITE].describe() == "Staggered, pushed 1d5 squares"


def test_a_lower_result_may_always_be_chosen() -> None:
    """A Red Brawling result may be taken as Yellow (Slam), Green (Hit) or a miss."""
    column = default_results().column_for(AttackMode.BRAWLING, DamageType.BLUNT)
    assert [res for _, res in column.choices(Color.RED)] == [M, H, SL, ST]
    assert [res for _, res in column.choices(Color.GREEN)] == [M, H]


@pytest.mark.parametrize("rank", [Rank.SHIFT_0, Rank.FEEBLE, Rank.POOR])
def test_damage_worth_zero_never_creates_special_results(rank: Rank) -> None:
    """Webs deal Poor damage: a Yellow is only a hit (Imperius Rex!)."""
    assert effective_result(B, rank) is H
    assert effective_result(AttackResult.HELD, rank) is H
    assert effective_result(M, rank) is M
    assert effective_result(B, Rank.TYPICAL) is B
