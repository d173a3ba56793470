"""The board questions the map view's overlays ask (no Qt, no rules of its own: every
verdict comes from `faserip_desk.board`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from faserip_desk.board.adjacency import adjacent_figures
from faserip_desk.board.charge import ChargeVerdict, charge_options
from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.line_of_effect import squares_within_effect
from faserip_desk.board.line_of_sight import SightVerdict, line_of_sight
from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.movement import Reach, reachable_squares
from faserip_desk.board.path_report import PathReport, path_report, settled_path
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.token_model import TokenModel

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


def board_from_tokens(board_map: BoardMap, tokens: Iterable[TokenModel]) -> Board:
    """A plain position from the tokens alone (used until the game's board is given)."""
    figures: list[Figure] = []
    taken: set[Square] = set()
    for t in tokens:
        sq = t.square
        if t.on_map and sq is not None and sq not in taken and board_map.contains(sq):
            taken.add(sq)
            figures.append(Figure(t.figure_id, sq, str(t.player), t.label))
    return Board(board_map, tuple(figures))


def figure_of(board: Board | None, figure_id: str) -> Figure | None:
    """The figure `figure_id` standing on the board, if it does."""
    if board is None or not figure_id:
        return None
    return next((f for f in board.on_map() if f.id == figure_id), None)


def board_with_move(board: Board, figure: Figure, square: Square) -> Board | None:
    """The position with `figure` standing on `square` (None when another figure is there)."""
    other = board.figure_at(square)
    if other is not None and other.id != figure.id:
        return None
    return board.with_figures([figure.moved_to(square)])


def reach_of(board: Board, figure: Figure) -> dict[Square, Reach]:
    """Where one Move action takes the figure."""
    return reachable_squares(board, figure)


def sight_of(board: Board, figure: Figure, square: Square | None = None) -> npt.NDArray[np.bool_]:
    """Where the figure (imagined on `square` if given) sees: a height × width mask."""
    from faserip_desk.board.sight_field import sight_field  # numpy: on first use

    if square is None or square == figure.square:
        return sight_field(board, figure)
    moved = board_with_move(board, figure, square)
    if moved is None:
        return sight_field(board.without(figure.id), square)
    return sight_field(moved, figure.moved_to(square))


def adjacent_of(board: Board, figure: Figure) -> list[Figure]:
    """The figures adjacent to the figure."""
    return adjacent_figures(board, figure)


def charge_of(board: Board, charger: Figure, target: Figure) -> ChargeVerdict:
    """The charge squares of `charger` against `target`."""
    return charge_options(board, charger, target)


def path_of(board: Board, figure: Figure, path: Sequence[Square]) -> PathReport:
    """The events (slick, fire, fall, opportunity) along a dragged path."""
    return path_report(board, figure, path)


def sight_line(board: Board, a: Square, b: Square) -> SightVerdict:
    """Line of sight between two squares (the figures on them, if any)."""
    return line_of_sight(board, a, b)


def sight_text(verdict: SightVerdict) -> str:
    """The verdict in words, e.g. "Line of sight C3 → H7: blocked — F5 is Smoke …"."""
    head = "clear" if verdict.visible else "blocked"
    return f"Line of sight {verdict.origin.name} → {verdict.target.name}: {head} — {verdict.reason}"


def distance_text(a: Square, b: Square) -> str:
    """The ruler's reading: squares between, as ranges count them (house rule `distance`)."""
    d = counted_distance(a, b)
    return f"{a.name} → {b.name}: {d} square{'s' if d != 1 else ''}"


def effect_of(board_map: BoardMap, origin: Square, radius: int) -> list[Square]:
    """Squares within `radius` of `origin` with clear line of effect."""
    return squares_within_effect(board_map, origin, radius)


@dataclass(frozen=True)
class DragReading:
    """What the view shows while a token is dragged: the path the move would take (see
    `settled_path`) and the report on it."""

    path: tuple[Square, ...]
    report: PathReport | None


_reach_memo: list[tuple[Board, Figure, dict[Square, Reach]]] = []


def _reach_during_drag(board: Board, figure: Figure) -> dict[Square, Reach]:
    """The figure's reach, worked out once per position (a drag asks every frame)."""
    if _reach_memo and _reach_memo[0][0] is board and _reach_memo[0][1] == figure:
        return _reach_memo[0][2]
    found = reachable_squares(board, figure)
    _reach_memo[:] = [(board, figure, found)]
    return found


def read_drag(board: Board | None, figure_id: str, path: Sequence[Square]) -> DragReading:
    """Judge the dragged path (no report when the figure is not on the board)."""
    figure = figure_of(board, figure_id)
    if board is None or figure is None or not path or path[0] != figure.square:
        return DragReading(tuple(path), None)
    settled = settled_path(board, figure, path, _reach_during_drag(board, figure))
    return DragReading(settled, path_of(board, figure, settled))
