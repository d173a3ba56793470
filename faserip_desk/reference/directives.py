"""`{{kind:argument}}` directives in topics: text pulled from data at render time.

- `{{condition:ID}}`: what the condition does and when it ends (resources/rules/conditions.yaml)
- `{{glance:ID}}`: the condition's structured effects in one line ("actions: Move only; no Evade")
- `{{reading:ID}}`: a marked "The app's reading" paragraph with its reason (RulesData.readings)
- `{{forbidden:WHAT}}`: the states that forbid WHAT (a `forbids` key), e.g. `{{forbidden:evade}}`
- `{{table:NAME}}`: universal, ranks, results, checks, evading, dodging, game-levels, renown,
  karma, readings
"""

from __future__ import annotations

import re
from collections.abc import Callable

from faserip_desk.reference import tables
from faserip_desk.reference.model import ReferenceError
from faserip_desk.rules.condition_data import FORBIDDABLE, ConditionRule, default_conditions
from faserip_desk.rules.readings import default_readings
from faserip_desk.rules.rules_data import RulesData

DIRECTIVE = re.compile(r"\{\{\s*([a-z]+)\s*:\s*([a-z0-9_-]+)\s*\}\}")

_TABLES: dict[str, Callable[[RulesData], str]] = {
    "universal": tables.universal_table,
    "ranks": lambda _rules: tables.ranks_table(),
    "results": tables.results_table,
    "checks": tables.checks_table,
    "evading": tables.evading_table,
    "dodging": tables.dodging_table,
    "game-levels": lambda _rules: tables.game_levels_table(),
    "renown": lambda _rules: tables.renown_table(),
    "karma": lambda _rules: tables.karma_table(),
    "readings": tables.readings_list,
}

_TABLE_KEYS: dict[str, tuple[str, ...]] = {
    "universal": ("universal_table",),
    "results": ("attack_columns", "column_for_mode"),
    "checks": ("stun_check", "slam_check", "kill_check"),
    "evading": ("evading",),
    "dodging": ("dodging",),
    "readings": ("readings",),
}

_FORBIDS = {
    "activation": "cannot be activated",
    "attacks_of_opportunity": "no attacks of opportunity",
    "evade": "no Evade",
    "dodge": "no Dodge",
    "charge": "no Charge",
    "flight": "loses Flight",
    "grapple": "no Grappling",
    "shooting": "no Shooting attacks",
    "magical": "no Magical attacks",
    "block": "no Block",
    "pick_up": "cannot pick up an Object",
    "carry": "cannot carry an Object",
    "advance_plots": "cannot advance Plots",
    "target_non_phased": "cannot target figures that are not Phased",
    "gain_obscured": "never Obscured",
    "ko_victory_points": "worth no Victory Points when KO'ed",
}
_SPEED = {"half": "Speed halved (rounded down)", "zero": "Speed 0"}


def forbid_label(key: str) -> str:
    """A few words for one `forbids` entry of the conditions data."""
    return _FORBIDS.get(key, key.replace("_", " "))


def _shift_text(amount: int, on: str, modes: tuple[str, ...]) -> str:
    sign = "+" if amount > 0 else "−"
    what = " and ".join(m.capitalize() for m in modes) or "all"
    if on == "all_feats":
        return f"{sign}{abs(amount)}CS on all its FEATs"
    if on == "attacks":
        return f"{sign}{abs(amount)}CS on its {what} attacks"
    return f"{sign}{abs(amount)}CS on {what} attacks against it"


def at_a_glance(condition: ConditionRule) -> str:
    """The structured part of a condition in one line ("" when it has none)."""
    parts: list[str] = []
    if condition.actions:
        parts.append("actions: " + ", ".join(a.capitalize() for a in condition.actions) + " only")
    parts += [forbid_label(f) for f in condition.forbids]
    parts += [_shift_text(s.amount, s.applies_to, s.modes) for s in condition.shifts]
    if condition.speed in _SPEED:
        parts.append(_SPEED[condition.speed])
    return "; ".join(parts)


def condition_block(condition: ConditionRule) -> str:
    """The Markdown a `{{condition:ID}}` directive becomes."""
    lines = [
        f"**What it does.** {condition.summary}",
        "",
        f"**When it ends.** {condition.ends}",
    ]
    glance = at_a_glance(condition)
    if glance:
        lines += ["", f"**At a glance:** {glance}."]
    return "\n".join(lines)


def reading_block(reading_id: str, rules: RulesData) -> str:
    """The marked paragraph a `{{reading:ID}}` directive becomes."""
    for r in rules.readings:
        if r.id == reading_id:
            return f"> **The app's reading: {r.title}.** {r.reading} *Why:* {r.reason}"
    raise ReferenceError(f"no reading {reading_id!r} in the rules data in force")


def rules_keys(kind: str, argument: str) -> tuple[str, ...]:
    """The parts of RulesData a directive shows (used to mark house rules)."""
    if kind == "reading":
        return (f"reading:{argument}",)
    if kind == "table":
        return _TABLE_KEYS.get(argument, ())
    return ()


def forbidden_list(key: str) -> str:
    """The names of every state whose data forbids `key`, as "Tired, Stunned or Held"."""
    names = [c.name for c in default_conditions().values() if key in c.forbids]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " or " + names[-1]


def check_directive(kind: str, argument: str) -> str:
    """An empty string when the directive can be expanded, else what is wrong with it."""
    if kind == "forbidden":
        return "" if argument in FORBIDDABLE else f"unknown forbids key {argument!r}"
    if kind in ("condition", "glance"):
        return "" if argument in default_conditions() else f"unknown condition {argument!r}"
    if kind == "table":
        return "" if argument in _TABLES else f"unknown table {argument!r}"
    if kind == "reading":
        known = {r.id for r in default_readings()}
        return "" if argument in known else f"unknown reading {argument!r}"
    return (
        f"unknown directive kind {kind!r} (expected condition, glance, forbidden, reading or table)"
    )


def expand(text: str, rules: RulesData) -> str:
    """Replace every directive in `text` with the Markdown it stands for."""

    def one(match: re.Match[str]) -> str:
        kind, argument = match.group(1), match.group(2)
        problem = check_directive(kind, argument)
        if problem:
            raise ReferenceError(problem)
        if kind == "condition":
            return condition_block(default_conditions()[argument])
        if kind == "glance":
            return at_a_glance(default_conditions()[argument])
        if kind == "reading":
            return reading_block(argument, rules)
        if kind == "forbidden":
            return forbidden_list(argument)
        return _TABLES[argument](rules)

    return DIRECTIVE.sub(one, text)
