"""Squares side by side: the one whose base's rim shows is the base; two figures proposed
to squares side by side are asked."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.matching import ProposedMove
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of
from tests.sync.test_pale_bases_and_hands import _quicksilver_active, _reading

H11, H12 = Square.parse("H11"), Square.parse("H12")


def quicksilver_between(
    demo_state: GameState,
    reads: tuple[float, float],
    middles: tuple[float, float],
    directions: tuple[float, float],
    rims: dict[Square, float],
    cores: frozenset[Square] = frozenset(),
    nadir: tuple[float, float] = (7.5, 40.0),
) -> ProposedMove:
    """The one move proposed for Quicksilver (active, K2) when H12 and H11 read `reads`,
    with the camera beyond the map's far side (or over `nadir`)."""
    state, _ = _quicksilver_active(demo_state)
    reading = _reading(state, {"Quicksilver"})
    reading[H12], reading[H11] = reads
    matching = match_moves(
        state,
        reading,
        cores=cores,
        middles=dict(zip((H12, H11), middles, strict=True)),
        directions=dict(zip((H12, H11), directions, strict=True)),
        nadir=nadir,
        height=30.0,
        rims=rims_of(rims),
    )
    (move,) = matching.moves
    return move


@pytest.mark.parametrize(("rim_of_h12", "expected"), [(0.45, "H12"), (0.2, "H11")])
def test_of_two_squares_read_alike_the_one_showing_a_rim_is_the_base(
    demo_state: GameState, rim_of_h12: float, expected: str
) -> None:
    # Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4) onto a pale base that
    # reads 0.6 and shows part of its rim; its body reads 0.95 on H11, beyond it (the
    # camera stands beyond the map's far side). Neither shows a base-wide disc.
    move = quicksilver_between(demo_state, (0.6, 0.95), (0.55, 0.9), (0.5, 0.5), {H12: rim_of_h12})
    assert (move.name, move.target.name) == ("Quicksilver", expected)
    assert move.needs_check


def test_two_figures_proposed_to_squares_side_by_side_are_asked(demo_state: GameState) -> None:
    # Blob (active, L1) and Quicksilver (K2) both left; new bases on I4, the only one in
    # Blob's Move, and H5 beside it. Either reading may be the other's body or shadow.
    blob = next(f.id for f in demo_state.figures if f.name == "Blob")
    turn = demo_state.turn.model_copy(
        update={"phase": "playing", "activation": Activation(figure=blob)}
    )
    state = demo_state.model_copy(update={"turn": turn})
    reading = _reading(state, {"Blob", "Quicksilver"})
    i4, h5 = Square.parse("I4"), Square.parse("H5")
    reading[i4] = reading[h5] = 1.0
    matching = match_moves(state, reading, cores=frozenset({i4, h5}))
    got = sorted((m.name, m.target.name, m.needs_check) for m in matching.moves)
    assert got == [("Blob", "I4", True), ("Quicksilver", "H5", True)]
