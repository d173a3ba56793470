"""A figure's step onto the next square, told by its look in the previous photo: the photo
alone took its body or shadow for its base (`sync.stay_looks.stepped_beside` and
`sync.own_square`, run by `sync.looks.tell_apart`)."""

from __future__ import annotations

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState
from faserip_desk.sync.look_sure import AGREE, CLOSE
from faserip_desk.sync.looks import Look, look_distance, tell_apart
from faserip_desk.sync.matching import CONFIRM, Matching, ProposedMove
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse
GREEN = Look((60.0, -50.0, 40.0), (55.0, -55.0, 45.0))
SHADOW = Look((35.0, 2.0, 4.0), (35.0, 2.0, 4.0))  # grey print in a shadow: not RED
NEAR_RED = Look((50.0, 68.0, 40.0), (45.0, 73.0, 45.0))  # 8 from RED: within CLOSE only
UP = (10.5, 30.0)
"""The map point under the camera, far below K2 (rows grow downwards): a body on K2 leans
towards K1, away from it."""


def _figure(state: GameState, name: str) -> tuple[str, Square]:
    figure = next(f for f in state.figures if f.name == name)
    assert figure.square is not None
    return figure.id, figure.square


def _judge(
    state: GameState,
    matching: Matching,
    looks: dict[str, Look],
    shown: dict[Square, Look],
    wide: set[str],
) -> None:
    """The looks step with the camera far below the map: every square of `shown` shows a
    base and its look there, those named in `wide` a base-wide disc; every other square
    shows GREEN."""
    tell_apart(
        state,
        matching,
        looks,
        lambda s: shown.get(s, GREEN),
        bases=frozenset(shown),
        wide=frozenset(S(n) for n in wide),
        nadir=UP,
    )


def _quicksilver_kept_on_k2(state: GameState, beside: str) -> Matching:
    """Quicksilver (RED) kept on K2, which shows a shadow, not his look; the base-wide disc
    on `beside` shows his look. Returns the matching after the looks step."""
    quick, k2 = _figure(state, "Quicksilver")
    matching = Matching(stayed={quick: k2})
    _judge(state, matching, {quick: RED}, {k2: SHADOW, S(beside): RED}, {beside})
    return matching


def test_a_figure_kept_in_place_stepped_beside_where_its_look_shows(
    demo_state: GameState,
) -> None:
    # K3 lies towards the camera from K2: a base there leans its body over K2, which then
    # reads held; K3's base-wide disc shows Quicksilver's look, K2 not.
    quick, k2 = _figure(demo_state, "Quicksilver")
    far = look_distance(RED, SHADOW)
    assert far is not None and far > CLOSE
    matching = _quicksilver_kept_on_k2(demo_state, "K3")
    [move] = matching.moves
    assert (move.figure, move.source, move.target) == (quick, k2, S("K3"))
    assert move.confidence < CONFIRM  # a move the looks made is asked
    assert matching.look_moved == {quick: k2}
    assert quick not in matching.stayed


def test_a_step_sideways_is_found_too(demo_state: GameState) -> None:
    # L2 lies across the way a body on K2 leans.
    matching = _quicksilver_kept_on_k2(demo_state, "L2")
    assert [m.target for m in matching.moves] == [S("L2")]


def test_no_step_onto_the_square_its_own_body_leans_over(demo_state: GameState) -> None:
    # K1 is where a body on K2 leans: the disc there may be Quicksilver's own body, with
    # his base still on K2 (37144: Sabretooth stayed on W24, his body on X24).
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = _quicksilver_kept_on_k2(demo_state, "K1")
    assert matching.moves == []
    assert matching.stayed == {quick: k2}


