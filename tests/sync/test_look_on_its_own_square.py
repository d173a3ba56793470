"""A figure proposed, asked, to a square that shows nothing like it, while its own old square
still shows a base with its look: it never left (`sync.looks`)."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.looks import Look, tell_apart
from faserip_desk.sync.matching import Matching, ProposedMove
from tests.sync.test_look_left_its_square import GREEN
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse
NEAR_RED = Look((50.0, 68.0, 40.0), (45.0, 73.0, 45.0))


def _judged(
    state: GameState,
    looks: dict[str, Look],
    shown: dict[Square, Look],
    bases: frozenset[Square] = frozenset(),
    changed: frozenset[Square] = frozenset(),
    hidden: frozenset[Square] = frozenset(),
) -> Matching:
    """Luke Cage (the first of `looks`, on L27) proposed, asked, to J23 and judged by the
    looks step, every square of `shown` showing its look there and every other BLUE;
    `bases`, `changed` and `hidden` as `tell_apart` takes them."""
    luke = next(iter(looks))
    matching = Matching(moves=[ProposedMove(luke, "Luke Cage", S("L27"), S("J23"), 0.5)])
    tell_apart(
        state,
        matching,
        looks,
        lambda s: shown.get(s, BLUE),
        bases=bases,
        changed=changed,
        hidden=hidden,
    )
    return matching


def test_a_figure_whose_old_square_shows_its_look_stays_there(demo_state: GameState) -> None:
    # Luke Cage (on L27), asked to J23 that shows BLUE, a look unlike his; L27 still shows a
    # base (a pale one, read by its rim) with his look: he stays, J23 is left unexplained.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    assert luke.square == S("L27")
    matching = _judged(demo_state, {luke.id: RED}, {S("L27"): RED}, bases=frozenset({S("L27")}))
    assert matching.moves == []
    assert matching.stayed[luke.id] == S("L27")
    assert S("J23") in matching.unexplained
    assert S("L27") in matching.figure_squares()


def test_an_asked_move_goes_to_a_base_that_shows_its_whole_look(demo_state: GameState) -> None:
    # Luke Cage asked to J23, which shows BLUE; L24 (a base in his reach) shows his look,
    # base and body: he is proposed there, still asked.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    shown = {S("L24"): RED}
    matching = _judged(demo_state, {luke.id: RED}, shown, bases=frozenset(shown))
    assert [m.target for m in matching.moves] == [S("L24")]
    assert matching.moves[0].needs_check


def test_a_base_showing_no_body_does_not_take_the_move(demo_state: GameState) -> None:
    # The same, but L24 shows only a base's colour like his and no body: no standing
    # figure is there (something pale in the print), so the move stays on J23.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    shown = {S("L24"): Look(RED.base, None)}
    matching = _judged(demo_state, {luke.id: RED}, shown, bases=frozenset(shown))
    assert [m.target for m in matching.moves] == [S("J23")]


def test_a_figure_half_under_the_hand_whose_look_shows_there_stays(demo_state: GameState) -> None:
    # L27 is half under the hand, so the photo alone sent Luke Cage, asked, to J23, which
    # shows a look like his; what shows of L27 is his look too: he never left.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    for on_l27, stays in ((RED, True), (NEAR_RED, False)):
        matching = _judged(
            demo_state,
            {luke.id: RED},
            {S("L27"): on_l27, S("J23"): RED},
            bases=frozenset({S("J23")}),
            hidden=frozenset({S("L27")}),
        )
        if stays:
            assert matching.moves == [] and matching.stayed[luke.id] == S("L27")
            assert S("J23") in matching.unexplained
        else:  # a look merely close (8 away) under a hand says too little
            assert [m.target for m in matching.moves] == [S("J23")]


def test_a_move_whose_square_shows_the_look_more_closely_leaves_the_hand(
    demo_state: GameState,
) -> None:
    # What shows of L27, half under the hand, is 3.0 from Luke Cage's look; J23 shows it
    # exactly (fresh 55003: Iron Fist 2.8 from his look on A1, under the hand, and 1.0 on
    # D5, where he went). The move stands, asked, unless another figure that could have
    # reached J23 looks as like him there (39578: Daredevil 0.5 from the look on A6).
    ids = {f.name: f.id for f in demo_state.figures}
    luke, cloak = ids["Luke Cage"], ids["Cloak"]
    near = Look((52.0, 62.0, 42.0), (47.0, 67.0, 47.0))
    shown = {S("L27"): near, S("J23"): RED}
    for cloak_looks, moves in ((BLUE, True), (RED, False)):
        matching = _judged(
            demo_state,
            {luke: RED, cloak: cloak_looks},
            shown,
            bases=frozenset({S("J23")}),
            hidden=frozenset({S("L27")}),
        )
        if moves:
            assert [(m.target, m.needs_check) for m in matching.moves] == [(S("J23"), True)]
        else:
            assert matching.moves == [] and matching.stayed[luke] == S("L27")


def test_a_figure_swapped_onto_a_square_showing_nothing_like_it_goes_where_it_shows(
    demo_state: GameState,
) -> None:
    # Quicksilver asked to K5, Mystique to K6. K5 shows Mystique's look and K6 neither's:
    # the looks swap them, which suits her but puts him on a look nothing like his. H12,
    # another square he could be on, shows his look: he goes there, asked.
    quick = next(f for f in demo_state.figures if f.name == "Quicksilver")
    mystique = next(f for f in demo_state.figures if f.name == "Mystique")
    moves = [
        ProposedMove(quick.id, quick.name, S("K2"), S("K5"), 0.5, alternatives=(S("H12"),)),
        ProposedMove(mystique.id, mystique.name, S("M2"), S("K6"), 0.5),
    ]
    matching = Matching(moves=moves)
    shown = {S("K5"): BLUE, S("K6"): GREEN, S("H12"): RED}
    looks = {quick.id: RED, mystique.id: BLUE}
    tell_apart(demo_state, matching, looks, lambda s: shown.get(s, GREEN), bases=frozenset(shown))
    targets = {m.name: (m.target.name, m.needs_check) for m in matching.moves}
    assert targets == {"Quicksilver": ("H12", True), "Mystique": ("K5", True)}


def test_a_square_only_somewhat_changed_takes_the_move_by_a_look_no_other_figure_has(
    demo_state: GameState,
) -> None:
    # Luke Cage asked to J23, which shows BLUE. L24 does not read as a base, but its ring
    # and middle changed somewhat (a pale base whose top matches the print), and it shows
    # his whole look: he is proposed there, asked. If any other figure's look, even one
    # that could not have reached L24, is as like it, the move stays on J23.
    ids = {f.name: f.id for f in demo_state.figures}
    luke, quick = ids["Luke Cage"], ids["Quicksilver"]
    shown = {S("L24"): RED}
    for quicksilver_looks, target in ((BLUE, "L24"), (NEAR_RED, "J23")):
        matching = _judged(
            demo_state, {luke: RED, quick: quicksilver_looks}, shown, changed=frozenset(shown)
        )
        assert [(m.target.name, m.needs_check) for m in matching.moves] == [(target, True)]


@pytest.mark.parametrize(
    ("on_l24", "expected"),
    [
        (RED, "L24"),  # its look as closely as a sure look: he went there
        (NEAR_RED, "J23"),  # within 10, but not as close as a sure look: left as read
        (Look(RED.base, None), "J23"),  # a base's colour and no body: no standing figure
    ],
)
def test_a_move_out_of_sight_goes_to_an_alternative_showing_its_look(
    demo_state: GameState, on_l24: Look, expected: str
) -> None:
    # As fresh 57811, where Quicksilver was sent under the hand: the photo alone sent Luke
    # Cage to J23, under the hand (a square out of sight within one Move beats a base two
    # Moves away), with L24, a base, as the other square it read for him.
    luke = next(f for f in demo_state.figures if f.name == "Luke Cage")
    out_of_sight = ProposedMove(
        luke.id, "Luke Cage", S("L27"), S("J23"), 0.5, (S("L24"),), unseen=True
    )
    matching = Matching(moves=[out_of_sight])
    tell_apart(
        demo_state,
        matching,
        {luke.id: RED},
        lambda s: on_l24 if s == S("L24") else GREEN,
        bases=frozenset({S("L24")}),
        hidden=frozenset({S("J23")}),
    )
    [move] = matching.moves
    assert move.target == S(expected) and move.needs_check
    assert move.unseen == (expected == "J23")
