"""Condition cards (one per condition or state) and the one-page condition reference."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.print.card_style import (
    MIN_CARD_POINTS,
    WHITE,
    CardScale,
    card_frame,
    header_band,
)
from faserip_desk.print.condition_texts import ConditionText
from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.text_flow import Block, Run, fit_flow, fit_line, layout_flow
from faserip_desk.print.units import Units

KIND_COLORS = {
    "condition": QColor(150, 40, 110),
    "state": QColor(30, 110, 120),
    "readiness": QColor(60, 60, 60),
    "size": QColor(90, 90, 150),
}
KIND_LABELS = {
    "condition": "Condition",
    "state": "State",
    "readiness": "Readiness",
    "size": "Size",
}


def _color(condition: ConditionText) -> QColor:
    return KIND_COLORS.get(condition.kind, KIND_COLORS["condition"])


def condition_blocks(condition: ConditionText, color: QColor) -> list[Block]:
    """What it does, then when it ends."""
    return [
        Block([Run("WHAT IT DOES", bold=True, color=color)], scale=0.85, space_before=0),
        Block([Run(condition.summary)], space_before=0.2),
        Block(
            [Run("WHEN IT ENDS", bold=True, color=color)],
            scale=0.85,
            space_before=0.7,
            rule_above=True,
        ),
        Block([Run(condition.ends)], space_before=0.2),
    ]


def paint_condition_card(
    painter: QPainter, rect: QRectF, units: Units, condition: ConditionText
) -> bool:
    """Paint one condition's card in `rect`; returns False if its text does not fit at 6 pt."""
    s = CardScale.of(rect, units)
    color = _color(condition)
    painter.fillRect(rect, WHITE)
    head = QRectF(rect.left(), rect.top(), rect.width(), s.mm(12))
    header_band(painter, head, color)
    x, w = rect.left() + s.mm(2.2), rect.width() - s.mm(4.4)
    kind = KIND_LABELS.get(condition.kind, condition.kind.capitalize())
    fit_line(
        painter,
        QRectF(x, rect.top() + s.mm(1.6), w, s.mm(3)),
        kind.upper(),
        s.pt(6.2),
        bold=True,
        color=WHITE,
    )
    fit_line(
        painter,
        QRectF(x, rect.top() + s.mm(4.8), w, s.mm(5.5)),
        condition.name,
        s.pt(13),
        bold=True,
        color=WHITE,
    )
    region = QRectF(x, head.bottom() + s.mm(2), w, rect.bottom() - head.bottom() - s.mm(4.2))
    flow = fit_flow(
        condition_blocks(condition, color),
        region,
        s.pt(10),
        painter.device(),
        min_points=MIN_CARD_POINTS,
    )
    flow.draw(painter)
    card_frame(painter, rect, color, s)
    return not flow.overflow


def _row_height(
    cells: Sequence[tuple[QRectF, list[Block]]], points: float, device: object
) -> float:
    return max(layout_flow(b, r, points, device).height for r, b in cells)  # type: ignore[arg-type]


def render_condition_reference(
    target: PageTarget, conditions: Sequence[ConditionText], title: str = "Conditions"
) -> int:
    """One page: every condition's name, what it does and when it ends; returns 1."""
    with open_pages(target, landscape=False) as pages:
        painter, units = pages.painter, pages.units
        device = painter.device()
        area = pages.area(10.0)
        fit_line(
            painter,
            QRectF(area.left(), area.top(), area.width(), units.mm(9)),
            f"FASERIP Tactics — {title}",
            18,
            bold=True,
        )
        top = area.top() + units.mm(11)
        widths = (0.17, 0.5, 0.33)
        xs = [area.left() + area.width() * sum(widths[:i]) for i in range(4)]
        pad = units.mm(1.2)
        head_h = units.mm(6)
        for i, label in enumerate(("Name", "What it does", "When it ends")):
            cell = QRectF(xs[i], top, xs[i + 1] - xs[i], head_h)
            painter.fillRect(cell, QColor(40, 40, 40))
            fit_line(painter, cell.adjusted(pad, 0, -pad, 0), label, 10, bold=True, color=WHITE)
        top += head_h
        rows = []
        for c in conditions:
            color = _color(c)
            texts = (
                [
                    Block([Run(c.name, bold=True, color=color)], space_before=0),
                    Block(
                        [Run(KIND_LABELS.get(c.kind, c.kind), italic=True)],
                        scale=0.85,
                        space_before=0,
                    ),
                ],
                [Block([Run(c.summary)], space_before=0)],
                [Block([Run(c.ends)], space_before=0)],
            )
            rows.append(texts)
        tall = units.mm(500)

        def cells_at(row: tuple[list[Block], ...]) -> list[tuple[QRectF, list[Block]]]:
            return [
                (QRectF(xs[i] + pad, 0, xs[i + 1] - xs[i] - 2 * pad, tall), row[i])
                for i in range(3)
            ]

        available = area.bottom() - top
        points = 10.0
        while points > 4.0:
            total = sum(_row_height(cells_at(r), points, device) + 2 * pad for r in rows)
            if total <= available:
                break
            points *= 0.96
        y = top
        for n, row in enumerate(rows):
            h = _row_height(cells_at(row), points, device) + 2 * pad
            if n % 2:
                painter.fillRect(QRectF(area.left(), y, area.width(), h), QColor(238, 238, 238))
            for i in range(3):
                region = QRectF(xs[i] + pad, y + pad, xs[i + 1] - xs[i] - 2 * pad, h - 2 * pad)
                fit_flow(row[i], region, points, device, min_points=points).draw(painter)
            painter.setPen(QPen(QColor(160, 160, 160), units.mm(0.15)))
            painter.drawLine(area.left(), y + h, area.right(), y + h)
            y += h
        painter.setPen(QPen(QColor(60, 60, 60), units.mm(0.2)))
        painter.drawRect(QRectF(area.left(), top - head_h, area.width(), y - top + head_h))
        return 1
