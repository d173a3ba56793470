"""A figure proposed, asked, to a square that shows nothing like it, while its own old square
still shows a base with its look: it never left (`sync.looks`)."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.looks import Look, tell_apart
from faserip_desk.sync.matching import Matching, ProposedMove
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse


def test_a_figure_whose_old_square_shows_its_look_stays_there(demo_state: GameState) -> None:
    # Luke Cage (on L27), asked to J23 that shows BLUE, a look unlike his; L27 still shows a
    # base (a pale one, read by its rim) with his look: he stays, J23 is left unexplained.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    assert luke.square == S("L27")
    matching = Matching(moves=[ProposedMove(luke.id, luke.name, S("L27"), S("J23"), 0.5)])
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


def test_an_asked_move_goes_to_a_base_that_shows_its_whole_look(demo_state: GameState) -> None:
    # Luke Cage asked to J23, which shows BLUE; L24 (a base in his reach) shows his look,
    # base and body: he is proposed there, still asked.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    matching = Matching(moves=[ProposedMove(luke.id, luke.name, S("L27"), S("J23"), 0.5)])
    shown = {S("L24"): RED}
    tell_apart(
        demo_state, matching, {luke.id: RED}, lambda s: shown.get(s, BLUE), bases=frozenset(shown)
    )
    assert [m.target for m in matching.moves] == [S("L24")]
    assert matching.moves[0].needs_check


def test_a_base_showing_no_body_does_not_take_the_move(demo_state: GameState) -> None:
    # The same, but L24 shows only a base's colour like his and no body: no standing
    # figure is there (something pale in the print), so the move stays on J23.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    matching = Matching(moves=[ProposedMove(luke.id, luke.name, S("L27"), S("J23"), 0.5)])
    shown = {S("L24"): Look(RED.base, None)}
    tell_apart(
        demo_state, matching, {luke.id: RED}, lambda s: shown.get(s, BLUE), bases=frozenset(shown)
    )
    assert [m.target for m in matching.moves] == [S("J23")]
