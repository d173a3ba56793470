"""`benchmarks.sync_ceiling`: the moves one photo cannot tell apart, counted from the
generator."""

from __future__ import annotations

from benchmarks.sync_accuracy import scenario
from benchmarks.sync_ceiling import either_way


def test_two_movers_each_able_to_reach_the_others_square_go_either_way() -> None:
    # Fresh 62733: Daredevil B24 → E19 and Cloak H22 → C22; each square lies within one
    # Move of the other figure (rules, Move action: a figure's Speed in squares), so one
    # photo shows the same whichever went where.
    case = scenario(62733)
    assert set(case.moves) == {"Daredevil", "Cloak"}
    assert either_way(case)


def test_a_single_mover_is_never_a_pair() -> None:
    case = scenario(62753)  # Iron Fist alone moved
    assert len(case.moves) == 1
    assert not either_way(case)


def test_two_movers_far_apart_are_told_apart_by_reach() -> None:
    # Fresh 62714: Daredevil D24 → H27 and Cloak X7 → V5, the map's breadth apart: neither
    # could have reached the other's new square in one Move, so the photo tells them apart.
    case = scenario(62714)
    assert len(case.moves) == 2
    assert not either_way(case)
