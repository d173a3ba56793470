"""Cards laid out several to a page with gutters between them and cut marks around them.

The arithmetic for poker cards (63 × 88 mm) with 3 mm gutters and nothing closer than 6 mm to
the paper edge: A4 portrait holds 3 × 3 (195 × 270 mm of 198 × 285 mm); Letter portrait holds
only 3 × 2 (three rows need 270 + 12 = 282 mm of 279.4 mm), so Letter turns landscape and
holds 4 × 2 (261 × 179 mm of 267.4 × 203.9 mm).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.commands import UsageError
from faserip_desk.print.card_style import MIN_CARD_POINTS
from faserip_desk.print.pages import PageTarget, open_pages, turnable_paper_mm
from faserip_desk.print.units import Units
from faserip_desk.progress import Progress, report

T = TypeVar("T")
#: Paints one card; returns False when its text does not fit at a readable size.
CardPainter = Callable[[QPainter, QRectF, Units, T], bool]

#: Nothing is printed closer than this to the paper edge (many printers cannot print there).
MARGIN_MM = 6.0
#: Space between neighbouring cards, so a slightly crooked cut never shows the next card.
GUTTER_MM = 3.0
#: The longest cut mark, the gap between a mark and the card, and the shortest mark.
MARK_MM = 4.0
MARK_GAP_MM = 0.5
MIN_MARK_MM = 1.0


class CardTooLongError(UsageError):
    """Some cards' text does not fit them at the smallest readable size."""

    def __init__(self, kind: str, names: Sequence[str], size_name: str) -> None:
        self.names = list(names)
        listed = ", ".join(self.names[:5]) + (" …" if len(self.names) > 5 else "")
        super().__init__(
            f"{len(self.names)} {kind} card{'s' if len(self.names) != 1 else ''} too long for a "
            f"{size_name} card even at {MIN_CARD_POINTS:g} pt: {listed}; shorten the text or "
            "choose a larger card size"
        )


def grid_shape(area: QSizeF, card: QSizeF, gutter: float) -> tuple[int, int]:
    """How many cards of size `card` with `gutter` between them fit in `area`: (cols, rows)."""
    fuzz = 0.005 * card.width()  # exact fits stay fits despite whole-pixel page sizes
    cols = int((area.width() + gutter + fuzz) // (card.width() + gutter))
    rows = int((area.height() + gutter + fuzz) // (card.height() + gutter))
    return max(1, cols), max(1, rows)


def _room(units: Units) -> float:
    return units.mm(MARK_GAP_MM + MIN_MARK_MM)


def draw_cut_marks(
    painter: QPainter,
    xs: Sequence[float],
    ys: Sequence[float],
    area: QRectF,
    units: Units,
) -> None:
    """Cut marks for every card edge: on each line `xs` (vertical) and `ys` (horizontal),
    in the margin outside the cards (never beyond `area`) and across every gutter."""
    gap, longest = units.mm(MARK_GAP_MM), units.mm(MARK_MM)
    top, bottom, left, right = ys[0], ys[-1], xs[0], xs[-1]
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0), units.mm(0.15)))
    for x in xs:
        up = min(longest, top - gap - area.top())
        down = min(longest, area.bottom() - bottom - gap)
        painter.drawLine(QPointF(x, top - gap), QPointF(x, top - gap - up))
        painter.drawLine(QPointF(x, bottom + gap), QPointF(x, bottom + gap + down))
    for y in ys:
        out_left = min(longest, left - gap - area.left())
        out_right = min(longest, area.right() - right - gap)
        painter.drawLine(QPointF(left - gap, y), QPointF(left - gap - out_left, y))
        painter.drawLine(QPointF(right + gap, y), QPointF(right + gap + out_right, y))
    # Across the gutters: a short line continuing each card edge between two cards.
    for a, b in _gutters(xs):
        for y in ys:
            painter.drawLine(QPointF(a + gap, y), QPointF(b - gap, y))
    for a, b in _gutters(ys):
        for x in xs:
            painter.drawLine(QPointF(x, a + gap), QPointF(x, b - gap))
    painter.restore()


