"""Of two pale bases known only by their rims, the clearer rim is the likelier new square."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import rims_of


def _reading(state: GameState, empty: str) -> dict[Square, float]:
    """Every figure's square read as held except `empty`'s; nothing else changed."""
    reading = {s: 0.0 for s in state.board_map.squares()}
    for f in state.figures:
        if f.square is not None and f.name != empty:
            reading[f.square] = 1.0
    return reading


@pytest.mark.parametrize(("clear", "faint"), [("H12", "E11"), ("E11", "H12")])
def test_the_clearer_of_two_rims_is_proposed_first(
    demo_state: GameState, clear: str, faint: str
) -> None:
    # Quicksilver left K2 (rules, Example Gameplay, Panel 4: its Move to H12); both squares
    # lie within its reach and show only a base's rim (a pale base on pale print). The rim
    # seen in more directions wins, whichever square it is; the other stays the alternative.
    reading = _reading(demo_state, "Quicksilver")
    rims = rims_of({Square.parse(clear): 0.8, Square.parse(faint): 0.64})
    (move,) = match_moves(demo_state, reading, rims=rims).moves
    assert (move.name, move.source.name, move.target.name) == ("Quicksilver", "K2", clear)
    assert faint in [s.name for s in move.alternatives]
    assert move.needs_check  # a rim alone is never sure
