"""Token sheets: counters sized for one-inch squares, several pages if needed.

Round 23 mm tokens for conditions, Dodge in the three colours, Weaken, Command, Karma spent,
plot tokens and objects; a round token per figure (23 mm for Normal figures, 25 mm for Giants:
a Giant still stands in one square, the rules give it reach, not a bigger footprint); and
square 25 mm terrain tiles, in the map's own look, for the Smoke, Fire and Difficult (rubble)
squares that specials put down. Words are never broken: a title shrinks until each word fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from faserip_desk.library.figure_schema import Figure
from faserip_desk.library.piece_schema import GameObject, Plot
from faserip_desk.library.vocabulary import Condition, Disposition, Size
from faserip_desk.print.map_terrain import LOOKS, paint_look
from faserip_desk.print.pages import PageTarget, open_pages
from faserip_desk.print.result_colors import RESULT_FILL, RESULT_INK
from faserip_desk.print.text_flow import fit_line, fit_text
from faserip_desk.print.units import Units
from faserip_desk.progress import Progress, report
from faserip_desk.rules.colors import Color
from faserip_desk.sync.tokens import TOKEN_MARKER_MM, token_cells, token_marker_id

TOKEN_MM = 23.0
GIANT_MM = 25.0
TILE_MM = 25.0
#: Each token sits in a cell this wide (the largest token), cells GAP_MM apart.
CELL_MM = 25.0
GAP_MM = 2.0
INK = QColor(20, 20, 20)

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
#: Terrain that specials put down (Smoke and Mirrors: 3 Smoke; Fire Constructs: 4 Fire), with
#: how many tiles a sheet carries, and the title on each tile.
TERRAIN_TILES = (("smoke", "Smoke", 6), ("fire", "Fire", 8), ("difficult", "Difficult", 6))
FIGURE_RINGS = {
    Disposition.GOOD: QColor(38, 92, 168),
    Disposition.EVIL: QColor(168, 38, 48),
    Disposition.ENIGMATIC: QColor(104, 70, 140),
}


@dataclass(frozen=True)
class Token:
    """One token: a title, a smaller line, its ring, fill and text colours, size and shape.

    A `terrain` token is a square tile painted with that map terrain's look; a `marker`
    token carries that photo-sync marker above its title (see `faserip_desk.sync.tokens`)."""

    title: str
    detail: str
    ring: QColor
    fill: QColor
    ink: QColor = field(default_factory=lambda: QColor(INK))
    size_mm: float = TOKEN_MM
    terrain: str | None = None
    marker: int | None = None


def standard_tokens(copies: int = 3) -> list[Token]:
    """Conditions, Dodge (Green/Yellow/Red), Weaken, Command, Karma spent and terrain tiles."""
    purple, pale = QColor(150, 40, 110), QColor(250, 238, 246)
    tokens = [
        Token(str(c), "condition", purple, pale) for c in CONDITION_TOKENS for _ in range(copies)
    ]
    for color, shift in ((Color.GREEN, "−2CS"), (Color.YELLOW, "−4CS"), (Color.RED, "−6CS")):
        dodge = Token("Dodge", f"{color.label} {shift}", INK, RESULT_FILL[color])
        tokens += [replace(dodge, ink=RESULT_INK[color])] * copies
    tokens += [Token("Weaken", "Armor −1CS", QColor(90, 90, 90), QColor(225, 225, 225))] * (
        copies * 2
    )
    tokens += [Token("Command", "under Command", QColor(30, 60, 130), QColor(220, 230, 250))] * (
        copies
    )
    tokens += [Token("Karma spent", "this Page", QColor(200, 140, 0), QColor(255, 244, 200))] * (
        copies * 2
    )
    return tokens + terrain_tokens()


def terrain_tokens() -> list[Token]:
    """Square tiles for the terrain specials put down: Smoke, Fire and Difficult (rubble)."""
    tokens = []
    for key, title, count in TERRAIN_TILES:
        look = LOOKS[key]
        detail = "rubble" if key == "difficult" else "terrain"
        tile = Token(title, detail, look.ink, look.fill, size_mm=TILE_MM, terrain=key)
        tokens += [tile] * count
    return tokens


def figure_token(figure: Figure, marker: bool = False) -> Token:
    """A figure's token: its name and alias (or number), ringed in its disposition's colour;
    with `marker`, the figure's photo-sync marker above the name."""
    giant = figure.size is Size.GIANT
    detail = figure.alias or figure.number
    return Token(
        figure.name,
        f"{detail} · Giant" if giant else detail,
        FIGURE_RINGS[figure.disposition],
        QColor(255, 255, 255),
        size_mm=GIANT_MM if giant else TOKEN_MM,
        marker=token_marker_id(figure.number) if marker else None,
    )


