"""Renown (KO Victory Points, result requirements), game levels and Karma costs."""

from __future__ import annotations

import pytest

from faserip_desk.rules.game_levels import GameLevelError, game_level, game_levels
from faserip_desk.rules.karma import KarmaUse
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown, RenownError, can_bullseye_or_kill
from faserip_desk.rules.requirements import special_result_check
from faserip_desk.rules.results import AttackMode, AttackResult


def test_ko_victory_points_by_renown() -> None:
    """Victory Points: Minion 1, Bold 2, Heroic 3, Legendary 6, Cosmic 10."""
    assert [r.ko_victory_points for r in Renown][:5] == [1, 2, 3, 6, 10]


def test_parse_renown() -> None:
    assert Renown.parse("heroic") is Renown.HEROIC
    assert Renown.parse("Beyond!") is Renown.BEYOND
    with pytest.raises(RenownError, match="expected one of Minion"):
        Renown.parse("Epic")


@pytest.mark.parametrize(
    ("attacker", "target", "allowed"),
    [
        (Renown.MINION, Renown.BOLD, True),
        (Renown.MINION, Renown.HEROIC, False),
        (Renown.BOLD, Renown.HEROIC, True),
        (Renown.BOLD, Renown.LEGENDARY, False),
        (Renown.HEROIC, Renown.LEGENDARY, True),
        (Renown.HEROIC, Renown.COSMIC, False),
        (Renown.LEGENDARY, Renown.COSMIC, True),
        (Renown.COSMIC, Renown.MINION, True),
    ],
)
def test_bullseye_and_kill_reach_one_renown_above(
    attacker: Renown, target: Renown, allowed: bool
) -> None:
    """Requirements for Bullseyes and Kills: the rules' Minion, Bold, Heroic examples."""
    assert can_bullseye_or_kill(attacker, target) is allowed
    ok, reason = special_result_check(
        AttackResult.KILL,
        AttackMode.SHOOTING,
        Rank.REMARKABLE,
        attacker,
        target,
        Rank.POOR,
        Rank.UNEARTHLY,
    )
    assert ok is allowed and reason


def _stun(mode: AttackMode, attacker_e: Rank, target_e: Rank) -> bool:
    return special_result_check(
        AttackResult.STUN, mode, Rank.GOOD, Renown.HEROIC, Renown.HEROIC, attacker_e, target_e
    )[0]


def test_slam_and_stun_from_brawling_or_charging_need_endurance() -> None:
    """Requirements for Slams and Stuns: attacker Endurance at least the target's."""
    assert _stun(AttackMode.BRAWLING, Rank.GOOD, Rank.GOOD)
    assert not _stun(AttackMode.BRAWLING, Rank.GOOD, Rank.EXCELLENT)
    assert not _stun(AttackMode.CHARGING, Rank.GOOD, Rank.EXCELLENT)
    for mode in (AttackMode.SHOOTING, AttackMode.MENTAL, AttackMode.MAGICAL):
        assert _stun(mode, Rank.FEEBLE, Rank.SHIFT_Z)


def test_no_special_results_from_damage_worth_zero() -> None:
    ok, reason = special_result_check(
        AttackResult.BULLSEYE,
        AttackMode.SHOOTING,
        Rank.POOR,
        Renown.HEROIC,
        Renown.BOLD,
        Rank.GOOD,
        Rank.GOOD,
    )
    assert not ok and "worth 0" in reason


@pytest.mark.parametrize(
    ("name", "roster", "advance", "victory"),
    [
        ("Back Alley", {Renown.BOLD: 3, Renown.MINION: 2}, 1, 8),
        ("Mean Streets", {Renown.HEROIC: 1, Renown.BOLD: 3, Renown.MINION: 1}, 1, 10),
        ("Heroic Battle", {Renown.HEROIC: 4, Renown.BOLD: 2}, 1, 16),
        ("Epic Event", {Renown.LEGENDARY: 1, Renown.HEROIC: 3, Renown.BOLD: 1}, 2, 17),
        ("Crossover!", {Renown.LEGENDARY: 2, Renown.HEROIC: 4}, 2, 24),
        ("Cosmic Confrontation", {Renown.COSMIC: 1, Renown.LEGENDARY: 3, Renown.HEROIC: 2}, 3, 34),
    ],
)
def test_game_levels(name: str, roster: dict[Renown, int], advance: int, victory: int) -> None:
    level = game_level(name)
    assert (level.roster, level.advance_points, level.victory_points) == (roster, advance, victory)


def test_full_rosters_are_worth_the_victory_target_except_back_alley() -> None:
    """DESIGN.md §5: the target equals a full roster's KO value (Back Alley: 8 = 3×2 + 2×1)."""
    for level in game_levels():
        worth = sum(r.ko_victory_points * n for r, n in level.roster.items())
        assert worth == level.victory_points, level.name


def test_game_level_lookup_forgives_case_and_punctuation() -> None:
    assert game_level("crossover").name == "Crossover!"
    with pytest.raises(GameLevelError, match="expected one of Back Alley"):
        game_level("Galactic")


def test_karma_costs() -> None:
    """Karma: 1 for +1 Speed, 2 for +1CS to one ability, 5 for a re-roll."""
    assert [(u, u.cost) for u in KarmaUse] == [
        (KarmaUse.SPEED, 1),
        (KarmaUse.ABILITY, 2),
        (KarmaUse.REROLL, 5),
    ]


def test_suggested_health_and_karma_add_rule_of_10_numbers() -> None:
    """Health and Karma: about F+A+S+E and R+I+P (Spider-Man's folio prints 14 and 7)."""
    from faserip_desk.rules.abilities import Ability, suggested_value

    spidey = {
        Ability.FIGHTING: Rank.REMARKABLE,
        Ability.AGILITY: Rank.AMAZING,
        Ability.STRENGTH: Rank.INCREDIBLE,
        Ability.ENDURANCE: Rank.INCREDIBLE,
        Ability.REASON: Rank.EXCELLENT,
        Ability.INTUITION: Rank.GOOD,
        Ability.PSYCHE: Rank.INCREDIBLE,
    }
    assert suggested_value("health", spidey) == (16, "F3+A5+S4+E4")
    assert suggested_value("karma", spidey) == (7, "R2+I1+P4")
