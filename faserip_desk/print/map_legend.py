"""What a printed map needs besides its squares: a calibration bar, registration marks that
stay visible on any terrain, and a legend page.

A viewer's "fit to page" shrinks every sheet by a few per cent (a square becomes 0.97 in), so
each sheet carries a one-inch bar and the legend page a four-inch one to measure; the legend
page also shows every terrain the map uses, the lines and marks drawn over the squares, and
how to trim and join the sheets.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.board.map_model import Atmosphere, BoardMap, Feature, FeatureKind
from faserip_desk.board.squares import Square
from faserip_desk.print.map_features import ZONE_COLORS, paint_feature
from faserip_desk.print.map_terrain import INDOOR, OUTDOOR, Look, looks_of, paint_look
from faserip_desk.print.text_flow import fit_line, fit_text
from faserip_desk.print.units import Units

TRIM = QColor(200, 0, 120)
PRINT_NOTE = "Print at 100% (actual size), not “fit to page”: the bar must measure 1 inch"
#: What each terrain look stands for on the legend (our wording).
MEANINGS = {
    "SOLID (roof)": "Solid terrain (a roof or a block)",
    "WALL": "Wall squares (solid)",
    "DIFFICULT": "Difficult terrain (rubble, debris, undergrowth)",
    "AQUATIC": "Aquatic terrain (water)",
    "SMOKE": "Smoke",
    "FIRE": "Fire; its rank is printed in the square",
    "SLICK": "Slick terrain (ice, oil)",
    "ELEVATED": "Elevated terrain",
}


def draw_registration(painter: QPainter, at: QPointF, u: Units) -> None:
    """A circle-and-cross registration mark on a white halo, visible on dark terrain too."""
    r = u.mm(2.5)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    halo = QPen(QColor(255, 255, 255), u.mm(1.0))
    halo.setCapStyle(Qt.PenCapStyle.RoundCap)
    for pen in (halo, QPen(QColor(0, 0, 0), u.mm(0.2))):
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(at, r, r)
        painter.drawLine(at - QPointF(r * 1.6, 0), at + QPointF(r * 1.6, 0))
        painter.drawLine(at - QPointF(0, r * 1.6), at + QPointF(0, r * 1.6))
    painter.restore()


def draw_ruler(painter: QPainter, left: QPointF, inches: int, u: Units) -> QRectF:
    """A bar `inches` long from `left` (its top-left), in quarter-inch black and white steps,
    with a tick and number at each inch; returns the rectangle it used."""
    height = u.mm(1.8)
    quarter = u.inch(0.25)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(inches * 4):
        color = QColor(0, 0, 0) if i % 2 == 0 else QColor(255, 255, 255)
        painter.fillRect(QRectF(left.x() + i * quarter, left.y(), quarter, height), color)
    painter.setPen(QPen(QColor(0, 0, 0), u.mm(0.15)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(left.x(), left.y(), u.inch(inches), height))
    for i in range(inches + 1):
        x = left.x() + u.inch(i)
        painter.drawLine(QPointF(x, left.y() - u.mm(0.8)), QPointF(x, left.y() + height))
    painter.restore()
    return QRectF(left.x(), left.y() - u.mm(0.8), u.inch(inches), height + u.mm(0.8))


def paint_calibration(painter: QPainter, rect: QRectF, u: Units) -> None:
    """The print note and a one-inch bar, right-aligned in `rect` (one line high)."""
    bar_left = rect.right() - u.inch(1.0)
    draw_ruler(painter, QPointF(bar_left, rect.center().y() - u.mm(0.5)), 1, u)
    note = QRectF(rect.left(), rect.top(), bar_left - rect.left() - u.mm(2), rect.height())
    fit_line(painter, note, PRINT_NOTE, 7.5, bold=True, align=Qt.AlignmentFlag.AlignRight)


def _looks_used(board: BoardMap) -> tuple[list[Look], set[Atmosphere]]:
    looks: list[Look] = []
    grounds: set[Atmosphere] = set()
    for row in board.cells:
        for cell in row:
            found = looks_of(cell)
            if not found:
                grounds.add(cell.atmosphere)
            looks += [look for look in found if look not in looks]
    return looks, grounds


def render_legend(
    painter: QPainter, area: QRectF, board: BoardMap, overlap: float, u: Units
) -> None:
    """The legend page of `board` in `area`: calibration, terrain, lines and marks, joining."""
    y = area.top()
    fit_line(
        painter,
        QRectF(area.left(), y, area.width(), u.mm(9)),
        f"{board.name} — legend",
        18,
        bold=True,
    )
    y += u.mm(12)
    y = _heading(painter, area, y, "Printing", u)
    fit_text(
        painter,
        QRectF(area.left(), y, area.width(), u.mm(10)),
        "Print every sheet at 100% (actual size). “Fit to page” or “shrink to fit” makes the "
        "squares about 0.97 inch and the sheets will not join. Check with the bars: the short "
        "one must measure exactly 1 inch (25.4 mm), the long one 4 inches (101.6 mm).",
        9,
    )
    y += u.mm(12)
    for left, inches, label in ((0.0, 1, "1 inch"), (1.9, 4, "4 inches")):
        bar = draw_ruler(painter, QPointF(area.left() + u.inch(left), y), inches, u)
        fit_line(painter, bar.translated(0, bar.height() + u.mm(0.5)), label, 8)
    y += u.mm(10)
    y = _heading(painter, area, y, "Terrain on this map", u)
    looks, grounds = _looks_used(board)
    swatch = u.inch(0.5)
    entries: list[tuple[Look | Atmosphere, str]] = [
        (g, f"{g.value.capitalize()} ground: clear terrain") for g in sorted(grounds, key=str)
    ]
    entries += [(look, MEANINGS.get(look.tag, look.tag.capitalize())) for look in looks]
    col_w = area.width() / 2
    for i, (what, text) in enumerate(entries):
        x = area.left() + (i % 2) * col_w
        top = y + (i // 2) * (swatch + u.mm(2))
        box = QRectF(x, top, swatch, swatch)
        if isinstance(what, Look):
            paint_look(painter, box, what, u)
        else:
            painter.fillRect(box, INDOOR if what is Atmosphere.INDOOR else OUTDOOR)
        _outline(painter, box, u)
        label = what.tag if isinstance(what, Look) else what.value.upper()
        fit_text(
            painter,
            QRectF(box.right() + u.mm(2), top, col_w - swatch - u.mm(4), swatch),
            f"{label} — {text}",
            9,
            center=True,
        )
    y += -(-len(entries) // 2) * (swatch + u.mm(2)) + u.mm(3)
    y = _heading(painter, area, y, "Lines and marks", u)
    _marks(painter, area, y, board, overlap, u)


def _marks(
    painter: QPainter, area: QRectF, y: float, board: BoardMap, overlap: float, u: Units
) -> None:
    """Samples of the wall, stairs and ladder, deployment zone, trim line and register mark."""
    row_h = u.inch(0.8)
    size = u.inch(1.0)
    rows: list[tuple[str, object]] = [
        ("Wall: a thick black line on the edge between two squares", "wall"),
        (
            "Stairs and ladders: the arrow points up to the top square, named beside the foot",
            "feature",
        ),
        ("Deployment zone: tinted squares in a dashed outline, named in the zone", "zone"),
        (
            f"Trim line (magenta, dashed) in the middle of the {overlap:g}-inch overlap between "
            "sheets: cut one sheet on it, lay it over the next and match the registration marks",
            "trim",
        ),
        (
            "Column letters and row numbers along every edge name the squares: A1 is top left",
            "labels",
        ),
    ]
    for text, kind in rows:
        sample = QRectF(area.left(), y, size * 1.6, row_h - u.mm(2))
        painter.save()
        painter.setClipRect(sample)
        _sample(painter, sample, str(kind), u)
        painter.restore()
        fit_text(
            painter,
            QRectF(
                sample.right() + u.mm(4),
                y,
                area.right() - sample.right() - u.mm(4),
                sample.height(),
            ),
            text,
            9,
            center=True,
        )
        y += row_h


def _sample(painter: QPainter, box: QRectF, kind: str, u: Units) -> None:
    painter.fillRect(box, OUTDOOR)
    mid = box.center()
    if kind == "wall":
        pen = QPen(QColor(15, 15, 15), u.mm(1.4))
        painter.setPen(QPen(QColor(60, 60, 60), u.mm(0.25)))
        painter.drawLine(QPointF(box.left(), mid.y()), QPointF(box.right(), mid.y()))
        painter.setPen(pen)
        painter.drawLine(QPointF(mid.x(), box.top()), QPointF(mid.x(), box.bottom()))
    elif kind == "feature":
        painter.save()
        size = box.width() / 2.4
        painter.translate(box.left() + size * 0.4, box.center().y() - size / 2)
        paint_feature(painter, Feature(FeatureKind.STAIR, Square(0, 0), Square(1, 0)), size, u)
        painter.restore()
    elif kind == "zone":
        tint = QColor(ZONE_COLORS[0])
        tint.setAlpha(40)
        inner = box.adjusted(u.mm(2), u.mm(2), -u.mm(2), -u.mm(2))
        painter.fillRect(inner, tint)
        painter.setPen(QPen(ZONE_COLORS[0], u.mm(0.9), Qt.PenStyle.DashLine))
        painter.drawRect(inner)
    elif kind == "trim":
        painter.setPen(QPen(TRIM, u.mm(0.3), Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(mid.x(), box.top()), QPointF(mid.x(), box.bottom()))
        painter.fillRect(box.adjusted(0, 0, -box.width() / 2, 0), QColor(70, 70, 74))
        draw_registration(painter, mid, u)
    else:
        fit_line(painter, box, "A  B  C", 10, bold=True, align=Qt.AlignmentFlag.AlignHCenter)
    _outline(painter, box, u)


def _outline(painter: QPainter, box: QRectF, u: Units) -> None:
    painter.save()
    painter.setPen(QPen(QColor(60, 60, 60), u.mm(0.25)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box)
    painter.restore()


def _heading(painter: QPainter, area: QRectF, y: float, text: str, u: Units) -> float:
    fit_line(painter, QRectF(area.left(), y, area.width(), u.mm(6)), text, 12, bold=True)
    return y + u.mm(7)