def piece_tokens(
    plots: Sequence[Plot],
    objects: Sequence[GameObject],
    figures: Sequence[Figure] = (),
    markers: bool = False,
) -> list[Token]:
    """A token per figure (with `markers`, each carrying its photo-sync marker), plot tokens
    (as many as each plot places) and one token per object or artifact."""
    tokens = [figure_token(f, markers) for f in figures]
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
    """One token in the square `rect`: round, or a square tile for terrain."""
    inner = rect.adjusted(ring_width / 2, ring_width / 2, -ring_width / 2, -ring_width / 2)
    painter.save()
    if token.terrain is not None:
        paint_look(painter, rect, LOOKS[token.terrain], Units(painter.device().logicalDpiX()))
        painter.setPen(QPen(token.ring, ring_width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(inner)
    else:
        painter.setPen(QPen(token.ring, ring_width))
        painter.setBrush(token.fill)
        painter.drawEllipse(inner)
    painter.restore()
    w, h = rect.width(), rect.height()
    title = QRectF(rect.left() + w * 0.14, rect.top() + h * 0.26, w * 0.72, h * 0.34)
    detail = QRectF(rect.left() + w * 0.16, rect.top() + h * 0.6, w * 0.68, h * 0.2)
    if token.marker is not None:
        _paint_marker(painter, rect, token)
        title = QRectF(rect.left() + w * 0.14, rect.top() + h * 0.66, w * 0.72, h * 0.14)
        detail = QRectF(rect.left() + w * 0.25, rect.top() + h * 0.8, w * 0.5, h * 0.1)
    if token.terrain is not None:  # a white band keeps the words readable on the pattern
        band = QRectF(title.left(), title.top(), title.width(), detail.bottom() - title.top())
        painter.fillRect(band, QColor(255, 255, 255, 225))
    fit_text(
        painter,
        title,
        token.title,
        11,
        bold=True,
        align=Qt.AlignmentFlag.AlignHCenter,
        center=True,
        color=token.ink,
    )
    fit_text(
        painter,
        detail,
        token.detail,
        7,
        align=Qt.AlignmentFlag.AlignHCenter,
        center=True,
        color=token.ink,
    )


def _paint_marker(painter: QPainter, rect: QRectF, token: Token) -> None:
    """The token's photo-sync marker, TOKEN_MARKER_MM wide, in the upper part of `rect`."""
    assert token.marker is not None
    side = rect.width() * TOKEN_MARKER_MM / token.size_mm
    left, top = rect.center().x() - side / 2, rect.top() + rect.height() * 0.38 - side / 2
    quiet = side / 8
    painter.fillRect(
        QRectF(left - quiet, top - quiet, side + 2 * quiet, side + 2 * quiet), QColor(255, 255, 255)
    )
    cell = side / 6
    for r, row in enumerate(token_cells(token.marker)):
        for c, black in enumerate(row):
            if black:  # a hair wider than the cell: no anti-aliased seams between cells
                painter.fillRect(
                    QRectF(left + c * cell, top + r * cell, cell + 0.3, cell + 0.3), QColor(0, 0, 0)
                )


def render_tokens(
    target: PageTarget,
    tokens: Sequence[Token],
    title: str = "Tokens",
    progress: Progress | None = None,
) -> int:
    """Tokens in rows, each with a thin dotted cutting line; returns the pages.
    `progress` is told before each sheet ("Printing token sheets", n of all)."""
    with open_pages(target, landscape=False) as pages:
        u = pages.units
        area = pages.area(8.0)
        head = u.mm(7)
        cell, gap = u.mm(CELL_MM), u.mm(GAP_MM)
        cols = max(1, int((area.width() + gap) // (cell + gap)))
        rows = max(1, int((area.height() - head + gap) // (cell + gap)))
        left = area.left() + (area.width() - (cols * cell + (cols - 1) * gap)) / 2
        per_page = cols * rows
        count = max(1, -(-len(tokens) // per_page))
        for page in range(count):
            report(progress, page, count, "Printing token sheets")
            if page:
                pages.new_page()
            painter = pages.painter
            fit_line(
                painter,
                QRectF(area.left(), area.top(), area.width(), head * 0.8),
                f"FASERIP Tactics — {title} (for one-inch squares: tokens 23 mm, Giants and "
                "terrain tiles 25 mm)",
                11,
                bold=True,
            )
            for i, token in enumerate(tokens[page * per_page : (page + 1) * per_page]):
                r, c = divmod(i, cols)
                box = QRectF(
                    left + c * (cell + gap), area.top() + head + r * (cell + gap), cell, cell
                )
                size = u.mm(token.size_mm)
                rect = QRectF(0, 0, size, size)
                rect.moveCenter(box.center())
                paint_token(painter, rect, token, u.mm(1.6))
                painter.save()
                painter.setPen(QPen(QColor(150, 150, 150), u.mm(0.1), Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                if token.terrain is not None:
                    painter.drawRect(rect)
                else:
                    painter.drawEllipse(QPointF(rect.center()), size / 2, size / 2)
                painter.restore()
        report(progress, count, count, "Printing token sheets")
        return count
