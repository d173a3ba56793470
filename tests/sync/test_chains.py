"""A figure read as staying may have moved on while the one read as gone stepped onto its
square: with no figure active, one right beside it; with a figure active, the active one
when it stays and could have gone where the other is read to have gone. Such a move is
asked, not sure."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
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


@pytest.mark.parametrize(
    ("active", "sure"),
    [
        # Quicksilver, active, read as still on K2, reaches M5 and Mystique reaches K2: he
        # may have gone to M5 and she stepped onto K2 (fresh 51409, where the photo alone
        # was sure of the wrong reading).
        ("Quicksilver", False),
        # Daredevil, active on J27, could not have gone to M5: Mystique alone moved.
        ("Daredevil", True),
    ],
)
def test_a_move_the_active_figure_could_have_made_is_asked(
    demo_state: GameState, active: str, sure: bool
) -> None:
    figure = next(f.id for f in demo_state.figures if f.name == active)
    turn = demo_state.turn.model_copy(
        update={"phase": "playing", "activation": Activation(figure=figure)}
    )
    state = demo_state.model_copy(update={"turn": turn})
    reading = _reading(state, {"Mystique"})
    m5 = Square.parse("M5")
    reading[m5] = 1.0
    matching = match_moves(state, reading, cores=frozenset({m5}))
    (move,) = matching.moves
    assert (move.name, move.source.name, move.target.name) == ("Mystique", "M2", "M5")
    assert matching.stayed[figure] == next(f.square for f in state.figures if f.id == figure)
    assert move.needs_check != sure
