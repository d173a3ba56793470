"""All the rules data a game uses, in one value, so a group's house rules can replace parts.

`default_rules()` is the bundled data; `RulesData.with_house_rules(mapping)` returns a copy
where the Universal Table columns or the results columns given in `mapping` are replaced
(the house-rules file format comes with the rules-lookup work).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any

from faserip_desk.rules.universal_table import UniversalTable, default_table

if TYPE_CHECKING:
    from faserip_desk.rules.readings import Reading
    from faserip_desk.rules.results import ResultsColumns

# The results columns and the readings are imported where they are used, so a FEAT (which
# needs only the Universal Table) loads neither (issue 17: `faserip-desk feat`, `odds`).

#: The top-level keys of resources/rules/results_columns.yaml that house rules may replace.
RESULTS_KEYS = (
    "attack_columns",
    "column_for_mode",
    "evading",
    "dodging",
    "stun_check",
    "slam_check",
    "kill_check",
)


@dataclass(frozen=True)
class RulesData:
    """The Universal Table, the results columns and the readings in force."""

    table: UniversalTable
    results: ResultsColumns
    readings: tuple[Reading, ...]
    house_rules: tuple[str, ...] = field(default=())
    source: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    """The house rules as read (their `name` and overrides), so a save can carry them."""

    @cached_property
    def _settings(self) -> dict[str, dict[str, Any]]:
        return {r.id: r.setting for r in self.readings}

    def setting(self, reading_id: str, key: str) -> Any:
        """The value of a reading's setting in force (KeyError naming it if none)."""
        try:
            return self._settings[reading_id][key]
        except KeyError:
            raise KeyError(f"no setting {key!r} on reading {reading_id!r}") from None

    def with_house_rules(
        self, overrides: Mapping[str, Any], name: str = "house rules"
    ) -> RulesData:
        """A copy with `universal_table` columns and/or results-column data replaced."""
        changed = self
        notes: list[str] = []
        if "universal_table" in overrides:
            changed = replace(
                changed, table=changed.table.with_columns(overrides["universal_table"])
            )
            notes.append(
                f"{name}: Universal Table columns " + ", ".join(overrides["universal_table"])
            )
        result_keys = set(RESULTS_KEYS) & set(overrides)
        if result_keys:
            from faserip_desk.data_files import parse_bundled_yaml, read_resource_text
            from faserip_desk.rules.results import results_from_mapping

            base = parse_bundled_yaml(read_resource_text("rules", "results_columns.yaml"))
            for key in result_keys:
                if isinstance(base.get(key), dict) and isinstance(overrides[key], Mapping):
                    base[key] = {**base[key], **overrides[key]}
                else:
                    base[key] = overrides[key]
            changed = replace(changed, results=results_from_mapping(base))
            notes.append(f"{name}: results columns " + ", ".join(sorted(result_keys)))
        if "readings" in overrides:
            changed = replace(
                changed, readings=_override_readings(changed.readings, overrides["readings"])
            )
            notes.append(f"{name}: readings " + ", ".join(overrides["readings"]))
        source = {**self.source, **overrides, "name": name}
        return replace(changed, house_rules=self.house_rules + tuple(notes), source=source)


def _override_readings(
    readings: tuple[Reading, ...], overrides: Mapping[str, Any]
) -> tuple[Reading, ...]:
    """The readings with some texts replaced: `{id: {reading: …, reason: …}}`."""
    known = {r.id: r for r in readings}
    if not isinstance(overrides, Mapping):
        raise ValueError("readings: expected a mapping of reading ids to {reading, reason}")
    for rid, change in overrides.items():
        if rid not in known:
            raise ValueError(f"readings: no reading {rid!r}; expected one of " + ", ".join(known))
        if not isinstance(change, Mapping) or not set(change) <= {"reading", "reason", "setting"}:
            raise ValueError(
                f"readings: {rid}: expected `reading` and/or `reason` texts, or a `setting`"
            )
        known[rid] = replace(
            known[rid],
            reading=str(change.get("reading", known[rid].reading)),
            reason=str(change.get("reason", known[rid].reason)),
            setting=_override_setting(known[rid], change.get("setting")),
        )
    return tuple(known.values())


def _override_setting(known: Reading, change: Any) -> dict[str, Any]:
    """A reading's setting with the house rules' values (same keys, same kinds of value,
    one of the reading's choices where it lists them)."""
    rid, setting = known.id, known.setting
    if change is None:
        return setting
    if not setting:
        raise ValueError(f"readings: {rid}: this reading has no setting to change")
    if not isinstance(change, Mapping) or not set(change) <= set(setting):
        raise ValueError(f"readings: {rid}: setting: expected some of " + ", ".join(setting))
    for key, value in change.items():
        if type(value) is not type(setting[key]):
            raise ValueError(
                f"readings: {rid}: setting: {key}: expected a {type(setting[key]).__name__}, "
                f"found {value!r}"
            )
        choices = known.choices.get(key)
        if choices and value not in choices:
            raise ValueError(
                f"readings: {rid}: setting: {key}: expected one of "
                + ", ".join(choices)
                + f", found {value!r}"
            )
    return {**setting, **change}


_in_force: RulesData | None = None


def rules_in_force() -> RulesData:
    """The rules data every computation uses unless told otherwise: house rules or defaults."""
    return _in_force or default_rules()


def table_in_force() -> UniversalTable:
    """The Universal Table in force: `rules_in_force().table`, without building the rest
    of the bundled rules data when no house rules are in force."""
    return _in_force.table if _in_force is not None else default_table()


def use_rules(rules: RulesData | None) -> None:
    """Put `rules` in force for this process (None: back to the bundled defaults)."""
    global _in_force
    _in_force = rules


@cache
def default_rules() -> RulesData:
    """The bundled rules data, with no house rules."""
    from faserip_desk.rules.readings import default_readings
    from faserip_desk.rules.results import default_results

    return RulesData(default_table(), default_results(), default_readings())
