"""With no figure active, a figure read as staying right beside the one read as gone may
have moved on while the other stepped onto its square: the move is asked, not sure."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.test_pale_bases_and_hands import _reading

H7 = Square.parse("H7")


def _mystique_on(state: GameState, square: str) -> GameState:
    figures = [
        f.model_copy(update={"square": Square.parse(square)}) if f.name == "Mystique" else f
        for f in state.figures
    ]
    return state.model_copy(update={"figures": figures})


@pytest.mark.parametrize(
    ("mystique", "sure"),
    [
        # Mystique on K3, beside Quicksilver's K2: she may have gone to H7 in one Move and
        # Quicksilver stepped onto K3 after her.
        ("K3", False),
        # Mystique on M2 (the setup's), two squares away; Blob beside K2 cannot reach H7 in
        # one Move: Quicksilver is the only figure that moved.
        ("M2", True),
    ],
)
def test_a_figure_beside_the_one_gone_may_have_made_way(
    demo_state: GameState, mystique: str, sure: bool
) -> None:
    assert demo_state.turn.activation is None  # the Setup phase: no figure active
    state = _mystique_on(demo_state, mystique)
    reading = _reading(state, {"Quicksilver"})
    reading[H7] = 0.9
    matching = match_moves(state, reading, cores=frozenset({H7}))
    (move,) = matching.moves
    assert (move.name, move.source.name, move.target.name) == ("Quicksilver", "K2", "H7")
    assert move.needs_check != sure
