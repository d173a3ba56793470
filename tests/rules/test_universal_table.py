"""The Universal Table, cell by cell (DESIGN.md §5: the colours the rules' export lost)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from faserip_desk.rules.colors import Color
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.universal_table import (
    RollError,
    TableError,
    default_table,
    table_from_mapping,
)

# The table as printed: the rules' 24 row bands, one letter per rank column, typed by hand
# from DESIGN.md §5 (not computed from the data file), so the data file is checked against
# an independent copy. Columns: 0 Fe Pr Ty Gd Ex Rm In Am Mn Un X Y Z.
BANDS = """
01      W W W W W W W W W W W W W W
02-03   W W W W W W W W W W W W W W
04-06   W W W W W W W W W W W W W G
07-10   W W W W W W W W W W W W G G
11-15   W W W W W W W W W W W G G G
16-20   W W W W W W W W W W G G G G
21-25   W W W W W W W W W G G G G G
26-30   W W W W W W W W G G G G G G
31-35   W W W W W W W G G G G G G G
36-40   W W W W W W G G G G G G G Y
41-45   W W W W W G G G G G G Y Y Y
46-50   W W W W G G G G G G Y Y Y Y
51-55   W W W G G G G G G Y Y Y Y Y
56-60   W W G G G G G G Y Y Y Y Y Y
61-65   W G G G G G G Y Y Y Y Y Y Y
66-70   G G G G G G Y Y Y Y Y Y Y Y
71-75   G G G G G Y Y Y Y Y Y Y Y Y
76-80   G G G G Y Y Y Y Y Y Y Y Y R
81-85   G G G Y Y Y Y Y Y Y Y R R R
86-90   G G Y Y Y Y Y Y Y R R R R R
91-94   G Y Y Y Y Y Y R R R R R R R
95-97   Y Y Y Y Y R R R R R R R R R
98-99   Y Y Y R R R R R R R R R R R
100     R R R R R R R R R R R R R R
"""
LETTER = {"W": Color.WHITE, "G": Color.GREEN, "Y": Color.YELLOW, "R": Color.RED}


def _expected_cells() -> dict[tuple[Rank, int], Color]:
    cells: dict[tuple[Rank, int], Color] = {}
    for line in BANDS.strip().splitlines():
        band, *letters = line.split()
        low, _, high = band.partition("-")
        assert len(letters) == 14, line
        for roll in range(int(low), int(high or low) + 1):
            for rank, letter in zip(Rank, letters, strict=True):
                cells[(rank, roll)] = LETTER[letter]
    return cells


EXPECTED = _expected_cells()


def test_the_bands_cover_every_roll_once() -> None:
    assert len(EXPECTED) == 1400
    assert {roll for _, roll in EXPECTED} == set(range(1, 101))


@pytest.mark.parametrize("rank", list(Rank), ids=lambda r: r.full_name)
def test_every_cell_of_the_column_matches_the_printed_table(rank: Rank) -> None:
    table = default_table()
    wrong = [
        (roll, table.color(rank, roll), EXPECTED[(rank, roll)])
        for roll in range(1, 101)
        if table.color(rank, roll) is not EXPECTED[(rank, roll)]
    ]
    assert wrong == []


@pytest.mark.parametrize("rank", list(Rank), ids=lambda r: r.full_name)
def test_exact_probabilities_count_the_cells(rank: Rank) -> None:
    probabilities = default_table().probabilities(rank)
    for color in Color:
        cells = sum(1 for roll in range(1, 101) if EXPECTED[(rank, roll)] is color)
        assert probabilities[color] == Fraction(cells, 100)
    assert sum(probabilities.values()) == 1


def test_remarkable_odds() -> None:
    """Remarkable: Green from 36, Yellow from 66, Red from 95 (DESIGN.md §5)."""
    assert default_table().percentages(Rank.REMARKABLE) == {
        Color.WHITE: 35.0,
        Color.GREEN: 30.0,
        Color.YELLOW: 29.0,
        Color.RED: 6.0,
    }


@pytest.mark.parametrize("roll", [0, 101, -5, 1000])
def test_rolls_outside_1_to_100_are_errors(roll: int) -> None:
    with pytest.raises(RollError, match="1 to 100"):
        default_table().color(Rank.GOOD, roll)


def test_a_house_rule_column_replaces_only_that_column() -> None:
    table = default_table().with_columns({"Good": {"green": 40, "yellow": 70, "red": 95}})
    assert table.color(Rank.GOOD, 40) is Color.GREEN
    assert default_table().color(Rank.GOOD, 40) is Color.WHITE
    assert table.color(Rank.EXCELLENT, 40) is Color.WHITE


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"Good": {"green": 50, "yellow": 40, "red": 95}}, "green ≤ yellow ≤ red"),
        ({"Good": {"green": 46, "yellow": 76}}, "exactly green, yellow and red"),
        ({"Goood": {"green": 46, "yellow": 76, "red": 98}}, "unknown rank"),
    ],
)
def test_bad_table_data_is_refused_with_a_reason(data: dict[str, object], message: str) -> None:
    full = {r.full_name: vars(t) for r, t in default_table().columns.items()}
    full.update(data)  # type: ignore[arg-type]
    with pytest.raises(TableError, match=message):
        table_from_mapping(full)
