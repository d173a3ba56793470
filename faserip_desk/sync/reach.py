"""Where a figure that left could be now: the squares it reaches in one Move action or in
two (a whole activation), and the candidate squares in that reach, best first."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from faserip_desk.board.movement import effective_speed, reachable_squares
from faserip_desk.board.squares import Square
from faserip_desk.game.board_view import board_figure, board_of
from faserip_desk.game.state import FigureState, GameState

TWO_MOVES = 0.8
"""Factor on the score of a square reached only with a second Move action."""


def reach_of(
    state: GameState,
    figure: FigureState,
    fresh: Iterable[Square],
    gone: Collection[str] = (),
) -> dict[Square, int]:
    """Squares `figure` reaches in one Move (1) or, when none of `fresh` is among those,
    in two (2). The figures of `gone` left their squares too, before or after it: the
    squares it reaches with them off the board count as well (fresh 39109: Blob stepped
    from F1 to F4 once Cloak had left E3, whose threat had walled him in)."""
    board = board_of(state)
    mover = board_figure(state, figure)
    speed = effective_speed(mover)
    boards = [board]
    others = [f for f in state.figures if f.id in gone and f.id != figure.id and f.square]
    if others:
        boards.append(board_of(_off_board(state, others)))
    one = {s for b in boards for s in reachable_squares(b, mover, budget=speed)}
    if any(s in one for s in fresh):
        return {s: 1 for s in one}
    reached: dict[Square, int] = {}
    for b in boards:
        for s, r in reachable_squares(b, mover, budget=2 * speed).items():
            reached[s] = min(reached.get(s, 2), 1 if r.cost <= speed else 2)
    return reached


def _off_board(state: GameState, figures: list[FigureState]) -> GameState:
    """`state` with `figures` taken off the board."""
    for f in figures:
        state = state.with_figure(f.model_copy(update={"square": None}))
    return state


def reaches(
    state: GameState, fid: str, target: Square, moves: int = 2, gone: Collection[str] = ()
) -> bool:
    """Whether the figure `fid` reaches `target` within `moves` Move actions (1 or 2), the
    figures of `gone` having left their squares before or after it."""
    reached = reach_of(state, state.figure(fid), [target], gone).get(target)
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


def active_figure(state: GameState) -> str | None:
    """The id of the activated figure, the one expected to move (None between activations)."""
    return state.turn.activation.figure if state.turn.activation else None
