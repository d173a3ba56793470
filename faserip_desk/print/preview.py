"""Painting one card or page onto a QImage: previews, PNG samples and image tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPainter

from faserip_desk.print.gui_app import ensure_gui_app
from faserip_desk.print.units import MM_PER_INCH, Units

T = TypeVar("T")


def blank_image(size_mm: QSizeF, dpi: float) -> QImage:
    """A white image of `size_mm` at `dpi`, with its resolution set so fonts scale right."""
    ensure_gui_app()
    width = round(size_mm.width() / MM_PER_INCH * dpi)
    height = round(size_mm.height() / MM_PER_INCH * dpi)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor(255, 255, 255))
    return image


def card_image(
    paint_card: Callable[[QPainter, QRectF, Units, T], object],
    item: T,
    card_mm: QSizeF,
    dpi: float = 150.0,
) -> QImage:
    """One card painted on its own image at `dpi`."""
    image = blank_image(card_mm, dpi)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_card(painter, QRectF(0, 0, image.width(), image.height()), Units(dpi), item)
    finally:
        painter.end()
    return image
