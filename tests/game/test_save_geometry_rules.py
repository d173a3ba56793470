"""A save made under a house rule that changes the board's geometry replays with it and
says so when opened without it (issue 18, item 3; reading `corners`, setting
`corner_closed_by: either_side`; rules: Line of Sight)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.cli import main
from faserip_desk.game import GameSetup, Session, load_game, save_game
from faserip_desk.game.board_view import board_of
from faserip_desk.library.setup_loader import load_setup
from faserip_desk.rules.house_rules import house_rules_from_mapping
from faserip_desk.rules.rules_data import rules_in_force, use_rules
from tests.game.attack_helpers import arena
from tests.game.conftest import DATA

TIGHT_CORNERS = {
    "name": "Tight corners",
    "readings": {"corners": {"setting": {"corner_closed_by": "either_side"}}},
}


@pytest.fixture(scope="module")
def rules_setup(library) -> GameSetup:  # type: ignore[no-untyped-def]
    """The folio-rules position on its open field (tests/data/game/specials)."""
    return GameSetup.from_library(load_setup(DATA / "specials" / "folio_rules.setup.yaml", library))


@pytest.fixture(autouse=True)
def _bundled_rules_after() -> Iterator[None]:
    yield
    use_rules(None)


def _sees(s: Session, viewer: str, target: str) -> bool:
    board = board_of(s.state)
    figs = {f.id: f for f in board.figures}
    return line_of_sight(board, figs[viewer], figs[target]).visible


def _corner(rules_setup: GameSetup) -> Session:
    """Kraven (D10) looks at Beast (B12) along the diagonal; Wolverine (C12), who opposes
    Kraven, stands on one side of the corner the line passes between C11 and B12."""
    return arena(rules_setup, Beast="B12", Wolverine="C12", Kraven="D10")


def test_the_corner_rule_changes_the_line(rules_setup: GameSetup) -> None:
    s = _corner(rules_setup)
    assert _sees(s, "Kraven", "Beast")  # the app's reading: one side leaves it open
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
