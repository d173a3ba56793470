"""Dice: percentile dice read as tens and ones (0 and 0 is 100), d10, and d5 from a d10."""

from __future__ import annotations

import pytest

from faserip_desk.rules.dice import (
    DiceRoller,
    DieKind,
    d5_from_d10,
    digits_of,
    parse_percentile,
    percentile_from_digits,
    typed_percentile,
)
from faserip_desk.rules.universal_table import RollError


@pytest.mark.parametrize(
    ("tens", "ones", "value"), [(0, 0, 100), (0, 1, 1), (4, 3, 43), (9, 9, 99), (1, 0, 10)]
)
def test_two_d10_read_as_tens_and_ones_with_double_zero_100(
    tens: int, ones: int, value: int
) -> None:
    assert percentile_from_digits(tens, ones) == value
    assert digits_of(value) == (tens, ones)


@pytest.mark.parametrize(("tens", "ones"), [(10, 0), (-1, 5), (3, 10)])
def test_a_d10_face_outside_0_to_9_is_an_error(tens: int, ones: int) -> None:
    with pytest.raises(RollError, match="shows 0 to 9"):
        percentile_from_digits(tens, ones)


@pytest.mark.parametrize(
    ("text", "value"), [("43", 43), ("100", 100), ("00", 100), ("0 0", 100), ("4 3", 43), ("7", 7)]
)
def test_typed_percentile_results(text: str, value: int) -> None:
    assert parse_percentile(text) == value


@pytest.mark.parametrize("text", ["0", "101", "abc", "", "4.5", "-3"])
def test_bad_typed_percentile_results(text: str) -> None:
    with pytest.raises(RollError):
        parse_percentile(text)


@pytest.mark.parametrize(
    ("d10", "d5"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4), (9, 5), (10, 5)]
)
def test_d5_halves_a_d10_rounding_up(d10: int, d5: int) -> None:
    """Other Rolls: 1–2 is 1, 3–4 is 2, and so on."""
    assert d5_from_d10(d10) == d5


def test_seeded_rolls_repeat_and_stay_in_range() -> None:
    a, b = DiceRoller(seed=7), DiceRoller(seed=7)
    rolls_a = [a.percentile().value for _ in range(500)]
    assert rolls_a == [b.percentile().value for _ in range(500)]
    assert min(rolls_a) >= 1 and max(rolls_a) <= 100
    d5s = {DiceRoller(seed=s).d5().value for s in range(200)}
    assert d5s == {1, 2, 3, 4, 5}


def test_typed_and_rolled_dice_go_through_the_same_code() -> None:
    roller = DiceRoller(seed=1)
    roller.type_in(100, 9, 4)
    first = roller.percentile()
    assert (first.kind, first.value, first.faces, first.typed) == (
        DieKind.PERCENTILE,
        100,
        (0, 0),
        True,
    )
    assert roller.d10().value == 9
    assert roller.d5().value == 2  # a typed d10 face of 4 is a d5 of 2
    assert roller.percentile().typed is False
    assert typed_percentile(0, 0).value == 100


def test_a_typed_value_out_of_range_is_refused() -> None:
    roller = DiceRoller(typed=[0])
    with pytest.raises(RollError):
        roller.percentile()
