"""Readiness, size, conditions and other states as DATA: what each forbids, the column
shifts and Speed change it brings, when it ends, with a one-sentence summary.

Read from `resources/rules/conditions.yaml`, the one place the attack steps, the board
adapter, the UI and the rules reference all take these facts from.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field

from faserip_desk.data_files import read_resource_text

Expires = Literal[
    "end_of_activation",
    "end_of_next_activation",
    "start_of_next_activation",
    "start_of_next_page",
    "end_of_page",
    "healed",
    "object_gone",
    "leaves_cause",
    "never",
    "per_effect",
]


class ConditionShift(BaseModel):
    """A column shift a condition brings: on all FEATs, its attacks, or attacks against it."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    applies_to: Literal["all_feats", "attacks", "attacks_against"]
    modes: tuple[str, ...] = ()
    amount: int

    def counts_for(self, mode: str | None) -> bool:
        """True when the shift counts for an attack of `mode` (None: any FEAT)."""
        if self.applies_to == "all_feats":
            return True
        return mode is not None and (not self.modes or mode in self.modes)


class ConditionRule(BaseModel):
    """The facts of one readiness level, size, condition or state."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str
    name: str
    kind: Literal["readiness", "size", "condition", "state"]
    summary: str
    ends: str
    expires: Expires
    actions: tuple[str, ...] | None = None
    forbids: tuple[str, ...] = Field(default=())
    shifts: tuple[ConditionShift, ...] = Field(default=())
    speed: Literal["normal", "half", "zero"] = "normal"
    reading: str | None = None

    def forbid(self, what: str) -> bool:
        """True when the condition forbids `what` (e.g. "dodge", "charge")."""
        return what in self.forbids


class _File(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    conditions: tuple[ConditionRule, ...]


@cache
def condition_rules() -> dict[str, ConditionRule]:
    """Every rule by id (ready, tired, ko, giant, stunned, held, … command)."""
    raw = yaml.safe_load(read_resource_text("rules", "conditions.yaml"))
    for entry in raw.get("conditions", []):
        # `applies_to` (older copies wrote `on`, which YAML 1.1 reads as True).
        entry["shifts"] = [
            {("applies_to" if k in (True, "on") else k): v for k, v in s.items()}
            for s in entry.get("shifts") or []
        ]
        entry["forbids"] = entry.get("forbids") or []
    data = _File.model_validate(raw)
    return {c.id: c for c in data.conditions}


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
        if rule is not None and rule.actions is not None:
            limit = rule.actions if limit is None else tuple(a for a in limit if a in rule.actions)
    return limit
