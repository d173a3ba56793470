"""A base changes its square's ring all round; a body or shadow crossing the next square
changes its middle and only some of its ring."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

H11, H12 = Square.parse("H11"), Square.parse("H12")


def _move_to_h12(state: GameState, ring_of_h11: float, rim_of_h11: float = 0.0) -> str:
    """Where Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4) is proposed
    when H12, a pale base without a base-wide disc, reads 0.98 with its ring changed in six
    of eight directions and H11, on its camera side, reads 0.88 with `ring_of_h11`."""
    state, _ = _quicksilver_active(state)
    reading = _reading(state, {"Quicksilver"})
    reading[H12], reading[H11] = 0.98, 0.88
    middles = {H12: 0.86, H11: 0.93}
    directions = {H12: 0.75, H11: ring_of_h11}
    (move,) = match_moves(
        state,
        reading,
        middles=middles,
        directions=directions,
        nadir=(7.5, 0.5),
        rims=rims_of({H11: rim_of_h11}),
    ).moves
    assert move.needs_check  # neither shows a base-wide disc: asked either way
    return move.target.name


def test_a_square_crossed_on_two_sides_of_its_ring_beside_a_base_is_its_shadow(
    demo_state: GameState,
) -> None:
    # H11 changed in its middle but its ring only on two sides: the shadow of H12's figure.
    assert _move_to_h12(demo_state, ring_of_h11=0.25) == "H12"


@pytest.mark.parametrize(
    ("ring_of_h11", "rim_of_h11"),
    [
        (0.625, 0.0),  # H11's ring changed nearly as much: nothing tells them apart
        (0.25, 0.5),  # H11 shows something of a base's rim: not a body
    ],
)
def test_a_square_is_not_lowered_when_its_ring_or_rim_speaks_for_a_base(
    demo_state: GameState, ring_of_h11: float, rim_of_h11: float
) -> None:
    # The body on H12's camera side reads more than H12 lowered by it (as before).
    assert _move_to_h12(demo_state, ring_of_h11, rim_of_h11) == "H11"
