"""What conditions mean for play: what they forbid, the shifts and Speed they bring.

The facts come from `resources/rules/conditions.yaml` through the one loader in
`faserip_desk.rules.condition_data`, which the rules reference and the printed condition
cards use too; this module asks the questions the game needs of them.
"""

from __future__ import annotations

from faserip_desk.rules.condition_data import ConditionRule, ConditionShift, default_conditions

__all__ = [
    "TIMED_CONDITIONS",
    "ConditionRule",
    "ConditionShift",
    "allowed_actions",
    "condition_rule",
    "condition_rules",
    "feat_shifts",
    "forbidding",
    "speed_after",
]


def condition_rules() -> dict[str, ConditionRule]:
    """Every rule by id (ready, tired, ko, giant, stunned, held, … command)."""
    return default_conditions()


def condition_rule(condition_id: str) -> ConditionRule:
    """The rule of `condition_id` (any case; "KO'ed" and "ko" alike); KeyError if unknown."""
    key = condition_id.strip().casefold()
    rules = condition_rules()
    for rule in rules.values():
        if key in (rule.id, rule.name.casefold()):
            return rule
    raise KeyError(condition_id)


#: Conditions that a figure gains and loses during play (stored on the figure).
TIMED_CONDITIONS = ("stunned", "held", "stuck", "staggered", "confused", "shapeshift", "phased")


def forbidding(conditions: set[str] | frozenset[str], what: str) -> list[str]:
    """The names of `conditions` that forbid `what`, e.g. ["Stunned", "Held"] for "dodge"."""
    rules = condition_rules()
    return [rules[c].name for c in sorted(conditions) if c in rules and rules[c].forbid(what)]


def speed_after(conditions: set[str] | frozenset[str], speed: int) -> int:
    """Speed after conditions: zero wins over half (rounded down)."""
    rules = condition_rules()
    kinds = {rules[c].speed for c in conditions if c in rules}
    if "zero" in kinds:
        return 0
    if "half" in kinds:
        return speed // 2
    return speed


def feat_shifts(conditions: set[str] | frozenset[str], mode: str | None) -> list[tuple[int, str]]:
    """Column shifts the figure's own conditions put on its FEAT (an attack of `mode`)."""
    rules = condition_rules()
    found = []
    for c in sorted(conditions):
        rule = rules.get(c)
        if rule is None:
            continue
        for s in rule.shifts:
            if s.applies_to != "attacks_against" and s.counts_for(mode):
                found.append((s.amount, rule.name))
    return found


def allowed_actions(conditions: set[str] | frozenset[str]) -> tuple[str, ...] | None:
    """The only action kinds its conditions allow (None: no limit)."""
    rules = condition_rules()
    limit: tuple[str, ...] | None = None
    for c in sorted(conditions):
        rule = rules.get(c)
        if rule is not None and rule.actions:
            limit = rule.actions if limit is None else tuple(a for a in limit if a in rule.actions)
    return limit
