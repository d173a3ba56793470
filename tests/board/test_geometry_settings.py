"""House rules that change the board's geometry (issue 18, item 3; DESIGN.md §5 Readings):
the readings `corners` (setting `corner_closed_by`) and `end_square_smoke` (setting
`end_squares_block`) change what the board answers — single lines, whole-map sight and
effect, sight among figures, charge lanes — and the fast engine still agrees with the
simple one under each of them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from benchmarks.differential import compare, random_board
from faserip_desk.board.charge import charge_lane
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_of_effect import line_of_effect
from faserip_desk.board.line_of_sight import line_of_sight
from faserip_desk.board.map_model import BoardMap, Cell, TerrainType
from faserip_desk.board.sight_field import effect_field, sight_field
from faserip_desk.board.sight_pairs import sight_among
from faserip_desk.board.squares import Square
from faserip_desk.board.targeting import AttackMode, attack_legality
from faserip_desk.rules.house_rules import HouseRulesError, house_rules_from_mapping
from faserip_desk.rules.rules_data import use_rules
from tests.board.test_threat_map import assert_matches_single_questions

EITHER_SIDE = {"readings": {"corners": {"setting": {"corner_closed_by": "either_side"}}}}
WIDE_LANES = {"readings": {"charge": {"setting": {"lane_width": "square"}}}}
ALTERNATE = {"readings": {"distance": {"setting": {"distance": "diagonal_alternate"}}}}
CLEAR_ENDS = {"readings": {"end_square_smoke": {"setting": {"end_squares_block": False}}}}
SOLID = Cell(types=frozenset({TerrainType.SOLID}))
SMOKE = Cell(types=frozenset({TerrainType.SMOKE}))
DIFFICULT = Cell(types=frozenset({TerrainType.DIFFICULT}))


@pytest.fixture(autouse=True)
def _bundled_rules_after() -> Iterator[None]:
    yield
    use_rules(None)


def _house(rules: dict[str, Any]) -> None:
    use_rules(house_rules_from_mapping(rules, "house-rules.yaml"))


def _map(rows: list[str]) -> BoardMap:
    """A small outdoor map: '#' Solid, 's' Smoke, '.' open."""
    kinds = {"#": SOLID, "s": SMOKE, "d": DIFFICULT, ".": Cell()}
    cells = tuple(tuple(kinds[c] for c in row) for row in rows)
    return BoardMap("test", len(rows[0]), len(rows), cells)


def test_one_blocking_side_closes_a_corner_under_the_either_side_rule() -> None:
    """Reading `corners`: the line A1 → C3 passes the corner of A1 and B2, beside B1 (Solid)
    and A2 (open). The app's reading lets it slip past a single blocking square; with
    `corner_closed_by: either_side` that one side closes the corner (rules, Line of Sight:
    a line that "intersects" blocking terrain is blocked). Line of effect follows too."""
    m = _map([".#.", "...", "..."])
    board = Board(m)
    a1, c3 = Square(0, 0), Square(2, 2)
    assert line_of_sight(board, a1, c3).visible and line_of_effect(m, a1, c3).clear
    assert sight_field(board, a1)[2, 2] and effect_field(m, a1)[2, 2]
    _house(EITHER_SIDE)
    verdict = line_of_sight(board, a1, c3)
    assert not verdict.visible and "closed corner" in verdict.reason
    assert not line_of_effect(m, a1, c3).clear
    assert not sight_field(board, a1)[2, 2] and not effect_field(m, a1)[2, 2]


def test_smoke_under_the_viewer_blocks_only_under_the_apps_reading() -> None:
    """Reading `end_square_smoke`: Smoke in the viewer's own square blocks its lines in
    the app's reading; with `end_squares_block: false` only the squares between count
    (rules, Line of Sight: Smoke blocks line of sight when the line intersects it)."""
    m = _map(["s...", "....", "...s"])
    viewer = Figure("v", Square(0, 0), "red")
    board = Board(m, (viewer, Figure("t", Square(3, 2), "blue")))
    assert not line_of_sight(board, viewer, Square(3, 0)).visible
    assert sight_field(board, viewer).sum() == 1  # its own square only
    _house(CLEAR_ENDS)
    assert line_of_sight(board, viewer, Square(3, 0)).visible
    assert line_of_sight(board, viewer, Square(3, 2)).visible  # the target in smoke too
    assert sight_field(board, viewer)[0, 3] and sight_field(board, viewer)[2, 3]
    assert sight_among(board)["v"] == {"t"}


def test_a_lane_as_wide_as_a_square_is_stopped_by_one_side_of_a_corner() -> None:
    """Reading `charge`: the lane is a straight line that may cross no Difficult terrain
    (rules, Charging). Rhino's lane from A1 to E5 passes the corner of A1 and B2 beside
    B1 (Difficult) and A2 (open): clear as a line, stopped with `lane_width: square`. The
    threat map's charges follow the same lanes."""
    m = _map(["." + "d" + "." * 6] + ["." * 8] * 7)
    rhino = Figure("rhino", Square(0, 0), "red", speed=3)
    target = Figure("cage", Square(4, 4), "blue")
    board = Board(m, (rhino, target))
    assert charge_lane(board, rhino, target, Square(4, 4)).clear
    _house(WIDE_LANES)
    lane = charge_lane(board, rhino, target, Square(4, 4))
    assert not lane.clear and "corner" in lane.reason
    assert line_of_sight(board, rhino, target).visible  # sight keeps the app's corner rule


