"""A team roster (figures with Health tick boxes, plots, objects, the VP target) and a
Victory Point track by Page."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.library.setup_model import Team
from faserip_desk.print.card_style import tick_boxes
from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.text_flow import fit_line, fit_text
from faserip_desk.print.units import Units
from faserip_desk.rules.game_levels import GameLevel

HEAD = QColor(40, 40, 40)
WHITE = QColor(255, 255, 255)
PAGES = 8


def _head_row(painter: QPainter, x: list[float], y: float, h: float, labels: list[str]) -> None:
    for i, label in enumerate(labels):
        cell = QRectF(x[i], y, x[i + 1] - x[i], h)
        painter.fillRect(cell, HEAD)
        fit_line(
            painter, cell.adjusted(h * 0.15, 0, -h * 0.15, 0), label, 9, bold=True, color=WHITE
        )


def _section(painter: QPainter, area: QRectF, y: float, u: Units, title: str) -> float:
    fit_line(painter, QRectF(area.left(), y, area.width(), u.mm(6)), title, 12, bold=True)
    return y + u.mm(6.5)


def render_roster(target: PageTarget, team: Team, pages_to_track: int = PAGES) -> int:
    """The roster on page 1 and the Victory Point track on page 2; returns 2."""
    with open_pages(target, landscape=False) as pages:
        painter, u = pages.painter, pages.units
        area = pages.area(10.0)
        level = team.level
        fit_line(
            painter,
            QRectF(area.left(), area.top(), area.width(), u.mm(10)),
            team.name,
            20,
            bold=True,
        )
        y = area.top() + u.mm(11)
        info = (
            f"{team.side} team · {level.name} · Victory at {level.victory_points} VP · "
            f"plot advance {level.advance_points} VP"
        )
        fit_line(painter, QRectF(area.left(), y, area.width(), u.mm(6)), info, 11)
        y = _section(painter, area, y + u.mm(8), u, "Figures")
        w = area.width()
        x = [area.left() + w * f for f in (0, 0.11, 0.42, 0.53, 0.59, 1.0)]
        _head_row(painter, x, y, u.mm(6), ["Number", "Figure", "Renown", "KO VP", "Health"])
        y += u.mm(6)
        box = u.mm(4.2)
        for i, fig in enumerate(team.figures):
            per_row = max(1, int((x[5] - x[4] - u.mm(2)) // box))
            rows = -(-fig.health // per_row)
            h = max(u.mm(9), rows * box + u.mm(2))
            if i % 2:
                painter.fillRect(QRectF(area.left(), y, w, h), QColor(238, 238, 238))
            for col, text in enumerate(
                (fig.number, fig.full_name, str(fig.renown), str(fig.renown.ko_victory_points))
            ):
                fit_text(
                    painter,
                    QRectF(x[col] + u.mm(1), y, x[col + 1] - x[col] - u.mm(2), h),
                    text,
                    10,
                    bold=col == 1,
                    center=True,
                )
            tick_boxes(
                painter,
                QPointF(x[4] + u.mm(1), y + u.mm(1)),
                fig.health,
                box,
                per_row,
                QColor(190, 40, 40),
            )
            y += h
            painter.setPen(QPen(QColor(170, 170, 170), u.mm(0.15)))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        y = _section(painter, area, y + u.mm(6), u, "Plots")
        for plot in team.plots or ():
            text = (
                f"{plot.name} — {plot.affiliation or 'no affiliation'}; {plot.action.value} "
                f"action, {plot.feat} FEAT, {plot.color.name.capitalize()} or better; "
                f"{plot.tokens} tokens"
            )
            fit_text(painter, QRectF(area.left(), y, w, u.mm(6)), text, 10)
            y += u.mm(6)
        if not team.plots:
            fit_line(painter, QRectF(area.left(), y, w, u.mm(6)), "none", 10, italic=True)
            y += u.mm(6)
        y = _section(painter, area, y + u.mm(4), u, "Objects and artifacts")
        for item in team.objects or ():
            text = f"{item.name} — {item.kind.value}, {item.renown}, {item.material} material"
            fit_text(painter, QRectF(area.left(), y, w, u.mm(6)), text, 10)
            y += u.mm(6)
        if not team.objects:
            fit_line(painter, QRectF(area.left(), y, w, u.mm(6)), "none", 10, italic=True)
        pages.new_page()
        _vp_track(painter, pages.area(10.0), u, level, team.name, pages_to_track)
        return 2


def _vp_track(
    painter: QPainter, area: QRectF, u: Units, level: GameLevel, name: str, count: int
) -> None:
    fit_line(
        painter,
        QRectF(area.left(), area.top(), area.width(), u.mm(10)),
        f"Victory Points by Page — {name}",
        18,
        bold=True,
    )
    target = level.victory_points
    fit_line(
        painter,
        QRectF(area.left(), area.top() + u.mm(11), area.width(), u.mm(6)),
        f"{level.name}: the first player to {target} VP at the end of a Page wins. "
        f"KO: the figure's KO VP; plot advanced: {level.advance_points} VP.",
        10,
    )
    y = area.top() + u.mm(20)
    w = area.width()
    labels = [
        "Page",
        "Initiative",
        "Our KO VP",
        "Our plot VP",
        "Our total",
        "Their KO VP",
        "Their plot VP",
        "Their total",
    ]
    x = [area.left() + w * i / len(labels) for i in range(len(labels) + 1)]
    _head_row(painter, x, y, u.mm(7), labels)
    y += u.mm(7)
    row_h = u.mm(11)
    painter.setPen(QPen(QColor(120, 120, 120), u.mm(0.2)))
    for page in range(1, count + 1):
        if page % 2 == 0:
            painter.fillRect(QRectF(area.left(), y, w, row_h), QColor(238, 238, 238))
        fit_line(
            painter,
            QRectF(x[0], y, x[1] - x[0], row_h),
            str(page),
            12,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
        )
        painter.setPen(QPen(QColor(120, 120, 120), u.mm(0.2)))
        for xi in x:
            painter.drawLine(QPointF(xi, y), QPointF(xi, y + row_h))
        y += row_h
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
    y += u.mm(8)
    for who in ("Our VP", "Their VP"):
        fit_line(painter, QRectF(area.left(), y, w, u.mm(6)), who, 11, bold=True)
        y += u.mm(6.5)
        per_row = min(target, 20)
        cell = min(u.mm(9), w / per_row)
        for i in range(target):
            r, c = divmod(i, per_row)
            rect = QRectF(area.left() + c * cell, y + r * cell, cell, cell)
            painter.setPen(QPen(QColor(30, 30, 30), u.mm(0.25)))
            painter.setBrush(QColor(255, 236, 200) if i + 1 == target else WHITE)
            painter.drawRect(rect.adjusted(u.mm(0.4), u.mm(0.4), -u.mm(0.4), -u.mm(0.4)))
            fit_line(painter, rect, str(i + 1), 9, align=Qt.AlignmentFlag.AlignHCenter)
        y += (-(-target // per_row)) * cell + u.mm(6)
