"""Issue 19 item 11: every `--json` output has the shape docs/formats.md shows for it, and a
`"format"` version."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from faserip_desk.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "data" / "board" / "examples"
FORMATS = ROOT / "docs" / "formats.md"
_BLOCK = re.compile(r"^### `faserip-desk ([^`]+)`.*?\n```json\n(.*?)\n```", re.M | re.S)

COMMANDS: dict[str, list[str]] = {
    "feat RANK ROLL --json": [
        "feat",
        "Remarkable",
        "55",
        "--cs",
        "-1:Staggered",
        "--column",
        "brawling",
        "--json",
    ],
    "odds RANK --json": ["odds", "Remarkable", "--json"],
    "los|loe SETUP A B --json": [
        "los",
        str(EXAMPLES / "los-2.setup.yaml"),
        "Beast",
        "Electro",
        "--json",
    ],
    "adjacent SETUP A B --json": [
        "adjacent",
        str(EXAMPLES / "los-4.setup.yaml"),
        "Doctor Octopus",
        "Beast",
        "--json",
    ],
    "reach SETUP FIGURE --json": [
        "reach",
        str(EXAMPLES / "what-if-3.setup.yaml"),
        "Rhino",
        "--json",
    ],
    "charge SETUP CHARGER TARGET --json": [
        "charge",
        str(EXAMPLES / "design-charge.setup.yaml"),
        "Rhino",
        "Luke Cage",
        "--json",
    ],
    "attack SETUP ATTACKER TARGET --json": [
        "attack",
        str(EXAMPLES / "design-charge.setup.yaml"),
        "Rhino",
        "Luke Cage",
        "--json",
    ],
    "library --json": ["library", "--json"],
    "area SETUP ATTACKER [CENTRE] --json": [
        "area",
        str(ROOT / "tests" / "data" / "game" / "area" / "area.setup.yaml"),
        "Test Blaster",
        "Cyclops",
        "--folio",
        str(ROOT / "tests/data/game/area/library/figures/area-test.folio.yaml"),
        "--json",
    ],
    "special SETUP FIGURE SPECIAL --json": [
        "special",
        str(ROOT / "tests" / "data" / "game" / "specials" / "folio_rules.setup.yaml"),
        "Beast",
        "Eureka!",
        "--json",
    ],
    "rules QUESTION --json": ["rules", "--json", "how long does staggered last"],
    "rules --show TOPIC --json": ["rules", "--show", "held", "--json"],
    "rules --json": ["rules", "--json"],
}


def _documented() -> dict[str, Any]:
    text = FORMATS.read_text(encoding="utf-8")
    return {m.group(1): json.loads(m.group(2)) for m in _BLOCK.finditer(text)}


def _shape(value: Any) -> Any:
    """Keys, recursively (a list by its first entry); other values by their JSON kind."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(value[0])] if value else []
    return None


def _undocumented(actual: Any, documented: Any, where: str = "") -> list[str]:
    if isinstance(actual, dict):
        if not isinstance(documented, dict):
            return [where or "(top)"]
        found = []
        for key, value in actual.items():
            if key not in documented:
                found.append(f"{where}.{key}" if where else key)
            else:
                found += _undocumented(value, documented[key], f"{where}.{key}".lstrip("."))
        return found
    if isinstance(actual, list) and actual and documented:
        return _undocumented(actual[0], documented[0], where + "[]")
    return []


def test_every_json_command_is_documented() -> None:
    assert set(_documented()) == set(COMMANDS)


@pytest.mark.parametrize("usage", sorted(COMMANDS))
def test_output_has_the_documented_shape(capsys: pytest.CaptureFixture[str], usage: str) -> None:
    argv = COMMANDS[usage]
    assert main(argv) == 0
    actual = json.loads(capsys.readouterr().out)
    documented = _shape(_documented()[usage])
    assert _undocumented(_shape(actual), documented) == []
    assert actual["format"] == 1
    assert next(iter(actual)) == "format"
    assert set(documented) <= set(actual)  # nothing documented that the command never gives
