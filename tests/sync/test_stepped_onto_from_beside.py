"""A new base beside a figure that stayed, on that figure's camera side: a body on the new
square leans back over the figure's own square, so that square still reads held though the
figure may have stepped off it onto the new one. When the figure's square shows nothing of
a base's rim and the new square clearly does, the move proposed there is asked (issue 16:
0 wrong moves above the threshold; a generated photo with a hand, seed 27546, proposed
Quicksilver at 79 % to the square Blob had stepped onto from beside it)."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

M2, M3 = Square.parse("M2"), Square.parse("M3")
BELOW = (12.5, 40.0)
"""The point under the camera, far below the map's top rows: bodies there lean up."""
BESIDE = (-30.0, 2.5)
"""The point under the camera beyond the map's left edge: bodies there lean right."""


def _move_to_m3(demo_state: GameState, rim_of_m2: float, nadir: tuple[float, float]) -> bool:
    """Whether Quicksilver's move to M3 is asked when he left K2 (active) and a whole new
    base shows on M3, below Mystique's M2, which still reads held."""
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    reading[M3] = 1.0
    matching = match_moves(
        state,
        reading,
        cores=frozenset({M2, M3}),
        middles={M2: 0.9, M3: 1.0},
        directions={M2: 0.6, M3: 1.0},
        nadir=nadir,
        height=30.0,
        rims=rims_of({M3: 0.6, M2: rim_of_m2}),
    )
    (move,) = matching.moves
    assert (move.name, move.source.name, move.target) == ("Quicksilver", "K2", M3)
    assert matching.stayed["Mystique"] == M2
    return move.needs_check


def test_a_base_whose_body_leans_over_a_rimless_neighbour_is_asked(demo_state: GameState) -> None:
    # The camera stands below the map's top rows: a body on M3 leans up over M2. M2 shows
    # no rim (0.1) where M3 shows one (0.6): Mystique may have stepped M2 → M3 and M2 read
    # held only by her body, so which figure stands on M3 is for the players.
    assert _move_to_m3(demo_state, 0.1, BELOW)


@pytest.mark.parametrize(
    ("rim_of_m2", "nadir", "why"),
    [
        (0.45, BELOW, "M2 shows its own base's rim"),
        (0.1, BESIDE, "a body on M3 leans to the right, not over M2"),
    ],
)
def test_otherwise_the_move_stays_sure(
    demo_state: GameState, rim_of_m2: float, nadir: tuple[float, float], why: str
) -> None:
    assert not _move_to_m3(demo_state, rim_of_m2, nadir), why
