"""Which topics a group's house rules change, and how to say so.

A topic depends on parts of the rules data through its directives (`{{table:universal}}`
shows the Universal Table, `{{reading:halves}}` a reading) and through the optional
`rules_data:` list in its front matter (for topics that talk about a table without showing
it). A part that differs from the bundled rules data marks every topic that depends on it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from faserip_desk.reference.directives import DIRECTIVE, rules_keys
from faserip_desk.reference.model import Topic
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.rules_data import RulesData, default_rules

_RESULT_FIELDS = (
    ("attack_columns", "attack", "the attack results columns"),
    ("column_for_mode", "column_for_mode", "which column each attack mode uses"),
    ("evading", "evading", "the Evading column"),
    ("dodging", "dodging", "the Dodging column"),
    ("stun_check", "stun_check", "the Stun? check"),
    ("slam_check", "slam_check", "the Slam? check"),
    ("kill_check", "kill_check", "the Kill? check"),
)


def _table_changes(rules: RulesData, base: RulesData) -> str:
    changed = []
    for rank in Rank:
        new, old = rules.table.columns[rank], base.table.columns[rank]
        if new != old:
            changed.append(
                f"{rank.full_name} (Green {new.green}+, Yellow {new.yellow}+, Red {new.red}+; "
                f"bundled {old.green}+, {old.yellow}+, {old.red}+)"
            )
    return "the Universal Table columns " + "; ".join(changed) if changed else ""


def changed_rules(rules: RulesData, base: RulesData | None = None) -> dict[str, str]:
    """The parts of `rules` that differ from `base` (the bundled data), with a description.

    Keys: "universal_table", the results-column keys ("attack_columns", "dodging" …),
    "reading:ID" for each changed or added reading, and "readings" when any reading changed.
    """
    base = base or default_rules()
    changes: dict[str, str] = {}
    table = _table_changes(rules, base)
    if table:
        changes["universal_table"] = table
    for key, attribute, label in _RESULT_FIELDS:
        if getattr(rules.results, attribute) != getattr(base.results, attribute):
            changes[key] = label
    old_readings = {r.id: r for r in base.readings}
    for r in rules.readings:
        if old_readings.get(r.id) != r:
            changes[f"reading:{r.id}"] = f"the reading {r.title!r}"
    if any(k.startswith("reading:") for k in changes):
        changes["readings"] = "the app's readings"
    return changes


def topic_rules_keys(topic: Topic) -> tuple[str, ...]:
    """The parts of the rules data `topic` shows or depends on."""
    keys: list[str] = list(topic.rules_data)
    for match in DIRECTIVE.finditer(topic.body):
        keys += rules_keys(match.group(1), match.group(2))
    return tuple(dict.fromkeys(keys))


def house_rule_marks(topics: Iterable[Topic], rules: RulesData) -> dict[str, tuple[str, ...]]:
    """For each topic a house rule touches: the notes to show on it (other topics: absent)."""
    changes = changed_rules(rules)
    if not changes:
        return {}
    names = ", ".join(rules.house_rules) if rules.house_rules else "house rules"
    marks: dict[str, tuple[str, ...]] = {}
    for topic in topics:
        notes = [f"{changes[key]} ({names})" for key in topic_rules_keys(topic) if key in changes]
        if notes:
            marks[topic.id] = tuple(dict.fromkeys(notes))
    return marks


def banner(notes: Iterable[str]) -> str:
    """The marked paragraph that opens a topic a house rule changes."""
    return "> **House rule in force.** This page shows " + "; ".join(notes) + "."


def marked_topic_ids(marks: Mapping[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The ids of the marked topics, sorted (for lists and tests)."""
    return tuple(sorted(marks))
