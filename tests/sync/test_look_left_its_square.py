"""A figure the photo alone keeps on its square, whose look in the previous photo shows on
a square nobody explains and not on its own: it moved there, and a figure whose look shows
on its old square may have stepped onto it (`sync.stay_looks`, with `sync.looks`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.looks import Look, tell_apart
from faserip_desk.sync.matching import CONFIRM, Matching, ProposedMove
from tests.sync.test_previous_photo import BLUE, RED

S = Square.parse
GREEN = Look((60.0, -50.0, 40.0), (55.0, -55.0, 45.0))
ROSY = Look((50.0, 68.0, 40.0), (45.0, 73.0, 45.0))
"""8 from RED: close, not as close as a sure look."""


def _figure(state: GameState, name: str) -> tuple[str, Square]:
    figure = next(f for f in state.figures if f.name == name)
    assert figure.square is not None
    return figure.id, figure.square


def _judge(
    state: GameState, matching: Matching, looks: dict[str, Look], shown: dict[Square, Look]
) -> None:
    """The looks step, every square of `shown` showing a base and its look there, every
    other square GREEN."""
    tell_apart(state, matching, looks, lambda s: shown.get(s, GREEN), bases=frozenset(shown))


def _active(state: GameState, figure: str) -> GameState:
    """`state` in play with `figure` the active one."""
    turn = state.turn.model_copy(
        update={"phase": "playing", "activation": Activation(figure=figure)}
    )
    return state.model_copy(update={"turn": turn})


def _mystique_asked_to(state: GameState, square: str) -> tuple[str, Square, ProposedMove]:
    """Mystique's id, her square (M2) and an asked move of hers to `square`."""
    mystique, m2 = _figure(state, "Mystique")
    return mystique, m2, ProposedMove(mystique, "Mystique", m2, S(square), 0.4)


def test_a_figure_kept_in_place_moves_where_its_look_shows(demo_state: GameState) -> None:
    # Quicksilver's K2 still reads held (another figure's look shows there), while H12,
    # which nobody explains and he reaches (Example Gameplay, Panel 4), shows his look.
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = Matching(stayed={quick: k2}, unexplained=[S("H12")])
    shown = {k2: BLUE, S("H12"): RED}
    held = frozenset(shown)
    tell_apart(demo_state, matching, {quick: RED}, lambda s: shown.get(s, GREEN), bases=held)
    [move] = matching.moves
    assert (move.figure, move.source, move.target) == (quick, k2, S("H12"))
    assert move.confidence < CONFIRM  # a move the looks made is asked
    assert matching.look_moved == {quick: k2}
    assert quick not in matching.stayed and matching.unexplained == []


def test_the_figure_that_stepped_onto_the_old_square_is_placed_there(
    demo_state: GameState,
) -> None:
    # A chain: Quicksilver K2 → H12, then Mystique M2 → K2. The photo alone kept
    # Quicksilver on K2 and sent Mystique, asked, to L3 (her body leaning there); K2 shows
    # her look, L3 nothing like it.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, _, asked = _mystique_asked_to(demo_state, "L3")
    matching = Matching(stayed={quick: k2}, moves=[asked], unexplained=[S("H12")])
    _judge(
        demo_state,
        matching,
        {quick: RED, mystique: BLUE},
        {k2: BLUE, S("H12"): RED, S("L3"): GREEN},
    )
    targets = {m.figure: m.target for m in matching.moves}
    assert targets == {quick: S("H12"), mystique: k2}
    assert all(m.confidence < CONFIRM for m in matching.moves)
    assert matching.look_moved == {quick: k2, mystique: S("L3")}


