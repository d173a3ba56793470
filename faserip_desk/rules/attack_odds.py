"""Exact odds of one attack, by enumerating every colour of every roll it calls for.

The enumeration runs `resolve_attack` itself once per combination of colours (Evade ×
attack × Endurance, and 1d5 where a Slam calls for it), with one representative roll per
colour weighted by that colour's exact chance on its column: the odds can never disagree
with the resolution. All chances are Fractions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from faserip_desk.rules.attack_outcome import (
    AttackOutcome,
    AttackRolls,
    MissingRollError,
    RollKind,
)
from faserip_desk.rules.attack_profile import AttackProfile
from faserip_desk.rules.attack_resolution import resolve_attack
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import feat_odds, shifted_rank
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.results import AttackResult
from faserip_desk.rules.rules_data import RulesData, rules_in_force
from faserip_desk.rules.universal_table import UniversalTable

SLAM_DISTANCES = range(1, 6)
"""The faces of the 1d5 a White Slam? FEAT calls for, each with chance 1/5."""


@dataclass(frozen=True)
class AttackOdds:
    """The exact chances of one attack.

    `attack_colors` is the attack FEAT on its shifted column (before any Evade), and
    `evade_colors` the defender's Evading FEAT; `results` the result that takes effect
    (after Evade, the attacker's lower-colour policy, damage worth 0 and the requirements).
    `p_hit` is the chance the attack hits (any result but a miss, even one that an Evade
    leaves without damage); `expected_health_lost` and `p_ko` are for the target, counting
    damage after Armor, Bullseyes, Kill losses and Evade's halves; the receiver's figures
    are set when damage is transferred.
    """

    attack_colors: dict[Color, Fraction]
    evade_colors: dict[Color, Fraction] | None
    results: dict[AttackResult, Fraction]
    p_hit: Fraction
    expected_health_lost: Fraction
    p_ko: Fraction
    expected_receiver_health_lost: Fraction | None
    p_receiver_ko: Fraction | None
    outcomes: int

    def percentages(self) -> dict[str, float]:
        """The headline chances in percent: each attack colour, hit and KO."""
        shown = {f"attack {c.key}": float(p * 100) for c, p in self.attack_colors.items()}
        shown["hit"] = float(self.p_hit * 100)
        shown["ko"] = float(self.p_ko * 100)
        return shown

    def describe(self) -> str:
        """E.g. "hit 60.0%, expected Health lost 2.35, KO 5.2%"."""
        text = (
            f"hit {float(self.p_hit) * 100:.1f}%, expected Health lost "
            f"{float(self.expected_health_lost):.2f}, KO {float(self.p_ko) * 100:.1f}%"
        )
        if self.expected_receiver_health_lost is not None and self.p_receiver_ko is not None:
            text += (
                f"; receiver loses {float(self.expected_receiver_health_lost):.2f}, "
                f"KO {float(self.p_receiver_ko) * 100:.1f}%"
            )
        return text


def representative_roll(table: UniversalTable, column: Rank, color: Color) -> int:
    """A percentile roll giving `color` on `column` (the colour must be possible there)."""
    t = table.columns[column]
    roll = {Color.WHITE: 1, Color.GREEN: t.green, Color.YELLOW: t.yellow, Color.RED: t.red}[color]
    if table.color(column, roll) is not color:
        raise ValueError(f"{color} cannot be rolled on {column.full_name}")
    return roll


def enumerate_outcomes(
    profile: AttackProfile, rules: RulesData | None = None
) -> list[tuple[Fraction, AttackOutcome]]:
    """Every distinct way the attack can go, with its exact chance (the chances sum to 1)."""
    rules = rules or rules_in_force()
    found: list[tuple[Fraction, AttackOutcome]] = []
    pending: list[tuple[AttackRolls, Fraction]] = [(AttackRolls(), Fraction(1))]
    while pending:
        rolls, chance = pending.pop()
        try:
            found.append((chance, resolve_attack(profile, rolls, rules)))
        except MissingRollError as missing:
            need = missing.need
            if need.kind is RollKind.SLAM_DISTANCE:
                for face in SLAM_DISTANCES:
                    branch = replace(rolls, slam_distance=face)
                    pending.append((branch, chance / len(SLAM_DISTANCES)))
                continue
            if need.column is None:  # pragma: no cover - every percentile need names a column
                raise
            for color, p in rules.table.probabilities(need.column).items():
                if p:
                    roll = representative_roll(rules.table, need.column, color)
                    branch = replace(rolls, **{need.kind.value: roll})
                    pending.append((branch, chance * p))
    return found


def attack_odds(profile: AttackProfile, rules: RulesData | None = None) -> AttackOdds:
    """The exact odds of `profile`: colours, results, hit, expected Health lost and KO."""
    rules = rules or rules_in_force()
    outcomes = enumerate_outcomes(profile, rules)
    results: dict[AttackResult, Fraction] = {}
    p_hit = lost = p_ko = Fraction(0)
    receiver_lost = p_receiver_ko = Fraction(0)
    for chance, out in outcomes:
        results[out.result] = results.get(out.result, Fraction(0)) + chance
        if out.hit:
            p_hit += chance
        lost += chance * out.target_health_lost
        if out.target_ko:
            p_ko += chance
        if out.receiver_health_lost is not None:
            receiver_lost += chance * out.receiver_health_lost
            if out.receiver_ko:
                p_receiver_ko += chance
    evade = profile.evade
    transferred = profile.transfer is not None
    return AttackOdds(
        attack_colors=feat_odds(profile.to_hit, profile.shifts, rules.table),
        evade_colors=(
            None
            if evade is None
            else rules.table.probabilities(shifted_rank(evade.fighting, evade.shifts))
        ),
        results=results,
        p_hit=p_hit,
        expected_health_lost=lost,
        p_ko=p_ko,
        expected_receiver_health_lost=receiver_lost if transferred else None,
        p_receiver_ko=p_receiver_ko if transferred else None,
        outcomes=len(outcomes),
    )
