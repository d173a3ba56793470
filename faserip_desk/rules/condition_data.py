"""The conditions data (`resources/rules/conditions.yaml`): what each state does and when it ends.

That file is the single source of a condition's text: the game engine reads its structured
fields (forbids, shifts, speed, expires) and the reference shows its `summary` and `ends`
through the `{{condition:ID}}` directive, and the printed condition cards print the same
`summary` and `ends`, so none of them can disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from faserip_desk.data_files import parse_bundled_yaml, read_resource_text

KINDS = ("readiness", "size", "condition", "state")
SPEEDS = ("normal", "half", "zero")
EXPIRIES = (
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
)
FORBIDDABLE = (
    "activation",
    "attacks_of_opportunity",
    "evade",
    "dodge",
    "charge",
    "flight",
    "grapple",
    "shooting",
    "magical",
    "block",
    "pick_up",
    "carry",
    "advance_plots",
    "target_non_phased",
    "gain_obscured",
    "ko_victory_points",
)
SHIFT_TARGETS = ("all_feats", "attacks", "attacks_against")


class ConditionDataError(ValueError):
    """ConditionRule data that is incomplete or uses unknown words; names the file."""


_WHERE = "resources/rules/conditions.yaml"


@dataclass(frozen=True)
class ConditionShift:
    """A column shift a condition brings: on all FEATs, on its attacks, or on attacks at it."""

    applies_to: str
    amount: int
    modes: tuple[str, ...] = ()

    def counts_for(self, mode: str | None) -> bool:
        """True when the shift counts for an attack of `mode` (None: any FEAT)."""
        if self.applies_to == "all_feats":
            return True
        return mode is not None and (not self.modes or mode in self.modes)


@dataclass(frozen=True)
class ConditionRule:
    """One readiness, size, condition or other state of a figure."""

    id: str
    name: str
    kind: str
    summary: str
    ends: str
    expires: str
    forbids: tuple[str, ...] = ()
    shifts: tuple[ConditionShift, ...] = ()
    speed: str = "normal"
    actions: tuple[str, ...] = ()  # the only action kinds allowed; empty: no limit
    reading: str = ""

    def forbid(self, what: str) -> bool:
        """True when the condition forbids `what` (e.g. "dodge", "charge")."""
        return what in self.forbids


def _choice(
    entry: dict[str, Any], key: str, allowed: tuple[str, ...], cid: str, where: str = _WHERE
) -> str:
    value = str(entry.get(key, allowed[0]))
    if value not in allowed:
        raise ConditionDataError(
            f"{where}: condition {cid!r}: `{key}` is {value!r}; expected one of "
            + ", ".join(allowed)
        )
    return value


def _shift(value: Any, cid: str, where: str = _WHERE) -> ConditionShift:
    if not isinstance(value, dict) or value.get("applies_to") not in SHIFT_TARGETS:
        raise ConditionDataError(
            f"{where}: condition {cid!r}: each shift needs `applies_to` (one of "
            f"{', '.join(SHIFT_TARGETS)}) and `amount`, found {value!r}"
        )
    return ConditionShift(
        applies_to=str(value["applies_to"]),
        amount=int(value["amount"]),
        modes=tuple(str(m) for m in value.get("modes") or ()),
    )


def condition_from_mapping(entry: dict[str, Any], where: str = _WHERE) -> ConditionRule:
    """Build one condition from its YAML mapping, checking every field; errors name `where`."""
    cid = str(entry.get("id", ""))
    for key in ("id", "name", "summary", "ends"):
        if not isinstance(entry.get(key), str) or not entry[key].strip():
            raise ConditionDataError(f"{where}: condition {cid or entry!r}: `{key}` is missing")
    forbids = tuple(str(f) for f in entry.get("forbids") or ())
    unknown = [f for f in forbids if f not in FORBIDDABLE]
    if unknown:
        raise ConditionDataError(
            f"{where}: condition {cid!r}: unknown `forbids` {', '.join(unknown)}; "
            "expected some of " + ", ".join(FORBIDDABLE)
        )
    return ConditionRule(
        id=cid,
        name=str(entry["name"]),
        kind=_choice(entry, "kind", KINDS, cid, where),
        summary=" ".join(str(entry["summary"]).split()),
        ends=" ".join(str(entry["ends"]).split()),
        expires=_choice(entry, "expires", EXPIRIES, cid, where),
        forbids=forbids,
        shifts=tuple(_shift(s, cid, where) for s in entry.get("shifts") or ()),
        speed=_choice(entry, "speed", SPEEDS, cid, where),
        actions=tuple(str(a) for a in entry.get("actions") or ()),
        reading=str(entry.get("reading") or ""),
    )


@cache
def default_conditions() -> dict[str, ConditionRule]:
    """Every condition in the bundled data, by id, in file order."""
    data = parse_bundled_yaml(read_resource_text("rules", "conditions.yaml"))
    if not isinstance(data, dict) or not isinstance(data.get("conditions"), list):
        raise ConditionDataError(f"{_WHERE}: expected a `conditions:` list")
    result: dict[str, ConditionRule] = {}
    for entry in data["conditions"]:
        condition = condition_from_mapping(entry)
        if condition.id in result:
            raise ConditionDataError(f"{_WHERE}: condition {condition.id!r} appears twice")
        result[condition.id] = condition
    return result
