"""A figure other than the active one, proposed to the square beside its own while its own
square's ring still changed faintly all round, is asked: its pale base may still be there,
and the "base" beside it its own body or shadow."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.left_behind import pale_left_behind
from faserip_desk.sync.matching import Matching, ProposedMove
from faserip_desk.sync.occupancy import SquareReading
from tests.sync.test_pale_bases_and_hands import _quicksilver_active

L1, L2, L4 = Square.parse("L1"), Square.parse("L2"), Square.parse("L4")


def _blob_to(state: GameState, target: Square, faint_at_l1: float, blob_active: bool) -> bool:
    """Whether Blob's sure move L1 → `target` is asked, with L1's ring changed faintly in
    `faint_at_l1` of its directions."""
    state, _ = _quicksilver_active(state)
    blob = next(f for f in state.figures if f.name == "Blob")
    if blob_active:
        turn = state.turn.model_copy(update={"activation": Activation(figure=blob.id)})
        state = state.model_copy(update={"turn": turn})
    matching = Matching(moves=[ProposedMove(blob.id, "Blob", L1, target, 0.9)])
    readings = [SquareReading(L1, 0.0, 0.1, 0.0, 0.0, faint=faint_at_l1)]
    pale_left_behind(state, matching, readings)
    return matching.moves[0].needs_check


def test_a_sure_step_beside_a_faint_ring_of_a_figure_not_acting_is_asked(
    demo_state: GameState,
) -> None:
    assert _blob_to(demo_state, L2, faint_at_l1=1.0, blob_active=False)


@pytest.mark.parametrize(
    ("target", "faint", "active"),
    [
        (L2, 0.5, False),  # its old square's ring clear in half its directions: it left
        (L4, 1.0, False),  # a square farther off is no body or shadow of a base on L1
        (L2, 1.0, True),  # the active figure is the one expected to move
    ],
)
def test_other_moves_keep_their_confidence(
    demo_state: GameState, target: Square, faint: float, active: bool
) -> None:
    assert not _blob_to(demo_state, target, faint, active)
