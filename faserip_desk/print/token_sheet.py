"""Token sheets: round tokens sized for one-inch squares (23 mm across).

Condition tokens, Dodge tokens in the three colours, Weaken, Command, Karma spent, and a
token per plot token and per object; laid out in rows, several pages if needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.vocabulary import Condition
from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.text_flow import fit_line, fit_text

TOKEN_MM = 23.0
GAP_MM = 2.0

CONDITION_TOKENS = (
    Condition.STUNNED,
    Condition.HELD,
    Condition.STUCK,
    Condition.STAGGERED,
    Condition.CONFUSED,
    Condition.TIRED,
    Condition.CARRYING,
    Condition.OBSCURED,
    Condition.EXPOSED,
    Condition.SHAPESHIFT,
    Condition.PHASED,
    Condition.KOED,
)


_KIND = {
    Condition.TIRED: "readiness",
    Condition.KOED: "readiness",
    Condition.CARRYING: "state",
    Condition.OBSCURED: "state",
    Condition.EXPOSED: "state",
    Condition.SHAPESHIFT: "state",
    Condition.PHASED: "state",
}


@dataclass(frozen=True)
class Token:
    """One round token: a title, a smaller line, its ring and fill colours."""

    title: str
    detail: str
    ring: QColor
    fill: QColor


def standard_tokens(copies: int = 3) -> list[Token]:
    """Conditions, Dodge (Green/Yellow/Red), Weaken, Command and Karma spent tokens."""
    purple, pale = QColor(150, 40, 110), QColor(250, 238, 246)
    tokens = [
        Token(str(c), "condition", purple, pale) for c in CONDITION_TOKENS for _ in range(copies)
    ]
    for name, shift, fill in (
        ("Green", "−2CS", QColor(92, 184, 92)),
        ("Yellow", "−4CS", QColor(250, 214, 60)),
        ("Red", "−6CS", QColor(222, 62, 50)),
    ):
        tokens += [Token("Dodge", f"{name} {shift}", QColor(20, 20, 20), fill)] * copies
    tokens += [Token("Weaken", "Armor −1CS", QColor(90, 90, 90), QColor(225, 225, 225))] * (
        copies * 2
    )
    tokens += [Token("Command", "under Command", QColor(30, 60, 130), QColor(220, 230, 250))] * (
        copies
    )
    tokens += [Token("Karma spent", "this Page", QColor(200, 140, 0), QColor(255, 244, 200))] * (
        copies * 2
    )
    return tokens


def piece_tokens(plots: Sequence[Plot], objects: Sequence[GameObject]) -> list[Token]:
    """Plot tokens (as many as each plot places) and one token per object or artifact."""
    tokens = []
    for plot in plots:
        tokens += [Token(plot.name, "Plot", QColor(196, 120, 20), QColor(255, 236, 200))] * (
            plot.tokens
        )
    for item in objects:
        kind = "Artifact" if item.is_artifact else "Object"
        tokens.append(
            Token(
                item.name,
                f"{kind} · {item.material.short}",
                QColor(70, 110, 80),
                QColor(222, 238, 224),
            )
        )
    return tokens


def paint_token(painter: QPainter, rect: QRectF, token: Token, ring_width: float) -> None:
    """One round token in the square `rect`."""
    painter.save()
    painter.setPen(QPen(token.ring, ring_width))
    painter.setBrush(token.fill)
    inner = rect.adjusted(ring_width / 2, ring_width / 2, -ring_width / 2, -ring_width / 2)
    painter.drawEllipse(inner)
    painter.restore()
    w, h = rect.width(), rect.height()
    title = QRectF(rect.left() + w * 0.14, rect.top() + h * 0.26, w * 0.72, h * 0.34)
    fit_text(
        painter, title, token.title, 11, bold=True, align=Qt.AlignmentFlag.AlignHCenter, center=True
    )
    detail = QRectF(rect.left() + w * 0.18, rect.top() + h * 0.6, w * 0.64, h * 0.16)
    fit_line(painter, detail, token.detail, 7, align=Qt.AlignmentFlag.AlignHCenter)


def render_tokens(target: PageTarget, tokens: Sequence[Token], title: str = "Tokens") -> int:
    """Tokens 23 mm across in rows, with a thin cutting circle; returns the pages."""
    with open_pages(target) as pages:
        painter, u = pages.painter, pages.units
        area = pages.area(8.0)
        head = u.mm(7)
        size, gap = u.mm(TOKEN_MM), u.mm(GAP_MM)
        cols = max(1, int((area.width() + gap) // (size + gap)))
        rows = max(1, int((area.height() - head + gap) // (size + gap)))
        left = area.left() + (area.width() - (cols * size + (cols - 1) * gap)) / 2
        per_page = cols * rows
        count = max(1, -(-len(tokens) // per_page))
        for page in range(count):
            if page:
                pages.new_page()
            fit_line(
                painter,
                QRectF(area.left(), area.top(), area.width(), head * 0.8),
                f"FASERIP Tactics — {title} (23 mm, for one-inch squares)",
                11,
                bold=True,
            )
            for i, token in enumerate(tokens[page * per_page : (page + 1) * per_page]):
                r, c = divmod(i, cols)
                rect = QRectF(
                    left + c * (size + gap), area.top() + head + r * (size + gap), size, size
                )
                paint_token(painter, rect, token, u.mm(1.6))
                painter.save()
                painter.setPen(QPen(QColor(150, 150, 150), u.mm(0.1), Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(rect.center()), size / 2, size / 2)
                painter.restore()
        return count
