"""Cards laid out several to a page, edge to edge, with cut marks around the grid."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.units import Units

T = TypeVar("T")
CardPainter = Callable[[QPainter, QRectF, Units, T], None]

#: Space kept from the paper edge (printers cannot print to the edge).
MARGIN_MM = 4.0
#: The longest cut mark, and the least room left for one between the cards and the margin.
MARK_MM = 4.0
MIN_MARK_ROOM_MM = 2.5


def grid_shape(area: QSizeF, card: QSizeF) -> tuple[int, int]:
    """How many cards of size `card` fit in `area`: (columns, rows), at least one each."""
    return max(1, int(area.width() // card.width())), max(1, int(area.height() // card.height()))


def draw_cut_marks(
    painter: QPainter,
    grid: QRectF,
    xs: Sequence[float],
    ys: Sequence[float],
    units: Units,
    room: float | None = None,
) -> None:
    """Short lines outside `grid` on every card edge (`xs`, `ys`), for cutting with a guillotine.

    `room` is the space (device units) between the grid and the printable edge.
    """
    gap = units.mm(0.8)
    length = units.mm(MARK_MM) if room is None else min(units.mm(MARK_MM), room - gap)
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0), units.mm(0.15)))
    for x in xs:
        painter.drawLine(QPointF(x, grid.top() - gap), QPointF(x, grid.top() - gap - length))
        painter.drawLine(QPointF(x, grid.bottom() + gap), QPointF(x, grid.bottom() + gap + length))
    for y in ys:
        painter.drawLine(QPointF(grid.left() - gap, y), QPointF(grid.left() - gap - length, y))
        painter.drawLine(QPointF(grid.right() + gap, y), QPointF(grid.right() + gap + length, y))
    painter.restore()


def render_cards(
    target: PageTarget,
    items: Sequence[T],
    card_mm: QSizeF,
    paint_card: CardPainter[T],
) -> int:
    """Paint one card per item, as many per page as fit, with cut marks; returns the pages.

    The cards keep their size exactly; the grid is centred on the page, leaving room for the
    cut marks.
    """
    with open_pages(target) as pages:
        painter, units = pages.painter, pages.units
        area = pages.area(MARGIN_MM)
        room = units.mm(MIN_MARK_ROOM_MM)
        inner = area.adjusted(room, room, -room, -room)
        card = QSizeF(units.mm(card_mm.width()), units.mm(card_mm.height()))
        cols, rows = grid_shape(inner.size(), card)
        per_page = cols * rows
        grid = QRectF(0, 0, cols * card.width(), rows * card.height())
        grid.moveCenter(area.center())
        count = max(1, -(-len(items) // per_page))
        for page in range(count):
            if page:
                pages.new_page()
            chunk = items[page * per_page : (page + 1) * per_page]
            for i, item in enumerate(chunk):
                r, c = divmod(i, cols)
                rect = QRectF(
                    grid.left() + c * card.width(),
                    grid.top() + r * card.height(),
                    card.width(),
                    card.height(),
                )
                painter.save()
                painter.setClipRect(rect)
                paint_card(painter, rect, units, item)
                painter.restore()
                painter.save()
                painter.setPen(QPen(QColor(170, 170, 170), units.mm(0.1)))
                painter.drawRect(rect)
                painter.restore()
            used_rows = max(1, -(-len(chunk) // cols))
            used = QRectF(grid.left(), grid.top(), grid.width(), used_rows * card.height())
            xs = [used.left() + c * card.width() for c in range(cols + 1)]
            ys = [used.top() + r * card.height() for r in range(used_rows + 1)]
            space = min(grid.left() - area.left(), grid.top() - area.top())
            draw_cut_marks(painter, used, xs, ys, units, space)
        return count


def best_landscape(page_mm: QSizeF, card_mm: QSizeF) -> bool:
    """True when more cards fit on the page turned to landscape."""
    margin = 2 * (MARGIN_MM + MIN_MARK_ROOM_MM)
    portrait = QSizeF(page_mm.width() - margin, page_mm.height() - margin)
    landscape = QSizeF(page_mm.height() - margin, page_mm.width() - margin)
    p_cols, p_rows = grid_shape(portrait, card_mm)
    l_cols, l_rows = grid_shape(landscape, card_mm)
    return l_cols * l_rows > p_cols * p_rows
