"""Draw mall.png, the illustrative background picture of mall.map.yaml.

Run from anywhere (no window opens):

    QT_QPA_PLATFORM=offscreen .venv/bin/python folios/maps/make_mall_background.py

The picture is drawn from the map file itself (grid, walls, ladders and stairs), so it
stays aligned with the squares after the map is edited. Its layout must match the map's
`background:` block: a margin of MARGIN pixels around the grid (the offset) and SQUARE
pixels per square (the square size). The margin carries the square names (letters along
the top and bottom, numbers down the sides). The regions below (service road, plaza,
parking lot) only choose colours; the rules data is in the map file.
"""

from __future__ import annotations

import ctypes
import os
import random
import re
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import yaml
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
)

HERE = Path(__file__).resolve().parent
MAP_FILE = HERE / "mall.map.yaml"
OUT_FILE = HERE / "mall.png"
SQUARE = 32  # pixels per square: the map's background.square_size
MARGIN = 32  # pixels around the grid: the map's background.offset

# Colour regions by row (1-based, inclusive), for the clear "." squares only.
SERVICE_ROAD = range(1, 3)
PLAZA = range(12, 17)
FIRE_LANE = range(17, 18)
PARKING_LOT = range(18, 29)

ASPHALT = QColor("#4b4e54")
ASPHALT_LOT = QColor("#55585e")
CONCRETE = QColor("#a9a59c")
PAVERS = QColor("#c8bfae")
ROOF = QColor("#9d968a")
ROOF_EDGE = QColor("#5e5b55")
FLOOR = QColor("#e8dfc9")
FLOOR_LINE = QColor("#d4c9ae")
WALL = QColor("#2b2622")
CAR_COLOURS = ["#b23a3a", "#2f5d9e", "#d8d8d8", "#2e2e2e", "#c9a227", "#3f7f4f", "#7a4fa0"]


def column_index(letters: str) -> int:
    """Zero-based column of a column name: A -> 0, AA -> 26."""
    n = 0
    for ch in letters.upper():
        n = n * 26 + ord(ch) - ord("A") + 1
    return n - 1


def column_letters(col: int) -> str:
    """Column name of a zero-based column: 0 -> A, 26 -> AA."""
    letters, n = "", col + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def square(name: str) -> tuple[int, int]:
    """Zero-based (col, row) of a square name such as C7."""
    match = re.fullmatch(r"([A-Za-z]+)(\d+)", name.strip())
    if not match:
        raise ValueError(f"not a square name: {name!r}")
    return column_index(match.group(1)), int(match.group(2)) - 1


def run(entry: dict[str, str]) -> list[tuple[int, int]]:
    """The squares of a wall entry: one square or a straight run."""
    if "square" in entry:
        return [square(entry["square"])]
    (c1, r1), (c2, r2) = square(entry["from"]), square(entry["to"])
    return [
        (c, r)
        for r in range(min(r1, r2), max(r1, r2) + 1)
        for c in range(min(c1, c2), max(c1, c2) + 1)
    ]


def rect(col: int, row: int, inset: float = 0.0) -> QRectF:
    """The pixel rectangle of a square, shrunk by `inset` pixels on every side."""
    return QRectF(
        MARGIN + col * SQUARE + inset,
        MARGIN + row * SQUARE + inset,
        SQUARE - 2 * inset,
        SQUARE - 2 * inset,
    )


