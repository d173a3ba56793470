"""A proposed square with a base-wide disc beside a held square no figure took on its camera
side: the disc may be a tall figure's body leaning over from a pale base there, so the move
is asked, never sure (issue 16: 0 wrong moves above the threshold; the generator's seed
20093 proposed Iron Fist to his own body at 99 %, and seed 30075 did the same beside a pale
base on grey print that showed no rim at all)."""

from __future__ import annotations

import pytest

from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import CONFIRM
from tests.sync.test_rims_side_by_side import H11, H12, quicksilver_between


@pytest.mark.parametrize(
    ("read_h12", "rim_of_h12", "asked"), [(0.55, 0.55, True), (0.55, 0.0, True), (0.3, 0.0, False)]
)
def test_a_disc_beside_a_held_square_on_its_camera_side_is_asked(
    demo_state: GameState, read_h12: float, rim_of_h12: float, asked: bool
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4) onto a pale base; his
    # body leans over H11 and shows a whole disc there (0.99, a core). With H12 read held,
    # its rim showing or not, which of the two is the base is for the players: a base on
    # H11 would lean its body away from H12, so it does not explain H12's reading. With H12
    # not read held, H11 is taken as sure.
    move = quicksilver_between(
        demo_state,
        (read_h12, 0.99),
        (0.7, 0.99),
        (0.25, 0.75),
        {H12: rim_of_h12, H11: 0.05},
        cores=frozenset({H11}),
    )
    assert move.name == "Quicksilver"
    assert move.target in (H11, H12)
    assert move.needs_check is asked
    assert (move.confidence < CONFIRM) is asked
