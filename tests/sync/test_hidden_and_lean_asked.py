"""Readings that look strong but have another explanation the photo cannot rule out are
asked, never proposed as sure (issue 16: no wrong move above the confirmation threshold).
Each case was a wrong sure proposal on a fresh held-out set of generated photos."""

from __future__ import annotations

from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.moves import match_moves
from tests.sync.conftest import reading_after_move


def _held(reading: dict[Square, float]) -> frozenset[Square]:
    return frozenset(s for s, p in reading.items() if p >= 0.5)


def test_the_sole_mover_is_sure_when_the_photo_shows_all_it_could_reach(
    demo_state: GameState,
) -> None:
    # The yardstick for the two tests below: the same reading with nothing hidden.
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    (move,) = match_moves(demo_state, reading, cores=_held(reading)).moves
    assert move.target.name == "H12" and not move.needs_check


def test_a_figure_that_could_have_gone_under_the_hand_is_asked(demo_state: GameState) -> None:
    # Quicksilver's Move reaches K4; a hand covers it. What reads as a base on H12 may be
    # anything else, and Quicksilver may stand under the hand.
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    hidden = frozenset({Square.parse("K4")})
    (move,) = match_moves(demo_state, reading, hidden=hidden, cores=_held(reading)).moves
    assert move.target.name == "H12"
    assert move.needs_check


def test_the_sole_mover_stays_sure_when_only_the_picture_edge_cuts_its_reach(
    demo_state: GameState,
) -> None:
    # Off the picture there is no hand whose edge could read as a base: the one new base
    # in reach, read base-wide, explains the only figure gone.
    reading = reading_after_move(demo_state, "Quicksilver", "H12")
    off = frozenset({Square.parse("K4")})
    (move,) = match_moves(demo_state, reading, hidden=off, cores=_held(reading), outside=off).moves
    assert move.target.name == "H12" and not move.needs_check


def test_a_square_a_figure_under_the_hand_could_have_reached_is_asked(
    demo_state: GameState,
) -> None:
    # Quicksilver left K2; Mystique's square (M2) is under the hand, so Mystique may have
    # left it too and be the figure now on K5, which both could reach.
    reading = reading_after_move(demo_state, "Quicksilver", "K5")
    hidden = frozenset({Square.parse("M2")})
    moves = match_moves(demo_state, reading, hidden=hidden, cores=_held(reading)).moves
    (move,) = [m for m in moves if m.name == "Quicksilver"]
    assert move.target.name == "K5"
    assert move.needs_check


def _active(state: GameState, name: str) -> GameState:
    figure = next(f for f in state.figures if f.name == name)
    turn = state.turn.model_copy(update={"activation": Activation(figure=figure.id)})
    return state.model_copy(update={"turn": turn})


def _solid_h12(state: GameState, h11_change: float) -> bool:
    """Whether the active Quicksilver's move to H12, read solidly held but without a
    base-wide disc, is asked when H11, on the camera's side, changed by `h11_change`."""
    reading = reading_after_move(state, "Quicksilver", "H12")
    h12, h11 = Square.parse("H12"), Square.parse("H11")
    nadir = (h12.col + 0.5, -20.0)  # the camera stands far beyond the map's top edge
    (move,) = match_moves(
        state,
        reading,
        cores=_held(reading) - {h12},
        middles={h12: 1.0, h11: h11_change},
        directions={h12: 1.0},
        nadir=nadir,
    ).moves
    assert move.target == h12
    return move.needs_check


def test_the_active_figures_solid_reading_beside_a_change_towards_the_camera_is_asked(
    demo_state: GameState,
) -> None:
    # Rules, "Activation": the active figure is the one expected to move, so its solid
    # reading is sure on its own; but a pale base on H11 whose body leans away from the
    # camera onto H12 reads the same, so a change on H11 makes it asked.
    state = _active(demo_state, "Quicksilver")
    assert not _solid_h12(state, 0.0)
    assert _solid_h12(state, 0.5)


def _gone_to_m5(state: GameState) -> bool:
    """Whether Quicksilver, read as gone from K2 to M5 (a solid reading, no base-wide disc,
    nothing changed round it) while Mystique's M2 still reads held, is asked."""
    reading = reading_after_move(state, "Quicksilver", "M5")
    m5 = Square.parse("M5")
    (move,) = match_moves(state, reading, cores=_held(reading) - {m5}).moves
    assert (move.name, move.target) == ("Quicksilver", m5)
    return move.needs_check


def test_a_chain_through_the_active_figures_square_is_asked(demo_state: GameState) -> None:
    # Rules, "Activation": the active figure is the one expected to move. Mystique, active
    # on M2, may have moved to M5 and Quicksilver onto M2: the photo reads the same as
    # Quicksilver alone moving to M5. Between activations, no figure is expected to move.
    assert not _gone_to_m5(demo_state)
    assert _gone_to_m5(_active(demo_state, "Mystique"))
