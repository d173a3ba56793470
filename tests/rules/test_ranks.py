"""Ranks: names, short names, Rule-of-10 numbers and column shifts (DESIGN.md §5)."""

from __future__ import annotations

import pytest

from faserip_desk.rules.ranks import Rank, RankError

RANKS = [
    ("Shift 0", "0", 0),
    ("Feeble", "Fe", 0),
    ("Poor", "Pr", 0),
    ("Typical", "Ty", 1),
    ("Good", "Gd", 1),
    ("Excellent", "Ex", 2),
    ("Remarkable", "Rm", 3),
    ("Incredible", "In", 4),
    ("Amazing", "Am", 5),
    ("Monstrous", "Mn", 7),
    ("Unearthly", "Un", 10),
    ("Shift X", "X", 13),
    ("Shift Y", "Y", 16),
    ("Shift Z", "Z", 20),
]


def test_fourteen_ranks_in_table_order_with_their_numbers() -> None:
    assert [(r.full_name, r.short, r.number) for r in Rank] == RANKS


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("remarkable", Rank.REMARKABLE),
        ("Rm", Rank.REMARKABLE),
        ("RM", Rank.REMARKABLE),
        ("shift x", Rank.SHIFT_X),
        ("X", Rank.SHIFT_X),
        ("SHIFT-Z", Rank.SHIFT_Z),
        ("  Unearthly ", Rank.UNEARTHLY),
        ("0", Rank.SHIFT_0),
        ("shift 0", Rank.SHIFT_0),
        ("in", Rank.INCREDIBLE),
        ("fe", Rank.FEEBLE),
    ],
)
def test_parse_names_and_short_names_in_any_case(text: str, rank: Rank) -> None:
    assert Rank.parse(text) is rank


@pytest.mark.parametrize("text", ["", "Remarkabel", "Shift W", "11"])
def test_unknown_rank_names_the_text_and_the_choices(text: str) -> None:
    with pytest.raises(RankError, match="expected one of Shift 0, Feeble"):
        Rank.parse(text)


def test_column_shifts_move_along_the_table() -> None:
    """A −1CS on Remarkable is Excellent; +1CS on Incredible is Amazing (The Column Shift)."""
    assert Rank.REMARKABLE.shift(-1) is Rank.EXCELLENT
    assert Rank.INCREDIBLE.shift(+1) is Rank.AMAZING
    assert Rank.MONSTROUS.shift(+1) is Rank.UNEARTHLY  # Sub-Mariner's boost: 7 → 10


@pytest.mark.parametrize("rank", list(Rank))
def test_shifts_stop_at_shift_0_and_shift_z(rank: Rank) -> None:
    assert rank.shift(-20) is Rank.SHIFT_0
    assert rank.shift(+20) is Rank.SHIFT_Z
    assert rank.shift(0) is rank
