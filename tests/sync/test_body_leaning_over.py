"""A move's look does not make it sure where a standing figure's body leans over its new
square (`sync.look_sure.confirm_by_looks`)."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.looks import tell_apart
from faserip_desk.sync.matching import Matching, ProposedMove
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse


@pytest.mark.parametrize(
    ("nadir", "sure"),
    [
        ((9.5, -30.0), False),  # camera far above row 1: bodies lean down, J22's onto J23
        ((9.5, 60.0), True),  # camera far below: J22's body leans away from J23
        ((40.0, 22.5), True),  # camera far to the right: J22's body leans along the row
    ],
)
def test_a_look_beside_a_figure_whose_body_leans_over_the_square_stays_asked(
    demo_state: GameState, nadir: tuple[float, float], sure: bool
) -> None:
    # Luke Cage is proposed, asked, to J23, which shows a base (no base-wide disc) and his
    # look. Daredevil stands on J22. When bodies lean from J22 over J23, Daredevil's body
    # may be what shows there, in a colour like Luke Cage's (fresh 47230: Cloak's green
    # body over N23 showed Iron Fist's look within 1.1, and Iron Fist stood elsewhere).
    luke, dare = (
        next(f for f in demo_state.figures if f.name == n) for n in ("Luke Cage", "Daredevil")
    )
    assert luke.square
    move = ProposedMove(luke.id, luke.name, luke.square, S("J23"), 0.6)
    matching = Matching(moves=[move], stayed={dare.id: S("J22")})
    shown = {S("J23"): RED, S("J22"): BLUE}
    tell_apart(
        demo_state,
        matching,
        {luke.id: RED, dare.id: BLUE},
        lambda s: shown.get(s, BLUE),
        bases=frozenset(shown),
        wide=frozenset({S("J22")}),
        nadir=nadir,
    )
    assert matching.moves[0].target == S("J23")
    assert (not matching.moves[0].needs_check) is sure
    assert matching.look_sure == ([luke.id] if sure else [])
