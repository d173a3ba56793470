"""Where squares lie in the map scene: one square is `SQUARE` scene units wide, A1 at (0, 0)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square

#: Scene units per square.
SQUARE = 40.0


def square_rect(square: Square) -> QRectF:
    """The scene rectangle of `square`."""
    return QRectF(square.col * SQUARE, square.row * SQUARE, SQUARE, SQUARE)


def square_centre(square: Square) -> QPointF:
    """The scene point at the middle of `square`."""
    return QPointF((square.col + 0.5) * SQUARE, (square.row + 0.5) * SQUARE)


def map_rect(board_map: BoardMap) -> QRectF:
    """The scene rectangle of the whole grid."""
    return QRectF(0.0, 0.0, board_map.width * SQUARE, board_map.height * SQUARE)


def square_at(point: QPointF, board_map: BoardMap | None) -> Square | None:
    """The square under the scene point `point`, or None off the map."""
    if board_map is None or point.x() < 0 or point.y() < 0:
        return None
    square = Square(int(point.x() // SQUARE), int(point.y() // SQUARE))
    return square if board_map.contains(square) else None
