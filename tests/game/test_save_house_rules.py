"""A save records the house rules in force and a replay uses them (issue 18, item 3): a
house rule that changes line of sight (readings: teammates_asymmetric, "Teammates do not
block each other's line of sight"; corners, "A line through a corner is blocked only when
both sides … are closed") gives the same game when the save is opened without it,
and opening says so (rules: Line of Sight; Avengers Assemble!)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.cli import main
from faserip_desk.game import GameSetup, Session, load_game, save_game
from faserip_desk.game.board_view import board_of
from faserip_desk.library.setup_loader import load_setup
from faserip_desk.rules.house_rules import HouseRulesError, house_rules_from_mapping
from faserip_desk.rules.rules_data import rules_in_force, use_rules
from tests.game.attack_helpers import arena
from tests.game.conftest import DATA

TEAMMATES_BLOCK = {
    "name": "Crowded streets",
    "readings": {"teammates_asymmetric": {"setting": {"teammates_block_sight": True}}},
}


@pytest.fixture(scope="module")
def rules_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """The folio-rules position (tests/data/game/specials/folio_rules.setup.yaml)."""
    path = DATA / "specials" / "folio_rules.setup.yaml"
    return GameSetup.from_library(load_setup(path, library))


@pytest.fixture(autouse=True)
def _bundled_rules_after() -> Iterator[None]:
    yield
    use_rules(None)


def _sees(s: Session, viewer: str, target: str) -> bool:
    board = board_of(s.state)
    figs = {f.id: f for f in board.figures}
    return line_of_sight(board, figs[viewer], figs[target]).visible


def _line_up(rules_setup: GameSetup) -> Session:
    """Beast looks at Kraven past his X-Men teammate Wolverine, who stands in the line."""
    return arena(rules_setup, Beast="B12", Wolverine="D12", Kraven="F12")


def test_a_setting_changes_line_of_sight(rules_setup: GameSetup) -> None:
    """With the bundled reading a teammate does not block; the house rule makes it block."""
    s = _line_up(rules_setup)
    assert _sees(s, "Beast", "Kraven")
    use_rules(house_rules_from_mapping(TEAMMATES_BLOCK, "house-rules.yaml"))
    assert not _sees(s, "Beast", "Kraven")


def test_a_save_replays_under_its_house_rules_and_says_so(
    rules_setup: GameSetup, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    use_rules(house_rules_from_mapping(TEAMMATES_BLOCK, "house-rules.yaml"))
    s = _line_up(rules_setup)
    path = tmp_path / "crowded.issue.json"
    save_game(s, path)
    use_rules(None)  # opened by a group without that house rule
    opened = load_game(path)
    assert opened.notices and "house rules 'Crowded streets'" in opened.notices[0]
    assert "not the bundled rules" in opened.notices[0]
    assert rules_in_force().setting("teammates_asymmetric", "teammates_block_sight") is True
    assert not _sees(opened, "Beast", "Kraven")
    use_rules(None)
    assert main(["replay", str(path)]) == 0
    assert "note: " in capsys.readouterr().out


def test_same_house_rules_no_notice(rules_setup: GameSetup, tmp_path: Path) -> None:
    s = _line_up(rules_setup)
    path = tmp_path / "plain.issue.json"
    save_game(s, path)
    assert load_game(path).notices == []


def test_a_bad_setting_is_refused_naming_it() -> None:
    bad = {"readings": {"teammates_asymmetric": {"setting": {"teammates_block_sight": "yes"}}}}
    with pytest.raises(HouseRulesError, match="teammates_block_sight: expected a bool"):
        house_rules_from_mapping(bad, "house-rules.yaml")


TIGHT_CORNERS = {
    "name": "Tight corners",
    "readings": {"corners": {"setting": {"corner_closed_by": "either_side"}}},
}


def _corner(rules_setup: GameSetup) -> Session:
    """Kraven (D10) looks at Beast (B12) along the diagonal; Wolverine (C12), who opposes
    Kraven, stands on one side of the corner the line passes between C11 and B12."""
    return arena(rules_setup, Beast="B12", Wolverine="C12", Kraven="D10")


def test_the_corner_rule_changes_the_line(rules_setup: GameSetup) -> None:
    """Reading `corners`, setting `corner_closed_by` (rules: Line of Sight): one blocking
    side leaves a corner open in the app's reading, closes it with `either_side`."""
    s = _corner(rules_setup)
    assert _sees(s, "Kraven", "Beast")
    use_rules(house_rules_from_mapping(TIGHT_CORNERS, "house-rules.yaml"))
    assert not _sees(s, "Kraven", "Beast")


def test_a_save_under_the_corner_rule_replays_with_it(
    rules_setup: GameSetup, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    use_rules(house_rules_from_mapping(TIGHT_CORNERS, "house-rules.yaml"))
    path = tmp_path / "tight.issue.json"
    save_game(_corner(rules_setup), path)
    use_rules(None)  # opened by a group that plays the app's reading
    opened = load_game(path)
    assert opened.notices and "house rules 'Tight corners'" in opened.notices[0]
    assert rules_in_force().setting("corners", "corner_closed_by") == "either_side"
    assert not _sees(opened, "Kraven", "Beast")
    use_rules(None)
    assert main(["replay", str(path)]) == 0
    assert "note: " in capsys.readouterr().out