class Painter:
    """Paints the mall map onto a QImage."""

    def __init__(self, data: dict) -> None:
        self.rows = [line.split() for line in data["grid"].strip("\n").splitlines()]
        self.height = len(self.rows)
        self.width = len(self.rows[0])
        self.data = data
        self.rng = random.Random(1984)
        size_w = self.width * SQUARE + 2 * MARGIN
        size_h = self.height * SQUARE + 2 * MARGIN
        self.image = QImage(size_w, size_h, QImage.Format.Format_RGB32)
        self.image.fill(QColor("#1d1f24"))
        self.p = QPainter(self.image)
        self.p.setRenderHint(QPainter.RenderHint.Antialiasing)

    def sym(self, col: int, row: int) -> str:
        if 0 <= col < self.width and 0 <= row < self.height:
            return self.rows[row][col]
        return ""

    def ground_colour(self, row: int) -> QColor:
        r = row + 1
        if r in SERVICE_ROAD or r in FIRE_LANE:
            return ASPHALT
        if r in PARKING_LOT:
            return ASPHALT_LOT
        if r in PLAZA:
            return PAVERS
        return CONCRETE

    def paint(self) -> QImage:
        for row in range(self.height):
            for col in range(self.width):
                self.base(col, row)
        self.parking_lines()
        self.fire_lane()
        for row in range(self.height):
            for col in range(self.width):
                self.detail(col, row)
        self.cars()
        self.shadows()
        self.roof_edges()
        self.walls()
        self.features()
        self.grid_lines()
        self.labels()
        self.p.end()
        return self.image

    def base(self, col: int, row: int) -> None:
        s = self.sym(col, row)
        r = rect(col, row)
        if s in ("i", "P", "j", "k"):
            self.p.fillRect(r, FLOOR)
            self.p.setPen(QPen(FLOOR_LINE, 1))
            self.p.drawLine(r.center().x(), r.top(), r.center().x(), r.bottom())
            self.p.drawLine(r.left(), r.center().y(), r.right(), r.center().y())
        elif s == "#":
            self.p.fillRect(r, ROOF)
        elif s == "w":
            self.p.fillRect(r, PAVERS)
        else:
            self.p.fillRect(r, self.ground_colour(row))

    def parking_lines(self) -> None:
        self.p.setPen(QPen(QColor("#e6e6e6"), 2))
        for row in range(self.height):
            if row + 1 not in PARKING_LOT:
                continue
            for col in range(self.width):
                if self.sym(col, row) == "c" or self.sym(col - 1, row) == "c":
                    x = MARGIN + col * SQUARE
                    y = MARGIN + row * SQUARE
                    self.p.drawLine(QPointF(x, y + 2), QPointF(x, y + SQUARE - 2))

    def fire_lane(self) -> None:
        self.p.setPen(QPen(QColor("#c0392b"), 3))
        for row in range(self.height):
            if row + 1 in FIRE_LANE:
                y = MARGIN + row * SQUARE + 3
                self.p.drawLine(QPointF(MARGIN, y), QPointF(MARGIN + self.width * SQUARE, y))

    def detail(self, col: int, row: int) -> None:
        s = self.sym(col, row)
        r = rect(col, row)
        p = self.p
        if s == "P":
            p.setPen(QPen(QColor("#3a3a3a"), 2))
            p.setBrush(QColor("#7b7b7b"))
            p.drawEllipse(rect(col, row, 5))
        elif s == "j":
            p.setPen(QPen(QColor("#5b3a1e"), 2))
            p.setBrush(QColor("#a8733f"))
            p.drawRoundedRect(rect(col, row, 4), 4, 4)
        elif s == "k":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(120, 60, 20, 170))
            p.drawEllipse(QRectF(r.left() + 4, r.top() + 8, SQUARE - 8, SQUARE - 14))
            p.setBrush(QColor(120, 60, 20, 120))
            p.drawEllipse(QRectF(r.left() + 14, r.top() + 4, 10, 8))
        elif s == "x":
            p.setPen(QPen(QColor("#1f3d25"), 2))
            p.setBrush(QColor("#2f6b3a"))
            p.drawRect(rect(col, row, 4))
            p.setPen(QPen(QColor("#1f3d25"), 1))
            p.drawLine(r.left() + 4, r.center().y(), r.right() - 4, r.center().y())
        elif s == "w":
            self.fountain(col, row)
        elif s == "p":
            p.setPen(QPen(QColor("#5a4330"), 2))
            p.setBrush(QColor("#7b5b3f"))
            p.drawRect(rect(col, row, 3))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#3e8a3e"))
            p.drawEllipse(rect(col, row, 6))
            p.setBrush(QColor("#5cb85c"))
            p.drawEllipse(QRectF(r.left() + 10, r.top() + 9, 9, 9))
        elif s == "r":
            p.setPen(QPen(QColor("#3b3b3b"), 1))
            for _ in range(7):
                cx = r.left() + self.rng.uniform(5, SQUARE - 5)
                cy = r.top() + self.rng.uniform(5, SQUARE - 5)
                k = self.rng.uniform(3, 6)
                grey = self.rng.randint(110, 170)
                p.setBrush(QColor(grey, grey - 5, grey - 12))
                path = QPainterPath(QPointF(cx - k, cy))
                path.lineTo(cx, cy - k * 0.8)
                path.lineTo(cx + k, cy + k * 0.2)
                path.lineTo(cx - k * 0.2, cy + k)
                path.closeSubpath()
                p.drawPath(path)
        elif s == "^":
            self.stripes(col, row, QColor("#6f6a60"))
        elif s == "#" and self.rng.random() < 0.08:
            p.setPen(QPen(QColor("#6b6862"), 1))
            p.setBrush(QColor("#a3a09a"))
            p.drawRect(rect(col, row, 9))

    def fountain(self, col: int, row: int) -> None:
        # one round basin over the whole block of fountain squares
        if self.sym(col - 1, row) == "w" or self.sym(col, row - 1) == "w":
            return
        right, bottom = col, row
        while self.sym(right + 1, row) == "w":
            right += 1
        while self.sym(col, bottom + 1) == "w":
            bottom += 1
        area = rect(col, row).united(rect(right, bottom)).adjusted(2, 2, -2, -2)
        self.p.setPen(QPen(QColor("#8f8a80"), 4))
        self.p.setBrush(QColor("#3b7dc4"))
        self.p.drawEllipse(area)
        self.p.setPen(QPen(QColor(255, 255, 255, 140), 2))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawEllipse(area.adjusted(12, 12, -12, -12))
        self.p.setBrush(QColor("#cfe8ff"))
        c = area.center()
        self.p.drawEllipse(QRectF(c.x() - 5, c.y() - 5, 10, 10))

    def stripes(self, col: int, row: int, colour: QColor) -> None:
        r = rect(col, row)
        self.p.fillRect(r, QColor("#b5afa3"))
        self.p.setPen(QPen(colour, 2))
        for i in range(1, 6):
            y = r.top() + i * SQUARE / 6
            self.p.drawLine(QPointF(r.left() + 3, y), QPointF(r.right() - 3, y))

    def cars(self) -> None:
        done: set[tuple[int, int]] = set()
        colours = iter(CAR_COLOURS * 10)
        for row in range(self.height):
            for col in range(self.width):
                if self.sym(col, row) != "c" or (col, row) in done:
                    continue
                length = 1
                if self.sym(col, row + 1) == "c":
                    length = 2
                    done.add((col, row + 1))
                area = rect(col, row).united(rect(col, row + length - 1))
                area = area.adjusted(5, 4, -5, -4)
                body = QColor(next(colours))
                self.p.setPen(QPen(body.darker(160), 2))
                self.p.setBrush(body)
                self.p.drawRoundedRect(area, 7, 7)
                glass = QColor("#9fc3d8")
                self.p.setPen(Qt.PenStyle.NoPen)
                self.p.setBrush(glass)
                h = area.height()
                self.p.drawRoundedRect(
                    QRectF(area.left() + 3, area.top() + h * 0.22, area.width() - 6, h * 0.16),
                    2,
                    2,
                )
                self.p.drawRoundedRect(
                    QRectF(area.left() + 3, area.top() + h * 0.68, area.width() - 6, h * 0.12),
                    2,
                    2,
                )

    def shadows(self) -> None:
        """A shadow south and east of every roof, to show that it stands high."""
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(QColor(0, 0, 0, 70))
        for row in range(self.height):
            for col in range(self.width):
                if self.sym(col, row) != "#":
                    continue
                r = rect(col, row)
                start_x = 0 if self.sym(col - 1, row) == "#" else 6
                start_y = 0 if self.sym(col, row - 1) == "#" else 6
                if self.sym(col, row + 1) not in ("#", ""):
                    self.p.drawRect(QRectF(r.left() + start_x, r.bottom(), SQUARE - start_x, 6))
                if self.sym(col + 1, row) not in ("#", ""):
                    self.p.drawRect(QRectF(r.right(), r.top() + start_y, 6, SQUARE - start_y))
                if self.sym(col + 1, row) != "#" and self.sym(col, row + 1) != "#":
                    self.p.drawRect(QRectF(r.right(), r.bottom(), 6, 6))

    def roof_edges(self) -> None:
        self.p.setPen(QPen(ROOF_EDGE, 4))
        for row in range(self.height):
            for col in range(self.width):
                if self.sym(col, row) != "#":
                    continue
                r = rect(col, row, 2)
                if self.sym(col, row - 1) != "#":
                    self.p.drawLine(r.topLeft(), r.topRight())
                if self.sym(col, row + 1) != "#":
                    self.p.drawLine(r.bottomLeft(), r.bottomRight())
                if self.sym(col - 1, row) != "#":
                    self.p.drawLine(r.topLeft(), r.bottomLeft())
                if self.sym(col + 1, row) != "#":
                    self.p.drawLine(r.topRight(), r.bottomRight())

    def walls(self) -> None:
        pen = QPen(WALL, 6)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        self.p.setPen(pen)
        for entry in self.data.get("walls") or []:
            for col, row in run(entry):
                r = rect(col, row)
                side = entry["side"]
                if side == "north":
                    self.p.drawLine(r.topLeft(), r.topRight())
                elif side == "south":
                    self.p.drawLine(r.bottomLeft(), r.bottomRight())
                elif side == "west":
                    self.p.drawLine(r.topLeft(), r.bottomLeft())
                else:
                    self.p.drawLine(r.topRight(), r.bottomRight())

    def features(self) -> None:
        for feature in self.data.get("features") or []:
            bottom, top = square(feature["bottom"]), square(feature["top"])
            if feature["type"] == "stair":
                self.stripes(*bottom, QColor("#6f6a60"))
                self.stripes(*top, QColor("#4f4a40"))
                continue
            a, b = rect(*bottom).center(), rect(*top).center()
            dx, dy = b.x() - a.x(), b.y() - a.y()
            length = (dx * dx + dy * dy) ** 0.5
            nx, ny = -dy / length * 6, dx / length * 6
            self.p.setPen(QPen(QColor("#d9c27a"), 3))
            start = QPointF(a.x() + dx * 0.2, a.y() + dy * 0.2)
            end = QPointF(a.x() + dx * 0.8, a.y() + dy * 0.8)
            for sgn in (1, -1):
                self.p.drawLine(
                    QPointF(start.x() + sgn * nx, start.y() + sgn * ny),
                    QPointF(end.x() + sgn * nx, end.y() + sgn * ny),
                )
            for i in range(1, 5):
                t = 0.2 + 0.6 * i / 5
                c = QPointF(a.x() + dx * t, a.y() + dy * t)
                self.p.drawLine(QPointF(c.x() + nx, c.y() + ny), QPointF(c.x() - nx, c.y() - ny))

    def grid_lines(self) -> None:
        self.p.setPen(QPen(QColor(0, 0, 0, 45), 1))
        for col in range(self.width + 1):
            x = MARGIN + col * SQUARE
            self.p.drawLine(QPointF(x, MARGIN), QPointF(x, MARGIN + self.height * SQUARE))
        for row in range(self.height + 1):
            y = MARGIN + row * SQUARE
            self.p.drawLine(QPointF(MARGIN, y), QPointF(MARGIN + self.width * SQUARE, y))

    def labels(self) -> None:
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        self.p.setFont(font)
        self.p.setPen(QColor("#d8d8d8"))
        far_x = MARGIN + self.width * SQUARE
        far_y = MARGIN + self.height * SQUARE
        centre = Qt.AlignmentFlag.AlignCenter
        for col in range(self.width):
            x = MARGIN + col * SQUARE
            self.p.drawText(QRectF(x, 0, SQUARE, MARGIN), centre, column_letters(col))
            self.p.drawText(QRectF(x, far_y, SQUARE, MARGIN), centre, column_letters(col))
        for row in range(self.height):
            y = MARGIN + row * SQUARE
            self.p.drawText(QRectF(0, y, MARGIN, SQUARE), centre, str(row + 1))
            self.p.drawText(QRectF(far_x, y, MARGIN, SQUARE), centre, str(row + 1))


