"""A tall figure that stayed leans its body over the next square, away from the camera: it
can change a disc as wide as a base there."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

M2, M3, H12 = Square.parse("M2"), Square.parse("M3"), Square.parse("H12")


@pytest.mark.parametrize(
    ("nadir", "expected"),
    [
        # The camera stands beyond row 1: Mystique's body on M2 leans over M3.
        ((12.5, -10.0), "H12"),
        # The camera stands beyond the map's far side: M3 lies on Mystique's camera side,
        # where her body does not lean; the base-wide disc there reads best.
        ((12.5, 40.0), "M3"),
    ],
)
def test_a_base_wide_change_beyond_a_figure_that_stayed_may_be_its_body(
    demo_state: GameState, nadir: tuple[float, float], expected: str
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4), H12 read 0.72 with
    # no base-wide disc; Mystique stays on M2, a base close to the print's colour (0.8).
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    reading[H12], reading[M2], reading[M3] = 0.72, 0.8, 0.98
    matching = match_moves(
        state,
        reading,
        cores=frozenset({M3}),
        middles={H12: 0.6, M2: 0.7, M3: 0.97},
        directions={H12: 0.75, M2: 0.75, M3: 1.0},
        nadir=nadir,
        height=30.0,
    )
    (move,) = matching.moves
    assert (move.name, move.target.name) == ("Quicksilver", expected)
    assert move.needs_check