def test_no_move_when_another_figure_that_could_be_there_looks_as_alike(
    demo_state: GameState,
) -> None:
    # Mystique looks like Quicksilver and could have reached H12 too: the look does not
    # tell who stands there, so the photo alone's reading is kept.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2 = _figure(demo_state, "Mystique")
    matching = Matching(stayed={quick: k2, mystique: m2}, unexplained=[S("H12")])
    shown = {k2: BLUE, S("H12"): RED, m2: RED}
    looks = {quick: RED, mystique: RED}
    tell_apart(demo_state, matching, looks, lambda s: shown.get(s, GREEN), bases=frozenset(shown))
    assert matching.moves == []
    assert matching.stayed == {quick: k2, mystique: m2}


def test_a_figure_whose_own_square_shows_it_stays(demo_state: GameState) -> None:
    # Its own square shows its look: it stays, whatever else looks like it.
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = Matching(stayed={quick: k2}, unexplained=[S("H12")])
    shown = {k2: RED, S("H12"): RED}
    tell_apart(
        demo_state, matching, {quick: RED}, lambda s: shown.get(s, GREEN), bases=frozenset(shown)
    )
    assert matching.moves == [] and matching.stayed == {quick: k2}


def test_a_figure_kept_on_a_pale_base_read_by_its_rim_is_left_alone(
    demo_state: GameState,
) -> None:
    # K2 is in the photo but reads no base (kept for a pale base's rim): with no base there
    # to show another look, the looks say nothing against the photo alone.
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = Matching(stayed={quick: k2}, unexplained=[S("H12")])
    shown = {k2: BLUE, S("H12"): RED}
    looks = {quick: RED}
    tell_apart(
        demo_state, matching, looks, lambda s: shown.get(s, GREEN), bases=frozenset({S("H12")})
    )
    assert matching.moves == [] and matching.stayed == {quick: k2}


def test_a_square_beside_its_own_is_left_to_the_photo_alone(demo_state: GameState) -> None:
    # K3 beside K2 shows Quicksilver's look, but his body leaning over it from K2 would
    # too: the looks cannot tell that he stepped there, so he stays.
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = Matching(stayed={quick: k2}, unexplained=[S("K3")])
    _judge(demo_state, matching, {quick: RED}, {k2: BLUE, S("K3"): RED})
    assert matching.moves == [] and matching.stayed == {quick: k2}


def test_a_figure_kept_in_place_takes_an_asked_square_showing_its_look(
    demo_state: GameState,
) -> None:
    # The photo alone sent Mystique, asked, to H12 and kept Quicksilver on K2; H12 shows
    # Quicksilver's look and nothing like hers, K2 nothing like his. He moved there; she is
    # not found, and taken to be where she was.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2, asked = _mystique_asked_to(demo_state, "H12")
    matching = Matching(stayed={quick: k2}, moves=[asked])
    _judge(demo_state, matching, {quick: RED, mystique: BLUE}, {k2: GREEN, S("H12"): RED})
    assert [(m.figure, m.source, m.target) for m in matching.moves] == [(quick, k2, S("H12"))]
    assert matching.moves[0].needs_check
    assert matching.unseen == {mystique: m2} and mystique in matching.missing


@pytest.mark.parametrize(
    ("active", "there", "taken"),
    [
        # Mystique, active, no look of hers: a look merely close (8 from his) leaves her H12.
        ("Mystique", ROSY, False),
        # ... but his look there as closely as a sure look does (0.9 at 61337) takes it.
        ("Mystique", RED, True),
        # Quicksilver active: Mystique is not the figure expected to move.
        ("Quicksilver", ROSY, True),
    ],
)
def test_the_active_figure_with_no_look_keeps_its_asked_square_unless_another_agrees(
    demo_state: GameState, active: str, there: Look, taken: bool
) -> None:
    # As above, but the previous photo showed no look of Mystique (fresh 60209, read once
    # with f4ec178: Dagger, active and with no look, lost O24 to Quicksilver, kept on a
    # square showing another look, 7.6 from his on O24).
    quick, k2 = _figure(demo_state, "Quicksilver")
    _, _, asked = _mystique_asked_to(demo_state, "H12")
    state = _active(demo_state, _figure(demo_state, active)[0])
    matching = Matching(stayed={quick: k2}, moves=[asked])
    _judge(state, matching, {quick: RED}, {k2: GREEN, S("H12"): there})
    if taken:
        assert [(m.figure, m.target) for m in matching.moves] == [(quick, S("H12"))]
    else:
        assert matching.moves == [asked] and matching.stayed == {quick: k2}


