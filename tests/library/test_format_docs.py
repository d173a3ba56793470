"""Issue 19 item 11: docs/formats.md lists what the loaders accept, generated from the code so it
cannot drift, and docs/schemas/ holds a JSON Schema of every file kind, generated from the
loaders' models, that the bundled files pass."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from faserip_desk.board.map_model import Elevation
from faserip_desk.library.format_docs import (
    BEGIN,
    END,
    json_schemas,
    schema_text,
    vocabulary_markdown,
)
from faserip_desk.library.vocabulary import HIT_CONDITIONS
from faserip_desk.rules.damage_types import DamageType
from faserip_desk.rules.game_levels import game_levels
from faserip_desk.rules.house_rules import HouseRulesError, load_house_rules
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.renown import Renown

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "docs" / "schemas"
FORMATS = ROOT / "docs" / "formats.md"
BUNDLED = {
    "folio": "folios/*/*.folio.yaml",
    "errata": "folios/errata/*.errata.yaml",
    "map": "folios/maps/*.map.yaml",
    "team": "folios/teams/*.team.yaml",
    "setup": "folios/setups/*.setup.yaml",
}
REGENERATE = "run `python -m faserip_desk.library.format_docs` and commit the result"


def _generated_part(text: str) -> str:
    return BEGIN + text.split(BEGIN, 1)[1].split(END, 1)[0] + END + "\n"


def test_committed_schemas_are_the_generated_ones() -> None:
    generated = json_schemas()
    committed = {p.name: p.read_text(encoding="utf-8") for p in SCHEMAS.glob("*.json")}
    assert set(committed) == set(generated), REGENERATE
    stale = [name for name, schema in generated.items() if committed[name] != schema_text(schema)]
    assert stale == [], REGENERATE


def test_formats_md_holds_the_generated_lists() -> None:
    text = FORMATS.read_text(encoding="utf-8")
    assert BEGIN in text and END in text, REGENERATE
    assert _generated_part(text) == vocabulary_markdown(ROOT / "folios" / "maps"), REGENERATE


def test_the_lists_name_every_value_the_code_accepts() -> None:
    lists = _generated_part(FORMATS.read_text(encoding="utf-8"))
    expected = (
        [f"`{t}`" for t in DamageType]
        + [f"`{level.name}`" for level in game_levels()]
        + [f"`{e.value}`" for e in Elevation]
        + [f"`{c}`" for c in HIT_CONDITIONS]
        + [f"| `{r.full_name}` | `{r.short}` | {r.number} |" for r in Rank]
        + [f"`{r.title}`" for r in Renown]
        + ["`north`", "`south`", "map_side"]
    )
    assert [e for e in expected if e not in lists] == []


def _enum(schema: dict[str, Any]) -> list[str]:
    return next(part["enum"] for part in schema["anyOf"] if "enum" in part)


def test_renown_rank_and_condition_fields_are_enums_not_empty() -> None:
    folio = json_schemas()["folio.schema.json"]["$defs"]
    assert _enum(folio["FigureFolio"]["properties"]["renown"]) == [r.title for r in Renown]
    fighting = folio["Abilities"]["properties"]["fighting"]
    assert {"Remarkable", "Rm", "Shift 0"} <= set(_enum(fighting))
    on_hit = folio["OnHit"]["properties"]["condition"]["anyOf"][0]
    assert sorted(_enum(on_hit)) == sorted(c.value for c in HIT_CONDITIONS)
    assert _enum(folio["GameObject"]["properties"]["material"])[0] == "Shift 0"


def _as_text(value: Any) -> Any:
    """YAML data as an editor sees it: dates stay the text they were written as."""
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _as_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_as_text(v) for v in value]
    return value


@pytest.mark.parametrize("kind", sorted(BUNDLED))
def test_every_bundled_file_passes_its_schema(kind: str) -> None:
    schema = json.loads((SCHEMAS / f"{kind}.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    checked, problems = 0, []
    for path in sorted(ROOT.glob(BUNDLED[kind])):
        for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            if doc is None:
                continue
            checked += 1
            problems += [f"{path.name}: {e.message}" for e in validator.iter_errors(_as_text(doc))]
    assert checked and problems == []


def test_schema_accepts_any_letter_case_like_the_loader() -> None:
    schema = json_schemas()["folio.schema.json"]
    validator = jsonschema.Draft202012Validator(schema["$defs"]["Abilities"])
    ranks = {a: "rEmArKaBlE" for a in ("fighting", "agility", "strength", "endurance")}
    ranks |= {"reason": "good", "intuition": "GD", "psyche": "shift 0"}
    assert list(validator.iter_errors(ranks)) == []
    assert list(validator.iter_errors({**ranks, "psyche": "Superb"}))


def test_house_rules_schema_agrees_with_the_loader(tmp_path: Path) -> None:
    validator = jsonschema.Draft202012Validator(json_schemas()["house-rules.schema.json"])
    good = {
        "name": "Club table",
        "universal_table": {"Remarkable": {"green": 30, "yellow": 60, "red": 90}},
        "readings": {"halves": {"reading": "Halves round up.", "reason": "We like it."}},
    }
    bad = {"universal_tabel": {}}
    for data, accepted in ((good, True), (bad, False)):
        path = tmp_path / "house-rules.yaml"
        path.write_text(yaml.safe_dump(data), encoding="utf-8")
        try:
            load_house_rules(path)
            loads = True
        except HouseRulesError:
            loads = False
        assert loads is accepted
        assert (list(validator.iter_errors(data)) == []) is accepted
