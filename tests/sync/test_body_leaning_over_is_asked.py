"""A proposed square with a base-wide disc, and a held square no figure took on its camera
side: a tall figure on that square leans its body over the proposed one, where it can read
as a whole base, so the move is asked (issue 16: 0 wrong moves above the threshold; a fresh
generated photo, seed 19329, proposed Luke Cage at 99 % to the square his body leaned
over). On the far side, the held square is the proposed base's own body."""

from __future__ import annotations

import pytest

from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import CONFIRM
from tests.sync.test_rims_side_by_side import H11, H12, quicksilver_between


@pytest.mark.parametrize(
    ("rim_of_h12", "nadir", "asked"),
    [(0.35, (7.5, 40.0), True), (0.0, (7.5, 40.0), True), (0.0, (7.5, -30.0), False)],
)
def test_a_disc_a_body_may_lean_over_is_asked(
    demo_state: GameState, rim_of_h12: float, nadir: tuple[float, float], asked: bool
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4); the camera stands
    # beyond the map's far side, so his body leans from H12 over H11, where it shows a
    # whole disc (0.99, a core) beside H12's weaker reading (0.6). H11's own rim reads 0.2.
    # Whether H12 shows a rim or not (a pale base on grey print may show none), which of
    # the two is the base is for the players. With the camera beyond the near side, a base
    # on H11 leans its body over H12, which explains H12's reading: H11 is taken as sure.
    move = quicksilver_between(
        demo_state,
        (0.6, 0.99),
        (0.7, 0.99),
        (0.25, 0.75),
        {H12: rim_of_h12, H11: 0.2},
        cores=frozenset({H11}),
        nadir=nadir,
    )
    assert (move.name, move.target) == ("Quicksilver", H11)
    assert move.needs_check is asked
    assert (move.confidence < CONFIRM) is asked
