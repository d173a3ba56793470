"""Plot cards and object/artifact cards, in the style of the folio cards."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.print.card_style import (
    INK,
    MAX_CARD_POINTS,
    MIN_CARD_POINTS,
    WHITE,
    CardScale,
    badge,
    card_frame,
    header_band,
    heading,
)
from faserip_desk.print.result_colors import RESULT_FILL
from faserip_desk.print.text_flow import Block, Run, fit_flow, fit_line
from faserip_desk.print.units import Units

PLOT_COLOR = QColor(196, 120, 20)
OBJECT_COLOR = QColor(70, 110, 80)
ARTIFACT_COLOR = QColor(110, 80, 40)


def _header(
    painter: QPainter, rect: QRectF, s: CardScale, color: QColor, kind: str, name: str, sub: str
) -> float:
    head = QRectF(rect.left(), rect.top(), rect.width(), s.mm(14.5))
    header_band(painter, head, color)
    x, w = rect.left() + s.mm(2.2), rect.width() - s.mm(4.4)
    y = rect.top() + s.mm(1.6)
    fit_line(painter, QRectF(x, y, w, s.mm(3.0)), kind.upper(), s.pt(6.2), bold=True, color=WHITE)
    y += s.mm(3.2)
    fit_line(painter, QRectF(x, y, w, s.mm(5.0)), name, s.pt(12), bold=True, color=WHITE)
    y += s.mm(5.0)
    fit_line(painter, QRectF(x, y, w, s.mm(3.0)), sub, s.pt(6.6), italic=True, color=WHITE)
    return head.bottom()


def _finish(
    painter: QPainter, rect: QRectF, s: CardScale, top: float, blocks: list[Block], color: QColor
) -> bool:
    pad = s.mm(2.2)
    region = QRectF(rect.left() + pad, top, rect.width() - 2 * pad, rect.bottom() - pad - top)
    flow = fit_flow(
        blocks, region, s.pt(MAX_CARD_POINTS), painter.device(), min_points=MIN_CARD_POINTS
    )
    flow.draw(painter)
    card_frame(painter, rect, color, s)
    return not flow.overflow


def plot_affiliation(plot: Plot) -> str:
    """ "X-Men (team)" or "no affiliation"."""
    if not plot.affiliation:
        return "no affiliation"
    return f"{plot.affiliation} ({plot.affiliation_kind.value})"


def plot_requirement(plot: Plot) -> str:
    """ "Attack action · Fighting FEAT · Green or better"."""
    return (
        f"{plot.action.value.capitalize()} action · {plot.feat} FEAT · "
        f"{plot.color.name.capitalize()} or better"
    )


def paint_plot_card(painter: QPainter, rect: QRectF, units: Units, plot: Plot) -> bool:
    """Paint `plot`'s card in `rect`; returns False if its text does not fit at 6 pt."""
    s = CardScale.of(rect, units)
    painter.fillRect(rect, WHITE)
    top = _header(painter, rect, s, PLOT_COLOR, "Plot", plot.name, plot_affiliation(plot))
    pad = s.mm(2.2)
    strip = QRectF(rect.left() + pad, top + s.mm(1.5), rect.width() - 2 * pad, s.mm(4.2))
    chip = QRectF(strip.left(), strip.top(), strip.height(), strip.height())
    painter.save()
    painter.setPen(INK)
    painter.setBrush(RESULT_FILL[plot.color])
    painter.drawRect(chip.adjusted(s.mm(0.4), s.mm(0.4), -s.mm(0.4), -s.mm(0.4)))
    painter.restore()
    fit_line(
        painter,
        strip.adjusted(chip.width() + s.mm(1), 0, 0, 0),
        plot_requirement(plot),
        s.pt(7),
        bold=True,
    )
    token_line = QRectF(strip.left(), strip.bottom() + s.mm(0.5), strip.width(), s.mm(3.5))
    fit_line(painter, token_line, f"Tokens on the map: {plot.tokens}", s.pt(6.4))
    blocks = [
        Block([Run("ADVANCE", bold=True, color=PLOT_COLOR)], scale=0.85, space_before=0),
        Block([Run(plot.text)]),
    ]
    if plot.bonus:
        who = plot.affiliation or "a matching figure"
        blocks += [heading(f"Bonus for {who}", PLOT_COLOR), Block([Run(plot.bonus)])]
    return _finish(painter, rect, s, token_line.bottom() + s.mm(1.5), blocks, PLOT_COLOR)


def paint_object_card(painter: QPainter, rect: QRectF, units: Units, item: GameObject) -> bool:
    """Paint an object's or artifact's card in `rect`; False if its text does not fit at 6 pt."""
    s = CardScale.of(rect, units)
    color = ARTIFACT_COLOR if item.is_artifact else OBJECT_COLOR
    kind = "Artifact" if item.is_artifact else "Object"
    painter.fillRect(rect, WHITE)
    top = _header(painter, rect, s, color, kind, item.name, f"{item.renown} : {kind}")
    pad = s.mm(2.2)
    strip = QRectF(rect.left() + pad, top + s.mm(1.5), rect.width() - 2 * pad, s.mm(4.6))
    label = f"{item.material.full_name} Material ({item.material.number})"
    badge(painter, strip, label, s.pt(7.4), QColor(235, 235, 235))
    how = (
        "Fixed in its square: it cannot be carried."
        if item.is_artifact
        else f"Lift and carry with {item.material.full_name} Strength or more."
    )
    blocks = [
        Block([Run("GAME RULES", bold=True, color=color)], scale=0.85, space_before=0),
        Block([Run(item.text)]) if item.text else Block([Run("No further rules.")]),
        Block([Run(how, italic=True, color=QColor(70, 70, 70))], space_before=0.6, rule_above=True),
        Block(
            [
                Run(
                    f"Destroyed by {item.material.full_name} damage or more.",
                    italic=True,
                    color=QColor(70, 70, 70),
                )
            ],
            space_before=0.2,
        ),
    ]
    return _finish(painter, rect, s, strip.bottom() + s.mm(1.5), blocks, color)


__all__ = ["paint_object_card", "paint_plot_card", "plot_affiliation", "plot_requirement"]
