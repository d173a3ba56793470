"""Exact odds of one attack, by enumerating every colour of every roll it calls for.

The enumeration runs `resolve_attack` itself once per combination of colours (Evade ×
attack × Endurance, and 1d5 where a Slam calls for it), with one representative roll per
colour weighted by that colour's exact chance on its column: the odds can never disagree
with the resolution. All chances are Fractions.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from faserip_desk.rules.attack_outcome import (
    AttackOutcome,
    AttackRolls,
    MissingRollError,
    RollKind,
)
from faserip_desk.rules.attack_profile import AttackProfile, FeatGate
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
    (after the FEATs that can stop the attack, Evade, damage worth 0 and the requirements).
    `p_gates` is the chance the attack gets past every FEAT between the roll and the result
    (Shapeshift, a danger sense). `p_hit` is the chance the attack hits (any result but a
    miss, even one that an Evade leaves without damage). `expected_damage_dealt` counts
    damage after Armor, Bullseyes, Kill losses and Evade's halves; `expected_health_lost`
    the same capped at the target's Health. `p_ko` counts the attacker's best allowed
    choice of colour after each roll (`take` says which colour to take where that is lower
    than the one rolled); `p_ko_as_rolled` takes every roll as it comes. The receiver's
    figures are set when damage is transferred.
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
    p_gates: Fraction = Fraction(1)
    expected_damage_dealt: Fraction = Fraction(0)
    p_ko_as_rolled: Fraction = Fraction(0)
    take: dict[str, Color] = field(default_factory=dict)

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


def gate_pass_chance(gate: FeatGate, rules: RulesData | None = None) -> Fraction:
    """The chance that `gate` lets the attack go on."""
    rules = rules or rules_in_force()
    odds = feat_odds(gate.rank, gate.shifts, rules.table)
    success = sum((p for c, p in odds.items() if c.succeeded), Fraction(0))
    return success if gate.attack_needs_success else 1 - success


def enumerate_outcomes(
    profile: AttackProfile, rules: RulesData | None = None, start: AttackRolls | None = None
) -> list[tuple[Fraction, AttackOutcome]]:
    """Every distinct way the attack can go from the rolls in `start`, with its exact
    chance (the chances sum to 1; the FEATs in `profile.gates` are not counted here)."""
    rules = rules or rules_in_force()
    found: list[tuple[Fraction, AttackOutcome]] = []
    pending: list[tuple[AttackRolls, Fraction]] = [(start or AttackRolls(), Fraction(1))]
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


def _choice_key(out: AttackOutcome) -> str:
    """What the attacker knows when choosing a colour: the Evade's effect and the colour."""
    rolled = "no roll" if out.rolled_color is None else out.rolled_color.key
    if out.evade is None:
        return rolled
    return f"{rolled} after a {out.evade.color.key} Evade"


def best_choice(
    profile: AttackProfile,
    rules: RulesData | None = None,
    as_rolled: list[tuple[Fraction, AttackOutcome]] | None = None,
) -> tuple[Fraction, dict[str, Color]]:
    """p_ko when the attacker takes, after each roll, the allowed colour most likely to KO
    (the rolled one or lower), and the colour to take where it is lower than the rolled one.

    Not counting the FEATs in `profile.gates`.
    """
    rules = rules or rules_in_force()
    chance: dict[str, Fraction] = {}
    ko: dict[tuple[str, Color | None], Fraction] = {}
    rolled_of: dict[str, Color | None] = {}
    # (taking the highest colour "instead" of a higher one never happens: not looked at)
    for policy in (None, *sorted(Color)[:-1]):
        if policy is None and as_rolled is not None and profile.lower_to is None:
            outcomes = as_rolled  # `enumerate_outcomes(profile)`, already worked out
        else:
            outcomes = enumerate_outcomes(replace(profile, lower_to=policy), rules)
        for p, out in outcomes:
            key = _choice_key(out)
            rolled_of[key] = out.rolled_color
            if policy is None:
                chance[key] = chance.get(key, Fraction(0)) + p
            if out.target_ko:
                ko[key, policy] = ko.get((key, policy), Fraction(0)) + p
    total = Fraction(0)
    take: dict[str, Color] = {}
    for key in chance:
        rolled = rolled_of[key]
        best, best_ko = None, ko.get((key, None), Fraction(0))
        for option in Color:
            if rolled is not None and option < rolled and ko.get((key, option), 0) > best_ko:
                best, best_ko = option, ko.get((key, option), Fraction(0))
        total += best_ko
        if best is not None:
            take[key] = best
    return total, take


def attack_odds(profile: AttackProfile, rules: RulesData | None = None) -> AttackOdds:
    """The exact odds of `profile`: colours, results, hit, expected Health lost and KO.
    Remembered per profile and rules data (the profile holds everything the odds depend
    on: the attack, its column shifts, the attacker and the target), so a list of options
    or a panel asking again for the same attack does not enumerate it again."""
    rules = rules or rules_in_force()
    key = (profile, id(rules))
    try:
        seen = _ODDS.get(key)
    except TypeError:  # a profile holding something unhashable: not remembered
        return _attack_odds(profile, rules)
    if seen is not None and seen[0] is rules:
        return seen[1]
    odds = _attack_odds(profile, rules)
    if len(_ODDS) >= ODDS_KEPT:
        _ODDS.clear()
    _ODDS[key] = (rules, odds)
    return odds


#: How many attacks' odds `attack_odds` remembers (then it starts again).
ODDS_KEPT = 512
_ODDS: dict[tuple[AttackProfile, int], tuple[RulesData, AttackOdds]] = {}


def _attack_odds(profile: AttackProfile, rules: RulesData) -> AttackOdds:
    """`attack_odds`, worked out."""
    outcomes = enumerate_outcomes(profile, rules)
    results: dict[AttackResult, Fraction] = {}
    p_hit = lost = dealt = p_ko = Fraction(0)
    receiver_lost = p_receiver_ko = Fraction(0)
    for chance, out in outcomes:
        results[out.result] = results.get(out.result, Fraction(0)) + chance
        if out.hit:
            p_hit += chance
        dealt += chance * out.target_health_lost
        lost += chance * min(out.target_health_lost, profile.target.health)
        if out.target_ko:
            p_ko += chance
        if out.receiver_health_lost is not None:
            receiver_lost += chance * out.receiver_health_lost
            if out.receiver_ko:
                p_receiver_ko += chance
    gates = Fraction(1)
    for gate in profile.gates:
        gates *= gate_pass_chance(gate, rules)
    if profile.lower_to is None:
        best_ko, take = best_choice(profile, rules, outcomes)
    else:
        best_ko, take = p_ko, {}
    results = {r: p * gates for r, p in results.items()}
    if gates != 1:
        results[AttackResult.MISS] = results.get(AttackResult.MISS, Fraction(0)) + 1 - gates
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
        p_hit=p_hit * gates,
        expected_health_lost=lost * gates,
        p_ko=best_ko * gates,
        expected_receiver_health_lost=receiver_lost * gates if transferred else None,
        p_receiver_ko=p_receiver_ko * gates if transferred else None,
        outcomes=len(outcomes),
        p_gates=gates,
        expected_damage_dealt=dealt * gates,
        p_ko_as_rolled=p_ko * gates,
        take=take,
    )
