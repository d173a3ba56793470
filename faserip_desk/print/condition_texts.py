"""The condition text printed on condition cards and the condition reference.

The one source is ``resources/rules/conditions.yaml``, read by
``faserip_desk.rules.condition_data`` for the game, the rules reference and these cards
alike; a path reads another file of the same format (``faserip-desk print conditions
--conditions FILE``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import yaml

from faserip_desk.rules.condition_data import (
    ConditionDataError,
    ConditionRule,
    condition_from_mapping,
    default_conditions,
)

__all__ = ["ConditionDataError", "ConditionText", "condition_texts", "read_condition_file"]

KIND_ORDER = ("condition", "state", "readiness", "size")


@dataclass(frozen=True)
class ConditionText:
    """What a condition or state does and when it ends, as printed."""

    name: str
    kind: str
    summary: str
    ends: str
    id: str = ""


def _texts(rules: Iterable[ConditionRule]) -> list[ConditionText]:
    return [ConditionText(r.name, r.kind, r.summary, r.ends, r.id) for r in rules]


def read_condition_file(path: str | os.PathLike[str]) -> list[ConditionText]:
    """The conditions of a ``conditions.yaml``-format file, in file order."""
    where = str(path)
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ConditionDataError(f"{where}: cannot read the condition data ({exc})") from None
    entries = data.get("conditions") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise ConditionDataError(f"{where}: expected a `conditions:` list of mappings")
    return _texts(condition_from_mapping(entry, where) for entry in entries)


def condition_texts(path: str | os.PathLike[str] | None = None) -> list[ConditionText]:
    """Every condition and state to print: the shared bundled data, or the file at `path`."""
    if path is not None:
        return read_condition_file(path)
    return _texts(default_conditions().values())


def sorted_for_print(conditions: list[ConditionText]) -> list[ConditionText]:
    """Conditions first, then other states, readiness and size; file order within each."""
    rank = {kind: i for i, kind in enumerate(KIND_ORDER)}
    return sorted(conditions, key=lambda c: rank.get(c.kind, len(KIND_ORDER)))
