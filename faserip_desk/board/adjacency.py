"""Adjacency of squares and figures, and attack reach (rules: Adjacency; Size; DESIGN.md §5).

Two squares are adjacent when they touch, share an elevation and no wall separates them; a
ladder or stair joins its two squares for figures (not for tokens and plots). A square is
adjacent to itself. Reach ("attack as if adjacent", Giants 2 squares) is for attacks only.
"""

from __future__ import annotations

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.line_walk import corner_closed
from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square


def joined_by_feature(board_map: BoardMap, a: Square, b: Square) -> bool:
    """True when a ladder or stair has `a` and `b` as its two ends."""
    return any({f.bottom, f.top} == {a, b} for f in board_map.features)


def _side_closes(board_map: BoardMap, elevated: bool, side: Square) -> bool:
    """Does `side` close its side of a corner between two squares at this elevation?"""
    cell = board_map.cell(side)
    if elevated:
        return cell.is_wall
    return cell.is_solid or board_map.is_elevated(side)


def squares_adjacent(board_map: BoardMap, a: Square, b: Square, *, tokens: bool = False) -> bool:
    """Adjacency of two squares on the map.

    `tokens=True` asks for a token or plot: a ladder or stair then does not join its ends.
    """
    if a == b:
        return board_map.contains(a)
    if a.distance(b) != 1 or not (board_map.contains(a) and board_map.contains(b)):
        return False
    if not tokens and joined_by_feature(board_map, a, b):
        return True
    elevated = board_map.is_elevated(a)
    if elevated != board_map.is_elevated(b):
        return False
    if a.col == b.col or a.row == b.row:
        return not board_map.wall_between(a, b)
    closed = corner_closed(board_map, a, b, lambda s: _side_closes(board_map, elevated, s))
    return closed is None


def are_adjacent(board: Board, first: Figure, second: Figure) -> bool:
    """True when two figures on the board are adjacent."""
    return squares_adjacent(board.map, first.square, second.square)


def adjacent_figures(board: Board, figure: Figure, square: Square | None = None) -> list[Figure]:
    """The other figures adjacent to `figure` (standing on `square` if given)."""
    here = figure.square if square is None else square
    found = []
    for n in here.neighbours():
        other = board.figure_at(n)
        if other is not None and other.id != figure.id and squares_adjacent(board.map, here, n):
            found.append(other)
    return found


def adjacency_table(board: Board) -> dict[str, list[str]]:
    """Who is adjacent to whom: figure id → ids of the adjacent figures, sorted."""
    return {f.id: sorted(o.id for o in adjacent_figures(board, f)) for f in board.on_map()}


def in_attack_reach(
    board: Board, attacker: Figure, target: Figure, from_square: Square | None = None
) -> bool:
    """Can `attacker` (on `from_square` if given) make an attack that needs adjacency?

    Adjacent figures always can. With reach N (Giants 2) a figure up to N squares away can
    be attacked as if adjacent when line of effect between them is clear (app's reading).
    """
    from faserip_desk.board.line_of_effect import line_of_effect

    here = attacker.square if from_square is None else from_square
    if squares_adjacent(board.map, here, target.square):
        return True
    if here.distance(target.square) > attacker.attack_reach:
        return False
    return line_of_effect(board.map, here, target.square).clear