def test_a_figure_on_a_square_under_the_hand_moves_where_its_look_shows_as_sure(
    demo_state: GameState,
) -> None:
    # K2 is under the hand: it says nothing of Quicksilver. H12, which nobody explains,
    # shows his look as closely as a look that makes a move sure: he moved there.
    quick, k2 = _figure(demo_state, "Quicksilver")
    for where in ({quick: k2}, {}):  # kept on K2, or not found and taken to be there
        matching = Matching(stayed=dict(where), unseen={quick: k2} if not where else {})
        matching.missing = [] if where else [quick]
        matching.unexplained = [S("H12")]
        looks = {quick: RED}
        tell_apart(
            demo_state,
            matching,
            looks,
            lambda s: RED if s == S("H12") else GREEN,
            hidden=frozenset({k2}),
        )
        [move] = matching.moves
        assert (move.figure, move.source, move.target) == (quick, k2, S("H12"))
        assert move.needs_check and not matching.unseen and not matching.missing


def test_under_the_hand_a_look_merely_close_is_not_enough(demo_state: GameState) -> None:
    # H12's look is 8 from his (within 10, but not as close as a sure look): he may as well
    # still stand under the hand, so he is kept there.
    quick, k2 = _figure(demo_state, "Quicksilver")
    near = Look((50.0, 68.0, 40.0), (45.0, 73.0, 45.0))
    matching = Matching(stayed={quick: k2}, unexplained=[S("H12")])
    tell_apart(
        demo_state,
        matching,
        {quick: RED},
        lambda s: near if s == S("H12") else GREEN,
        hidden=frozenset({k2}),
    )
    assert matching.moves == [] and matching.stayed == {quick: k2}


@pytest.mark.parametrize("k2_shows_a_base", [False, True])
def test_a_figure_not_found_on_an_empty_square_moves_where_its_look_shows_as_sure(
    demo_state: GameState, k2_shows_a_base: bool
) -> None:
    # Fresh 57556: Quicksilver, not found, was taken to be still on K2, which the photo
    # shows empty; H12, read only faintly (a base, but nobody placed there), shows his look
    # as closely as a sure look: he moved there, asked. Were K2 to show a base, what
    # stands there may be his, and the faint square alone does not move him.
    quick, k2 = _figure(demo_state, "Quicksilver")
    matching = Matching(unseen={quick: k2})
    matching.missing = [quick]
    bases = {S("H12"), k2} if k2_shows_a_base else {S("H12")}
    tell_apart(
        demo_state,
        matching,
        {quick: RED},
        lambda s: RED if s == S("H12") else GREEN,
        bases=frozenset(bases),
    )
    if k2_shows_a_base:
        assert matching.moves == [] and matching.unseen == {quick: k2}
    else:
        [move] = matching.moves
        assert (move.figure, move.source, move.target) == (quick, k2, S("H12"))
        assert move.needs_check and not matching.unseen and not matching.missing


def test_a_figure_not_found_takes_the_square_another_left_where_its_look_shows(
    demo_state: GameState,
) -> None:
    # A chain: Quicksilver K2 → H12, and Mystique, not found on M2 (read empty), stepped
    # onto K2, which shows her look as closely as a sure look.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2 = _figure(demo_state, "Mystique")
    matching = Matching(stayed={quick: k2}, unseen={mystique: m2}, unexplained=[S("H12")])
    matching.missing = [mystique]
    _judge(demo_state, matching, {quick: RED, mystique: BLUE}, {k2: BLUE, S("H12"): RED})
    targets = {m.figure: (m.source, m.target) for m in matching.moves}
    assert targets == {quick: (k2, S("H12")), mystique: (m2, k2)}
    assert all(m.needs_check for m in matching.moves)
    assert not matching.unseen and not matching.missing


