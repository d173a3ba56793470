"""The camera's place over the map, and figures leaning away from it in the matching."""

from __future__ import annotations

import random

import numpy as np
import pytest

from benchmarks.sync_photos import MM, make_camera
from faserip_desk.board.squares import Square
from faserip_desk.game.state import Activation, GameState
from faserip_desk.sync.moves import match_moves
from faserip_desk.sync.pose import camera_pose


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_the_point_under_the_camera_comes_from_the_maps_homography(
    demo_state: GameState, seed: int
) -> None:
    board = demo_state.board_map
    camera = make_camera(random.Random(seed), board, (2000, 1500), 0.85)
    inches = camera.plane_homography() @ np.diag([MM, MM, 1.0])
    eye = -camera.r.T @ camera.t / MM
    pose = camera_pose(inches, (1500, 2000))
    assert abs(pose.nadir[0] - eye[0]) < 0.5 and abs(pose.nadir[1] - eye[1]) < 0.5
    assert pose.height == pytest.approx(-eye[2], rel=0.05)


def _after_quicksilver_moved(state: GameState) -> dict[Square, float]:
    """A reading after Quicksilver's Move K2 → H12 (rules, Example Gameplay, Panel 4) where
    its body also covers I12, read as surely as H12 (a base-wide blot in both)."""
    reading = {s: 0.0 for s in state.board_map.squares()}
    for f in state.figures:
        if f.square is not None and f.name != "Quicksilver":
            reading[f.square] = 1.0
    reading[Square.parse("H12")] = 0.9
    reading[Square.parse("I12")] = 0.9
    return reading


def _active_quicksilver(state: GameState) -> GameState:
    quicksilver = next(f.id for f in state.figures if f.name == "Quicksilver")
    turn = state.turn.model_copy(
        update={"phase": "playing", "activation": Activation(figure=quicksilver)}
    )
    return state.model_copy(update={"turn": turn})


def test_a_body_leaning_away_from_the_camera_does_not_win_over_its_base(
    demo_state: GameState,
) -> None:
    state = _active_quicksilver(demo_state)
    reading = _after_quicksilver_moved(state)
    cores = frozenset({Square.parse("H12"), Square.parse("I12")})
    # The camera stands beyond column A: a body on H12 leans into I12.
    from_left = match_moves(state, reading, cores=cores, nadir=(-10.0, 11.5))
    assert [(m.name, m.target.name) for m in from_left.moves] == [("Quicksilver", "H12")]
    # Seen from beyond the last column, the same reading is a figure on I12 leaning into H12.
    from_right = match_moves(state, reading, cores=cores, nadir=(40.0, 11.5))
    assert [(m.name, m.target.name) for m in from_right.moves] == [("Quicksilver", "I12")]


def test_a_figure_whose_square_is_hidden_is_asked_about_a_new_base_in_its_reach(
    demo_state: GameState,
) -> None:
    state = _active_quicksilver(demo_state)
    reading = _after_quicksilver_moved(state)
    reading[Square.parse("I12")] = 0.0
    hand = frozenset({Square.parse(n) for n in ("J1", "J2", "J3", "K1", "K2", "K3")})
    matching = match_moves(state, reading, hand, cores=frozenset({Square.parse("H12")}))
    (move,) = matching.moves
    assert (move.name, move.source.name, move.target.name) == ("Quicksilver", "K2", "H12")
    assert move.needs_check
    # Without that new base, the hidden figure is taken to be where it was.
    reading[Square.parse("H12")] = 0.0
    assert match_moves(state, reading, hand).moves == []


def _targets(state: GameState, changed: dict[str, float], **kw: object) -> list[str]:
    """Quicksilver's proposed squares after its Move to H12, with `changed` readings
    ("H12?" when the players are asked)."""
    reading = _after_quicksilver_moved(state)
    reading.update({Square.parse(name): value for name, value in changed.items()})
    matching = match_moves(_active_quicksilver(state), reading, **kw)  # type: ignore[arg-type]
    return [f"{m.target.name}{'?' if m.needs_check else ''}" for m in matching.moves]


def test_a_base_whose_body_reads_more_than_it_is_still_the_base(
    demo_state: GameState,
) -> None:
    # Neither square shows a base-wide disc; the body beyond reads more than the base.
    body_beyond = {"H12": 0.65, "I12": 0.72}
    assert _targets(demo_state, body_beyond, nadir=(-10.0, 11.5)) == ["H12?"]


def test_a_body_near_the_point_under_the_camera_does_not_reach_the_next_square(
    demo_state: GameState,
) -> None:
    # A body's top shifts by its height × distance / (camera height − its height): seen
    # from 37 in up, four squares off, even a 2 in body moves less than a quarter of a
    # square, so a reading on I12 is no body from H12 however the two compare (the demo
    # photo of seed 42 was read so, and the move proposed to the wrong square).
    body_beyond = {"H12": 0.65, "I12": 0.72}
    assert _targets(demo_state, body_beyond, nadir=(3.5, 11.5), height=37.0) == ["I12?"]
    # From 12 in up at the same place a tall body does lean that far.
    assert _targets(demo_state, body_beyond, nadir=(3.5, 11.5), height=12.0) == ["H12?"]


def test_a_base_that_shows_its_rim_wins_over_its_body_beside_it(
    demo_state: GameState,
) -> None:
    # The body, beside the base, reads a little more; the base shows its rim.
    beside = {"I12": 0.0, "H11": 0.97, "H12": 0.95}
    h12 = Square.parse("H12")

    def rims(squares: list[Square]) -> dict[Square, float]:
        return {s: 0.7 if s == h12 else 0.0 for s in squares}

    # The only figure that left, a strong reading with nothing changed round it: sure.
    assert _targets(demo_state, beside, rims=rims) == ["H12"]
    assert _targets(demo_state, beside) == ["H11"]
