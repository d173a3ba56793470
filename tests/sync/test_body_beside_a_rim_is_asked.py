"""A proposed square with a base-wide disc beside a held square no figure took that shows
clearly more of a base's rim: the disc may be a tall figure's body leaning over from a pale
base, so the move is asked, never sure (issue 16: 0 wrong moves above the threshold; the
generator's seed 20093 proposed Iron Fist to his own body at 99 %)."""

from __future__ import annotations

import pytest

from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import CONFIRM
from tests.sync.test_rims_side_by_side import H11, H12, quicksilver_between


@pytest.mark.parametrize(("rim_of_h12", "asked"), [(0.55, True), (0.1, False)])
def test_a_disc_beside_a_clearer_rim_is_asked(
    demo_state: GameState, rim_of_h12: float, asked: bool
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4) onto a pale base that
    # reads 0.55; his body leans over H11 and shows a whole disc there (0.99, a core).
    # With H12's rim showing clearly, which of the two is the base is for the players;
    # with no rim on H12, H11 is taken as sure as before.
    move = quicksilver_between(
        demo_state,
        (0.55, 0.99),
        (0.7, 0.99),
        (0.25, 0.75),
        {H12: rim_of_h12, H11: 0.05},
        cores=frozenset({H11}),
    )
    assert move.name == "Quicksilver"
    assert move.target in (H11, H12)
    assert move.needs_check is asked
    assert (move.confidence < CONFIRM) is asked
