"""The Universal Table on one page, in colour, with the results columns below it.

Everything is computed from the rules data in force (`default_table()`, `default_results()`
unless a house-rules table is passed), so house rules print too. Each cell carries its
colour's initial (W, G, Y, R) so the page reads in greyscale as well; a row band that a
house-rules threshold splits is drawn in both colours with the split roll.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.result_colors import RESULT_FILL, RESULT_INK
from faserip_desk.print.text_flow import fit_line, fit_text
from faserip_desk.rules.colors import Color
from faserip_desk.rules.ranks import Rank
from faserip_desk.rules.results import AttackMode, ResultsColumns, default_results
from faserip_desk.rules.universal_table import UniversalTable, default_table

#: The rules' 24 row bands of the percentile roll.
ROW_BANDS: tuple[tuple[int, int], ...] = (
    (1, 1),
    (2, 3),
    (4, 6),
    (7, 10),
    *((lo, lo + 4) for lo in range(11, 91, 5)),
    (91, 94),
    (95, 97),
    (98, 99),
    (100, 100),
)
INK = QColor(20, 20, 20)


def band_label(lo: int, hi: int) -> str:
    """ "01", "02-03" … "100", as the rules print the rows."""
    if lo == hi:
        return f"{lo:02d}" if lo < 100 else "100"
    return f"{lo:02d}-{hi:02d}"


def band_colors(table: UniversalTable, rank: Rank, lo: int, hi: int) -> list[tuple[Color, int]]:
    """The colours of the rolls lo…hi on `rank`'s column, with how many rolls give each."""
    counts: dict[Color, int] = {}
    for roll in range(lo, hi + 1):
        color = table.color(rank, roll)
        counts[color] = counts.get(color, 0) + 1
    return sorted(counts.items())


def _cell(
    painter: QPainter,
    rect: QRectF,
    table: UniversalTable,
    rank: Rank,
    band: tuple[int, int],
    points: float,
) -> None:
    parts = band_colors(table, rank, *band)
    total = band[1] - band[0] + 1
    x = rect.left()
    roll = band[0]
    for color, count in parts:
        w = rect.width() * count / total
        part = QRectF(x, rect.top(), w, rect.height())
        painter.fillRect(part, RESULT_FILL[color])
        label = color.label[0] if len(parts) == 1 else f"{color.label[0]}{roll:02d}"
        fit_line(
            painter,
            part.adjusted(w * 0.05, 0, -w * 0.05, 0),
            label,
            points,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
            color=RESULT_INK[color],
        )
        x += w
        roll += count


def evading_text(value: str) -> str:
    """ "auto_hit" → "Auto-hit", "half_damage" → "Half damage"."""
    return {"auto_hit": "Auto-hit", "auto_miss": "Auto-miss"}.get(
        value, value.replace("_", " ").capitalize()
    )


def dodging_text(shift: int) -> str:
    """0 → "none", -2 → "−2CS"."""
    return "none" if shift == 0 else f"{shift:+d}CS".replace("-", "−")


def results_rows(
    results: ResultsColumns,
) -> tuple[list[str], list[list[str]], list[str], list[list[str]]]:
    """Headers and per-colour rows of the attack columns and of the defence/check columns."""
    attack_heads = [c.label for c in results.attack.values()]
    attack_rows = [[c.result(color).label for c in results.attack.values()] for color in Color]
    check_heads = [
        "Evading (Fighting)",
        "Dodging (Agility)",
        "Stun? (Endurance)",
        "Slam? (Endurance)",
        "Kill? (Endurance)",
    ]
    check_rows = [
        [
            evading_text(results.evading[color]),
            dodging_text(results.dodging[color]),
            results.stun_check[color].describe(),
            results.slam_check[color].describe(),
            results.kill_check[color].describe(),
        ]
        for color in Color
    ]
    return attack_heads, attack_rows, check_heads, check_rows


def mode_note(results: ResultsColumns) -> str:
    """Which column each attack mode uses, from the data."""
    parts = []
    for mode in AttackMode:
        choice = results.column_for_mode[mode]
        other = results.attack[choice["other"]].label
        extra = [
            f"{t.capitalize()}: {results.attack[k].label}"
            for t, k in choice.items()
            if t != "other"
        ]
        parts.append(
            f"{mode.value.capitalize()} → {other}" + (f" ({'; '.join(extra)})" if extra else "")
        )
    return "Columns by attack: " + " · ".join(parts) + "."


