"""A group's house-rules file: which parts of the rules data it replaces.

A house-rules file is YAML with an optional `name` and any of: `universal_table`
(columns by rank name, each {green, yellow, red}), the results-column keys of
`resources/rules/results_columns.yaml` (`attack_columns`, `column_for_mode`, `evading`,
`dodging`, `stun_check`, `slam_check`, `kill_check`) and `readings` (by reading id, new
`reading` and/or `reason` texts). Everything it does not name stays as bundled.

The app looks for `house-rules.yaml` in the user data folder, or the file named by
`--house-rules` or the FASERIP_DESK_HOUSE_RULES variable.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from faserip_desk.rules.results import ResultsDataError
from faserip_desk.rules.rules_data import RESULTS_KEYS, RulesData, default_rules
from faserip_desk.rules.universal_table import TableError

HOUSE_RULES_FILE = "house-rules.yaml"
ENV_VAR = "FASERIP_DESK_HOUSE_RULES"
KEYS = ("name", "universal_table", *RESULTS_KEYS, "readings")


class HouseRulesError(ValueError):
    """A house-rules file that cannot be used; the message names the file and the problem."""


def house_rules_from_mapping(data: Any, where: str, base: RulesData | None = None) -> RulesData:
    """The rules data with the overrides in `data` (read from `where`) applied to `base`."""
    if not isinstance(data, Mapping):
        raise HouseRulesError(f"{where}: expected a mapping of house rules, found {data!r}")
    unknown = [str(k) for k in data if k not in KEYS]
    if unknown:
        raise HouseRulesError(
            f"{where}: unknown key {', '.join(unknown)}; expected some of {', '.join(KEYS)}"
        )
    name = str(data.get("name") or Path(where).stem)
    overrides = {k: v for k, v in data.items() if k != "name"}
    try:
        return (base or default_rules()).with_house_rules(overrides, name=name)
    except (TableError, ResultsDataError, ValueError, TypeError, AttributeError) as exc:
        raise HouseRulesError(f"{where}: {exc}") from None


def load_house_rules(path: str | os.PathLike[str]) -> RulesData:
    """The bundled rules data with the house rules of the file at `path` applied."""
    where = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise HouseRulesError(f"{where}: cannot read the file: {exc.strerror or exc}") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "cannot be read"
        raise HouseRulesError(f"{where}{line}: not valid YAML ({problem})") from None
    return house_rules_from_mapping(data, where)


def house_rules_path(explicit: str | None, user_data_dir: Path) -> Path | None:
    """The house-rules file to use: `explicit`, else the environment, else the user's file.

    An empty FASERIP_DESK_HOUSE_RULES turns house rules off.
    """
    if explicit:
        return Path(explicit)
    env = os.environ.get(ENV_VAR)
    if env is not None:
        return Path(env) if env.strip() else None
    default = user_data_dir / HOUSE_RULES_FILE
    return default if default.is_file() else None
