"""A figure proposed, asked, to a square that shows nothing like it, while its own old square
still shows a base with its look: it never left (`sync.looks`)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.looks import tell_apart
from faserip_desk.sync.matching import Matching, ProposedMove
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse


def test_a_figure_whose_old_square_shows_its_look_stays_there(demo_state: GameState) -> None:
    # Luke Cage (on L27), asked to J23 that shows BLUE, a look unlike his; L27 still shows a
    # base (a pale one, read by its rim) with his look: he stays, J23 is left unexplained.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    assert luke.square == S("L27")
    matching = Matching(moves=[ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.5)])
    shown = {S("L27"): RED}
    tell_apart(
        demo_state,
        matching,
        {luke.id: RED},
        lambda s: shown.get(s, BLUE),
        bases=frozenset({S("L27")}),
    )
    assert matching.moves == []
    assert matching.stayed[luke.id] == S("L27")
    assert S("J23") in matching.unexplained
    assert S("L27") in matching.figure_squares()
