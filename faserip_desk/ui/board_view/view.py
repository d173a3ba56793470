"""The map view: the static map, figure tokens, plot and object markers and the overlays
in a QGraphicsView, with zoom, pan, token dragging and the map tools.

It holds no rules: every verdict comes from the board (through `board_queries`), and a
dragged token only asks for a move (`move_requested`); the game decides.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QWidget

from faserip_desk.board.figures import Board, Figure
from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view import board_queries as q
from faserip_desk.ui.board_view.drag_path import extend_path
from faserip_desk.ui.board_view.geometry import SQUARE, square_at
from faserip_desk.ui.board_view.map_actions import MapActions
from faserip_desk.ui.board_view.marker_items import MarkerItem, marker_items
from faserip_desk.ui.board_view.overlays import Overlays
from faserip_desk.ui.board_view.rulers import BAND, paint_rulers
from faserip_desk.ui.board_view.static_map import TABLE_COLOUR, StaticMap, static_map_for
from faserip_desk.ui.board_view.token_item import TokenItem, min_label_pixels
from faserip_desk.ui.board_view.token_model import TokenModel
from faserip_desk.ui.board_view.tools import ToolState
from faserip_desk.ui.board_view.view_zoom import ZOOM_STEP, ZoomableView


class MapView(ZoomableView):
    """The map of the open game. Signals: `figure_selected(id)`, `square_clicked(Square)`,
    `move_requested(id, from, to, path)`, `los_verdict(text)`, `message(text)`."""

    figure_selected = Signal(str)
    square_clicked = Signal(object)
    move_requested = Signal(str, object, object, object)
    los_verdict = Signal(str)
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMouseTracking(True)
        self.setBackgroundBrush(TABLE_COLOUR)
        self.board_map: BoardMap | None = None
        self.static: StaticMap | None = None
        self.tokens: dict[str, TokenItem] = {}
        self.markers: list[MarkerItem] = []
        self.game_board: Board | None = None
        self.selected = ""
        self.overlays = Overlays(self.scene())
        self.map_actions = MapActions(self)
        self.tools = ToolState(self.overlays, self.message.emit, self.los_verdict.emit)
        self.threat_list = QLabel(self.viewport())
        self.threat_list.setStyleSheet(
            "background: rgba(255,255,255,225); color: #1a1a1a; border: 1px solid #888;"
            " padding: 4px;"
        )
        self.threat_list.hide()
        self._drag: tuple[str, list[Square]] | None = None
        self._press: QPointF | None = None
        self._pan: QPointF | None = None
        self._hovered: Square | None = None
        self._connect_actions()

    def _connect_actions(self) -> None:
        a = self.map_actions
        for action in a.overlay_actions():
            action.toggled.connect(lambda _on: self.refresh_overlays())
        a.tools.triggered.connect(lambda _action: self._tool_changed())
        a.zoom_in.triggered.connect(lambda: self.zoom(ZOOM_STEP))
        a.zoom_out.triggered.connect(lambda: self.zoom(1 / ZOOM_STEP))
        a.fit.triggered.connect(self.fit)
        self._last_tool = ""

    # -- the model -------------------------------------------------------------------------

    def set_map(self, board_map: BoardMap) -> None:
        """Show `board_map` (tokens are kept; the game's board is dropped until set again)."""
        self.board_map = board_map
        self.static = static_map_for(board_map)
        margin = SQUARE * 1.2
        self.scene().setSceneRect(self.static.bounds.adjusted(-margin, -margin, margin, margin))
        self.overlays.resize(board_map.width, board_map.height)
        if self.game_board is not None and self.game_board.map is not board_map:
            self.game_board = None
        self.resetCachedContent()
        self.viewport().update()
        self.refresh_overlays()

    def set_board(self, board: Board) -> None:
        """The game's position (map_sync gives `board_of(state)`): overlays and drags ask
        the board about it; plots and objects are shown from it."""
        if self.board_map is None or (
            board.map is not self.board_map and board.map != self.board_map
        ):
            self.set_map(board.map)
        self.game_board = board
        for item in self.markers:
            self.scene().removeItem(item)
        self.markers = marker_items(board)
        for item in self.markers:
            self.scene().addItem(item)
        self.refresh_overlays()

    def set_threat_ranges(self, ranges: dict[str, int]) -> None:
        """Each figure's longest ranged attack, for the threat map (0: it cannot shoot)."""
        self.overlays.threat_map.ranges = dict(ranges)

    @property
    def board(self) -> Board | None:
        """The position the overlays use: the game's, else one built from the tokens."""
        if self.game_board is not None:
            return self.game_board
        if self.board_map is None:
            return None
        return q.board_from_tokens(self.board_map, (t.model for t in self.tokens.values()))

    def set_tokens(self, tokens: list[TokenModel]) -> None:
        """Show these tokens, replacing all others."""
        wanted = {t.figure_id for t in tokens}
        for fid in [f for f in self.tokens if f not in wanted]:
            self.scene().removeItem(self.tokens.pop(fid))
        self.update_tokens(tokens)

    def update_tokens(self, tokens: list[TokenModel]) -> None:
        """Update (or add) these tokens, keeping the others."""
        for t in tokens:
            item = self.tokens.get(t.figure_id)
            if item is None:
                item = self.tokens[t.figure_id] = TokenItem(t)
                item.set_text_floor(self.text_floor())
                self.scene().addItem(item)
            else:
                item.set_model(t)
            item.set_selected(t.figure_id == self.selected)
        if self.game_board is None:
            self.refresh_overlays()

    def select_figure(self, figure_id: str) -> None:
        """Highlight a figure ("" for none) and show its overlays."""
        self.selected = figure_id
        for fid, item in self.tokens.items():
            item.set_selected(fid == figure_id)
        self.refresh_overlays()

    def selected_figure(self) -> Figure | None:
        """The selected figure on the board, if it stands there."""
        return q.figure_of(self.board, self.selected)

    def set_effect_radius(self, radius: int) -> None:
        """The X of the line-of-effect tool."""
        self.tools.effect_radius = radius
        if self.tools.effect_origin is not None:
            self.tools.draw_effect(self.board)

    # -- overlays --------------------------------------------------------------------------

    def refresh_overlays(self) -> None:
        """Recompute the overlays of the selected figure and the tools for the position."""
        a, board = self.map_actions, self.board
        figure = q.figure_of(board, self.selected)
        self.overlays.show_reach(board, figure if a.reach.isChecked() else None)
        self.overlays.show_sight(board, figure if a.sight.isChecked() else None)
        self.overlays.show_adjacent(board, figure if a.adjacent.isChecked() else None)
        self.overlays.threat_map.show(board, figure if a.threat_map.isChecked() else None)
        self.tools.refresh(board, figure)
        self._show_threat_list()

    def _tool_changed(self) -> None:
        tool = self.map_actions.tool()
        if self._last_tool and self._last_tool != tool:
            self.tools.clear(self._last_tool)
            self._show_threat_list()
        self._last_tool = tool
        cursor = Qt.CursorShape.CrossCursor if tool else Qt.CursorShape.ArrowCursor
        self.viewport().setCursor(cursor)

    def _show_threat_list(self) -> None:
        threats = [t for t in self.tools.threats if t.any]
        if self.tools.threat_square is None:
            self.threat_list.hide()
            return
        lines = [f"<b>Threats to {self.tools.threat_square.name}</b>"]
        lines += [t.summary() for t in threats] or ["no opposing figure can act there"]
        self.threat_list.setText("<br>".join(lines))
        self.threat_list.adjustSize()
        if self.threat_list.parent() is self.viewport():  # floating over the map
            self.threat_list.move(BAND + 12, BAND + 6)
        self.threat_list.show()

    # -- zoom and painting -----------------------------------------------------------------

    def text_floor(self) -> float:
        """The smallest readable font size (`MIN_LABEL_PT` on screen) in scene units."""
        scale = self.transform().m11() or 1.0
        return min_label_pixels(self.logicalDpiY()) / scale

    def scale_changed(self) -> None:
        """Keep the tokens' writing at least `MIN_LABEL_PT` on screen at this zoom."""
        floor = self.text_floor()
        for item in self.tokens.values():
            item.set_text_floor(floor)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Escape drops the tool's picks; + and − zoom and Ctrl+0 fits (see ZoomableView)."""
        if event.key() == Qt.Key.Key_Escape:
            self.tools.clear(self.map_actions.tool())
            self._show_threat_list()
        else:
            super().keyPressEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The table colour and the static map (cached by the view)."""
        painter.fillRect(rect, TABLE_COLOUR)
        if self.static is not None:
            self.static.paint(painter)

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The square coordinates on the four edges."""
        if self.board_map is not None:
            paint_rulers(
                painter, self.viewportTransform(), QRectF(self.viewport().rect()), self.board_map
            )

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 - Qt's name
        """Scrolling moves the map under the rulers: repaint them."""
        super().scrollContentsBy(dx, dy)
        self.viewport().update()

    # -- mouse -----------------------------------------------------------------------------

    def _square(self, pos: QPointF) -> Square | None:
        return square_at(self.mapToScene(pos.toPoint()), self.board_map)

    def _token_at(self, square: Square) -> TokenModel | None:
        return next(
            (i.model for i in self.tokens.values() if i.model.on_map and i.model.square == square),
            None,
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Left: select and drag a token, use the tool, or pan the empty map; middle: pan."""
        pos = event.position()
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan = pos
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = pos
        square = self._square(pos)
        tool = self.map_actions.tool()
        if tool and square is not None:
            self.tools.click(tool, square, self.board, self.selected_figure())
            self._show_threat_list()
            return
        token = self._token_at(square) if square is not None else None
        if token is not None and token.square is not None:
            self.figure_selected.emit(token.figure_id)
            self._drag = (token.figure_id, [token.square])
            return
        self._pan = pos

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Drag the token's path, pan, or let a tool follow the pointer."""
        pos = event.position()
        if self._pan is not None:
            delta = pos - self._pan
            self._pan = pos
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - int(delta.x()))
            v.setValue(v.value() - int(delta.y()))
            return
        square = self._square(pos)
        if square is None:
            return
        if self._drag is not None:
            self.drag_to(square)
            return
        tool = self.map_actions.tool()
        if tool:
            self.tools.hover(tool, square, self.board)
        elif square != self._hovered:
            self._hovered = square
            told = self.overlays.threat_map.describe(square)
            if told:
                self.message.emit(told)

    def drag_to(self, square: Square) -> None:
        """The dragged token is over `square`: extend its path and show what it meets."""
        if self._drag is None:
            return
        fid, path = self._drag
        new = extend_path(path, square)
        if new == path and len(path) > 1:
            return
        self._drag = (fid, new)
        board = self.board
        text = self.overlays.show_drag(board, fid, new)
        if self.map_actions.sight.isChecked():
            figure = q.figure_of(board, fid)
            self.overlays.show_sight(board, figure, new[-1])
        threats = self.overlays.threat_map.describe(new[-1])
        if threats:
            text = f"{text}; {threats}" if text else threats
        if text:
            self.message.emit(text)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        """Dropping a dragged token on another square asks for the move along its path."""
        if self._pan is not None:
            moved = self._press is not None and (event.position() - self._press).manhattanLength()
            self._pan = None
            if (
                self._press is not None
                and not moved
                and event.button() == Qt.MouseButton.LeftButton
            ):
                square = self._square(event.position())
                if square is not None:
                    self.square_clicked.emit(square)
            self._press = None
            return
        self._press = None
        if self._drag is None:
            return
        fid, path = self._drag
        self._drag = None
        if self.overlays.drag_path and self.overlays.drag_path[-1] == path[-1]:
            path = list(self.overlays.drag_path)  # the move's one path, as shown
        self.overlays.end_drag()
        if self.map_actions.sight.isChecked():
            self.overlays.show_sight(self.board, q.figure_of(self.board, fid))
        if len(path) > 1:
            self.move_requested.emit(fid, path[0], path[-1], list(path))
