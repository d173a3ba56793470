"""Two figures that left in one photo: neither takes the only square the other could reach."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading


@pytest.mark.parametrize(
    ("middle", "expected"),
    [
        # Mystique's square reads clearly empty: it left, and only M6 is in its reach.
        (0.0, [("Mystique", "M6"), ("Quicksilver", "H12")]),
        # Half its middle still reads changed: most likely its pale base, still there;
        # Quicksilver keeps the square it reads best.
        (0.3, [("Quicksilver", "M6")]),
    ],
)
def test_the_active_figure_leaves_the_only_reachable_base_to_the_other_mover(
    demo_state: GameState, middle: float, expected: list[tuple[str, str]]
) -> None:
    # Quicksilver (active) K2 → H12 (rules, Example Gameplay, Panel 4) and Mystique M2 → M6.
    # Quicksilver could have reached either new base and M6 reads a little more surely.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver", "Mystique"})
    reading[Square.parse("M6")] = 1.0
    reading[Square.parse("H12")] = 0.95
    cores = frozenset({Square.parse("M6"), Square.parse("H12")})
    middles = {Square.parse("M2"): middle}
    matching = match_moves(state, reading, cores=cores, middles=middles)
    assert sorted((m.name, m.target.name) for m in matching.moves) == expected
    assert all(m.needs_check for m in matching.moves)  # either could be the other's
