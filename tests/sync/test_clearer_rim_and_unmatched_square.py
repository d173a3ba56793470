"""Of two pale bases known only by their rims, the clearer rim is the likelier new square;
a held square matched to no figure is reported as such."""

from __future__ import annotations

import numpy as np
import pytest

from faserip_desk.board.squares import Square
from faserip_desk.commands.sync import report_data, report_text
from faserip_desk.game.state import GameState
from faserip_desk.sync.analyse import SyncReport
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


def test_a_held_square_no_figure_is_matched_to_is_named_as_such(demo_state: GameState) -> None:
    # Every figure stays; a base stands on H12 (a figure the game does not know, a token
    # put down by mistake). The report names the square without claiming no figure could
    # have reached it: Quicksilver, on K2, could have.
    reading = _reading(demo_state, "")
    reading[Square.parse("H12")] = 1.0
    matching = match_moves(demo_state, reading)
    assert matching.moves == []
    assert matching.unexplained == [Square.parse("H12")]
    report = SyncReport(
        demo_state.board_map.name, 8, 8, [], frozenset(), matching, np.zeros((1, 1, 3), np.uint8)
    )
    lines = report_text(report_data(report, demo_state, "table.jpg"))
    assert "Occupied but matched to no figure: H12" in lines
