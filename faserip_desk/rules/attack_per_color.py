"""What each colour of the attack FEAT would do: the result after the requirements (with the
reason a Slam, Stun, Bullseye or Kill is not allowed), the damage after Armor and Immune,
the conditions and effects it gives, the Endurance FEAT it calls for, and the KO chance.

Worked out by the same `resolve_attack` as the odds and the game, one colour at a time,
with no Evade (the defender's choice) and after every FEAT that can stop the attack.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from faserip_desk.rules.attack_odds import enumerate_outcomes, representative_roll
from faserip_desk.rules.attack_outcome import AttackRolls
from faserip_desk.rules.attack_profile import AttackProfile
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import feat_odds, shifted_rank
from faserip_desk.rules.condition_names import Condition
from faserip_desk.rules.results import AttackResult
from faserip_desk.rules.rules_data import RulesData, rules_in_force

_CHECKED = (AttackResult.STUN, AttackResult.SLAM, AttackResult.KILL)


@dataclass(frozen=True)
class ColorOutcome:
    """One colour of the attack FEAT taken as rolled.

    `rolled_result` is the colour's result on the results column, `result` the one that
    takes effect and `not_allowed` why they differ; `damage` is what the target loses to
    damage (after Armor, Immune and a Bullseye's extra, before any Endurance FEAT), and
    `damage_lines` explain it; `conditions` are given whatever the Endurance FEAT does;
    `endurance` names the Endurance FEAT called for ("" for none); `p_ko` is the chance of
    a KO given this colour.
    """

    color: Color
    chance: Fraction
    rolled_result: AttackResult
    result: AttackResult
    not_allowed: str
    damage: int
    damage_lines: tuple[str, ...]
    conditions: tuple[Condition, ...]
    weaken: int
    endurance: str
    p_ko: Fraction

    def describe(self) -> str:
        """One line, e.g. "Yellow 25.0%: Stun, 4 damage; Stun? Endurance FEAT; KO 10.0%"."""
        text = f"{self.color.label} {float(self.chance) * 100:.1f}%: {self.result.label}"
        if self.not_allowed:
            text += f" (not {self.rolled_result.label}: {self.not_allowed})"
        if self.result.hits:
            text += f", {self.damage} damage"
        if self.conditions:
            text += ", gives " + ", ".join(str(c) for c in self.conditions)
        if self.weaken:
            text += f", {self.weaken} Weaken"
        if self.endurance:
            text += f"; {self.endurance}"
        return text + f"; KO {float(self.p_ko) * 100:.1f}%"


def color_outcomes(profile: AttackProfile, rules: RulesData | None = None) -> list[ColorOutcome]:
    """Every colour the attack FEAT can show on its column, White to Red."""
    rules = rules or rules_in_force()
    plain = replace(profile, evade=None, lower_to=None)
    column = shifted_rank(profile.to_hit, profile.shifts)
    found = []
    for color, chance in feat_odds(profile.to_hit, profile.shifts, rules.table).items():
        if not chance:
            continue
        roll = representative_roll(rules.table, column, color)
        outcomes = enumerate_outcomes(plain, rules, AttackRolls(attack=roll))
        first = outcomes[0][1]
        always = set(first.conditions)
        for _, out in outcomes[1:]:
            always &= set(out.conditions)
        result = first.result
        endurance = ""
        if result in _CHECKED:
            label = {AttackResult.STUN: "Stun?", AttackResult.SLAM: "Slam?"}.get(result, "Kill?")
            endurance = f"{profile.target.name}'s {label} Endurance FEAT"
            if first.endurance is None:
                endurance += " not needed (the damage alone KOs)"
        found.append(
            ColorOutcome(
                color=color,
                chance=chance,
                rolled_result=first.rolled_result,
                result=result,
                not_allowed=first.result_note if result is not first.rolled_result else "",
                damage=sum(d.lost for d in first.damage if d.figure == profile.target.name),
                damage_lines=tuple(d.text for d in first.damage),
                conditions=tuple(c for c in first.conditions if c in always),
                weaken=first.weaken_added,
                endurance=endurance,
                p_ko=sum((p for p, out in outcomes if out.target_ko), Fraction(0)),
            )
        )
    return found
