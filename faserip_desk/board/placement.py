"""Setup placement checks (rules: Placing Your Figures, Placing Plots, Placing Objects and
Artifacts). Each check returns the problems found; an empty list means the placement is
legal."""

from __future__ import annotations

from faserip_desk.board.figures import Board, Figure, Plot
from faserip_desk.board.geometry_rules import counted_distance
from faserip_desk.board.map_model import BoardMap, Edge
from faserip_desk.board.squares import Square

PLOT_FROM_OWNER = 8
PLOT_FROM_EDGE = 4
OBJECT_FROM_FIGURES = 6


def deployment_squares(board_map: BoardMap, side: str | Edge) -> frozenset[Square]:
    """The squares a side sets up on: the named zone, or without zones the first two rows
    along the `side` edge, at least two squares from the edges beside it."""
    if isinstance(side, str):
        zone = board_map.zone(side)
        if zone is not None:
            return zone.squares
        try:
            side = Edge(side.casefold())
        except ValueError:
            raise KeyError(f"map {board_map.name!r} has no deployment zone {side!r}") from None
    w, h = board_map.width, board_map.height
    if side in (Edge.NORTH, Edge.SOUTH):
        rows = (0, 1) if side is Edge.NORTH else (h - 1, h - 2)
        return frozenset(Square(c, r) for r in rows for c in range(2, w - 2))
    cols = (0, 1) if side is Edge.WEST else (w - 1, w - 2)
    return frozenset(Square(c, r) for c in cols for r in range(2, h - 2))


def check_deployment(board: Board, figure: Figure, side: str | Edge) -> list[str]:
    """Problems with `figure` set up where it stands, for the deployment `side`."""
    problems = []
    if figure.square not in deployment_squares(board.map, side):
        problems.append(f"{figure.square.name} is outside the deployment area")
    if board.map.contains(figure.square) and board.map.cell(figure.square).is_wall:
        problems.append(f"{figure.square.name} is Indoor Solid terrain")
    return problems


def _edge_distance(board_map: BoardMap, square: Square) -> int:
    return min(
        square.col, square.row, board_map.width - 1 - square.col, board_map.height - 1 - square.row
    )


def check_plot(board: Board, plot: Plot) -> list[str]:
    """Problems with `plot` where it lies: 8 squares from its owner's figures and other
    plots, 4 from every map edge, Clear terrain, one plot per square."""
    m, sq = board.map, plot.square
    if not m.contains(sq):
        return [f"{sq.name} is off the map"]
    problems = []
    for f in board.on_map():
        if f.player == plot.owner and counted_distance(f.square, sq) < PLOT_FROM_OWNER:
            problems.append(
                f"{f.label} is {counted_distance(f.square, sq)} squares away "
                f"(at least {PLOT_FROM_OWNER})"
            )
    for other in board.plots:
        if other.id == plot.id:
            continue
        if other.square == sq:
            problems.append(f"another plot already lies in {sq.name}")
        elif other.owner == plot.owner and counted_distance(other.square, sq) < PLOT_FROM_OWNER:
            problems.append(
                f"plot {other.name or other.id} is {counted_distance(other.square, sq)} "
                f"squares away (at least {PLOT_FROM_OWNER})"
            )
    if _edge_distance(m, sq) < PLOT_FROM_EDGE:
        problems.append(
            f"{sq.name} is {_edge_distance(m, sq)} squares from the map edge "
            f"(at least {PLOT_FROM_EDGE})"
        )
    if not m.cell(sq).is_clear:
        problems.append(f"{sq.name} is not Clear terrain")
    return problems


def check_object(board: Board, square: Square) -> list[str]:
    """Problems with an object or artifact placed on `square`: 6 squares from every figure,
    not Solid terrain."""
    if not board.map.contains(square):
        return [f"{square.name} is off the map"]
    problems = [
        f"{f.label} is {counted_distance(f.square, square)} squares away "
        f"(at least {OBJECT_FROM_FIGURES})"
        for f in board.on_map()
        if counted_distance(f.square, square) < OBJECT_FROM_FIGURES
    ]
    if board.map.cell(square).is_solid:
        problems.append(f"{square.name} is Solid terrain")
    return problems
