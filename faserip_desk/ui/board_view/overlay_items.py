"""Reusable overlay items: each overlay is one item updated in place, never rebuilt.

`ShadeLayer` tints squares (from a dict or a numpy mask, painted as one scaled image) and
writes short texts in them; `PathLayer` strokes lines and outlines. A layer with no tint
holds no image: numpy is imported with the first tint, not when the map is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from faserip_desk.board.squares import Square
from faserip_desk.ui.board_view.geometry import SQUARE, square_rect

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


def rgba(colour: QColor) -> tuple[int, int, int, int]:
    """The colour as an (r, g, b, a) tuple."""
    return colour.red(), colour.green(), colour.blue(), colour.alpha()


class ShadeLayer(QGraphicsItem):
    """Tinted squares and texts over a width × height grid, drawn in one image."""

    def __init__(self, z: float, text_colour: QColor | None = None) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._size = (0, 0)
        self._pixels: npt.NDArray[np.uint8] | None = None  # None: no tint anywhere
        self._image: QImage | None = None
        self.texts: dict[Square, str] = {}
        self.text_colour = text_colour or QColor(20, 20, 20)

    def resize(self, width: int, height: int) -> None:
        """Cover a map of `width` × `height` squares (clears the layer)."""
        self.prepareGeometryChange()
        self._size = (width, height)
        self.clear()

    def clear(self) -> None:
        """No tint, no text."""
        self._pixels = None
        self._image = None
        self.texts = {}
        self.update()

    @property
    def shaded(self) -> set[Square]:
        """The squares with a visible tint."""
        if self._pixels is None:
            return set()
        rows, cols = self._pixels[:, :, 3].nonzero()
        return {Square(int(c), int(r)) for r, c in zip(rows, cols, strict=True)}

    def colour_at(self, square: Square) -> QColor:
        """The tint of `square` (transparent when none)."""
        if self._pixels is None:
            return QColor(0, 0, 0, 0)
        r, g, b, a = (int(v) for v in self._pixels[square.row, square.col])
        return QColor(r, g, b, a)

    def set_squares(
        self, colours: dict[Square, QColor], texts: dict[Square, str] | None = None
    ) -> None:
        """Tint exactly these squares, with optional texts (replacing what was shown)."""
        if not colours:
            self.clear()
            self.texts = texts or {}
            return
        import numpy as np

        w, h = self._size
        pixels = np.zeros((h, w, 4), np.uint8)
        for sq, colour in colours.items():
            if 0 <= sq.col < w and 0 <= sq.row < h:
                pixels[sq.row, sq.col] = rgba(colour)
        self._show(pixels, texts or {})

    def set_mask(self, mask: npt.NDArray[np.bool_], on: QColor, off: QColor) -> None:
        """Tint every square: `on` where `mask` is True, `off` elsewhere (no texts)."""
        import numpy as np

        pixels = np.empty((*mask.shape, 4), np.uint8)
        pixels[mask] = rgba(on)
        pixels[~mask] = rgba(off)
        self._show(pixels, {})

    def _show(self, pixels: npt.NDArray[np.uint8], texts: dict[Square, str]) -> None:
        import numpy as np

        self._pixels = np.ascontiguousarray(pixels)
        h, w = self._pixels.shape[:2]
        # premultiplied: the format the painter blends without converting on each paint
        self._image = (
            QImage(self._pixels.data, w, h, w * 4, QImage.Format.Format_RGBA8888).convertToFormat(
                QImage.Format.Format_ARGB32_Premultiplied
            )
            if w and h
            else None
        )
        self.texts = texts
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        """The whole grid."""
        return QRectF(0, 0, self._size[0] * SQUARE, self._size[1] * SQUARE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The tints as one unsmoothed scaled image, then the texts."""
        if self._image is not None:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawImage(self.boundingRect(), self._image)
        if not self.texts:
            return
        font = QFont("DejaVu Sans")
        font.setPixelSize(int(SQUARE * 0.3))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.text_colour)
        corner = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom
        for sq, text in self.texts.items():
            painter.drawText(square_rect(sq).adjusted(2, 2, -3, -1), corner, text)


class PathLayer(QGraphicsPathItem):
    """Lines and outlines drawn with one pen, replaced in place by `set_path`."""

    def __init__(self, z: float, colour: QColor, width: float, dashed: bool = False) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        pen = QPen(colour, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)

    def set_path(self, path: QPainterPath | None) -> None:
        """Show `path` (None or empty hides the layer)."""
        self.setPath(path or QPainterPath())
        self.setVisible(path is not None and not path.isEmpty())
