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
from typing import TYPE_CHECKING, Any

from faserip_desk.rules.rules_data import RESULTS_KEYS, RulesData, default_rules
from faserip_desk.rules.universal_table import TableError

if TYPE_CHECKING:
    from pathlib import Path

HOUSE_RULES_FILE = "house-rules.yaml"
ENV_VAR = "FASERIP_DESK_HOUSE_RULES"
KEYS = ("name", "universal_table", *RESULTS_KEYS, "readings")


class HouseRulesError(ValueError):
    """A house-rules file that cannot be used; the message names the file and the problem."""


def house_rules_from_mapping(data: Any, where: str, base: RulesData | None = None) -> RulesData:
    """The rules data with the overrides in `data` (read from `where`) applied to `base`."""
    if not isinstance(data, Mapping):
        found = "nothing" if data is None else type(data).__name__
        raise HouseRulesError(f"{where}: expected a mapping of house rules, found {found}")
    unknown = [str(k) for k in data if k not in KEYS]
    if unknown:
        raise HouseRulesError(
            f"{where}: unknown key {', '.join(unknown)[:200]}; expected some of {', '.join(KEYS)}"
        )
    from pathlib import Path

    name = str(data.get("name") or Path(where).stem)
    overrides = {k: v for k, v in data.items() if k != "name"}
    from faserip_desk.rules.results import ResultsDataError  # not needed to find no file

    try:
        return (base or default_rules()).with_house_rules(overrides, name=name)
    except (
        TableError,
        ResultsDataError,
        ValueError,
        TypeError,
        AttributeError,
        KeyError,
        OverflowError,
        RecursionError,
    ) as exc:
        raise HouseRulesError(f"{where}: {str(exc)[:300]}") from None


def load_house_rules(path: str | os.PathLike[str]) -> RulesData:
    """The bundled rules data with the house rules of the file at `path` applied."""
    from faserip_desk.safe_read import FileReadError  # only when there is such a file
    from faserip_desk.safe_yaml import read_yaml  # PyYAML too

    where = str(path)
    try:
        data = read_yaml(path, "house rules")
    except FileReadError as exc:
        raise HouseRulesError(str(exc)) from None
    return house_rules_from_mapping(data, where)


def house_rules_path(explicit: str | None, user_data_dir: str | os.PathLike[str]) -> Path | None:
    """The house-rules file to use: `explicit`, else the environment, else the user's file.

    An empty FASERIP_DESK_HOUSE_RULES turns house rules off. (Finding none loads no
    pathlib: `faserip-desk feat` does not need it.)
    """
    env = os.environ.get(ENV_VAR)
    if not explicit and env is not None and not env.strip():
        return None
    if explicit or env is not None:
        from pathlib import Path

        return Path(explicit or env or "")
    default = os.path.join(user_data_dir, HOUSE_RULES_FILE)
    if not os.path.lexists(default):
        return None
    from pathlib import Path

    return Path(default)


def is_users_default(path: Path, user_data_dir: str | os.PathLike[str]) -> bool:
    """True when `path` is the user's own ``house-rules.yaml`` (not named on the command line
    or in the environment): a problem with it is a warning, not an error."""
    from pathlib import Path

    default = Path(user_data_dir) / HOUSE_RULES_FILE
    return path == default and os.environ.get(ENV_VAR) is None