def test_every_second_diagonal_counts_two_under_the_alternate_distance() -> None:
    """Reading `distance`: ranges count a diagonal step as 1 (as a move does, rules:
    Movement); with `distance: diagonal_alternate` every second diagonal step counts 2.
    Cyclops on A1 shoots Kraven on G4 (6 across, 3 down) with range 6: 6 squares away
    in the app's reading, 6 + 1 = 7 under the house rule, out of range (rules, Attacks:
    the range in squares). A radius of 6 around A1 keeps G4 only in the app's reading."""
    m = _map(["." * 8] * 5)
    cyclops = Figure("cyclops", Square(0, 0), "red")
    kraven = Figure("kraven", Square(6, 3), "blue")
    board = Board(m, (cyclops, kraven))
    shot = attack_legality(board, cyclops, kraven, AttackMode.SHOOTING, attack_range=6)
    assert shot.legal and effect_field(m, Square(0, 0), radius=6)[3, 6]
    _house(ALTERNATE)
    shot = attack_legality(board, cyclops, kraven, AttackMode.SHOOTING, attack_range=6)
    assert not shot.legal and "7 squares away; the range is 6" in shot.reasons[0]
    assert not effect_field(m, Square(0, 0), radius=6)[3, 6]


@pytest.mark.parametrize("rules", [WIDE_LANES, ALTERNATE], ids=["wide_lanes", "alternate"])
@pytest.mark.parametrize("seed", range(12))
def test_threat_map_follows_the_setting(rules: dict[str, Any], seed: int) -> None:
    """Under `lane_width: square` or `distance: diagonal_alternate` the threat map (whole-map
    lanes, ranges and charge distances) still names exactly the attackers that the single
    questions (attack legality, charge options, reach) find."""
    _house(rules)
    assert_matches_single_questions(random_board(seed), "red")


@pytest.mark.parametrize(
    "rules", [EITHER_SIDE, CLEAR_ENDS, WIDE_LANES], ids=["either_side", "clear_ends", "wide_lanes"]
)
def test_fast_engine_agrees_with_the_reference_under_the_setting(rules: dict[str, Any]) -> None:
    """The differential comparison (sight, effect, sight among figures, charges, reach)
    on random boards with walls, elevation, smoke and figures, under the house rule."""
    _house(rules)
    for seed in range(200, 220):
        assert compare(random_board(seed), seed) == [], f"seed {seed}"


def test_a_setting_outside_its_choices_is_refused_naming_them() -> None:
    bad = {"readings": {"corners": {"setting": {"corner_closed_by": "one_side"}}}}
    with pytest.raises(HouseRulesError, match="expected one of both_sides, either_side"):
        house_rules_from_mapping(bad, "house-rules.yaml")