def _gutters(edges: Sequence[float]) -> list[tuple[float, float]]:
    """The gaps between cards along one axis, from the sorted card edges (pairs per card)."""
    return [(edges[i], edges[i + 1]) for i in range(1, len(edges) - 1, 2)]


def render_cards(
    target: PageTarget,
    items: Sequence[T],
    card_mm: QSizeF,
    paint_card: CardPainter[T],
    name_of: Callable[[T], str] = str,
    kind: str = "",
    progress: Progress | None = None,
) -> int:
    """Paint one card per item, as many per page as fit, with gutters and cut marks.

    The cards keep their size exactly; the page turns to landscape when that holds more (PDF
    and image targets only). Returns the pages; raises `CardTooLongError` naming every card
    whose text did not fit at the smallest readable size (after painting them all).
    `progress` is told before each card ("Printing folio cards", n of all).
    """
    what = f"Printing {kind} cards" if kind else "Printing cards"
    page_mm = turnable_paper_mm(target)
    landscape = best_landscape(page_mm, card_mm) if page_mm is not None else None
    too_long: list[str] = []
    with open_pages(target, landscape) as pages:
        units = pages.units
        area = pages.area(MARGIN_MM)
        room = _room(units)
        inner = area.adjusted(room, room, -room, -room)
        card = QSizeF(units.mm(card_mm.width()), units.mm(card_mm.height()))
        gutter = units.mm(GUTTER_MM)
        cols, rows = grid_shape(inner.size(), card, gutter)
        per_page = cols * rows
        step_x, step_y = card.width() + gutter, card.height() + gutter
        grid = QRectF(0, 0, cols * step_x - gutter, rows * step_y - gutter)
        grid.moveCenter(area.center())
        count = max(1, -(-len(items) // per_page))
        for page in range(count):
            if page:
                pages.new_page()
            painter = pages.painter
            chunk = items[page * per_page : (page + 1) * per_page]
            for i, item in enumerate(chunk):
                report(progress, page * per_page + i, len(items), what)
                r, c = divmod(i, cols)
                rect = QRectF(grid.left() + c * step_x, grid.top() + r * step_y, *card.toTuple())
                painter.save()
                painter.setClipRect(rect)
                if not paint_card(painter, rect, units, item):
                    too_long.append(name_of(item))
                painter.restore()
                painter.save()
                painter.setPen(QPen(QColor(170, 170, 170), units.mm(0.1)))
                painter.drawRect(rect)
                painter.restore()
            used_rows = max(1, -(-len(chunk) // cols))
            xs = sorted(
                grid.left() + c * step_x + d for c in range(cols) for d in (0, card.width())
            )
            ys = sorted(
                grid.top() + r * step_y + d for r in range(used_rows) for d in (0, card.height())
            )
            draw_cut_marks(painter, xs, ys, area, units)
    report(progress, len(items), len(items), what)
    if too_long:
        size_name = "poker" if card_mm.width() < 100 else f"{card_mm.width():g} mm"
        raise CardTooLongError(kind, too_long, size_name)
    return count


def best_landscape(page_mm: QSizeF, card_mm: QSizeF) -> bool:
    """True when more cards fit on the page (portrait size `page_mm`) turned to landscape."""
    margin = 2 * (MARGIN_MM + MARK_GAP_MM + MIN_MARK_MM)
    portrait = QSizeF(page_mm.width() - margin, page_mm.height() - margin)
    landscape = QSizeF(page_mm.height() - margin, page_mm.width() - margin)
    p_cols, p_rows = grid_shape(portrait, card_mm, GUTTER_MM)
    l_cols, l_rows = grid_shape(landscape, card_mm, GUTTER_MM)
    return l_cols * l_rows > p_cols * p_rows
