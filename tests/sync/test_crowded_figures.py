"""Figures standing close together are not a hand over the map."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.sync.occupancy import SquareReading, covered_areas


def _readings(held: set[str], width: int = 10, height: int = 6) -> list[SquareReading]:
    names = {Square.parse(n) for n in held}
    return [
        SquareReading(s, 1.0, 1.0, 1.0, 1.0) if s in names else SquareReading(s, 0, 0, 0, 0)
        for s in (Square(c, r) for r in range(height) for c in range(width))
    ]


# The demo's Brotherhood on L1, N1, K2, M2 (setup), their bodies leaning into M1 and L2.
CROWD = {"L1", "M1", "N1", "K2", "L2", "M2"}


def test_figures_close_together_with_bodies_between_them_are_read_not_hidden() -> None:
    figures = frozenset(Square.parse(n) for n in ("L1", "N1", "K2", "M2"))
    assert covered_areas(_readings(CROWD, 16), 16, 6, figures) == frozenset()


def test_the_same_block_without_figures_on_it_is_a_hand() -> None:
    hidden = covered_areas(_readings(CROWD, 16), 16, 6, frozenset())
    assert {Square.parse(n) for n in CROWD} <= hidden


def test_a_hand_over_one_figure_stays_hidden() -> None:
    hand = {f"{c}{r}" for c in "ABC" for r in (1, 2, 3, 4)}
    hidden = covered_areas(_readings(hand), 10, 6, frozenset({Square.parse("B2")}))
    assert {Square.parse(n) for n in hand} <= hidden


def test_a_figure_come_to_stand_in_the_crowd_keeps_it_read() -> None:
    # Only Blob (L1) and Pyro (N1) stood in the block before; Mystique left M9 (it reads
    # empty) and stepped in beside them, the three leaning into each other's squares. The
    # figures that left count among those that may stand there: the block is read.
    block = {"L1", "M1", "N1", "L2", "M2", "N2"}
    figures = frozenset(Square.parse(n) for n in ("L1", "N1", "M9"))
    assert covered_areas(_readings(block, 16, 10), 16, 10, figures) == frozenset()
    # Without a figure that could have come, it is a hand.
    stayed = frozenset(Square.parse(n) for n in ("L1", "N1"))
    assert {Square.parse(n) for n in block} <= covered_areas(
        _readings(block, 16, 10), 16, 10, stayed
    )