def _results_table(
    painter: QPainter,
    rect: QRectF,
    heads: list[str],
    rows: list[list[str]],
    points: float,
    pen: QPen,
) -> None:
    first = rect.width() * 0.09
    col_w = (rect.width() - first) / len(heads)
    row_h = rect.height() / (len(rows) + 1)
    pad = row_h * 0.08
    for i, head in enumerate(heads):
        cell = QRectF(rect.left() + first + i * col_w, rect.top(), col_w, row_h)
        painter.fillRect(cell, QColor(40, 40, 40))
        fit_text(
            painter,
            cell.adjusted(pad, pad, -pad, -pad),
            head,
            points,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
            center=True,
            color=QColor(255, 255, 255),
        )
    for r, (color, row) in enumerate(zip(Color, rows, strict=True)):
        y = rect.top() + (r + 1) * row_h
        swatch = QRectF(rect.left(), y, first, row_h)
        painter.fillRect(swatch, RESULT_FILL[color])
        fit_line(
            painter,
            swatch.adjusted(pad, 0, -pad, 0),
            color.label,
            points,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
            color=RESULT_INK[color],
        )
        for i, text in enumerate(row):
            cell = QRectF(rect.left() + first + i * col_w, y, col_w, row_h)
            fit_text(
                painter,
                cell.adjusted(pad, pad, -pad, -pad),
                text,
                points,
                align=Qt.AlignmentFlag.AlignHCenter,
                center=True,
            )
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for r in range(len(rows) + 2):
        y = rect.top() + r * row_h
        painter.drawLine(rect.left(), y, rect.right(), y)
    for x in [rect.left(), rect.left() + first] + [
        rect.left() + first + (i + 1) * col_w for i in range(len(heads))
    ]:
        painter.drawLine(x, rect.top(), x, rect.bottom())


def render_universal_table(
    target: PageTarget,
    table: UniversalTable | None = None,
    results: ResultsColumns | None = None,
) -> int:
    """The Universal Table and the results columns on one page; returns 1."""
    table = table or default_table()
    results = results or default_results()
    with open_pages(target, landscape=False) as pages:
        painter, u = pages.painter, pages.units
        area = pages.area(9.0)
        pen = QPen(INK, u.mm(0.2))
        fit_line(
            painter,
            QRectF(area.left(), area.top(), area.width(), u.mm(8)),
            "FASERIP Tactics — Universal Table",
            18,
            bold=True,
        )
        top = area.top() + u.mm(9.5)
        results_h = u.mm(68)
        grid_h = area.bottom() - top - results_h - u.mm(4)
        roll_w = area.width() * 0.07
        col_w = (area.width() - roll_w) / len(Rank)
        head_h = u.mm(11)
        row_h = (grid_h - head_h) / len(ROW_BANDS)
        head = QRectF(area.left(), top, roll_w, head_h)
        painter.fillRect(head, QColor(40, 40, 40))
        fit_line(
            painter,
            head.adjusted(u.mm(0.5), 0, -u.mm(0.5), 0),
            "Roll",
            9,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter,
            color=QColor(255, 255, 255),
        )
        for i, rank in enumerate(Rank):
            cell = QRectF(area.left() + roll_w + i * col_w, top, col_w, head_h)
            painter.fillRect(cell, QColor(40, 40, 40))
            white = QColor(255, 255, 255)
            fit_line(
                painter,
                QRectF(cell.left(), cell.top() + u.mm(0.5), cell.width(), head_h * 0.42),
                rank.short,
                11,
                bold=True,
                align=Qt.AlignmentFlag.AlignHCenter,
                color=white,
            )
            fit_line(
                painter,
                QRectF(
                    cell.left() + u.mm(0.4),
                    cell.top() + head_h * 0.45,
                    cell.width() - u.mm(0.8),
                    head_h * 0.5,
                ),
                f"{rank.full_name} {rank.number}",
                7,
                align=Qt.AlignmentFlag.AlignHCenter,
                color=white,
            )
        for r, band in enumerate(ROW_BANDS):
            y = top + head_h + r * row_h
            roll_cell = QRectF(area.left(), y, roll_w, row_h)
            painter.fillRect(roll_cell, QColor(225, 225, 225))
            fit_line(
                painter,
                roll_cell,
                band_label(*band),
                9,
                bold=True,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
            for i, rank in enumerate(Rank):
                _cell(
                    painter,
                    QRectF(area.left() + roll_w + i * col_w, y, col_w, row_h),
                    table,
                    rank,
                    band,
                    8.5,
                )
        painter.setPen(pen)
        bottom = top + head_h + len(ROW_BANDS) * row_h
        for r in range(len(ROW_BANDS) + 1):
            y = top + head_h + r * row_h
            painter.drawLine(area.left(), y, area.right(), y)
        for i in range(len(Rank) + 2):
            x = area.left() + (roll_w + (i - 1) * col_w if i else 0)
            painter.drawLine(x, top, x, bottom)
        painter.drawRect(QRectF(area.left(), top, area.width(), bottom - top))
        a_heads, a_rows, c_heads, c_rows = results_rows(results)
        y = bottom + u.mm(4)
        fit_line(
            painter, QRectF(area.left(), y, area.width(), u.mm(5)), "Results columns", 11, bold=True
        )
        y += u.mm(5.5)
        _results_table(
            painter, QRectF(area.left(), y, area.width(), u.mm(24)), a_heads, a_rows, 7.5, pen
        )
        y += u.mm(25.5)
        _results_table(
            painter, QRectF(area.left(), y, area.width(), u.mm(24)), c_heads, c_rows, 7.5, pen
        )
        y += u.mm(25)
        fit_text(
            painter, QRectF(area.left(), y, area.width(), area.bottom() - y), mode_note(results), 7
        )
        return 1