def protect_none(spare: int = 200_000) -> None:
    """Give None spare references before painting (a workaround, harmless elsewhere).

    PySide6 6.12.0 under Python 3.11 drops one reference to None on many calls of methods
    that return nothing (QPainter.drawLine, setPen, ...). None is not immortal before
    Python 3.12, so a few thousand such calls end the interpreter with "deallocating
    None". The spare references, never given back, keep the count above zero.
    """
    if sys.version_info >= (3, 12):
        return
    incref = ctypes.pythonapi.Py_IncRef
    incref.argtypes = [ctypes.py_object]
    incref.restype = None
    for _ in range(spare):
        incref(None)


def main() -> int:
    data = yaml.safe_load(MAP_FILE.read_text(encoding="utf-8"))
    background = data.get("background") or {}
    if background.get("square_size") != SQUARE or list(background.get("offset", [])) != [
        MARGIN,
        MARGIN,
    ]:
        print(f"{MAP_FILE.name}: background block does not match SQUARE/MARGIN", file=sys.stderr)
        return 1
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    protect_none()
    image = Painter(data).paint()
    if not image.save(str(OUT_FILE), "PNG"):
        print(f"could not write {OUT_FILE}", file=sys.stderr)
        return 1
    print(f"wrote {OUT_FILE} ({OUT_FILE.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