def test_under_the_hand_a_held_square_taken_for_a_neighbours_spill_may_show_the_figure(
    demo_state: GameState,
) -> None:
    # K2 is under the hand. N3, beside Mystique on M2, reads held but was taken for her
    # spill (nobody explains it, yet it is not left unexplained); it shows Quicksilver's
    # look, not hers: he moved there.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2 = _figure(demo_state, "Mystique")
    matching = Matching(stayed={quick: k2, mystique: m2})
    shown = {m2: BLUE, S("N3"): RED}
    tell_apart(
        demo_state,
        matching,
        {quick: RED, mystique: BLUE},
        lambda s: shown.get(s, GREEN),
        bases=frozenset(shown),
        hidden=frozenset({k2}),
    )
    [move] = matching.moves
    assert (move.figure, move.source, move.target) == (quick, k2, S("N3"))
    assert matching.stayed == {mystique: m2}


def test_an_asked_move_showing_nothing_like_it_takes_a_square_showing_its_look(
    demo_state: GameState,
) -> None:
    # The photo alone sent Quicksilver, asked, to B14 (beyond Mystique's reach, so the two
    # cannot simply swap), which shows nothing like him, and Mystique, asked, to H12, which
    # shows his look and nothing like hers: he is proposed to H12, and she is not found,
    # taken to be where she was (fresh 41132).
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2, asked = _mystique_asked_to(demo_state, "H12")
    his = ProposedMove(quick, "Quicksilver", k2, S("B14"), 0.4)
    for on_b14, taken in ((GREEN, True), (RED, False)):  # B14 showing his look: he stays
        matching = Matching(moves=[his, asked])
        _judge(
            demo_state, matching, {quick: RED, mystique: BLUE}, {S("B14"): on_b14, S("H12"): RED}
        )
        targets = {m.figure: m.target for m in matching.moves}
        if taken:
            assert targets == {quick: S("H12")} and matching.moves[0].needs_check
            assert matching.unseen == {mystique: m2} and mystique in matching.missing
            assert S("B14") in matching.unexplained
        else:
            assert targets == {quick: S("B14"), mystique: S("H12")}


@pytest.mark.parametrize("confidence", [0.9, 0.7])
def test_a_move_whose_square_shows_another_figures_look_is_taken_by_it(
    demo_state: GameState, confidence: float
) -> None:
    # A chain (fresh 51409): Quicksilver K2 → H12, then Mystique M2 → K2. The photo alone
    # kept Quicksilver on K2 and sent Mystique to H12, sure or asked; H12 shows his look
    # and nothing like hers, K2 shows hers. Sabretooth looks like Quicksilver, but his own
    # square shows his look, so he is not the one on H12. Both moves the looks make are
    # asked.
    quick, k2 = _figure(demo_state, "Quicksilver")
    mystique, m2 = _figure(demo_state, "Mystique")
    sabretooth, o2 = _figure(demo_state, "Sabretooth")
    proposed = ProposedMove(mystique, "Mystique", m2, S("H12"), confidence)
    matching = Matching(stayed={quick: k2, sabretooth: o2}, moves=[proposed])
    looks = {quick: RED, mystique: BLUE, sabretooth: RED}
    _judge(demo_state, matching, looks, {k2: BLUE, S("H12"): RED, o2: RED})
    targets = {m.figure: (m.source, m.target) for m in matching.moves}
    assert targets == {quick: (k2, S("H12")), mystique: (m2, k2)}
    assert all(m.needs_check for m in matching.moves)
    # A sure move whose square shows its own figure's look is left as it is.
    sure = replace(proposed, confidence=0.9)
    matching = Matching(stayed={quick: k2}, moves=[sure])
    _judge(demo_state, matching, looks, {k2: BLUE, S("H12"): BLUE})
    assert matching.moves == [sure] and matching.stayed == {quick: k2}
