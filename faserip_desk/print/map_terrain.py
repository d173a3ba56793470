"""How a map square looks on paper: colour, a vector pattern and a small label per terrain."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.board.map_model import Atmosphere, Cell, TerrainType
from faserip_desk.print.text_flow import fit_line
from faserip_desk.print.units import Units

OUTDOOR = QColor(252, 252, 248)
INDOOR = QColor(238, 230, 214)


@dataclass(frozen=True)
class Look:
    """A terrain's fill, pattern ("lines", "cross", "dots", "waves", "steps") and tag."""

    fill: QColor
    ink: QColor
    pattern: str
    tag: str


LOOKS: dict[str, Look] = {
    "roof": Look(QColor(168, 170, 182), QColor(90, 92, 110), "lines", "SOLID (roof)"),
    "wall": Look(QColor(70, 70, 74), QColor(150, 150, 150), "cross", "WALL"),
    "difficult": Look(QColor(222, 196, 150), QColor(130, 90, 40), "dots", "DIFFICULT"),
    "aquatic": Look(QColor(160, 204, 240), QColor(40, 100, 170), "waves", "AQUATIC"),
    "smoke": Look(QColor(200, 200, 204), QColor(110, 110, 120), "dots", "SMOKE"),
    "fire": Look(QColor(250, 160, 90), QColor(200, 40, 20), "cross", "FIRE"),
    "slick": Look(QColor(200, 236, 240), QColor(60, 150, 170), "back", "SLICK"),
    "elevated": Look(QColor(226, 214, 180), QColor(140, 120, 70), "frame", "ELEVATED"),
}


def looks_of(cell: Cell) -> list[Look]:
    """The looks of a square's terrain, most important first (none for clear ground)."""
    result = []
    if cell.is_wall:
        result.append(LOOKS["wall"])
    elif cell.is_solid:
        result.append(LOOKS["roof"])
    elif cell.is_elevated:
        result.append(LOOKS["elevated"])
    for kind in (
        TerrainType.FIRE,
        TerrainType.SMOKE,
        TerrainType.AQUATIC,
        TerrainType.DIFFICULT,
        TerrainType.SLICK,
    ):
        if kind in cell.types:
            result.append(LOOKS[kind.value])
    return result


def _pattern(painter: QPainter, rect: QRectF, look: Look, u: Units) -> None:
    step = u.mm(3.2)
    painter.setPen(QPen(look.ink, u.mm(0.25)))
    x0, y0, w, h = rect.left(), rect.top(), rect.width(), rect.height()
    if look.pattern in ("lines", "cross", "back"):
        n = int((w + h) / step) + 1
        for i in range(n):
            d = i * step
            if look.pattern in ("lines", "cross"):
                painter.drawLine(QPointF(x0 + d, y0), QPointF(x0 + d - h, y0 + h))
            if look.pattern in ("back", "cross"):
                painter.drawLine(QPointF(x0 + w - d, y0), QPointF(x0 + w - d + h, y0 + h))
    elif look.pattern == "dots":
        painter.setBrush(look.ink)
        r = u.mm(0.35)
        for j in range(int(h / step) + 1):
            for i in range(int(w / step) + 1):
                off = step / 2 if j % 2 else 0
                painter.drawEllipse(
                    QPointF(x0 + i * step + off + step / 4, y0 + j * step + step / 2), r, r
                )
    elif look.pattern == "waves":
        for j in range(int(h / step) + 1):
            y = y0 + j * step + step / 2
            for i in range(int(w / step) + 1):
                x = x0 + i * step
                painter.drawArc(QRectF(x, y - step / 4, step / 2, step / 2), 0, 180 * 16)
                painter.drawArc(
                    QRectF(x + step / 2, y - step / 4, step / 2, step / 2), 0, -180 * 16
                )
    elif look.pattern == "frame":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(look.ink, u.mm(0.6)))
        inset = u.mm(1.2)
        painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))


def paint_look(painter: QPainter, rect: QRectF, look: Look, u: Units) -> None:
    """Fill `rect` with one terrain's colour and pattern (a legend swatch, a terrain tile)."""
    painter.save()
    painter.fillRect(rect, look.fill)
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    _pattern(painter, rect, look, u)
    painter.restore()


def paint_square(painter: QPainter, rect: QRectF, cell: Cell, u: Units, label: bool) -> None:
    """Paint one square's terrain (no grid line) in `rect`."""
    looks = looks_of(cell)
    base = INDOOR if cell.atmosphere is Atmosphere.INDOOR else OUTDOOR
    painter.fillRect(rect, looks[0].fill if looks else base)
    if not looks:
        return
    painter.save()
    painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    for look in looks:
        _pattern(painter, rect, look, u)
    painter.restore()
    if not label:
        return
    tags = [look.tag if look.tag != "FIRE" else f"FIRE {cell.fire_rank.short}" for look in looks]
    text_w = rect.width() * 0.9
    white = QColor(255, 255, 255, 215)
    band = QRectF(
        rect.left() + rect.width() * 0.05, rect.top() + rect.height() * 0.06, text_w, u.mm(3.0)
    )
    painter.fillRect(band, white)
    fit_line(painter, band, " · ".join(tags), 6.0, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
    if cell.label:
        low = QRectF(
            band.left(), rect.bottom() - rect.height() * 0.06 - u.mm(3.0), text_w, u.mm(3.0)
        )
        painter.fillRect(low, white)
        fit_line(painter, low, cell.label, 6.0, italic=True, align=Qt.AlignmentFlag.AlignHCenter)
