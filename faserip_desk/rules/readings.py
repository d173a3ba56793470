"""The app's readings of unclear rules, as data (resources/rules/readings.yaml)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from faserip_desk.data_files import parse_bundled_yaml, read_resource_text


@dataclass(frozen=True)
class Reading:
    """One reading: what the app does where the rules are unclear, and why."""

    id: str
    title: str
    reading: str
    reason: str
    setting: dict[str, Any] = field(default_factory=dict)
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The values a text setting may take (house rules may pick another)."""

    def alternatives(self, key: str) -> tuple[object, ...]:
        """The values of setting `key` other than the one in force: the listed choices,
        or the other truth value of a true/false setting."""
        value = self.setting[key]
        if isinstance(value, bool):
            return (not value,)
        return tuple(c for c in self.choices.get(key, ()) if c != value)


@cache
def default_readings() -> tuple[Reading, ...]:
    """Every bundled reading, in the order of the data file."""
    data = parse_bundled_yaml(read_resource_text("rules", "readings.yaml"))
    return tuple(
        Reading(
            id=str(r["id"]),
            title=str(r["title"]),
            reading=str(r["reading"]),
            reason=str(r["reason"]),
            setting=dict(r.get("setting") or {}),
            choices={str(k): tuple(map(str, v)) for k, v in (r.get("choices") or {}).items()},
        )
        for r in data["readings"]
    )


def reading(reading_id: str) -> Reading:
    """The reading with id `reading_id` (KeyError naming it if there is none)."""
    for r in default_readings():
        if r.id == reading_id:
            return r
    raise KeyError(f"no reading {reading_id!r}")
