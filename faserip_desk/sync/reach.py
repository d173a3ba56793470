"""Where a figure that left could be now: the squares it reaches in one Move action or in
two (a whole activation), and the candidate squares in that reach, best first."""

from __future__ import annotations

from collections.abc import Iterable

from faserip_desk.board.movement import effective_speed, reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.state import FigureState, GameState

TWO_MOVES = 0.8
"""Factor on the score of a square reached only with a second Move action."""


def reach_of(state: GameState, figure: FigureState, fresh: Iterable[Square]) -> dict[Square, int]:
    """Squares `figure` reaches in one Move (1) or, when none of `fresh` is among those,
    in two (2)."""
    board = board_of(state)
    mover = board_figure(state, figure)
    speed = effective_speed(mover)
    one = reachable_squares(board, mover, budget=speed)
    if any(s in one for s in fresh):
        return {s: 1 for s in one}
    two = reachable_squares(board, mover, budget=2 * speed)
    return {s: 1 if r.cost <= speed else 2 for s, r in two.items()}


def reaches(state: GameState, fid: str, target: Square, moves: int = 2) -> bool:
    """Whether the figure `fid` reaches `target` within `moves` Move actions (1 or 2)."""
    reached = reach_of(state, state.figure(fid), [target]).get(target)
    return reached is not None and reached <= moves


def f_speed(state: GameState, figure: FigureState) -> int:
    """The figure's Speed for one Move action now."""
    return effective_speed(board_figure(state, figure))


def ranked_options(
    squares: dict[Square, float], reached: dict[Square, int], weight: float
) -> list[tuple[float, Square]]:
    """The squares in reach with their scores (`weight` × reading, less for a second
    Move), best first."""
    return sorted(
        (
            (weight * p * (1.0 if reached[s] == 1 else TWO_MOVES), s)
            for s, p in squares.items()
            if s in reached
        ),
        key=lambda o: (-o[0], o[1]),
    )
