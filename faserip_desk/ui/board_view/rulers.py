"""Square coordinates on all four edges of the view: column letters above and below, row
numbers left and right, drawn in viewport pixels so they read the same at any zoom.

They sit just outside the map when that edge is visible, else they stick to the viewport's
edge over the map.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QTransform

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import column_letters
from faserip_desk.ui.board_view.geometry import SQUARE

BAND = 18
BAND_COLOUR = QColor(255, 255, 255, 215)
TEXT_COLOUR = QColor(30, 30, 30)


def _step(pixels_per_square: float, label_width: float) -> int:
    """Label every n-th square so labels do not overlap."""
    step = 1
    while step * pixels_per_square < label_width + 4:
        step *= 2
    return step


#: The last rulers drawn, as an image, by what they depend on (a drag or a repaint of the
#: overlays redraws the view every frame; the rulers change only with zoom, scroll, size).
_drawn: dict[str, tuple[tuple[object, ...], QImage, list[QRectF]]] = {}


def paint_rulers(
    painter: QPainter, transform: QTransform, viewport: QRectF, board_map: BoardMap
) -> None:
    """Paint the coordinates; `transform` maps scene to viewport, `viewport` is its rect.
    Drawn once into an image per zoom, scroll, viewport size and map, then copied."""
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    key = (
        transform.m11(),
        transform.m22(),
        transform.dx(),
        transform.dy(),
        viewport.width(),
        viewport.height(),
        board_map.width,
        board_map.height,
        ratio,
    )
    found = _drawn.get("view")
    if found is None or found[0] != key:
        image = QImage(
            int(viewport.width() * ratio),
            int(viewport.height() * ratio),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        into = QPainter(image)
        area = QRectF(0, 0, viewport.width(), viewport.height())
        bands = _paint_rulers(into, transform, area, board_map)
        into.end()
        found = _drawn["view"] = (key, image, bands)
    painter.save()
    painter.resetTransform()
    image, bands = found[1], found[2]
    for band in bands:  # only the bands: the rest of the image is empty
        source = QRectF(band.topLeft() * ratio, band.size() * ratio)
        painter.drawImage(band.translated(viewport.topLeft()), image, source)
    painter.restore()


def _paint_rulers(
    painter: QPainter, transform: QTransform, viewport: QRectF, board_map: BoardMap
) -> list[QRectF]:
    """Paint the coordinates (see `paint_rulers`); returns the bands painted."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(11)
    font.setBold(True)
    metrics = QFontMetrics(font)
    top_left = transform.map(QPointF(0, 0))
    bottom_right = transform.map(QPointF(board_map.width * SQUARE, board_map.height * SQUARE))
    px = (bottom_right.x() - top_left.x()) / max(board_map.width, 1)
    if px <= 0:
        return []
    map_box = QRectF(top_left, bottom_right)
    shown = map_box.intersected(viewport)
    if shown.isEmpty():
        return []
    painter.save()
    painter.resetTransform()
    painter.setFont(font)
    top = max(viewport.top(), map_box.top() - BAND)
    bottom = min(viewport.bottom() - BAND, map_box.bottom())
    left = max(viewport.left(), map_box.left() - BAND - 6)
    right = min(viewport.right() - BAND - 6, map_box.right())
    wide = BAND + 6
    bands = [QRectF(shown.left(), y, shown.width(), BAND) for y in (top, bottom)]
    bands += [QRectF(x, shown.top(), wide, shown.height()) for x in (left, right)]
    for band in bands:
        painter.fillRect(band, BAND_COLOUR)
    painter.setPen(TEXT_COLOUR)
    step = _step(px, metrics.horizontalAdvance(column_letters(board_map.width - 1)))
    centre = Qt.AlignmentFlag.AlignCenter
    for col in range(0, board_map.width, step):
        x = top_left.x() + col * px
        if x + px < shown.left() or x > shown.right():
            continue
        for y in (top, bottom):
            painter.drawText(QRectF(x, y, px, BAND), centre, column_letters(col))
    step = _step(px, metrics.height())
    for row in range(0, board_map.height, step):
        y = top_left.y() + row * px
        if y + px < shown.top() or y > shown.bottom():
            continue
        for x in (left, right):
            painter.drawText(QRectF(x, y, wide, px), centre, str(row + 1))
    painter.restore()
    return bands
