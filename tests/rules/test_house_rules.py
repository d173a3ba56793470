"""House rules: a group's file replaces parts of the rules data; computations and the
reference both follow it (issue: rules lookup, house rules)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from faserip_desk.cli import main
from faserip_desk.reference import default_reference
from faserip_desk.rules.colors import Color
from faserip_desk.rules.column_shifts import resolve_feat
from faserip_desk.rules.house_rules import HouseRulesError, house_rules_path, load_house_rules
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.rules_data import rules_in_force, use_rules

HOUSE = """\
name: Generous Good
universal_table:
  Good: {green: 30, yellow: 70, red: 95}
evading:
  green: no_damage
readings:
  halves:
    reading: At our table halves round up.
"""


@pytest.fixture(autouse=True)
def _bundled_rules_after() -> Iterator[None]:
    yield
    use_rules(None)


@pytest.fixture
def house_file(tmp_path: Path) -> Path:
    path = tmp_path / "house-rules.yaml"
    path.write_text(HOUSE, encoding="utf-8")
    return path


def test_a_house_rule_changes_the_feat_and_the_reference(house_file: Path) -> None:
    """A roll of 35 on Good is White by the bundled table (Green from 46)."""
    assert resolve_feat(Rank.GOOD, 35).color is Color.WHITE
    bundled_page = default_reference().render("universal-table").plain
    use_rules(load_house_rules(house_file))
    assert resolve_feat(Rank.GOOD, 35).color is Color.GREEN
    page = default_reference().render("universal-table").plain
    assert page != bundled_page
    assert "House rule in force" in page and "Generous Good" in page
    assert rules_in_force().results.evading[Color.GREEN] == "no_damage"
    assert "At our table halves round up." in default_reference().render("app-readings").plain


def test_the_command_line_takes_a_house_rules_file(
    house_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--house-rules", str(house_file), "feat", "Good", "35", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["color"] == "green"
    assert main(["feat", "Good", "35", "--json"]) == 0  # the test env turns house rules off
    assert json.loads(capsys.readouterr().out)["color"] == "white"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("universe: 3\n", "unknown key universe"),
        ("universal_table:\n  Good: {green: 90, yellow: 70, red: 95}\n", "green ≤ yellow ≤ red"),
        ("readings:\n  nope: {reading: x}\n", "no reading 'nope'"),
        ("evading: {green: tickle}\n", "results columns"),
        ("universal_table: [1, 2\n", ":2: not valid YAML"),
    ],
)
def test_bad_house_rules_name_the_file_and_the_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(HouseRulesError, match=message):
        load_house_rules(path)
    assert main(["--house-rules", str(path), "odds", "Good"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and len(err.strip().splitlines()) == 1


def test_where_the_house_rules_come_from(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FASERIP_DESK_HOUSE_RULES", raising=False)
    assert house_rules_path(None, tmp_path) is None
    (tmp_path / "house-rules.yaml").write_text(HOUSE, encoding="utf-8")
    assert house_rules_path(None, tmp_path) == tmp_path / "house-rules.yaml"
    assert house_rules_path("x.yaml", tmp_path) == Path("x.yaml")
    monkeypatch.setenv("FASERIP_DESK_HOUSE_RULES", "")
    assert house_rules_path(None, tmp_path) is None