@pytest.mark.parametrize(("k2_ring", "k1_ring", "moved"), [(0.25, 1.0, True), (0.25, 0.75, False)])
def test_a_step_onto_the_lean_side_when_the_old_ring_is_torn_and_the_new_whole(
    demo_state: GameState, k2_ring: float, k1_ring: float, moved: bool
) -> None:
    # K1, where a body on K2 leans, shows Quicksilver's look on a base-wide disc whose ring
    # changed all round, K2's in only a quarter of its directions: a whole base on K1 and
    # not his body, so he stepped there (fresh 55114: Cloak R22 -> R23, R23's ring changed
    # all round and 1.3 from his look). A ring changed in 6 of 8 directions may be his
    # body, his base still on K2 (37144: Sabretooth's body on X24, ring 0.75, W24's 0.25).
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = Matching(stayed={quick: k2})
    tell_apart(
        demo_state,
        matching,
        {quick: RED},
        lambda s: {k2: SHADOW, S("K1"): RED}.get(s, GREEN),
        bases=frozenset({k2, S("K1")}),
        wide=frozenset({S("K1")}),
        nadir=UP,
        rings={k2: k2_ring, S("K1"): k1_ring},
    )
    if moved:
        assert [(m.figure, m.target, m.needs_check) for m in matching.moves] == [
            (quick, S("K1"), True)
        ]
    else:
        assert matching.moves == [] and matching.stayed == {quick: k2}


@pytest.mark.parametrize(("on_her_square", "moved"), [(RED, True), (BLUE, False)])
def test_a_look_alike_stands_in_the_way_unless_found_on_its_own_square(
    demo_state: GameState, on_her_square: Look, moved: bool
) -> None:
    # Mystique looks like Quicksilver and could have reached K3. When her own square M2
    # shows her look she is there, so K3's look is his (45063: Iron Fist's look 11.7 from
    # Blob's on Q25, his own square showing it within 6); when it shows something else,
    # either could stand on K3, and nobody is moved.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2 = _figure(demo_state, "Mystique")
    matching = Matching(stayed={quick: k2, mystique: m2})
    _judge(
        demo_state,
        matching,
        {quick: RED, mystique: RED},
        {k2: SHADOW, S("K3"): RED, m2: on_her_square},
        {"K3", "M2"},
    )
    if moved:
        assert [(m.figure, m.target) for m in matching.moves] == [(quick, S("K3"))]
        assert matching.stayed == {mystique: m2}
    else:
        assert matching.moves == []
        assert matching.stayed == {quick: k2, mystique: m2}


def test_an_asked_move_goes_to_the_base_beside_that_shows_the_look(
    demo_state: GameState,
) -> None:
    # Mystique was sent, asked, to L3, which shows nothing like her (its body or shadow);
    # L4 beside it shows a base and her look within CLOSE, farther than AGREE, as an
    # alternative would (41073, 42169, 45484).
    mystique, m2 = _figure(demo_state, "Mystique")
    distance = look_distance(RED, NEAR_RED)
    assert distance is not None and AGREE < distance <= CLOSE
    matching = Matching(moves=[ProposedMove(mystique, "Mystique", m2, S("L3"), 0.4)])
    _judge(demo_state, matching, {mystique: RED}, {S("L3"): GREEN, S("L4"): NEAR_RED}, set())
    [move] = matching.moves
    assert (move.source, move.target) == (m2, S("L4"))
    assert move.confidence < CONFIRM
    assert matching.look_moved == {mystique: S("L3")}


def test_a_base_beside_is_not_taken_when_the_move_shows_no_look(
    demo_state: GameState,
) -> None:
    # L3 shows nothing the look can be compared with (42582: a map edge, the figure was
    # there); only a base within AGREE would do.
    mystique, m2 = _figure(demo_state, "Mystique")
    matching = Matching(moves=[ProposedMove(mystique, "Mystique", m2, S("L3"), 0.4)])
    tell_apart(
        demo_state,
        matching,
        {mystique: RED},
        lambda s: {S("L4"): NEAR_RED}.get(s, Look(None, None)),
        bases=frozenset({S("L3"), S("L4")}),
        wide=frozenset(),
        nadir=UP,
    )
    assert [m.target for m in matching.moves] == [S("L3")]
