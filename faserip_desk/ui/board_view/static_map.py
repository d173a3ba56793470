"""Everything about the map that does not change during play, painted as the view's
background: the background image, the terrain pixmap, zones, walls and features."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from faserip_desk.board.map_model import BoardMap
from faserip_desk.progress import Progress
from faserip_desk.ui.board_view.geometry import SQUARE, map_rect
from faserip_desk.ui.board_view.map_features import paint_features, paint_walls, paint_zones
from faserip_desk.ui.board_view.terrain_pixmap import render_terrain

TABLE_COLOUR = QColor(92, 98, 92)


def load_background(board_map: BoardMap) -> tuple[QPixmap, QRectF] | None:
    """The map's background image and the scene rectangle it covers so that its grid
    (offset and square size in its pixels) lines up with the squares; None without one."""
    bg = board_map.background
    if bg is None or not bg.image or not Path(bg.image).is_file():
        return None
    pixmap = QPixmap(bg.image)
    if pixmap.isNull() or bg.square_size <= 0:
        return None
    scale = SQUARE / bg.square_size
    rect = QRectF(
        -bg.offset_x * scale, -bg.offset_y * scale, pixmap.width() * scale, pixmap.height() * scale
    )
    return pixmap, rect


class StaticMap:
    """The static map of one `BoardMap`, rendered once and painted in one go."""

    def __init__(self, board_map: BoardMap, progress: Progress | None = None) -> None:
        self.board_map = board_map
        self.background = load_background(board_map)
        translucent = self.background is not None
        self.terrain = render_terrain(board_map, translucent, progress)
        self.rect = map_rect(board_map)

    @property
    def bounds(self) -> QRectF:
        """The scene rectangle covered by the map and its background image."""
        if self.background is None:
            return QRectF(self.rect)
        return self.rect.united(self.background[1])

    def paint(self, painter: QPainter) -> None:
        """Paint the whole static map in scene coordinates."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.background is not None:
            pixmap, rect = self.background
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        painter.drawPixmap(self.rect, self.terrain, QRectF(self.terrain.rect()))
        paint_zones(painter, self.board_map)
        paint_walls(painter, self.board_map)
        paint_features(painter, self.board_map)
        painter.setPen(QColor(40, 40, 40))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.rect)
        painter.restore()


#: The static map drawn while a game was being opened, for the views showing it next.
_prepared: list[StaticMap] = []


def prepare_static_map(board_map: BoardMap | None, progress: Progress | None = None) -> None:
    """Draw `board_map` now, telling `progress` (the window opens a game under a progress
    dialog, and drawing a large map is part of the wait); the views showing it next take
    it (`static_map_for`). None forgets what was drawn."""
    if board_map is not None and _prepared and _prepared[0].board_map is board_map:
        return
    _prepared.clear()
    if board_map is not None:
        _prepared.append(StaticMap(board_map, progress))


def static_map_for(board_map: BoardMap) -> StaticMap:
    """The static map of `board_map`: the one drawn while opening it, else drawn now (and
    the one drawn before is let go: a large map's pixmap is tens of megabytes)."""
    if _prepared and _prepared[0].board_map is board_map:
        return _prepared[0]
    _prepared.clear()
    return StaticMap(board_map)
