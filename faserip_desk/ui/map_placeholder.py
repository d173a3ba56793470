"""A plain stand-in for the map view, used only while `faserip_desk.ui.map_view` cannot be
imported: squares, tokens, click to select, drag a token to ask for a move.

It has the map view's interface (`set_map`, `set_tokens`, `select_figure`, `fit`, and the
signals `figure_selected`, `square_clicked`, `move_requested`), so the main window does not
care which one it shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square

SIZE = 24.0
PLAYER_COLOURS = ("#1f5fbf", "#b8342b")


@dataclass(frozen=True)
class TokenModel:
    """What a token on the map shows (the map view's own class replaces this one)."""

    figure_id: str
    label: str
    initials: str
    player: int
    square: Square | None
    health: int
    max_health: int
    conditions: tuple[str, ...] = field(default=())
    tired: bool = False
    ko: bool = False
    flying: bool = False


class PlaceholderMapView(QGraphicsView):
    """The map drawn as squares with round tokens; no line of sight, no overlays."""

    figure_selected = Signal(str)
    square_clicked = Signal(object)
    move_requested = Signal(str, object, object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._map: BoardMap | None = None
        self._tokens: dict[str, TokenModel] = {}
        self._selected = ""
        self._drag: tuple[str, Square] | None = None

    def set_map(self, board_map: BoardMap) -> None:
        """Show `board_map` (tokens are kept)."""
        self._map = board_map
        self._redraw()

    def set_tokens(self, tokens: list[TokenModel]) -> None:
        """Show these tokens (all of them, replacing the old ones)."""
        self._tokens = {t.figure_id: t for t in tokens}
        self._redraw()

    def select_figure(self, figure_id: str) -> None:
        """Highlight a figure ("" for none)."""
        self._selected = figure_id
        self._redraw()

    def fit(self) -> None:
        """Fit the whole map in the view."""
        self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _redraw(self) -> None:
        scene = self.scene()
        scene.clear()
        if self._map is None:
            return
        grid = QPen(QColor("#c8c8c8"), 0.5)
        for sq in self._map.squares():
            cell = self._map.cell(sq)
            colour = "#5a5a5a" if cell.is_wall else "#b9a98a" if cell.is_solid else "#eeeeea"
            scene.addRect(QRectF(sq.col * SIZE, sq.row * SIZE, SIZE, SIZE), grid, QColor(colour))
        for t in self._tokens.values():
            if t.square is None or t.ko:
                continue
            colour = QColor(PLAYER_COLOURS[t.player % 2])
            if t.tired:
                colour = colour.lighter(150)
            width = 3 if t.figure_id == self._selected else 1
            pen = QPen(QColor("#ffd400" if width == 3 else "#202020"), width)
            rect = QRectF(t.square.col * SIZE + 2, t.square.row * SIZE + 2, SIZE - 4, SIZE - 4)
            scene.addEllipse(rect, pen, QBrush(colour))
            text = scene.addSimpleText(t.initials)
            text.setBrush(QColor("white"))
            box = text.boundingRect()
            text.setPos(rect.center() - QPointF(box.width() / 2, box.height() / 2))
        scene.setSceneRect(QRectF(0, 0, self._map.width * SIZE, self._map.height * SIZE))

    def _square_at(self, event: QMouseEvent) -> Square | None:
        pos = self.mapToScene(event.position().toPoint())
        sq = Square(int(pos.x() // SIZE), int(pos.y() // SIZE))
        return sq if self._map is not None and self._map.contains(sq) else None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Select the token under the mouse and start dragging it."""
        sq = self._square_at(event)
        if sq is None:
            return
        self.square_clicked.emit(sq)
        for t in self._tokens.values():
            if t.square == sq and not t.ko:
                self._drag = (t.figure_id, sq)
                self.figure_selected.emit(t.figure_id)
                return

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Dropping a dragged token on another square asks for a move."""
        sq = self._square_at(event)
        if self._drag is not None and sq is not None and sq != self._drag[1]:
            self.move_requested.emit(self._drag[0], self._drag[1], sq, None)
        self._drag = None
