"""Lengths in device units: every layout is computed from the target's resolution."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPaintDevice

MM_PER_INCH = 25.4


@dataclass(frozen=True)
class Units:
    """Converts millimetres, inches and points to device pixels at `dpi`."""

    dpi: float

    @classmethod
    def of(cls, device: QPaintDevice) -> Units:
        """The units of `device` (its logical resolution)."""
        return cls(float(device.logicalDpiX()))

    def mm(self, value: float) -> float:
        """`value` millimetres in device pixels."""
        return value * self.dpi / MM_PER_INCH

    def inch(self, value: float) -> float:
        """`value` inches in device pixels."""
        return value * self.dpi

    def pt(self, value: float) -> float:
        """`value` typographic points in device pixels."""
        return value * self.dpi / 72.0


class Paper(Enum):
    """The paper sizes the command line offers."""

    LETTER = "letter"
    A4 = "a4"

    @property
    def page_size(self) -> QPageSize:
        """The Qt page size."""
        ident = QPageSize.PageSizeId.Letter if self is Paper.LETTER else QPageSize.PageSizeId.A4
        return QPageSize(ident)


class CardSize(Enum):
    """Card sizes, width × height in millimetres (portrait)."""

    POKER = "poker"
    A5 = "a5"
    HALF_LETTER = "half-letter"

    @property
    def mm(self) -> QSizeF:
        """Width and height in millimetres."""
        return {
            CardSize.POKER: QSizeF(63.0, 88.0),
            CardSize.A5: QSizeF(148.0, 210.0),
            CardSize.HALF_LETTER: QSizeF(139.7, 215.9),
        }[self]


def set_page(
    device: QPagedPaintDevice, size: QPageSize, landscape: bool = False, margin_mm: float = 0.0
) -> None:
    """Give `device` a page size, orientation and margins."""
    orientation = (
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )
    m = margin_mm
    device.setPageLayout(
        QPageLayout(size, orientation, QMarginsF(m, m, m, m), QPageLayout.Unit.Millimeter)
    )
