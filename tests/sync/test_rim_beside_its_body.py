"""A pale base showing its rim, beside its own dark body that changed more of its ring, is
the base: the body does not make it a body too (`spill.partial_rings` knows every new
square's rim, even when every figure's own square still reads held)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

K2, G3, H3 = Square.parse("K2"), Square.parse("G3"), Square.parse("H3")


def test_a_rimmed_pale_base_beside_its_body_is_where_the_active_figure_went(
    demo_state: GameState,
) -> None:
    # Quicksilver, active, leaves K2 for H3 (a Move of 3, rules "Move"): his pale base shows
    # its rim, his dark body falls on G3. K2 still reads held without a base-wide disc: Blob's
    # body, on L1 beside it, leans over it.
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, set())
    reading[K2], reading[H3], reading[G3] = 0.78, 0.6, 0.86
    middles = {K2: 0.65, H3: 0.48, G3: 0.71}
    directions = {K2: 0.625, H3: 0.375, G3: 0.625}
    (move,) = match_moves(
        state,
        reading,
        middles=middles,
        directions=directions,
        cores=frozenset({Square.parse("L1")}),
        nadir=(12.0, 14.0),
        rims=rims_of({H3: 0.75}),
    ).moves
    assert (move.name, move.source, move.target) == ("Quicksilver", K2, H3)
    assert move.needs_check  # its old square still reads held: the players are asked
