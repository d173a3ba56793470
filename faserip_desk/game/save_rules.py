"""The house rules a save was made under (issue 18): written into the save, put back in
force when it is opened, with a notice when they differ from the ones in force before, so
a replay gives the same game (rules: the app readings; house rules change them)."""

from __future__ import annotations

import json
from typing import Any

from faserip_desk.rules.house_rules import HouseRulesError, house_rules_from_mapping
from faserip_desk.rules.rules_data import RulesData, rules_in_force, use_rules


def rules_record() -> dict[str, Any] | None:
    """The house rules in force as the save stores them (None: the bundled rules)."""
    source = rules_in_force().source
    return dict(source) if source else None


def _label(record: dict[str, Any] | None) -> str:
    return f"house rules {record.get('name', '?')!r}" if record else "the bundled rules"


def saved_rules(data: Any, name: str) -> RulesData | None:
    """The house rules recorded in a save's `house_rules` (None: none recorded); an
    unusable record raises HouseRulesError naming the save."""
    if data is None:
        return None
    return house_rules_from_mapping(data, f"{name}: house_rules")


def put_saved_rules_in_force(data: Any, name: str) -> list[str]:
    """Put the save's house rules in force (the bundled rules when it recorded none) and
    return the notice to show when they differ from those in force until now."""
    before = rules_record()
    rules = saved_rules(data, name)
    after = None if rules is None else dict(rules.source)
    same = json.dumps(before, sort_keys=True, default=str) == json.dumps(
        after, sort_keys=True, default=str
    )
    use_rules(rules)
    if same:
        return []
    return [
        f"{name} was saved under {_label(after)}; they are in force for this game "
        f"(not {_label(before)}, in force until it was opened)"
    ]


__all__ = ["HouseRulesError", "put_saved_rules_in_force", "rules_record", "saved_rules"]
