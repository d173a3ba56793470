"""The condition text printed on condition cards and the condition reference.

The one source is ``resources/rules/conditions.yaml``, shared with the rules reference and the
game (``faserip_desk.reference.condition_data`` reads its structured fields). Printing needs
only `name`, `kind`, `summary` and `ends`, so `condition_texts()` reads those from the same
file itself (a ``conditions:`` list); point it at the shared loader once that settles. A path
reads another file of the same format.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from faserip_desk.data_files import read_resource_text

KIND_ORDER = ("condition", "state", "readiness", "size")


class ConditionDataError(ValueError):
    """The condition data is missing or not in the expected format."""


@dataclass(frozen=True)
class ConditionText:
    """What a condition or state does and when it ends, as printed."""

    name: str
    kind: str
    summary: str
    ends: str
    id: str = ""


def _from_entries(entries: Any, where: str) -> list[ConditionText]:
    if not isinstance(entries, list):
        raise ConditionDataError(f"{where}: expected a `conditions:` list")
    result = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise ConditionDataError(f"{where}: condition {i + 1} is not a mapping")
        for key in ("name", "summary", "ends"):
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise ConditionDataError(f"{where}: condition {i + 1}: `{key}` is missing")
        result.append(
            ConditionText(
                name=" ".join(entry["name"].split()),
                kind=str(entry.get("kind", "condition")),
                summary=" ".join(entry["summary"].split()),
                ends=" ".join(entry["ends"].split()),
                id=str(entry.get("id", "")),
            )
        )
    return result


def read_condition_file(path: str | os.PathLike[str]) -> list[ConditionText]:
    """The conditions of a ``conditions.yaml``-format file, in file order."""
    where = str(path)
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ConditionDataError(f"{where}: cannot read the condition data ({exc})") from None
    if not isinstance(data, dict):
        raise ConditionDataError(f"{where}: expected a `conditions:` list")
    return _from_entries(data.get("conditions"), where)


def condition_texts(path: str | os.PathLike[str] | None = None) -> list[ConditionText]:
    """Every condition and state to print: the shared bundled data, or the file at `path`."""
    if path is not None:
        return read_condition_file(path)
    where = "resources/rules/conditions.yaml"
    try:
        data = yaml.safe_load(read_resource_text("rules", "conditions.yaml"))
    except (OSError, yaml.YAMLError) as exc:
        raise ConditionDataError(f"{where}: cannot read the condition data ({exc})") from None
    if not isinstance(data, dict):
        raise ConditionDataError(f"{where}: expected a `conditions:` list")
    return _from_entries(data.get("conditions"), where)


def sorted_for_print(conditions: list[ConditionText]) -> list[ConditionText]:
    """Conditions first, then other states, readiness and size; file order within each."""
    rank = {kind: i for i, kind in enumerate(KIND_ORDER)}
    return sorted(conditions, key=lambda c: rank.get(c.kind, len(KIND_ORDER)))
